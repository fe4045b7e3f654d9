import type { Canvas } from "@napi-rs/canvas";
import type { loadPdfjs } from "./read-pdf-facts";

/*
 * Small pictures of the pages a preflight names (issue 28, decision 0111), shown next to their
 * findings. pdf.js draws each page on a canvas from @napi-rs/canvas (its own Node canvas, a
 * prebuilt Skia binary: no system libraries), in the tool worker like the rest of the preflight.
 */

/** Tall enough to see where on the page the problem is, small enough to send a dozen (~5–20 KB). */
const THUMBNAIL_HEIGHT_PX = 200;
/** A cover spread is wider than tall: it is held to this width instead. */
const THUMBNAIL_MAX_WIDTH_PX = 320;
/** A report names at most 20 pages per finding code; this bounds the work and the answer. */
const MAX_THUMBNAILS = 24;

type PdfjsModule = Awaited<ReturnType<typeof loadPdfjs>>;
type PdfDocument = Awaited<ReturnType<PdfjsModule["getDocument"]>["promise"]>;
type RenderCanvas = Parameters<Awaited<ReturnType<PdfDocument["getPage"]>>["render"]>[0]["canvas"];
type CanvasFactory = {
  create(width: number, height: number): { canvas: Canvas; context: unknown };
  destroy(canvasAndContext: { canvas: Canvas; context: unknown }): void;
};

export type PageThumbnail = { page: number; dataUrl: string };

/** PNG thumbnails of `pages` (1-based, the first MAX_THUMBNAILS distinct ones). */
export async function renderThumbnails(
  document: PdfDocument,
  pdfjs: PdfjsModule,
  pages: readonly number[],
  size: { heightPx: number; maxWidthPx: number } = {
    heightPx: THUMBNAIL_HEIGHT_PX,
    maxWidthPx: THUMBNAIL_MAX_WIDTH_PX,
  },
): Promise<PageThumbnail[]> {
  const wanted = [...new Set(pages)]
    .filter((page) => page >= 1 && page <= document.numPages)
    .sort((a, b) => a - b)
    .slice(0, MAX_THUMBNAILS);
  const factory = document.canvasFactory as CanvasFactory;
  const thumbnails: PageThumbnail[] = [];
  for (const number of wanted) {
    try {
      const page = await document.getPage(number);
      const base = page.getViewport({ scale: 1 });
      if (!(base.width > 0 && base.height > 0)) continue;
      const scale = Math.min(size.heightPx / base.height, size.maxWidthPx / base.width);
      const viewport = page.getViewport({ scale });
      const drawn = factory.create(
        Math.max(1, Math.ceil(viewport.width)),
        Math.max(1, Math.ceil(viewport.height)),
      );
      try {
        await page.render({
          canvas: drawn.canvas as unknown as RenderCanvas,
          viewport,
          annotationMode: pdfjs.AnnotationMode.DISABLE,
        }).promise;
        const png = drawn.canvas.toBuffer("image/png");
        thumbnails.push({
          page: number,
          dataUrl: `data:image/png;base64,${png.toString("base64")}`,
        });
      } finally {
        factory.destroy(drawn);
        page.cleanup();
      }
    } catch {
      // A page pdf.js cannot draw keeps its findings, without a picture.
    }
  }
  return thumbnails;
}
