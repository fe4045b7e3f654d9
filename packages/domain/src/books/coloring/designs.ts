import { PRINT_MINIMUMS } from "../../kdp/interior-rules";
import { createRandom, type Random, type Seed } from "../../puzzles/random";
import { type Box, type Element, insetBox } from "../interior/elements";
import {
  arcPoints,
  boxPolygon,
  circle,
  closedPath,
  lens,
  type Point,
  petal,
  polar,
  quadPoints,
  regularPolygon,
  voronoiCells,
} from "./geometry";

/*
 * Seeded generators of original line art for coloring books (decision 0102). Every shape is a
 * closed outline (a closed polyline or a circle), so every region an outline makes can be
 * coloured; nothing is filled. Lines are never thinner than COLORING_LINE.minPt, above KDP's
 * 0.75 pt minimum, so each stroke is at least four device pixels wide at 300 DPI; more complexity
 * means more, smaller regions and thinner (never too thin) detail lines. Every design stays inside
 * the box it is given, strokes included.
 */

export const COLORING_STYLES = [
  "mandala",
  "geometric",
  "floral",
  "tiled",
  "stained-glass",
] as const;
export type ColoringStyle = (typeof COLORING_STYLES)[number];

export const COMPLEXITIES = [1, 2, 3, 4, 5] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

/** 1 pt is 4.2 device pixels at 300 DPI: well above KDP's 0.75 pt line minimum. */
export const COLORING_LINE = { minPt: 1, outlinePt: 2.5 } as const;
const MIN_LINE_PT: number = Math.max(COLORING_LINE.minPt, PRINT_MINIMUMS.lineWeightPt);

/** The detail stroke for a complexity: 2 pt at 1 down to the 1 pt floor at 5. */
export function detailStrokePt(complexity: Complexity): number {
  return Math.max(MIN_LINE_PT, 2.25 - 0.25 * complexity);
}

export type ColoringDesign = {
  style: ColoringStyle;
  seed: string;
  complexity: Complexity;
  elements: Element[];
};

type Generator = (random: Random, box: Box, complexity: Complexity, stroke: number) => Element[];

function mandala(random: Random, box: Box, complexity: Complexity, stroke: number): Element[] {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const outer = Math.min(box.width, box.height) / 2 - COLORING_LINE.outlinePt;
  const rings = 3 + complexity;
  const folds = random.pick([8, 10, 12, 16].filter((fold) => fold <= 8 + complexity * 2));
  const elements: Element[] = [circle(cx, cy, outer, COLORING_LINE.outlinePt)];
  const radii = [outer * 0.12];
  for (let index = 1; index <= rings; index += 1) {
    const even = outer * (0.12 + (0.88 * index) / rings);
    radii.push(index === rings ? outer : even + (random.next() - 0.5) * (outer / rings) * 0.3);
  }
  elements.push(circle(cx, cy, radii[0] as number, stroke));
  elements.push(
    closedPath(
      regularPolygon(cx, cy, (radii[0] as number) * 0.6, folds / 2, 0, (radii[0] as number) * 0.3),
      stroke,
    ),
  );
  for (let ring = 1; ring <= rings; ring += 1) {
    const r0 = radii[ring - 1] as number;
    const r1 = radii[ring] as number;
    const count = folds * (ring > rings / 2 && complexity >= 3 ? 2 : 1);
    const step = (2 * Math.PI) / count;
    const offset = random.chance(0.5) ? step / 2 : 0;
    const motif = random.int(4);
    if (ring < rings) elements.push(circle(cx, cy, r1, stroke));
    for (let index = 0; index < count; index += 1) {
      const angle = offset + index * step;
      if (motif === 0) {
        elements.push(closedPath(petal(cx, cy, r0, r1 - stroke, angle, step / 2), stroke));
      } else if (motif === 1) {
        elements.push(closedPath(petal(cx, cy, r0, r1 - stroke, angle, step / 2), stroke));
        if (r1 - r0 > 18) {
          elements.push(
            closedPath(petal(cx, cy, r0, r0 + (r1 - r0) * 0.6, angle, step / 4), stroke),
          );
        }
      } else if (motif === 2) {
        const mid = (r0 + r1) / 2;
        const room = Math.min((r1 - r0) / 2, mid * Math.sin(step / 2)) - stroke;
        if (room > 2) {
          const [x, y] = polar(cx, cy, mid, angle);
          elements.push(circle(x, y, room, stroke));
          if (room > 8 && complexity >= 2) elements.push(circle(x, y, room * 0.45, stroke));
        }
      } else {
        // A scallop: an arch standing on the inner ring, its foot the arc between two folds.
        const a0 = angle - step / 2;
        const a1 = angle + step / 2;
        const crest = polar(cx, cy, r1 - stroke, angle);
        elements.push(
          closedPath(
            [
              ...arcPoints(cx, cy, r0, a0, a1, 8),
              ...quadPoints(polar(cx, cy, r0, a1), polar(cx, cy, r1 - stroke, a1), crest).slice(1),
              ...quadPoints(crest, polar(cx, cy, r1 - stroke, a0), polar(cx, cy, r0, a0)).slice(
                1,
                -1,
              ),
            ],
            stroke,
          ),
        );
      }
    }
  }
  return elements;
}

