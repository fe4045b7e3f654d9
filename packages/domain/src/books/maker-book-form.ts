import * as z from "zod/mini";
import { PAPER_SPECS } from "../kdp/paper";
import { listPaperTypes, listTrimSizes } from "../kdp/trim-sizes";
import { SHIPPED_ACTIVITY_TYPES } from "./activities/shipped-types";
import { AGE_BANDS } from "./activities/types";
import { COLORING_STYLES, COMPLEXITIES } from "./coloring/designs";
import { HOLIDAY_COUNTRIES, HOLIDAY_YEARS } from "./low-content/holidays";
import { LOW_CONTENT_TEMPLATES, TEMPLATE_DEFAULTS } from "./low-content/low-content-book";
import { PAGE_DESIGNS } from "./low-content/page-designs";
import {
  activityBuildRequestSchema,
  coloringBuildRequestSchema,
  lowContentBuildRequestSchema,
  MAKER_BOOKS,
  type MakerBook,
  type MakerBookKind,
} from "./maker-books";
import type { Choice, TrimChoice } from "./puzzle-book-choices";

/*
 * The activity, coloring and low-content makers' form (issue 28, decision 0110): every value a
 * string as typed, read into the build request with each problem under its field, the way the
 * puzzle book form is. The choices are plain data the page's server computes, so the page's first
 * load carries no generator and no zod.
 */

export type MakerSectionFormValues = { type: string; count: string };

/** An uploaded image's stored name and "true" to trace it to line art. */
export type MakerImageFormValues = { name: string; label: string; trace: string };

export type MakerBookFormValues = {
  title: string;
  subtitle: string;
  author: string;
  trim: string;
  paper: string;
  seed: string;
  /** Activity books. */
  ageBand: string;
  sections: MakerSectionFormValues[];
  answerKey: string;
  dividers: string;
  /** Coloring books: one style, or "mixed" for every style in turn. */
  style: string;
  designs: string;
  complexity: string;
  singleSided: string;
  /** Coloring books: the author's own uploaded images, printed after the designs. */
  images?: MakerImageFormValues[];
  /** Low-content books: "" for the template's own trim and page count. */
  template: string;
  design: string;
  pages: string;
  year: string;
  holidays: string;
};

export type MakerBookChoices = {
  trims: TrimChoice[];
  activityTypes: Choice[];
  ageBands: Choice[];
  styles: Choice[];
  complexities: Choice[];
  templates: (Choice & { trim: string; pages: number; dated: boolean })[];
  designs: Choice[];
  years: Choice[];
  holidays: Choice[];
  /** A free sample's size, for the page's words: null where every member builds whole books. */
  sample: { max: number; unit: string } | null;
};

const STYLE_LABELS: Record<(typeof COLORING_STYLES)[number], string> = {
  mandala: "Mandalas",
  geometric: "Geometric patterns",
  floral: "Flowers",
  tiled: "Tiles",
  "stained-glass": "Stained glass",
};

const DESIGN_LABELS: Record<(typeof PAGE_DESIGNS)[number], string> = {
  "lined-college": "Lined, college ruled",
  "lined-wide": "Lined, wide ruled",
  "dot-grid": "Dot grid",
  graph: "Graph paper",
  handwriting: "Handwriting lines",
  sketch: "Sketch (blank with a frame)",
  storyboard: "Storyboard",
  "music-staff": "Music staff",
};

const COUNTRY_LABELS: Record<(typeof HOLIDAY_COUNTRIES)[number], string> = {
  US: "United States",
  UK: "United Kingdom",
  DE: "Germany",
  FR: "France",
  CA: "Canada",
  AU: "Australia",
};

/** The form's choices for one maker, as plain data. */
export function describeMakerBookChoices(kind: MakerBookKind): MakerBookChoices {
  const years: Choice[] = [];
  for (let year = HOLIDAY_YEARS.from; year <= HOLIDAY_YEARS.to; year += 1) {
    years.push({ value: String(year), label: String(year) });
  }
  return {
    trims: listTrimSizes("paperback").map((trim) => ({
      value: trim.id,
      label: trim.label,
      papers: listPaperTypes(trim.id, "paperback").map((paper) => ({
        value: paper,
        label: PAPER_SPECS[paper].label,
      })),
    })),
    activityTypes: SHIPPED_ACTIVITY_TYPES.map((type) => ({ value: type.id, label: type.name })),
    ageBands: AGE_BANDS.map((band) => ({ value: band, label: `Ages ${band.replace("-", "–")}` })),
    styles: [
      ...COLORING_STYLES.map((style) => ({ value: style, label: STYLE_LABELS[style] })),
      { value: "mixed", label: "All styles in turn" },
    ],
    complexities: COMPLEXITIES.map((level) => ({
      value: String(level),
      label: level === 1 ? "1 (simplest)" : level === 5 ? "5 (most detail)" : String(level),
    })),
    templates: LOW_CONTENT_TEMPLATES.map((template) => ({
      value: template,
      label: TEMPLATE_DEFAULTS[template].name,
      trim: TEMPLATE_DEFAULTS[template].trim,
      pages: TEMPLATE_DEFAULTS[template].pages,
      dated: TEMPLATE_DEFAULTS[template].dated,
    })),
    designs: PAGE_DESIGNS.map((design) => ({ value: design, label: DESIGN_LABELS[design] })),
    years,
    holidays: [
      { value: "", label: "The marketplace's country" },
      ...HOLIDAY_COUNTRIES.map((country) => ({ value: country, label: COUNTRY_LABELS[country] })),
      { value: "none", label: "No holidays" },
    ],
    sample: MAKER_BOOKS[kind].sample,
  };
}

