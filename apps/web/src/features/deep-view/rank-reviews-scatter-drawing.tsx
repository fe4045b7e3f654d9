import type { DeepViewProduct } from "@inkforge/domain/research/deep-view-contract";
import { useId } from "react";
import { AxisTitle, XAxis, YAxis } from "@/components/charts/axes";
import { ChartFigure } from "@/components/charts/chart-figure";
import { Legend } from "@/components/charts/legend";
import { compactNumber, logScale } from "@/components/charts/scales";

const WIDTH = 640;
const HEIGHT = 300;
const PAD = { left: 56, right: 16, top: 16, bottom: 44 };
const LEGEND = [
  { key: "independent", label: "Independent", className: "fill-ink-600" },
  { key: "large", label: "Large or unknown publisher", className: "fill-ember-500" },
];
const TITLE = "Best-seller rank against number of reviews";

/**
 * Rank against reviews, both on log axes: books at the left sell best, books low down have few
 * reviews, so the bottom-left corner is where a newcomer can compete. Every point has its own
 * title; the summary and the data table say the same in words.
 */
export function RankReviewsScatter({ products }: { products: readonly DeepViewProduct[] }) {
  const summaryId = useId();
  const points = products.filter(
    (p): p is DeepViewProduct & { salesRank: number; reviewCount: number } =>
      p.salesRank !== null && p.reviewCount !== null,
  );
  if (points.length === 0) {
    return (
      <p className="text-sm text-slate-600">No product has both a rank and reviews to plot.</p>
    );
  }
  const ranks = points.map((p) => p.salesRank);
  const reviews = points.map((p) => p.reviewCount);
  const x = logScale(Math.min(...ranks), Math.max(...ranks), PAD.left, WIDTH - PAD.right);
  const y = logScale(0, Math.max(1, ...reviews), HEIGHT - PAD.bottom, PAD.top, 1);
  const lowReviewsGoodRank = points.filter(
    (p) => p.reviewCount < 100 && p.salesRank < 50_000,
  ).length;
  const summary = `${points.length} books plotted. Ranks from ${compactNumber(Math.min(...ranks))} to ${compactNumber(Math.max(...ranks))}, reviews from ${Math.min(...reviews)} to ${compactNumber(Math.max(...reviews))}. ${lowReviewsGoodRank} rank better than 50,000 with fewer than 100 reviews.`;
  return (
    <ChartFigure
      className="grid gap-2"
      testId="deep-view-scatter"
      title={TITLE}
      description={summary}
      descriptionId={summaryId}
      width={WIDTH}
      height={HEIGHT}
      svgClassName="h-auto w-full max-w-3xl rounded-md border bg-white"
      after={
        <figcaption className="flex flex-wrap gap-4 text-sm text-slate-700">
          <Legend items={LEGEND} shape="dot" className="contents" />
          <span id={summaryId}>{summary}</span>
        </figcaption>
      }
      table={{
        columns: ["Book", "Best-seller rank", "Reviews", "Publisher"],
        rows: points.map((p) => ({
          key: p.asin,
          cells: [
            `#${p.position} ${p.title}`,
            p.salesRank.toLocaleString("en-US"),
            p.reviewCount.toLocaleString("en-US"),
            p.independent ? "Independent" : "Large or unknown",
          ],
        })),
      }}
    >
      <XAxis
        scale={x}
        ticks={x.ticks}
        grid={[PAD.top, HEIGHT - PAD.bottom]}
        labelY={HEIGHT - PAD.bottom + 16}
        format={compactNumber}
      />
      <YAxis
        scale={y}
        ticks={y.ticks}
        left={PAD.left}
        right={WIDTH - PAD.right}
        format={compactNumber}
      />
      <AxisTitle x={(PAD.left + WIDTH - PAD.right) / 2} y={HEIGHT - 6}>
        Best-seller rank (log, better to the left)
      </AxisTitle>
      <AxisTitle x={14} y={(PAD.top + HEIGHT - PAD.bottom) / 2} vertical>
        Reviews (log)
      </AxisTitle>
      {points.map((p) => (
        <circle
          key={p.asin}
          cx={x(p.salesRank)}
          cy={y(p.reviewCount)}
          r={4.5}
          className={
            p.independent ? "fill-ink-600/70 stroke-ink-800" : "fill-ember-500/70 stroke-ember-700"
          }
        >
          <title>{`#${p.position} ${p.title}: rank ${p.salesRank.toLocaleString("en-US")}, ${p.reviewCount.toLocaleString("en-US")} reviews`}</title>
        </circle>
      ))}
    </ChartFigure>
  );
}
