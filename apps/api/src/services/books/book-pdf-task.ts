import { layoutPageBook } from "@inkforge/domain/books/interior/page-book";
import { validateLayout } from "@inkforge/domain/books/interior/validate-layout";
import {
  type MakerBook,
  makerBookRefusal,
  planMakerBook,
} from "@inkforge/domain/books/maker-books";
import type { PuzzleBookRequest } from "@inkforge/domain/books/puzzle-book-request";
import type { ToolTask } from "../tool-pool/task";
import { preflightPdf } from "./preflight/preflight-pdf";
import { loadPdfjs } from "./preflight/read-pdf-facts";
import {
  type PuzzleBookProgress,
  type PuzzleBookTaskOutput,
  puzzleBookTask,
} from "./puzzle-book-task";
import { type FontFiles, loadInteriorFonts, renderInteriorPdf } from "./render-interior-pdf";

/*
 * Every kind of book build in one tool-pool task (decisions 0098, 0109): the puzzle book as
 * before, and the page-per-design books of the activity, coloring and low-content makers through
 * the same planner, layout, renderer and preflight. A page book is drawn in one pass, so its
 * progress moves by stage (planned, laid out, drawn) rather than per page.
 */

/** What a build asks for: its kind and its request, as stored on the build. */
export type BuildableBook = { kind: "puzzle-book"; request: PuzzleBookRequest } | MakerBook;

export type BookPdfTaskInput = {
  book: BuildableBook;
  seed: string;
  year: number;
  watermark?: string;
  /** A coloring book's own images as PNG, by image ref, read (and traced) by the build job. */
  images?: Record<string, Uint8Array>;
};

export type BookPdfTaskOutput = PuzzleBookTaskOutput;

const PAGE_BOOK_STAGES = 3;

let fonts: FontFiles | undefined;

export const bookPdfTask = {
  prepare: async () => {
    fonts ??= await loadInteriorFonts();
    await loadPdfjs();
  },
  run: async (input, context) => {
    const { book, seed, year, watermark, images } = input;
    if (book.kind === "puzzle-book") {
      return puzzleBookTask.run(
        { request: book.request, seed, year, ...(watermark ? { watermark } : {}) },
        context,
      );
    }
    fonts ??= await loadInteriorFonts();
    const stage = (done: number) =>
      context.progress({ done, total: PAGE_BOOK_STAGES } satisfies PuzzleBookProgress);
    let laidOut: ReturnType<typeof layoutPageBook>;
    try {
      const spec = planMakerBook(book, { seed, year });
      stage(1);
      laidOut = layoutPageBook(spec);
    } catch (error) {
      const refusal = makerBookRefusal(error);
      if (refusal) {
        return {
          ok: false,
          code: "VALIDATION_FAILED",
          message: `${refusal.field}: ${refusal.message}`,
        };
      }
      throw error;
    }
    stage(2);
    const [violation] = validateLayout(laidOut).violations;
    if (violation) return { ok: false, code: violation.code, message: violation.message };
    const pdf = await renderInteriorPdf(
      { book: laidOut, ...(watermark ? { watermark } : {}), ...(images ? { images } : {}) },
      fonts,
    );
    stage(3);
    // Read back as an author's upload would be (decision 0099).
    const preflight = await preflightPdf(pdf, {
      trim: laidOut.trim,
      paper: laidOut.paper,
      binding: laidOut.binding,
      pages: laidOut.pages.length,
    });
    return { ok: true, pdf, pageCount: laidOut.pages.length, preflight };
  },
} satisfies ToolTask<BookPdfTaskInput, BookPdfTaskOutput>;
