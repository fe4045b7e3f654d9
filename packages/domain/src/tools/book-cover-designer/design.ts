import * as z from "zod/mini";
import { type EditorDocument, readEditorDocument } from "../../designs/editor-document";
import {
  listPaperTypes,
  PAPER_TYPES,
  type PaperType,
  TRIM_IDS,
  type TrimId,
} from "../../kdp/trim-sizes";
import { coverTemplateInputSchema } from "../cover-template/cover-template";

/*
 * The book cover designer's saved design: the paperback's setup (which fixes the wrap's size
 * through the cover template's maths), backgrounds, a front layout preset, text layers and the
 * front image. One zod schema reads it from localStorage and from an uploaded design file, so a
 * file from another browser or an older build is checked before it reaches the canvas.
 */

export const DESIGN_VERSION = 1;

/** Fonts every reader already has: system font stacks, nothing fetched (decision 0073). */
export const DESIGN_FONTS = {
  "serif-classic": {
    label: "Classic serif (Georgia, Times)",
    css: "Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif",
  },
  "serif-book": {
    label: "Book serif (Palatino)",
    css: "'Palatino Linotype', Palatino, 'Book Antiqua', 'TeX Gyre Pagella', 'URW Palladio L', 'Liberation Serif', serif",
  },
  sans: {
    label: "Sans serif (Helvetica, Arial)",
    css: "Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif",
  },
  condensed: {
    label: "Condensed sans (Arial Narrow)",
    css: "'Arial Narrow', 'Liberation Sans Narrow', 'DejaVu Sans Condensed', 'Roboto Condensed', sans-serif",
  },
  display: {
    label: "Heavy display (Impact, Arial Black)",
    css: "Impact, 'Arial Black', 'DejaVu Sans', sans-serif",
  },
  mono: {
    label: "Typewriter (Courier)",
    css: "'Courier New', Courier, 'Liberation Mono', 'DejaVu Sans Mono', monospace",
  },
} as const;
export const FONT_IDS = Object.keys(DESIGN_FONTS) as [
  keyof typeof DESIGN_FONTS,
  ...(keyof typeof DESIGN_FONTS)[],
];
export type FontId = keyof typeof DESIGN_FONTS;

export const LAYER_IDS = [
  "title",
  "subtitle",
  "author",
  "spineTitle",
  "spineAuthor",
  "blurb",
] as const;
export type LayerId = (typeof LAYER_IDS)[number];
export const LAYER_LABELS: Record<LayerId, string> = {
  title: "Title",
  subtitle: "Subtitle",
  author: "Author",
  spineTitle: "Spine title",
  spineAuthor: "Spine author",
  blurb: "Back cover blurb",
};
export const LAYER_PANEL: Record<LayerId, "front" | "spine" | "back"> = {
  title: "front",
  subtitle: "front",
  author: "front",
  spineTitle: "spine",
  spineAuthor: "spine",
  blurb: "back",
};

export const FILL_TARGETS = ["wrap", "back", "spine", "front"] as const;
export type FillTarget = (typeof FILL_TARGETS)[number];
export const GRADIENT_DIRECTIONS = ["vertical", "horizontal", "diagonal"] as const;

export const PRESET_IDS = ["classic", "centred", "stacked-top", "author-top"] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export const TEXT_LIMITS = {
  sizePt: { min: 6, max: 160 },
  offsetIn: { min: -6, max: 6 },
  /** Characters per layer: enough for a long blurb, short enough for a saved design. */
  length: { blurb: 2000, other: 200 },
} as const;

/** Images above this are not kept in localStorage (about 5 MB per site); the file still keeps them. */
export const STORED_IMAGE_MAX_CHARS = 3_500_000;