function geometric(random: Random, box: Box, complexity: Complexity, stroke: number): Element[] {
  const cols = 1 + complexity;
  const side = Math.min(box.width / cols, box.height / Math.ceil((box.height / box.width) * cols));
  const rows = Math.floor(box.height / side);
  const x0 = box.x + (box.width - cols * side) / 2;
  const y0 = box.y + (box.height - rows * side) / 2;
  const elements: Element[] = [
    closedPath(
      boxPolygon({ x: x0, y: y0, width: cols * side, height: rows * side }),
      COLORING_LINE.outlinePt,
    ),
  ];
  const motifs = [random.int(4), random.int(4)];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const cell = { x: x0 + col * side, y: y0 + row * side, width: side, height: side };
      elements.push(closedPath(boxPolygon(cell), stroke));
      const cx = cell.x + side / 2;
      const cy = cell.y + side / 2;
      const motif = motifs[(row + col) % 2] as number;
      const r = side / 2 - stroke;
      if (motif === 0) {
        for (let level = 1; level <= 3; level += 1) {
          elements.push(
            closedPath(
              regularPolygon(cx, cy, (r * level) / 3, 4, level % 2 ? 0 : Math.PI / 4),
              stroke,
            ),
          );
        }
      } else if (motif === 1) {
        elements.push(closedPath(regularPolygon(cx, cy, r, 8, -Math.PI / 2, r * 0.5), stroke));
        elements.push(circle(cx, cy, r * 0.35, stroke));
      } else if (motif === 2) {
        elements.push(circle(cx, cy, r, stroke));
        elements.push(closedPath(regularPolygon(cx, cy, r, 6, 0), stroke));
        elements.push(closedPath(regularPolygon(cx, cy, r * 0.5, 3, -Math.PI / 2), stroke));
      } else {
        for (let k = 0; k < 4; k += 1) {
          const corner = polar(cx, cy, 0, 0);
          const far = polar(cx, cy, r, Math.PI / 4 + (k * Math.PI) / 2);
          elements.push(closedPath(lens(corner, far, r * 0.25), stroke));
        }
      }
    }
  }
  return elements;
}

function flower(
  cx: number,
  cy: number,
  r: number,
  petals: number,
  layers: number,
  stroke: number,
): Element[] {
  const elements: Element[] = [];
  const core = r * 0.25;
  for (let layer = 0; layer < layers; layer += 1) {
    const reach = r * (1 - layer * 0.3);
    const twist = layer % 2 ? Math.PI / petals : 0;
    for (let index = 0; index < petals; index += 1) {
      const angle = twist + (index * 2 * Math.PI) / petals;
      elements.push(closedPath(petal(cx, cy, core, reach, angle, Math.PI / petals, 1.6), stroke));
    }
  }
  elements.push(circle(cx, cy, core, stroke));
  if (core > 8) elements.push(circle(cx, cy, core * 0.5, stroke));
  return elements;
}

function floral(random: Random, box: Box, complexity: Complexity, stroke: number): Element[] {
  const elements: Element[] = [
    closedPath(boxPolygon(insetBox(box, COLORING_LINE.outlinePt / 2)), COLORING_LINE.outlinePt),
  ];
  const inner = insetBox(box, COLORING_LINE.outlinePt + 2);
  const placed: { x: number; y: number; r: number }[] = [];
  const target = 4 + complexity * 4;
  const big = Math.min(inner.width, inner.height) / (2.2 + complexity * 0.6);
  for (let attempt = 0; attempt < 600 && placed.length < target; attempt += 1) {
    const r = big * (0.45 + random.next() * 0.55);
    const x = inner.x + r + random.next() * (inner.width - 2 * r);
    const y = inner.y + r + random.next() * (inner.height - 2 * r);
    if (placed.every((other) => Math.hypot(other.x - x, other.y - y) > other.r + r + 4)) {
      placed.push({ x, y, r });
      elements.push(...flower(x, y, r, 5 + random.int(4), r > 30 ? 2 : 1, stroke));
    }
  }
  // Leaves fill the gaps between flowers, each a closed lens away from every flower.
  for (let attempt = 0; attempt < 400 * complexity; attempt += 1) {
    const length = big * (0.35 + random.next() * 0.3);
    const angle = random.next() * Math.PI * 2;
    const x = inner.x + length + random.next() * (inner.width - 2 * length);
    const y = inner.y + length + random.next() * (inner.height - 2 * length);
    const tip = polar(x, y, length, angle);
    const reach = length * 0.6;
    const mx = (x + tip[0]) / 2;
    const my = (y + tip[1]) / 2;
    if (placed.every((other) => Math.hypot(other.x - mx, other.y - my) > other.r + reach + 3)) {
      placed.push({ x: mx, y: my, r: reach });
      elements.push(closedPath(lens([x, y], tip, length * 0.3), stroke));
    }
  }
  return elements;
}

