import { type APlusModule, findAPlusModule } from "../kdp/a-plus-modules";
import { type EditorDocument, readEditorDocument } from "./editor-document";

/*
 * An A+ Content page for the A+ Content maker (issue 31, decision 0114): modules in order, each
 * with its text fields counted against their limits and its images at the exact pixel sizes of
 * `kdp/a-plus-modules.ts`. The export plan names every image file and the manifest that says which
 * image goes in which module. Pure: the page renders and zips what this plans.
 */

/** Basic (standard) A+ Content takes up to five modules per page. */
export const A_PLUS_MAX_MODULES = 5;
/** Amazon refuses an A+ image file over 2 MB (kdp-facts §6). */
export const A_PLUS_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/*
 * Where the text limits come from. The stored source is Amazon's own A+ Content API model (the
 * JSON schema the A+ editor's documents are validated against); it states the hard limits below.
 * The tighter per-field limits of the A+ editor's screens are in no stored source: they are kept,
 * marked unverified, and the page says so.
 */
export const A_PLUS_TEXT_SOURCES = {
  spApi: {
    key: "amzn/selling-partner-api-models, models/aplus-content-api-model/aplusContent_2020-11-01.json @34dc93f",
    title:
      "Selling Partner API for A+ Content Management, model 2020-11-01 (TextComponent, StandardComparisonProductBlock, StandardTechSpecsModule, ImageComponent)",
    date: "2026-11-29",
  },
  editor: {
    key: "UNVERIFIED",
    title:
      "Per-field limit shown in Amazon's A+ editor, not found in a stored source; the API model caps any text at 10,000 characters",
    date: "2026-11-29",
  },
} as const;

/** TextComponent.value: maxLength 10000 (SP-API model). No A+ text may be longer. */
export const A_PLUS_TEXT_MAX_CHARS = 10000;
/** StandardComparisonTableModule.productColumns: maxItems 6 (SP-API model). */
export const A_PLUS_COMPARISON_MAX_BOOKS = 6;
/** StandardComparisonProductBlock.title: maxLength 80 (SP-API model). */
export const A_PLUS_COMPARISON_TITLE_MAX_CHARS = 80;
/** ImageComponent.altText: minLength 1, maxLength 100 (SP-API model); every image needs one. */
export const A_PLUS_ALT_TEXT_MAX_CHARS = 100;
/** StandardTechSpecsModule.specificationList: minItems 4, maxItems 16 (SP-API model). */
export const A_PLUS_TECH_SPECS_LINES = { min: 4, max: 16 } as const;

export type APlusTextField = {
  id: string;
  label: string;
  maxChars: number;
  multiline: boolean;
  /** Where the limit comes from (A_PLUS_TEXT_SOURCES). */
  source: keyof typeof A_PLUS_TEXT_SOURCES;
  /** A field of one entry per line, with Amazon's count of entries. */
  lines?: { min: number; max: number };
};

const headline = (maxChars: number): APlusTextField => ({
  id: "headline",
  label: "Headline",
  maxChars,
  multiline: false,
  source: "editor",
});
const body = (maxChars: number): APlusTextField => ({
  id: "body",
  label: "Body text",
  maxChars,
  multiline: true,
  source: "editor",
});
/** The tech specs table: label and value pairs, one per line ("Pages: 120"). */
const specifications: APlusTextField = {
  id: "specifications",
  label: `Specifications (one "label: value" per line, ${A_PLUS_TECH_SPECS_LINES.min} to ${A_PLUS_TECH_SPECS_LINES.max})`,
  maxChars: A_PLUS_TEXT_MAX_CHARS,
  multiline: true,
  source: "spApi",
  lines: A_PLUS_TECH_SPECS_LINES,
};

/**
 * Text fields per module (characters, spaces included). The fields are those of each module in
 * the SP-API model; a comparison chart has no headline there (its 80-character limit is each
 * product's title, checked on the chart), and the tech specs module has no body text but a list
 * of 4–16 label/value pairs. The per-field numbers are the A+ editor's, unverified (see above).
 */
