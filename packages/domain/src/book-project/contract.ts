import * as z from "zod/mini";
import { preflightReportSchema } from "../books/book-build-contract";
import { MARKETPLACE_IDS } from "../kdp/marketplaces";
import { BINDINGS, PAPER_TYPES, TRIM_IDS } from "../kdp/trim-sizes";
import {
  bookFormatField,
  inkField,
  marketplaceField,
  paperStockField,
  trimField,
} from "../tools/royalty/fields";

/*
 * A book project: one author's book with its format and print specs, list prices per marketplace
 * and listing data, kept in one place so every calculator and listing helper can load it and save
 * back to it, and the pre-flight can re-check it as a whole. Behind /api/book-projects.
 *
 * zod/mini, like the calculators' fields, because the planner and the tools parse this on the page
 * (decision 0054). The enums are the KDP tables' own ids (kdp/trim-sizes, kdp/marketplaces,
 * tools/royalty/fields), never a copy.
 *
 * Storage is deliberately looser than KDP (a keyword box over 50 characters, a title over 200
 * characters): a project holds the author's draft, and the pre-flight says what KDP would reject.
 * The caps below only keep a row from growing without bound.
 */

export const BOOK_FORMATS = ["paperback", "hardcover", "ebook"] as const;
export type BookFormat = (typeof BOOK_FORMATS)[number];
export const PAPER_STOCKS = ["white", "cream"] as const;
export const INKS = ["black", "standard-color", "premium-color"] as const;
/** KDP takes 3 categories per format, chosen in the dashboard (kdp-facts §5, since May 2023). */
export const PROJECT_CATEGORY_SLOTS = 3;
export const PROJECT_KEYWORD_SLOTS = 7;

const PAGE_COUNT_MAX = 2000;

function cappedText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .check(z.maxLength(max, `${label} must be at most ${max} characters`));
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, `YYYY-MM-DD`, that exists (2027-02-30 does not). */
export function dateField(label: string) {
  return z.string({ error: `${label} must be a date (YYYY-MM-DD)` }).check(
    z.refine(
      (value) => {
        if (!isoDate.test(value)) return false;
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
      },
      { error: `${label} must be a date (YYYY-MM-DD)` },
    ),
  );
}

/** KDP opened on 19 November 2007; a launch before it, or past 2099, is a typing slip. */
export const LAUNCH_DATE_RANGE = { from: "2007-11-19", to: "2099-12-31" } as const;

/** A launch day: a real date, from KDP's opening to 2099 (the planner once listed "Jan 1, 1"). */
export const launchDateField = dateField("Launch date").check(
  z.refine((value) => value >= LAUNCH_DATE_RANGE.from && value <= LAUNCH_DATE_RANGE.to, {
    error: `Launch date must be between ${LAUNCH_DATE_RANGE.from} and ${LAUNCH_DATE_RANGE.to}`,
  }),
);

export const projectTitleField = z
  .string({ error: "Title is required" })
  .check(
    z.trim(),
    z.minLength(1, "Title is required"),
    z.maxLength(200, "Title must be at most 200 characters"),
  );

export const bookSpecsSchema = z.object({
  binding: bookFormatField,
  trim: trimField,
  pageCount: z
    .int({ error: "Page count must be a whole number" })
    .check(
      z.gte(1, "Page count must be at least 1"),
      z.lte(PAGE_COUNT_MAX, `Page count must be at most ${PAGE_COUNT_MAX}`),
    ),
  paper: paperStockField,
  ink: inkField,
  /** eBook only: the converted file's size, which sets the 35% minimum price and delivery cost. */
  fileSizeMb: z.nullable(
    z
      .number({ error: "File size must be a number" })
      .check(z.gte(0, "File size must be at least 0"), z.lte(650, "File size must be at most 650")),
  ),
});
export type BookSpecs = z.infer<typeof bookSpecsSchema>;

export const DEFAULT_BOOK_SPECS: BookSpecs = {
  binding: "paperback",
  trim: "6x9",
  pageCount: 200,
  paper: "white",
  ink: "black",
  fileSizeMb: null,
};

const priceValue = z
  .number({ error: "List price must be a number" })
  .check(z.gt(0, "List price must be more than 0"), z.lte(100000, "List price is too high"));

/** List price per marketplace, each in that marketplace's own currency. */
export const listPricesSchema = z.partialRecord(marketplaceField, priceValue, {
  error: (issue) =>
    // zod types the issue as invalid_type | invalid_key but reports unknown enum keys as unrecognized_keys
    (issue.code as string) === "unrecognized_keys" || issue.code === "invalid_key"
      ? `List prices: marketplace must be one of ${MARKETPLACE_IDS.join(", ")}`
      : "List prices must be an object of marketplace to price",
});
export type ListPrices = z.infer<typeof listPricesSchema>;

