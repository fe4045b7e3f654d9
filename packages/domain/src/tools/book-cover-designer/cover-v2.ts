import * as z from "zod/mini";
import {
  type EditorDocument,
  type EditorFont,
  type EditorLayer,
  readEditorDocument,
} from "../../designs/editor-document";
import {
  COVER_DPI,
  COVER_RULES,
  type CoverRect,
  coverTemplateInputSchema,
  PT_PER_IN,
} from "../cover-template/cover-template";
import {
  backgroundSchema,
  createDefaultDesign,
  type Design,
  type DesignAction,
  type DesignIssue,
  FONT_IDS,
  type FontId,
  fitExtrasToWrap,
  imageSchema,
  LAYER_IDS,
  LAYER_LABELS,
  LAYER_PANEL,
  type LayerId,
  parseDesignJson,
  presetSchema,
  setupSchema,
} from "./design";
import {
  ASCENT,
  blockBounds,
  checkImageDpi,
  checkSafeZone,
  computeDesignTemplate,
  DESCENT,
  type DesignScene,
  type DesignWarning,
  EPSILON_IN,
  intersects,
  LINE_HEIGHT,
  layerFont,
  layoutDesign,
  lineBox,
  listPanelRects,
  listSceneFills,
  type MeasureText,
  maxSpineSizePt,
  type SceneLine,
  type SceneText,
  safeZoneMessage,
  wrapText,
} from "./layout";

/*
 * Version 2 of the cover document (decision 0154): every text and the front image is a layer of
 * one shared-editor document at the wrap's pixel size, so each can be moved, resized and turned
 * by the editor's handles. A layer that stands for one of the template's parts (title, spine
 * author, front image…) is named in `roles`; the safe-zone checks follow the role, and free text
 * layers are checked against the panel they sit on. Version 1 covers are read through
 * `coverV1ToV2`, which places each text where version 1 drew it.
 */

export const COVER_V2_VERSION = 2;
export const COVER_ROLES = [...LAYER_IDS, "image"] as const;
export type CoverRole = (typeof COVER_ROLES)[number];

const textRoleSchema = z.object({
  layerId: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The cover's own font stack (system fonts, decision 0073); the editor shows its nearest. */
  font: z.enum(FONT_IDS, { error: "Font must be one of the designer's fonts" }),
});
const imageRoleSchema = z.object({ layerId: z.string().check(z.minLength(1), z.maxLength(40)) });

const rolesSchema = z.object({
  title: z.optional(textRoleSchema),
  subtitle: z.optional(textRoleSchema),
  author: z.optional(textRoleSchema),
  spineTitle: z.optional(textRoleSchema),
  spineAuthor: z.optional(textRoleSchema),
  blurb: z.optional(textRoleSchema),
  image: z.optional(imageRoleSchema),
});
export type CoverRoles = z.infer<typeof rolesSchema>;

export const coverV2Schema = z
  .object({
    version: z.literal(COVER_V2_VERSION, { error: "This is not a version 2 cover" }),
    setup: setupSchema,
    background: backgroundSchema,
    /** The layout last chosen; choosing one again places the front texts anew. */
    preset: presetSchema,
    /** The front image's pixels (a data URL, as version 1 kept them); its box is the image role's layer. */
    image: z.nullable(imageSchema),
    showGuides: z.boolean(),
    document: z.custom<EditorDocument>((value) => readEditorDocument(value) !== null, {
      error: "The cover's layers are not a design the editor can open",
    }),
    roles: rolesSchema,
  })
  .check(
    z.superRefine((cover, context) => {
      const document = readEditorDocument(cover.document);
      if (!document) return;
      const template = computeDesignTemplate(cover.setup);
      if (document.widthPx !== template.widthPx || document.heightPx !== template.heightPx) {
        context.addIssue({
          code: "custom",
          path: ["document", "widthPx"],
          message: `The cover's layers must be ${template.widthPx} × ${template.heightPx} px, the wrap's size`,
        });
      }
      const used = new Set<string>();
      for (const role of COVER_ROLES) {
        const entry = cover.roles[role];
        if (!entry) continue;
        const layer = document.layers.find((candidate) => candidate.id === entry.layerId);
        const wanted = role === "image" ? "rect" : "text";
        if (!layer || layer.type !== wanted || used.has(entry.layerId)) {
          context.addIssue({
            code: "custom",
            path: ["roles", role, "layerId"],
            message: `${role === "image" ? "Front image" : LAYER_LABELS[role]} must name its own ${wanted} layer`,
          });
        }
        used.add(entry.layerId);
      }
    }),
  );
