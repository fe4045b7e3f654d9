import { POINTS_PER_INCH, PRINT_MINIMUMS } from "../../kdp/interior-rules";
import type { Box, Element, LineElement } from "../interior/elements";

/*
 * The ruled page designs of low-content books (decision 0101). Each draws into any box it is
 * given and keeps its ink inside it, strokes included, so a template can put a design under a
 * heading. Spacings follow the paper trade's names: college ruled is 9/32 in between lines, wide
 * ruled 11/32 in; dot grid and graph paper use a 1/4 in pitch (5 mm on request); handwriting
 * paper is the school three-line rule (solid top and base, dashed midline).
 */

export const PAGE_DESIGNS = [
  "lined-college",
  "lined-wide",
  "dot-grid",
  "graph",
  "handwriting",
  "sketch",
  "storyboard",
  "music-staff",
] as const;
export type PageDesign = (typeof PAGE_DESIGNS)[number];

export const RULE_SPACING_IN = { college: 9 / 32, wide: 11 / 32 } as const;
export const GRID_PITCH_IN = 0.25;
const STROKE: number = PRINT_MINIMUMS.lineWeightPt;
/** KDP's 10% grey floor is for fills; dots print as 60% ink so they read as guides, not as text. */
const DOT_INK = 0.6;
const DOT_RADIUS_PT = 0.9;

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  strokePt = STROKE,
): LineElement {
  return { kind: "line", x1, y1, x2, y2, strokePt };
}

/** Horizontal rules every `spacingPt` from one spacing below the top of the box. */
export function ruledLines(box: Box, spacingPt: number, strokePt = STROKE): LineElement[] {
  const lines: LineElement[] = [];
  const inset = strokePt;
  for (let y = box.y + spacingPt; y <= box.y + box.height - strokePt / 2; y += spacingPt) {
    lines.push(line(box.x + inset, y, box.x + box.width - inset, y, strokePt));
  }
  return lines;
}

/** A dashed horizontal line as short segments (the element kinds have no dash pattern). */
export function dashedLine(
  x1: number,
  x2: number,
  y: number,
  dashPt = 4,
  gapPt = 3,
  strokePt = STROKE,
): LineElement[] {
  const segments: LineElement[] = [];
  for (let x = x1; x < x2; x += dashPt + gapPt) {
    segments.push(line(x, y, Math.min(x + dashPt, x2), y, strokePt));
  }
  return segments;
}

function dotGrid(box: Box, pitchPt: number): Element[] {
  const elements: Element[] = [];
  const cols = Math.floor((box.width - 2 * DOT_RADIUS_PT) / pitchPt);
  const rows = Math.floor((box.height - 2 * DOT_RADIUS_PT) / pitchPt);
  const x0 = box.x + (box.width - cols * pitchPt) / 2;
  const y0 = box.y + (box.height - rows * pitchPt) / 2;
  for (let row = 0; row <= rows; row += 1) {
    for (let col = 0; col <= cols; col += 1) {
      elements.push({
        kind: "circle",
        cx: x0 + col * pitchPt,
        cy: y0 + row * pitchPt,
        r: DOT_RADIUS_PT,
        strokePt: 0,
        fill: DOT_INK,
      });
    }
  }
  return elements;
}

function graph(box: Box, pitchPt: number): Element[] {
  const cols = Math.floor((box.width - STROKE) / pitchPt);
  const rows = Math.floor((box.height - STROKE) / pitchPt);
  // One grid element of empty cells: a page of graph paper is one element, not a hundred lines.
  return [
    {
      kind: "grid",
      x: box.x + (box.width - cols * pitchPt) / 2,
      y: box.y + (box.height - rows * pitchPt) / 2,
      rows,
      cols,
      cellSize: pitchPt,
      cells: Array.from({ length: rows * cols }, () => ""),
      font: "regular",
      sizePt: PRINT_MINIMUMS.fontSizePt,
      strokePt: STROKE,
    },
  ];
}

