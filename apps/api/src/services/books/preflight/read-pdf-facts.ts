import {
  type FactBox,
  MAX_CHECKED_PAGES,
  type PdfFacts,
  type PdfPageFacts,
} from "@inkforge/domain/books/preflight/check-pdf-facts";

/*
 * Reads back what a PDF really draws (decision 0099): page sizes, the box of every visible mark
 * (text from the text layer, painted paths and images from the operator list, each through the
 * current transform), each placed image's pixel size, and the fonts used without their font
 * program. pdf.js (Mozilla's reader, built to survive the web's broken and hostile PDFs) does the
 * parsing; this only walks its operator list. Runs in a tool worker, never on the event loop.
 */

let pdfjsLoading: Promise<typeof import("pdfjs-dist/legacy/build/pdf.mjs")> | undefined;

/** pdf.js, loaded on a worker's first preflight only: the other tool tasks never need it. */
export function loadPdfjs() {
  pdfjsLoading ??= (async () => {
    // The reader's "worker" half runs in this thread (already a tool worker), not a nested one.
    const worker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import("pdfjs-dist/legacy/build/pdf.mjs");
  })();
  return pdfjsLoading;
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  // m applied after n: the PDF `cm` operator's order (new = n × current).
  return [
    n[0] * m[0] + n[1] * m[2],
    n[0] * m[1] + n[1] * m[3],
    n[2] * m[0] + n[3] * m[2],
    n[2] * m[1] + n[3] * m[3],
    n[4] * m[0] + n[5] * m[2] + m[4],
    n[4] * m[1] + n[5] * m[3] + m[5],
  ];
}

/** The user-space rectangle [x0, y0, x1, y1] through a matrix, as its bounding box. */
function transformRect(m: Matrix, x0: number, y0: number, x1: number, y1: number) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ] as const) {
    xs.push(m[0] * x + m[2] * y + m[4]);
    ys.push(m[1] * x + m[3] * y + m[5]);
  }
  return {
    minX: Math.min(...xs),
    minY: Math.min(...ys),
    maxX: Math.max(...xs),
    maxY: Math.max(...ys),
  };
}

type View = { x0: number; y0: number; widthPt: number; heightPt: number };

