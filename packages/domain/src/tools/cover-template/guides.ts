import type { CoverRect, CoverTemplate } from "./cover-template";

/*
 * The cover template as a list of drawing instructions in inches (origin top-left), so the PDF,
 * the 300 DPI PNG and the on-page preview draw exactly the same guides from one description.
 */

export type GuideColor = `#${string}`;

export type GuideShape =
  | {
      kind: "rect";
      rect: CoverRect;
      fill?: GuideColor;
      stroke?: GuideColor;
      /** Stroke width in points. */
      lineWidthPt?: number;
      /** Dash pattern in points. */
      dashPt?: number[];
    }
  | {
      kind: "line";
      x1In: number;
      y1In: number;
      x2In: number;
      y2In: number;
      stroke: GuideColor;
      lineWidthPt: number;
      dashPt?: number[];
    }
  | {
      kind: "text";
      text: string;
      /** Anchor point: the centre of the text's baseline, or its start when align is "start". */
      xIn: number;
      yIn: number;
      sizePt: number;
      color: GuideColor;
      align: "start" | "center";
      /** Turned to read bottom to top, as on a spine. */
      vertical?: boolean;
      bold?: boolean;
      /** Longest the text may be; renderers shrink the size to fit. */
      maxWidthIn: number;
    };

export const GUIDE_COLORS = {
  bleed: "#fbd5d5",
  wrap: "#fbd5d5",
  hinge: "#fde68a",
  spine: "#dbeafe",
  trim: "#111827",
  fold: "#1d4ed8",
  safe: "#15803d",
  barcode: "#111827",
  title: "#9ca3af",
  text: "#374151",
  edgeText: "#991b1b",
  white: "#ffffff",
} as const satisfies Record<string, GuideColor>;

const fmt = (value: number) => value.toFixed(3);

/** "6 × 9 in paperback, 120 pages, black ink, white paper". */
export function describeCoverTemplate(template: CoverTemplate): string {
  return `${template.trim.widthIn} × ${template.trim.heightIn} in ${template.binding}, ${template.pages} pages, ${template.paperLabel.toLowerCase()}`;
}

/** The file name for a download: "kdp-cover-paperback-6x9-120p-white.pdf". */
export function nameCoverTemplateFile(template: CoverTemplate, extension: "pdf" | "png"): string {
  return `kdp-cover-${template.binding}-${template.trim.id}-${template.pages}p-${template.paper}.${extension}`;
}

function label(
  text: string,
  xIn: number,
  yIn: number,
  sizePt: number,
  maxWidthIn: number,
  options: Partial<Extract<GuideShape, { kind: "text" }>> = {},
): GuideShape {
  return {
    kind: "text",
    text,
    xIn,
    yIn,
    sizePt,
    color: GUIDE_COLORS.text,
    align: "center",
    maxWidthIn,
    ...options,
  };
}

