import * as z from "zod/mini";
import { BINDINGS, PAPER_TYPES, TRIM_IDS } from "../kdp/trim-sizes";
import { childSeed, type Seed } from "../puzzles/random";
import { findPuzzleType, type RegisteredPuzzleType, toLayoutItem } from "../puzzles/registry";
import { DIFFICULTIES, type PuzzleBase } from "../puzzles/types";
import {
  ANSWERS_PER_PAGE,
  type InteriorSpec,
  type LayoutItem,
  PUZZLES_PER_PAGE,
} from "./interior/layout-book";

/*
 * A puzzle book as an author asks for it (issue 27), and the one pure function that turns the
 * request and a seed into the interior engine's spec. The API's build job and the web page's
 * preview both call planPuzzleBook with the same request and seed, so the preview shows the pages
 * the PDF will have. Each puzzle's seed is derived from the book's seed and its place in the book,
 * so changing one section never changes another section's puzzles.
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

export type PlanPuzzleBookOptions = {
  seed: Seed;
  /** The copyright year: the domain reads no clock. */
  year: number;
  /**
   * Generate only the first this-many puzzles; the rest hold their place and draw nothing. The
   * preview uses it: page planning depends on the count of puzzles, not on their content.
   */
  generateUpTo?: number;
  /** Called after each generated puzzle (the build job reports progress from it). */
  onPuzzle?: (done: number, total: number) => void;
};

export type PlannedPuzzleBook = {
  spec: InteriorSpec;
  /** The generated puzzles in book order (fewer than the total when generateUpTo is set). */
  puzzles: PuzzleBase[];
  total: number;
};

export class PuzzleBookRequestError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "PuzzleBookRequestError";
  }
}

/** Checks what the schema cannot: known types, offered levels, the book's total. */
export function requirePuzzleTypesOrThrow(request: PuzzleBookRequest): RegisteredPuzzleType[] {
  const total = request.sections.reduce((sum, section) => sum + section.count, 0);
  if (total > MAX_PUZZLES_PER_BOOK) {
    throw new PuzzleBookRequestError(
      "sections",
      `A book holds at most ${MAX_PUZZLES_PER_BOOK} puzzles; this one asks for ${total}.`,
    );
  }
  return request.sections.map((section, index) => {
    const type = findPuzzleType(section.type);
    if (!type) {
      throw new PuzzleBookRequestError(
        `sections.${index}.type`,
        `"${section.type}" is not a puzzle type we make.`,
      );
    }
    if (!type.difficulties.includes(section.difficulty)) {
      throw new PuzzleBookRequestError(
        `sections.${index}.difficulty`,
        `${type.name} comes in ${type.difficulties.join(", ")}; not ${section.difficulty}.`,
      );
    }
    return type;
  });
}

const emptyItem: LayoutItem = { drawPuzzle: () => [], drawAnswer: () => [] };

/** The puzzle's seed: the book's seed, its section and its place in the section. */
export function puzzleSeed(bookSeed: Seed, sectionIndex: number, index: number): string {
  return childSeed(childSeed(bookSeed, `s${sectionIndex}`), index);
}

/**
 * The interior spec of a puzzle book. Throws PuzzleBookRequestError naming the field for an unknown
 * type, a level the type does not offer, options its schema refuses (e.g. a word longer than the
 * grid) or too many puzzles; the engine's own rules (page limits) are checked by layoutBook and
 * validateLayout on the result.
 */
export function planPuzzleBook(
  request: PuzzleBookRequest,
  options: PlanPuzzleBookOptions,
): PlannedPuzzleBook {
  const types = requirePuzzleTypesOrThrow(request);
  const total = request.sections.reduce((sum, section) => sum + section.count, 0);
  const limit = options.generateUpTo ?? total;
  const puzzles: PuzzleBase[] = [];
  let done = 0;
  const sections = request.sections.map((section, sectionIndex) => {
    const type = types[sectionIndex] as RegisteredPuzzleType;
    const items: LayoutItem[] = [];
    for (let index = 0; index < section.count; index += 1) {
      if (done >= limit) {
        items.push(emptyItem);
        continue;
      }
      let puzzle: PuzzleBase;
      try {
        puzzle = type.generate(puzzleSeed(options.seed, sectionIndex, index), {
          ...section.options,
          difficulty: section.difficulty,
        });
      } catch (error) {
        throw new PuzzleBookRequestError(
          `sections.${sectionIndex}.options`,
          error instanceof Error ? firstIssueMessage(error) : String(error),
        );
      }
      puzzles.push(puzzle);
      items.push(toLayoutItem(puzzle, capitalise(section.difficulty)));
      done += 1;
      options.onPuzzle?.(done, total);
    }
    return {
      title: section.title ?? type.name,
      ...(request.howToPlay ? { howToPlay: type.howToPlay } : {}),
      ...(section.puzzlesPerPage ? { puzzlesPerPage: section.puzzlesPerPage } : {}),
      ...(section.answersPerPage ? { answersPerPage: section.answersPerPage } : {}),
      items,
    };
  });
  const spec: InteriorSpec = {
    title: request.title,
    ...(request.subtitle ? { subtitle: request.subtitle } : {}),
    author: request.author,
    trim: request.trim,
    binding: request.binding,
    paper: request.paper,
    bleed: request.bleed,
    largePrint: request.largePrint,
    ...(request.copyrightPage ? { copyright: { year: options.year, holder: request.author } } : {}),
    pageNumbers: request.pageNumbers,
    headers: request.headers,
    answerKey: request.answerKey,
    sections,
  };
  return { spec, puzzles, total };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A zod error's first message (with its path), else the error's own message. */
function firstIssueMessage(error: Error): string {
  const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
  const first = issues?.[0];
  if (!first) return error.message;
  return first.path.length > 0 ? `${first.path.join(".")}: ${first.message}` : first.message;
}
