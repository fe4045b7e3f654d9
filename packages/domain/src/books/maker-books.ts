import * as z from "zod/mini";
import type { Seed } from "../puzzles/random";
import {
  type ActivityBookRequest,
  ActivityBookRequestError,
  activityBookRequestSchema,
  planActivityBook,
} from "./activities/activity-book";
import {
  type ColoringBookRequest,
  coloringBookRequestSchema,
  planColoringBook,
} from "./coloring/coloring-book";
import type { PageBookSpec } from "./interior/page-book";
import {
  type LowContentRequest,
  LowContentRequestError,
  lowContentRequestSchema,
  planLowContentBook,
  TEMPLATE_DEFAULTS,
} from "./low-content/low-content-book";

/*
 * The three page-per-design book makers of issue 28 (decision 0109) as one family: which request
 * each takes, which feature-matrix row opens it in full, how much a free sample holds, and the one
 * planner call the build job and the web preview share. Planners throw an error naming the
 * request's field; `makerBookRefusal` reads it back, so both the API (400) and the preview (the
 * form's field) say which field is wrong.
 */

export const MAKER_BOOK_KINDS = ["activity-book", "coloring-book", "low-content-book"] as const;
export type MakerBookKind = (typeof MAKER_BOOK_KINDS)[number];

export type MakerBookRequestOf = {
  "activity-book": ActivityBookRequest;
  "coloring-book": ColoringBookRequest;
  "low-content-book": LowContentRequest;
};
export type MakerBookRequest = MakerBookRequestOf[MakerBookKind];

/** A request together with its kind, as the build job and the preview pass it around. */
export type MakerBook =
  | { kind: "activity-book"; request: ActivityBookRequest }
  | { kind: "coloring-book"; request: ColoringBookRequest }
  | { kind: "low-content-book"; request: LowContentRequest };

/** As the puzzle book's: shown on the page so an author can rebuild the same book. */
const seedField = z.optional(
  z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[\w-]+$/)),
);

/** The build API's bodies: each maker's request and an optional seed (the server picks one). */
export const activityBuildRequestSchema = z.extend(activityBookRequestSchema, { seed: seedField });
export const coloringBuildRequestSchema = z.extend(coloringBookRequestSchema, { seed: seedField });
export const lowContentBuildRequestSchema = z.extend(lowContentRequestSchema, { seed: seedField });

type MakerFacts = {
  /** The feature-matrix row (shop/feature-matrix.ts) that builds whole books. */
  capability: string;
  /** The maker's page on this site. */
  path: string;
  /** "activity book", for "Your activity book is ready". */
  noun: string;
  /** A free member's sample: at most this many activity pages or designs; null when none is needed. */
  sample: { max: number; unit: string } | null;
};

export const MAKER_BOOKS: Record<MakerBookKind, MakerFacts> = {
  "activity-book": {
    capability: "activity-book-tools",
    path: "/tools/v2",
    noun: "activity book",
    sample: { max: 6, unit: "activity pages" },
  },
  "coloring-book": {
    capability: "coloring-book-maker",
    path: "/coloring-book-maker",
    noun: "coloring book",
    sample: { max: 5, unit: "designs" },
  },
  // Every plan, the free one included, has the low-content creator (shop/feature-matrix.ts).
  "low-content-book": {
    capability: "low-content-book-generator",
    path: "/low-content-book-maker",
    noun: "low-content book",
    sample: null,
  },
};

/** How many activity pages or designs a book holds: what a free sample is limited by. */
export function makerBookSize(book: MakerBook): number {
  switch (book.kind) {
    case "activity-book":
      return book.request.sections.reduce((sum, section) => sum + section.count, 0);
    case "coloring-book":
      return book.request.designs;
    case "low-content-book":
      return 0;
  }
}

/** A free member's sample of a book: the first pages the sample allows. */
export function toMakerSample(book: MakerBook): MakerBook {
  const max = MAKER_BOOKS[book.kind].sample?.max;
  if (max === undefined) return book;
  switch (book.kind) {
    case "activity-book": {
      let left = max;
      const sections = book.request.sections.flatMap((section) => {
        const count = Math.min(section.count, left);
        left -= count;
        return count > 0 ? [{ ...section, count }] : [];
      });
      return { kind: book.kind, request: { ...book.request, sections } };
    }
    case "coloring-book":
      return {
        kind: book.kind,
        request: { ...book.request, designs: Math.min(book.request.designs, max) },
      };
    case "low-content-book":
      return book;
  }
}

/** The trim a book is printed at (a low-content template brings its own when none is chosen). */
export function makerBookTrim(book: MakerBook): string {
  if (book.kind === "low-content-book") {
    return book.request.trim ?? TEMPLATE_DEFAULTS[book.request.template].trim;
  }
  return book.request.trim;
}

/** The page-book spec of any maker's book; planners throw an error naming the field. */
export function planMakerBook(
  book: MakerBook,
  options: { seed: Seed; year: number },
): PageBookSpec {
  switch (book.kind) {
    case "activity-book":
      return planActivityBook(book.request, options);
    case "coloring-book":
      return planColoringBook(book.request, options);
    case "low-content-book":
      return planLowContentBook(book.request, { year: options.year });
  }
}

/** The field and message of a planner's refusal, or null for any other error. */
export function makerBookRefusal(error: unknown): { field: string; message: string } | null {
  if (error instanceof ActivityBookRequestError || error instanceof LowContentRequestError) {
    return { field: error.field, message: error.message };
  }
  return null;
}
