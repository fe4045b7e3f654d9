import type { Box } from "../../books/interior/elements";
import { fitGrid, type GridFrame, STROKE } from "../draw";

/**
 * fitGrid with a ceiling on the cell: a four-rung ladder or a small crossword would otherwise
 * fill a whole page with 80 pt squares. The grid stays centred in the box.
 */
export function fitGridCapped(box: Box, rows: number, cols: number, maxCellPt: number): GridFrame {
  const frame = fitGrid(box, rows, cols, STROKE.thick);
  if (frame.cellSize <= maxCellPt) return frame;
  return {
    x: box.x + (box.width - maxCellPt * cols) / 2,
    y: box.y + (box.height - maxCellPt * rows) / 2,
    cellSize: maxCellPt,
    rows,
    cols,
  };
}
