import type { BsrChartPoint } from "@inkforge/domain/tools/bsr-sales/bsr-sales";

const WIDTH = 360;
const HEIGHT = 200;
const PAD = { left: 44, right: 20, top: 12, bottom: 30 };
const MIN_SALES = 0.01;

/** Short rank labels so the last tick fits: 1, 100, 10k, 1M. */
const rankLabel = (rank: number) =>
  rank >= 1_000_000 ? `${rank / 1_000_000}M` : rank >= 10_000 ? `${rank / 1000}k` : String(rank);

const log = (value: number) => Math.log10(Math.max(value, MIN_SALES));

/**
 * The sales range against rank on log-log axes, as plain SVG (no chart library: the page stays
 * light). The band is low to high, the line the typical estimate, the dot the user's rank.
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
  const yTop = Math.ceil(log(Math.max(...points.map((point) => point.high))));
  const yBottom = Math.floor(log(Math.min(...points.map((point) => point.low))));
  const x = (r: number) =>
    PAD.left +
    (Math.log10(Math.min(Math.max(r, 1), maxRank)) / Math.log10(maxRank)) *
      (WIDTH - PAD.left - PAD.right);
  const y = (sales: number) =>
    PAD.top +
    ((yTop - Math.min(Math.max(log(sales), yBottom), yTop)) / (yTop - yBottom || 1)) *
      (HEIGHT - PAD.top - PAD.bottom);
  const line = (pick: (point: BsrChartPoint) => number) =>
    points.map((point) => `${x(point.rank).toFixed(1)},${y(pick(point)).toFixed(1)}`);
  const band = [...line((point) => point.high), ...line((point) => point.low).reverse()].join(" ");
  const xTicks = [1, 100, 10_000, 1_000_000].filter((tick) => tick <= maxRank);
  const yTicks = Array.from({ length: yTop - yBottom + 1 }, (_, index) => 10 ** (yBottom + index));

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Copies a day against Best Seller Rank; rank ${rank.toLocaleString("en-US")} is marked at about ${typical} a day`}
      className="h-auto w-full max-w-md"
    >
      <rect
        x={PAD.left}
        y={PAD.top}
        width={WIDTH - PAD.left - PAD.right}
        height={HEIGHT - PAD.top - PAD.bottom}
        fill="#f8fafc"
      />
      {yTicks.map((tick) => (
        <g key={`y${tick}`}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
          <text x={PAD.left - 4} y={y(tick) + 4} fontSize="10" textAnchor="end" fill="#475569">
            {tick >= 1 ? tick.toLocaleString("en-US") : tick}
          </text>
        </g>
      ))}
      {xTicks.map((tick) => (
        <text
          key={`x${tick}`}
          x={x(tick)}
          y={HEIGHT - PAD.bottom + 14}
          fontSize="10"
          textAnchor="middle"
          fill="#475569"
        >
          {rankLabel(tick)}
        </text>
      ))}
      <text
        x={(WIDTH + PAD.left) / 2}
        y={HEIGHT - 2}
        fontSize="10"
        textAnchor="middle"
        fill="#334155"
      >
        Best Seller Rank (log scale)
      </text>
      <polygon points={band} fill="#c7d2fe" opacity="0.7" />
      <polyline
        points={line((point) => point.typical).join(" ")}
        fill="none"
        stroke="#4338ca"
        strokeWidth="2"
      />
      <circle cx={x(rank)} cy={y(typical)} r="5" fill="#b91c1c" stroke="white" strokeWidth="1.5" />
    </svg>
  );
}
