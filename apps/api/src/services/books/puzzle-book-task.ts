import type { PreflightReport } from "@inkforge/domain/books/book-build-contract";
import { layoutBook } from "@inkforge/domain/books/interior/layout-book";
import { validateLayout } from "@inkforge/domain/books/interior/validate-layout";
import { PuzzleBookRequestError, planPuzzleBook } from "@inkforge/domain/books/puzzle-book";
import type { PuzzleBookRequest } from "@inkforge/domain/books/puzzle-book-request";
import type { ToolTask } from "../tool-pool/task";
import { preflightPdf } from "./preflight/preflight-pdf";
import { loadPdfjs } from "./preflight/read-pdf-facts";
import { type FontFiles, loadInteriorFonts, renderInteriorPdf } from "./render-interior-pdf";

/*
 * A whole puzzle book in one tool-pool task (decisions 0076, 0098): generating hundreds of puzzles,
 * laying them out and drawing the PDF are all CPU work, so none of it runs on the API's event loop.
 * Progress is reported per percent of the puzzles generated; the caller throttles its writes.
 */

export type PuzzleBookTaskInput = {
  request: PuzzleBookRequest;
  seed: string;
  year: number;
  watermark?: string;
};

export type PuzzleBookTaskOutput =
  | { ok: true; pdf: Uint8Array; pageCount: number; preflight: PreflightReport }
  /** The book breaks a KDP rule or the request cannot be planned: a refusal, not a crash. */
  | { ok: false; code: string; message: string };

/** What the task reports while generating: puzzles done of the total. */
export type PuzzleBookProgress = { done: number; total: number };

let fonts: FontFiles | undefined;

export const puzzleBookTask = {
  prepare: async () => {
    fonts ??= await loadInteriorFonts();
    await loadPdfjs();
  },
  run: async (input, { progress }) => {
    fonts ??= await loadInteriorFonts();
    let reported = -1;
    let planned: ReturnType<typeof planPuzzleBook>;
    try {
      planned = planPuzzleBook(input.request, {
        seed: input.seed,
        year: input.year,
        onPuzzle: (done, total) => {
          const percent = Math.floor((100 * done) / total);
          if (percent === reported) return;
          reported = percent;
          progress({ done, total } satisfies PuzzleBookProgress);
        },
      });
    } catch (error) {
      if (error instanceof PuzzleBookRequestError) {
        return {
          ok: false,
          code: "VALIDATION_FAILED",
          message: `${error.field}: ${error.message}`,
        };
      }
      throw error;
    }
    const book = layoutBook(planned.spec);
    const [violation] = validateLayout(book).violations;
    if (violation) return { ok: false, code: violation.code, message: violation.message };
    const pdf = await renderInteriorPdf(
      { book, ...(input.watermark ? { watermark: input.watermark } : {}) },
      fonts,
    );
    // The file is read back and checked as an author's own upload would be (decision 0099): the
    // layout passing validateLayout is not proof that the PDF says what the layout meant.
    const preflight = await preflightPdf(pdf, {
      trim: input.request.trim,
      paper: input.request.paper,
      binding: input.request.binding,
      pages: book.pages.length,
    });
    return { ok: true, pdf, pageCount: book.pages.length, preflight };
  },
} satisfies ToolTask<PuzzleBookTaskInput, PuzzleBookTaskOutput>;
