"use client";

import type { PlanRowContract } from "@inkforge/domain/my-books/contract";
import { readPlannedPrice } from "@inkforge/domain/my-books/planned-price";
import { checkReportFile } from "@inkforge/domain/my-books/report-file";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { FormProvider } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { failureText, toFailure } from "@/lib/api/api-error";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { ProfitChart } from "./profit-chart";
import {
  useDashboard,
  useExportPlan,
  useImports,
  usePricePlan,
  useSavePrices,
  useSaveRates,
  useUploadReport,
} from "./use-my-books";

const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "JPY"] as const;
const ADS_MARKETPLACES = ["amazon.com", "amazon.co.uk", "amazon.de", "amazon.fr", "amazon.ca"];
const STATUS_TEXT: Record<PlanRowContract["status"], string> = {
  "better-band": "60%/70% band",
  "fifty-percent-band": "50% band",
  "thirty-five-percent": "35% only",
  "below-minimum": "below minimum",
  "above-maximum": "above maximum",
  "no-price": "no price",
};

const money = (value: number | null, currency: string) =>
  value === null ? "—" : `${value.toFixed(currency === "JPY" ? 0 : 2)} ${currency}`;

function ErrorNote({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
      {failureText(toFailure(error))}
    </p>
  );
}

function ImportPanel() {
  const imports = useImports();
  const upload = useUploadReport();
  const [marketplace, setMarketplace] = useState("amazon.com");
  const kdpInput = useRef<HTMLInputElement>(null);
  const adsInput = useRef<HTMLInputElement>(null);
  // A file refused before sending: empty, or past the API's limit (which answered only "too large").
  const [picked, setPicked] = useState<string | null>(null);
  const send = (
    kind: "kdp-royalties" | "ads-sponsored-products",
    input: HTMLInputElement | null,
  ) => {
    const file = input?.files?.[0];
    if (!file) return;
    const problem = checkReportFile(file);
    setPicked(problem);
    if (problem) {
      if (input) input.value = "";
      return;
    }
    upload.mutate(
      { file, kind, marketplace },
      {
        onSettled: () => {
          if (input) input.value = "";
        },
      },
    );
  };
  return (
    <section aria-labelledby="import-heading" className="grid gap-3">
      <h2 id="import-heading" className="text-lg font-semibold text-ink-900">
        Import reports
      </h2>
      <p className="text-sm text-slate-700">
        KDP: Reports → Prior Months&apos; Royalties, downloaded as XLSX. Ads: a Sponsored Products
        advertised product report (CSV or XLSX). Up to 20 MB a file; importing a month again
        replaces it.
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <label className="grid gap-1 text-sm">
          KDP royalties report
          <input
            ref={kdpInput}
            type="file"
            accept=".xlsx,.csv"
            onChange={() => send("kdp-royalties", kdpInput.current)}
          />
        </label>
        <label className="grid gap-1 text-sm">
          Ads store
          <select
            value={marketplace}
            onChange={(event) => setMarketplace(event.target.value)}
            className="rounded border border-slate-300 px-2 py-1"
          >
            {ADS_MARKETPLACES.map((id) => (
              <option key={id}>{id}</option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          Sponsored Products report
          <input
            ref={adsInput}
            type="file"
            accept=".xlsx,.csv"
            onChange={() => send("ads-sponsored-products", adsInput.current)}
          />
        </label>
      </div>
      {picked ? (
        <p role="alert" className="text-sm font-medium text-red-700 wrap-anywhere">
          {picked}
        </p>
      ) : null}
      {upload.isError ? <ErrorNote error={upload.error} /> : null}
      {imports.isError ? <ErrorNote error={imports.error} /> : null}
      {imports.data && imports.data.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Imports">
          {imports.data.map((item) => (
            <li key={item.id} data-testid="import-row" data-status={item.status}>
              <span className="font-medium">{item.fileName}</span>: {item.status}
              {item.status === "running" ? ` (${Math.round(item.progress * 100)}%)` : ""}
              {item.status === "done" ? `, ${item.rowCount} rows, ${item.months.join(", ")}` : ""}
              {item.error ? <span className="text-red-800"> — {item.error.message}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function DashboardPanel() {
  const [currency, setCurrency] = useState<string>("USD");
  const dashboard = useDashboard(currency);
  const imports = useImports();
  const done = imports.data?.filter((item) => item.status === "done").length ?? 0;
  const { refetch } = dashboard;
  // A finished import changes the figures: read them again when the count of done imports moves.
  useEffect(() => {
    if (done > 0) void refetch();
  }, [done, refetch]);
  const data = dashboard.data;
  return (
    <section aria-labelledby="dashboard-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="dashboard-heading" className="text-lg font-semibold text-ink-900">
          Profit per book
        </h2>
        <label className="text-sm">
          Currency{" "}
          <select
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
            className="rounded border border-slate-300 px-2 py-1"
          >
            {CURRENCIES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </label>
      </div>
      {dashboard.isError ? <ErrorNote error={dashboard.error} /> : null}
      {!data ? (
        <p className="text-slate-700">Loading…</p>
      ) : data.books.length === 0 ? (
        <p className="text-slate-700">Import a KDP royalties report to see your books here.</p>
      ) : (
        <>
          <p className="text-sm" data-testid="my-books-total">
            Total profit {money(data.totals.profit, data.currency)}: royalties{" "}
            {money(data.totals.royalty, data.currency)}, estimated KU{" "}
            {money(data.totals.kuEstimate, data.currency)}, ads{" "}
            {money(data.totals.adSpend, data.currency)}.
          </p>
          <ProfitChart months={data.byMonth} currency={data.currency} />
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="my-books-table">
              <thead>
                <tr className="text-left">
                  <th>Book</th>
                  <th>Series</th>
                  <th className="text-right">Units</th>
                  <th className="text-right">KENP pages</th>
                  <th className="text-right">Royalties</th>
                  <th className="text-right">KU (est.)</th>
                  <th className="text-right">Ad spend</th>
                  <th className="text-right">Profit</th>
                </tr>
              </thead>
              <tbody>
                {data.books.map((book) => (
                  <tr key={book.key} data-testid="my-books-book">
                    <th scope="row" className="text-left font-medium">
                      {book.title}
                      <span className="block text-xs font-normal text-slate-600">
                        {book.byMarketplace
                          .map((m) => `${m.marketplace} ${m.profit.toFixed(2)}`)
                          .join(" · ")}
                      </span>
                    </th>
                    <td>{book.series ?? "—"}</td>
                    <td className="text-right">{book.units}</td>
                    <td className="text-right">{book.kenpPages}</td>
                    <td className="text-right">{book.royalty.toFixed(2)}</td>
                    <td className="text-right">{book.kuEstimate.toFixed(2)}</td>
                    <td className="text-right">{book.adSpend.toFixed(2)}</td>
                    <td className="text-right font-semibold" data-testid="my-books-profit">
                      {book.profit.toFixed(2)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <table className="w-full text-sm" aria-label="By month">
            <thead>
              <tr className="text-left">
                <th>Month</th>
                <th className="text-right">Royalties</th>
                <th className="text-right">KU (est.)</th>
                <th className="text-right">Ad spend</th>
                <th className="text-right">Profit</th>
              </tr>
            </thead>
            <tbody>
              {data.byMonth.map((month) => (
                <tr key={month.month}>
                  <th scope="row" className="text-left font-normal">
                    {month.month}
                  </th>
                  <td className="text-right">{month.royalty.toFixed(2)}</td>
                  <td className="text-right">{month.kuEstimate.toFixed(2)}</td>
                  <td className="text-right">{month.adSpend.toFixed(2)}</td>
                  <td className="text-right">{month.profit.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.series.map((series) => (
            <p key={series.name} className="text-sm">
              Series <strong>{series.name}</strong>: profit {money(series.profit, data.currency)},
              read-through{" "}
              {series.readThrough
                .map(
                  (step) =>
                    `${step.to}: ${step.rate === null ? "—" : `${Math.round(step.rate * 100)}%`}`,
                )
                .join(", ") || "needs a second book"}
              .
            </p>
          ))}
          <RatesForm />
          <p className="text-xs text-slate-600" data-testid="my-books-conversions">
            {data.conversions
              .map(
                (c) =>
                  `1 ${c.currency} = ${c.rate} ${data.currency} (${c.source === "starter" ? "approximate starter rate" : c.source === "ecb" ? "ECB reference rate" : "your rate"}, ${c.date})`,
              )
              .join("; ")}
            {data.kenpRatesUsed.length > 0
              ? ` KU estimated at ${data.kenpRatesUsed.map((k) => `${k.perPage} ${k.currency}/page for ${k.marketplace} ${k.month}`).join(", ")}.`
              : ""}
            {data.missingRates.length > 0
              ? ` No rate for ${data.missingRates.join(", ")}: left out.`
              : ""}
          </p>
        </>
      )}
    </section>
  );
}

const issueOf = (read: ReturnType<typeof readPlannedPrice> | undefined) =>
  read && "issue" in read ? read.issue : null;

/** One "New price" box, with what is wrong with it under it. */
function PriceBox({
  id,
  label,
  value,
  issue,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  issue: string | null;
  onChange: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <>
      <input
        aria-label={label}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? errorId : undefined}
        inputMode="decimal"
        className="w-24 rounded border border-slate-300 px-2 py-1 aria-invalid:border-red-600"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {issue ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {issue}
        </p>
      ) : null}
    </>
  );
}

export function PricePlanner() {
  const plan = usePricePlan();
  const save = useSavePrices();
  const exportPlan = useExportPlan();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const rows = plan.data ?? [];
  const keyOf = (row: PlanRowContract) => `${row.projectId}|${row.marketplace}`;
  // Each box read as it is typed: a price to save, or what is wrong with it (never dropped unsaid).
  const readings = new Map(
    rows.map((row) => [keyOf(row), readPlannedPrice(edits[keyOf(row)] ?? "")]),
  );
  const changed = rows.flatMap((row) => {
    const read = readings.get(keyOf(row));
    return read && "price" in read && read.price !== row.listPrice
      ? [{ projectId: row.projectId, marketplace: row.marketplace, listPrice: read.price }]
      : [];
  });
  const marked = [...readings.values()].filter((read) => "issue" in read).length;
  const download = async () => {
    const csv = await exportPlan();
    if (csv === null) return;
    const url = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "price-plan.csv";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="planner-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="planner-heading" className="text-lg font-semibold text-ink-900">
          Price planner
        </h2>
        <div className="flex gap-2">
          <Button
            type="button"
            disabled={changed.length === 0 || marked > 0 || save.isPending}
            onClick={() => save.mutate({ prices: changed }, { onSuccess: () => setEdits({}) })}
          >
            Save {changed.length || ""} price{changed.length === 1 ? "" : "s"}
          </Button>
          <Button type="button" variant="outline" onClick={() => void download()}>
            Export CSV
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-700">
        Your book projects priced with KDP&apos;s royalty rules in every store that sells them
        (eBooks assume KDP Select). Type new prices, or take the suggestion, then save.
      </p>
      {plan.isError ? <ErrorNote error={plan.error} /> : null}
      {save.isError ? <ErrorNote error={save.error} /> : null}
      {marked > 0 ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Nothing is saved until the {marked === 1 ? "price" : `${marked} prices`} marked below{" "}
          {marked === 1 ? "is" : "are"} fixed.
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-slate-700">Add a book project with its prices to plan them here.</p>
      ) : (
        <div className="overflow-x-auto">
          <table
            className="w-full text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1"
            data-testid="price-plan"
          >
            <thead>
              <tr className="text-left">
                <th>Book</th>
                <th>Store</th>
                <th className="text-right">List price</th>
                <th className="text-right">Royalty</th>
                <th>Band</th>
                <th className="text-right">Suggested</th>
                <th>New price</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={keyOf(row)}
                  data-testid="price-plan-row"
                  data-marketplace={row.marketplace}
                >
                  <th scope="row" className="text-left font-normal">
                    {row.title} <span className="text-xs text-slate-600">({row.format})</span>
                  </th>
                  <td>{row.marketplace}</td>
                  <td className="text-right">{money(row.listPrice, row.currency)}</td>
                  <td className="text-right">{money(row.royalty, row.currency)}</td>
                  <td data-testid="price-plan-status">{STATUS_TEXT[row.status]}</td>
                  <td className="text-right">
                    <button
                      type="button"
                      className="underline"
                      onClick={() =>
                        setEdits((all) => ({ ...all, [keyOf(row)]: String(row.suggestedPrice) }))
                      }
                    >
                      {money(row.suggestedPrice, row.currency)}
                    </button>
                  </td>
                  <td>
                    <PriceBox
                      id={`new-price-${keyOf(row)}`}
                      label={`New price for ${row.title} on ${row.marketplace}`}
                      value={edits[keyOf(row)] ?? ""}
                      issue={issueOf(readings.get(keyOf(row)))}
                      onChange={(value) => setEdits((all) => ({ ...all, [keyOf(row)]: value }))}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const RATE_CURRENCIES = [
  "USD",
  "GBP",
  "JPY",
  "CAD",
  "AUD",
  "INR",
  "BRL",
  "MXN",
  "PLN",
  "SEK",
] as const;

// The form's contract loads on first submit, read with this month's exchange rate.
const loadRatesSchema = () =>
  import("@inkforge/domain/my-books/contract").then((module) =>
    module.ratesFormSchema(new Date().toISOString().slice(0, 7)),
  );

const RATE_LABELS = {
  currency: "Currency",
  perEur: "Units per euro",
  kenpMonth: "KENP month",
  perPage: "USD per page",
};

/** Exchange and KENP rates entered by hand: they win over the ECB's and the starter rates. */
export function RatesForm() {
  const save = useSaveRates();
  const form = useZodForm({
    loadSchema: loadRatesSchema,
    defaultValues: {
      currency: "USD",
      perEur: "",
      kenpMonth: new Date().toISOString().slice(0, 7),
      perPage: "",
    },
    labels: RATE_LABELS,
  });
  const { errors } = form.formState;
  // Each input's error, tied to it as the shared fields do (the inputs sit in pairs under one caption).
  const invalid = (name: keyof typeof RATE_LABELS) =>
    errors[name]
      ? { "aria-invalid": true as const, "aria-describedby": `rates-${name}-error` }
      : {};
  const submit = form.handleSubmit((rates) => save.mutate(rates));
  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Your rates"
        className="flex flex-wrap items-end gap-3 text-sm"
      >
        <label className="grid gap-1">
          1 EUR in
          <span className="flex gap-1">
            <select
              className="rounded border border-slate-300 px-2 py-1"
              {...invalid("currency")}
              {...form.register("currency")}
            >
              {RATE_CURRENCIES.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
            <input
              aria-label="Units per euro"
              inputMode="decimal"
              className="w-24 rounded border border-slate-300 px-2 py-1 aria-[invalid=true]:border-red-700"
              {...invalid("perEur")}
              {...form.register("perEur")}
            />
          </span>
        </label>
        <label className="grid gap-1">
          KENP rate (amazon.com, USD per page)
          <span className="flex gap-1">
            <input
              aria-label="KENP month"
              type="month"
              className="rounded border border-slate-300 px-2 py-1 aria-[invalid=true]:border-red-700"
              {...invalid("kenpMonth")}
              {...form.register("kenpMonth")}
            />
            <input
              aria-label="USD per page"
              inputMode="decimal"
              className="w-24 rounded border border-slate-300 px-2 py-1 aria-[invalid=true]:border-red-700"
              {...invalid("perPage")}
              {...form.register("perPage")}
            />
          </span>
        </label>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          Save rates
        </Button>
        {(Object.keys(RATE_LABELS) as (keyof typeof RATE_LABELS)[]).map((name) =>
          errors[name]?.message ? (
            <p
              key={name}
              id={`rates-${name}-error`}
              className="basis-full text-sm font-medium text-red-700"
            >
              {errors[name]?.message}
            </p>
          ) : null,
        )}
        {save.isError ? <ErrorNote error={save.error} /> : null}
      </form>
    </FormProvider>
  );
}

/** The My books page (issue 33): imports, profit per book and series, the price planner. */
export function MyBooks() {
  return (
    <div className="grid min-w-0 gap-10 [&>*]:min-w-0">
      <ImportPanel />
      <DashboardPanel />
      <PricePlanner />
      <p className="text-sm">
        <Link href="/my-books/rule-changes" className="underline">
          KDP rule changes and the books they touched
        </Link>
      </p>
    </div>
  );
}
