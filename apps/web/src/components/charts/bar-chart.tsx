/**
 * Bars per point for one or more series, as plain SVG (decision 0033's pattern, made shared by
 * decision 0136): no charting library in any bundle. Every bar has a tooltip, the figure has a
 * summary label, and the caller shows the same numbers in a table for screen readers.
 */
export type BarSeries<K extends string> = {
  key: K;
  label: string;
  /** A Tailwind fill class, e.g. `fill-ink-500`. */
  className: string;
};

export function BarChart<K extends string>({
  points,
  series,
  label,
  format,
  testId,
}: {
  /** Oldest first; `label` names the point (a day, a month). */
  points: Array<{ label: string } & Record<K, number>>;
  series: ReadonlyArray<BarSeries<K>>;
  /** What the chart shows, read by screen readers with its highest value. */
  label: string;
  /** How a value reads in the tooltip and the summary. */
  format: (value: number) => string;
  testId?: string;
}) {
  const width = 600;
  const height = 160;
  const max = Math.max(1, ...points.flatMap((point) => series.map((s) => point[s.key])));
  const slot = width / Math.max(1, points.length);
  const bar = Math.max(1, (slot - 2) / Math.max(1, series.length));
  const scale = (value: number) => ((height - 8) * Math.max(0, value)) / max;
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="h-40 w-full"
        role="img"
        aria-label={`${label}, highest ${format(max)}`}
        data-testid={testId}
      >
        <line x1={0} x2={width} y1={height - 1} y2={height - 1} className="stroke-slate-300" />
        {points.map((point, index) =>
          series.map((s, k) => {
            const h = scale(point[s.key]);
            return h > 0 ? (
              <rect
                key={`${point.label}-${s.key}`}
                x={index * slot + 1 + k * bar}
                y={height - 1 - h}
                width={bar}
                height={h}
                className={s.className}
              >
                <title>{`${point.label}: ${s.label} ${format(point[s.key])}`}</title>
              </rect>
            ) : null;
          }),
        )}
      </svg>
      <div aria-hidden className="flex justify-between text-xs text-slate-500">
        <span>{points[0]?.label}</span>
        <span>{points.at(-1)?.label}</span>
      </div>
      {series.length > 1 ? (
        <figcaption className="flex flex-wrap gap-4 text-xs text-slate-600">
          {series.map((s) => (
            <span key={s.key} className="inline-flex items-center gap-1">
              <svg aria-hidden width="10" height="10" className={s.className}>
                <rect width="10" height="10" />
              </svg>
              {s.label}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}
