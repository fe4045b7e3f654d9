import { z } from "zod";

/*
 * The shared design editor's document (issue 31, decision 0140): a stack of layers on a canvas of
 * exact pixel size, bottom layer first. The A+ maker and the pattern designer keep one inside their
 * own saved documents; every operation here is pure and returns a new document, so the editor's
 * undo history (editor-history.ts) is a list of these values.
 */

export const EDITOR_FONTS = [
  "Liberation Sans",
  "Liberation Serif",
  "Liberation Mono",
  "Georgia",
] as const;
export type EditorFont = (typeof EDITOR_FONTS)[number];

const HEX = /^#[0-9a-f]{6}$/i;
/** A stored design image's name, as the designs API gives it (contract.ts DESIGN_IMAGE_NAME). */
export const EDITOR_IMAGE_NAME = /^[0-9a-f]{24}\.png$/;
const coordinate = z.number().finite().min(-20000).max(20000);
const size = z.number().finite().min(1).max(20000);

const base = {
  id: z.string().min(1).max(40),
  name: z.string().max(80),
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  opacity: z.number().min(0).max(1),
  visible: z.boolean(),
  locked: z.boolean(),
  /** Degrees clockwise about the box's centre; documents saved before rotation read as 0. */
  rotation: z.number().finite().min(-180).max(180).default(0),
};

const layerSchema = z.discriminatedUnion("type", [
  z.object({
    ...base,
    type: z.literal("rect"),
    fill: z.string().regex(HEX),
    radius: z.number().min(0).max(10000),
  }),
  z.object({ ...base, type: z.literal("ellipse"), fill: z.string().regex(HEX) }),
  z.object({
    ...base,
    type: z.literal("image"),
    /** The image by its name in the member's design images (never a data URL in a document). */
    src: z.string().regex(EDITOR_IMAGE_NAME),
    naturalWidthPx: z.number().int().min(1).max(20000),
    naturalHeightPx: z.number().int().min(1).max(20000),
  }),
  z.object({
    ...base,
    type: z.literal("text"),
    text: z.string().max(2000),
    font: z.enum(EDITOR_FONTS),
    fontSizePx: z.number().min(4).max(2000),
    fill: z.string().regex(HEX),
    bold: z.boolean(),
    align: z.enum(["left", "center", "right"]),
    outline: z
      .object({ color: z.string().regex(HEX), widthPx: z.number().min(0).max(200) })
      .nullable(),
  }),
]);

export type EditorLayer = z.infer<typeof layerSchema>;
export type EditorLayerType = EditorLayer["type"];
/** The kinds the "+" buttons add from nothing; an image layer starts from a file. */
export type EditorShapeType = Exclude<EditorLayerType, "image">;
export type EditorImageLayer = Extract<EditorLayer, { type: "image" }>;

const documentSchema = z.object({
  version: z.literal(1),
  widthPx: z.number().int().min(1).max(20000),
  heightPx: z.number().int().min(1).max(20000),
  layers: z.array(layerSchema).max(200),
});

export type EditorDocument = z.infer<typeof documentSchema>;

/** At most this many layers: a saved design stays well under the designs API's 256 KB cap. */
export const EDITOR_MAX_LAYERS = 200;

export function newEditorDocument(widthPx: number, heightPx: number): EditorDocument {
  return { version: 1, widthPx, heightPx, layers: [] };
}

/** A saved editor document read back; null when it is not one (the caller names the design). */
export function readEditorDocument(value: unknown): EditorDocument | null {
  const parsed = documentSchema.safeParse(value);
  if (!parsed.success) return null;
  const ids = new Set(parsed.data.layers.map((layer) => layer.id));
  return ids.size === parsed.data.layers.length ? parsed.data : null;
}

