import {
  COVER_DPI,
  COVER_RULES,
  type CoverRect,
  type CoverTemplate,
  computeCoverTemplate,
  PT_PER_IN,
} from "../cover-template/cover-template";
import type { GuideShape } from "../cover-template/guides";
import {
  DESIGN_FONTS,
  type Design,
  type DesignImage,
  type DesignSetup,
  type Fill,
  LAYER_LABELS,
  type LayerId,
  type PresetId,
  type TextLayer,
} from "./design";

/*
 * Where everything on the wrap goes, in inches from the file's top-left corner (the cover
 * template's frame). The canvas preview, the 300 DPI PNG and the PDF all draw this one scene, so
 * the warnings describe exactly what is exported.
 */

/** Width of `text` in points when set in the CSS `font` (whose size is in points, written px). */
export type MeasureText = (text: string, font: string) => number;

export const TARGET_DPI = COVER_DPI;
/** Glyphs rise about this much of the size above the baseline and drop this much below it. */
export const ASCENT = 0.75;
export const DESCENT = 0.2;
export const LINE_HEIGHT = 1.2;
/** Slack for rounding before a box counts as outside. */
export const EPSILON_IN = 0.002;
const GAP_IN = 0.15;

/** The paperback wrap for a setup: the cover template's own sizes and regions. */
export function computeDesignTemplate(setup: DesignSetup): CoverTemplate {
  return computeCoverTemplate({ binding: "paperback", ...setup });
}

/** Each panel with its share of the bleed, so backgrounds run to the file's edges. */
export function listPanelRects(
  template: CoverTemplate,
): Record<"wrap" | "back" | "spine" | "front", CoverRect> {
  const { spine } = template.regions;
  const h = template.heightIn;
  const frontX = spine.xIn + spine.widthIn;
  return {
    wrap: { xIn: 0, yIn: 0, widthIn: template.widthIn, heightIn: h },
    back: { xIn: 0, yIn: 0, widthIn: spine.xIn, heightIn: h },
    spine: { xIn: spine.xIn, yIn: 0, widthIn: spine.widthIn, heightIn: h },
    front: { xIn: frontX, yIn: 0, widthIn: template.widthIn - frontX, heightIn: h },
  };
}

export const FRONT_PRESETS: Record<
  PresetId,
  {
    label: string;
    title: Anchor;
    subtitle: Anchor;
    author: Anchor;
  }
> = {
  classic: {
    label: "Classic: title high, author at foot",
    title: { top: 0.1 },
    subtitle: { after: "title" },
    author: { bottom: 0.97 },
  },
  centred: {
    label: "Centred: title mid-height",
    title: { top: 0.38 },
    subtitle: { after: "title" },
    author: { bottom: 0.97 },
  },
  "stacked-top": {
    label: "Stacked: everything at the top",
    title: { top: 0.06 },
    subtitle: { after: "title" },
    author: { after: "subtitle" },
  },
  "author-top": {
    label: "Author on top, title low",
    title: { top: 0.62 },
    subtitle: { after: "title" },
    author: { top: 0.03 },
  },
};
type Anchor = { top: number } | { bottom: number } | { after: "title" | "subtitle" };

/** The CSS font of a layer with its size in points written as px (the measuring unit). */
export function layerFont(layer: TextLayer, sizePt = layer.sizePt): string {
  return `${layer.bold ? "bold " : ""}${sizePt}px ${DESIGN_FONTS[layer.font].css}`;
}

/**
 * Lines of `text` no wider than `maxWidthIn`, breaking at spaces; a line break in the text
 * starts a new paragraph. A single word wider than the box keeps its own line (and is reported).
 */
export function wrapText(
  text: string,
  maxWidthIn: number,
  widthIn: (line: string) => number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      lines.push("");
      continue;
    }
    let line = "";
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && widthIn(candidate) > maxWidthIn + EPSILON_IN) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  // Trailing blank paragraphs print nothing but would count as height.
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

