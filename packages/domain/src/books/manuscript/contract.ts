import * as z from "zod/mini";
import { BINDINGS, PAPER_TYPES, TRIM_IDS } from "../../kdp/trim-sizes";
import { findDocProblem } from "./document";
import { THEME_IDS } from "./themes";

/*
 * The book writer's manuscripts (issue 34, decision 0119), behind /api/v1/manuscripts. A manuscript
 * belongs to one book project (one each). It is a list of sections: front matter, parts and
 * chapters, back matter. The title page, copyright page and contents are made from the
 * manuscript's fields when it is formatted, so they are settings, not sections. Each section's
 * text is an editor document (document.ts), saved whole by autosave with the version it started
 * from; a save from an older version is refused, so two tabs cannot overwrite each other unseen.
 */

export const FRONT_MATTER_KINDS = ["dedication", "epigraph", "preface"] as const;
export const BODY_KINDS = ["part", "chapter"] as const;
export const BACK_MATTER_KINDS = ["acknowledgements", "about-author", "also-by"] as const;
export const SECTION_KINDS = [...FRONT_MATTER_KINDS, ...BODY_KINDS, ...BACK_MATTER_KINDS] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const SECTION_KIND_LABELS: Record<SectionKind, string> = {
  dedication: "Dedication",
  epigraph: "Epigraph",
  preface: "Preface",
  part: "Part",
  chapter: "Chapter",
  acknowledgements: "Acknowledgements",
  "about-author": "About the author",
  "also-by": "Also by",
};

export type SectionZone = "front" | "body" | "back";

export function zoneOf(kind: SectionKind): SectionZone {
  if ((FRONT_MATTER_KINDS as readonly string[]).includes(kind)) return "front";
  if ((BACK_MATTER_KINDS as readonly string[]).includes(kind)) return "back";
  return "body";
}

const ZONE_ORDER: Record<SectionZone, number> = { front: 0, body: 1, back: 2 };

/** Reading order: front matter, then the body, then back matter, each by its position. */
export function inReadingOrder<T extends { kind: SectionKind; position: number }>(
  sections: readonly T[],
): T[] {
  return [...sections].sort(
    (a, b) => ZONE_ORDER[zoneOf(a.kind)] - ZONE_ORDER[zoneOf(b.kind)] || a.position - b.position,
  );
}

export const MAX_SECTIONS = 400;
export const MAX_WORD_GOAL = 2_000_000;

function text(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .check(z.maxLength(max, `${label} must be at most ${max} characters`));
}

function requiredText(label: string, max: number) {
  return text(label, max).check(
    z.refine((value) => value.trim().length > 0, { error: `${label} is required` }),
  );
}

const wordGoalField = z.nullable(
  z
    .number({ error: "Word goal must be a number" })
    .check(
      z.int("Word goal must be a whole number"),
      z.minimum(1, "Word goal must be at least 1"),
      z.maximum(MAX_WORD_GOAL, `Word goal must be at most ${MAX_WORD_GOAL}`),
    ),
);

/** An editor document, refused with the path of its first bad node. */
export const chapterDocField = z
  .looseObject({
    type: z.literal("doc", { error: "must be an editor document (type doc)" }),
    content: z.optional(z.array(z.unknown(), { error: "must be a list" })),
  })
  .check(
    z.superRefine((value, ctx) => {
      const problem = findDocProblem(value, "");
      if (!problem) return;
      ctx.issues.push({
        code: "custom",
        message: problem.message,
        input: value,
        path: problem.path.split(".").filter(Boolean),
      });
    }),
  );

export const createManuscriptInputSchema = z.object({
  projectId: z.string({ error: "projectId is required" }).check(z.uuid("projectId must be an id")),
  title: z.optional(requiredText("Title", 200)),
  subtitle: z.optional(text("Subtitle", 200)),
  author: z.optional(text("Author", 200)),
  wordGoal: z.optional(wordGoalField),
});
export type CreateManuscriptInput = z.output<typeof createManuscriptInputSchema>;

export const updateManuscriptInputSchema = z.object({
  title: z.optional(requiredText("Title", 200)),
  subtitle: z.optional(text("Subtitle", 200)),
  author: z.optional(text("Author", 200)),
  wordGoal: z.optional(wordGoalField),
  copyrightHolder: z.optional(text("Copyright holder", 200)),
  isbn: z.optional(text("ISBN", 20)),
  /** A contents page in the print book (the ebook always has its navigation). */
  printContents: z.optional(z.boolean({ error: "printContents must be true or false" })),
});
export type UpdateManuscriptInput = z.output<typeof updateManuscriptInputSchema>;

export const createSectionInputSchema = z.object({
  kind: z.enum(SECTION_KINDS, { error: `kind must be one of ${SECTION_KINDS.join(", ")}` }),
  title: text("Title", 200),
  doc: z.optional(chapterDocField),
});
export type CreateSectionInput = z.output<typeof createSectionInputSchema>;