function tiled(random: Random, box: Box, complexity: Complexity, stroke: number): Element[] {
  const cols = 2 + complexity;
  const side = box.width / cols;
  const rows = Math.floor(box.height / side);
  const y0 = box.y + (box.height - rows * side) / 2;
  const motif = random.int(3);
  const elements: Element[] = [
    closedPath(
      boxPolygon({
        x: box.x + COLORING_LINE.outlinePt / 2,
        y: y0,
        width: box.width - COLORING_LINE.outlinePt,
        height: rows * side,
      }),
      COLORING_LINE.outlinePt,
    ),
  ];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const cell = insetBox(
        { x: box.x + col * side, y: y0 + row * side, width: side, height: side },
        COLORING_LINE.outlinePt / 2,
      );
      const cx = cell.x + cell.width / 2;
      const cy = cell.y + cell.height / 2;
      const r = cell.width / 2 - stroke;
      elements.push(closedPath(boxPolygon(cell), stroke));
      if (motif === 0) {
        // Quatrefoil: four circles on the diagonals and the square between them.
        for (let k = 0; k < 4; k += 1) {
          const [x, y] = polar(cx, cy, r * 0.42, Math.PI / 4 + (k * Math.PI) / 2);
          elements.push(circle(x, y, r * 0.4, stroke));
        }
        elements.push(closedPath(regularPolygon(cx, cy, r * 0.3, 4, Math.PI / 4), stroke));
      } else if (motif === 1) {
        elements.push(closedPath(regularPolygon(cx, cy, r, 4, 0), stroke));
        elements.push(closedPath(regularPolygon(cx, cy, r * 0.7, 8, 0, r * 0.35), stroke));
      } else {
        elements.push(circle(cx, cy, r, stroke));
        elements.push(...flower(cx, cy, r * 0.85, 6, 1, stroke));
      }
    }
  }
  return elements;
}

/** Voronoi cells from jittered sites, relaxed once so no cell is a sliver. */
export function stainedGlassCells(random: Random, box: Box, count: number): Point[][] {
  let sites: Point[] = Array.from({ length: count }, () => [
    box.x + random.next() * box.width,
    box.y + random.next() * box.height,
  ]);
  for (let pass = 0; pass < 2; pass += 1) {
    sites = voronoiCells(sites, box).map((cell) => {
      const x = cell.reduce((sum, p) => sum + p[0], 0) / cell.length;
      const y = cell.reduce((sum, p) => sum + p[1], 0) / cell.length;
      return [x, y] as Point;
    });
  }
  return voronoiCells(sites, box).filter((cell) => cell.length >= 3);
}

function stainedGlass(random: Random, box: Box, complexity: Complexity, stroke: number): Element[] {
  const inner = insetBox(box, COLORING_LINE.outlinePt / 2);
  const cells = stainedGlassCells(random, inner, 10 + complexity * 14);
  return [
    ...cells.map((cell) => closedPath(cell, stroke)),
    closedPath(boxPolygon(inner), COLORING_LINE.outlinePt),
  ];
}

const GENERATORS: Record<ColoringStyle, Generator> = {
  mandala,
  geometric,
  floral,
  tiled,
  "stained-glass": stainedGlass,
};

/** One design in a box: the same style, seed, complexity and box always give the same art. */
export function generateColoringDesign(
  style: ColoringStyle,
  seed: Seed,
  complexity: Complexity,
  box: Box,
): ColoringDesign {
  const random = createRandom(`${style}/${String(seed)}`);
  const art = insetBox(box, COLORING_LINE.outlinePt);
  return {
    style,
    seed: String(seed),
    complexity,
    elements: GENERATORS[style](random, art, complexity, detailStrokePt(complexity)),
  };
}
