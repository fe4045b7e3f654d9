import type { BsrChartPoint } from "@inkforge/domain/tools/bsr-sales/bsr-sales";
import { AxisTitle, XAxis, YAxis } from "@/components/charts/axes";
import { ChartFigure } from "@/components/charts/chart-figure";
import { bandPath, linePath } from "@/components/charts/paths";
import { clamped, logScale } from "@/components/charts/scales";

const WIDTH = 360;
const HEIGHT = 200;
const PAD = { left: 44, right: 20, top: 12, bottom: 30 };
const MIN_SALES = 0.01;
const LABEL = "fill-slate-600 text-[10px]";

/** Short rank labels so the last tick fits: 1, 100, 10k, 1M. */
const rankLabel = (rank: number) =>
  rank >= 1_000_000 ? `${rank / 1_000_000}M` : rank >= 10_000 ? `${rank / 1000}k` : String(rank);

const copies = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

const decade = (value: number) => Math.log10(Math.max(value, MIN_SALES));

/**
 * The sales range against rank on log-log axes: the band is low to high, the line the typical
 * estimate, the dot the user's rank. Loaded with the result, after the page's first paint.
 */
export function BsrChart({
  points,
  rank,
  typical,
}: {
  points: BsrChartPoint[];
  rank: number;
  typical: number;
}) {
  const maxRank = points.at(-1)?.rank ?? 1_000_000;
  // Whole decades, so every horizontal line is a power of ten.
  const yTop = Math.ceil(decade(Math.max(...points.map((point) => point.high))));
  const yBottom = Math.floor(decade(Math.min(...points.map((point) => point.low))));
  const x = clamped(logScale(1, maxRank, PAD.left, WIDTH - PAD.right), 1, maxRank);
  const y = clamped(
    logScale(10 ** yBottom, 10 ** yTop, HEIGHT - PAD.bottom, PAD.top),
    10 ** yBottom,
    10 ** yTop,
  );
  const xTicks = [1, 100, 10_000, 1_000_000].filter((tick) => tick <= maxRank);
  const yTicks = Array.from({ length: yTop - yBottom + 1 }, (_, index) => 10 ** (yBottom + index));
  return (
    <ChartFigure
      className="grid max-w-md gap-1"
      title="Copies a day against Best Seller Rank"
      description={`The low to high range and the typical estimate, on log scales; rank ${rank.toLocaleString("en-US")} is marked at about ${typical} a day.`}
      width={WIDTH}
      height={HEIGHT}
      svgClassName="h-auto w-full"
      table={{
        columns: ["Best Seller Rank", "Low a day", "Typical a day", "High a day"],
        rows: points.map((point) => ({
          key: String(point.rank),
          cells: [
            point.rank.toLocaleString("en-US"),
            copies(point.low),
            copies(point.typical),
            copies(point.high),
          ],
        })),
      }}
    >
      <rect
        x={PAD.left}
        y={PAD.top}
        width={WIDTH - PAD.left - PAD.right}
        height={HEIGHT - PAD.top - PAD.bottom}
        className="fill-slate-50"
      />
      <YAxis
        scale={y}
        ticks={yTicks}
        left={PAD.left}
        right={WIDTH - PAD.right}
        format={(tick) => (tick >= 1 ? tick.toLocaleString("en-US") : tick)}
        labelClassName={LABEL}
      />
      <XAxis
        scale={x}
        ticks={xTicks}
        labelY={HEIGHT - PAD.bottom + 14}
        format={rankLabel}
        labelClassName={LABEL}
      />
      <AxisTitle x={(WIDTH + PAD.left) / 2} y={HEIGHT - 2} className="fill-slate-700 text-[10px]">
        Best Seller Rank (log scale)
      </AxisTitle>
      <path
        d={bandPath(points.map((p) => ({ x: x(p.rank), low: y(p.low), high: y(p.high) })))}
        fill="#c7d2fe"
        opacity="0.7"
      />
      <path
        d={linePath(points.map((p) => ({ x: x(p.rank), y: y(p.typical) })))}
        fill="none"
        stroke="#4338ca"
        strokeWidth="2"
      />
      <circle cx={x(rank)} cy={y(typical)} r="5" fill="#b91c1c" stroke="white" strokeWidth="1.5" />
    </ChartFigure>
  );
}
