import type { ReactNode } from "react";

const LABEL = "fill-slate-600 text-[11px]";

/** Horizontal grid lines from `left` to `right`, each labelled at the left edge. */
export function YAxis({
  scale,
  ticks,
  left,
  right,
  format,
  labelClassName = LABEL,
}: {
  scale: (value: number) => number;
  ticks: readonly number[];
  left: number;
  right: number;
  format: (value: number) => ReactNode;
  labelClassName?: string;
}) {
  return ticks.map((tick) => (
    <g key={`y${tick}`}>
      <line x1={left} x2={right} y1={scale(tick)} y2={scale(tick)} className="stroke-slate-200" />
      <text x={left - 6} y={scale(tick) + 4} textAnchor="end" className={labelClassName}>
        {format(tick)}
      </text>
    </g>
  ));
}

/** Labels under the plot at `labelY`; with `grid`, a vertical line from grid[0] to grid[1] too. */
export function XAxis({
  scale,
  ticks,
  labelY,
  format,
  grid,
  labelClassName = LABEL,
}: {
  scale: (value: number) => number;
  ticks: readonly number[];
  labelY: number;
  format: (value: number) => ReactNode;
  grid?: readonly [top: number, bottom: number];
  labelClassName?: string;
}) {
  return ticks.map((tick) => (
    <g key={`x${tick}`}>
      {grid ? (
        <line
          x1={scale(tick)}
          x2={scale(tick)}
          y1={grid[0]}
          y2={grid[1]}
          className="stroke-slate-200"
        />
      ) : null}
      <text x={scale(tick)} y={labelY} textAnchor="middle" className={labelClassName}>
        {format(tick)}
      </text>
    </g>
  ));
}

/** An axis' name, centred on (x, y); `vertical` turns it to read upwards beside a y axis. */
export function AxisTitle({
  x,
  y,
  vertical = false,
  className = "fill-slate-700 text-[12px]",
  children,
}: {
  x: number;
  y: number;
  vertical?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return vertical ? (
    <text transform={`translate(${x} ${y}) rotate(-90)`} textAnchor="middle" className={className}>
      {children}
    </text>
  ) : (
    <text x={x} y={y} textAnchor="middle" className={className}>
      {children}
    </text>
  );
}
