import { z } from "zod";
import { deepViewBatchLimit } from "../catalogue/claims";
import { amazonDomainSchema, suggestionDepartmentSchema } from "./contract";

/*
 * Requests and answers of Deep View and Retro View (issue 12). The product limit is the catalogue
 * claim's own constant, so "100 products analysed at once" is what the server enforces.
 */

/** Ten letters or digits (books use their ISBN-10 as ASIN). */
const retroAsinSchema = z
  .string({ error: "must be an ASIN: 10 letters or digits" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{10}$/, "must be an ASIN: 10 letters or digits");

export const DEEP_VIEW_LIMIT = deepViewBatchLimit;
export const RETRO_VIEW_DAYS = [30, 90, 365] as const;
export type RetroViewDays = (typeof RETRO_VIEW_DAYS)[number];

/*
 * A Deep View reads either a keyword's search results or a category's best sellers (the spec's
 * "a keyword and marketplace (or a category)"): exactly one of the two, so the answer's subject
 * is never ambiguous.
 */
export const deepViewInputSchema = z
  .object({
    keyword: z
      .string({ error: "must be a search phrase" })
      .trim()
      .min(1, "must not be empty")
      .max(200, "must be at most 200 characters")
      .optional(),
    categoryId: z
      .string({ error: "must be a category id" })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,300}$/, "must be a category id: letters, digits, - or _")
      .optional(),
    domain: amazonDomainSchema,
    department: suggestionDepartmentSchema.default("books"),
  })
  .superRefine((value, ctx) => {
    if (value.keyword !== undefined && value.categoryId !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["categoryId"],
        message: "give either a keyword or a category id, not both",
      });
    } else if (value.keyword === undefined && value.categoryId === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["keyword"],
        message: "give a keyword or a category id",
      });
    }
  });
export type DeepViewInput = z.input<typeof deepViewInputSchema>;

export const retroViewInputSchema = z.object({
  asin: retroAsinSchema,
  domain: amazonDomainSchema,
  days: z
    .number({ error: "must be 30, 90 or 365" })
    .refine((value) => (RETRO_VIEW_DAYS as readonly number[]).includes(value), {
      message: "must be 30, 90 or 365",
    })
    .default(90),
});
export type RetroViewInput = z.input<typeof retroViewInputSchema>;

const sourceIdSchema = z.enum(["sample", "amazon", "keepa", "dataforseo", "snapshots"]);
const rangeSchema = z.object({ low: z.number(), typical: z.number(), high: z.number() });
const kdpSourceSchema = z.object({ key: z.string(), title: z.string(), date: z.string() });
const formatSchema = z.enum(["kindle", "paperback", "hardcover", "audiobook", "other"]);

export const estimateMethodSchema = z.object({
  sales: z.string(),
  royalty: z.string(),
  sources: z.array(kdpSourceSchema),
});

const productEstimateSchema = z.object({
  daily: rangeSchema,
  monthly: rangeSchema,
  royalty: z
    .object({ currency: z.string(), perSale: z.number(), rate: z.number(), monthly: rangeSchema })
    .nullable(),
  royaltyNote: z.string().nullable(),
});

export const deepViewProductSchema = z.object({
  /** 1-based place in the search results. */
  position: z.number().int(),
  asin: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  format: formatSchema,
  binding: z.string().nullable(),
  publisher: z.string().nullable(),
  independent: z.boolean().nullable(),
  pages: z.number().nullable(),
  publishedAt: z.string().nullable(),
  /** Whole days since publication at the answer's asOf. */
  ageDays: z.number().int().nullable(),
  price: z.number().nullable(),
  currency: z.string(),
  salesRank: z.number().nullable(),
  salesRankCategory: z.string().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().nullable(),
  estimate: productEstimateSchema.nullable(),
  /** Why there is no estimate (no rank, an audiobook…); null when there is one. */
  estimateNote: z.string().nullable(),
});
export type DeepViewProduct = z.infer<typeof deepViewProductSchema>;