export const listingSchema = z.object({
  title: cappedText("Listing title", 800),
  subtitle: cappedText("Subtitle", 800),
  series: cappedText("Series", 800),
  author: cappedText("Author", 800),
  description: cappedText("Description", 16000),
  keywords: z
    .array(cappedText("Keyword", 200), { error: "Keywords must be a list" })
    .check(
      z.maxLength(
        PROJECT_KEYWORD_SLOTS,
        `Keywords: at most ${PROJECT_KEYWORD_SLOTS} keyword boxes`,
      ),
    ),
  categories: z
    .array(cappedText("Category", 300), { error: "Categories must be a list" })
    .check(
      z.maxLength(
        PROJECT_CATEGORY_SLOTS,
        `Categories: KDP takes at most ${PROJECT_CATEGORY_SLOTS} categories`,
      ),
    ),
});
export type Listing = z.infer<typeof listingSchema>;

export const EMPTY_LISTING: Listing = {
  title: "",
  subtitle: "",
  series: "",
  author: "",
  description: "",
  keywords: [],
  categories: [],
};

/**
 * The print interior a book maker built for this project (a done PDF build, decision 0138): what
 * the build made, read from the build itself, so the pre-flight can hold the project's specs
 * against the file KDP will get.
 */
export const projectInteriorSchema = z.object({
  buildId: z.string(),
  /** BOOK_BUILD_KINDS: puzzle, activity, coloring, low-content book or manuscript. */
  kind: z.string(),
  title: z.string(),
  binding: z.enum(BINDINGS),
  trim: z.string(),
  /** Paper and ink together, as the book makers choose them (kdp/trim-sizes PAPER_TYPES). */
  paper: z.enum(PAPER_TYPES),
  pageCount: z.number(),
  fileBytes: z.nullable(z.number()),
  /** A free member's watermarked sample: not a book KDP should get. */
  sample: z.boolean(),
  /** The built PDF read back (page size, margins, fonts, page count). */
  preflight: z.nullable(preflightReportSchema),
});
export type ProjectInterior = z.infer<typeof projectInteriorSchema>;

export const bookProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  specs: bookSpecsSchema,
  listPrices: listPricesSchema,
  listing: listingSchema,
  /** The day the book should go live; the planner's due dates count back from it. */
  launchDate: z.nullable(z.string()),
  /** The project's planner board (GET /api/board/collection/{boardId}). */
  boardId: z.nullable(z.string()),
  /** The built print interior added to the project, if any. */
  interior: z.nullable(projectInteriorSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookProject = z.infer<typeof bookProjectSchema>;

export const bookProjectListSchema = z.array(bookProjectSchema);

/**
 * POST /api/book-projects. Only the title is required; specs and listing may be partial and are
 * filled from DEFAULT_BOOK_SPECS / EMPTY_LISTING (the listing title starts as the project title).
 */
export const createBookProjectInputSchema = z.object({
  title: projectTitleField,
  specs: z.optional(z.partial(bookSpecsSchema)),
  listPrices: z.optional(listPricesSchema),
  listing: z.optional(z.partial(listingSchema)),
  launchDate: z.optional(z.nullable(launchDateField)),
  /** A finished book build of the caller's: its trim, pages and paper become the specs. */
  interiorBuildId: z.optional(z.uuid({ error: "interiorBuildId must be a build's id" })),
});
export type CreateBookProjectInput = z.infer<typeof createBookProjectInputSchema>;

/**
 * PUT /api/book-projects/:id. Every section is optional and merged into what is stored, so a tool
 * can save back just what it owns (the cover calculator its specs, the price checker its prices).
 * `listPrices` replaces the stored prices when given (a removed marketplace must disappear).
 */
export const updateBookProjectInputSchema = z.object({
  title: z.optional(projectTitleField),
  specs: z.optional(z.partial(bookSpecsSchema)),
  listPrices: z.optional(listPricesSchema),
  listing: z.optional(z.partial(listingSchema)),
  launchDate: z.optional(z.nullable(launchDateField)),
});
export type UpdateBookProjectInput = z.infer<typeof updateBookProjectInputSchema>;

/** PUT /api/book-projects/:id/interior: the caller's finished book build goes into the project. */
export const setProjectInteriorInputSchema = z.object({
  buildId: z.uuid({ error: "buildId must be a build's id" }),
});
export type SetProjectInteriorInput = z.infer<typeof setProjectInteriorInputSchema>;

/** The enums the contract is built on, re-exported so callers need no second import. */
export { MARKETPLACE_IDS, TRIM_IDS };
