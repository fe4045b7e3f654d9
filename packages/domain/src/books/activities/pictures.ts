import { PRINT_MINIMUMS } from "../../kdp/interior-rules";
import { createRandom } from "../../puzzles/random";
import { stainedGlassCells } from "../coloring/designs";
import { centroid, closedPath, inradiusAt, type Point } from "../coloring/geometry";
import { type Box, type Element, insetBox, type TextElement } from "../interior/elements";
import { ascentPt, measureText } from "../interior/font-metrics";
import { resampleOutline, SHAPE_IDS, SHAPE_NAMES, type ShapeId, shapeOutline } from "./shapes";
import { slotBoxes } from "./sheets";
import { type ActivityBase, type ActivityType, AGE_STYLES, byLevel } from "./types";

/*
 * Picture activities drawn from the vector shapes: dot-to-dot, counting, matching and colour by
 * number. Each has an answer: the joined picture, the counts, the pairs joined, and for colour by
 * number the key written into every region (the elements have no fills for polygons, so the
 * answer names each region's colour rather than painting it).
 */

/** A label centred on a point. */
function centredText(
  text: string,
  x: number,
  y: number,
  sizePt: number,
  font: "regular" | "bold" = "regular",
): TextElement {
  const width = measureText(text, font, sizePt);
  return {
    kind: "text",
    text,
    font,
    sizePt,
    x: x - width / 2,
    baseline: y + ascentPt(font, sizePt) / 2,
    width,
  };
}

export type DotToDotPage = ActivityBase & { shape: ShapeId; dots: number };

function dotPoints(
  page: DotToDotPage,
  box: Box,
): { points: Point[]; margin: number; font: number } {
  const font = Math.max(PRINT_MINIMUMS.fontSizePt, AGE_STYLES[page.ageBand].fontPt * 0.6);
  const margin = font * 2.5;
  const points = resampleOutline(shapeOutline(page.shape, insetBox(box, margin)), page.dots);
  return { points, margin, font };
}

export const dotToDot: ActivityType<DotToDotPage> = {
  id: "dot-to-dot",
  name: "Dot-to-dot",
  instruction: (page) => `Join the dots from 1 to ${page.dots}. What did you draw?`,
  generate: (seed, { ageBand }) => {
    const random = createRandom(seed);
    return {
      type: "dot-to-dot",
      seed: String(seed),
      ageBand,
      shape: random.pick(SHAPE_IDS),
      dots: byLevel(ageBand, [10, 20, 30]),
    };
  },
  draw: (page, box) => {
    const { points, font } = dotPoints(page, box);
    const [cx, cy] = centroid(points);
    const elements: Element[] = [];
    points.forEach(([x, y], index) => {
      elements.push({
        kind: "circle",
        cx: x,
        cy: y,
        r: index === 0 ? 3.5 : 2.2,
        strokePt: 0,
        fill: 1,
      });
      const dx = x - cx;
      const dy = y - cy;
      const length = Math.hypot(dx, dy) || 1;
      const label = String(index + 1);
      elements.push(
        centredText(
          label,
          x + (dx / length) * font * 1.2,
          y + (dy / length) * font * 1.2,
          font,
          index === 0 ? "bold" : "regular",
        ),
      );
    });
    return elements;
  },
  drawAnswer: (page, box) => {
    const { points } = dotPoints(page, box);
    return [closedPath(points, AGE_STYLES[page.ageBand].strokePt)];
  },
};

export type CountingPage = ActivityBase & { rows: { shape: ShapeId; count: number }[] };

function countingLayout(page: CountingPage, box: Box): { row: Box; picture: Box; answer: Box }[] {
  return slotBoxes(box, page.rows.length, 1, 12).map((row) => {
    const side = Math.min(row.height * 0.7, 60);
    return {
      row,
      picture: { ...row, width: row.width - side - 16 },
      answer: {
        x: row.x + row.width - side - 2,
        y: row.y + (row.height - side) / 2,
        width: side,
        height: side,
      },
    };
  });
}

