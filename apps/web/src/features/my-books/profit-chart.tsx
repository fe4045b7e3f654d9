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

/**
 * Royalties, estimated KU and ad spend per month as thin bars, drawn as plain SVG like the
 * affiliate and BSR charts (decision 0033): no charting library for one small picture. The same
 * numbers are in the table below it for screen readers.
 */
export function ProfitChart({ months, currency }: { months: Month[]; currency: string }) {
  const width = 600;
  const height = 160;
  const max = Math.max(1, ...months.flatMap((m) => [m.royalty, m.kuEstimate, m.adSpend]));
  const slot = width / Math.max(1, months.length);
  const bar = Math.max(1, (slot - 4) / 3);
  const scale = (value: number) => ((height - 8) * Math.max(0, value)) / max;
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="h-40 w-full"
        role="img"
        aria-label={`Royalties, KU and ad spend per month in ${currency}, highest ${max.toFixed(2)}`}
        data-testid="my-books-chart"
      >
        <line x1={0} x2={width} y1={height - 1} y2={height - 1} className="stroke-slate-300" />
        {months.map((month, index) =>
          SERIES.map((s, k) => {
            const h = scale(month[s.key]);
            return h > 0 ? (
              <rect
                key={`${month.month}-${s.key}`}
                x={index * slot + 2 + k * bar}
                y={height - 1 - h}
                width={bar}
                height={h}
                className={s.className}
              >
                <title>{`${month.month}: ${s.label} ${month[s.key].toFixed(2)} ${currency}`}</title>
              </rect>
            ) : null;
          }),
        )}
      </svg>
      <div aria-hidden className="flex justify-between text-xs text-slate-500">
        <span>{months[0]?.month}</span>
        <span>{months.at(-1)?.month}</span>
      </div>
      <figcaption className="flex flex-wrap gap-4 text-xs text-slate-600">
        {SERIES.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-1">
            <svg aria-hidden width="10" height="10" className={s.className}>
              <rect width="10" height="10" />
            </svg>
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
