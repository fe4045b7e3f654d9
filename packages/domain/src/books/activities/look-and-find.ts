import { PRINT_MINIMUMS } from "../../kdp/interior-rules";
import { createRandom, type Random } from "../../puzzles/random";
import { closedPath, type Point } from "../coloring/geometry";
import { type Box, type Element, insetBox } from "../interior/elements";
import { resampleOutline, SHAPE_IDS, type ShapeId, shapeOutline } from "./shapes";
import { slotBoxes } from "./sheets";
import { type ActivityBase, type ActivityType, AGE_STYLES, type AgeBand, byLevel } from "./types";

/*
 * Looking activities drawn from the shipped line art (the vector shapes of shapes.ts): shadow
 * matching (each picture joined to its black silhouette) and spot the difference (two copies of a
 * scene, the second changed in a few places). Both have answers: the lines joined, the differences
 * circled. The elements have no filled polygons, so a shadow is the outline filled with touching
 * horizontal strokes, which prints as solid black.
 */

const outlineStroke = (band: AgeBand) =>
  Math.max(PRINT_MINIMUMS.lineWeightPt, AGE_STYLES[band].strokePt * 0.6);

/** A point turned by `angle` radians around `centre`, and scaled towards it by `scale`. */
function turn([x, y]: Point, centre: Point, angle: number, scale = 1): Point {
  const dx = (x - centre[0]) * scale;
  const dy = (y - centre[1]) * scale;
  return [
    centre[0] + dx * Math.cos(angle) - dy * Math.sin(angle),
    centre[1] + dx * Math.sin(angle) + dy * Math.cos(angle),
  ];
}

const boxCentre = (box: Box): Point => [box.x + box.width / 2, box.y + box.height / 2];