export const counting: ActivityType<CountingPage> = {
  id: "counting",
  name: "Counting",
  instruction: () => "Count the pictures in each row and write the number in the box.",
  generate: (seed, { ageBand }) => {
    const random = createRandom(seed);
    const max = byLevel(ageBand, [5, 10, 15]);
    const shapes = random.shuffle(SHAPE_IDS).slice(0, byLevel(ageBand, [3, 4, 4]));
    return {
      type: "counting",
      seed: String(seed),
      ageBand,
      rows: shapes.map((shape) => ({ shape, count: 1 + random.int(max) })),
    };
  },
  draw: (page, box) => {
    const stroke = Math.max(PRINT_MINIMUMS.lineWeightPt, AGE_STYLES[page.ageBand].strokePt * 0.6);
    return countingLayout(page, box).flatMap(({ picture, answer }, index) => {
      const { shape, count } = page.rows[index] as CountingPage["rows"][number];
      const perLine = Math.ceil(count / Math.ceil(count / 8));
      const lines = Math.ceil(count / perLine);
      const cells = slotBoxes(picture, lines, perLine, 4).slice(0, count);
      return [
        ...cells.map((cell) => closedPath(shapeOutline(shape, insetBox(cell, stroke + 1)), stroke)),
        { kind: "rect", ...answer, strokePt: stroke * 1.5, fill: 0 } as Element,
      ];
    });
  },
  drawAnswer: (page, box) =>
    countingLayout(page, box).flatMap(({ row }, index) => {
      const { shape, count } = page.rows[index] as CountingPage["rows"][number];
      const size = Math.max(PRINT_MINIMUMS.fontSizePt, Math.min(row.height * 0.4, 14));
      return [
        centredText(
          `${count} ${SHAPE_NAMES[shape]}${count === 1 ? "" : "s"}`,
          row.x + row.width / 2,
          row.y + row.height / 2,
          size,
        ),
      ];
    }),
};

export type MatchingPage = ActivityBase & { shapes: ShapeId[]; right: number[] };

function matchingLayout(page: MatchingPage, box: Box) {
  const rows = slotBoxes(box, page.shapes.length, 1, 10);
  const side = Math.min(rows[0]?.height ?? 0, box.width * 0.3);
  return rows.map((row) => ({
    left: { x: row.x, y: row.y + (row.height - side) / 2, width: side, height: side },
    right: {
      x: row.x + row.width - side,
      y: row.y + (row.height - side) / 2,
      width: side,
      height: side,
    },
    leftDot: [row.x + side + 12, row.y + row.height / 2] as Point,
    rightDot: [row.x + row.width - side - 12, row.y + row.height / 2] as Point,
  }));
}

export const matching: ActivityType<MatchingPage> = {
  id: "matching",
  name: "Matching",
  instruction: () => "Draw a line from each picture to the one that matches it.",
  generate: (seed, { ageBand }) => {
    const random = createRandom(seed);
    const count = byLevel(ageBand, [3, 4, 5]);
    const shapes = random.shuffle(SHAPE_IDS).slice(0, count);
    let right = random.shuffle(shapes.map((_, index) => index));
    // Never leave a picture facing its own match: there would be nothing to do.
    for (let tries = 0; right.some((value, index) => value === index) && tries < 20; tries += 1) {
      right = random.shuffle(right);
    }
    if (right.some((value, index) => value === index))
      right = right.map((_, index) => (index + 1) % count);
    return { type: "matching", seed: String(seed), ageBand, shapes, right };
  },
  draw: (page, box) => {
    const stroke = Math.max(PRINT_MINIMUMS.lineWeightPt, AGE_STYLES[page.ageBand].strokePt * 0.6);
    return matchingLayout(page, box).flatMap((slot, index) => [
      closedPath(
        shapeOutline(page.shapes[index] as ShapeId, insetBox(slot.left, stroke + 2)),
        stroke,
      ),
      closedPath(
        shapeOutline(
          page.shapes[page.right[index] as number] as ShapeId,
          insetBox(slot.right, stroke + 2),
        ),
        stroke,
      ),
      {
        kind: "circle",
        cx: slot.leftDot[0],
        cy: slot.leftDot[1],
        r: 3,
        strokePt: 0,
        fill: 1,
      } as Element,
      {
        kind: "circle",
        cx: slot.rightDot[0],
        cy: slot.rightDot[1],
        r: 3,
        strokePt: 0,
        fill: 1,
      } as Element,
    ]);
  },
  drawAnswer: (page, box) => {
    const slots = matchingLayout(page, box);
    const stroke = AGE_STYLES[page.ageBand].strokePt;
    const lines = page.shapes.map((_, index) => {
      const target = page.right.indexOf(index);
      const from = slots[index]?.leftDot as Point;
      const to = slots[target]?.rightDot as Point;
      return {
        kind: "line",
        x1: from[0],
        y1: from[1],
        x2: to[0],
        y2: to[1],
        strokePt: stroke,
      } as Element;
    });
    return [...matching.draw(page, box), ...lines];
  },
};