export type SceneLine = { text: string; xIn: number; yIn: number; widthIn: number };
export type SceneText = {
  layer: LayerId;
  font: string;
  sizePt: number;
  color: string;
  align: "left" | "center" | "right";
  /** Spine text turns 90° clockwise about the origin and reads top to bottom. */
  rotated: boolean;
  /** A version 2 layer turned by its handle: degrees clockwise about the origin (0 when absent). */
  rotationDeg?: number;
  originXIn: number;
  originYIn: number;
  /** Baselines in the block's own frame (along the spine when rotated). */
  lines: SceneLine[];
  /** The inked area in file coordinates. */
  bounds: CoverRect;
};
export type SceneImage = {
  /** Where the whole image lands; `clip` is the front panel it is cut to. */
  dest: CoverRect;
  /** Degrees clockwise about the centre of `dest` (version 2 covers; 0 when absent). */
  rotationDeg?: number;
  clip: CoverRect;
  dpi: number;
};
export type DesignWarning = { subject: LayerId | "image"; message: string };
export type SceneFill = { rect: CoverRect; fill: Fill };

export type DesignScene = {
  template: CoverTemplate;
  fills: SceneFill[];
  image: SceneImage | null;
  texts: SceneText[];
  warnings: DesignWarning[];
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const fmtIn = (value: number) => `${round2(value).toFixed(2)} in`;

/** How far a box reaches outside an area, per side (0 where it stays inside). */
export function overflowOf(
  box: CoverRect,
  area: CoverRect,
): { left: number; right: number; top: number; bottom: number } {
  const past = (value: number) => (value > EPSILON_IN ? value : 0);
  return {
    left: past(area.xIn - box.xIn),
    right: past(box.xIn + box.widthIn - (area.xIn + area.widthIn)),
    top: past(area.yIn - box.yIn),
    bottom: past(box.yIn + box.heightIn - (area.yIn + area.heightIn)),
  };
}

export function intersects(a: CoverRect, b: CoverRect): boolean {
  return (
    a.xIn < b.xIn + b.widthIn - EPSILON_IN &&
    b.xIn < a.xIn + a.widthIn - EPSILON_IN &&
    a.yIn < b.yIn + b.heightIn - EPSILON_IN &&
    b.yIn < a.yIn + a.heightIn - EPSILON_IN
  );
}

export const PANEL_NAMES = { front: "front cover", back: "back cover", spine: "spine" } as const;

/** A warning when the inked box leaves the safe zone, naming the sides and the distance. */
export function checkSafeZone(
  subject: LayerId,
  bounds: CoverRect,
  safe: CoverRect,
  panel: keyof typeof PANEL_NAMES,
): DesignWarning | null {
  const message = safeZoneMessage(LAYER_LABELS[subject], bounds, safe, panel);
  return message ? { subject, message } : null;
}

/** The safe-zone sentence for any labelled box; null when it stays inside. */
export function safeZoneMessage(
  label: string,
  bounds: CoverRect,
  safe: CoverRect,
  panel: keyof typeof PANEL_NAMES,
): string | null {
  const over = overflowOf(bounds, safe);
  const sides = (Object.keys(over) as (keyof typeof over)[]).filter((side) => over[side] > 0);
  if (sides.length === 0) return null;
  const worst = Math.max(...sides.map((side) => over[side]));
  return `${label} reaches ${fmtIn(worst)} past the ${PANEL_NAMES[panel]}'s safe zone (${sides.join(", ")}). Keep text ${COVER_RULES.safeMarginIn} in inside the trim so it is not cut off.`;
}

/** Where the front image lands for fill (cover the panel, cropping) or fit (show it whole). */
export function placeImage(
  image: Pick<DesignImage, "widthPx" | "heightPx" | "fit">,
  panel: CoverRect,
): SceneImage {
  const scaleX = panel.widthIn / image.widthPx;
  const scaleY = panel.heightIn / image.heightPx;
  // Inches per image pixel.
  const scale = image.fit === "fill" ? Math.max(scaleX, scaleY) : Math.min(scaleX, scaleY);
  const widthIn = image.widthPx * scale;
  const heightIn = image.heightPx * scale;
  return {
    dest: {
      xIn: panel.xIn + (panel.widthIn - widthIn) / 2,
      yIn: panel.yIn + (panel.heightIn - heightIn) / 2,
      widthIn,
      heightIn,
    },
    clip: panel,
    dpi: 1 / scale,
  };
}

/** Below 300 DPI at its printed size KDP warns of blur; the message gives the pixels needed. */
export function checkImageDpi(
  image: Pick<DesignImage, "widthPx" | "heightPx">,
  placed: SceneImage,
): DesignWarning | null {
  if (placed.dpi >= TARGET_DPI - 1e-9) return null;
  const factor = TARGET_DPI / placed.dpi;
  return {
    subject: "image",
    message: `The front image prints at ${Math.floor(placed.dpi)} DPI (${image.widthPx} × ${image.heightPx} px over ${fmtIn(placed.dest.widthIn)} × ${fmtIn(placed.dest.heightIn)}); KDP asks for ${TARGET_DPI} DPI. Use an image of at least ${Math.ceil(image.widthPx * factor - 1e-9)} × ${Math.ceil(image.heightPx * factor - 1e-9)} px.`,
  };
}

export function blockBounds(
  lines: SceneLine[],
  sizeIn: number,
  align: SceneText["align"],
): CoverRect {
  const lefts = lines.map((line) =>
    align === "left"
      ? line.xIn
      : align === "center"
        ? line.xIn - line.widthIn / 2
        : line.xIn - line.widthIn,
  );
  const rights = lines.map((line, index) => (lefts[index] ?? 0) + line.widthIn);
  const first = lines[0];
  const last = lines[lines.length - 1];
  if (!first || !last) return { xIn: 0, yIn: 0, widthIn: 0, heightIn: 0 };
  const top = first.yIn - ASCENT * sizeIn;
  const bottom = last.yIn + DESCENT * sizeIn;
  const left = Math.min(...lefts);
  return { xIn: left, yIn: top, widthIn: Math.max(...rights) - left, heightIn: bottom - top };
}

/** A horizontal block of wrapped lines whose first line's glyphs start at `topIn`. */
function layoutBlock(
  id: LayerId,
  layer: TextLayer,
  box: { xIn: number; widthIn: number },
  topIn: number,
  measure: MeasureText,
): SceneText | null {
  if (!layer.text.trim()) return null;
  const font = layerFont(layer);
  const widthIn = (line: string) => measure(line, font) / PT_PER_IN;
  const sizeIn = layer.sizePt / PT_PER_IN;
  const x = box.xIn + layer.offsetXIn;
  const anchorX =
    layer.align === "left" ? x : layer.align === "center" ? x + box.widthIn / 2 : x + box.widthIn;
  const firstBaseline = topIn + layer.offsetYIn + ASCENT * sizeIn;
  const lines = wrapText(layer.text, box.widthIn, widthIn).map((text, index) => ({
    text,
    xIn: anchorX,
    yIn: firstBaseline + index * LINE_HEIGHT * sizeIn,
    widthIn: text ? widthIn(text) : 0,
  }));
  return {
    layer: id,
    font,
    sizePt: layer.sizePt,
    color: layer.color,
    align: layer.align,
    rotated: false,
    originXIn: 0,
    originYIn: 0,
    lines,
    bounds: blockBounds(lines, sizeIn, layer.align),
  };
}

/** Height of a block's glyphs before its own nudge: where the next block in a stack starts. */
const blockBottom = (block: SceneText, layer: TextLayer) =>
  block.bounds.yIn + block.bounds.heightIn - layer.offsetYIn;

function layoutFront(design: Design, safe: CoverRect, measure: MeasureText): SceneText[] {
  const preset = FRONT_PRESETS[design.preset];
  const placed: Partial<
    Record<
      "title" | "subtitle" | "author",
      { block: SceneText | null; top: number; bottom: number }
    >
  > = {};
  const order =
    design.preset === "author-top"
      ? (["author", "title", "subtitle"] as const)
      : (["title", "subtitle", "author"] as const);
  for (const id of order) {
    const layer = design.layers[id];
    const anchor = preset[id];
    let top: number;
    if ("top" in anchor) {
      top = safe.yIn + anchor.top * safe.heightIn;
    } else if ("after" in anchor) {
      const before = placed[anchor.after];
      top = before ? before.bottom + (before.block ? GAP_IN : 0) : safe.yIn;
    } else {
      // Anchored by its last line: measure the block first, then lift it.
      const trial = layoutBlock(id, layer, safe, 0, measure);
      const height = trial ? trial.bounds.heightIn : 0;
      top = safe.yIn + anchor.bottom * safe.heightIn - height;
    }
    const block = layoutBlock(id, layer, safe, top, measure);
    const bottom = block ? blockBottom(block, layer) : top;
    placed[id] = { block, top, bottom };
  }
  return order.flatMap((id) => {
    const block = placed[id]?.block;
    return block ? [block] : [];
  });
}

/** Spine text: one line each, title centred above the author, who sits at the foot. */
function layoutSpine(template: CoverTemplate, design: Design, measure: MeasureText): SceneText[] {
  const safe = template.regions.safe.spine;
  const spine = template.regions.spine;
  if (!template.spineTextAllowed || !safe) return [];
  const centreX = spine.xIn + spine.widthIn / 2;
  const length = safe.heightIn;
  const blocks: SceneText[] = [];
  const line = (id: "spineTitle" | "spineAuthor", along: (widthIn: number) => number) => {
    const layer = design.layers[id];
    const text = layer.text.replace(/\s+/g, " ").trim();
    if (!text) return null;
    const font = layerFont(layer);
    const sizeIn = layer.sizePt / PT_PER_IN;
    const widthIn = measure(text, font) / PT_PER_IN;
    const start = along(widthIn) + layer.offsetYIn;
    // The baseline sits so the glyphs (ascent above, descent below) centre across the spine.
    const baseline = ((ASCENT - DESCENT) / 2) * sizeIn;
    const originX = centreX + layer.offsetXIn;
    const acrossHalf = ((ASCENT + DESCENT) / 2) * sizeIn;
    const block: SceneText = {
      layer: id,
      font,
      sizePt: layer.sizePt,
      color: layer.color,
      align: "left",
      rotated: true,
      originXIn: originX,
      originYIn: safe.yIn,
      lines: [{ text, xIn: start, yIn: baseline, widthIn }],
      bounds: {
        xIn: originX - acrossHalf,
        yIn: safe.yIn + start,
        widthIn: 2 * acrossHalf,
        heightIn: widthIn,
      },
    };
    return block;
  };
  const author = line("spineAuthor", (widthIn) => length - widthIn);
  const authorLength = author ? author.bounds.heightIn + GAP_IN * 2 : 0;
  const title = line("spineTitle", (widthIn) => Math.max(0, (length - authorLength - widthIn) / 2));
  if (title) blocks.push(title);
  if (author) blocks.push(author);
  return blocks;
}

/** The largest size in points whose glyphs fit across the spine's safe width. */
export function maxSpineSizePt(template: CoverTemplate): number {
  const safe = template.regions.safe.spine;
  if (!safe) return 0;
  // The small addend keeps 35.99999… (binary fractions) from flooring a tenth too low.
  return Math.floor((safe.widthIn / (ASCENT + DESCENT)) * PT_PER_IN * 10 + 1e-6) / 10;
}

/** The background as filled rectangles: the whole wrap, or one per panel. */
export function listSceneFills(template: CoverTemplate, background: Design["background"]) {
  const panels = listPanelRects(template);
  return background.scope === "wrap"
    ? [{ rect: panels.wrap, fill: background.wrap }]
    : (["back", "spine", "front"] as const).map((panel) => ({
        rect: panels[panel],
        fill: background[panel],
      }));
}

export function layoutDesign(design: Design, measure: MeasureText): DesignScene {
  const template = computeDesignTemplate(design.setup);
  const panels = listPanelRects(template);
  const fills: SceneFill[] = listSceneFills(template, design.background);

  const warnings: DesignWarning[] = [];
  let image: SceneImage | null = null;
  if (design.image) {
    image = placeImage(design.image, panels.front);
    const low = checkImageDpi(design.image, image);
    if (low) warnings.push(low);
  }

  const { safe, barcode } = template.regions;
  const front = layoutFront(design, safe.front, measure);
  const back = layoutBlock("blurb", design.layers.blurb, safe.back, safe.back.yIn + 0.25, measure);
  const spine = layoutSpine(template, design, measure);
  const texts = [...front, ...spine, ...(back ? [back] : [])];

  for (const text of front) {
    const warning = checkSafeZone(text.layer, text.bounds, safe.front, "front");
    if (warning) warnings.push(warning);
  }
  if (back) {
    const warning = checkSafeZone("blurb", back.bounds, safe.back, "back");
    if (warning) warnings.push(warning);
    if (back.lines.some((line) => intersects(lineBox(line, back), barcode))) {
      warnings.push({
        subject: "blurb",
        message: `${LAYER_LABELS.blurb} runs into the barcode area (${barcode.widthIn} × ${barcode.heightIn} in, bottom right): KDP prints the barcode over it. Shorten the text or make it smaller.`,
      });
    }
  }
  const maxSpine = maxSpineSizePt(template);
  for (const text of spine) {
    if (!safe.spine) break;
    if (text.bounds.widthIn > safe.spine.widthIn + EPSILON_IN) {
      warnings.push({
        subject: text.layer,
        message: `${LAYER_LABELS[text.layer]} is too large for a ${template.spineIn.toFixed(3)} in spine: at most ${maxSpine} pt fits between the folds.`,
      });
      continue;
    }
    const warning = checkSafeZone(text.layer, text.bounds, safe.spine, "spine");
    if (warning) warnings.push(warning);
  }
  return { template, fills, image, texts, warnings };
}

export function lineBox(line: SceneLine, block: SceneText): CoverRect {
  const sizeIn = block.sizePt / PT_PER_IN;
  const left =
    block.align === "left"
      ? line.xIn
      : block.align === "center"
        ? line.xIn - line.widthIn / 2
        : line.xIn - line.widthIn;
  return {
    xIn: left,
    yIn: line.yIn - ASCENT * sizeIn,
    widthIn: line.widthIn,
    heightIn: (ASCENT + DESCENT) * sizeIn,
  };
}

const GUIDE = {
  bleed: "#ef444459",
  trim: "#111827",
  fold: "#2563eb",
  safe: "#16a34a",
  barcode: "#ffffffe6",
  label: "#111827",
} as const;

/**
 * The designer's guides drawn over the artwork: bleed tinted, trim line, spine folds, dashed safe
 * zones and the barcode box. They are see-through, unlike the cover template's, so the design
 * shows beneath; exports leave them out.
 */
export function listDesignGuides(template: CoverTemplate): GuideShape[] {
  const { trim, spine, safe, barcode } = template.regions;
  const w = template.widthIn;
  const h = template.heightIn;
  const b = trim.xIn;
  const shapes: GuideShape[] = [
    { kind: "rect", rect: { xIn: 0, yIn: 0, widthIn: w, heightIn: b }, fill: GUIDE.bleed },
    { kind: "rect", rect: { xIn: 0, yIn: h - b, widthIn: w, heightIn: b }, fill: GUIDE.bleed },
    { kind: "rect", rect: { xIn: 0, yIn: b, widthIn: b, heightIn: h - 2 * b }, fill: GUIDE.bleed },
    {
      kind: "rect",
      rect: { xIn: w - b, yIn: b, widthIn: b, heightIn: h - 2 * b },
      fill: GUIDE.bleed,
    },
    { kind: "rect", rect: trim, stroke: GUIDE.trim, lineWidthPt: 1 },
  ];
  for (const xIn of [spine.xIn, spine.xIn + spine.widthIn]) {
    shapes.push({
      kind: "line",
      x1In: xIn,
      y1In: 0,
      x2In: xIn,
      y2In: h,
      stroke: GUIDE.fold,
      lineWidthPt: 1,
      dashPt: [6, 3],
    });
  }
  const areas = [
    safe.back,
    safe.front,
    ...(safe.spine && template.spineTextAllowed ? [safe.spine] : []),
  ];
  for (const area of areas) {
    shapes.push({ kind: "rect", rect: area, stroke: GUIDE.safe, lineWidthPt: 1, dashPt: [4, 3] });
  }
  shapes.push(
    { kind: "rect", rect: barcode, fill: GUIDE.barcode, stroke: GUIDE.trim, lineWidthPt: 1 },
    {
      kind: "text",
      text: "BARCODE AREA",
      xIn: barcode.xIn + barcode.widthIn / 2,
      yIn: barcode.yIn + barcode.heightIn / 2,
      sizePt: 10,
      color: GUIDE.label,
      align: "center",
      bold: true,
      maxWidthIn: barcode.widthIn - 0.2,
    },
  );
  return shapes;
}

/** "12.664 × 9.250 in": the full wrap as the cover template writes it. */
export function describeWrapSize(template: CoverTemplate): string {
  return `${template.widthIn.toFixed(3)} × ${template.heightIn.toFixed(3)} in`;
}

/** File names for exports: "book-cover-6x9-240p-cream.pdf". */
export function nameDesignFile(template: CoverTemplate, extension: "pdf" | "png" | "json"): string {
  return `book-cover-${template.trim.id}-${template.pages}p-${template.paper}.${extension}`;
}
