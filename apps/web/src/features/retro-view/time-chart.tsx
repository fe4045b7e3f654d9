import { compactNumber, linearScale, logScale } from "@/features/deep-view/log-scale";

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 60, right: 16, top: 14, bottom: 32 };

export type TimePoint = { t: number; value: number };
export type BandPoint = { t: number; low: number; typical: number; high: number };
export type Marker = { t: number; label: string };

const dayLabel = (t: number) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(t),
  );

/**
 * A small accessible time chart (no chart library in the web app): one line, or a typical line in
 * a low–high band, optional event markers. Rank uses a log axis upside down, so "better" is up.
 * The summary in <desc> says what a sighted reader sees: first, last, best and worst values.
 */
export function TimeChart({
  id,
  title,
  points = [],
  band = [],
  markers = [],
  scale = "linear",
  invert = false,
  format = compactNumber,
  start,
  end,
}: {
  id: string;
  title: string;
  points?: readonly TimePoint[];
  band?: readonly BandPoint[];
  markers?: readonly Marker[];
  scale?: "linear" | "log";
  invert?: boolean;
  format?: (value: number) => string;
  start: number;
  end: number;
}) {
  const values =
    band.length > 0 ? band.flatMap((p) => [p.low, p.high]) : points.map((p) => p.value);
  if (values.length === 0) {
    return (
      <figure className="grid gap-1" data-testid={`chart-${id}`}>
        <figcaption className="font-medium text-ink-900">{title}</figcaption>
        <p className="text-sm text-slate-600">No data in this period.</p>
      </figure>
    );
  }
  const min = Math.min(...values);
  const max = Math.max(...values);
  const [top, bottom] = [PAD.top, HEIGHT - PAD.bottom];
  const y =
    scale === "log"
      ? logScale(
          Math.max(min, 1e-3),
          Math.max(max, min * 1.01 + 1e-3),
          invert ? top : bottom,
          invert ? bottom : top,
        )
      : linearScale(
          Math.min(0, min),
          max === min ? max + 1 : max,
          invert ? top : bottom,
          invert ? bottom : top,
        );
  const x = linearScale(start, end === start ? start + 1 : end, PAD.left, WIDTH - PAD.right);
  const line = (list: readonly { t: number; v: number }[]) =>
    list.map((p, i) => `${i === 0 ? "M" : "L"}${x(p.t).toFixed(1)},${y(p.v).toFixed(1)}`).join(" ");
  const main =
    band.length > 0
      ? band.map((p) => ({ t: p.t, v: p.typical }))
      : points.map((p) => ({ t: p.t, v: p.value }));
  const area =
    band.length > 0
      ? `${line(band.map((p) => ({ t: p.t, v: p.high })))} ${[...band]
          .reverse()
          .map((p) => `L${x(p.t).toFixed(1)},${y(p.low).toFixed(1)}`)
          .join(" ")} Z`
      : null;
  const first = main[0]?.v ?? 0;
  const last = main[main.length - 1]?.v ?? 0;
  const mainValues = main.map((p) => p.v);
  const summary = `${main.length} points from ${dayLabel(main[0]?.t ?? start)} to ${dayLabel(main[main.length - 1]?.t ?? end)}: first ${format(first)}, last ${format(last)}, lowest ${format(Math.min(...mainValues))}, highest ${format(Math.max(...mainValues))}.${markers.length ? ` ${markers.length} events marked.` : ""}`;
  const xTicks = [start, start + (end - start) / 2, end];
  return (
    <figure className="grid gap-1" data-testid={`chart-${id}`}>
      <figcaption className="font-medium text-ink-900">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full rounded-md border bg-white"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {y.ticks.map((tick) => (
          <g key={tick}>
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
              {format(tick)}
            </text>
          </g>
        ))}
        {xTicks.map((tick) => (
          <text
            key={tick}
            x={x(tick)}
            y={HEIGHT - 10}
            textAnchor="middle"
            className="fill-slate-600 text-[11px]"
          >
            {dayLabel(tick)}
          </text>
        ))}
        {markers.map((marker) => (
          <line
            key={`${marker.t}-${marker.label}`}
            x1={x(marker.t)}
            x2={x(marker.t)}
            y1={top}
            y2={bottom}
            className="stroke-ember-500"
            strokeDasharray="4 3"
          >
            <title>{marker.label}</title>
          </line>
        ))}
        {area ? <path d={area} className="fill-ink-200/60" /> : null}
        <path d={line(main)} className="fill-none stroke-ink-600" strokeWidth={2} />
      </svg>
      <p className="sr-only">{summary}</p>
    </figure>
  );
}
