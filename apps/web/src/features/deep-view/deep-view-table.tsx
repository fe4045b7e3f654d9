"use client";

import type { DeepViewProduct, DeepViewResult } from "@inkforge/domain/research/deep-view-contract";
import Link from "next/link";
import { useMemo, useState } from "react";
import { ToolButton } from "@/components/ui/tool-button";
import { downloadCsv } from "@/lib/download-csv";
import {
  COLUMN_IDS,
  COLUMN_LABELS,
  type ColumnId,
  DEFAULT_FILTER,
  DEFAULT_SORT,
  deepViewCsv,
  deepViewFileName,
  FORMAT_LABELS,
  filterProducts,
  formatAge,
  formatMoney,
  formatRange,
  publisherLabel,
  type Range,
  type SortState,
  sortProducts,
  type TableFilter,
} from "./rows";

const NUMERIC: ReadonlySet<ColumnId> = new Set([
  "position",
  "rank",
  "price",
  "pages",
  "rating",
  "reviews",
  "daily",
  "monthly",
  "royalty",
]);

/** A range with its method one click away: the cell opens a note on how it was made. */
function EstimateCell({
  range,
  format,
  method,
  note,
}: {
  range: Range | null | undefined;
  format?: (value: number) => string;
  method: string;
  note: string | null;
}) {
  if (!range) {
    return (
      <span className="text-slate-500" title={note ?? undefined}>
        {note ? "n/a" : "—"}
      </span>
    );
  }
  return (
    <details className="relative">
      <summary className="cursor-pointer list-none whitespace-nowrap underline decoration-dotted underline-offset-2">
        {formatRange(range, format)}
      </summary>
      <div className="absolute right-0 z-10 mt-1 w-72 rounded-md border bg-white p-3 text-left text-xs font-normal whitespace-normal text-slate-700 shadow-lg">
        <p>{method}</p>
        {note ? <p className="mt-1 text-slate-600">{note}</p> : null}
        <p className="mt-1">
          <Link href="/tools/KDP-BSR-Sales-Calculator" className="underline">
            Open the BSR sales calculator
          </Link>
        </p>
      </div>
    </details>
  );
}

function retroViewHref(asin: string, domain: string): string {
  return `/titans-retro-vision?${new URLSearchParams({ asin, domain }).toString()}`;
}

function cell(
  product: DeepViewProduct,
  column: ColumnId,
  method: DeepViewResult["method"],
  domain: string,
) {
  const e = product.estimate;
  switch (column) {
    case "position":
      return product.position;
    case "rank":
      return product.salesRank === null ? "—" : product.salesRank.toLocaleString("en-US");
    case "title":
      return (
        <span className="grid min-w-48 gap-0.5">
          <span className="font-medium text-ink-900">{product.title}</span>
          <Link
            href={retroViewHref(product.asin, domain)}
            className="text-xs text-ink-700 underline"
            data-testid="retro-view-link"
          >
            Retro View of {product.asin}
          </Link>
        </span>
      );
    case "author":
      return product.authors.join(", ") || "—";
    case "format":
      return product.binding ?? FORMAT_LABELS[product.format];
    case "price":
      return product.price === null ? "—" : formatMoney(product.price, product.currency);
    case "pages":
      return product.pages ?? "—";
    case "published":
      return product.publishedAt === null || product.ageDays === null
        ? "—"
        : `${product.publishedAt} (${formatAge(product.ageDays)})`;
    case "rating":
      return product.rating === null ? "—" : product.rating.toFixed(1);
    case "reviews":
      return product.reviewCount === null ? "—" : product.reviewCount.toLocaleString("en-US");
    case "daily":
      return <EstimateCell range={e?.daily} method={method.sales} note={product.estimateNote} />;
    case "monthly":
      return <EstimateCell range={e?.monthly} method={method.sales} note={product.estimateNote} />;
    case "royalty":
      return (
        <EstimateCell
          range={e?.royalty?.monthly}
          format={(value) => formatMoney(value, e?.royalty?.currency ?? product.currency)}
          method={method.royalty}
          note={product.estimateNote ?? e?.royaltyNote ?? null}
        />
      );
    case "publisher":
      return publisherLabel(product);
  }
}

function SortButton({
  column,
  sort,
  onSort,
}: {
  column: ColumnId;
  sort: SortState;
  onSort: (sort: SortState) => void;
}) {
  const active = sort.column === column;
  const next: SortState = {
    column,
    // Numbers start with the largest (most sales, most reviews); a rank starts with the best.
    direction: active
      ? sort.direction === "asc"
        ? "desc"
        : "asc"
      : NUMERIC.has(column) && column !== "rank" && column !== "position"
        ? "desc"
        : "asc",
  };
  return (
    <button
      type="button"
      onClick={() => onSort(next)}
      className="inline-flex items-center gap-1 font-semibold text-ink-900 hover:underline"
    >
      {COLUMN_LABELS[column]}
      <span aria-hidden className="text-xs text-slate-500">
        {active ? (sort.direction === "asc" ? "▲" : "▼") : "↕"}
      </span>
    </button>
  );
}

