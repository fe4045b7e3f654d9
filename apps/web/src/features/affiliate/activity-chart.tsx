import type { AffiliateDashboard } from "@inkforge/domain/affiliate/contract";
import type { ReactNode } from "react";
import { BarChart } from "@/components/charts/bar-chart";

type Point = AffiliateDashboard["series"][number];

const SERIES = [
  { key: "clicks", label: "Clicks", className: "fill-slate-300" },
  { key: "signups", label: "Sign-ups", className: "fill-ink-500" },
  { key: "sales", label: "Sales", className: "fill-ember-600" },
] as const;

/**
 * Clicks, sign-ups and sales per day over 30 days, as three thin bars a day, with the day's
 * commission in its data table. Loaded after the dashboard's first paint.
 */
export function ActivityChart({
  series,
  commission,
}: {
  series: Point[];
  commission: (amount: Point["commission"]) => ReactNode;
}) {
  const points = series.map((point) => ({ ...point, label: point.date }));
  const max = Math.max(1, ...series.flatMap((p) => [p.clicks, p.signups, p.sales]));
  return (
    <BarChart
      points={points}
      series={SERIES}
      label="Clicks, sign-ups and sales per day"
      description={`From ${series[0]?.date} to ${series.at(-1)?.date}; highest day ${max}.`}
      format={String}
      tooltip={(point, s) => `${point.date}: ${point[s.key]} ${s.label.toLowerCase()}`}
      pointHeader="Date"
      extraColumns={[{ label: "Commission", value: (point) => commission(point.commission) }]}
      tableSummary="The numbers per day"
      testId="affiliate-chart"
    />
  );
}
