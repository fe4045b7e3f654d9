/*
 * The trackers' charts, on the shared chart layer. Ranks and positions are drawn upside down, so
 * "better" is up; each snapshot is a dot, so a single day already shows.
 */

import { useId } from "react";
import { XAxis, YAxis } from "@/components/charts/axes";
import { ChartFigure, ChartSvg } from "@/components/charts/chart-figure";
import { linePath } from "@/components/charts/paths";
import { extentScale, pointScale } from "@/components/charts/scales";

export type ChartPoint = { day: string; value: number | null };

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The table's day: a year of snapshots has two 29 Novs. */
const fullDay = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

const isKnown = (p: ChartPoint): p is { day: string; value: number } => p.value !== null;

/**
 * A 30-day sparkline of one entry; gaps where the ASIN was not found. Its numbers are in the
 * entry's detail chart, so the row carries no table of its own.
 */
export function Sparkline({ points, label }: { points: readonly ChartPoint[]; label: string }) {
  const known = points.filter(isKnown);
  if (known.length === 0) {
    return <span className="text-xs text-slate-500">No data yet</span>;
  }
  const width = 120;
  const height = 32;
  const y = extentScale(
    known.map((p) => p.value),
    4,
    height - 4,
  );
  const x = pointScale(points.length, 4, width - 4);
  const coords = points.map((p, index) => ({
    x: x(index),
    y: p.value === null ? null : y(p.value),
  }));
  const last = coords.filter((c) => c.y !== null).at(-1);
  return (
    <ChartSvg
      title={label}
      description={`${known.length} days, latest #${known.at(-1)?.value}`}
      width={width}
      height={height}
      size="intrinsic"
      testId="tracker-sparkline"
    >
      <path d={linePath(coords)} className="fill-none stroke-ink-600" strokeWidth={1.5} />
      {last && last.y !== null ? (
        <circle cx={last.x} cy={last.y} r={2.5} className="fill-ember-600" />
      ) : null}
    </ChartSvg>
  );
}

/** The detail chart of one entry's whole history, a dot per snapshot, and its data table. */
export function HistoryChart({
  points,
  title,
  valueLabel,
}: {
  points: readonly ChartPoint[];
  title: string;
  valueLabel: string;
}) {
  const summaryId = useId();
  const known = points.filter(isKnown);
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
  const y = extentScale(values, pad.top, height - pad.bottom);
  const x = pointScale(points.length, pad.left, width - pad.right);
  const coords = points.map((p, index) => ({
    ...p,
    x: x(index),
    y: p.value === null ? null : y(p.value),
  }));
  const summary = `${points.length} snapshots from ${dayLabel(points[0]!.day)} to ${dayLabel(points.at(-1)!.day)}${
    known.length > 0
      ? `: latest ${valueLabel} #${known.at(-1)!.value}, best #${Math.min(...values)}`
      : ""
  }${known.length < points.length ? `; not found on ${points.length - known.length} days` : ""}.`;
  return (
    <ChartFigure
      className="grid min-w-0 gap-1 [&>*]:min-w-0"
      testId="tracker-chart"
      title={title}
      description={summary}
      descriptionId={summaryId}
      width={width}
      height={height}
      svgClassName="h-auto w-full max-w-3xl rounded-md border bg-white"
      before={<figcaption className="font-medium text-ink-900">{title}</figcaption>}
      after={
        <p id={summaryId} className="text-sm text-slate-600">
          {summary}
        </p>
      }
      table={{
        columns: ["Day", valueLabel.charAt(0).toUpperCase() + valueLabel.slice(1)],
        rows: points.map((p) => ({
          key: p.day,
          cells: [fullDay(p.day), p.value === null ? "not found" : `#${p.value}`],
        })),
      }}
    >
      <YAxis
        scale={y}
        ticks={y.ticks}
        left={pad.left}
        right={width - pad.right}
        format={(tick) => `#${tick.toLocaleString("en-US")}`}
      />
      <XAxis
        scale={x}
        ticks={points.length > 1 ? [0, points.length - 1] : [0]}
        labelY={height - 10}
        format={(index) => dayLabel(points[index]!.day)}
      />
      <path
        d={linePath(coords.filter((c) => c.y !== null))}
        className="fill-none stroke-ink-600"
        strokeWidth={2}
      />
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
    </ChartFigure>
  );
}