/** A new layer of a kind, centred on the canvas, sized from the canvas so it is visible at once. */
export function newLayer(
  type: EditorShapeType,
  id: string,
  canvas: { widthPx: number; heightPx: number },
): EditorLayer {
  const width = Math.max(1, Math.round(canvas.widthPx * (type === "text" ? 0.8 : 0.4)));
  const height = Math.max(
    1,
    Math.round(type === "text" ? canvas.heightPx * 0.2 : canvas.heightPx * 0.4),
  );
  const common = {
    id,
    x: Math.round((canvas.widthPx - width) / 2),
    y: Math.round((canvas.heightPx - height) / 2),
    width,
    height,
    opacity: 1,
    visible: true,
    locked: false,
    rotation: 0,
  };
  if (type === "rect") return { ...common, type, name: "Rectangle", fill: "#e86a33", radius: 0 };
  if (type === "ellipse") return { ...common, type, name: "Ellipse", fill: "#f2b134" };
  return {
    ...common,
    type,
    name: "Text",
    text: "Your text",
    font: "Liberation Sans",
    fontSizePx: Math.max(4, Math.round(height * 0.6)),
    fill: "#ffffff",
    bold: true,
    align: "center",
    outline: null,
  };
}

/*
 * An author's own image as a layer. The file is checked before it is uploaded, with the designs
 * API's own limits (apps/api/src/services/designs/design-images.ts: 10 MB, 40 megapixels), so the
 * author reads which rule failed here rather than a refusal after the upload.
 */
export const EDITOR_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;
export const EDITOR_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const EDITOR_IMAGE_MAX_PIXELS = 40_000_000;

export type ImageFileIssue = { field: "file"; message: string };