export type CoverV2 = z.infer<typeof coverV2Schema>;

export type ReadCover = { ok: true; cover: CoverV2 } | { ok: false; issues: DesignIssue[] };

/**
 * Any saved cover (localStorage, a design file, an account design) as version 2. A version 1
 * cover is converted; `measure` places its texts exactly where version 1 drew them.
 */
export function readCoverJson(text: string, measure: MeasureText): ReadCover {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, issues: [{ path: "", message: "The file is not JSON" }] };
  }
  if (typeof raw === "object" && raw !== null && (raw as { version?: unknown }).version === 2) {
    const parsed = coverV2Schema.safeParse(raw);
    if (!parsed.success) {
      return {
        ok: false,
        issues: parsed.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message: issue.message,
        })),
      };
    }
    // Through the editor's own schema again, so its defaults (rotation 0) are filled in.
    const document = readEditorDocument(parsed.data.document) as EditorDocument;
    return { ok: true, cover: { ...parsed.data, document } };
  }
  const v1 = parseDesignJson(text);
  if (!v1.ok) return v1;
  return coverV1ToV2(v1.design, measure);
}

/** Inches as editor pixels, to 1/100 px (0.00003 in): the editor's fields show tidy numbers. */
const px = (inches: number) => Math.round(inches * COVER_DPI * 100) / 100;
const inches = (pixels: number) => pixels / COVER_DPI;
/** Points ↔ editor pixels at 300 DPI; rounded so 11 pt comes back as 11, not 11.000000000000002. */
const ptToPx = (pt: number) => (pt * COVER_DPI) / PT_PER_IN;
const pxToPt = (pixels: number) => Math.round(((pixels * PT_PER_IN) / COVER_DPI) * 1e6) / 1e6;

const EDITOR_FONT_FOR: Record<FontId, EditorFont> = {
  "serif-classic": "Georgia",
  "serif-book": "Liberation Serif",
  sans: "Liberation Sans",
  condensed: "Liberation Sans",
  display: "Liberation Sans",
  mono: "Liberation Mono",
};

type Box = { x: number; y: number; width: number; height: number; rotation: number };

/** Where a version 1 text block sits, as an editor box in pixels (unturned box and its turn). */
function boxOfBlock(block: SceneText, frameWidthIn: number): Box {
  const sizeIn = block.sizePt / PT_PER_IN;
  const first = block.lines[0];
  const last = block.lines[block.lines.length - 1];
  if (block.rotated && first) {
    // Spine: one line along the spine, glyphs centred across it (layout.ts layoutSpine).
    const width = first.widthIn;
    const height = (ASCENT + DESCENT) * sizeIn;
    const cx = block.originXIn;
    const cy = block.originYIn + first.xIn + width / 2;
    return {
      x: px(cx - width / 2),
      y: px(cy - height / 2),
      width: px(width),
      height: px(height),
      rotation: 90,
    };
  }
  const anchor = first?.xIn ?? 0;
  const left =
    block.align === "left"
      ? anchor
      : block.align === "center"
        ? anchor - frameWidthIn / 2
        : anchor - frameWidthIn;
  const top = (first?.yIn ?? 0) - ASCENT * sizeIn;
  const bottom = (last?.yIn ?? 0) + DESCENT * sizeIn;
  return {
    x: px(left),
    y: px(top),
    width: px(frameWidthIn),
    height: px(Math.max(bottom - top, 0.01)),
    rotation: 0,
  };
}

const PLACEHOLDER = "M";

/**
 * A version 1 cover as version 2, nothing lost: each of the six texts becomes a text layer in the
 * box version 1 laid it out in (an empty one where it would go once typed), the front image a
 * frame at its landing box, the free layers (`extras`) stay above them in their order.
 */
