/*
 * SVG path data for lines and bands. Coordinates are rounded to 0.1 of a viewBox unit: finer
 * digits change no pixel and only lengthen the markup.
 */

type XY = { x: number; y: number | null };

const at = (x: number, y: number) => `${x.toFixed(1)},${y.toFixed(1)}`;

/** A line through the points; a null `y` (a day with no value) breaks it into pieces. */
export function linePath(points: readonly XY[]): string {
  const parts: string[] = [];
  let drawing = false;
  for (const point of points) {
    if (point.y === null) {
      drawing = false;
      continue;
    }
    parts.push(`${drawing ? "L" : "M"}${at(point.x, point.y)}`);
    drawing = true;
  }
  return parts.join(" ");
}

/** The closed area between an upper and a lower line over the same x positions (a low–high band). */
export function bandPath(points: readonly { x: number; low: number; high: number }[]): string {
  if (points.length === 0) return "";
  const upper = points.map((p, i) => `${i === 0 ? "M" : "L"}${at(p.x, p.high)}`);
  const lower = [...points].reverse().map((p) => `L${at(p.x, p.low)}`);
  return `${[...upper, ...lower].join(" ")} Z`;
}
