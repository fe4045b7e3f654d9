import type { Box, Element, TextElement } from "../../books/interior/elements";
import { ascentPt, type FontRole, measureText, wrapText } from "../../books/interior/font-metrics";
import { fitGrid, type GridFrame, MIN_FONT_PT, STROKE } from "../draw";

/*
 * A grid above and lists below (crossword clues, fill-in words), sharing one box. The lists flow
 * through two columns, wrapped; the grid gives up height, then the text gives up size, until the
 * lists fit at 7 pt or more. Nothing is drawn outside the box: a list that cannot fit even then is
 * refused with an error rather than clipped.
 */

export type ListLine = { text: string; font: FontRole; gapBefore?: boolean };

const LEADING = 1.25;
const SHARES = [0.66, 0.6, 0.54, 0.48, 0.42, 0.36, 0.3];

function flow(lines: readonly ListLine[], box: Box, sizePt: number, columns: number) {
  const gutter = sizePt * 1.2;
  const columnWidth = (box.width - gutter * (columns - 1)) / columns;
  const leading = sizePt * LEADING;
  // The last line's glyphs (ascender to descender) stay under one size in height.
  const perColumn = Math.floor((box.height - sizePt) / leading) + 1;
  const wrapped: ListLine[] = [];
  for (const line of lines) {
    const parts = wrapText(line.text, line.font, sizePt, columnWidth);
    parts.forEach((text, index) => {
      wrapped.push({ text, font: line.font, gapBefore: index === 0 && line.gapBefore });
    });
  }
  const placed: TextElement[] = [];
  let column = 0;
  let row = 0;
  for (const line of wrapped) {
    // A heading's blank line is skipped at the top of a column.
    if (line.gapBefore && row > 0) row += 1;
    if (row >= perColumn) {
      column += 1;
      row = 0;
    }
    if (column >= columns) return null;
    placed.push({
      kind: "text",
      text: line.text,
      font: line.font,
      sizePt,
      x: box.x + column * (columnWidth + gutter),
      baseline: box.y + row * leading + ascentPt(line.font, sizePt),
      width: measureText(line.text, line.font, sizePt),
    });
    row += 1;
  }
  return placed;
}

export function layoutGridWithLists(
  box: Box,
  rows: number,
  cols: number,
  lines: readonly ListLine[],
  options: { maxCellPt: number; maxSizePt?: number },
): { frame: GridFrame; text: TextElement[] } {
  const maxSize = options.maxSizePt ?? 10;
  const columns = box.width > 420 ? 3 : 2;
  for (const share of SHARES) {
    const gridBox = { ...box, height: box.height * share };
    let frame = fitGrid(gridBox, rows, cols, STROKE.thick);
    if (frame.cellSize > options.maxCellPt) {
      frame = {
        ...frame,
        cellSize: options.maxCellPt,
        x: box.x + (box.width - options.maxCellPt * cols) / 2,
      };
    }
    // The grid sits at the top of the box; the lists start one line below it.
    frame = { ...frame, y: box.y + STROKE.thick / 2 };
    const gridBottom = frame.y + frame.rows * frame.cellSize + STROKE.thick / 2;
    for (let size = maxSize; size >= MIN_FONT_PT; size -= 0.5) {
      const top = gridBottom + size;
      const listBox = { x: box.x, y: top, width: box.width, height: box.y + box.height - top };
      if (listBox.height <= 0) continue;
      const text = flow(lines, listBox, size, columns);
      if (text) return { frame, text };
    }
  }
  throw new Error("The lists do not fit this box at 7 pt; give the puzzle a larger box");
}

/** Clue numbers in the top-left corner of their cells, as small as print allows. */
export function cellNumbers(frame: GridFrame, numbers: Map<number, number>): Element[] {
  const sizePt = Math.max(MIN_FONT_PT, Math.min(9, frame.cellSize * 0.32));
  return [...numbers].map(([cell, number]) => {
    const text = String(number);
    const x = frame.x + (cell % frame.cols) * frame.cellSize + Math.min(1.5, frame.cellSize * 0.06);
    const top = frame.y + Math.floor(cell / frame.cols) * frame.cellSize + 1;
    return {
      kind: "text" as const,
      text,
      font: "regular" as const,
      sizePt,
      x,
      baseline: top + ascentPt("regular", sizePt),
      width: measureText(text, "regular", sizePt),
    };
  });
}
