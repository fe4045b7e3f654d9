"use client";

import { AMAZON_DOMAINS, type AmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import type { RetroViewResult } from "@inkforge/domain/research/deep-view-contract";
import { DAY_MS } from "@inkforge/domain/time-units";
import Link from "next/link";
import { TextField, ToolForm } from "@/components/forms/fields";
import { MarketplaceSelect } from "@/components/forms/marketplace-select";
import { ResearchError, SourceNote } from "@/components/research/status-notes";
import { ToolButton } from "@/components/ui/tool-button";
import { useAddressRun } from "@/lib/api/use-address-run";
import { type RetroViewQuery, useRetroViewRun } from "@/lib/api/use-research";
import { downloadCsv } from "@/lib/download-csv";
import { describeEvent, eventDate, retroCsv } from "./retro-rows";
import { TimeChart } from "./time-chart";

const PERIODS = [30, 90, 365] as const;
/** The form's values as the address and the fields hold them (the period as text). */
type Fields = { asin: string; domain: AmazonDomain; days: string };

function readQuery(params: Pick<URLSearchParams, "get">): Fields {
  const domain = params.get("domain") ?? "";
  const days = Number(params.get("days"));
  return {
    asin: (params.get("asin") ?? "").toUpperCase(),
    domain: (AMAZON_DOMAINS as string[]).includes(domain) ? (domain as AmazonDomain) : "amazon.com",
    days: String(PERIODS.find((period) => period === days) ?? 90),
  };
}

/** The address of a query. */
function toParams(query: RetroViewQuery): URLSearchParams {
  return new URLSearchParams({ asin: query.asin, domain: query.domain, days: String(query.days) });
}

/** The run an address opens on; null without an ASIN. */
function runOf(fields: Fields): RetroViewQuery | null {
  const asin = fields.asin.trim();
  const days = PERIODS.find((period) => String(period) === fields.days) ?? 90;
  return asin ? { asin, domain: fields.domain, days } : null;
}

const loadSchema = () => import("./lookup-schema").then((module) => module.retroFormSchema);

const toPoints = (list: RetroViewResult["history"]["salesRank"]) =>
  list.flatMap((p) => (p.value === null ? [] : [{ t: Date.parse(p.at), value: p.value }]));

export function RetroResult({ result }: { result: RetroViewResult }) {
  const end = Date.parse(result.asOf);
  const start = end - result.days * DAY_MS;
  const money = (value: number) =>
    new Intl.NumberFormat("en-US", { style: "currency", currency: result.product.currency }).format(
      value,
    );
  const markers = result.events.map((event) => ({
    t: Date.parse(eventDate(event)),
    label: describeEvent(event, result.product.currency).title,
  }));
  const exportCsv = () =>
    downloadCsv(`retro-view-${result.asin}-${result.domain}-${result.days}d.csv`, retroCsv(result));
  return (
    <div className="grid gap-6" data-testid="retro-view-result">
      <div className="grid gap-2">
        <h2 className="text-xl font-semibold text-ink-900">{result.product.title}</h2>
        <p className="text-sm text-slate-700">
          {result.product.authors.join(", ") || "Unknown author"} · {result.asin} on {result.domain}{" "}
          · last {result.days} days
        </p>
        <SourceNote source={result.source} asOf={result.asOf} />
        <div className="flex flex-wrap gap-3">
          <ToolButton variant="outline" onClick={exportCsv} data-testid="retro-view-csv">
            Export CSV
          </ToolButton>
          <Link
            href={`/titans-asin-tracker?add=${encodeURIComponent(result.asin)}`}
            className="inline-flex h-9 items-center rounded-md border px-3 text-sm font-medium text-ink-800 hover:bg-slate-50"
            data-testid="track-asin"
          >
            Track this ASIN
          </Link>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <TimeChart
          id="retro-rank"
          title="Best-seller rank (better is up)"
          points={toPoints(result.history.salesRank)}
          markers={markers}
          scale="log"
          invert
          start={start}
          end={end}
        />
        <div className="grid gap-1">
          <TimeChart
            id="retro-sales"
            title="Estimated sales per day (typical line in the low–high band)"
            band={result.sales.map((s) => ({ t: Date.parse(`${s.day}T12:00:00Z`), ...s.daily }))}
            start={start}
            end={end}
            format={(v) => (v < 10 ? v.toFixed(1) : Math.round(v).toLocaleString("en-US"))}
          />
          {result.salesNote ? <p className="text-sm text-slate-600">{result.salesNote}</p> : null}
          <details className="text-sm text-slate-700">
            <summary className="cursor-pointer">How the sales are estimated</summary>
            <p className="mt-1">{result.method.sales}</p>
            <ul className="mt-1 list-disc pl-5">
              {result.method.sources.map((source) => (
                <li key={source.key}>
                  Source: {source.title} ({source.key}), as of {source.date}
                </li>
              ))}
            </ul>
          </details>
        </div>
        <TimeChart
          id="retro-price"
          title={`Price (${result.product.currency})`}
          points={toPoints(result.history.price)}
          markers={markers}
          start={start}
          end={end}
          format={money}
        />
        <TimeChart
          id="retro-reviews"
          title="Reviews"
          points={toPoints(result.history.reviewCount)}
          start={start}
          end={end}
        />
      </div>
      <section aria-label="Events" className="grid gap-2" data-testid="retro-events">
        <h3 className="text-lg font-semibold text-ink-900">Events</h3>
        {result.events.length === 0 ? (
          <p className="text-slate-700">
            No rank spike (50% better within 3 days) and no price change in this period.
          </p>
        ) : (
          <ol className="grid gap-2">
            {result.events.map((event) => {
              const text = describeEvent(event, result.product.currency);
              return (
                <li
                  key={`${event.kind}-${eventDate(event)}`}
                  className="rounded-md border bg-white p-3"
                >
                  <p className="font-medium text-ink-900">{text.title}</p>
                  <p className="text-sm text-slate-700">{text.detail}</p>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}

/** The lookup form and its history, for a plan that includes Retro View. */
export function RetroViewLookup() {
  // A link with ?asin= (Deep View's rows) opens on its history.
  const tool = useAddressRun({
    read: readQuery,
    useRun: useRetroViewRun,
    runOf,
    toParams,
    loadSchema,
    labels: { asin: "ASIN", domain: "Marketplace", days: "Period" },
  });
  const { form, values: query, state: run, running, shown: result } = tool;

  return (
    <div className="grid gap-6" data-testid="retro-view">
      <ToolForm
        form={form}
        onSubmit={tool.onSubmit}
        idPrefix="retro-view"
        className="flex flex-wrap items-end gap-3"
        label="Retro View lookup"
      >
        <div className="w-44">
          <TextField name="asin" label="ASIN" placeholder="B0XXXXXXXX" />
        </div>
        <MarketplaceSelect
          value={query.domain}
          onChange={(domain) => form.setValue("domain", domain)}
        />
        <fieldset className="grid gap-1 text-sm">
          <legend className="font-medium">Period</legend>
          <div className="flex h-11 items-center gap-3">
            {PERIODS.map((days) => (
              <label key={days} className="flex items-center gap-1">
                <input type="radio" value={String(days)} {...form.register("days")} />
                {days} days
              </label>
            ))}
          </div>
        </fieldset>
        <ToolButton type="submit" disabled={running} className="h-11">
          {running ? "Loading…" : "Show history"}
        </ToolButton>
      </ToolForm>
      {run.kind === "failed" ? (
        <ResearchError failure={run.failure} unit="lookups" onRetry={() => tool.retry(run.query)} />
      ) : null}
      {result ? <RetroResult result={result} /> : null}
    </div>
  );
}