/** A PDF-space box (origin bottom-left) as a box on the page (origin top-left, y down), clipped. */
function toPageBox(
  view: View,
  rect: { minX: number; minY: number; maxX: number; maxY: number },
): FactBox | null {
  const left = Math.max(rect.minX - view.x0, 0);
  const right = Math.min(rect.maxX - view.x0, view.widthPt);
  const top = Math.max(view.heightPt - (rect.maxY - view.y0), 0);
  const bottom = Math.min(view.heightPt - (rect.minY - view.y0), view.heightPt);
  if (!(right > left || bottom > top) || right < left || bottom < top) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

type PageLike = {
  view: number[];
  rotate: number;
  getOperatorList(options: { annotationMode: number }): Promise<{
    fnArray: number[];
    argsArray: unknown[];
  }>;
  getTextContent(): Promise<{ items: unknown[] }>;
  commonObjs: { has(id: string): boolean; get(id: string): unknown };
  cleanup(): void;
};

type Ops = Record<string, number>;

async function readPage(
  page: PageLike,
  OPS: Ops,
  annotationModeDisabled: number,
  fontsUsed: Map<string, Set<number>>,
  pageNumber: number,
): Promise<PdfPageFacts> {
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const turned = page.rotate % 180 !== 0;
  const view: View = { x0, y0, widthPt: x1 - x0, heightPt: y1 - y0 };
  const marks: FactBox[] = [];
  const textMarks: FactBox[] = [];
  const images: PdfPageFacts["images"] = [];
  const addMark = (box: FactBox | null) => {
    if (box) marks.push(box);
  };

  const text = await page.getTextContent();
  for (const item of text.items as {
    str?: string;
    transform?: number[];
    width?: number;
    height?: number;
  }[]) {
    if (!item.str?.trim() || !item.transform) continue;
    const [, , , , e, f] = item.transform as Matrix;
    const width = item.width ?? 0;
    const height = item.height ?? 0;
    // The text layer's box: from the baseline up by the font size, a little below for descenders.
    const box = toPageBox(view, {
      minX: e,
      minY: f - 0.25 * height,
      maxX: e + width,
      maxY: f + height,
    });
    addMark(box);
    if (box) textMarks.push(box);
  }

  const list = await page.getOperatorList({ annotationMode: annotationModeDisabled });
  let ctm: Matrix = IDENTITY;
  let fillIsWhite = false;
  const stack: { ctm: Matrix; fillIsWhite: boolean }[] = [];
  const paints = new Set([
    OPS.stroke,
    OPS.closeStroke,
    OPS.fill,
    OPS.eoFill,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
  ]);
  const fillsOnly = new Set([OPS.fill, OPS.eoFill]);

  const unitSquare = () => toPageBox(view, transformRect(ctm, 0, 0, 1, 1));

  list.fnArray.forEach((fn, index) => {
    const args = list.argsArray[index] as unknown[] | null;
    switch (fn) {
      case OPS.save:
        stack.push({ ctm, fillIsWhite });
        break;
      case OPS.restore: {
        const state = stack.pop();
        if (state) ({ ctm, fillIsWhite } = state);
        break;
      }
      case OPS.transform:
        ctm = multiply(ctm, args as Matrix);
        break;
      case OPS.paintFormXObjectBegin: {
        stack.push({ ctm, fillIsWhite });
        const matrix = args?.[0] as Matrix | null;
        if (matrix) ctm = multiply(ctm, matrix);
        break;
      }
      case OPS.paintFormXObjectEnd: {
        const state = stack.pop();
        if (state) ({ ctm, fillIsWhite } = state);
        break;
      }
      case OPS.setFillRGBColor:
        // A white fill is paper colour: a page-sized white rectangle is not content.
        fillIsWhite = String(args?.[0]).toLowerCase() === "#ffffff";
        break;
      case OPS.constructPath: {
        const [paint, , minMax] = args as [number, unknown, ArrayLike<number> | null];
        if (!paints.has(paint) || !minMax) break;
        if (fillsOnly.has(paint) && fillIsWhite) break;
        const [minX = Number.NaN, minY = Number.NaN, maxX = Number.NaN, maxY = Number.NaN] =
          Array.from(minMax);
        if (![minX, minY, maxX, maxY].every(Number.isFinite)) break;
        addMark(toPageBox(view, transformRect(ctm, minX, minY, maxX, maxY)));
        break;
      }
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject: {
        const box = unitSquare();
        addMark(box);
        const size =
          fn === OPS.paintImageXObject
            ? { width: Number(args?.[1]), height: Number(args?.[2]) }
            : (args?.[0] as { width?: number; height?: number } | undefined);
        const placed = transformRect(ctm, 0, 0, 1, 1);
        if (size?.width && size.height) {
          images.push({
            widthPx: size.width,
            heightPx: size.height,
            // The placed size uncut by the page edge: DPI is about the image, not the crop.
            placed: {
              x: placed.minX,
              y: placed.minY,
              width: placed.maxX - placed.minX,
              height: placed.maxY - placed.minY,
            },
          });
        }
        break;
      }
      case OPS.paintImageMaskXObject:
      case OPS.paintSolidColorImageMask:
        addMark(unitSquare());
        break;
      case OPS.setFont: {
        const id = String(args?.[0]);
        if (!fontsUsed.has(id)) fontsUsed.set(id, new Set());
        fontsUsed.get(id)?.add(pageNumber);
        break;
      }
      default:
        break;
    }
  });

  return {
    widthPt: turned ? view.heightPt : view.widthPt,
    heightPt: turned ? view.widthPt : view.heightPt,
    marks,
    textMarks,
    images,
  };
}

type UnreadableReason = "not-a-pdf" | "encrypted" | "truncated";

export type ReadPdfResult =
  | { kind: "facts"; facts: PdfFacts }
  | { kind: "unreadable"; reason: UnreadableReason };

/** A PDF starts with `%PDF-` within its first 1,024 bytes (readers allow leading junk up to there). */
function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024));
  return head.includes("%PDF-");
}

/**
 * A whole PDF ends with `%%EOF` within its last 1,024 bytes (Acrobat's own rule). pdf.js would
 * rebuild a cut-short file and check what is left; an upload cut short is a failed export or
 * upload, so the author is told to export it again rather than shown findings on half a book.
 */