export type MakerFormIssue = { path: string; message: string };
export type ReadMakerBookForm =
  | { ok: true; book: MakerBook; seed: string }
  | { ok: false; issues: MakerFormIssue[] };

const SEED_PATTERN = /^[\w-]{1,40}$/;

function wholeNumber(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** Human words for the request schema's fields, where the form's own checks did not catch it. */
const FIELD_MESSAGES: Record<string, string> = {
  ageBand: "Choose an age band.",
  styles: "Choose a style.",
  designs: "Enter how many designs: a whole number from 1 to 200.",
  complexity: "Choose a level of detail.",
  template: "Choose a template.",
  design: "Choose a page design.",
  pages: "Enter the pages: a whole number from 24 to 800.",
  year: "Choose a year.",
  holidays: "Choose whose holidays to print.",
};

/** The form's values as a build request for `kind`, or every problem under its field. */
export function readMakerBookForm(
  kind: MakerBookKind,
  values: MakerBookFormValues,
): ReadMakerBookForm {
  const issues: MakerFormIssue[] = [];
  const title = values.title.trim();
  if (title === "") issues.push({ path: "title", message: "Enter the book's title." });
  else if (title.length > 120)
    issues.push({ path: "title", message: "The title can be at most 120 characters." });
  if (values.subtitle.trim().length > 160)
    issues.push({ path: "subtitle", message: "The subtitle can be at most 160 characters." });
  const author = values.author.trim();
  if (author === "")
    issues.push({ path: "author", message: "Enter the author's name as it goes on the cover." });
  else if (author.length > 80)
    issues.push({ path: "author", message: "The author's name can be at most 80 characters." });
  if (!SEED_PATTERN.test(values.seed.trim())) {
    issues.push({
      path: "seed",
      message: "The seed is 1 to 40 letters, digits, hyphens or underscores.",
    });
  }
  const common = {
    title,
    ...(values.subtitle.trim() ? { subtitle: values.subtitle.trim() } : {}),
    author,
    binding: "paperback",
    paper: values.paper,
  };
  let raw: Record<string, unknown>;
  let schema:
    | typeof activityBuildRequestSchema
    | typeof coloringBuildRequestSchema
    | typeof lowContentBuildRequestSchema;
  if (kind === "activity-book") {
    const sections = values.sections.map((section, index) => {
      const count = wholeNumber(section.count);
      if (!Number.isInteger(count) || count < 1 || count > 100) {
        issues.push({
          path: `sections.${index}.count`,
          message: "Enter how many pages: a whole number from 1 to 100.",
        });
      }
      if (!SHIPPED_ACTIVITY_TYPES.some((type) => type.id === section.type)) {
        issues.push({ path: `sections.${index}.type`, message: "Choose an activity type." });
      }
      return { type: section.type, count };
    });
    if (sections.length === 0) {
      issues.push({ path: "sections", message: "Add at least one section of activities." });
    }
    const total = sections.reduce((sum, section) => sum + (section.count || 0), 0);
    if (total > 300) {
      issues.push({
        path: "sections",
        message: `A book holds at most 300 activity pages; these sections ask for ${total}.`,
      });
    }
    raw = {
      ...common,
      trim: values.trim,
      ageBand: values.ageBand,
      sections,
      answerKey: values.answerKey === "true",
      dividers: values.dividers === "true",
    };
    schema = activityBuildRequestSchema;
  } else if (kind === "coloring-book") {
    raw = {
      ...common,
      trim: values.trim,
      styles: values.style === "mixed" ? [...COLORING_STYLES] : [values.style],
      designs: wholeNumber(values.designs),
      complexity: wholeNumber(values.complexity),
      singleSided: values.singleSided === "true",
      images: (values.images ?? []).map((image) => ({
        name: image.name,
        trace: image.trace === "true",
      })),
    };
    schema = coloringBuildRequestSchema;
  } else {
    const defaults = TEMPLATE_DEFAULTS[values.template as keyof typeof TEMPLATE_DEFAULTS];
    raw = {
      ...common,
      template: values.template,
      trim: values.trim,
      design: values.design,
      ...(defaults?.dated ? { year: wholeNumber(values.year) } : {}),
      ...(defaults && !defaults.dated ? { pages: wholeNumber(values.pages) } : {}),
      ...(values.holidays ? { holidays: values.holidays } : {}),
    };
    schema = lowContentBuildRequestSchema;
  }
  if (issues.length > 0) return { ok: false, issues };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => {
        const path = issue.path.map(String).join(".") || "title";
        const field = path === "styles.0" ? "style" : (path.split(".")[0] ?? path);
        return {
          path: field === "style" ? "style" : path,
          message: FIELD_MESSAGES[field] ?? "This value is not accepted.",
        };
      }),
    };
  }
  return { ok: true, book: { kind, request: parsed.data } as MakerBook, seed: values.seed.trim() };
}

export type MakerBookFormOutput = { book: MakerBook; seed: string };

/** The same reading as a schema for the form's resolver: each issue carries its field's path. */
export function makerBookFormSchema(kind: MakerBookKind) {
  return z.pipe(
    z.custom<MakerBookFormValues>(
      (value) => typeof value === "object" && value !== null && "title" in value,
    ),
    z.transform((values, payload): MakerBookFormOutput => {
      const read = readMakerBookForm(kind, values);
      if (read.ok) return { book: read.book, seed: read.seed };
      for (const issue of read.issues) {
        payload.issues.push({
          code: "custom",
          path: issue.path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
          message: issue.message,
          input: values,
        });
      }
      return z.NEVER;
    }),
  );
}
