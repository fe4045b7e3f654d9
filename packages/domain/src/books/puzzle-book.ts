import { childSeed, type Seed } from "../puzzles/random";
import { findPuzzleType, type RegisteredPuzzleType, toLayoutItem } from "../puzzles/registry";
import type { PuzzleBase } from "../puzzles/types";
import type { InteriorSpec, LayoutItem } from "./interior/layout-book";
import { MAX_PUZZLES_PER_BOOK, type PuzzleBookRequest } from "./puzzle-book-request";

/*
 * The one pure function that turns a puzzle book request (puzzle-book-request.ts) and a seed into
 * the interior engine's spec. The API's build job and the web page's preview both call
 * planPuzzleBook with the same request and seed, so the preview shows the pages the PDF will have.
 * Each puzzle's seed is derived from the book's seed and its place in the book, so changing one
 * section never changes another section's puzzles.
 */

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
