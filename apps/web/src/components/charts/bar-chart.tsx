import type { ReactNode } from "react";
import { ChartFigure } from "./chart-figure";
import { Legend } from "./legend";
import { bandScale } from "./scales";

/**
 * Bars per point for one or more series, as plain SVG (decisions 0033, 0136 and 0159): every bar
 * has a tooltip, the figure a title and a description, and its numbers are in a "Show data" table.
 */
export type BarSeries<K extends string> = {
  key: K;
  label: string;
  /** A Tailwind fill class, e.g. `fill-ink-500`. */
  className: string;
};

type Point<K extends string> = { label: string } & Record<K, number>;

export function BarChart<K extends string, P extends Point<K> = Point<K>>({
  points,
  series,
  label,
  description,
  format,
  tooltip,
  pointHeader,
  extraColumns = [],
  tableSummary,
  gap = 2,
  testId,
}: {
  /** Oldest first; `label` names the point (a day, a month). */
  points: readonly P[];
  series: ReadonlyArray<BarSeries<K>>;
  /** The chart's title: what it shows. */
  label: string;
  /** What a sighted reader sees at a glance; by default the period and the highest value. */
  description?: string;
  /** How a value reads in the tooltip, the description and the table. */
  format: (value: number) => string;
  /** A bar's tooltip; by default "label: series value". */
  tooltip?: (point: P, series: BarSeries<K>) => string;
  /** The table's first column's heading (Day, Month). */
  pointHeader: string;
  /** More columns for the data table, after the series (a commission a day). */
  extraColumns?: ReadonlyArray<{ label: string; value: (point: P) => ReactNode }>;
  tableSummary?: string;
  /** Space between two points' groups of bars, in viewBox units. */
  gap?: number;
  testId?: string;
}) {
  const width = 600;
  const height = 160;
  const max = Math.max(1, ...points.flatMap((point) => series.map((s) => point[s.key])));
  const band = bandScale(points.length, width, series.length, gap);
  const scale = (value: number) => ((height - 8) * Math.max(0, value)) / max;
  const first = points[0]?.label;
  const last = points.at(-1)?.label;
  return (
    <ChartFigure
      className="space-y-2"
      title={label}
      description={description ?? `From ${first} to ${last}; highest ${format(max)}.`}
      width={width}
      height={height}
      preserveAspectRatio="none"
      svgClassName="h-40 w-full"
      svgTestId={testId}
      after={
        <>
          <div aria-hidden className="flex justify-between text-xs text-slate-500">
            <span>{first}</span>
            <span>{last}</span>
          </div>
          {series.length > 1 ? (
            <figcaption>
              <Legend items={series} />
            </figcaption>
          ) : null}
        </>
      }
      table={{
        columns: [pointHeader, ...series.map((s) => s.label), ...extraColumns.map((c) => c.label)],
        rows: points.map((point) => ({
          key: point.label,
          cells: [
            point.label,
            ...series.map((s) => format(point[s.key])),
            ...extraColumns.map((c) => c.value(point)),
          ],
        })),
        summary: tableSummary,
      }}
    >
      <line x1={0} x2={width} y1={height - 1} y2={height - 1} className="stroke-slate-300" />
      {points.map((point, index) =>
        series.map((s, k) => {
          const h = scale(point[s.key]);
          return h > 0 ? (
            <rect
              key={`${point.label}-${s.key}`}
              x={band.x(index, k)}
              y={height - 1 - h}
              width={band.bar}
              height={h}
              className={s.className}
            >
              <title>
                {tooltip ? tooltip(point, s) : `${point.label}: ${s.label} ${format(point[s.key])}`}
              </title>
            </rect>
          ) : null;
        }),
      )}
    </ChartFigure>
  );
}
