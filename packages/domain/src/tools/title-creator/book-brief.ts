import * as z from "zod/mini";
import { KEYWORD_BOX_MAX, KEYWORD_SLOTS } from "../guidelines-check/limits";

/*
 * What both listing creators start from (decision 0059): the book's niche, its readers, a few
 * keywords and the kind of book. The title creator and the description creator read the same
 * brief, so an author types it once.
 */

import { BOOK_TYPE_IDS, BOOK_TYPES, type BookTypeId } from "./book-types";

export { BOOK_TYPE_IDS, BOOK_TYPES, type BookTypeId };

export const NICHE_MAX = 80;
export const AUDIENCE_MAX = 80;

const line = (label: string, max: number) =>
  z.string(`${label} must be text`).check(
    z.trim(),
    z.maxLength(max, `${label} must be at most ${max} characters`),
    z.refine((value) => !/[<>]/.test(value), `${label} must not contain < or >`),
  );

export const bookBriefShape = {
  niche: line("The niche", NICHE_MAX).check(
    z.minLength(2, "The niche must be at least 2 characters"),
    z.describe("What the book is about, e.g. gratitude, sudoku, dinosaurs, sourdough baking"),
  ),
  audience: z
    .optional(line("The audience", AUDIENCE_MAX))
    .check(z.describe("Who it is for, e.g. busy moms, seniors, kids ages 4-8")),
  keywords: z
    ._default(
      z
        .array(line("Each keyword", KEYWORD_BOX_MAX))
        .check(z.maxLength(KEYWORD_SLOTS, `At most ${KEYWORD_SLOTS} keywords`)),
      [],
    )
    .check(z.describe("Search phrases to work in, most important first")),
  bookType: z
    .enum(BOOK_TYPE_IDS, { error: `The book type must be one of ${BOOK_TYPE_IDS.join(", ")}` })
    .check(z.describe("The kind of book; each has its own family of templates")),
};

export const bookBriefSchema = z.object(bookBriefShape);
export type BookBrief = z.output<typeof bookBriefSchema>;

/** "sourdough baking" → "Sourdough Baking"; small words stay lower case inside a title. */
const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "but",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      // Words typed with capitals inside ("iPhone", "ADHD") are kept as typed.
      if (/[A-Z]/.test(word.slice(1))) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(" ");
}

/** FNV-1a: the same brief always picks the same templates, on the page and in the API. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function bookType(id: BookTypeId) {
  return BOOK_TYPES.find((type) => type.id === id) ?? BOOK_TYPES[0];
}

/** The words templates fill in, with fallbacks so a brief with only a niche still reads well. */
export type BriefWords = {
  niche: string;
  Niche: string;
  audience: string;
  Audience: string;
  keyword: string;
  Keyword: string;
  keyword2: string;
  Keyword2: string;
  Noun: string;
  /** The noun inside a sentence: "this guide". */
  noun: string;
};

export function briefWords(brief: BookBrief): BriefWords {
  const type = bookType(brief.bookType);
  const keywords = brief.keywords.map((keyword) => keyword.trim()).filter(Boolean);
  const niche = brief.niche.trim();
  const others = keywords.filter((keyword) => keyword.toLowerCase() !== niche.toLowerCase());
  const keyword = others[0] ?? niche;
  const keyword2 = others[1] ?? others[0] ?? niche;
  const audience = brief.audience?.trim() || type.audience;
  return {
    niche: niche.toLowerCase(),
    Niche: titleCase(niche),
    audience: /[A-Z]/.test(audience.slice(1)) ? audience : audience.toLowerCase(),
    Audience: titleCase(audience),
    keyword: keyword.toLowerCase(),
    Keyword: titleCase(keyword),
    keyword2: keyword2.toLowerCase(),
    Keyword2: titleCase(keyword2),
    Noun: type.noun,
    noun: type.noun.toLowerCase(),
  };
}

export function fillTemplate(pattern: string, words: BriefWords): string {
  return (
    pattern
      .replace(/\{(\w+)\}/g, (whole, slot: string) =>
        slot in words ? words[slot as keyof BriefWords] : whole,
      )
      // A plural filled before "'s" takes the apostrophe alone: "The Adults' Journal".
      .replace(/\b(\w+s)'s\b/g, "$1'")
      .replace(/\s+/g, " ")
      .trim()
  );
}