/** Type and size of a chosen file, before it is read. Null when it may be used. */
export function checkImageFile(file: { type: string; size: number }): ImageFileIssue | null {
  if (!(EDITOR_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return {
      field: "file",
      message: `Image file: choose a PNG or JPEG image (this file is ${file.type || "of an unknown type"})`,
    };
  }
  if (file.size === 0) return { field: "file", message: "Image file: this file is empty" };
  if (file.size > EDITOR_IMAGE_MAX_BYTES) {
    return {
      field: "file",
      message: `Image file: ${(file.size / 1048576).toFixed(1)} MB is over the 10 MB limit`,
    };
  }
  return null;
}

/** The decoded image's size. Null when it may be used. */
export function checkImagePixels(widthPx: number, heightPx: number): ImageFileIssue | null {
  if (widthPx < 1 || heightPx < 1 || widthPx > 20000 || heightPx > 20000) {
    return { field: "file", message: "Image file: each side must be 1 to 20,000 pixels" };
  }
  if (widthPx * heightPx > EDITOR_IMAGE_MAX_PIXELS) {
    return {
      field: "file",
      message: `Image file: ${widthPx} × ${heightPx} px is over 40 megapixels; use a smaller image`,
    };
  }
  return null;
}

/** An image layer at its own aspect ratio, fitted inside 80 % of the canvas and centred. */
export function newImageLayer(
  id: string,
  image: { src: string; name: string; widthPx: number; heightPx: number },
  canvas: { widthPx: number; heightPx: number },
): EditorImageLayer {
  const scale = Math.min(
    1,
    (canvas.widthPx * 0.8) / image.widthPx,
    (canvas.heightPx * 0.8) / image.heightPx,
  );
  const width = Math.max(1, Math.round(image.widthPx * scale));
  const height = Math.max(1, Math.round(image.heightPx * scale));
  return {
    id,
    type: "image",
    name: image.name.slice(0, 80) || "Image",
    src: image.src,
    naturalWidthPx: image.widthPx,
    naturalHeightPx: image.heightPx,
    x: Math.round((canvas.widthPx - width) / 2),
    y: Math.round((canvas.heightPx - height) / 2),
    width,
    height,
    opacity: 1,
    visible: true,
    locked: false,
    rotation: 0,
  };
}

/** The stored image names a document draws (to load them before drawing or exporting). */
export function imageNamesOf(document: EditorDocument): string[] {
  return [
    ...new Set(document.layers.flatMap((layer) => (layer.type === "image" ? [layer.src] : []))),
  ];
}

function indexOrThrow(document: EditorDocument, id: string): number {
  const index = document.layers.findIndex((layer) => layer.id === id);
  if (index < 0) throw new Error(`No layer ${id}`);
  return index;
}

/** Adds a layer on top. Refused past the layer cap or with an id already used. */
export function addLayer(document: EditorDocument, layer: EditorLayer): EditorDocument {
  if (document.layers.length >= EDITOR_MAX_LAYERS) {
    throw new Error(`A design holds at most ${EDITOR_MAX_LAYERS} layers`);
  }
  if (document.layers.some((l) => l.id === layer.id)) throw new Error(`Layer ${layer.id} exists`);
  return { ...document, layers: [...document.layers, layer] };
}

export function removeLayer(document: EditorDocument, id: string): EditorDocument {
  indexOrThrow(document, id);
  return { ...document, layers: document.layers.filter((layer) => layer.id !== id) };
}

/** Changes a layer's fields (its id and type stay). A locked layer changes only its lock. */
export function updateLayer(
  document: EditorDocument,
  id: string,
  patch: Partial<EditorLayer>,
): EditorDocument {
  const index = indexOrThrow(document, id);
  const layer = document.layers[index] as EditorLayer;
  const onlyUnlocking = Object.keys(patch).every((key) => key === "locked");
  if (layer.locked && !onlyUnlocking) return document;
  const next = { ...layer, ...patch, id: layer.id, type: layer.type } as EditorLayer;
  const layers = [...document.layers];
  layers[index] = next;
  return { ...document, layers };
}

export type LayerOrder = "forward" | "backward" | "front" | "back";

/** Moves a layer in the stack; at an end it stays (the same document comes back). */
export function reorderLayer(
  document: EditorDocument,
  id: string,
  order: LayerOrder,
): EditorDocument {
  const from = indexOrThrow(document, id);
  const last = document.layers.length - 1;
  const to =
    order === "front"
      ? last
      : order === "back"
        ? 0
        : order === "forward"
          ? Math.min(last, from + 1)
          : Math.max(0, from - 1);
  if (to === from) return document;
  const layers = [...document.layers];
  const [moved] = layers.splice(from, 1);
  layers.splice(to, 0, moved as EditorLayer);
  return { ...document, layers };
}

/** A copy of a layer just above it, offset so it is seen as a second one. */
export function duplicateLayer(
  document: EditorDocument,
  id: string,
  newId: string,
  offsetPx = 20,
): EditorDocument {
  const index = indexOrThrow(document, id);
  if (document.layers.length >= EDITOR_MAX_LAYERS) {
    throw new Error(`A design holds at most ${EDITOR_MAX_LAYERS} layers`);
  }
  const layer = document.layers[index] as EditorLayer;
  const copy = {
    ...layer,
    id: newId,
    name: `${layer.name} copy`.slice(0, 80),
    x: layer.x + offsetPx,
    y: layer.y + offsetPx,
    locked: false,
  };
  const layers = [...document.layers];
  layers.splice(index + 1, 0, copy);
  return { ...document, layers };
}

export type Alignment = "left" | "center" | "right" | "top" | "middle" | "bottom";

/** Aligns a layer to the canvas. */
export function alignLayer(
  document: EditorDocument,
  id: string,
  alignment: Alignment,
): EditorDocument {
  const layer = document.layers[indexOrThrow(document, id)] as EditorLayer;
  const { widthPx: w, heightPx: h } = document;
  const position: Partial<EditorLayer> =
    alignment === "left"
      ? { x: 0 }
      : alignment === "center"
        ? { x: Math.round((w - layer.width) / 2) }
        : alignment === "right"
          ? { x: w - layer.width }
          : alignment === "top"
            ? { y: 0 }
            : alignment === "middle"
              ? { y: Math.round((h - layer.height) / 2) }
              : { y: h - layer.height };
  return updateLayer(document, id, position);
}
