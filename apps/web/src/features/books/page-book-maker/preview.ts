import type { LaidOutPage } from "@inkforge/domain/books/interior/layout-book";
import { layoutPageBook } from "@inkforge/domain/books/interior/page-book";
import { validateLayout } from "@inkforge/domain/books/interior/validate-layout";
import {
  type MakerBook,
  makerBookRefusal,
  planMakerBook,
} from "@inkforge/domain/books/maker-books";
import { findGutterBand } from "@inkforge/domain/kdp/interior-rules";

/*
 * The preview: the book laid out exactly as the build job lays it out (the same planner,
 * layoutPageBook and seed), so the page count, gutter and first pages are the PDF's.
 */

export type MakerPreviewRequest = { book: MakerBook; seed: string; year: number; pages: number };

export type MakerPreview =
  | {
      ok: true;
      pageCount: number;
      insideMarginIn: number;
      gutter: { minIn: number; minPages: number; maxPages: number } | null;
      outsideMarginIn: number;
      pages: LaidOutPage[];
      problems: string[];
    }
  | { ok: false; field: string; message: string };

export function computeMakerPreview({
  book,
  seed,
  year,
  pages,
}: MakerPreviewRequest): MakerPreview {
  let laidOut: ReturnType<typeof layoutPageBook>;
  try {
    laidOut = layoutPageBook(planMakerBook(book, { seed, year }));
  } catch (error) {
    const refusal = makerBookRefusal(error);
    if (refusal) return { ok: false, ...refusal };
    throw error;
  }
  const band = findGutterBand(laidOut.pages.length);
  return {
    ok: true,
    pageCount: laidOut.pages.length,
    insideMarginIn: laidOut.margins.insideIn,
    gutter: band
      ? { minIn: band.insideIn, minPages: band.minPages, maxPages: band.maxPages }
      : null,
    outsideMarginIn: laidOut.margins.outsideIn,
    pages: laidOut.pages.slice(0, pages),
    problems: validateLayout(laidOut).violations.map((violation) => violation.message),
  };
}
