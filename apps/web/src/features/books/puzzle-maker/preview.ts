import { type LaidOutPage, layoutBook } from "@inkforge/domain/books/interior/layout-book";
import { validateLayout } from "@inkforge/domain/books/interior/validate-layout";
import { PuzzleBookRequestError, planPuzzleBook } from "@inkforge/domain/books/puzzle-book";
import type { PuzzleBookRequest } from "@inkforge/domain/books/puzzle-book-request";
import { findGutterBand } from "@inkforge/domain/kdp/interior-rules";

/*
 * The preview: the first pages of the book exactly as the build lays them out (the same
 * planPuzzleBook and layoutBook, the same seed), so what the author sees is what the PDF holds.
 * Only the puzzles on the shown pages are generated; the page count does not depend on the rest.
 */

export type PreviewRequest = {
  request: PuzzleBookRequest;
  seed: string;
  year: number;
  /** How many pages to send back to draw. */
  pages: number;
};

export type BookPreview =
  | {
      ok: true;
      pageCount: number;
      totalPuzzles: number;
      insideMarginIn: number;
      /** KDP's minimum gutter for this page count, and the band it comes from. */
      gutter: { minIn: number; minPages: number; maxPages: number } | null;
      outsideMarginIn: number;
      pageWidthPt: number;
      pageHeightPt: number;
      pages: LaidOutPage[];
      /** validateLayout's findings, in words, with the page when there is one. */
      problems: string[];
    }
  | { ok: false; field: string; message: string };

export function computePreview({ request, seed, year, pages }: PreviewRequest): BookPreview {
  // Puzzles sit one to six to a page after the title, copyright and how-to pages: generating
  // as many as pages are shown covers every drawn puzzle.
  let planned: ReturnType<typeof planPuzzleBook>;
  try {
    planned = planPuzzleBook(request, { seed, year, generateUpTo: pages });
  } catch (error) {
    if (error instanceof PuzzleBookRequestError) {
      return { ok: false, field: error.field, message: error.message };
    }
    throw error;
  }
  const book = layoutBook(planned.spec);
  const validation = validateLayout(book);
  const band = findGutterBand(book.pages.length);
  return {
    ok: true,
    pageCount: book.pages.length,
    totalPuzzles: planned.total,
    insideMarginIn: book.margins.insideIn,
    gutter: band
      ? { minIn: band.insideIn, minPages: band.minPages, maxPages: band.maxPages }
      : null,
    outsideMarginIn: book.margins.outsideIn,
    pageWidthPt: book.pageWidthPt,
    pageHeightPt: book.pageHeightPt,
    pages: book.pages.slice(0, pages),
    problems: validation.violations.map((violation) => violation.message),
  };
}
