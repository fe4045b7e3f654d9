import { type ReactNode, useId } from "react";

/**
 * The numbers a chart draws, as a table: the first cell of a row names it (a day, a book), the
 * others are its values, already formatted as the chart's tooltips read them.
 */
export type ChartTable = {
  columns: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
  /** The disclosure's label; "Show data" unless the page already used another. */
  summary?: string;
};

/**
 * The chart's SVG as one image: its name is the title followed by the description, so a screen
 * reader hears what the picture says (first, last, best) without walking its marks.
 */
export function ChartSvg({
  title,
  description,
  width,
  height,
  className,
  preserveAspectRatio,
  testId,
  size,
  descriptionId,
  children,
}: {
  title: string;
  description: string;
  /** The id of a visible element that already says the description: no hidden copy then. */
  descriptionId?: string;
  width: number;
  height: number;
  className?: string;
  preserveAspectRatio?: "none";
  testId?: string;
  /** Draw at the viewBox's own size (a sparkline) rather than the box's width. */
  size?: "intrinsic";
  children: ReactNode;
}) {
  const id = useId();
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={size ? width : undefined}
      height={size ? height : undefined}
      preserveAspectRatio={preserveAspectRatio}
      role="img"
      aria-labelledby={`${id}-title ${descriptionId ?? `${id}-desc`}`}
      className={className}
      data-testid={testId}
    >
      <title id={`${id}-title`}>{title}</title>
      {descriptionId ? null : <desc id={`${id}-desc`}>{description}</desc>}
      {children}
    </svg>
  );
}

/**
 * The same numbers as the chart, in a table behind a "Show data" disclosure: for a screen reader,
 * for a reader who wants the exact figure, and for copying.
 */
function ChartDataTable({ title, table }: { title: string; table: ChartTable }) {
  return (
    <details className="min-w-0 text-sm">
      <summary className="cursor-pointer text-slate-700">{table.summary ?? "Show data"}</summary>
      {/* A year of days stays a box that scrolls, not a page of rows. */}
      <section
        aria-label={`${title}: data`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box takes focus to scroll by keyboard.
        tabIndex={0}
        className="max-h-80 overflow-auto"
      >
        <table className="mt-2 w-full text-left tabular-nums">
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-white">
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="pr-4 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are positional.
                    <th key={index} scope="row" className="pr-4 font-normal">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are positional.
                    <td key={index} className="pr-4">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}

/**
 * Every chart's frame: the SVG (title, description) with `before` and `after` it (a visible title,
 * a legend) and then the data table. `testId` names the figure, `svgTestId` the picture.
 */
export function ChartFigure({
  title,
  description,
  width,
  height,
  svgClassName,
  preserveAspectRatio,
  className,
  testId,
  svgTestId,
  before,
  after,
  table,
  descriptionId,
  children,
}: {
  title: string;
  description: string;
  descriptionId?: string;
  width: number;
  height: number;
  svgClassName?: string;
  preserveAspectRatio?: "none";
  className?: string;
  testId?: string;
  svgTestId?: string;
  before?: ReactNode;
  after?: ReactNode;
  table: ChartTable;
  children: ReactNode;
}) {
  return (
    // min-w-0: in a grid or flex parent, the open table scrolls instead of widening the page.
    <figure className={`min-w-0 ${className ?? ""}`} data-testid={testId}>
      {before}
      <ChartSvg
        title={title}
        description={description}
        width={width}
        height={height}
        className={svgClassName}
        preserveAspectRatio={preserveAspectRatio}
        testId={svgTestId}
        descriptionId={descriptionId}
      >
        {children}
      </ChartSvg>
      {after}
      <ChartDataTable title={title} table={table} />
    </figure>
  );
}