export const COLOURS = ["red", "blue", "yellow", "green", "orange", "purple"] as const;

export type ColourByNumberPage = ActivityBase & {
  cells: Point[][];
  colours: number[];
  palette: number;
};

const KEY_BAND = 28;

export const colourByNumber: ActivityType<ColourByNumberPage> = {
  id: "colour-by-number",
  name: "Colour by number",
  instruction: () => "Colour each shape with the colour of its number.",
  generate: (seed, { ageBand }) => {
    const random = createRandom(seed);
    // Cells in a unit box, scaled to the page's box when drawn: the page stays one seed's art.
    const cells = stainedGlassCells(
      random,
      { x: 0, y: 0, width: 1, height: 1 },
      byLevel(ageBand, [10, 16, 26]),
    );
    const palette = byLevel(ageBand, [3, 4, 6]);
    return {
      type: "colour-by-number",
      seed: String(seed),
      ageBand,
      cells,
      palette,
      colours: cells.map(() => 1 + random.int(palette)),
    };
  },
  draw: (page, box) => drawColourByNumber(page, box, false),
  drawAnswer: (page, box) => drawColourByNumber(page, box, true),
};

function drawColourByNumber(page: ColourByNumberPage, box: Box, answer: boolean): Element[] {
  const style = AGE_STYLES[page.ageBand];
  const art = { ...box, height: box.height - KEY_BAND };
  const stroke = Math.max(PRINT_MINIMUMS.lineWeightPt, style.strokePt * 0.6);
  const inner = insetBox(art, stroke);
  const elements: Element[] = [];
  page.cells.forEach((cell, index) => {
    const polygon = cell.map(
      ([x, y]) => [inner.x + x * inner.width, inner.y + y * inner.height] as Point,
    );
    elements.push(closedPath(polygon, stroke));
    const colour = page.colours[index] as number;
    const label = answer ? (COLOURS[colour - 1] as string) : String(colour);
    const centre = centroid(polygon);
    const room = inradiusAt(polygon, centre) * 2 - stroke;
    const font = answer ? "regular" : "bold";
    const width = measureText(label, font, 1);
    const size = Math.max(
      PRINT_MINIMUMS.fontSizePt,
      Math.min(style.fontPt, (room * 0.9) / Math.max(width, 0.7)),
    );
    elements.push(centredText(label, centre[0], centre[1], size, font));
  });
  const key = Array.from(
    { length: page.palette },
    (_, index) => `${index + 1} = ${COLOURS[index]}`,
  ).join("   ");
  const keySize = Math.max(
    PRINT_MINIMUMS.fontSizePt,
    Math.min(12, (box.width * 0.95) / measureText(key, "regular", 1)),
  );
  elements.push(
    centredText(key, box.x + box.width / 2, box.y + box.height - KEY_BAND / 2, keySize),
  );
  return elements;
}
