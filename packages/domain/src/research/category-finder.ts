import { z } from "zod";
import { type BsrCurve, listBsrCurves, MARKETPLACE_SALES_FACTORS } from "../kdp/bsr-curves";
import {
  type CategoryChoice,
  type CategoryFormat,
  KDP_CATEGORY_RULE,
  kdpCategoryChoice,
} from "../kdp/categories";
import { estimateDailySales, type SalesRange } from "../tools/bsr-sales/bsr-sales";
import { AMAZON_DOMAINS, type AmazonDomain, normalizeAmazonDomain } from "./amazon-marketplaces";
import { categoryWords } from "./kindle-categories";

/*
 * The Kindle category finder (issue 12, decision 0068): categories found by words or by a book's
 * ASIN, each with its full path, whether KDP lets an author choose it (3 per format since 2023),
 * and, when the product source knows the overall rank of the category's #1 and #10 best sellers,
 * the copies a day a book must sell to stand there: the BSR calculator's low–typical–high range of
 * the published curves for the category's format (Kindle curves under Kindle eBooks, print curves
 * under Books), scaled for the store like the calculator does.
 */

export const CATEGORY_WORDS_MAX = 100;
export const ASIN_PATTERN = /^[A-Z0-9]{10}$/u;
/** At most this many categories in one answer, best matches first. */
export const CATEGORY_RESULTS_MAX = 50;

const domainField = z.preprocess(
  (value) => (typeof value === "string" ? normalizeAmazonDomain(value) : value),
  z.enum(AMAZON_DOMAINS as [AmazonDomain, ...AmazonDomain[]], {
    error: "domain must be an Amazon store such as amazon.com",
  }),
);

/** `GET /api/v1/research/categories` query: a store, and words or an ASIN (exactly one). */
export const categoryFinderQuerySchema = z
  .object({
    domain: z.preprocess(
      (value) => (value === undefined || value === "" ? "amazon.com" : value),
      domainField,
    ),
    words: z
      .string()
      .trim()
      .max(CATEGORY_WORDS_MAX, `words must be at most ${CATEGORY_WORDS_MAX} characters`)
      .optional()
      .transform((value) => (value === "" ? undefined : value)),
    asin: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .optional()
      .transform((value) => (value === "" ? undefined : value)),
  })
  .superRefine((query, context) => {
    if (query.words === undefined && query.asin === undefined) {
      context.addIssue({
        code: "custom",
        path: ["words"],
        message: "words is required: type a few words, or give a book's ASIN instead",
      });
      return;
    }
    if (query.words !== undefined && query.asin !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["asin"],
        message: "asin cannot be sent with words: search by one or the other",
      });
      return;
    }
    if (query.words !== undefined && categoryWords(query.words).length === 0) {
      context.addIssue({
        code: "custom",
        path: ["words"],
        message: "words must contain at least one letter or digit",
      });
    }
    if (query.asin !== undefined && !ASIN_PATTERN.test(query.asin)) {
      context.addIssue({
        code: "custom",
        path: ["asin"],
        message: "asin must be 10 letters or digits, like B08N5WRWNW",
      });
    }
  });
export type CategoryFinderQuery = z.output<typeof categoryFinderQuerySchema>;

/** A category as a product source or the curated list gives it (the ports' `Category`). */
export type CategoryInput = {
  id: string;
  name: string;
  path: readonly string[];
  topRanks: { first: number | null; tenth: number | null } | null;
};

