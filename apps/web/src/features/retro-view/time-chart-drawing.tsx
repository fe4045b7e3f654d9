import { XAxis, YAxis } from "@/components/charts/axes";
import { ChartFigure } from "@/components/charts/chart-figure";
import { bandPath, linePath } from "@/components/charts/paths";
import { compactNumber, linearScale, logScale } from "@/components/charts/scales";

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

/** The table's day: a year of points has two of each day and month. */
const fullDay = (t: number) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(t));

/**
 * One line over time, or a typical line in a low–high band, with optional event markers. Rank
 * uses a log axis upside down, so "better" is up. The description says what a sighted reader
 * sees (first, last, lowest, highest); the data table has every point and the day's events.
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
  const main =
    band.length > 0
      ? band.map((p) => ({ t: p.t, v: p.typical }))
      : points.map((p) => ({ t: p.t, v: p.value }));
  const first = main[0]?.v ?? 0;
  const last = main[main.length - 1]?.v ?? 0;
  const mainValues = main.map((p) => p.v);
  const summary = `${main.length} points from ${dayLabel(main[0]?.t ?? start)} to ${dayLabel(main[main.length - 1]?.t ?? end)}: first ${format(first)}, last ${format(last)}, lowest ${format(Math.min(...mainValues))}, highest ${format(Math.max(...mainValues))}.${markers.length ? ` ${markers.length} events marked.` : ""}`;
  const eventsOn = (t: number) =>
    markers
      .filter((marker) => fullDay(marker.t) === fullDay(t))
      .map((marker) => marker.label)
      .join("; ");
  const table = {
    columns: [
      "Day",
      ...(band.length > 0 ? ["Low", "Typical", "High"] : [title]),
      ...(markers.length > 0 ? ["Events"] : []),
    ],
    rows: (band.length > 0
      ? band.map((p) => ({ t: p.t, cells: [format(p.low), format(p.typical), format(p.high)] }))
      : points.map((p) => ({ t: p.t, cells: [format(p.value)] }))
    ).map((row) => ({
      key: String(row.t),
      cells: [fullDay(row.t), ...row.cells, ...(markers.length > 0 ? [eventsOn(row.t)] : [])],
    })),
  };
  return (
    <ChartFigure
      className="grid gap-1"
      testId={`chart-${id}`}
      title={title}
      description={summary}
      width={WIDTH}
      height={HEIGHT}
      svgClassName="h-auto w-full rounded-md border bg-white"
      before={<figcaption className="font-medium text-ink-900">{title}</figcaption>}
      table={table}
    >
      <YAxis scale={y} ticks={y.ticks} left={PAD.left} right={WIDTH - PAD.right} format={format} />
      <XAxis
        scale={x}
        ticks={[start, start + (end - start) / 2, end]}
        labelY={HEIGHT - 10}
        format={dayLabel}
      />
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
      {band.length > 0 ? (
        <path
          d={bandPath(band.map((p) => ({ x: x(p.t), low: y(p.low), high: y(p.high) })))}
          className="fill-ink-200/60"
        />
      ) : null}
      <path
        d={linePath(main.map((p) => ({ x: x(p.t), y: y(p.v) })))}
        className="fill-none stroke-ink-600"
        strokeWidth={2}
      />
    </ChartFigure>
  );
}