const hex = z.string().check(z.regex(/^#[0-9a-f]{6}$/i, "Colours are written #rrggbb"));

export const fillSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("solid"), color: hex }),
  z.object({
    kind: z.literal("gradient"),
    from: hex,
    to: hex,
    direction: z.enum(GRADIENT_DIRECTIONS, {
      error: "Gradient direction must be vertical, horizontal or diagonal",
    }),
  }),
]);
export type Fill = z.infer<typeof fillSchema>;

const textLayerSchema = z.object({
  text: z.string().check(z.maxLength(TEXT_LIMITS.length.blurb, "Text is too long")),
  font: z.enum(FONT_IDS, { error: "Font must be one of the designer's fonts" }),
  sizePt: z
    .number()
    .check(
      z.gte(TEXT_LIMITS.sizePt.min, `Size must be at least ${TEXT_LIMITS.sizePt.min} pt`),
      z.lte(TEXT_LIMITS.sizePt.max, `Size must be at most ${TEXT_LIMITS.sizePt.max} pt`),
    ),
  color: hex,
  align: z.enum(["left", "center", "right"], { error: "Alignment must be left, center or right" }),
  bold: z.boolean(),
  offsetXIn: z.number().check(z.gte(TEXT_LIMITS.offsetIn.min), z.lte(TEXT_LIMITS.offsetIn.max)),
  offsetYIn: z.number().check(z.gte(TEXT_LIMITS.offsetIn.min), z.lte(TEXT_LIMITS.offsetIn.max)),
});
export type TextLayer = z.infer<typeof textLayerSchema>;

export const imageSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  dataUrl: z
    .string()
    .check(
      z.regex(/^data:image\/(png|jpeg|webp);base64,/, "The image must be a PNG, JPEG or WebP"),
    ),
  widthPx: z.int().check(z.positive("Image width must be positive")),
  heightPx: z.int().check(z.positive("Image height must be positive")),
  fit: z.enum(["fill", "fit"], { error: "Image fit must be fill or fit" }),
});
export type DesignImage = z.infer<typeof imageSchema>;

export const setupSchema = z.object({
  trim: z.enum(TRIM_IDS, { error: "Trim size must be one of KDP's trim sizes, e.g. 6x9" }),
  pages: z.int({ error: "Pages must be a whole number" }),
  paper: z.enum(PAPER_TYPES, {
    error: "Paper must be white, cream, groundwood, standard-color or premium-color",
  }),
});
export type DesignSetup = { trim: TrimId; pages: number; paper: PaperType };

export const presetSchema = z.enum(PRESET_IDS, {
  error: "Layout must be one of the designer's presets",
});

const layersSchema = z.object({
  title: textLayerSchema,
  subtitle: textLayerSchema,
  author: textLayerSchema,
  spineTitle: textLayerSchema,
  spineAuthor: textLayerSchema,
  blurb: textLayerSchema,
});

export const backgroundSchema = z.object({
  scope: z.enum(["wrap", "panels"], { error: "Background scope must be wrap or panels" }),
  wrap: fillSchema,
  back: fillSchema,
  spine: fillSchema,
  front: fillSchema,
});

export const designSchema = z
  .object({
    version: z.literal(DESIGN_VERSION, {
      error: `This is not a version ${DESIGN_VERSION} design file`,
    }),
    setup: setupSchema,
    background: backgroundSchema,
    preset: presetSchema,
    layers: layersSchema,
    image: z.nullable(imageSchema),
    showGuides: z.boolean(),
    /*
     * Free layers over the whole wrap, made in the shared design editor (decision 0152): text,
     * shapes and the author's images at the wrap's pixel size. Absent in designs made before.
     */
    extras: z.optional(
      z.nullable(
        z.custom<EditorDocument>((value) => readEditorDocument(value) !== null, {
          error: "The cover's free layers are not a design the editor can open",
        }),
      ),
    ),
  })
  .check(
    z.superRefine((design, context) => {
      // The paperback rules (trim offered, page range per paper) are the cover template's own.
      const parsed = coverTemplateInputSchema.safeParse({ binding: "paperback", ...design.setup });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          context.addIssue({
            code: "custom",
            path: ["setup", ...issue.path],
            message: issue.message,
          });
        }
      }
      for (const id of LAYER_IDS) {
        if (id !== "blurb" && design.layers[id].text.length > TEXT_LIMITS.length.other) {
          context.addIssue({
            code: "custom",
            path: ["layers", id, "text"],
            message: `${LAYER_LABELS[id]} must be at most ${TEXT_LIMITS.length.other} characters`,
          });
        }
      }
    }),
  );