function hasPdfEnd(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.byteLength - 1024);
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset + from, bytes.byteLength - from);
  return tail.includes("%%EOF");
}

type PdfjsModule = Awaited<ReturnType<typeof loadPdfjs>>;
type PdfDocument = Awaited<ReturnType<PdfjsModule["getDocument"]>["promise"]>;

export type OpenPdfResult =
  | { kind: "document"; document: PdfDocument; pdfjs: PdfjsModule }
  | { kind: "unreadable"; reason: UnreadableReason };

/**
 * Opens untrusted bytes with pdf.js; `checkEnd` refuses a file cut short. The caller destroys
 * the document.
 */
export async function openPdf(
  bytes: Uint8Array,
  options: { checkEnd?: boolean } = {},
): Promise<OpenPdfResult> {
  if (!hasPdfHeader(bytes)) return { kind: "unreadable", reason: "not-a-pdf" };
  if (options.checkEnd && !hasPdfEnd(bytes)) return { kind: "unreadable", reason: "truncated" };
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of the buffer it is given and detaches it; the caller's bytes (the
    // book build's own PDF, about to be stored) must stay whole, so it reads a copy.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    fontExtraProperties: true,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    return { kind: "document", document: await task.promise, pdfjs };
  } catch (error) {
    await task.destroy();
    const name = (error as { name?: string }).name;
    return { kind: "unreadable", reason: name === "PasswordException" ? "encrypted" : "not-a-pdf" };
  }
}

/**
 * The facts of an open document, page by page (none past MAX_CHECKED_PAGES); `readPages` reads
 * only the first pages (a cover), the page count staying the file's.
 */
export async function readDocumentFacts(
  document: PdfDocument,
  pdfjs: PdfjsModule,
  readPages?: number,
): Promise<PdfFacts> {
  const pageCount = document.numPages;
  const facts: PdfFacts = { pageCount, pages: [], unreadablePages: [], fontsNotEmbedded: [] };
  if (pageCount > MAX_CHECKED_PAGES) return facts;
  const lastPage = Math.min(pageCount, readPages ?? pageCount);

  const fontsUsed = new Map<string, Set<number>>();
  const fontNames = new Map<string, { name: string; missing: boolean }>();
  for (let number = 1; number <= lastPage; number += 1) {
    try {
      const page = (await document.getPage(number)) as unknown as PageLike;
      facts.pages.push(
        await readPage(page, pdfjs.OPS as Ops, pdfjs.AnnotationMode.DISABLE, fontsUsed, number),
      );
      for (const id of fontsUsed.keys()) {
        if (fontNames.has(id) || !page.commonObjs.has(id)) continue;
        const font = page.commonObjs.get(id) as {
          name?: string;
          missingFile?: boolean;
          isType3Font?: boolean;
        };
        fontNames.set(id, {
          name: font.name ?? id,
          missing: font.missingFile === true && font.isType3Font !== true,
        });
      }
      page.cleanup();
    } catch {
      facts.unreadablePages.push(number);
      // A stand-in keeps the page numbers of the rest; the rules skip it (unreadablePages).
      const previous = facts.pages.at(-1);
      facts.pages.push({
        widthPt: previous?.widthPt ?? 0,
        heightPt: previous?.heightPt ?? 0,
        marks: [],
        images: [],
      });
    }
  }

  const byName = new Map<string, Set<number>>();
  for (const [id, pages] of fontsUsed) {
    const font = fontNames.get(id);
    if (!font?.missing) continue;
    const set = byName.get(font.name) ?? new Set<number>();
    for (const page of pages) set.add(page);
    byName.set(font.name, set);
  }
  facts.fontsNotEmbedded = [...byName].map(([name, pages]) => ({
    name,
    pages: [...pages].sort((a, b) => a - b),
  }));
  return facts;
}

export async function readPdfFacts(bytes: Uint8Array): Promise<ReadPdfResult> {
  const opened = await openPdf(bytes);
  if (opened.kind === "unreadable") return opened;
  try {
    return { kind: "facts", facts: await readDocumentFacts(opened.document, opened.pdfjs) };
  } finally {
    await opened.document.destroy();
  }
}