/** School handwriting rows: solid top line, dashed midline, solid baseline, then a gap. */
export function handwritingRows(box: Box, rowHeightPt: number, strokePt = STROKE): Element[] {
  const elements: Element[] = [];
  const gap = rowHeightPt * 0.5;
  const x1 = box.x + strokePt;
  const x2 = box.x + box.width - strokePt;
  for (let top = box.y + strokePt; top + rowHeightPt <= box.y + box.height - strokePt; ) {
    elements.push(line(x1, top, x2, top, strokePt));
    elements.push(...dashedLine(x1, x2, top + rowHeightPt / 2, 5, 4, strokePt));
    elements.push(line(x1, top + rowHeightPt, x2, top + rowHeightPt, strokePt * 1.5));
    top += rowHeightPt + gap;
  }
  return elements;
}

function frame(box: Box, strokePt = 1.5): Element {
  const half = strokePt / 2;
  return {
    kind: "rect",
    x: box.x + half,
    y: box.y + half,
    width: box.width - strokePt,
    height: box.height - strokePt,
    strokePt,
    fill: 0,
  };
}

/** Storyboard: 16:9 panels, two per row on wide pages, each with two caption lines under it. */
function storyboard(box: Box): Element[] {
  const cols = box.width > 5 * POINTS_PER_INCH ? 2 : 1;
  const gap = 12;
  const panelWidth = (box.width - gap * (cols - 1)) / cols;
  const panelHeight = (panelWidth * 9) / 16;
  // Two caption lines 18 pt apart, and room under the second so the rule count is exact.
  const captionHeight = 2 * 18 + 6;
  const rows = Math.max(1, Math.floor((box.height + gap) / (panelHeight + captionHeight + gap)));
  const elements: Element[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const x = box.x + col * (panelWidth + gap);
      const y = box.y + row * (panelHeight + captionHeight + gap);
      elements.push(frame({ x, y, width: panelWidth, height: panelHeight }, 1));
      elements.push(
        ...ruledLines({ x, y: y + panelHeight, width: panelWidth, height: captionHeight }, 18),
      );
    }
  }
  return elements;
}

/** Music staves: five lines 1/12 in apart, staves spaced evenly down the box. */
function musicStaff(box: Box): Element[] {
  const lineGap = POINTS_PER_INCH / 12;
  const staffHeight = 4 * lineGap;
  const pitch = staffHeight + POINTS_PER_INCH * 0.55;
  const count = Math.max(1, Math.floor((box.height - staffHeight) / pitch) + 1);
  const spare = box.height - staffHeight - (count - 1) * pitch;
  const elements: Element[] = [];
  for (let staff = 0; staff < count; staff += 1) {
    const top = box.y + spare / 2 + staff * pitch;
    for (let index = 0; index < 5; index += 1) {
      const y = top + index * lineGap;
      elements.push(line(box.x + STROKE, y, box.x + box.width - STROKE, y));
    }
    // Bar lines at both ends close each staff, as printed manuscript paper does.
    elements.push(line(box.x + STROKE, top, box.x + STROKE, top + staffHeight));
    elements.push(
      line(box.x + box.width - STROKE, top, box.x + box.width - STROKE, top + staffHeight),
    );
  }
  return elements;
}

/** A design drawn over a box. `pitchIn` overrides the grid pitch of dot-grid and graph pages. */
export function drawPageDesign(design: PageDesign, box: Box, pitchIn = GRID_PITCH_IN): Element[] {
  switch (design) {
    case "lined-college":
      return ruledLines(box, RULE_SPACING_IN.college * POINTS_PER_INCH);
    case "lined-wide":
      return ruledLines(box, RULE_SPACING_IN.wide * POINTS_PER_INCH);
    case "dot-grid":
      return dotGrid(box, pitchIn * POINTS_PER_INCH);
    case "graph":
      return graph(box, pitchIn * POINTS_PER_INCH);
    case "handwriting":
      return handwritingRows(box, POINTS_PER_INCH * 0.75);
    case "sketch":
      return [frame(box)];
    case "storyboard":
      return storyboard(box);
    case "music-staff":
      return musicStaff(box);
  }
}