export const A_PLUS_TEXT_FIELDS: Readonly<Record<string, readonly APlusTextField[]>> = {
  "standard-company-logo": [],
  "standard-header-image-text": [headline(150), body(6000)],
  "standard-image-text-overlay": [headline(70), body(300)],
  "standard-single-image-text": [headline(160), body(1000)],
  "standard-three-images-text": [headline(160), body(1000)],
  "standard-four-images-text": [headline(160), body(1000)],
  "standard-four-image-text-quadrant": [headline(160), body(1000)],
  "standard-single-side-image": [headline(160), body(1000)],
  "standard-single-image-highlights": [headline(160), body(1000)],
  "standard-single-image-specs-detail": [headline(160), body(1000)],
  "standard-comparison-table": [],
  "standard-single-image-sidebar": [headline(160), body(1000)],
  "standard-text": [headline(160), body(5000)],
  "standard-product-description-text": [body(6000)],
  "standard-tech-specs": [headline(80), specifications],
};

/** The modules the maker composes: standard ones with their text limits known. */
export const A_PLUS_MAKER_MODULE_IDS = Object.keys(A_PLUS_TEXT_FIELDS);

export type APlusImageFill = {
  /** Background colour, #rrggbb. */
  background: string;
  /** An image the member chose, by its name in the account's design images; null draws text. */
  image: string | null;
  /** Text and shapes laid over the image in the shared editor, at the slot's exact size. */
  layers?: EditorDocument;
  /** What the image shows, for readers who cannot see it; Amazon requires it on every image. */
  altText?: string;
};

export type APlusComparisonBook = { title: string; author: string; pages: number; format: string };

export type APlusPageModule = {
  /** Stable within the page (moving modules keeps their fills). */
  key: string;
  moduleId: string;
  texts: Record<string, string>;
  /** By image target key (`image-2`, `main`). */
  fills: Record<string, APlusImageFill>;
  /** The comparison chart's columns (filled from the member's book projects). */
  comparison?: APlusComparisonBook[];
};

export type APlusPage = { version: 1; modules: APlusPageModule[] };

export type APlusImageTarget = {
  /** Unique in the module: the slot id, with its number when the slot holds several. */
  key: string;
  slotId: string;
  label: string;
  widthPx: number;
  heightPx: number;
};

/** Every image a module needs, one per slot and count (a comparison chart: one per book). */
export function imageTargetsOf(module: APlusModule, comparisonBooks = 0): APlusImageTarget[] {
  return module.slots.flatMap((slot) => {
    const count =
      module.id === "standard-comparison-table" ? Math.max(1, comparisonBooks) : slot.count;
    return Array.from({ length: count }, (_, i) => ({
      key: count > 1 ? `${slot.id}-${i + 1}` : slot.id,
      slotId: slot.id,
      label: count > 1 ? `${slot.label} ${i + 1}` : slot.label,
      widthPx: slot.widthPx,
      heightPx: slot.heightPx,
    }));
  });
}

export type TextCount = { field: APlusTextField; used: number; over: boolean };

/** Characters used per text field of a module, against its limit. */
export function countModuleTexts(module: APlusPageModule): TextCount[] {
  return (A_PLUS_TEXT_FIELDS[module.moduleId] ?? []).map((field) => {
    const used = [...(module.texts[field.id] ?? "")].length;
    return { field, used, over: used > field.maxChars };
  });
}

export type APlusIssue = { path: string; message: string };

