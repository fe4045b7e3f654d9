import { z } from "zod";
import { AMAZON_DOMAINS, type AmazonDomain } from "../research/amazon-marketplaces";
import { sanitizeDescriptionHtml } from "../tools/description-creator/sanitize-html";
import {
  BOOK_FORMATS,
  DEFAULT_NEWSLETTER_HEADING,
  OTHER_STORES,
  type OtherStore,
  SOCIAL_KINDS,
} from "./page-options";
import { slugSchema } from "./slug";
import { AUTHOR_PAGE_THEME_IDS, DEFAULT_AUTHOR_PAGE_THEME } from "./themes";

/*
 * The author page's contracts (issue 30, decision 0107). The page is one JSON document (a draft,
 * and a copy of it made on publish), books included, so publishing is one atomic copy and the
 * reader never sees half an edit.
 */

/** http(s) only: a `javascript:` or `data:` link in a user-given page is an attack, not a link. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, "Use a web address that starts with https:// or http://");

/** Rich text the reader sees: always passed through the site's HTML sanitiser. */
const richTextSchema: (max: number) => z.ZodType<string, string> = (max) =>
  z
    .string()
    .max(max * 2)
    .transform((html) => sanitizeDescriptionHtml(html))
    .refine((html) => html.length <= max, `At most ${max} characters of text`);

export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;
export const asinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(ASIN_PATTERN, "An ASIN is 10 letters and digits, like B0C1234567");

/** ISBN-10 or ISBN-13 with a valid check digit; hyphens and spaces are dropped. */
export const isbnSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
  .refine(isValidIsbn, "Enter a 10- or 13-digit ISBN with a valid check digit");

export function isValidIsbn(isbn: string): boolean {
  if (/^\d{13}$/.test(isbn)) {
    const sum = [...isbn].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
    return sum % 10 === 0;
  }
  if (/^\d{9}[\dX]$/.test(isbn)) {
    const sum = [...isbn].reduce((acc, d, i) => acc + (d === "X" ? 10 : Number(d)) * (10 - i), 0);
    return sum % 11 === 0;
  }
  return false;
}

/** A calendar day `YYYY-MM-DD` that exists (no 2027-02-30). */
export const isoDaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2027-03-14")
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, "Use a date like 2027-03-14");

export { BOOK_FORMATS, OTHER_STORES, type OtherStore, SOCIAL_KINDS };

const amazonDomainSchema = z.enum(AMAZON_DOMAINS as [AmazonDomain, ...AmazonDomain[]]);

/** Amazon's associate tags: letters, digits and hyphens (e.g. `myname-20`). */
export const associateTagSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, "An associate tag is letters, digits and hyphens, like myname-20");

/*
 * Each shape is built twice: for input (sanitising transforms) and for output (plain strings),
 * because a response schema with a one-way transform cannot be used to serialise an answer.
 */
type TextField = (max: number) => z.ZodType<string, string>;
const plainText: TextField = (max) => z.string().max(max);
const isbnOutSchema = z.string();

function bookShape(rich: TextField, isbn: z.ZodType<string, string>) {
  return z.object({
    id: z.string().trim().min(1).max(40),
    title: z.string().trim().min(1, "A book needs a title").max(200),
    subtitle: z.string().trim().max(200).default(""),
    series: z.string().trim().max(120).default(""),
    seriesNumber: z.number().int().min(0).max(999).nullable().default(null),
    description: rich(4000).default(""),
    formats: z.array(z.enum(BOOK_FORMATS)).max(BOOK_FORMATS.length).default([]),
    asin: asinSchema.or(z.literal("")).default(""),
    isbn: isbn.or(z.literal("")).default(""),
    coverImage: z.string().max(300).default(""),
    /** A sample chapter or opening pages. */
    excerpt: rich(8000).default(""),
    /** Reviews the author quotes, each with its source (issue 30: "reviews … with source"). */
    reviews: z
      .array(
        z.object({
          quote: z.string().trim().min(1, "Enter the quote").max(600),
          source: z.string().trim().min(1, "Name the review's source").max(120),
        }),
      )
      .max(5)
      .default([]),
    /** A release day; while it is in the future the book is listed under upcoming releases. */
    releaseDate: isoDaySchema.or(z.literal("")).default(""),
    otherStores: z
      .array(z.object({ store: z.enum(OTHER_STORES), url: httpUrlSchema }))
      .max(10)
      .default([]),
  });
}

