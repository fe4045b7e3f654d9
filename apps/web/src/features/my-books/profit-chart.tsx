import { BarChart } from "@/components/charts/bar-chart";

type Month = {
  month: string;
  royalty: number;
  kuEstimate: number;
  adSpend: number;
  profit: number;
};

const SERIES = [
  { key: "royalty", label: "Royalties", className: "fill-ink-500" },
  { key: "kuEstimate", label: "KU (estimated)", className: "fill-slate-300" },
  { key: "adSpend", label: "Ad spend", className: "fill-ember-600" },
] as const;

const twoDecimals = (value: number) => value.toFixed(2);

/** Royalties, estimated KU and ad spend per month as thin bars, with their table by month. */
export function ProfitChart({ months, currency }: { months: Month[]; currency: string }) {
  return (
    <BarChart
      points={months.map((month) => ({ ...month, label: month.month }))}
      series={SERIES}
      label={`Royalties, KU and ad spend per month in ${currency}`}
      format={twoDecimals}
      tooltip={(month, s) => `${month.month}: ${s.label} ${month[s.key].toFixed(2)} ${currency}`}
      pointHeader="Month"
      extraColumns={[{ label: "Profit", value: (month) => month.profit.toFixed(2) }]}
      gap={4}
      testId="my-books-chart"
    />
  );
}