export function coverV1ToV2(design: Design, measure: MeasureText): ReadCover {
  const template = computeDesignTemplate(design.setup);
  const panels = listPanelRects(template);
  const scene = layoutDesign(design, measure);
  const { safe } = template.regions;
  const frameWidth = (role: LayerId) => {
    const panel = LAYER_PANEL[role];
    return (panel === "spine" ? (safe.spine ?? template.regions.spine) : safe[panel]).widthIn;
  };
  const extras = design.extras
    ? fitExtrasToWrap(design.extras, { widthPx: template.widthPx, heightPx: template.heightPx })
    : null;
  const taken = new Set(extras?.layers.map((layer) => layer.id) ?? []);
  const idFor = (role: CoverRole) => {
    let id = `cover-${role}`;
    for (let n = 2; taken.has(id); n += 1) id = `cover-${role}-${n}`;
    taken.add(id);
    return id;
  };

  const layers: EditorLayer[] = [];
  const roles: CoverRoles = {};
  const common = { opacity: 1, visible: true, locked: false };

  // The image's frame: drawn by the cover from `image`, see-through in any other editor view.
  const imageId = idFor("image");
  const imageDest = scene.image?.dest ?? panels.front;
  layers.push({
    ...common,
    id: imageId,
    type: "rect",
    name: "Front image",
    fill: "#000000",
    radius: 0,
    opacity: 0,
    x: px(imageDest.xIn),
    y: px(imageDest.yIn),
    width: px(imageDest.widthIn),
    height: px(imageDest.heightIn),
    rotation: 0,
  });
  roles.image = { layerId: imageId };

  for (const role of LAYER_IDS) {
    const layer = design.layers[role];
    let block = scene.texts.find((text) => text.layer === role);
    if (!block && template.spineTextAllowed) {
      // Not drawn (empty): the box it would take once typed, in the same layout.
      const trial = layoutDesign(
        { ...design, layers: { ...design.layers, [role]: { ...layer, text: PLACEHOLDER } } },
        measure,
      );
      block = trial.texts.find((text) => text.layer === role);
    }
    let box: Box;
    if (block) {
      box = boxOfBlock(block, frameWidth(role));
    } else {
      // A spine too thin for text: centred on the spine, ready for when the book grows.
      const height = (ASCENT + DESCENT) * (layer.sizePt / PT_PER_IN);
      const width = template.regions.trim.heightIn / 2;
      const spine = panels.spine;
      box = {
        x: px(spine.xIn + spine.widthIn / 2 - width / 2),
        y: px(spine.heightIn / 2 - height / 2),
        width: px(width),
        height: px(height),
        rotation: 90,
      };
    }
    const id = idFor(role);
    layers.push({
      ...common,
      ...box,
      id,
      type: "text",
      name: LAYER_LABELS[role],
      text: layer.text,
      font: EDITOR_FONT_FOR[layer.font],
      fontSizePx: ptToPx(layer.sizePt),
      fill: layer.color,
      bold: layer.bold,
      // Version 1 ignored the spine lines' alignment: they run from their computed start.
      align: LAYER_PANEL[role] === "spine" ? "left" : layer.align,
      outline: null,
    });
    roles[role] = { layerId: id, font: layer.font };
  }
  if (extras) layers.push(...extras.layers);

  const document = readEditorDocument({
    version: 1,
    widthPx: template.widthPx,
    heightPx: template.heightPx,
    layers,
  });
  if (!document) {
    return {
      ok: false,
      issues: [
        {
          path: "extras",
          message: `The cover has too many free layers to convert: at most ${200 - layers.length + (extras?.layers.length ?? 0)} fit beside its ${COVER_ROLES.length} own`,
        },
      ],
    };
  }
  return {
    ok: true,
    cover: {
      version: COVER_V2_VERSION,
      setup: { ...design.setup },
      background: design.background,
      preset: design.preset,
      image: design.image,
      showGuides: design.showGuides,
      document,
      roles,
    },
  };
}

/** A free (untagged) layer's warning names the layer, which the page selects. */
export type CoverWarning = DesignWarning | { subject: "layer"; layerId: string; message: string };
export type CoverScene = Omit<DesignScene, "warnings"> & { warnings: CoverWarning[] };