export type CategoryFinding = {
  id: string;
  name: string;
  path: string[];
  kdp: CategoryChoice;
  /** Overall Best Seller Rank of the category's #1 and #10; null when the source has no ranks. */
  topRanks: { first: number | null; tenth: number | null } | null;
  /** Copies a day at those ranks (low–typical–high of the curves); null where unknown. */
  salesPerDay: { first: SalesRange | null; tenth: SalesRange | null } | null;
  /** Which curves: the category's format decides Kindle or print. */
  curveFormat: CategoryFormat | null;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

function salesAt(curves: readonly BsrCurve[], rank: number | null, factor: number) {
  if (rank === null || !Number.isFinite(rank) || rank < 1) return null;
  const range = estimateDailySales(curves, Math.round(rank), factor);
  return { low: round2(range.low), typical: round2(range.typical), high: round2(range.high) };
}

/** Why the sales column may be empty for a store: no published factor against amazon.com. */
export function hasSalesCurve(domain: string): boolean {
  return Object.hasOwn(MARKETPLACE_SALES_FACTORS, domain);
}

export function describeCategory(domain: string, category: CategoryInput): CategoryFinding {
  const kdp = kdpCategoryChoice(category.path);
  const factor = MARKETPLACE_SALES_FACTORS[domain];
  const curveFormat = kdp.format;
  let salesPerDay: CategoryFinding["salesPerDay"] = null;
  if (category.topRanks && curveFormat && factor !== undefined) {
    const curves = listBsrCurves(curveFormat);
    salesPerDay = {
      first: salesAt(curves, category.topRanks.first, factor),
      tenth: salesAt(curves, category.topRanks.tenth, factor),
    };
  }
  return {
    id: category.id,
    name: category.name,
    path: [...category.path],
    kdp,
    topRanks: category.topRanks,
    salesPerDay,
    curveFormat,
  };
}

/** Where a finding came from: the product source, or our curated list (no ranks). */
export type CategoryOrigin = "source" | "curated";

const pathKey = (path: readonly string[]) =>
  path.map((name) => name.trim().toLowerCase()).join(">");

/**
 * How well a category answers the words: every word in its own name beats words found only in
 * its parents; then categories an author can choose; then deeper (more specific) ones; then A–Z.
 */
function matchRank(category: CategoryInput, query: readonly string[]): number {
  const own = categoryWords(category.name);
  return query.filter((word) => own.some((name) => name.startsWith(word))).length;
}

/**
 * The finder's list: the source's categories, then curated ones the source did not give (same
 * path = same category), described and ordered best first, at most CATEGORY_RESULTS_MAX. For an
 * ASIN search the source's order (the book's own categories) is kept.
 */
export function buildCategoryFindings(input: {
  domain: string;
  words: string | null;
  fromSource: readonly CategoryInput[];
  curated: readonly CategoryInput[];
}): {
  findings: (CategoryFinding & { origin: CategoryOrigin })[];
  curatedCount: number;
  total: number;
} {
  const seen = new Set(input.fromSource.map((category) => pathKey(category.path)));
  const extra = input.curated.filter((category) => {
    const key = pathKey(category.path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const all = [...input.fromSource, ...extra].map((category) => ({
    category,
    curated: extra.includes(category),
  }));
  if (input.words !== null) {
    const query = categoryWords(input.words);
    all.sort((a, b) => {
      const choiceA = kdpCategoryChoice(a.category.path).selectable ? 1 : 0;
      const choiceB = kdpCategoryChoice(b.category.path).selectable ? 1 : 0;
      return (
        matchRank(b.category, query) - matchRank(a.category, query) ||
        choiceB - choiceA ||
        b.category.path.length - a.category.path.length ||
        a.category.path.join(" > ").localeCompare(b.category.path.join(" > "), "en")
      );
    });
  }
  const kept = all.slice(0, CATEGORY_RESULTS_MAX);
  return {
    findings: kept.map(({ category, curated }) => ({
      ...describeCategory(input.domain, category),
      origin: curated ? ("curated" as const) : ("source" as const),
    })),
    curatedCount: kept.filter((entry) => entry.curated).length,
    total: all.length,
  };
}

export const CATEGORY_FINDER_NOTES = {
  rule: KDP_CATEGORY_RULE.text,
  sales:
    "Amazon publishes no rank-to-sales figures. The copies a day are the lowest, middle and highest of the published curves (Kindle curves for Kindle eBooks categories, print curves for Books) at the rank of the category's #1 and #10, the same method as the BSR sales calculator; outside amazon.com they are scaled by the store's published factor.",
} as const;

const sourceSchema = z.object({ key: z.string(), title: z.string(), date: z.string() });
const rangeSchema = z.object({ low: z.number(), typical: z.number(), high: z.number() });

export const categoryFindingSchema = z.object({
  id: z
    .string()
    .describe(
      "The source's id; curated categories use our own `ikf:` slugs, never Amazon browse-node ids",
    ),
  name: z.string(),
  path: z.array(z.string()).describe("Names from the store root to the category, inclusive"),
  kdp: z.object({
    format: z.enum(["ebook", "print"]).nullable(),
    selectable: z.boolean(),
    reason: z.string(),
  }),
  topRanks: z
    .object({ first: z.number().nullable(), tenth: z.number().nullable() })
    .nullable()
    .describe("Overall Best Seller Rank of the category's #1 and #10, when the source has them"),
  salesPerDay: z
    .object({ first: rangeSchema.nullable(), tenth: rangeSchema.nullable() })
    .nullable()
    .describe("Copies a day needed to stand at #1 and #10: low, typical and high of the curves"),
  curveFormat: z.enum(["ebook", "print"]).nullable(),
  origin: z
    .enum(["source", "curated"])
    .describe(
      "`source`: from the product source; `curated`: from our category list, without ranks",
    ),
});

export const categoryFinderResultSchema = z.object({
  domain: z.string(),
  query: z.object({ words: z.string().nullable(), asin: z.string().nullable() }),
  /** The product source's label and the instant its data describes. */
  source: z.object({ id: z.string(), label: z.string(), asOf: z.string() }),
  /** Present when curated categories are in the list. */
  curated: z.object({ count: z.number().int(), source: sourceSchema }).nullable(),
  categories: z.array(categoryFindingSchema),
  /** How many matched before the list was cut to its maximum. */
  total: z.number().int(),
  rule: z.object({
    perFormat: z.number().int(),
    since: z.string(),
    text: z.string(),
    source: sourceSchema,
  }),
  notes: z.object({ sales: z.string(), salesAvailable: z.boolean() }),
});
export type CategoryFinderResult = z.infer<typeof categoryFinderResultSchema>;
