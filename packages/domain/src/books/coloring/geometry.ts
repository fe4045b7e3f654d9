import type { Box, CircleElement, PolylineElement } from "../interior/elements";

/*
 * Plane geometry for generated line art: closed outlines as polylines (the renderer's element
 * kinds have no curves, so arcs are chords short enough to look smooth at print size), and
 * convex polygon clipping for the stained-glass cells.
 */

export type Point = [number, number];

export function polar(cx: number, cy: number, r: number, angle: number): Point {
  return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
}

/** Round to a hundredth of a point: small numbers for the PDF, invisible at 300 DPI. */
const round = (value: number) => Math.round(value * 100) / 100;

export function closedPath(points: readonly Point[], strokePt: number): PolylineElement {
  return {
    kind: "polyline",
    points: points.flatMap(([x, y]) => [round(x), round(y)]),
    closed: true,
    strokePt,
  };
}

export function circle(cx: number, cy: number, r: number, strokePt: number): CircleElement {
  return { kind: "circle", cx: round(cx), cy: round(cy), r: round(r), strokePt, fill: 0 };
}

/** Chords per full turn for an arc of radius r: about one every 3 pt, at least 12. */
export function arcSteps(r: number, sweep: number): number {
  return Math.max(6, Math.ceil((Math.abs(sweep) * r) / 3));
}

/** Points along an arc, both ends included. */
export function arcPoints(
  cx: number,
  cy: number,
  r: number,
  from: number,
  to: number,
  steps = arcSteps(r, to - from),
): Point[] {
  return Array.from({ length: steps + 1 }, (_, index) =>
    polar(cx, cy, r, from + ((to - from) * index) / steps),
  );
}

/** Points along a quadratic Bézier curve, both ends included. */
export function quadPoints(a: Point, control: Point, b: Point, steps = 12): Point[] {
  return Array.from({ length: steps + 1 }, (_, index) => {
    const t = index / steps;
    const u = 1 - t;
    return [
      u * u * a[0] + 2 * u * t * control[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * control[1] + t * t * b[1],
    ] as Point;
  });
}

/** A regular polygon (or star when inner is set) around a centre, first vertex at `rotation`. */
export function regularPolygon(
  cx: number,
  cy: number,
  r: number,
  sides: number,
  rotation = -Math.PI / 2,
  inner?: number,
): Point[] {
  const points: Point[] = [];
  const count = inner === undefined ? sides : sides * 2;
  for (let index = 0; index < count; index += 1) {
    const radius = inner !== undefined && index % 2 === 1 ? inner : r;
    points.push(polar(cx, cy, radius, rotation + (index * 2 * Math.PI) / count));
  }
  return points;
}

/** A pointed petal from radius r0 to r1 around a centre, its base `halfWidth` radians each side. */
export function petal(
  cx: number,
  cy: number,
  r0: number,
  r1: number,
  angle: number,
  halfWidth: number,
  bulge = 1.1,
): Point[] {
  const base1 = polar(cx, cy, r0, angle - halfWidth);
  const base2 = polar(cx, cy, r0, angle + halfWidth);
  const tip = polar(cx, cy, r1, angle);
  const mid = r0 + (r1 - r0) * 0.55;
  const c1 = polar(cx, cy, mid, angle - halfWidth * bulge);
  const c2 = polar(cx, cy, mid, angle + halfWidth * bulge);
  return [...quadPoints(base1, c1, tip), ...quadPoints(tip, c2, base2).slice(1)];
}

/** A leaf or lens between two points, `width` wide at its middle. */
export function lens(a: Point, b: Point, width: number): Point[] {
  const mx = (a[0] + b[0]) / 2;
  const my = (a[1] + b[1]) / 2;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy) || 1;
  const nx = (-dy / length) * width;
  const ny = (dx / length) * width;
  return [
    ...quadPoints(a, [mx + nx, my + ny], b, 10),
    ...quadPoints(b, [mx - nx, my - ny], a, 10).slice(1, -1),
  ];
}

/** Keep the part of a convex polygon on the side of the line where f(x, y) ≤ 0 (Sutherland–Hodgman). */
export function clipPolygon(polygon: readonly Point[], f: (p: Point) => number): Point[] {
  const result: Point[] = [];
  for (let index = 0; index < polygon.length; index += 1) {
    const current = polygon[index] as Point;
    const next = polygon[(index + 1) % polygon.length] as Point;
    const fc = f(current);
    const fn = f(next);
    if (fc <= 0) result.push(current);
    if ((fc < 0 && fn > 0) || (fc > 0 && fn < 0)) {
      const t = fc / (fc - fn);
      result.push([
        current[0] + t * (next[0] - current[0]),
        current[1] + t * (next[1] - current[1]),
      ]);
    }
  }
  return result;
}

export function boxPolygon(box: Box): Point[] {
  return [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x + box.width, box.y + box.height],
    [box.x, box.y + box.height],
  ];
}

export function centroid(polygon: readonly Point[]): Point {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let index = 0; index < polygon.length; index += 1) {
    const [x0, y0] = polygon[index] as Point;
    const [x1, y1] = polygon[(index + 1) % polygon.length] as Point;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (Math.abs(area) < 1e-9) return polygon[0] ?? [0, 0];
  return [cx / (3 * area), cy / (3 * area)];
}

/** The largest distance from a point to a polygon's edges that still lies inside: a label's room. */
export function inradiusAt(polygon: readonly Point[], p: Point): number {
  let best = Number.POSITIVE_INFINITY;
  for (let index = 0; index < polygon.length; index += 1) {
    const a = polygon[index] as Point;
    const b = polygon[(index + 1) % polygon.length] as Point;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const length2 = dx * dx + dy * dy || 1;
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
    best = Math.min(best, Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy)));
  }
  return best;
}

/**
 * Voronoi cells of sites inside a box, each the box clipped by the bisectors with every other
 * site: O(n²), fine for the few hundred cells a page holds.
 */
export function voronoiCells(sites: readonly Point[], box: Box): Point[][] {
  return sites.map((site, index) => {
    let cell = boxPolygon(box);
    sites.forEach((other, otherIndex) => {
      if (otherIndex === index || cell.length === 0) return;
      const mx = (site[0] + other[0]) / 2;
      const my = (site[1] + other[1]) / 2;
      const dx = other[0] - site[0];
      const dy = other[1] - site[1];
      cell = clipPolygon(cell, ([x, y]) => (x - mx) * dx + (y - my) * dy);
    });
    return cell;
  });
}