export const saveSectionInputSchema = z.object({
  /** The version the editor started from; a newer stored version refuses the save (409). */
  baseVersion: z
    .number({ error: "baseVersion must be a number" })
    .check(
      z.int("baseVersion must be a whole number"),
      z.minimum(1, "baseVersion must be at least 1"),
    ),
  title: z.optional(text("Title", 200)),
  doc: z.optional(chapterDocField),
});
export type SaveSectionInput = z.output<typeof saveSectionInputSchema>;

export const reorderSectionsInputSchema = z.object({
  sectionIds: z
    .array(z.string().check(z.uuid("each id must be a section id")))
    .check(z.maxLength(MAX_SECTIONS, `at most ${MAX_SECTIONS} sections`)),
});

/** A stored document in a response: checked when it was saved. */
const storedDocSchema = z.looseObject({
  type: z.literal("doc"),
  content: z.optional(z.array(z.unknown())),
});

export const sectionSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(SECTION_KINDS),
  title: z.string(),
  position: z.number(),
  version: z.number(),
  wordCount: z.number(),
  updatedAt: z.string(),
});
export type SectionSummary = z.output<typeof sectionSummarySchema>;

export const sectionSchema = z.object({
  ...sectionSummarySchema.shape,
  doc: storedDocSchema,
});
export type Section = z.output<typeof sectionSchema>;

export const manuscriptSummarySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  subtitle: z.string(),
  author: z.string(),
  wordGoal: z.nullable(z.number()),
  wordCount: z.number(),
  chapterCount: z.number(),
  updatedAt: z.string(),
});
export type ManuscriptSummary = z.output<typeof manuscriptSummarySchema>;

export const manuscriptSchema = z.object({
  ...manuscriptSummarySchema.shape,
  copyrightHolder: z.string(),
  isbn: z.string(),
  printContents: z.boolean(),
  /** In reading order. */
  sections: z.array(sectionSummarySchema),
  createdAt: z.string(),
});
export type Manuscript = z.output<typeof manuscriptSchema>;

export const manuscriptListSchema = z.object({ manuscripts: z.array(manuscriptSummarySchema) });

export const sectionVersionSchema = z.object({
  version: z.number(),
  wordCount: z.number(),
  savedAt: z.string(),
});
export type SectionVersion = z.output<typeof sectionVersionSchema>;
export const sectionVersionListSchema = z.object({ versions: z.array(sectionVersionSchema) });
export const sectionVersionDocSchema = z.object({
  ...sectionVersionSchema.shape,
  title: z.string(),
  doc: storedDocSchema,
});

export type SectionVersionDoc = z.output<typeof sectionVersionDocSchema>;

/** Autosave writes every few seconds; history keeps one version per this long, and the latest. */
export const VERSION_SNAPSHOT_INTERVAL_MS = 10 * 60_000;
export const MAX_VERSIONS_KEPT = 50;

/**
 * Whether a save also goes into the section's history: the first save, then at most one per
 * interval, so a morning of autosaves keeps a version every ten minutes rather than thousands.
 */
export function isSnapshotDue(lastSnapshotAt: Date | null, now: Date): boolean {
  return (
    lastSnapshotAt === null ||
    now.getTime() - lastSnapshotAt.getTime() >= VERSION_SNAPSHOT_INTERVAL_MS
  );
}

/** How far along the goal is, 0–1 (no goal: null). */
export function goalProgress(words: number, goal: number | null): number | null {
  if (goal === null || goal <= 0) return null;
  return Math.min(1, words / goal);
}

/*
 * Formatting a manuscript (decisions 0120, 0121): POST /api/books/manuscript-builds starts a book
 * build of kind "manuscript" that typesets the print PDF or writes the EPUB, polled and downloaded
 * like every book build.
 */
export const MANUSCRIPT_FORMATS = ["pdf", "epub"] as const;
export type ManuscriptFormat = (typeof MANUSCRIPT_FORMATS)[number];

export const manuscriptBuildRequestSchema = z.object({
  manuscriptId: z
    .string({ error: "manuscriptId is required" })
    .check(z.uuid("manuscriptId must be an id")),
  format: z.enum(MANUSCRIPT_FORMATS, { error: "format must be pdf or epub" }),
  trim: z._default(z.enum(TRIM_IDS, { error: "trim must be one of KDP's trim sizes" }), "6x9"),
  paper: z._default(
    z.enum(PAPER_TYPES, { error: `paper must be one of ${PAPER_TYPES.join(", ")}` }),
    "cream",
  ),
  binding: z._default(
    z.enum(BINDINGS, { error: "binding must be paperback or hardcover" }),
    "paperback",
  ),
  theme: z._default(
    z.enum(THEME_IDS, { error: `theme must be one of ${THEME_IDS.join(", ")}` }),
    "classic",
  ),
});
export type ManuscriptBuildRequest = z.output<typeof manuscriptBuildRequestSchema>;

/** What a manuscript build keeps in `book_builds.request`: the request and the title it had. */
export type ManuscriptBuildRecord = ManuscriptBuildRequest & { title: string };
