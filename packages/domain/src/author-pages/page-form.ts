import { z } from "zod";
import { humanizeMessage } from "../contracts/messages";
import { AMAZON_DOMAINS } from "../research/amazon-marketplaces";
import {
  type AuthorPageDraftInput,
  authorPageDraftSchema,
  BOOK_FORMATS,
  OTHER_STORES,
  type OtherStore,
  SOCIAL_KINDS,
} from "./contracts";
import { DEFAULT_NEWSLETTER_HEADING, filledLinks, filledStores, genreList } from "./page-options";
import { textToParagraphHtml } from "./paragraph-text";

/*
 * The owner's author page editor (issue 25): the values as its inputs hold them (a series number
 * as typed, genres as one comma-separated line, a link box per profile and store, an associate
 * tag box per Amazon store), read into the PUT /api/v1/author-page body and checked by the page's
 * own contract. Each problem lands on the box that shows it: "links.1.url" on the Goodreads box,
 * "books.0.reviews.0.quote" on the quote the owner typed (empty review rows are not sent, so the
 * indexes differ), with a sentence that starts with the box's label.
 */

const authorBookFormSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** Kept as the server has them: the editor has no control for them yet. */
  formats: z.array(z.enum(BOOK_FORMATS)),
  series: z.string(),
  seriesNumber: z.string(),
  description: z.string(),
  asin: z.string(),
  isbn: z.string(),
  coverImage: z.string(),
  /** A link box per other store; "" is no link. */
  stores: z.partialRecord(z.enum(OTHER_STORES), z.string().optional()),
  excerpt: z.string(),
  releaseDate: z.string(),
  reviews: z.array(z.object({ quote: z.string(), source: z.string() })),
});
export type AuthorBookFormValues = z.infer<typeof authorBookFormSchema>;

const authorPageFormFieldsSchema = z.object({
  slug: z.string(),
  penName: z.string(),
  tagline: z.string(),
  bio: z.string(),
  /** Comma-separated. */
  genres: z.string(),
  theme: z.string(),
  newsletter: z.boolean(),
  newsletterHeading: z.string(),
  /** The stored consent sentence, sent back unchanged ("" for a page not yet saved). */
  consentText: z.string(),
  /** One associate tag box per Amazon store, in AMAZON_DOMAINS order; "" is none. */
  associateTags: z.array(z.string()),
  /** A link box per profile kind; "" is no link. */
  links: z.partialRecord(z.enum(SOCIAL_KINDS), z.string().optional()),
  photo: z.string(),
  startHere: z.string(),
  books: z.array(authorBookFormSchema),
});
export type AuthorPageFormValues = z.infer<typeof authorPageFormFieldsSchema>;

/** Where each sent row came from, to put a problem back on the owner's box. */
type Origins = {
  linkKinds: string[];
  storeKinds: OtherStore[][];
  reviewRows: number[][];
};

function toBody(values: AuthorPageFormValues): { body: AuthorPageDraftInput; origins: Origins } {
  const links = filledLinks(values.links);
  const origins: Origins = {
    linkKinds: links.map((link) => link.kind),
    storeKinds: [],
    reviewRows: [],
  };
  const associateTags = Object.fromEntries(
    AMAZON_DOMAINS.flatMap((domain, index) => {
      const tag = values.associateTags[index]?.trim();
      return tag ? [[domain, tag]] : [];
    }),
  );
  const books = values.books.map((book) => {
    const stores = filledStores(book.stores);
    origins.storeKinds.push(stores.map((row) => row.store));
    // An empty pair is a row the owner added and left; a half-filled one is theirs to fix.
    const kept = book.reviews.flatMap((review, row) =>
      review.quote.trim() || review.source.trim() ? [{ review, row }] : [],
    );
    origins.reviewRows.push(kept.map(({ row }) => row));
    return {
      id: book.id,
      title: book.title,
      subtitle: book.subtitle,
      formats: book.formats,
      series: book.series,
      seriesNumber: book.seriesNumber.trim() ? Number(book.seriesNumber) : null,
      description: textToParagraphHtml(book.description),
      asin: book.asin.trim(),
      isbn: book.isbn.trim(),
      coverImage: book.coverImage,
      otherStores: stores,
      excerpt: textToParagraphHtml(book.excerpt),
      releaseDate: book.releaseDate.trim(),
      reviews: kept.map(({ review }) => review),
    };
  });
  const body: AuthorPageDraftInput = {
    slug: values.slug.trim().toLowerCase(),
    penName: values.penName,
    tagline: values.tagline,
    bio: textToParagraphHtml(values.bio),
    photo: values.photo,
    genres: genreList(values.genres),
    links,
    theme: values.theme as AuthorPageDraftInput["theme"],
    associateTags,
    newsletter: {
      enabled: values.newsletter,
      heading: values.newsletterHeading || DEFAULT_NEWSLETTER_HEADING,
      ...(values.consentText ? { consentText: values.consentText } : {}),
    },
    books,
    startHere: values.books.some((book) => book.id === values.startHere) ? values.startHere : "",
  };
  return { body, origins };
}

