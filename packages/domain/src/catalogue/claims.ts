/*
 * Marketing numbers of the catalogue (spec §1, CAT-12..17). DESIGN decision 10: a number is shown
 * only if the product delivers it, and it is read from the data that backs it. Copy must use
 * `catalogueClaims` (or the lists below), never a typed-in figure.
 */

import { SHIPPED_ACTIVITY_TYPES } from "../books/activities/shipped-types";
import { SHIPPED_COLORING_STYLES } from "../books/coloring/shipped-styles";
import { groupDigits } from "../digit-grouping";
import { SHIPPED_PUZZLE_TYPES } from "../puzzles/shipped-types";
import { penNameCountryCount } from "../tools/pen-name/data";

/**
 * Puzzle types the puzzle maker generates: the registry's shipped types, read from the plain
 * list beside it (not the registry itself, which would pull every generator into each page).
 */
export const puzzleTypes: readonly string[] = SHIPPED_PUZZLE_TYPES.map((type) => type.name);

/** Activity page types the activity book tools generate: the activity registry's shipped list. */
export const activityTypes: readonly string[] = SHIPPED_ACTIVITY_TYPES.map((type) => type.name);

/** The countries the pen name generator ships name lists for, read from its data. */
export { penNameCountries } from "../tools/pen-name/data";

/** Most products Deep View analyses in one run (the top results of one Amazon search). */
export const deepViewBatchLimit = 100;

/**
 * Written lessons in the masterclass (shop/courses.ts); a test keeps the two equal. The lessons
 * are text: videos are shown only where a lesson video URL is configured, so no claim counts them.
 */
export const courseLessonCount = 80;

/**
 * The design styles the coloring book maker generates original line art in (issue 28: the maker
 * ships generators, not an illustration library, so the catalogue counts what ships).
 */
export const coloringStyles: readonly string[] = SHIPPED_COLORING_STYLES.map((style) => style.name);

export type ClaimId =
  | "productsAnalysedAtOnce"
  | "puzzleTypes"
  | "activityTypes"
  | "coloringStyles"
  | "courseLessons"
  | "penNameCountries";

export type CatalogueClaim = {
  id: ClaimId;
  value: number;
  /** The value formatted for copy, e.g. "9,250". */
  display: string;
  /** What is counted, for copy such as "21 puzzle types". */
  label: string;
  /** Where the number comes from. */
  source: string;
};

function claim(id: ClaimId, value: number, label: string, source: string): CatalogueClaim {
  return { id, value, display: groupDigits(value), label, source };
}

export const catalogueClaims: Record<ClaimId, CatalogueClaim> = {
  productsAnalysedAtOnce: claim(
    "productsAnalysedAtOnce",
    deepViewBatchLimit,
    "products analysed at once",
    "deepViewBatchLimit: the batch size Deep View accepts",
  ),
  puzzleTypes: claim(
    "puzzleTypes",
    puzzleTypes.length,
    "puzzle types",
    "puzzleTypes: the puzzle types the puzzle maker generates (puzzles/shipped-types.ts)",
  ),
  activityTypes: claim(
    "activityTypes",
    activityTypes.length,
    "activity types",
    "activityTypes: the activity pages the activity book tools generate",
  ),
  coloringStyles: claim(
    "coloringStyles",
    coloringStyles.length,
    "design styles",
    "coloringStyles: the styles the coloring book maker's generators draw (books/coloring/shipped-styles.ts)",
  ),
  courseLessons: claim(
    "courseLessons",
    courseLessonCount,
    "written lessons",
    "courseLessonCount: the lessons of the masterclass course (packages/domain/src/shop/courses.ts)",
  ),
  penNameCountries: claim(
    "penNameCountries",
    penNameCountryCount,
    "countries",
    "penNameCountries: the countries the pen name generator draws names from",
  ),
};

/** A claim as copy, e.g. "21 puzzle types" or "5 design styles". */
export function claimText(id: ClaimId): string {
  const { display, label } = catalogueClaims[id];
  return `${display} ${label}`;
}
