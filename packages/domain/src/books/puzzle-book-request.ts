import * as z from "zod/mini";
import { BINDINGS, PAPER_TYPES, TRIM_IDS } from "../kdp/trim-sizes";
import { DIFFICULTIES } from "../puzzles/types";
import { ANSWERS_PER_PAGE, PUZZLES_PER_PAGE } from "./interior/per-page";

/*
 * A puzzle book as an author asks for it (issue 27): the request the build API takes and the
 * book maker's form produces. Apart from planPuzzleBook (puzzle-book.ts), which needs every
 * generator, so the form can check a request in the browser without loading them.
 */

/** A free member's sample book: this many puzzles at most, every page watermarked. */
export const FREE_SAMPLE_MAX_PUZZLES = 6;
/** The most puzzles in one section and in one book. */
export const MAX_PUZZLES_PER_SECTION = 500;
export const MAX_PUZZLES_PER_BOOK = 1000;
export const MAX_SECTIONS = 12;

const literalOf = <T extends readonly [number, ...number[]]>(values: T) =>
  z.union(values.map((value) => z.literal(value)) as unknown as [z.ZodMiniLiteral<T[number]>]);

export const puzzleBookSectionSchema = z.object({
  /** A registered puzzle type's id (checked against the registry by planPuzzleBook's caller). */
  type: z.string().check(z.minLength(1), z.maxLength(40)),
  difficulty: z.enum(DIFFICULTIES),
  count: z.number().check(z.int(), z.gte(1), z.lte(MAX_PUZZLES_PER_SECTION)),
  /** Heading of the section; the type's name when omitted. */
  title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
  /** The type's own options (size, theme, own words…), parsed by the type's schema. */
  options: z._default(z.record(z.string(), z.unknown()), {}),
  puzzlesPerPage: z.optional(literalOf(PUZZLES_PER_PAGE)),
  answersPerPage: z.optional(literalOf(ANSWERS_PER_PAGE)),
});
export type PuzzleBookSection = z.output<typeof puzzleBookSectionSchema>;

export const puzzleBookRequestSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  subtitle: z.optional(z.string().check(z.trim(), z.maxLength(160))),
  author: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  trim: z.enum(TRIM_IDS),
  binding: z._default(z.enum(BINDINGS), "paperback"),
  paper: z._default(z.enum(PAPER_TYPES), "white"),
  bleed: z._default(z.boolean(), false),
  largePrint: z._default(z.boolean(), false),
  /** Shown on the page so an author can rebuild the same book; the server picks one when omitted. */
  seed: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[\w-]+$/)),
  ),
  copyrightPage: z._default(z.boolean(), true),
  howToPlay: z._default(z.boolean(), true),
  answerKey: z._default(z.boolean(), true),
  pageNumbers: z._default(z.boolean(), true),
  headers: z._default(z.boolean(), false),
  sections: z.array(puzzleBookSectionSchema).check(z.minLength(1), z.maxLength(MAX_SECTIONS)),
});
export type PuzzleBookRequest = z.output<typeof puzzleBookRequestSchema>;
export type PuzzleBookInput = z.input<typeof puzzleBookRequestSchema>;
