import type { Point } from "../coloring/geometry";
import type { Box } from "../interior/elements";

/*
 * Simple pictures children know, drawn as one closed outline each in a unit square (y down), so
 * dot-to-dot, counting, matching and copy-the-picture pages need no shipped art. Curves are
 * sampled; every outline is a simple polygon.
 */

export type ShapeId =
  | "star"
  | "heart"
  | "house"
  | "fish"
  | "tree"
  | "boat"
  | "moon"
  | "diamond"
  | "arrow"
  | "cloud"
  | "bell"
  | "rocket";

const steps = (count: number) => Array.from({ length: count }, (_, index) => index / count);

function heart(): Point[] {
  return steps(40).map((t) => {
    const a = t * Math.PI * 2;
    const x = 16 * Math.sin(a) ** 3;
    const y = 13 * Math.cos(a) - 5 * Math.cos(2 * a) - 2 * Math.cos(3 * a) - Math.cos(4 * a);
    return [0.5 + x / 34, 0.45 - y / 34] as Point;
  });
}

function star(): Point[] {
  return steps(10).map((t, index) => {
    const a = -Math.PI / 2 + t * Math.PI * 2;
    const r = index % 2 === 0 ? 0.5 : 0.2;
    return [0.5 + r * Math.cos(a), 0.53 + r * Math.sin(a)] as Point;
  });
}

/** A crescent: the left half of a circle, back along a shallower arc. */
function moon(): Point[] {
  const outer = [...steps(20), 1].map((t) => {
    const a = Math.PI / 2 + t * Math.PI;
    return [0.55 + 0.45 * Math.cos(a), 0.5 + 0.45 * Math.sin(a)] as Point;
  });
  const inner = steps(20)
    .slice(1)
    .map((t) => {
      const a = -Math.PI / 2 - t * Math.PI;
      return [0.55 + 0.25 * Math.cos(a), 0.5 + 0.45 * Math.sin(a)] as Point;
    });
  return [...outer, ...inner];
}

function cloud(): Point[] {
  const bumps: [number, number, number][] = [
    [0.25, 0.58, 0.17],
    [0.45, 0.42, 0.2],
    [0.68, 0.5, 0.18],
    [0.8, 0.65, 0.12],
  ];
  const points: Point[] = [];
  for (const [cx, cy, r] of bumps) {
    for (const t of steps(10)) {
      const a = Math.PI * (1 + t);
      points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  }
  points.push([0.92, 0.77], [0.1, 0.77]);
  return points;
}

const OUTLINES: Record<ShapeId, () => Point[]> = {
  star,
  heart,
  moon,
  cloud,
  house: () => [
    [0.5, 0.08],
    [0.92, 0.45],
    [0.8, 0.45],
    [0.8, 0.92],
    [0.58, 0.92],
    [0.58, 0.68],
    [0.42, 0.68],
    [0.42, 0.92],
    [0.2, 0.92],
    [0.2, 0.45],
    [0.08, 0.45],
  ],
  fish: () => [
    [0.05, 0.5],
    [0.2, 0.32],
    [0.42, 0.25],
    [0.62, 0.32],
    [0.75, 0.45],
    [0.95, 0.28],
    [0.9, 0.5],
    [0.95, 0.72],
    [0.75, 0.55],
    [0.62, 0.68],
    [0.42, 0.75],
    [0.2, 0.68],
  ],
  tree: () => [
    [0.5, 0.05],
    [0.75, 0.35],
    [0.65, 0.35],
    [0.85, 0.62],
    [0.58, 0.62],
    [0.58, 0.92],
    [0.42, 0.92],
    [0.42, 0.62],
    [0.15, 0.62],
    [0.35, 0.35],
    [0.25, 0.35],
  ],
  boat: () => [
    [0.5, 0.08],
    [0.78, 0.6],
    [0.52, 0.6],
    [0.52, 0.66],
    [0.92, 0.66],
    [0.75, 0.88],
    [0.25, 0.88],
    [0.08, 0.66],
    [0.48, 0.66],
    [0.48, 0.08],
  ],
  diamond: () => [
    [0.5, 0.05],
    [0.85, 0.35],
    [0.5, 0.95],
    [0.15, 0.35],
  ],
  arrow: () => [
    [0.05, 0.4],
    [0.55, 0.4],
    [0.55, 0.2],
    [0.95, 0.5],
    [0.55, 0.8],
    [0.55, 0.6],
    [0.05, 0.6],
  ],
  bell: () => [
    [0.5, 0.08],
    [0.66, 0.2],
    [0.72, 0.55],
    [0.88, 0.78],
    [0.56, 0.78],
    [0.5, 0.9],
    [0.44, 0.78],
    [0.12, 0.78],
    [0.28, 0.55],
    [0.34, 0.2],
  ],
  rocket: () => [
    [0.5, 0.04],
    [0.64, 0.25],
    [0.64, 0.68],
    [0.8, 0.88],
    [0.58, 0.8],
    [0.42, 0.8],
    [0.2, 0.88],
    [0.36, 0.68],
    [0.36, 0.25],
  ],
};

export const SHAPE_IDS = Object.keys(OUTLINES) as ShapeId[];

export const SHAPE_NAMES: Record<ShapeId, string> = {
  star: "star",
  heart: "heart",
  house: "house",
  fish: "fish",
  tree: "tree",
  boat: "boat",
  moon: "moon",
  diamond: "diamond",
  arrow: "arrow",
  cloud: "cloud",
  bell: "bell",
  rocket: "rocket",
};

/** A shape's outline scaled into a box (as a square centred in it). */
export function shapeOutline(id: ShapeId, box: Box): Point[] {
  const side = Math.min(box.width, box.height);
  const x0 = box.x + (box.width - side) / 2;
  const y0 = box.y + (box.height - side) / 2;
  return OUTLINES[id]().map(([x, y]) => [x0 + x * side, y0 + y * side] as Point);
}

/** `count` points spread evenly along a closed outline by length, starting at its first point. */
export function resampleOutline(outline: readonly Point[], count: number): Point[] {
  const lengths = [0];
  for (let index = 1; index <= outline.length; index += 1) {
    const a = outline[index - 1] as Point;
    const b = outline[index % outline.length] as Point;
    lengths.push((lengths[index - 1] as number) + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const total = lengths[outline.length] as number;
  const points: Point[] = [];
  let segment = 0;
  for (let index = 0; index < count; index += 1) {
    const target = (total * index) / count;
    while ((lengths[segment + 1] as number) < target) segment += 1;
    const a = outline[segment] as Point;
    const b = outline[(segment + 1) % outline.length] as Point;
    const span = (lengths[segment + 1] as number) - (lengths[segment] as number) || 1;
    const t = (target - (lengths[segment] as number)) / span;
    points.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
  }
  return points;
}
