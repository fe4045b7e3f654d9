import { PRINT_MINIMUMS } from "../../kdp/interior-rules";
import { createRandom } from "../../puzzles/random";
import type { Point } from "../coloring/geometry";
import type { Box, Element } from "../interior/elements";
import { dashedLine, line } from "../low-content/page-designs";
import { SHAPE_IDS, SHAPE_NAMES, type ShapeId, shapeOutline } from "./shapes";
import {
  dashedStroke,
  GLYPH_GAP,
  GLYPH_HEIGHT,
  GLYPH_WIDTH,
  placeStrokeText,
  solidStroke,
  strokeTextWidth,
} from "./stroke-font";
import { type ActivityBase, type ActivityType, AGE_STYLES, type AgeBand, byLevel } from "./types";

/*
 * Tracing and handwriting pages in the school style: three-line rows (cap line, dashed midline,
 * baseline), a solid model at the start of a row and dashed copies to trace after it; the last
 * rows are left empty to write freehand. Tracing has no answer page.
 */

const GUIDE = PRINT_MINIMUMS.lineWeightPt;

/** Three-line guide rows for a cap height, with a row's top and its cap line. */
function guideRows(box: Box, capHeight: number): { top: number; elements: Element[] }[] {
  const gap = capHeight * 0.55;
  const rows: { top: number; elements: Element[] }[] = [];
  const x1 = box.x + GUIDE;
  const x2 = box.x + box.width - GUIDE;
  for (
    let top = box.y + GUIDE * 2;
    top + capHeight + GUIDE * 2 <= box.y + box.height;
    top += capHeight + gap
  ) {
    rows.push({
      top,
      elements: [
        line(x1, top, x2, top, GUIDE),
        ...dashedLine(x1, x2, top + capHeight / 2, 5, 4, GUIDE),
        line(x1, top + capHeight, x2, top + capHeight, GUIDE * 1.5),
      ],
    });
  }
  return rows;
}

function traceRow(
  text: string,
  box: Box,
  top: number,
  band: AgeBand,
  model: boolean,
  fill: boolean,
): Element[] {
  const style = AGE_STYLES[band];
  const unit = style.capHeightPt / GLYPH_HEIGHT;
  const inset = style.strokePt + 4;
  const width = strokeTextWidth(text) * unit;
  const step = width + GLYPH_GAP * unit * 2.5;
  const count = fill
    ? Math.max(1, Math.floor((box.width - 2 * inset + GLYPH_GAP * unit * 2.5) / step))
    : 1;
  const elements: Element[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = box.x + inset + index * step;
    for (const stroke of placeStrokeText(text, x, top, style.capHeightPt)) {
      if (model && index === 0) elements.push(solidStroke(stroke, style.strokePt));
      else
        elements.push(
          ...dashedStroke(stroke, style.strokePt, style.strokePt * 2.2, style.strokePt * 1.8),
        );
    }
  }
  return elements;
}

export type TracingPage = ActivityBase & { text: string };

function tracingType(
  id: string,
  name: string,
  alphabet: string,
  what: string,
): ActivityType<TracingPage> {
  return {
    id,
    name,
    instruction: (page) => `Trace the ${what} ${page.text}, then write your own.`,
    generate: (seed, { ageBand, index }) => ({
      type: id,
      seed: String(seed),
      ageBand,
      text: alphabet[index % alphabet.length] as string,
    }),
    draw: (page, box) => {
      const rows = guideRows(box, AGE_STYLES[page.ageBand].capHeightPt);
      // Trace on all rows but the last, which is left for the child's own letters.
      return rows.flatMap((row, index) => [
        ...row.elements,
        ...(index < rows.length - 1 || rows.length === 1
          ? traceRow(page.text, box, row.top, page.ageBand, true, true)
          : []),
      ]);
    },
    drawAnswer: null,
  };
}

export const letterTracing = tracingType(
  "letter-tracing",
  "Letter tracing",
  "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  "letter",
);
export const numberTracing = tracingType(
  "number-tracing",
  "Number tracing",
  "1234567890",
  "number",
);

const WORDS: Record<AgeBand, readonly string[]> = {
  "3-5": ["CAT", "DOG", "SUN", "HAT", "BUS", "PIG", "CUP", "BED", "MAP", "EGG"],
  "4-6": ["FISH", "BIRD", "TREE", "FROG", "MOON", "CAKE", "BOAT", "STAR", "DUCK", "KITE"],
  "6-8": ["APPLE", "HOUSE", "TIGER", "RIVER", "CLOUD", "PLANT", "TRAIN", "SMILE", "ROBOT", "BEACH"],
};

export type HandwritingPage = ActivityBase & { words: string[] };

export const handwritingPractice: ActivityType<HandwritingPage> = {
  id: "handwriting",
  name: "Handwriting practice",
  instruction: () => "Trace each word, then write it on the empty line below.",
  generate: (seed, { ageBand }) => {
    const random = createRandom(seed);
    return {
      type: "handwriting",
      seed: String(seed),
      ageBand,
      words: random.shuffle(WORDS[ageBand]).slice(0, byLevel(ageBand, [2, 3, 4])),
    };
  },
  draw: (page, box) => {
    const style = AGE_STYLES[page.ageBand];
    // Words too long for the row at this size are shrunk to fit: a child's row, not a clipped word.
    const rows = guideRows(box, style.capHeightPt);
    const elements: Element[] = [];
    rows.forEach((row, index) => {
      elements.push(...row.elements);
      const word = page.words[Math.floor(index / 2)];
      if (word && index % 2 === 0) {
        const unit = style.capHeightPt / GLYPH_HEIGHT;
        if (strokeTextWidth(word) * unit <= box.width - 2 * (style.strokePt + 4)) {
          elements.push(...traceRow(word, box, row.top, page.ageBand, false, true));
        }
      }
    });
    return elements;
  },
  drawAnswer: null,
};

export type ShapeTracingPage = ActivityBase & { shape: ShapeId };

export const shapeTracing: ActivityType<ShapeTracingPage> = {
  id: "shape-tracing",
  name: "Shape tracing",
  instruction: (page) => `Trace the ${SHAPE_NAMES[page.shape]}s with your pencil.`,
  generate: (seed, { ageBand, index }) => ({
    type: "shape-tracing",
    seed: String(seed),
    ageBand,
    shape: SHAPE_IDS[index % SHAPE_IDS.length] as ShapeId,
  }),
  draw: (page, box) => {
    const style = AGE_STYLES[page.ageBand];
    const cols = byLevel(page.ageBand, [2, 2, 3]);
    const rows = byLevel(page.ageBand, [2, 3, 4]);
    const cellW = box.width / cols;
    const cellH = box.height / rows;
    const elements: Element[] = [];
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        const pad = style.strokePt + 8;
        const cell = {
          x: box.x + col * cellW + pad,
          y: box.y + row * cellH + pad,
          width: cellW - 2 * pad,
          height: cellH - 2 * pad,
        };
        const outline = shapeOutline(page.shape, cell);
        const closed: Point[] = [...outline, outline[0] as Point];
        if (row === 0 && col === 0)
          elements.push({
            ...solidStroke(closed, style.strokePt),
            closed: true,
            points: outline.flat(),
          });
        else
          elements.push(
            ...dashedStroke(closed, style.strokePt, style.strokePt * 2.5, style.strokePt * 2),
          );
      }
    }
    return elements;
  },
  drawAnswer: null,
};

export { GLYPH_WIDTH };
