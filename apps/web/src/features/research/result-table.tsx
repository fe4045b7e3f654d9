"use client";

import { ArrowDown, ArrowUp } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import type { SortDirection } from "@/lib/research/rows";

/*
 * The research result table: sortable headers, a checkbox per row, and keyboard navigation
 * (decision 0066): one row is in the tab order at a time; ↑/↓ (and Home/End) move between rows,
 * Space selects, Enter opens the row (its Amazon search page). Rows carry `aria-selected`, so
 * screen readers announce the selection.
 */

export type Column<R, K extends string> = {
  key: K;
  label: string;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** A short explanation shown under the header label. */
  hint?: string;
  render: (row: R) => ReactNode;
};

export type ResultTableProps<R, K extends string> = {
  label: string;
  rows: readonly R[];
  columns: readonly Column<R, K>[];
  rowKey: (row: R) => string;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  sort: { key: K; dir: SortDirection };
  onSort: (key: K) => void;
  onOpen: (row: R) => void;
  testId?: string;
};

export function ResultTable<R, K extends string>({
  label,
  rows,
  columns,
  rowKey,
  selected,
  onSelectedChange,
  sort,
  onSort,
  onOpen,
  testId,
}: ResultTableProps<R, K>) {
  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1));
  const keys = rows.map(rowKey);
  const allSelected = keys.length > 0 && keys.every((key) => selected.has(key));
  const someSelected = keys.some((key) => selected.has(key));

  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelectedChange(next);
  };
  const toggleAll = () => {
    const next = new Set(selected);
    for (const key of keys) {
      if (allSelected) next.delete(key);
      else next.add(key);
    }
    onSelectedChange(next);
  };
  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    setActive(target);
    body.current?.querySelectorAll<HTMLTableRowElement>("tr")[target]?.focus();
  };
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: R) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
      PageDown: index + 10,
      PageUp: index - 10,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusRow(move);
    } else if (event.target !== event.currentTarget) {
      // Space and Enter on the row's checkbox or a link keep their own meaning.
    } else if (event.key === " ") {
      event.preventDefault();
      toggle(rowKey(row));
    } else if (event.key === "Enter") {
      event.preventDefault();
      onOpen(row);
    }
  };

  return (
    <div className="max-h-[36rem] overflow-auto rounded-md border border-slate-200 bg-white">
      <table
        aria-label={label}
        aria-rowcount={rows.length + 1}
        data-testid={testId}
        className="w-full min-w-[48rem] border-collapse text-sm"
      >
        <thead className="sticky top-0 z-10 bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="w-10 border-b border-slate-200 px-3 py-2">
              <input
                type="checkbox"
                aria-label={allSelected ? "Unselect all rows" : "Select all rows"}
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = someSelected && !allSelected;
                }}
                onChange={toggleAll}
                className="h-4 w-4"
              />
            </th>
            {columns.map((column) => {
              const sorted = sort.key === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sorted ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
                  className={`border-b border-slate-200 px-3 py-2 align-bottom font-semibold ${column.numeric ? "text-right" : ""}`}
                >
                  <button
                    type="button"
                    onClick={() => onSort(column.key)}
                    className={`inline-flex items-center gap-1 hover:text-ink-900 ${column.numeric ? "flex-row-reverse" : ""}`}
                  >
                    {column.label}
                    {sorted ? (
                      sort.dir === "asc" ? (
                        <ArrowUp aria-hidden className="h-3.5 w-3.5" />
                      ) : (
                        <ArrowDown aria-hidden className="h-3.5 w-3.5" />
                      )
                    ) : null}
                  </button>
                  {column.hint ? (
                    <span className="block text-xs font-normal text-slate-500">{column.hint}</span>
                  ) : null}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody ref={body}>
          {rows.map((row, index) => {
            const key = rowKey(row);
            const isSelected = selected.has(key);
            return (
              <tr
                key={key}
                tabIndex={index === activeIndex ? 0 : -1}
                aria-selected={isSelected}
                aria-rowindex={index + 2}
                onKeyDown={(event) => onRowKey(event, index, row)}
                onFocus={() => setActive(index)}
                className={`border-b border-slate-100 last:border-b-0 focus:outline-2 focus:-outline-offset-2 focus:outline-ink-600 ${isSelected ? "bg-ember-100/60" : "hover:bg-slate-50"}`}
              >
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    tabIndex={-1}
                    aria-label={`Select ${key}`}
                    checked={isSelected}
                    onChange={() => toggle(key)}
                    className="h-4 w-4"
                  />
                </td>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={`px-3 py-2 ${column.numeric ? "text-right tabular-nums" : "min-w-[14rem] text-slate-900"}`}
                  >
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