export function listCoverGuides(template: CoverTemplate): GuideShape[] {
  const { regions } = template;
  const { back, spine, front, safe, barcode, trim, hinges } = regions;
  const full: CoverRect = {
    xIn: 0,
    yIn: 0,
    widthIn: template.widthIn,
    heightIn: template.heightIn,
  };
  const isHardcover = template.binding === "hardcover";
  const edgeIn = trim.xIn;
  const shapes: GuideShape[] = [];

  // Bleed or wrap: everything outside the visible cover.
  shapes.push({
    kind: "rect",
    rect: full,
    fill: isHardcover ? GUIDE_COLORS.wrap : GUIDE_COLORS.bleed,
  });
  shapes.push({ kind: "rect", rect: trim, fill: GUIDE_COLORS.white });
  shapes.push({ kind: "rect", rect: spine, fill: GUIDE_COLORS.spine });
  for (const hinge of hinges ?? []) {
    shapes.push({ kind: "rect", rect: hinge, fill: GUIDE_COLORS.hinge });
  }

  // Safe areas.
  for (const area of [safe.back, safe.front]) {
    shapes.push({
      kind: "rect",
      rect: area,
      stroke: GUIDE_COLORS.safe,
      lineWidthPt: 0.75,
      dashPt: [4, 3],
    });
  }
  if (safe.spine && template.spineTextAllowed) {
    shapes.push({
      kind: "rect",
      rect: safe.spine,
      stroke: GUIDE_COLORS.safe,
      lineWidthPt: 0.5,
      dashPt: [2, 2],
    });
  }

  // Trim line (or the board edge) and the spine folds.
  shapes.push({ kind: "rect", rect: trim, stroke: GUIDE_COLORS.trim, lineWidthPt: 1 });
  for (const xIn of [spine.xIn, spine.xIn + spine.widthIn]) {
    shapes.push({
      kind: "line",
      x1In: xIn,
      y1In: 0,
      x2In: xIn,
      y2In: template.heightIn,
      stroke: GUIDE_COLORS.fold,
      lineWidthPt: 0.75,
      dashPt: [6, 3],
    });
  }

  // Barcode box.
  shapes.push({
    kind: "rect",
    rect: barcode,
    fill: GUIDE_COLORS.white,
    stroke: GUIDE_COLORS.barcode,
    lineWidthPt: 1,
  });
  const barcodeCentre = barcode.xIn + barcode.widthIn / 2;
  shapes.push(
    label("BARCODE AREA", barcodeCentre, barcode.yIn + 0.5, 9, barcode.widthIn - 0.1, {
      bold: true,
    }),
    label(
      `${barcode.widthIn} × ${barcode.heightIn} in, KDP prints it here`,
      barcodeCentre,
      barcode.yIn + 0.75,
      7,
      barcode.widthIn - 0.1,
    ),
  );

  // Panel titles and the facts of this template.
  const titleY = back.yIn + back.heightIn * 0.42;
  for (const [panel, title] of [
    [back, "BACK COVER"],
    [front, "FRONT COVER"],
  ] as const) {
    shapes.push(
      label(title, panel.xIn + panel.widthIn / 2, titleY, 28, panel.widthIn - 0.5, {
        color: GUIDE_COLORS.title,
        bold: true,
      }),
    );
  }
  const infoX = front.xIn + front.widthIn / 2;
  const infoWidth = front.widthIn - 0.6;
  const lines = [
    describeCoverTemplate(template),
    `Full cover ${fmt(template.widthIn)} × ${fmt(template.heightIn)} in (${template.widthMm} × ${template.heightMm} mm)`,
    `${template.widthPx} × ${template.heightPx} px at ${template.dpi} DPI; spine ${fmt(template.spineIn)} in (${template.spineMm} mm)`,
    isHardcover
      ? `Wrap ${fmt(template.wrapIn ?? 0)} in, hinge ${fmt(template.hingeIn ?? 0)} in, board ${fmt(template.boardWidthIn ?? 0)} × ${fmt(template.boardHeightIn ?? 0)} in`
      : `Bleed ${fmt(template.bleedIn ?? 0)} in on every outer edge; safe area ${fmt(template.safeMarginIn)} in inside the trim`,
  ];
  lines.forEach((line, index) => {
    shapes.push(label(line, infoX, titleY + 0.45 + index * 0.22, 9, infoWidth));
  });

  // Edge, safe-area and trim labels.
  const edgeText = isHardcover
    ? `WRAP ${fmt(template.wrapIn ?? 0)} in: folds round the board, keep art to the edge`
    : `BLEED ${fmt(template.bleedIn ?? 0)} in: extend the background to the edge; it is trimmed off`;
  shapes.push(
    label(
      edgeText,
      template.widthIn / 2,
      Math.min(edgeIn * 0.7, edgeIn - 0.02),
      Math.min(7, edgeIn * 72 * 0.6),
      template.widthIn - 0.4,
      {
        color: GUIDE_COLORS.edgeText,
      },
    ),
  );
  for (const area of [safe.back, safe.front]) {
    shapes.push(
      label(
        "SAFE AREA: keep text inside",
        area.xIn + 0.06,
        area.yIn + 0.16,
        7,
        area.widthIn - 0.12,
        {
          color: GUIDE_COLORS.safe,
          align: "start",
        },
      ),
    );
  }
  shapes.push(
    label(
      isHardcover ? "BOARD EDGE (case)" : "TRIM LINE",
      trim.xIn + 0.06,
      trim.yIn + trim.heightIn - 0.05,
      6,
      2,
      { color: GUIDE_COLORS.trim, align: "start" },
    ),
  );

  // Spine label, read bottom to top; shrinks with the spine and is left out below 3 pt.
  const spineWidthPt = spine.widthIn * 72;
  const spineSize = Math.min(9, spineWidthPt * 0.55);
  if (spineSize >= 3) {
    const spineText = template.spineTextAllowed
      ? `SPINE ${fmt(template.spineIn)} in: text allowed, keep it inside the dashed box`
      : `SPINE ${fmt(template.spineIn)} in: no text under ${template.spineTextMinPages} pages`;
    shapes.push(
      label(
        spineText,
        spine.xIn + spine.widthIn / 2 + (spineSize / 72) * 0.35,
        spine.yIn + spine.heightIn / 2,
        spineSize,
        spine.heightIn - 0.4,
        {
          vertical: true,
          color: GUIDE_COLORS.fold,
        },
      ),
    );
  }
  for (const hinge of hinges ?? []) {
    shapes.push(
      label(
        "HINGE: no text",
        hinge.xIn + hinge.widthIn / 2 + 0.03,
        hinge.yIn + hinge.heightIn * 0.25,
        7,
        hinge.heightIn / 3,
        {
          vertical: true,
        },
      ),
    );
  }
  return shapes;
}
