import { ascentPt, type FontRole, glyphHeightPt, measureText } from "./font-metrics";

/*
 * What a page is made of. Every coordinate is in points (1/72 in) on the PDF page, bleed
 * included, with the origin at the page's top-left corner and y growing downwards, as a reader
 * reads; the renderer flips y once (pdf-lib's origin is bottom-left). Strokes are centred on their
 * path. Fill is ink coverage from 0 (none) to 1 (black), so 0.15 is a 15% grey.
 */

export type Box = { x: number; y: number; width: number; height: number };

export type TextElement = {
  kind: "text";
  text: string;
  font: FontRole;
  sizePt: number;
  /** Left edge of the text (alignment already applied) and its baseline. */
  x: number;
  baseline: number;
  /** Advance width measured with the font-metrics table. */
  width: number;
};

export type LineElement = {
  kind: "line";
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  strokePt: number;
};

export type RectElement = {
  kind: "rect";
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0 draws no outline. */
  strokePt: number;
  fill: number;
};

export type CircleElement = {
  kind: "circle";
  cx: number;
  cy: number;
  r: number;
  strokePt: number;
  fill: number;
};

/** An open or closed path through points [x0, y0, x1, y1, …]: maze walls, arcs as short chords. */
export type PolylineElement = {
  kind: "polyline";
  points: number[];
  closed: boolean;
  strokePt: number;
};

/**
 * A grid of square cells with a character or short text centred in each: sudoku, word search,
 * answer keys. Thicker box lines are separate line elements drawn over it.
 */
export type GridElement = {
  kind: "grid";
  x: number;
  y: number;
  rows: number;
  cols: number;
  cellSize: number;
  /** Row-major, "" for an empty cell. */
  cells: string[];
  font: FontRole;
  sizePt: number;
  strokePt: number;
  /** Row-major ink coverage per cell (0 = none), or absent when no cell is shaded. */
  fills?: number[];
};

/**
 * A raster picture (a coloring book's own image, a manuscript's PNG or JPEG), drawn scaled to fit
 * inside its box and centred. `ref` names its bytes in the images the renderer is given, so a
 * laid-out book stays small and the bytes travel once, beside it (decision 0129).
 */
export type ImageElement = {
  kind: "image";
  ref: string;
  x: number;
  y: number;
  width: number;
  height: number;
};

export type Element =
  | ImageElement
  | TextElement
  | LineElement
  | RectElement
  | CircleElement
  | PolylineElement
  | GridElement;

/** The box an element's ink can reach, strokes and glyph ascenders included. */
export function elementBounds(element: Element): Box {
  switch (element.kind) {
    case "text": {
      const top = element.baseline - ascentPt(element.font, element.sizePt);
      return {
        x: element.x,
        y: top,
        width: element.width,
        height: glyphHeightPt(element.font, element.sizePt),
      };
    }
    case "line": {
      const half = element.strokePt / 2;
      const x = Math.min(element.x1, element.x2) - half;
      const y = Math.min(element.y1, element.y2) - half;
      return {
        x,
        y,
        width: Math.abs(element.x2 - element.x1) + element.strokePt,
        height: Math.abs(element.y2 - element.y1) + element.strokePt,
      };
    }
    case "rect":
      return grow(element, element.strokePt / 2);
    case "circle":
      return grow(
        {
          x: element.cx - element.r,
          y: element.cy - element.r,
          width: 2 * element.r,
          height: 2 * element.r,
        },
        element.strokePt / 2,
      );
    case "polyline": {
      let minX = Number.POSITIVE_INFINITY;
      let minY = Number.POSITIVE_INFINITY;
      let maxX = Number.NEGATIVE_INFINITY;
      let maxY = Number.NEGATIVE_INFINITY;
      for (let index = 0; index + 1 < element.points.length; index += 2) {
        const x = element.points[index] as number;
        const y = element.points[index + 1] as number;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
      return grow(
        { x: minX, y: minY, width: maxX - minX, height: maxY - minY },
        element.strokePt / 2,
      );
    }
    case "image":
      return { x: element.x, y: element.y, width: element.width, height: element.height };
    case "grid":
      return grow(
        {
          x: element.x,
          y: element.y,
          width: element.cols * element.cellSize,
          height: element.rows * element.cellSize,
        },
        element.strokePt / 2,
      );
  }
}

function grow(box: Box, by: number): Box {
  return { x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by };
}

/** Whether `inner` lies inside `outer`, allowing a rounding tolerance of a thousandth of a point. */
export function isBoxInside(inner: Box, outer: Box): boolean {
  const epsilon = 1e-3;
  return (
    inner.x >= outer.x - epsilon &&
    inner.y >= outer.y - epsilon &&
    inner.x + inner.width <= outer.x + outer.width + epsilon &&
    inner.y + inner.height <= outer.y + outer.height + epsilon
  );
}

export type Align = "left" | "center" | "right";

/** A text element whose line box starts at `top`, aligned inside [x, x + width]. */
export function placeText(
  text: string,
  font: FontRole,
  sizePt: number,
  box: { x: number; width: number; top: number },
  align: Align = "left",
): TextElement {
  const width = measureText(text, font, sizePt);
  const x =
    align === "left"
      ? box.x
      : align === "center"
        ? box.x + (box.width - width) / 2
        : box.x + box.width - width;
  return { kind: "text", text, font, sizePt, x, baseline: box.top + ascentPt(font, sizePt), width };
}

/** The largest square of a box's aspect, centred in it: most puzzles are drawn in one. */
export function centerSquare(box: Box, side = Math.min(box.width, box.height)): Box {
  return {
    x: box.x + (box.width - side) / 2,
    y: box.y + (box.height - side) / 2,
    width: side,
    height: side,
  };
}

/** Shrink a box by a margin on every side. */
export function insetBox(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
}
