/*
 * The puzzle and answer counts a page of the interior can hold. Apart from the layout engine so a
 * book request's schema (books/puzzle-book-request.ts) can offer them without loading it.
 */

export const PUZZLES_PER_PAGE = [1, 2, 4, 6] as const;
export type PuzzlesPerPage = (typeof PUZZLES_PER_PAGE)[number];
export const ANSWERS_PER_PAGE = [1, 2, 4, 6, 9, 12] as const;
export type AnswersPerPage = (typeof ANSWERS_PER_PAGE)[number];
