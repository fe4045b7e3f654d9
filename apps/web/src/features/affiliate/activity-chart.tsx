import type { AffiliateDashboard } from "@inkforge/domain/affiliate/contract";

type Point = AffiliateDashboard["series"][number];

const SERIES = [
  { key: "clicks", label: "Clicks", className: "fill-slate-300" },
  { key: "signups", label: "Sign-ups", className: "fill-ink-500" },
  { key: "sales", label: "Sales", className: "fill-ember-600" },
] as const;

/**
 * Clicks, sign-ups and sales per day over 30 days, as three thin bars a day. Drawn as plain SVG
 * (like the BSR chart, decision 0033): a charting library would triple this page's JavaScript
 * for one small picture. The same numbers are in the table below it for screen readers.
 */
export function ActivityChart({ series }: { series: Point[] }) {
  const width = 600;
  const height = 160;
  const top = 6;
  const bottom = 1;
  const max = Math.max(1, ...series.flatMap((p) => [p.clicks, p.signups, p.sales]));
  const slot = width / Math.max(1, series.length);
  const bar = Math.max(1, (slot - 2) / 3);
  const scale = (value: number) => ((height - top - bottom) * value) / max;
  const first = series[0]?.date;
  const last = series.at(-1)?.date;
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        // Stretched to the box: bars stay bars at any width, and the height stays readable.
        preserveAspectRatio="none"
        className="h-40 w-full"
        role="img"
        aria-label={`Clicks, sign-ups and sales per day from ${first} to ${last}; highest day ${max}`}
        data-testid="affiliate-chart"
      >
        <line
          x1={0}
          x2={width}
          y1={height - bottom}
          y2={height - bottom}
          className="stroke-slate-300"
        />
        {series.map((point, index) =>
          SERIES.map((s, k) => {
            const value = point[s.key];
            const h = scale(value);
            return value > 0 ? (
              <rect
                key={`${point.date}-${s.key}`}
                x={index * slot + 1 + k * bar}
                y={height - bottom - h}
                width={bar}
                height={h}
                className={s.className}
              >
                <title>{`${point.date}: ${value} ${s.label.toLowerCase()}`}</title>
              </rect>
            ) : null;
          }),
        )}
      </svg>
      <div aria-hidden className="flex justify-between text-xs text-slate-500">
        <span>{first}</span>
        <span>{last}</span>
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