/**
 * Deep View's table (issue 12): every product with its estimates as ranges, sortable by any
 * column, filtered by words, format, publisher and age, with a column chooser and a CSV of the
 * rows as shown.
 */
export function DeepViewTable({ result }: { result: DeepViewResult }) {
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [filter, setFilter] = useState<TableFilter>(DEFAULT_FILTER);
  const [columns, setColumns] = useState<ReadonlySet<ColumnId>>(() => new Set(COLUMN_IDS));
  const rows = useMemo(
    () => sortProducts(filterProducts(result.products, filter), sort),
    [result.products, filter, sort],
  );
  const shown = COLUMN_IDS.filter((id) => columns.has(id));
  const formats = [...new Set(result.products.map((p) => p.format))];

  const toggleColumn = (id: ColumnId) =>
    setColumns((current) => {
      const next = new Set(current);
      if (next.has(id)) {
        if (next.size > 1) next.delete(id);
      } else next.add(id);
      return next;
    });

  const exportCsv = () => downloadCsv(deepViewFileName(result), deepViewCsv(result, rows));

  return (
    <section aria-label="Products" className="grid gap-3" data-testid="deep-view-table">
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          <span className="font-medium">Filter</span>
          <input
            type="search"
            value={filter.text}
            onChange={(event) => setFilter({ ...filter, text: event.target.value })}
            placeholder="Title, author or ASIN"
            className="h-9 w-56 rounded-md border px-2"
          />
        </label>
        <label className="grid gap-1 text-sm">
          <span className="font-medium">Format</span>
          <select
            value={filter.format}
            onChange={(event) =>
              setFilter({ ...filter, format: event.target.value as TableFilter["format"] })
            }
            className="h-9 rounded-md border px-2"
          >
            <option value="all">All formats</option>
            {formats.map((format) => (
              <option key={format} value={format}>
                {FORMAT_LABELS[format]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          <span className="font-medium">Publisher</span>
          <select
            value={filter.publisher}
            onChange={(event) =>
              setFilter({ ...filter, publisher: event.target.value as TableFilter["publisher"] })
            }
            className="h-9 rounded-md border px-2"
          >
            <option value="all">All publishers</option>
            <option value="independent">Independent</option>
            <option value="large">Large publishers</option>
          </select>
        </label>
        <label className="flex h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={filter.youngOnly}
            onChange={(event) => setFilter({ ...filter, youngOnly: event.target.checked })}
          />
          Younger than a year
        </label>
        <details className="relative">
          <summary className="flex h-9 cursor-pointer items-center rounded-md border px-3 text-sm">
            Columns ({shown.length} of {COLUMN_IDS.length})
          </summary>
          <fieldset className="absolute z-20 mt-1 grid w-56 gap-1 rounded-md border bg-white p-3 text-sm shadow-lg">
            <legend className="sr-only">Columns to show</legend>
            {COLUMN_IDS.map((id) => (
              <label key={id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={columns.has(id)}
                  onChange={() => toggleColumn(id)}
                />
                {COLUMN_LABELS[id]}
              </label>
            ))}
          </fieldset>
        </details>
        <ToolButton variant="outline" onClick={exportCsv} data-testid="deep-view-csv">
          Export CSV
        </ToolButton>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="deep-view-count">
        {rows.length === result.products.length
          ? `${rows.length} products`
          : `${rows.length} of ${result.products.length} products match the filter`}
        . Sales and royalty are estimate ranges from the best-seller rank: open one to see how it is
        made.
      </p>
      <div className="max-h-[70vh] overflow-auto rounded-lg border">
        <table className="w-full border-collapse text-sm">
          <thead className="sticky top-0 z-10 bg-slate-50">
            <tr>
              {shown.map((id) => (
                <th
                  key={id}
                  scope="col"
                  aria-sort={
                    sort.column === id
                      ? sort.direction === "asc"
                        ? "ascending"
                        : "descending"
                      : undefined
                  }
                  className={`border-b px-3 py-2 whitespace-nowrap ${NUMERIC.has(id) ? "text-right" : "text-left"}`}
                >
                  <SortButton column={id} sort={sort} onSort={setSort} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((product) => (
              <tr
                key={product.asin}
                className="border-b align-top last:border-b-0 hover:bg-slate-50"
              >
                {shown.map((id) => (
                  <td
                    key={id}
                    className={`px-3 py-2 ${NUMERIC.has(id) ? "text-right tabular-nums" : ""}`}
                  >
                    {cell(product, id, result.method, result.domain)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
