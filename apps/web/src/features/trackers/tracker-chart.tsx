/*
 * The trackers' charts, small SVGs (no chart library in the web app). Ranks and positions are
 * drawn upside down, so "better" is up; each snapshot is a dot, so a single day already shows.
 */

export type ChartPoint = { day: string; value: number | null };

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

function scaleFor(values: number[], from: number, to: number) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  // One value (a single snapshot, or a rank that never moved) sits in the middle.
  if (max === min) return (_value: number) => (from + to) / 2;
  // Lower values (better ranks) map to the top of the chart.
  return (value: number) => from + ((value - min) / (max - min)) * (to - from);
}

/** A 30-day sparkline of one entry; gaps where the ASIN was not found. */
export function Sparkline({ points, label }: { points: readonly ChartPoint[]; label: string }) {
  const known = points.filter((p): p is { day: string; value: number } => p.value !== null);
  if (known.length === 0) {
    return <span className="text-xs text-slate-500">No data yet</span>;
  }
  const width = 120;
  const height = 32;
  const y = scaleFor(
    known.map((p) => p.value),
    4,
    height - 4,
  );
  const step = points.length > 1 ? (width - 8) / (points.length - 1) : 0;
  const coords = points.map((p, index) => ({
    x: 4 + index * step,
    y: p.value === null ? null : y(p.value),
  }));
  const path = coords
    .map((c, index) =>
      c.y === null
        ? ""
        : `${index > 0 && coords[index - 1]?.y != null ? "L" : "M"}${c.x.toFixed(1)},${c.y.toFixed(1)}`,
    )
    .join(" ");
  const last = coords.filter((c) => c.y !== null).at(-1);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={`${label}: ${known.length} days, latest #${known.at(-1)?.value}`}
      data-testid="tracker-sparkline"
    >
      <path d={path} className="fill-none stroke-ink-600" strokeWidth={1.5} />
      {last && last.y !== null ? (
        <circle cx={last.x} cy={last.y} r={2.5} className="fill-ember-600" />
      ) : null}
    </svg>
  );
}

/** The detail chart of one entry's whole history, a dot per snapshot. */
export function HistoryChart({
  points,
  title,
  valueLabel,
}: {
  points: readonly ChartPoint[];
  title: string;
  valueLabel: string;
}) {
  const known = points.filter((p): p is { day: string; value: number } => p.value !== null);
  if (points.length === 0) {
    return (
      <figure className="grid min-w-0 gap-1 [&>*]:min-w-0" data-testid="tracker-chart">
        <figcaption className="font-medium text-ink-900">{title}</figcaption>
        <p className="text-sm text-slate-600">
          No snapshots yet: the first is taken at the entry's daily time.
        </p>
      </figure>
    );
  }
  const width = 640;
  const height = 220;
  const pad = { left: 64, right: 16, top: 16, bottom: 32 };
  const values = known.map((p) => p.value);
  const y = values.length > 0 ? scaleFor(values, pad.top, height - pad.bottom) : () => height / 2;
  const step = points.length > 1 ? (width - pad.left - pad.right) / (points.length - 1) : 0;
  const x = (index: number) =>
    points.length > 1 ? pad.left + index * step : (pad.left + width - pad.right) / 2;
  const coords = points.map((p, index) => ({
    ...p,
    x: x(index),
    y: p.value === null ? null : y(p.value),
  }));
  const path = coords
    .filter((c) => c.y !== null)
    .map((c, index) => `${index === 0 ? "M" : "L"}${c.x.toFixed(1)},${(c.y as number).toFixed(1)}`)
    .join(" ");
  const ticks = values.length > 0 ? [...new Set([Math.min(...values), Math.max(...values)])] : [];
  const summary = `${points.length} snapshots from ${dayLabel(points[0]!.day)} to ${dayLabel(points.at(-1)!.day)}${
    known.length > 0
      ? `: latest ${valueLabel} #${known.at(-1)!.value}, best #${Math.min(...values)}`
      : ""
  }${known.length < points.length ? `; not found on ${points.length - known.length} days` : ""}.`;
  return (
    <figure className="grid min-w-0 gap-1 [&>*]:min-w-0" data-testid="tracker-chart">
      <figcaption className="font-medium text-ink-900">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full max-w-3xl rounded-md border bg-white"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
            />
            <text
              x={pad.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-slate-600 text-[11px]"
            >
              #{tick.toLocaleString("en-US")}
            </text>
          </g>
        ))}
        <text
          x={coords[0]!.x}
          y={height - 10}
          textAnchor="middle"
          className="fill-slate-600 text-[11px]"
        >
          {dayLabel(coords[0]!.day)}
        </text>
        {coords.length > 1 ? (
          <text
            x={coords.at(-1)!.x}
            y={height - 10}
            textAnchor="middle"
            className="fill-slate-600 text-[11px]"
          >
            {dayLabel(coords.at(-1)!.day)}
          </text>
        ) : null}
        <path d={path} className="fill-none stroke-ink-600" strokeWidth={2} />
        {coords.map((c) =>
          c.y === null ? (
            <text
              key={c.day}
              x={c.x}
              y={height - pad.bottom}
              textAnchor="middle"
              className="fill-ember-700 text-[11px]"
            >
              ×
            </text>
          ) : (
            <circle
              key={c.day}
              cx={c.x}
              cy={c.y}
              r={4}
              className="fill-ember-600"
              data-testid="tracker-point"
            >
              <title>{`${dayLabel(c.day)}: ${valueLabel} #${c.value}`}</title>
            </circle>
          ),
        )}
      </svg>
      <p className="text-sm text-slate-600">{summary}</p>
    </figure>
  );
}