export type Design = z.infer<typeof designSchema>;

export type DesignIssue = { path: string; message: string };
export type ParsedDesign = { ok: true; design: Design } | { ok: false; issues: DesignIssue[] };

/** Reads a design from JSON text (localStorage or an uploaded file); issues name the field. */
export function parseDesignJson(text: string): ParsedDesign {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, issues: [{ path: "", message: "The file is not JSON" }] };
  }
  const parsed = designSchema.safeParse(raw);
  if (parsed.success) {
    // Read through the editor's own schema too, so its defaults (rotation 0) are filled in.
    const { extras } = parsed.data;
    if (!extras) return { ok: true, design: parsed.data };
    return { ok: true, design: { ...parsed.data, extras: readEditorDocument(extras) } };
  }
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    })),
  };
}

/** The design as a file; `withImage: false` drops the image (for storage that cannot hold it). */
export function serialiseDesign(design: Design, { withImage = true } = {}): string {
  return JSON.stringify(withImage ? design : { ...design, image: null });
}

const layer = (text: string, overrides: Partial<TextLayer>): TextLayer => ({
  text,
  font: "serif-classic",
  sizePt: 24,
  color: "#ffffff",
  align: "center",
  bold: false,
  offsetXIn: 0,
  offsetYIn: 0,
  ...overrides,
});

export function createDefaultDesign(): Design {
  return {
    version: DESIGN_VERSION,
    setup: { trim: "6x9", pages: 240, paper: "white" },
    background: {
      scope: "wrap",
      wrap: { kind: "solid", color: "#1e293b" },
      back: { kind: "solid", color: "#1e293b" },
      spine: { kind: "solid", color: "#0f172a" },
      front: { kind: "solid", color: "#1e293b" },
    },
    preset: "classic",
    layers: {
      title: layer("", { sizePt: 48, bold: true }),
      subtitle: layer("", { sizePt: 20, font: "sans" }),
      author: layer("", { sizePt: 24, font: "sans" }),
      spineTitle: layer("", { sizePt: 14, bold: true }),
      spineAuthor: layer("", { sizePt: 11, font: "sans" }),
      blurb: layer("", { sizePt: 11, align: "left" }),
    },
    image: null,
    showGuides: true,
  };
}

export type DesignAction =
  | { type: "setup"; setup: DesignSetup }
  | { type: "background-scope"; scope: Design["background"]["scope"] }
  | { type: "fill"; target: FillTarget; fill: Fill }
  | { type: "preset"; preset: PresetId }
  | { type: "layer"; layer: LayerId; patch: Partial<TextLayer> }
  | { type: "image"; image: DesignImage }
  | { type: "image-fit"; fit: DesignImage["fit"] }
  | { type: "clear-image" }
  | { type: "guides"; show: boolean }
  | { type: "extras"; extras: EditorDocument | null }
  | { type: "load"; design: Design }
  | { type: "reset" };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function patchLayer(current: TextLayer, patch: Partial<TextLayer>, id: LayerId): TextLayer {
  const next = { ...current, ...patch };
  const maxLength = id === "blurb" ? TEXT_LIMITS.length.blurb : TEXT_LIMITS.length.other;
  return {
    ...next,
    text: next.text.slice(0, maxLength),
    // A half-typed number never makes the design invalid: it is held at the nearest limit.
    sizePt: Number.isFinite(next.sizePt)
      ? clamp(next.sizePt, TEXT_LIMITS.sizePt.min, TEXT_LIMITS.sizePt.max)
      : current.sizePt,
    offsetXIn: Number.isFinite(next.offsetXIn)
      ? clamp(next.offsetXIn, TEXT_LIMITS.offsetIn.min, TEXT_LIMITS.offsetIn.max)
      : current.offsetXIn,
    offsetYIn: Number.isFinite(next.offsetYIn)
      ? clamp(next.offsetYIn, TEXT_LIMITS.offsetIn.min, TEXT_LIMITS.offsetIn.max)
      : current.offsetYIn,
  };
}