const spreadSchema = z.object({
  p25: z.number(),
  median: z.number(),
  p75: z.number(),
  count: z.number().int(),
});
const scorePartSchema = z.object({
  input: z.number().nullable(),
  value: z.number().nullable(),
  weight: z.number(),
  points: z.number().nullable(),
});
const reachSchema = z.object({ rank: z.number(), daily: rangeSchema }).nullable();

export const nicheSummarySchema = z.object({
  productCount: z.number().int(),
  rank: spreadSchema.nullable(),
  reviews: spreadSchema.nullable(),
  price: spreadSchema.nullable(),
  priceByPublisher: z.object({ independent: z.number().nullable(), large: z.number().nullable() }),
  independent: z.object({
    count: z.number().int(),
    known: z.number().int(),
    share: z.number().nullable(),
  }),
  youngInTop10: z.object({ count: z.number().int(), known: z.number().int() }),
  toReach: z.object({ first: reachSchema, tenth: reachSchema }),
  top3Share: z.number().nullable(),
  score: z.object({
    score: z.number().nullable(),
    parts: z.object({
      demand: scorePartSchema,
      openness: scorePartSchema,
      indie: scorePartSchema,
      recency: scorePartSchema,
      dominance: scorePartSchema,
    }),
  }),
});
export type NicheSummaryResponse = z.infer<typeof nicheSummarySchema>;

export const deepViewResultSchema = z.object({
  /** What was analysed: a keyword's search results, or a category's best sellers. */
  subject: z.enum(["keyword", "category"]),
  /** The keyword searched; null for a category. */
  keyword: z.string().nullable(),
  /** The category read, with its name and path when the source knows them; null for a keyword. */
  category: z
    .object({ id: z.string(), name: z.string().nullable(), path: z.array(z.string()) })
    .nullable(),
  domain: amazonDomainSchema,
  department: suggestionDepartmentSchema,
  source: sourceIdSchema,
  asOf: z.string(),
  /** The most products one Deep View analyses. */
  limit: z.number().int(),
  /** How many results the marketplace reports for the keyword, when the source says. */
  resultCount: z.number().nullable(),
  products: z.array(deepViewProductSchema),
  summary: nicheSummarySchema,
  method: estimateMethodSchema,
});
export type DeepViewResult = z.infer<typeof deepViewResultSchema>;

const pointSchema = z.object({ at: z.string(), value: z.number().nullable() });

export const retroEventSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.enum(["likely-promotion", "rank-spike"]),
    from: z.string(),
    to: z.string(),
    rankBefore: z.number(),
    bestRank: z.number(),
    improvement: z.number(),
    newReviews: z.number().nullable(),
  }),
  z.object({
    kind: z.literal("price-change"),
    at: z.string(),
    before: z.number(),
    after: z.number(),
    change: z.number(),
  }),
]);
export type RetroEventResponse = z.infer<typeof retroEventSchema>;

export const retroViewResultSchema = z.object({
  asin: z.string(),
  domain: amazonDomainSchema,
  days: z.number().int(),
  source: sourceIdSchema,
  asOf: z.string(),
  product: z.object({
    title: z.string(),
    authors: z.array(z.string()),
    format: formatSchema,
    price: z.number().nullable(),
    currency: z.string(),
    salesRank: z.number().nullable(),
    reviewCount: z.number().nullable(),
    rating: z.number().nullable(),
  }),
  history: z.object({
    salesRank: z.array(pointSchema),
    price: z.array(pointSchema),
    reviewCount: z.array(pointSchema),
  }),
  /** One point a day: the day's last rank through the BSR function. */
  sales: z.array(z.object({ day: z.string(), rank: z.number(), daily: rangeSchema })),
  /** Why there is no sales series (a store or format without curves); null when there is one. */
  salesNote: z.string().nullable(),
  events: z.array(retroEventSchema),
  method: estimateMethodSchema,
});
export type RetroViewResult = z.infer<typeof retroViewResultSchema>;