type Point = { xIn: number; yIn: number };
function turn(point: Point, centre: Point, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  const dx = point.xIn - centre.xIn;
  const dy = point.yIn - centre.yIn;
  return {
    xIn: centre.xIn + dx * Math.cos(a) - dy * Math.sin(a),
    yIn: centre.yIn + dx * Math.sin(a) + dy * Math.cos(a),
  };
}

/** The upright rectangle around a box turned about its own centre. */
export function turnedBounds(rect: CoverRect, degrees: number, centre?: Point): CoverRect {
  if (!degrees) return rect;
  const c = centre ?? { xIn: rect.xIn + rect.widthIn / 2, yIn: rect.yIn + rect.heightIn / 2 };
  const corners = [
    { xIn: rect.xIn, yIn: rect.yIn },
    { xIn: rect.xIn + rect.widthIn, yIn: rect.yIn },
    { xIn: rect.xIn, yIn: rect.yIn + rect.heightIn },
    { xIn: rect.xIn + rect.widthIn, yIn: rect.yIn + rect.heightIn },
  ].map((corner) => turn(corner, c, degrees));
  const xs = corners.map((corner) => corner.xIn);
  const ys = corners.map((corner) => corner.yIn);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { xIn: left, yIn: top, widthIn: Math.max(...xs) - left, heightIn: Math.max(...ys) - top };
}

const boxIn = (layer: EditorLayer): CoverRect => ({
  xIn: inches(layer.x),
  yIn: inches(layer.y),
  widthIn: inches(layer.width),
  heightIn: inches(layer.height),
});

/** A role text layer laid out in its box: wrapped to the box's width, first glyphs at its top. */
function layoutRoleText(
  role: LayerId,
  layer: Extract<EditorLayer, { type: "text" }>,
  font: FontId,
  measure: MeasureText,
): SceneText | null {
  if (!layer.text.trim()) return null;
  const sizePt = pxToPt(layer.fontSizePx);
  const css = layerFont({ font, bold: layer.bold, sizePt } as Parameters<typeof layerFont>[0]);
  const widthOf = (line: string) => measure(line, css) / PT_PER_IN;
  const sizeIn = sizePt / PT_PER_IN;
  const box = boxIn(layer);
  const rotation = layer.rotation ?? 0;
  // Lines are placed in the box's own frame, its top-left corner at the origin.
  const anchor =
    layer.align === "left" ? 0 : layer.align === "center" ? box.widthIn / 2 : box.widthIn;
  const text = LAYER_PANEL[role] === "spine" ? layer.text.replace(/\s+/g, " ").trim() : layer.text;
  const lines: SceneLine[] = wrapText(text, box.widthIn, widthOf).map((line, index) => ({
    text: line,
    xIn: anchor,
    yIn: ASCENT * sizeIn + index * LINE_HEIGHT * sizeIn,
    widthIn: line ? widthOf(line) : 0,
  }));
  const centre = { xIn: box.xIn + box.widthIn / 2, yIn: box.yIn + box.heightIn / 2 };
  const origin = turn({ xIn: box.xIn, yIn: box.yIn }, centre, rotation);
  const local = blockBounds(lines, sizeIn, layer.align);
  const inked = turnedBounds(
    { ...local, xIn: local.xIn + box.xIn, yIn: local.yIn + box.yIn },
    rotation,
    centre,
  );
  if (rotation === 0) {
    // Upright text is written in file coordinates, as version 1 writes it.
    return {
      layer: role,
      font: css,
      sizePt,
      color: layer.fill,
      align: layer.align,
      rotated: false,
      originXIn: 0,
      originYIn: 0,
      lines: lines.map((line) => ({ ...line, xIn: line.xIn + box.xIn, yIn: line.yIn + box.yIn })),
      bounds: inked,
    };
  }
  return {
    layer: role,
    font: css,
    sizePt,
    color: layer.fill,
    align: layer.align,
    rotated: false,
    rotationDeg: rotation,
    originXIn: origin.xIn,
    originYIn: origin.yIn,
    lines,
    bounds: inked,
  };
}