/** The non-empty lines of a one-entry-per-line field. */
function specLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** What would stop the A+ editor taking this page: too many modules, text past a limit. */
export function checkAPlusPage(page: APlusPage): APlusIssue[] {
  const issues: APlusIssue[] = [];
  if (page.modules.length === 0) issues.push({ path: "modules", message: "Add a module" });
  if (page.modules.length > A_PLUS_MAX_MODULES) {
    issues.push({
      path: "modules",
      message: `A+ Content takes at most ${A_PLUS_MAX_MODULES} modules; remove ${page.modules.length - A_PLUS_MAX_MODULES}`,
    });
  }
  page.modules.forEach((module, index) => {
    if (!findAPlusModule(module.moduleId) || !(module.moduleId in A_PLUS_TEXT_FIELDS)) {
      issues.push({ path: `modules.${index}.moduleId`, message: "Not a module the maker offers" });
      return;
    }
    for (const count of countModuleTexts(module)) {
      if (count.over) {
        issues.push({
          path: `modules.${index}.texts.${count.field.id}`,
          message: `${count.field.label} is ${count.used} characters; the limit is ${count.field.maxChars}`,
        });
      }
    }
    for (const field of A_PLUS_TEXT_FIELDS[module.moduleId] ?? []) {
      if (!field.lines) continue;
      const count = specLines(module.texts[field.id] ?? "").length;
      if (count < field.lines.min || count > field.lines.max) {
        issues.push({
          path: `modules.${index}.texts.${field.id}`,
          message: `Amazon's tech specs take ${field.lines.min} to ${field.lines.max} lines; this has ${count}`,
        });
      }
    }
    const definition = findAPlusModule(module.moduleId);
    for (const target of definition
      ? imageTargetsOf(definition, module.comparison?.length ?? 0)
      : []) {
      const issue = checkAltText(module.fills[target.key]?.altText ?? "");
      if (issue) {
        issues.push({
          path: `modules.${index}.fills.${target.key}.altText`,
          message: `${target.label} of module ${index + 1}: ${issue}`,
        });
      }
    }
    module.comparison?.forEach((book, bookIndex) => {
      const used = [...book.title].length;
      if (used > A_PLUS_COMPARISON_TITLE_MAX_CHARS) {
        issues.push({
          path: `modules.${index}.comparison.${bookIndex}.title`,
          message: `A comparison chart's title is at most ${A_PLUS_COMPARISON_TITLE_MAX_CHARS} characters; "${book.title.slice(0, 20)}…" has ${used}`,
        });
      }
    });
    if ((module.comparison?.length ?? 0) > A_PLUS_COMPARISON_MAX_BOOKS) {
      issues.push({
        path: `modules.${index}.comparison`,
        message: `A comparison chart holds at most ${A_PLUS_COMPARISON_MAX_BOOKS} books`,
      });
    }
  });
  return issues;
}

/** Why an image's alt text would be refused by Amazon, or null when it is fine. */
export function checkAltText(altText: string): string | null {
  const used = [...altText.trim()].length;
  if (used === 0) return "alt text is required (say what the image shows, up to 100 characters)";
  if (used > A_PLUS_ALT_TEXT_MAX_CHARS) {
    return `alt text is ${used} characters; the limit is ${A_PLUS_ALT_TEXT_MAX_CHARS}`;
  }
  return null;
}

export type APlusExportFile = {
  /** Path inside the ZIP. */
  path: string;
  moduleIndex: number;
  moduleKey: string;
  target: APlusImageTarget;
};

export type APlusManifest = {
  version: 1;
  modules: {
    position: number;
    module: string;
    amazonModule: string | null;
    texts: Record<string, string>;
    images: { file: string; slot: string; widthPx: number; heightPx: number; altText: string }[];
    comparison?: APlusComparisonBook[];
  }[];
};

