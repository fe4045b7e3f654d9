import { PRINT_MINIMUMS } from "../../kdp/interior-rules";
import { type Box, type Element, placeText } from "../interior/elements";
import { type FontRole, measureText } from "../interior/font-metrics";
import { fitLine } from "../interior/layout-book";
import { line, ruledLines } from "./page-designs";

/*
 * Form pieces of the low-content templates: headings, "Label: ____" fields, tables and check
 * boxes. Each returns its elements and how far down the page it reached, so a template stacks
 * them from the top of the content box.
 */

export type Drawn = { elements: Element[]; bottom: number };
const STROKE: number = PRINT_MINIMUMS.lineWeightPt;

export function heading(text: string, box: Box, top: number, sizePt: number): Drawn {
  return {
    elements: [fitLine(text, "bold", sizePt, box, top, "left")],
    bottom: top + sizePt * 1.5,
  };
}

/** "Label: ________" with the rule on the text's baseline to the box's right edge. */
export function field(label: string, box: Box, top: number, sizePt: number): Drawn {
  const text = placeText(`${label}:`, "regular", sizePt, { x: box.x, width: box.width, top });
  const start = Math.min(box.x + text.width + 4, box.x + box.width - 10);
  return {
    elements: [text, line(start, text.baseline + 2, box.x + box.width - STROKE, text.baseline + 2)],
    bottom: top + sizePt * 2.2,
  };
}

/** Several fields side by side on one row. */
export function fieldRow(labels: readonly string[], box: Box, top: number, sizePt: number): Drawn {
  const gap = 10;
  const width = (box.width - gap * (labels.length - 1)) / labels.length;
  const elements = labels.flatMap(
    (label, index) =>
      field(label, { ...box, x: box.x + index * (width + gap), width }, top, sizePt).elements,
  );
  return { elements, bottom: top + sizePt * 2.2 };
}

/** Ruled writing lines filling a band of the box. */
export function lines(box: Box, top: number, height: number, spacingPt: number): Drawn {
  return {
    elements: ruledLines({ x: box.x, y: top, width: box.width, height }, spacingPt),
    bottom: top + height,
  };
}

export function checkbox(x: number, y: number, side: number): Element {
  return { kind: "rect", x, y, width: side, height: side, strokePt: STROKE, fill: 0 };
}

/** A list of check boxes with writing lines after them. */
export function checklist(box: Box, top: number, rows: number, spacingPt: number): Drawn {
  const elements: Element[] = [];
  const side = Math.min(spacingPt * 0.55, 10);
  for (let row = 0; row < rows; row += 1) {
    const baseline = top + (row + 1) * spacingPt;
    elements.push(checkbox(box.x + STROKE, baseline - side, side));
    elements.push(line(box.x + side + 6, baseline, box.x + box.width - STROKE, baseline));
  }
  return { elements, bottom: top + rows * spacingPt + 4 };
}

export type Column = { title: string; weight: number };

/** A ruled table: a header row of titles, then empty rows, all inside the box's width. */
export function table(
  columns: readonly Column[],
  box: Box,
  top: number,
  rows: number,
  rowHeight: number,
  sizePt: number,
  font: FontRole = "bold",
): Drawn {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const x0 = box.x + STROKE;
  const width = box.width - 2 * STROKE;
  const height = (rows + 1) * rowHeight;
  // Inset by the stroke so a table at the very top of the content box keeps its ink inside it.
  top += STROKE;
  const elements: Element[] = [
    { kind: "rect", x: x0, y: top, width, height, strokePt: STROKE, fill: 0 },
  ];
  let x = x0;
  columns.forEach((column, index) => {
    const columnWidth = (width * column.weight) / total;
    const size = Math.max(
      PRINT_MINIMUMS.fontSizePt,
      Math.min(sizePt, ((columnWidth - 6) / Math.max(1, measureText(column.title, font, 1))) * 1),
    );
    elements.push(
      placeText(column.title, font, size, { x: x + 3, width: columnWidth - 6, top: top + 3 }),
    );
    if (index > 0) elements.push(line(x, top, x, top + height));
    x += columnWidth;
  });
  for (let row = 1; row <= rows; row += 1) {
    const y = top + row * rowHeight;
    elements.push(line(x0, y, x0 + width, y, row === 1 ? STROKE * 1.5 : STROKE));
  }
  return { elements, bottom: top + height + STROKE };
}

/** Five outlined circles to colour in: a rating. */
export function ratingCircles(label: string, box: Box, top: number, sizePt: number): Drawn {
  const text = placeText(`${label}:`, "regular", sizePt, { x: box.x, width: box.width, top });
  const r = sizePt * 0.45;
  const elements: Element[] = [text];
  for (let index = 0; index < 5; index += 1) {
    elements.push({
      kind: "circle",
      cx: box.x + text.width + 8 + r + index * (2 * r + 6),
      cy: text.baseline - r * 0.8,
      r,
      strokePt: STROKE,
      fill: 0,
    });
  }
  return { elements, bottom: top + sizePt * 2.2 };
}