function panelAt(xIn: number, spine: CoverRect): "back" | "spine" | "front" {
  if (xIn < spine.xIn) return "back";
  return xIn <= spine.xIn + spine.widthIn ? "spine" : "front";
}

/**
 * The scene of a version 2 cover, for the preview, the PNG and the PDF (render.ts draws it as it
 * draws version 1's). The six role texts and the image keep version 1's checks; a free text layer
 * is checked against the safe zone of the panel its centre is on.
 */
export function layoutCoverV2(cover: CoverV2, measure: MeasureText): CoverScene {
  const template = computeDesignTemplate(cover.setup);
  const panels = listPanelRects(template);
  const { safe, barcode } = template.regions;
  const warnings: CoverWarning[] = [];
  const roleOf = new Map<string, CoverRole>();
  for (const role of COVER_ROLES) {
    const entry = cover.roles[role];
    if (entry) roleOf.set(entry.layerId, role);
  }

  let image: DesignScene["image"] = null;
  const imageLayer = cover.document.layers.find((layer) => roleOf.get(layer.id) === "image");
  if (cover.image && imageLayer?.visible) {
    const dest = boxIn(imageLayer);
    const dpi = Math.min(cover.image.widthPx / dest.widthIn, cover.image.heightPx / dest.heightIn);
    image = {
      dest,
      clip: panels.front,
      dpi,
      ...(imageLayer.rotation ? { rotationDeg: imageLayer.rotation } : {}),
    };
    const low = checkImageDpi(cover.image, image);
    if (low) warnings.push(low);
  }

  const texts: SceneText[] = [];
  const maxSpine = maxSpineSizePt(template);
  for (const layer of cover.document.layers) {
    if (!layer.visible || layer.type !== "text") continue;
    const role = roleOf.get(layer.id);
    if (!role || role === "image") {
      if (!layer.text.trim()) continue;
      const bounds = turnedBounds(boxIn(layer), layer.rotation ?? 0);
      const panel = panelAt(bounds.xIn + bounds.widthIn / 2, template.regions.spine);
      const area = panel === "spine" ? safe.spine : safe[panel];
      const label = layer.name.trim() || "A text layer";
      const message =
        panel === "spine" && (!area || !template.spineTextAllowed)
          ? `${label} sits on the spine, which takes text only on books of ${COVER_RULES.spineTextMinPages} pages or more.`
          : area
            ? safeZoneMessage(label, bounds, area, panel)
            : null;
      if (message) warnings.push({ subject: "layer", layerId: layer.id, message });
      continue;
    }
    const panel = LAYER_PANEL[role];
    if (panel === "spine" && (!template.spineTextAllowed || !safe.spine)) continue;
    const entry = cover.roles[role];
    const block = layoutRoleText(role, layer, entry?.font ?? "serif-classic", measure);
    if (!block) continue;
    texts.push(block);
    if (panel === "spine" && safe.spine) {
      if (block.bounds.widthIn > safe.spine.widthIn + EPSILON_IN) {
        warnings.push({
          subject: role,
          message: `${LAYER_LABELS[role]} is too large for a ${template.spineIn.toFixed(3)} in spine: at most ${maxSpine} pt fits between the folds.`,
        });
        continue;
      }
      const warning = checkSafeZone(role, block.bounds, safe.spine, "spine");
      if (warning) warnings.push(warning);
      continue;
    }
    const area = panel === "front" ? safe.front : safe.back;
    const warning = checkSafeZone(role, block.bounds, area, panel === "front" ? "front" : "back");
    if (warning) warnings.push(warning);
    if (role === "blurb") {
      const hits = block.rotationDeg
        ? intersects(block.bounds, barcode)
        : block.lines.some((line) => intersects(lineBox(line, block), barcode));
      if (hits) {
        warnings.push({
          subject: "blurb",
          message: `${LAYER_LABELS.blurb} runs into the barcode area (${barcode.widthIn} × ${barcode.heightIn} in, bottom right): KDP prints the barcode over it. Shorten the text or make it smaller.`,
        });
      }
    }
  }
  return {
    template,
    fills: listSceneFills(template, cover.background),
    image,
    texts,
    warnings,
  };
}