export const authorBookSchema = bookShape(richTextSchema, isbnSchema);
export const authorBookOutSchema = bookShape(plainText, isbnOutSchema);
export type AuthorBook = z.infer<typeof authorBookSchema>;
export type AuthorBookInput = z.input<typeof authorBookSchema>;

export const MAX_BOOKS = 60;

function pageShape(rich: TextField, book: typeof authorBookSchema | typeof authorBookOutSchema) {
  return z.object({
    slug: slugSchema,
    penName: z.string().trim().min(1, "Enter your pen name").max(100),
    tagline: z.string().trim().max(160).default(""),
    bio: rich(6000).default(""),
    photo: z.string().max(300).default(""),
    genres: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
    links: z
      .array(z.object({ kind: z.enum(SOCIAL_KINDS), url: httpUrlSchema }))
      .max(15)
      .default([]),
    theme: z.enum(AUTHOR_PAGE_THEME_IDS).default(DEFAULT_AUTHOR_PAGE_THEME),
    /** The id of the book new readers should start with ("" for none). */
    startHere: z.string().trim().max(40).default(""),
    associateTags: z.partialRecord(amazonDomainSchema, associateTagSchema).default({}),
    newsletter: z
      .object({
        enabled: z.boolean().default(false),
        heading: z.string().trim().max(120).default(DEFAULT_NEWSLETTER_HEADING),
        consentText: z
          .string()
          .trim()
          .max(400)
          .default(
            "I agree to receive the author's newsletter. I can unsubscribe at any time with the link in every email.",
          ),
      })
      .default({
        enabled: false,
        heading: DEFAULT_NEWSLETTER_HEADING,
        consentText:
          "I agree to receive the author's newsletter. I can unsubscribe at any time with the link in every email.",
      }),
    books: z.array(book).max(MAX_BOOKS).default([]),
  });
}

export const authorPageDraftSchema = pageShape(richTextSchema, authorBookSchema);
/** The same page as answers carry it (already sanitised when it was saved). */
export const authorPageDraftOutSchema = pageShape(plainText, authorBookOutSchema);
export type AuthorPageDraft = z.infer<typeof authorPageDraftSchema>;
export type AuthorPageDraftInput = z.input<typeof authorPageDraftSchema>;

/** What the owner's editor reads. */
export const authorPageEditorSchema = z.object({
  draft: authorPageDraftOutSchema,
  status: z.enum(["draft", "published", "unpublished"]),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  hasUnpublishedChanges: z.boolean(),
});
export type AuthorPageEditor = z.infer<typeof authorPageEditorSchema>;

/** What a reader's request for a page answers; never an email address. */
export const publicAuthorPageSchema = z.object({
  page: authorPageDraftOutSchema.omit({ associateTags: true }).extend({
    books: z.array(
      authorBookOutSchema.extend({
        amazonLinks: z.array(z.object({ domain: amazonDomainSchema, url: z.string() })),
      }),
    ),
  }),
  publishedAt: z.string(),
  /** Changes with what the Open Graph image shows: its URL carries it, so caches never go stale. */
  ogImageVersion: z.string(),
});
export type PublicAuthorPage = z.infer<typeof publicAuthorPageSchema>;

export const authorPageSubscribeSchema = z.object({
  email: z.string().trim().toLowerCase().email("Enter a valid email address").max(254),
  consent: z.literal(true, { error: "Tick the box to agree to receive the newsletter" }),
  /** The honeypot: people never see it, so anything in it is a bot. */
  website: z.string().max(500).optional(),
});

export const STAT_EVENTS = ["view", "click"] as const;
export const authorPageBeaconSchema = z.object({
  event: z.enum(STAT_EVENTS),
  /** For clicks: `amazon:amazon.de`, `kobo`, … */
  target: z.string().trim().max(60).optional(),
  bookId: z.string().trim().max(40).optional(),
});

export const authorPageStatsSchema = z.object({
  days: z.array(
    z.object({ day: z.string(), views: z.number(), clicks: z.number(), signups: z.number() }),
  ),
  clicksByTarget: z.array(z.object({ target: z.string(), clicks: z.number() })),
  totals: z.object({
    views: z.number(),
    clicks: z.number(),
    signups: z.number(),
    confirmed: z.number(),
  }),
});
export type AuthorPageStats = z.infer<typeof authorPageStatsSchema>;
