import type { ToolTask } from "../tool-pool/task";
import { loadPdfjs, openPdf } from "./preflight/read-pdf-facts";
import { type PageThumbnail, renderThumbnails } from "./preflight/render-thumbnails";

/*
 * Pictures of a finished book's own PDF pages, for the book writer's page-for-page preview
 * (issue 34): the very file the member downloads, drawn by pdf.js in the tool worker as the
 * preflight's thumbnails are, a few pages per request so a 300-page book is never drawn at once.
 */

/** Sharp enough to read body text on a laptop screen, ~60–150 KB a page as PNG. */
const PAGE_HEIGHT_PX = 900;
const PAGE_MAX_WIDTH_PX = 700;
/** Pages per request: a spread, or two. */
export const MAX_PREVIEW_PAGES = 4;

export type PageImagesInput = { bytes: Uint8Array; from: number; count: number };
export type PageImagesOutput = { pageCount: number; pages: PageThumbnail[] };

export const pageImagesTask = {
  prepare: async () => {
    await loadPdfjs();
  },
  run: async (input) => {
    const opened = await openPdf(input.bytes);
    // The book's own file always opens; a stored file that does not shows no pages.
    if (opened.kind === "unreadable") return { pageCount: 0, pages: [] };
    const { document, pdfjs } = opened;
    try {
      const count = Math.min(MAX_PREVIEW_PAGES, input.count);
      const wanted = Array.from({ length: count }, (_, index) => input.from + index);
      const pages = await renderThumbnails(document, pdfjs, wanted, {
        heightPx: PAGE_HEIGHT_PX,
        maxWidthPx: PAGE_MAX_WIDTH_PX,
      });
      return { pageCount: document.numPages, pages };
    } finally {
      await document.destroy();
    }
  },
} satisfies ToolTask<PageImagesInput, PageImagesOutput>;
