import type { PreflightReport } from "@inkforge/domain/books/book-build-contract";
import { validateLayout } from "@inkforge/domain/books/interior/validate-layout";
import {
  buildManuscriptEpub,
  type ManuscriptForEbook,
} from "@inkforge/domain/books/manuscript/epub";
import {
  type ManuscriptForPrint,
  type PrintOptions,
  typesetManuscript,
} from "@inkforge/domain/books/manuscript/typeset";
import { preflightPdf } from "../books/preflight/preflight-pdf";
import { loadPdfjs } from "../books/preflight/read-pdf-facts";
import { type FontFiles, loadInteriorFonts, renderInteriorPdf } from "../books/render-interior-pdf";
import type { ToolTask } from "../tool-pool/task";

/*
 * A manuscript's print PDF or EPUB in one tool-pool task (decisions 0120, 0121): typesetting,
 * drawing and reading the PDF back are CPU work, so none of it runs on the API's event loop.
 * Progress is reported per step (set, drawn, checked).
 */

export type ManuscriptBookTaskInput =
  | { format: "pdf"; manuscript: ManuscriptForPrint; options: PrintOptions }
  | {
      format: "epub";
      manuscript: ManuscriptForEbook;
      options: { theme: PrintOptions["theme"]; year: number; modified: string };
    };

export type ManuscriptBookTaskOutput =
  | {
      ok: true;
      bytes: Uint8Array;
      /** The print page count; null for an EPUB. */
      pageCount: number | null;
      preflight: PreflightReport | null;
    }
  | { ok: false; code: string; message: string };

export type ManuscriptBookProgress = { done: number; total: number };

let fonts: FontFiles | undefined;

async function runManuscriptBookTask(
  input: ManuscriptBookTaskInput,
  progress: (value: ManuscriptBookProgress) => void,
  loadedFonts: FontFiles,
): Promise<ManuscriptBookTaskOutput> {
  if (input.format === "epub") {
    const bytes = buildManuscriptEpub(input.manuscript, input.options);
    progress({ done: 1, total: 1 });
    return { ok: true, bytes, pageCount: null, preflight: null };
  }
  const { images, ...book } = typesetManuscript(input.manuscript, input.options);
  progress({ done: 1, total: 3 });
  const [violation] = validateLayout(book).violations;
  if (violation) return { ok: false, code: violation.code, message: violation.message };
  const pdf = await renderInteriorPdf({ book, images }, loadedFonts);
  progress({ done: 2, total: 3 });
  const preflight = await preflightPdf(pdf, {
    trim: input.options.trim,
    paper: input.options.paper,
    binding: input.options.binding,
    pages: book.pages.length,
  });
  progress({ done: 3, total: 3 });
  return { ok: true, bytes: pdf, pageCount: book.pages.length, preflight };
}

export const manuscriptBookTask = {
  prepare: async () => {
    fonts ??= await loadInteriorFonts();
    await loadPdfjs();
  },
  run: async (input, { progress }) => {
    fonts ??= await loadInteriorFonts();
    return runManuscriptBookTask(input, progress, fonts);
  },
} satisfies ToolTask<ManuscriptBookTaskInput, ManuscriptBookTaskOutput>;