/** A role text's fields as the designer's form edits them (points and the cover's fonts). */
export type RoleTextPatch = Partial<{
  text: string;
  font: FontId;
  sizePt: number;
  color: string;
  bold: boolean;
  align: "left" | "center" | "right";
}>;

export type CoverV2Action =
  | { type: "setup"; setup: Design["setup"] }
  | { type: "background"; background: Design["background"] }
  | { type: "preset"; preset: Design["preset"] }
  | { type: "text"; role: LayerId; patch: RoleTextPatch }
  | { type: "offset"; role: LayerId; offsetXIn?: number; offsetYIn?: number }
  | { type: "image"; image: NonNullable<Design["image"]> | null }
  | { type: "document"; document: EditorDocument }
  | { type: "guides"; show: boolean };

/** The cover's texts and styles as a version 1 design, to place them by version 1's layouts. */
function asV1(cover: CoverV2, preset: Design["preset"]): Design {
  const layers = {} as Design["layers"];
  for (const role of LAYER_IDS) {
    const layer = cover.document.layers.find((l) => l.id === cover.roles[role]?.layerId);
    const text = layer?.type === "text" ? layer : null;
    layers[role] = {
      text: text?.text ?? "",
      font: cover.roles[role]?.font ?? "serif-classic",
      sizePt: text ? pxToPt(text.fontSizePx) : 24,
      color: text?.fill ?? "#ffffff",
      align: text?.align ?? "center",
      bold: text?.bold ?? false,
      offsetXIn: 0,
      offsetYIn: 0,
    };
  }
  return {
    version: 1,
    setup: cover.setup,
    background: cover.background,
    preset,
    layers,
    image: cover.image,
    showGuides: cover.showGuides,
  };
}