const LABELS: Record<string, string> = {
  slug: "Page address",
  penName: "Pen name",
  tagline: "One line for readers",
  bio: "Bio",
  photo: "Author photo",
  genres: "Genres",
  links: "Link",
  theme: "Theme",
  startHere: "Start here",
  associateTags: "Associate tag",
  newsletter: "Newsletter",
  newsletterHeading: "Heading",
  books: "Books",
  title: "Title",
  subtitle: "Subtitle",
  series: "Series",
  seriesNumber: "Number",
  description: "Description",
  asin: "ASIN",
  isbn: "ISBN",
  coverImage: "Cover image",
  excerpt: "Excerpt",
  releaseDate: "Release date",
  reviews: "Reviews",
  quote: "Quote",
  source: "Source",
  stores: "Link",
};

/** The contract's path of a problem → the editor's box that shows it. */
function formPath(path: readonly PropertyKey[], origins: Origins): (string | number)[] {
  const [section, index, key, row, part] = path;
  switch (section) {
    case "genres":
      return ["genres"];
    case "links":
      return typeof index === "number" ? ["links", origins.linkKinds[index] ?? ""] : ["links"];
    case "associateTags":
      return ["associateTags", AMAZON_DOMAINS.indexOf(index as (typeof AMAZON_DOMAINS)[number])];
    case "newsletter":
      return [index === "heading" ? "newsletterHeading" : "newsletter"];
    case "books": {
      if (typeof index !== "number" || key === undefined) return ["books"];
      if (key === "otherStores" && typeof row === "number")
        return ["books", index, "stores", origins.storeKinds[index]?.[row] ?? ""];
      if (key === "reviews" && typeof row === "number" && typeof part === "string")
        return ["books", index, "reviews", origins.reviewRows[index]?.[row] ?? row, part];
      return ["books", index, String(key)];
    }
    default:
      return [String(section)];
  }
}

/**
 * The contract's own sentence: a box that may also be left empty ("" or an ASIN) is a union, whose
 * failure carries each option's problems; the first option's is the one to tell.
 */
function ownMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== "invalid_union") return issue.message;
  const inner = issue.errors.find((problems) => problems[0]?.code !== "invalid_value")?.[0];
  return inner?.message ?? issue.message;
}

function labelOf(path: readonly (string | number)[]): string {
  const last = [...path].reverse().find((part) => typeof part === "string" && part in LABELS);
  return LABELS[last as string] ?? "This field";
}

/** The editor's values → the save body, every problem on its box. */
export const authorPageFormSchema = authorPageFormFieldsSchema.transform((values, ctx) => {
  const { body, origins } = toBody(values);
  const read = authorPageDraftSchema.safeParse(body);
  if (read.success) return body;
  for (const issue of read.error.issues) {
    const path = formPath(issue.path, origins);
    const message = humanizeMessage(labelOf(path), ownMessage(issue));
    ctx.issues.push({ code: "custom", path, message, input: values });
  }
  return z.NEVER;
});
