import type {
  DeepViewResult,
  NicheSummaryResponse,
} from "@inkforge/domain/research/deep-view-contract";
import type * as React from "react";
import { formatMoney, formatRange } from "./rows";

type Spread = NonNullable<NicheSummaryResponse["rank"]>;
type PartId = keyof NicheSummaryResponse["score"]["parts"];

const whole = (value: number) => Math.round(value).toLocaleString("en-US");
const percent = (share: number | null) => (share === null ? "—" : `${Math.round(share * 100)}%`);

const PART_LABELS: Record<PartId, { label: string; input: (value: number) => string }> = {
  demand: { label: "Demand (median rank of the top 10)", input: (v) => `rank ${whole(v)}` },
  openness: {
    label: "Openness (median reviews of the top 10)",
    input: (v) => `${whole(v)} reviews`,
  },
  indie: { label: "Independent authors", input: (v) => percent(v) },
  recency: { label: "Top 10 younger than a year", input: (v) => percent(v) },
  dominance: { label: "Top 3 dominance (penalty)", input: (v) => `top 3 sell ${percent(v)}` },
};

function Card({
  title,
  children,
  testId,
}: {
  title: string;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <div data-testid={testId} className="grid content-start gap-1 rounded-lg border bg-white p-4">
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      {children}
    </div>
  );
}

function SpreadLine({ spread, format }: { spread: Spread | null; format: (v: number) => string }) {
  if (!spread) return <p className="text-slate-600">No data</p>;
  return (
    <>
      <p className="text-2xl font-semibold text-ink-900">{format(spread.median)}</p>
      <p className="text-sm text-slate-600">
        middle half {format(spread.p25)} – {format(spread.p75)} · {spread.count} books
      </p>
    </>
  );
}

/**
 * The niche at a glance above Deep View's table: spreads, shares, the sales needed for #1 and
 * #10 (as ranges), and the score with every part and its points, so the number can be checked.
 */
export function NicheSummaryCards({
  result,
}: {
  result: Pick<DeepViewResult, "summary" | "products">;
}) {
  const { summary } = result;
  const currency = result.products.find((p) => p.price !== null)?.currency ?? "USD";
  const money = (value: number) => formatMoney(value, currency);
  const { score } = summary;
  return (
    <section aria-label="Niche summary" className="grid gap-4" data-testid="niche-summary">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Card title="Niche score" testId="niche-score">
          <p className="text-3xl font-bold text-ink-900">
            {score.score === null ? "—" : score.score}
            <span className="text-base font-normal text-slate-600"> / 100</span>
          </p>
          <p className="text-sm text-slate-600">
            {score.score === null
              ? "Not enough ranks or reviews to score."
              : "Higher: more demand, fewer reviews to beat, room for newcomers."}
          </p>
        </Card>
        <Card title="Median rank (BSR)">
          <SpreadLine spread={summary.rank} format={whole} />
        </Card>
        <Card title="Median reviews">
          <SpreadLine spread={summary.reviews} format={whole} />
        </Card>
        <Card title="Median price">
          <SpreadLine spread={summary.price} format={money} />
          <p className="text-sm text-slate-600">
            Independent{" "}
            {summary.priceByPublisher.independent === null
              ? "—"
              : money(summary.priceByPublisher.independent)}{" "}
            · large{" "}
            {summary.priceByPublisher.large === null ? "—" : money(summary.priceByPublisher.large)}
          </p>
        </Card>
        <Card title="Independent authors">
          <p className="text-2xl font-semibold text-ink-900">
            {percent(summary.independent.share)}
          </p>
          <p className="text-sm text-slate-600">
            {summary.independent.count} of {summary.independent.known} books whose publisher is
            known
          </p>
        </Card>
        <Card title="Top 10 younger than a year">
          <p className="text-2xl font-semibold text-ink-900">
            {summary.youngInTop10.count} of {summary.youngInTop10.known}
          </p>
          <p className="text-sm text-slate-600">first-page books with a publication date</p>
        </Card>
        <Card title="Sales needed to reach #1 and #10" testId="niche-to-reach">
          {summary.toReach.first ? (
            <p className="text-sm">
              <strong>#1</strong> (rank {whole(summary.toReach.first.rank)}):{" "}
              {formatRange(summary.toReach.first.daily)} a day
            </p>
          ) : (
            <p className="text-sm text-slate-600">No ranked book</p>
          )}
          {summary.toReach.tenth ? (
            <p className="text-sm">
              <strong>#10</strong> (rank {whole(summary.toReach.tenth.rank)}):{" "}
              {formatRange(summary.toReach.tenth.daily)} a day
            </p>
          ) : (
            <p className="text-sm text-slate-600">Fewer than 10 ranked books</p>
          )}
        </Card>
        <Card title="Top 3 share of estimated sales">
          <p className="text-2xl font-semibold text-ink-900">{percent(summary.top3Share)}</p>
          <p className="text-sm text-slate-600">
            of the typical daily sales of all {summary.productCount} books
          </p>
        </Card>
      </div>
      <details className="rounded-lg border bg-white p-4" data-testid="niche-score-parts" open>
        <summary className="cursor-pointer font-medium text-ink-900">How the score is made</summary>
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-3 font-medium">
                Part
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Measured
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Points
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Of
              </th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(PART_LABELS) as PartId[]).map((id) => {
              const part = score.parts[id];
              return (
                <tr key={id} className="border-t">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {PART_LABELS[id].label}
                  </th>
                  <td className="py-1 pr-3">
                    {part.input === null ? "no data" : PART_LABELS[id].input(part.input)}
                  </td>
                  <td className="py-1 pr-3 text-right tabular-nums">
                    {part.points === null ? "—" : part.points}
                  </td>
                  <td className="py-1 text-right tabular-nums">{part.weight}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="mt-2 text-sm text-slate-600">
          Demand is 100% at a median rank of 10 and 0% at 1,000,000 (log scale); openness is 100%
          with no reviews and 0% from 1,000. Independent share and recency count as they are. Up to
          25 points come off when the top 3 take more than 40% of the estimated sales (all 25 from
          90%). A part without data is left out and the others are scaled to 100.
        </p>
      </details>
    </section>
  );
}