/** Where each role's layer would sit un-moved: version 1's layout of the same texts (no nudges). */
function presetBoxes(cover: CoverV2, measure: MeasureText): Map<CoverRole, EditorLayer> {
  const fresh = coverV1ToV2(asV1(cover, cover.preset), measure);
  const boxes = new Map<CoverRole, EditorLayer>();
  if (!fresh.ok) return boxes;
  for (const role of COVER_ROLES) {
    const layer = fresh.cover.document.layers.find(
      (l) => l.id === fresh.cover.roles[role]?.layerId,
    );
    if (layer) boxes.set(role, layer);
  }
  return boxes;
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/**
 * The roles' layers of `after` placed by its layout, each keeping how far the author moved it from
 * where `before`'s layout put it (version 1's nudge, now made by handle too). A box whose size was
 * not changed by hand takes the layout's new size; `reset` roles go back to the layout's place.
 */
function relayout(
  before: CoverV2,
  after: CoverV2,
  measure: MeasureText,
  reset: readonly CoverRole[] = [],
): CoverV2 {
  const old = presetBoxes(before, measure);
  const next = presetBoxes(after, measure);
  const roleOf = new Map<string, CoverRole>();
  for (const role of COVER_ROLES) {
    const id = after.roles[role]?.layerId;
    if (id) roleOf.set(id, role);
  }
  return {
    ...after,
    document: {
      ...after.document,
      layers: after.document.layers.map((layer) => {
        const role = roleOf.get(layer.id);
        const from = role && old.get(role);
        const to = role && next.get(role);
        // Moves are measured on the cover before the change (a new setup has already shifted
        // every layer with the free ones).
        const was = before.document.layers.find((l) => l.id === layer.id) ?? layer;
        if (!role || !from || !to) return layer;
        if (reset.includes(role)) {
          const { x, y, width, height, rotation } = to;
          return { ...layer, x, y, width, height, rotation } as EditorLayer;
        }
        return {
          ...layer,
          x: to.x + (was.x - from.x),
          y: to.y + (was.y - from.y),
          width: same(was.width, from.width) ? to.width : was.width,
          height: same(was.height, from.height) ? to.height : was.height,
        } as EditorLayer;
      }),
    },
  };
}

/** How far each role's layer is moved from its layout's place, in inches (the form's nudges). */
export function roleOffsets(
  cover: CoverV2,
  measure: MeasureText,
): Partial<Record<LayerId, { offsetXIn: number; offsetYIn: number }>> {
  const boxes = presetBoxes(cover, measure);
  const offsets: Partial<Record<LayerId, { offsetXIn: number; offsetYIn: number }>> = {};
  for (const role of LAYER_IDS) {
    const layer = cover.document.layers.find((l) => l.id === cover.roles[role]?.layerId);
    const box = boxes.get(role);
    if (!layer || !box) continue;
    const round = (value: number) => Math.round(inches(value) * 1000) / 1000;
    offsets[role] = { offsetXIn: round(layer.x - box.x), offsetYIn: round(layer.y - box.y) };
  }
  return offsets;
}

const FRONT_ROLES = ["title", "subtitle", "author"] as const;

/** The cover with one role's layer changed. */
function patchRole(
  cover: CoverV2,
  role: CoverRole,
  patch: (layer: EditorLayer) => EditorLayer,
): CoverV2 {
  const id = cover.roles[role]?.layerId;
  return {
    ...cover,
    document: {
      ...cover.document,
      layers: cover.document.layers.map((layer) => (layer.id === id ? patch(layer) : layer)),
    },
  };
}

/**
 * Every change to a version 2 cover; the result is always a valid cover. Each role's layer keeps
 * how far the author moved it from its layout's place, so a longer title still pushes the
 * subtitle down and a new page count re-centres the spine, as in version 1; a new preset places
 * the front texts anew (undoing drags and turns, as version 1 reset nudges); free layers keep
 * their distance from their panel's outer edge (`fitExtrasToWrap`).
 */
export function coverV2Reducer(
  cover: CoverV2,
  action: CoverV2Action,
  measure: MeasureText,
): CoverV2 {
  switch (action.type) {
    case "setup": {
      // The paperback rules (trim offered, page range per paper) are the cover template's own.
      const parsed = coverTemplateInputSchema.safeParse({ binding: "paperback", ...action.setup });
      if (!parsed.success) return cover;
      const template = computeDesignTemplate(action.setup);
      const document = fitExtrasToWrap(cover.document, {
        widthPx: template.widthPx,
        heightPx: template.heightPx,
      });
      return relayout(cover, { ...cover, setup: { ...action.setup }, document }, measure);
    }
    case "background":
      return { ...cover, background: action.background };
    case "preset":
      return relayout(cover, { ...cover, preset: action.preset }, measure, FRONT_ROLES);
    case "text": {
      const entry = cover.roles[action.role];
      if (!entry) return cover;
      const { font, sizePt, color, ...rest } = action.patch;
      const size =
        sizePt !== undefined && Number.isFinite(sizePt)
          ? ptToPx(Math.min(160, Math.max(6, sizePt)))
          : undefined;
      const maxLength = action.role === "blurb" ? 2000 : 200;
      const patched = patchRole(
        {
          ...cover,
          roles: { ...cover.roles, [action.role]: { ...entry, font: font ?? entry.font } },
        },
        action.role,
        (layer) =>
          layer.type === "text"
            ? {
                ...layer,
                ...rest,
                text: (rest.text ?? layer.text).slice(0, maxLength),
                ...(size !== undefined ? { fontSizePx: size } : {}),
                ...(color && /^#[0-9a-f]{6}$/i.test(color) ? { fill: color } : {}),
                ...(font ? { font: EDITOR_FONT_FOR[font] } : {}),
              }
            : layer,
      );
      return relayout(cover, patched, measure);
    }
    case "offset": {
      const box = presetBoxes(cover, measure).get(action.role);
      if (!box) return cover;
      const clampIn = (value: number) => Math.min(6, Math.max(-6, value));
      return patchRole(cover, action.role, (layer) => ({
        ...layer,
        ...(action.offsetXIn !== undefined && Number.isFinite(action.offsetXIn)
          ? { x: box.x + px(clampIn(action.offsetXIn)) }
          : {}),
        ...(action.offsetYIn !== undefined && Number.isFinite(action.offsetYIn)
          ? { y: box.y + px(clampIn(action.offsetYIn)) }
          : {}),
      }));
    }
    case "image":
      // A new image (or fit) lands where its fit puts it, as in version 1.
      return relayout(cover, { ...cover, image: action.image }, measure, ["image"]);
    case "document": {
      // The editor may delete a layer; a role whose layer is gone is let go, never left dangling.
      const ids = new Set(action.document.layers.map((layer) => layer.id));
      const roles: CoverRoles = {};
      for (const role of COVER_ROLES) {
        const entry = cover.roles[role];
        if (entry && ids.has(entry.layerId)) Object.assign(roles, { [role]: entry });
      }
      const document = readEditorDocument(action.document);
      return document ? { ...cover, document, roles } : cover;
    }
    case "guides":
      return { ...cover, showGuides: action.show };
  }
}

/**
 * The layers the cover does not draw itself, for `drawEditorLayers` over the scene in the preview
 * and the exports: everything but the role layers, which `layoutCoverV2` lays out in the cover's
 * own fonts and checks.
 */
export function freeLayersOf(cover: CoverV2): EditorDocument {
  const own = new Set(COVER_ROLES.map((role) => cover.roles[role]?.layerId));
  return {
    ...cover.document,
    layers: cover.document.layers.filter((layer) => !own.has(layer.id)),
  };
}

/**
 * The cover as the designer's form reads it: version 1's shape, the nudges being how far each
 * text was moved from its layout's place and `extras` the free layers, so the form's controls
 * work on version 2 unchanged.
 */
export function coverFormView(cover: CoverV2, measure: MeasureText): Design {
  const view = asV1(cover, cover.preset);
  const offsets = roleOffsets(cover, measure);
  for (const role of LAYER_IDS) {
    const offset = offsets[role];
    if (offset) view.layers[role] = { ...view.layers[role], ...offset };
  }
  const free = freeLayersOf(cover);
  return { ...view, extras: free.layers.length > 0 ? free : null };
}

/** One of the form's (version 1) actions on a version 2 cover. */
export function applyFormAction(
  cover: CoverV2,
  action: DesignAction,
  measure: MeasureText,
): CoverV2 {
  const reduce = (next: CoverV2Action) => coverV2Reducer(cover, next, measure);
  switch (action.type) {
    case "setup":
      return reduce({ type: "setup", setup: action.setup });
    case "background-scope":
      return reduce({
        type: "background",
        background: { ...cover.background, scope: action.scope },
      });
    case "fill":
      return reduce({
        type: "background",
        background: { ...cover.background, [action.target]: action.fill },
      });
    case "preset":
      return reduce({ type: "preset", preset: action.preset });
    case "layer": {
      const { offsetXIn, offsetYIn, ...style } = action.patch;
      let next = cover;
      if (Object.keys(style).length > 0) {
        next = coverV2Reducer(next, { type: "text", role: action.layer, patch: style }, measure);
      }
      if (offsetXIn !== undefined || offsetYIn !== undefined) {
        next = coverV2Reducer(
          next,
          { type: "offset", role: action.layer, offsetXIn, offsetYIn },
          measure,
        );
      }
      return next;
    }
    case "image":
      return reduce({ type: "image", image: action.image });
    case "image-fit":
      return cover.image
        ? reduce({ type: "image", image: { ...cover.image, fit: action.fit } })
        : cover;
    case "clear-image":
      return reduce({ type: "image", image: null });
    case "guides":
      return reduce({ type: "guides", show: action.show });
    case "extras": {
      // The free layers replaced; the cover's own keep their place at the bottom.
      const free = new Set(freeLayersOf(cover).layers.map((layer) => layer.id));
      const own = cover.document.layers.filter((layer) => !free.has(layer.id));
      return reduce({
        type: "document",
        document: { ...cover.document, layers: [...own, ...(action.extras?.layers ?? [])] },
      });
    }
    case "load":
    case "reset": {
      const design = action.type === "load" ? action.design : createDefaultDesign();
      const read = coverV1ToV2(design, measure);
      return read.ok ? read.cover : cover;
    }
  }
}

/** The cover as saved (localStorage, design file, account); `withImage: false` drops the image. */
export function serialiseCover(cover: CoverV2, { withImage = true } = {}): string {
  return JSON.stringify(withImage ? cover : { ...cover, image: null });
}