/** Every change to a design; the result is always a valid design (invalid setups are ignored). */
export function designReducer(design: Design, action: DesignAction): Design {
  switch (action.type) {
    case "setup": {
      const parsed = coverTemplateInputSchema.safeParse({ binding: "paperback", ...action.setup });
      return parsed.success ? { ...design, setup: { ...action.setup } } : design;
    }
    case "background-scope":
      return { ...design, background: { ...design.background, scope: action.scope } };
    case "fill":
      return { ...design, background: { ...design.background, [action.target]: action.fill } };
    case "preset": {
      // A new layout starts clean: nudges made for the old one would misplace the text.
      const layers = { ...design.layers };
      for (const id of ["title", "subtitle", "author"] as const) {
        layers[id] = { ...layers[id], offsetXIn: 0, offsetYIn: 0 };
      }
      return { ...design, preset: action.preset, layers };
    }
    case "layer":
      return {
        ...design,
        layers: {
          ...design.layers,
          [action.layer]: patchLayer(design.layers[action.layer], action.patch, action.layer),
        },
      };
    case "image":
      return { ...design, image: action.image };
    case "image-fit":
      return design.image ? { ...design, image: { ...design.image, fit: action.fit } } : design;
    case "clear-image":
      return { ...design, image: null };
    case "guides":
      return { ...design, showGuides: action.show };
    case "extras":
      return { ...design, extras: action.extras };
    case "load":
      return action.design;
    case "reset":
      return createDefaultDesign();
  }
}

/**
 * The free layers on a wrap of another size (the page count moved the spine, the trim changed):
 * a layer whose centre is on the front half keeps its distance from the front's outer edge, one
 * on the back half from the back's; both keep their distance from the top. The same document
 * comes back when the size is unchanged.
 */
export function fitExtrasToWrap(
  extras: EditorDocument,
  wrap: { widthPx: number; heightPx: number },
): EditorDocument {
  if (extras.widthPx === wrap.widthPx && extras.heightPx === wrap.heightPx) return extras;
  const shift = wrap.widthPx - extras.widthPx;
  return {
    ...extras,
    widthPx: wrap.widthPx,
    heightPx: wrap.heightPx,
    layers: extras.layers.map((layer) =>
      layer.x + layer.width / 2 > extras.widthPx / 2 ? { ...layer, x: layer.x + shift } : layer,
    ),
  };
}

export type SetupFields = { trim: string; pages: string; paper: string };
export type SetupCheck = { ok: true; setup: DesignSetup } | { ok: false; issues: DesignIssue[] };

/** The setup form's string values checked by the cover template's rules (page range per paper). */
export function checkSetup(fields: SetupFields): SetupCheck {
  const pages = fields.pages.trim() === "" ? Number.NaN : Number(fields.pages);
  const parsed = coverTemplateInputSchema.safeParse({ binding: "paperback", ...fields, pages });
  if (parsed.success) {
    return {
      ok: true,
      setup: { trim: parsed.data.trim, pages: parsed.data.pages, paper: parsed.data.paper },
    };
  }
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    })),
  };
}

/** The papers a paperback of this trim offers; a trim change keeps the paper when it can. */
export function paperFor(trim: string, paper: string): PaperType {
  const offered = listPaperTypes(trim, "paperback");
  return offered.includes(paper as PaperType) ? (paper as PaperType) : (offered[0] ?? "white");
}