/** The ZIP's image files in page order and the manifest naming which goes where. */
export function planAPlusExport(page: APlusPage): {
  files: APlusExportFile[];
  manifest: APlusManifest;
} {
  const files: APlusExportFile[] = [];
  const manifest: APlusManifest = { version: 1, modules: [] };
  page.modules.forEach((module, moduleIndex) => {
    const definition = findAPlusModule(module.moduleId);
    if (!definition) return;
    const position = moduleIndex + 1;
    const targets = imageTargetsOf(definition, module.comparison?.length ?? 0);
    const images = targets.map((target) => {
      const path = `module-${position}-${module.moduleId}/${target.key}-${target.widthPx}x${target.heightPx}.png`;
      files.push({ path, moduleIndex, moduleKey: module.key, target });
      return {
        file: path,
        slot: target.label,
        widthPx: target.widthPx,
        heightPx: target.heightPx,
        altText: (module.fills[target.key]?.altText ?? "").trim(),
      };
    });
    manifest.modules.push({
      position,
      module: definition.name,
      amazonModule: definition.apiName,
      texts: Object.fromEntries(
        (A_PLUS_TEXT_FIELDS[module.moduleId] ?? []).map((field) => [
          field.id,
          module.texts[field.id] ?? "",
        ]),
      ),
      images,
      ...(module.comparison ? { comparison: module.comparison } : {}),
    });
  });
  return { files, manifest };
}

/** A new module with empty text and the page's colour behind every image. */
export function newAPlusModule(
  moduleId: string,
  key: string,
  background = "#1f3a5f",
): APlusPageModule {
  const definition = findAPlusModule(moduleId);
  if (!definition) throw new Error(`Unknown A+ module: ${moduleId}`);
  const fills = Object.fromEntries(
    imageTargetsOf(definition).map((target) => [target.key, { background, image: null }]),
  );
  return { key, moduleId, texts: {}, fills };
}

type ProjectLike = {
  title: string;
  listing: { title: string; author: string };
  specs: { pageCount: number; binding: string };
};

/** The comparison chart's columns from the member's book projects, in the order given. */
export function comparisonFromProjects(projects: readonly ProjectLike[]): APlusComparisonBook[] {
  return projects.slice(0, A_PLUS_COMPARISON_MAX_BOOKS).map((project) => ({
    title: [...(project.listing.title || project.title)]
      .slice(0, A_PLUS_COMPARISON_TITLE_MAX_CHARS)
      .join(""),
    author: project.listing.author.slice(0, 80),
    pages: project.specs.pageCount,
    format: project.specs.binding,
  }));
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Reads a saved A+ page back (from the account); null when it is not one. */
export function readAPlusPage(document: Record<string, unknown>): APlusPage | null {
  if (document.version !== 1 || !Array.isArray(document.modules)) return null;
  const modules: APlusPageModule[] = [];
  for (const raw of document.modules as unknown[]) {
    if (typeof raw !== "object" || raw === null) return null;
    const m = raw as Record<string, unknown>;
    if (typeof m.key !== "string" || typeof m.moduleId !== "string") return null;
    if (!(m.moduleId in A_PLUS_TEXT_FIELDS)) return null;
    const texts: Record<string, string> = {};
    for (const [id, value] of Object.entries((m.texts as Record<string, unknown>) ?? {})) {
      if (typeof value === "string") texts[id] = value;
    }
    const fills: Record<string, APlusImageFill> = {};
    for (const [id, value] of Object.entries((m.fills as Record<string, unknown>) ?? {})) {
      const fill = value as Partial<APlusImageFill> | null;
      if (fill && typeof fill.background === "string" && HEX.test(fill.background)) {
        const layers = fill.layers === undefined ? null : readEditorDocument(fill.layers);
        if (fill.layers !== undefined && !layers) return null;
        fills[id] = {
          background: fill.background,
          image: typeof fill.image === "string" ? fill.image : null,
          ...(layers ? { layers } : {}),
          ...(typeof fill.altText === "string" ? { altText: fill.altText } : {}),
        };
      }
    }
    const comparison = Array.isArray(m.comparison)
      ? (m.comparison as APlusComparisonBook[]).filter((book) => typeof book?.title === "string")
      : undefined;
    modules.push({
      key: m.key,
      moduleId: m.moduleId,
      texts,
      fills,
      ...(comparison ? { comparison } : {}),
    });
  }
  return { version: 1, modules };
}
