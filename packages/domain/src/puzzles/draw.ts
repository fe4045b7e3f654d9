import type { Box, GridElement, LineElement, TextElement } from "../books/interior/elements";
import { type FontRole, measureText } from "../books/interior/font-metrics";
import { PRINT_MINIMUMS } from "../kdp/interior-rules";

/*
 * Drawing helpers shared by the puzzle types. Strokes never go under KDP's 0.75 pt and text never
 * under 7 pt (kdp/interior-rules.ts), and everything stays inside the box it is given, strokes
 * included, so the layout's safe-area check holds for any box.
 */

export const STROKE = { thin: PRINT_MINIMUMS.lineWeightPt, thick: 2 } as const;
export const MIN_FONT_PT = PRINT_MINIMUMS.fontSizePt;

export type GridFrame = { x: number; y: number; cellSize: number; rows: number; cols: number };

/** The largest grid of square cells that fits a box with room for a stroke, centred in it. */
export function fitGrid(
  box: Box,
  rows: number,
  cols: number,
  strokePt: number = STROKE.thick,
): GridFrame {
  const room = strokePt;
  const cellSize = Math.max(0, Math.min((box.width - room) / cols, (box.height - room) / rows));
  return {
    x: box.x + (box.width - cellSize * cols) / 2,
    y: box.y + (box.height - cellSize * rows) / 2,
    cellSize,
    rows,
    cols,
  };
}

/** A font size that fits `sample` inside a cell, at most 60% of it tall, never under 7 pt. */
export function cellFontSize(cellSize: number, sample = "8", font: FontRole = "regular"): number {
  const byHeight = cellSize * 0.6;
  const width = measureText(sample, font, 1);
  const byWidth = width > 0 ? (cellSize * 0.85) / width : byHeight;
  return Math.max(MIN_FONT_PT, Math.floor(Math.min(byHeight, byWidth) * 10) / 10);
}

export function gridElement(
  frame: GridFrame,
  cells: string[],
  options: { font?: FontRole; strokePt?: number; fills?: number[]; sample?: string } = {},
): GridElement {
  const font = options.font ?? "regular";
  const longest = cells.reduce((best, cell) => (cell.length > best.length ? cell : best), "8");
  return {
    kind: "grid",
    x: frame.x,
    y: frame.y,
    rows: frame.rows,
    cols: frame.cols,
    cellSize: frame.cellSize,
    cells,
    font,
    sizePt: cellFontSize(frame.cellSize, options.sample ?? longest, font),
    strokePt: options.strokePt ?? STROKE.thin,
    ...(options.fills ? { fills: options.fills } : {}),
  };
}

/** Thick lines between boxes of a grid (sudoku's regions) and around it. */
export function boxLines(frame: GridFrame, boxRows: number, boxCols: number): LineElement[] {
  const lines: LineElement[] = [];
  const { x, y, cellSize, rows, cols } = frame;
  for (let row = 0; row <= rows; row += boxRows) {
    lines.push(line(x, y + row * cellSize, x + cols * cellSize, y + row * cellSize, STROKE.thick));
  }
  for (let col = 0; col <= cols; col += boxCols) {
    lines.push(line(x + col * cellSize, y, x + col * cellSize, y + rows * cellSize, STROKE.thick));
  }
  return lines;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  strokePt: number = STROKE.thin,
): LineElement {
  return { kind: "line", x1, y1, x2, y2, strokePt };
}

/**
 * Lines of text in one or two columns filling a box from the top, at the largest size up to
 * `maxSizePt` that fits (never under 7 pt; a list too long for that is the caller's to split).
 */
export function textColumns(
  lines: readonly string[],
  box: Box,
  options: { maxSizePt?: number; font?: FontRole; columns?: 1 | 2 } = {},
): TextElement[] {
  const font = options.font ?? "regular";
  const columns = options.columns ?? 1;
  const perColumn = Math.ceil(lines.length / columns);
  const columnWidth = box.width / columns;
  const widest = Math.max(1, ...lines.map((text) => measureText(text, font, 1)));
  const byWidth = (columnWidth * 0.95) / widest;
  const byHeight = box.height / (perColumn * 1.6);
  const sizePt = Math.max(
    MIN_FONT_PT,
    Math.floor(Math.min(options.maxSizePt ?? 14, byWidth, byHeight) * 10) / 10,
  );
  return lines.map((text, index) => {
    const column = Math.floor(index / perColumn);
    const row = index % perColumn;
    return {
      kind: "text",
      text,
      font,
      sizePt,
      x: box.x + column * columnWidth,
      baseline: box.y + row * sizePt * 1.6 + sizePt,
      width: measureText(text, font, sizePt),
    };
  });
}