/** The outline and touching horizontal strokes inside it (even-odd): a solid silhouette. */
export function silhouette(polygon: readonly Point[], strokePt: number): Element[] {
  const ys = polygon.map(([, y]) => y);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const step = strokePt * 0.9;
  const elements: Element[] = [closedPath(polygon, strokePt)];
  for (let y = top + strokePt / 2; y <= bottom - strokePt / 2; y += step) {
    const xs: number[] = [];
    polygon.forEach((a, index) => {
      const b = polygon[(index + 1) % polygon.length] as Point;
      if (a[1] <= y !== b[1] <= y) xs.push(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
    });
    xs.sort((p, q) => p - q);
    for (let index = 0; index + 1 < xs.length; index += 2) {
      const [x1, x2] = [xs[index] as number, xs[index + 1] as number];
      if (x2 - x1 < strokePt / 2) continue;
      elements.push({ kind: "line", x1, y1: y, x2, y2: y, strokePt });
    }
  }
  return elements;
}

/** A derangement of 0..count-1 (nothing left facing its own match), from the seed. */
function derangement(random: Random, count: number): number[] {
  let order = random.shuffle(Array.from({ length: count }, (_, index) => index));
  for (let tries = 0; order.some((value, index) => value === index) && tries < 20; tries += 1) {
    order = random.shuffle(order);
  }
  return order.some((value, index) => value === index)
    ? order.map((_, index) => (index + 1) % count)
    : order;
}

export type ShadowMatchingPage = ActivityBase & {
  shapes: ShapeId[];
  /** Row of each shadow's picture: shadow in row i belongs to picture shadows[i]. */
  shadows: number[];
  /** Radians each shadow is turned (older children): 0 for the youngest. */
  turns: number[];
};

function shadowLayout(page: ShadowMatchingPage, box: Box) {
  const rows = slotBoxes(box, page.shapes.length, 1, 10);
  const side = Math.min(rows[0]?.height ?? 0, box.width * 0.3);
  return rows.map((row) => {
    const y = row.y + (row.height - side) / 2;
    return {
      picture: { x: row.x, y, width: side, height: side },
      shadow: { x: row.x + row.width - side, y, width: side, height: side },
      pictureDot: [row.x + side + 12, row.y + row.height / 2] as Point,
      shadowDot: [row.x + row.width - side - 12, row.y + row.height / 2] as Point,
    };
  });
}

function drawShadowMatching(page: ShadowMatchingPage, box: Box): Element[] {
  const stroke = outlineStroke(page.ageBand);
  return shadowLayout(page, box).flatMap((slot, index) => {
    const shadowOf = page.shapes[page.shadows[index] as number] as ShapeId;
    const angle = page.turns[index] ?? 0;
    const inner = insetBox(slot.shadow, stroke + 2);
    const centre = boxCentre(inner);
    // A turned square reaches √2 further out: shrink it so the shadow stays in its box.
    const shrink = angle === 0 ? 1 : Math.SQRT1_2;
    const outline = shapeOutline(shadowOf, inner).map((point) =>
      turn(point, centre, angle, shrink),
    );
    return [
      closedPath(
        shapeOutline(page.shapes[index] as ShapeId, insetBox(slot.picture, stroke + 2)),
        stroke,
      ),
      ...silhouette(outline, Math.max(PRINT_MINIMUMS.lineWeightPt, 1.5)),
      {
        kind: "circle",
        cx: slot.pictureDot[0],
        cy: slot.pictureDot[1],
        r: 3,
        strokePt: 0,
        fill: 1,
      },
      { kind: "circle", cx: slot.shadowDot[0], cy: slot.shadowDot[1], r: 3, strokePt: 0, fill: 1 },
    ] as Element[];
  });
}

export const shadowMatching: ActivityType<ShadowMatchingPage> = {
  id: "shadow-matching",
  name: "Shadow matching",
  instruction: () => "Draw a line from each picture to its shadow.",
  generate: (seed, { ageBand }) => {
    const random = createRandom(seed);
    const count = byLevel(ageBand, [3, 4, 5]);
    const shapes = random.shuffle(SHAPE_IDS).slice(0, count);
    const shadows = derangement(random, count);
    // The oldest band's shadows lie turned, so the outline has to be recognised, not just lined up.
    const turns = shadows.map(() =>
      ageBand === "6-8" ? Math.round((random.next() * 2 - 1) * 60) * (Math.PI / 180) : 0,
    );
    return { type: "shadow-matching", seed: String(seed), ageBand, shapes, shadows, turns };
  },
  draw: drawShadowMatching,
  drawAnswer: (page, box) => {
    const slots = shadowLayout(page, box);
    const stroke = AGE_STYLES[page.ageBand].strokePt;
    const lines = page.shapes.map((_, index) => {
      const from = slots[index]?.pictureDot as Point;
      const to = slots[page.shadows.indexOf(index)]?.shadowDot as Point;
      return { kind: "line", x1: from[0], y1: from[1], x2: to[0], y2: to[1], strokePt: stroke };
    }) as Element[];
    return [...drawShadowMatching(page, box), ...lines];
  },
};

export const DIFFERENCE_KINDS = ["missing", "swapped", "smaller", "flipped"] as const;
type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

type SceneItem = { shape: ShapeId; scale: number; flip: boolean };

export type SpotTheDifferencePage = ActivityBase & {
  cols: number;
  rows: number;
  scene: SceneItem[];
  /** Cells of the second picture that differ from the first, and how. */
  differences: { cell: number; kind: DifferenceKind; shape?: ShapeId }[];
};

/** Whether a shape looks different mirrored (a fish does, a heart does not). */
function mirrorDiffers(shape: ShapeId): boolean {
  const unit = { x: 0, y: 0, width: 1, height: 1 };
  const outline = resampleOutline(shapeOutline(shape, unit), 60);
  const mirrored = outline.map(([x, y]) => [1 - x, y] as Point);
  return mirrored.some(([x, y]) => outline.every(([ox, oy]) => Math.hypot(ox - x, oy - y) > 0.06));
}

function sceneLayout(page: SpotTheDifferencePage, box: Box) {
  const [first, second] = slotBoxes(box, 2, 1, 16) as [Box, Box];
  return [first, second].map((panel) => ({
    panel,
    cells: slotBoxes(insetBox(panel, 8), page.rows, page.cols, 6),
  }));
}

function drawItem(item: SceneItem, cell: Box, stroke: number): Element {
  const inner = insetBox(cell, stroke + 2);
  const centre = boxCentre(inner);
  const outline = shapeOutline(item.shape, inner).map(([x, y]) => {
    const mirrored: Point = item.flip ? [2 * centre[0] - x, y] : [x, y];
    return turn(mirrored, centre, 0, item.scale);
  });
  return closedPath(outline, stroke);
}

function drawScenes(page: SpotTheDifferencePage, box: Box): Element[] {
  const stroke = outlineStroke(page.ageBand);
  const frame = Math.max(PRINT_MINIMUMS.lineWeightPt, stroke * 0.75);
  const [first, second] = sceneLayout(page, box);
  const elements: Element[] = [];
  for (const [index, layout] of [first, second].entries()) {
    if (!layout) continue;
    elements.push({ kind: "rect", ...insetBox(layout.panel, frame / 2), strokePt: frame, fill: 0 });
    page.scene.forEach((item, cellIndex) => {
      const cell = layout.cells[cellIndex] as Box;
      const change = index === 1 ? page.differences.find((d) => d.cell === cellIndex) : undefined;
      if (change?.kind === "missing") return;
      const changed: SceneItem =
        change?.kind === "swapped" && change.shape
          ? { ...item, shape: change.shape }
          : change?.kind === "smaller"
            ? { ...item, scale: item.scale * 0.55 }
            : change?.kind === "flipped"
              ? { ...item, flip: !item.flip }
              : item;
      elements.push(drawItem(changed, cell, stroke));
    });
  }
  return elements;
}

export const spotTheDifference: ActivityType<SpotTheDifferencePage> = {
  id: "spot-the-difference",
  name: "Spot the difference",
  instruction: (page) =>
    `The two pictures are not the same: find the ${page.differences.length} differences and circle them in the bottom picture.`,
  generate: (seed, { ageBand }) => {
    const random = createRandom(seed);
    const [cols, rows] = byLevel(ageBand, [
      [3, 2],
      [3, 3],
      [4, 3],
    ] as const);
    const count = byLevel(ageBand, [3, 5, 7]);
    const scene: SceneItem[] = Array.from({ length: cols * rows }, () => ({
      shape: random.pick(SHAPE_IDS),
      scale: 0.8 + random.int(3) * 0.1,
      flip: random.chance(0.5),
    }));
    const cells = random.shuffle(scene.map((_, index) => index)).slice(0, count);
    const differences = cells.map((cell) => {
      const item = scene[cell] as SceneItem;
      let kind = random.pick(DIFFERENCE_KINDS);
      // A mirrored heart looks the same: that would be a difference no child can find.
      if (kind === "flipped" && !mirrorDiffers(item.shape)) kind = "swapped";
      if (kind !== "swapped") return { cell, kind };
      const others = SHAPE_IDS.filter((shape) => shape !== item.shape);
      return { cell, kind, shape: random.pick(others) };
    });
    return {
      type: "spot-the-difference",
      seed: String(seed),
      ageBand,
      cols,
      rows,
      scene,
      differences: differences.sort((a, b) => a.cell - b.cell),
    };
  },
  draw: drawScenes,
  drawAnswer: (page, box) => {
    const stroke = AGE_STYLES[page.ageBand].strokePt;
    const second = sceneLayout(page, box)[1];
    const rings = page.differences.map(({ cell }) => {
      const area = second?.cells[cell] as Box;
      const [cx, cy] = boxCentre(area);
      const r = Math.min(area.width, area.height) / 2 - stroke / 2;
      return { kind: "circle", cx, cy, r, strokePt: stroke, fill: 0 } as Element;
    });
    return [...drawScenes(page, box), ...rings];
  },
};
