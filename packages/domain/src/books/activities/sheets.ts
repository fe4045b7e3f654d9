import { PRINT_MINIMUMS } from "../../kdp/interior-rules";
import { createRandom } from "../../puzzles/random";
import type { Point } from "../coloring/geometry";
import { type Box, type Element, type GridElement, insetBox } from "../interior/elements";
import { line } from "../low-content/page-designs";
import { SHAPE_IDS, type ShapeId, shapeOutline } from "./shapes";
import { type ActivityBase, type ActivityType, AGE_STYLES, byLevel } from "./types";

/*
 * Game sheets and grid drawing: tic-tac-toe boards, dots and boxes, and copy-the-picture grids.
 * Games have no answer; copying has none either (the model is on the page).
 */

/** Split a box into rows × cols equal slots with a gap. */
export function slotBoxes(box: Box, rows: number, cols: number, gap: number): Box[] {
  const width = (box.width - gap * (cols - 1)) / cols;
  const height = (box.height - gap * (rows - 1)) / rows;
  const boxes: Box[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      boxes.push({
        x: box.x + col * (width + gap),
        y: box.y + row * (height + gap),
        width,
        height,
      });
    }
  }
  return boxes;
}

function square(box: Box): Box {
  const side = Math.min(box.width, box.height);
  return {
    x: box.x + (box.width - side) / 2,
    y: box.y + (box.height - side) / 2,
    width: side,
    height: side,
  };
}

export type SheetPage = ActivityBase & { boards: number };

export const ticTacToe: ActivityType<SheetPage> = {
  id: "tic-tac-toe",
  name: "Tic-tac-toe",
  instruction: () => "Play with a friend: three in a row wins!",
  generate: (seed, { ageBand }) => ({
    type: "tic-tac-toe",
    seed: String(seed),
    ageBand,
    boards: byLevel(ageBand, [2, 4, 6]),
  }),
  draw: (page, box) => {
    const stroke = AGE_STYLES[page.ageBand].strokePt;
    const [rows, cols] = page.boards === 2 ? [2, 1] : page.boards === 4 ? [2, 2] : [3, 2];
    return slotBoxes(box, rows, cols, 24).flatMap((slot) => {
      const board = square(slot);
      const third = board.width / 3;
      const pad = stroke;
      return [1, 2].flatMap((k) => [
        line(
          board.x + k * third,
          board.y + pad,
          board.x + k * third,
          board.y + board.height - pad,
          stroke,
        ),
        line(
          board.x + pad,
          board.y + k * third,
          board.x + board.width - pad,
          board.y + k * third,
          stroke,
        ),
      ]);
    });
  },
  drawAnswer: null,
};

export const dotsAndBoxes: ActivityType<SheetPage & { size: number }> = {
  id: "dots-and-boxes",
  name: "Dots and boxes",
  instruction: () => "Take turns to join two dots. Close a box and write your initial in it.",
  generate: (seed, { ageBand }) => ({
    type: "dots-and-boxes",
    seed: String(seed),
    ageBand,
    boards: 2,
    size: byLevel(ageBand, [4, 5, 7]),
  }),
  draw: (page, box) => {
    const r = AGE_STYLES[page.ageBand].strokePt * 1.2;
    // Inset each board so the two read as two games, not one long field of dots.
    return slotBoxes(box, 2, 1, 24).flatMap((slot) => {
      const board = square(insetBox(slot, 18));
      const pitch = (board.width - 2 * r) / (page.size - 1);
      const dots: Element[] = [];
      for (let row = 0; row < page.size; row += 1) {
        for (let col = 0; col < page.size; col += 1) {
          dots.push({
            kind: "circle",
            cx: board.x + r + col * pitch,
            cy: board.y + r + row * pitch,
            r,
            strokePt: 0,
            fill: 1,
          });
        }
      }
      return dots;
    });
  },
  drawAnswer: null,
};

export type CopyPicturePage = ActivityBase & {
  size: number;
  shape: ShapeId;
  path: [number, number][];
};

/** A shape's outline snapped to grid vertices: a picture made of grid-line segments and diagonals. */
function snapToGrid(shape: ShapeId, size: number): [number, number][] {
  const outline = shapeOutline(shape, { x: 0, y: 0, width: size, height: size });
  const path: [number, number][] = [];
  for (const [x, y] of outline) {
    const vertex: [number, number] = [Math.round(x), Math.round(y)];
    const last = path.at(-1);
    if (!last || last[0] !== vertex[0] || last[1] !== vertex[1]) path.push(vertex);
  }
  const first = path[0];
  const last = path.at(-1);
  if (first && last && path.length > 1 && first[0] === last[0] && first[1] === last[1]) path.pop();
  return path;
}

function gridOf(box: Box, size: number): { grid: GridElement; cell: number; x: number; y: number } {
  // Room for the picture's thick stroke on the grid's outer lines.
  const side = Math.min(box.width, box.height) - 8;
  const cell = side / size;
  const x = box.x + (box.width - side) / 2;
  const y = box.y + (box.height - side) / 2;
  return {
    grid: {
      kind: "grid",
      x,
      y,
      rows: size,
      cols: size,
      cellSize: cell,
      cells: Array.from({ length: size * size }, () => ""),
      font: "regular",
      sizePt: PRINT_MINIMUMS.fontSizePt,
      strokePt: PRINT_MINIMUMS.lineWeightPt,
    },
    cell,
    x,
    y,
  };
}

export const copyThePicture: ActivityType<CopyPicturePage> = {
  id: "copy-the-picture",
  name: "Copy the picture",
  instruction: () => "Copy the picture into the empty grid, one square at a time.",
  generate: (seed, { ageBand }) => {
    const random = createRandom(seed);
    const size = byLevel(ageBand, [4, 6, 8]);
    // Pick a shape that keeps at least three corners once snapped to this grid.
    for (const shape of random.shuffle(SHAPE_IDS)) {
      const path = snapToGrid(shape, size);
      if (path.length >= 3)
        return { type: "copy-the-picture", seed: String(seed), ageBand, size, shape, path };
    }
    throw new Error("No shape fits the grid");
  },
  draw: (page, box) => {
    const stroke = AGE_STYLES[page.ageBand].strokePt;
    const [top, bottom] = slotBoxes(box, 2, 1, 24) as [Box, Box];
    const model = gridOf(top, page.size);
    const copy = gridOf(bottom, page.size);
    const points: Point[] = page.path.map(([gx, gy]) => [
      model.x + gx * model.cell,
      model.y + gy * model.cell,
    ]);
    return [
      model.grid,
      { kind: "polyline", points: points.flat(), closed: true, strokePt: stroke },
      copy.grid,
    ];
  },
  drawAnswer: null,
};
