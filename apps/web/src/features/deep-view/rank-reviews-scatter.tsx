import type { DeepViewProduct } from "@inkforge/domain/research/deep-view-contract";
import { compactNumber, logScale } from "./log-scale";

const WIDTH = 640;
const HEIGHT = 300;
const PAD = { left: 56, right: 16, top: 16, bottom: 44 };

/**
 * Rank against reviews, both on log axes: books at the left sell best, books low down have few
 * reviews, so the bottom-left corner is where a newcomer can compete. Accessible: the chart is one
 * image with a text summary, and every point has its own title.
 */
export function RankReviewsScatter({ products }: { products: readonly DeepViewProduct[] }) {
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
    <figure className="grid gap-2" data-testid="deep-view-scatter">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="deep-view-scatter-title deep-view-scatter-desc"
        className="h-auto w-full max-w-3xl rounded-md border bg-white"
      >
        <title id="deep-view-scatter-title">Best-seller rank against number of reviews</title>
        <desc id="deep-view-scatter-desc">{summary}</desc>
        {x.ticks.map((tick) => (
          <g key={`x${tick}`}>
            <line
              x1={x(tick)}
              x2={x(tick)}
              y1={PAD.top}
              y2={HEIGHT - PAD.bottom}
              className="stroke-slate-200"
            />
            <text
              x={x(tick)}
              y={HEIGHT - PAD.bottom + 16}
              textAnchor="middle"
              className="fill-slate-600 text-[11px]"
            >
              {compactNumber(tick)}
            </text>
          </g>
        ))}
        {y.ticks.map((tick) => (
          <g key={`y${tick}`}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
            />
            <text
              x={PAD.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-slate-600 text-[11px]"
            >
              {compactNumber(tick)}
            </text>
          </g>
        ))}
        <text
          x={(PAD.left + WIDTH - PAD.right) / 2}
          y={HEIGHT - 6}
          textAnchor="middle"
          className="fill-slate-700 text-[12px]"
        >
          Best-seller rank (log, better to the left)
        </text>
        <text
          transform={`translate(14 ${(PAD.top + HEIGHT - PAD.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
          className="fill-slate-700 text-[12px]"
        >
          Reviews (log)
        </text>
        {points.map((p) => (
          <circle
            key={p.asin}
            cx={x(p.salesRank)}
            cy={y(p.reviewCount)}
            r={4.5}
            className={
              p.independent
                ? "fill-ink-600/70 stroke-ink-800"
                : "fill-ember-500/70 stroke-ember-700"
            }
          >
            <title>{`#${p.position} ${p.title}: rank ${p.salesRank.toLocaleString("en-US")}, ${p.reviewCount.toLocaleString("en-US")} reviews`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="flex items-center gap-1">
          <span aria-hidden className="inline-block h-3 w-3 rounded-full bg-ink-600" /> Independent
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden className="inline-block h-3 w-3 rounded-full bg-ember-500" /> Large or
          unknown publisher
        </span>
        <span>{summary}</span>
      </figcaption>
    </figure>
  );
}
