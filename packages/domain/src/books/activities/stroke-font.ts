import type { Point } from "../coloring/geometry";
import type { LineElement, PolylineElement } from "../interior/elements";

/*
 * A single-stroke school print alphabet (capitals and digits) for tracing pages: each glyph is
 * the pen's path, not an outline, so it can be drawn solid as a model or dashed to trace over.
 * Glyphs sit on a 4 × 6 grid, y down, cap line at 0 and baseline at 6. A path is written as
 * "x,y" points and "a:cx,cy,rx,ry,from,to" elliptical arcs in degrees (0 = right, 90 = down);
 * "|" starts a new stroke.
 */

const GLYPHS: Record<string, string> = {
  A: "0,6 2,0 4,6|0.8,3.6 3.2,3.6",
  B: "0,6 0,0 2.5,0 a:2.5,1.5,1.5,1.5,-90,90 0,3|0,3 2.7,3 a:2.7,4.5,1.3,1.5,-90,90 0,6",
  C: "a:2,3,2,3,-40,-320",
  D: "0,6 0,0 1.5,0 a:1.5,3,2.5,3,-90,90 0,6",
  E: "4,0 0,0 0,6 4,6|0,3 3,3",
  F: "4,0 0,0 0,6|0,3 3,3",
  G: "a:2,3,2,3,-40,-360 2.2,3",
  H: "0,0 0,6|4,0 4,6|0,3 4,3",
  I: "2,0 2,6|0.8,0 3.2,0|0.8,6 3.2,6",
  J: "4,0 4,4.5 a:2.5,4.5,1.5,1.5,0,180",
  K: "0,0 0,6|4,0 0,3.5|1.2,2.6 4,6",
  L: "0,0 0,6 3.5,6",
  M: "0,6 0,0 2,4 4,0 4,6",
  N: "0,6 0,0 4,6 4,0",
  O: "a:2,3,2,3,0,360",
  P: "0,6 0,0 2.5,0 a:2.5,1.6,1.5,1.6,-90,90 0,3.2",
  Q: "a:2,3,2,3,0,360|2.6,4.4 4,6",
  R: "0,6 0,0 2.5,0 a:2.5,1.6,1.5,1.6,-90,90 0,3.2|1.8,3.2 4,6",
  S: "a:2,1.5,1.8,1.5,-20,-270 a:2,4.5,2,1.5,-90,160",
  T: "0,0 4,0|2,0 2,6",
  U: "0,0 0,4 a:2,4,2,2,180,0 4,0",
  V: "0,0 2,6 4,0",
  W: "0,0 1,6 2,2 3,6 4,0",
  X: "0,0 4,6|4,0 0,6",
  Y: "0,0 2,3 4,0|2,3 2,6",
  Z: "0,0 4,0 0,6 4,6",
  "0": "a:2,3,1.7,3,0,360",
  "1": "0.8,1.2 2,0 2,6|0.8,6 3.2,6",
  "2": "a:2,1.8,1.8,1.8,-160,20 0,6 4,6",
  "3": "a:2,1.5,1.8,1.5,-160,90 a:2,4.5,2,1.5,-90,160",
  "4": "3,6 3,0 0,4 4,4",
  "5": "3.8,0 0.5,0 0.2,2.7 a:2,4.1,2,1.9,-130,150",
  "6": "3.4,0.3 1.6,1.2 0.4,3 0.1,4.2 a:2,4.2,1.9,1.8,180,540",
  "7": "0,0 4,0 1.5,6",
  "8": "a:2,1.5,1.6,1.5,90,450|a:2,4.5,2,1.5,-90,270",
  "9": "a:2,1.8,1.9,1.8,0,360|3.9,1.8 3.6,4 2.4,6",
};

export const GLYPH_WIDTH = 4;
export const GLYPH_HEIGHT = 6;
/** Space between glyphs in grid units. */
export const GLYPH_GAP = 1.6;
export const TRACEABLE = Object.keys(GLYPHS).join("");

function parseStroke(source: string): Point[] {
  const points: Point[] = [];
  for (const token of source.trim().split(/\s+/)) {
    if (token.startsWith("a:")) {
      const [cx, cy, rx, ry, from, to] = token.slice(2).split(",").map(Number) as number[];
      const sweep = (to as number) - (from as number);
      const count = Math.max(8, Math.ceil(Math.abs(sweep) / 12));
      for (let index = 0; index <= count; index += 1) {
        const angle = (((from as number) + (sweep * index) / count) * Math.PI) / 180;
        points.push([
          (cx as number) + (rx as number) * Math.cos(angle),
          (cy as number) + (ry as number) * Math.sin(angle),
        ]);
      }
    } else {
      const [x, y] = token.split(",").map(Number) as [number, number];
      points.push([x, y]);
    }
  }
  return points;
}

const PARSED = new Map(
  Object.entries(GLYPHS).map(([char, source]) => [char, source.split("|").map(parseStroke)]),
);

/** The strokes of a glyph in grid units; throws for a character the font lacks. */
export function glyphStrokes(char: string): Point[][] {
  const strokes = PARSED.get(char.toUpperCase());
  if (!strokes) throw new Error(`No tracing glyph for "${char}"`);
  return strokes;
}

/** Text's width in grid units. */
export function strokeTextWidth(text: string): number {
  return text.length * GLYPH_WIDTH + Math.max(0, text.length - 1) * GLYPH_GAP;
}

/** A word's strokes placed with the cap line at `top`, glyphs `capHeightPt` tall. */
export function placeStrokeText(
  text: string,
  x: number,
  top: number,
  capHeightPt: number,
): Point[][] {
  const unit = capHeightPt / GLYPH_HEIGHT;
  const strokes: Point[][] = [];
  [...text].forEach((char, index) => {
    if (char === " ") return;
    const left = x + index * (GLYPH_WIDTH + GLYPH_GAP) * unit;
    for (const stroke of glyphStrokes(char)) {
      strokes.push(stroke.map(([gx, gy]) => [left + gx * unit, top + gy * unit] as Point));
    }
  });
  return strokes;
}

export function solidStroke(points: readonly Point[], strokePt: number): PolylineElement {
  return { kind: "polyline", points: points.flat(), closed: false, strokePt };
}

/** A path as dashes along its length: the school "trace me" line. */
export function dashedStroke(
  points: readonly Point[],
  strokePt: number,
  dashPt: number,
  gapPt: number,
): LineElement[] {
  const dashes: LineElement[] = [];
  let drawing = true;
  let left = dashPt;
  for (let index = 1; index < points.length; index += 1) {
    let [x0, y0] = points[index - 1] as Point;
    const [x1, y1] = points[index] as Point;
    let length = Math.hypot(x1 - x0, y1 - y0);
    while (length > 1e-9) {
      const take = Math.min(left, length);
      const t = take / length;
      const xm = x0 + (x1 - x0) * t;
      const ym = y0 + (y1 - y0) * t;
      if (drawing) dashes.push({ kind: "line", x1: x0, y1: y0, x2: xm, y2: ym, strokePt });
      x0 = xm;
      y0 = ym;
      length -= take;
      left -= take;
      if (left <= 1e-9) {
        drawing = !drawing;
        left = drawing ? dashPt : gapPt;
      }
    }
  }
  return dashes;
}
