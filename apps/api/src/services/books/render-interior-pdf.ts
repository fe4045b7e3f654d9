import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type {
  CircleElement,
  Element,
  GridElement,
  ImageElement,
  LineElement,
  PolylineElement,
  RectElement,
  TextElement,
} from "@inkforge/domain/books/interior/elements";
import { ascentPt, type FontRole, measureText } from "@inkforge/domain/books/interior/font-metrics";
import type { LaidOutBook, LaidOutPage } from "@inkforge/domain/books/interior/layout-book";
import { readImageSize } from "@inkforge/domain/books/manuscript/image-size";
import fontkit from "@pdf-lib/fontkit";
import {
  appendBezierCurve,
  beginText,
  closePath,
  endText,
  fill,
  LineCapStyle,
  LineJoinStyle,
  lineTo,
  moveTo,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  type PDFImage,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingGrayscaleColor,
  setFontAndSize,
  setLineCap,
  setLineJoin,
  setLineWidth,
  setStrokingGrayscaleColor,
  setTextMatrix,
  showText,
  stroke,
} from "pdf-lib";

/*
 * The print interior renderer (decision 0097): the engine's laid-out pages (decision 0090) drawn as
 * vector PDF with pdf-lib. KDP refuses a file whose fonts are not embedded, and PDF's standard 14
 * fonts never are, so each font role is a subset of a TrueType font with the same advance widths
 * as the AFM table the engine measured with (Liberation Sans ≈ Helvetica, Liberation Mono ≈
 * Courier); render-interior-pdf.test.ts checks the widths agree. The engine's y grows downwards
 * from the page's top; PDF's grows upwards from the bottom, so y is flipped here and nowhere else.
 * The file is a pure function of its input: fixed dates, producer and file ID, and pdf-lib's
 * subset tags come from a fixed-seed generator, so the same book always gives the same bytes.
 */

export type RenderInteriorInput = {
  book: LaidOutBook;
  /** A line drawn on every page (a free member's sample). */
  watermark?: string;
  /** PNG or JPEG bytes of each image element's `ref` (decision 0129). */
  images?: Record<string, Uint8Array>;
};

export type FontFiles = Record<FontRole, Uint8Array>;

const FONT_FILES: Record<FontRole, string> = {
  regular: "LiberationSans-Regular.ttf",
  bold: "LiberationSans-Bold.ttf",
  mono: "LiberationMono-Bold.ttf",
  serif: "LiberationSerif-Regular.ttf",
  "serif-italic": "LiberationSerif-Italic.ttf",
  "serif-bold": "LiberationSerif-Bold.ttf",
  "serif-bold-italic": "LiberationSerif-BoldItalic.ttf",
  "sans-italic": "LiberationSans-Italic.ttf",
  "sans-bold-italic": "LiberationSans-BoldItalic.ttf",
};

/** Embedded in every book, as before the book faces existed, so puzzle PDFs keep their bytes. */
const ALWAYS_EMBEDDED = ["regular", "bold", "mono"] as const satisfies readonly FontRole[];

/*
 * The fonts ship with the API (apps/api/assets/fonts): from source this module sits three folders
 * below apps/api; bundled, the tool worker is dist/tool-worker.js, one folder below.
 */
const runsFromSource = import.meta.url.endsWith(".ts");
const fontDirectory = new URL(
  runsFromSource ? "../../../assets/fonts/" : "../assets/fonts/",
  import.meta.url,
);

export async function loadInteriorFonts(directory: URL = fontDirectory): Promise<FontFiles> {
  const roles = Object.keys(FONT_FILES) as FontRole[];
  const files = await Promise.all(
    roles.map((role) => readFile(new URL(FONT_FILES[role], directory))),
  );
  return Object.fromEntries(
    roles.map((role, index) => [role, files[index]]),
  ) as unknown as FontFiles;
}

/** The font roles a book draws with: the three of every book, and any book face it uses. */
function rolesUsed(book: LaidOutBook): FontRole[] {
  const used = new Set<FontRole>(ALWAYS_EMBEDDED);
  for (const page of book.pages) {
    for (const element of page.elements) {
      if (element.kind === "text" || element.kind === "grid") used.add(element.font);
    }
  }
  return [...used];
}

/** The dates written into every file: the build's own time lives in the database, not the PDF. */
const FIXED_DATE = new Date("2026-01-01T00:00:00.000Z");
const PRODUCER = "Inkforge interior engine";
/** Ink for the watermark: light enough to read the puzzle through it. */
const WATERMARK_INK = 0.35;
const WATERMARK_SIZE_PT = 9;

export async function renderInteriorPdf(
  input: RenderInteriorInput,
  fonts: FontFiles,
): Promise<Uint8Array> {
  const { book, watermark } = input;
  const document = await PDFDocument.create({ updateMetadata: false });
  document.registerFontkit(fontkit);
  const embedded: Partial<Record<FontRole, PDFFont>> = {};
  for (const role of rolesUsed(book)) {
    embedded[role] = await document.embedFont(fonts[role], { subset: true });
  }

  document.setTitle(book.title);
  document.setProducer(PRODUCER);
  document.setCreator(PRODUCER);
  document.setCreationDate(FIXED_DATE);
  document.setModificationDate(FIXED_DATE);
  if (watermark) document.setSubject(watermark);

  const pictures = await embedImages(document, book, input.images ?? {});
  const encodings = new Map<string, PDFHexString>();
  for (const laidOut of book.pages) {
    const page = document.addPage([laidOut.widthPt, laidOut.heightPt]);
    setPageBoxes(page, laidOut, book.bleed);
    const draw = new PageDrawer(page, laidOut.heightPt, embedded, encodings, pictures);
    for (const element of laidOut.elements) draw.element(element);
    if (watermark) draw.watermark(watermark, laidOut);
  }

  const id = PDFHexString.of(fileIdOf(input));
  document.context.trailerInfo.ID = document.context.obj([id, id]);
  return document.save({ useObjectStreams: true });
}

/**
 * Each picture once, at its own pixels, however many pages show it. PNG or JPEG, told apart by
 * their bytes: the coloring book's own images are PNG, a manuscript's may be either.
 */
async function embedImages(
  document: PDFDocument,
  book: LaidOutBook,
  images: Readonly<Record<string, Uint8Array>>,
): Promise<Map<string, PDFImage>> {
  const pictures = new Map<string, PDFImage>();
  for (const page of book.pages) {
    for (const element of page.elements) {
      if (element.kind !== "image" || pictures.has(element.ref)) continue;
      const bytes = images[element.ref];
      if (!bytes) throw new Error(`The image ${element.ref} was not given to the renderer`);
      const format = readImageSize(bytes)?.format;
      if (!format) throw new Error(`The image ${element.ref} is neither PNG nor JPEG`);
      pictures.set(
        element.ref,
        format === "png" ? await document.embedPng(bytes) : await document.embedJpg(bytes),
      );
    }
  }
  return pictures;
}

/** The trailer's file ID: a digest of what was drawn, so it is stable and still tells books apart. */
function fileIdOf(input: RenderInteriorInput): string {
  const { images, ...drawn } = input;
  const hash = createHash("sha256").update(JSON.stringify(drawn));
  // Image bytes are hashed as bytes: JSON would spell every one out as a number.
  for (const ref of Object.keys(images ?? {}).sort()) {
    hash.update(ref).update(images?.[ref] ?? new Uint8Array());
  }
  return hash.digest("hex").slice(0, 32).toUpperCase();
}

/**
 * MediaBox is the whole page, bleed included (addPage). TrimBox is where the paper is cut; with
 * bleed, BleedBox is the whole page, without it there is nothing beyond the trim.
 */
function setPageBoxes(page: PDFPage, laidOut: LaidOutPage, bleed: boolean): void {
  const trim = laidOut.trimBox;
  const trimBottom = laidOut.heightPt - (trim.y + trim.height);
  page.setTrimBox(trim.x, trimBottom, trim.width, trim.height);
  if (bleed) page.setBleedBox(0, 0, laidOut.widthPt, laidOut.heightPt);
  else page.setBleedBox(trim.x, trimBottom, trim.width, trim.height);
}

/** Bézier handle length for a quarter circle. */
const KAPPA = 0.5522847498307936;

class PageDrawer {
  private readonly fontKeys = new Map<FontRole, PDFName>();

  constructor(
    private readonly page: PDFPage,
    private readonly heightPt: number,
    private readonly fonts: Partial<Record<FontRole, PDFFont>>,
    private readonly encodings: Map<string, PDFHexString>,
    private readonly pictures: ReadonlyMap<string, PDFImage> = new Map(),
  ) {}

  /** The one y flip: the engine's top-down y to PDF's bottom-up y. */
  private y(top: number): number {
    return this.heightPt - top;
  }

  element(element: Element): void {
    switch (element.kind) {
      case "image":
        this.image(element);
        break;
      case "text":
        this.text(element);
        break;
      case "line":
        this.line(element);
        break;
      case "rect":
        this.rect(element);
        break;
      case "circle":
        this.circle(element);
        break;
      case "polyline":
        this.polyline(element);
        break;
      case "grid":
        this.grid(element);
        break;
    }
  }

  /*
   * Text goes straight to the content stream: pdf-lib's drawText adds a font resource and lays the
   * string out with fontkit on every call, which for a book of grids (tens of thousands of cells)
   * was most of the render time. Here each page names each font once and each distinct string is
   * encoded once per book (encoding also adds its glyphs to the subset).
   */
  private text(element: TextElement, ink = 1): void {
    if (element.text.length === 0) return;
    this.page.pushOperators(
      pushGraphicsState(),
      setFillingGrayscaleColor(1 - ink),
      beginText(),
      setFontAndSize(this.fontKey(element.font), element.sizePt),
      setTextMatrix(1, 0, 0, 1, element.x, this.y(element.baseline)),
      showText(this.encoded(element.font, element.text)),
      endText(),
      popGraphicsState(),
    );
  }

  private requireFont(role: FontRole): PDFFont {
    const font = this.fonts[role];
    if (!font) throw new Error(`The font ${role} was not embedded`);
    return font;
  }

  private fontKey(role: FontRole): PDFName {
    let key = this.fontKeys.get(role);
    if (!key) {
      const font = this.requireFont(role);
      key = this.page.node.newFontDictionary(font.name, font.ref);
      this.fontKeys.set(role, key);
    }
    return key;
  }

  private encoded(role: FontRole, text: string): PDFHexString {
    const cacheKey = `${role}\u0000${text}`;
    let hex = this.encodings.get(cacheKey);
    if (!hex) {
      hex = this.requireFont(role).encodeText(text);
      this.encodings.set(cacheKey, hex);
    }
    return hex;
  }

  /** Scaled to fit inside its box, keeping its proportions, and centred there. */
  private image(element: ImageElement): void {
    const picture = this.pictures.get(element.ref);
    if (!picture) throw new Error(`The image ${element.ref} was not embedded`);
    const scale = Math.min(element.width / picture.width, element.height / picture.height);
    const width = picture.width * scale;
    const height = picture.height * scale;
    const left = element.x + (element.width - width) / 2;
    const top = element.y + (element.height - height) / 2;
    this.page.drawImage(picture, { x: left, y: this.y(top + height), width, height });
  }

  private line(element: LineElement): void {
    if (element.strokePt <= 0) return;
    // Projecting caps: the engine's bounds count half a stroke beyond each end.
    this.page.pushOperators(
      pushGraphicsState(),
      setLineWidth(element.strokePt),
      setLineCap(LineCapStyle.Projecting),
      setStrokingGrayscaleColor(0),
      moveTo(element.x1, this.y(element.y1)),
      lineTo(element.x2, this.y(element.y2)),
      stroke(),
      popGraphicsState(),
    );
  }

  private rect(element: RectElement): void {
    const box = rectangle(
      element.x,
      this.y(element.y + element.height),
      element.width,
      element.height,
    );
    this.paint(box, element.strokePt, element.fill);
  }

  private circle({ cx, cy, r, strokePt, fill: ink }: CircleElement): void {
    const y = this.y(cy);
    const k = r * KAPPA;
    this.paint(
      [
        moveTo(cx + r, y),
        appendBezierCurve(cx + r, y + k, cx + k, y + r, cx, y + r),
        appendBezierCurve(cx - k, y + r, cx - r, y + k, cx - r, y),
        appendBezierCurve(cx - r, y - k, cx - k, y - r, cx, y - r),
        appendBezierCurve(cx + k, y - r, cx + r, y - k, cx + r, y),
        closePath(),
      ],
      strokePt,
      ink,
    );
  }

  /** Fills (when inked) then strokes (when stroked) one path. */
  private paint(path: PDFOperator | PDFOperator[], strokePt: number, ink: number): void {
    const segments = Array.isArray(path) ? path : [path];
    const operators: PDFOperator[] = [pushGraphicsState()];
    if (ink > 0) operators.push(setFillingGrayscaleColor(1 - ink), ...segments, fill());
    if (strokePt > 0) {
      operators.push(
        setLineWidth(strokePt),
        setStrokingGrayscaleColor(0),
        setLineJoin(LineJoinStyle.Miter),
        ...segments,
        stroke(),
      );
    }
    operators.push(popGraphicsState());
    if (operators.length > 2) this.page.pushOperators(...operators);
  }

  private polyline(element: PolylineElement): void {
    const { points } = element;
    if (points.length < 4 || element.strokePt <= 0) return;
    // Round joins and caps keep sharp turns inside the half-stroke the engine allows for.
    const operators: PDFOperator[] = [
      pushGraphicsState(),
      setLineWidth(element.strokePt),
      setLineCap(LineCapStyle.Round),
      setLineJoin(LineJoinStyle.Round),
      setStrokingGrayscaleColor(0),
      moveTo(points[0] as number, this.y(points[1] as number)),
    ];
    for (let index = 2; index + 1 < points.length; index += 2) {
      operators.push(lineTo(points[index] as number, this.y(points[index + 1] as number)));
    }
    if (element.closed) operators.push(closePath());
    operators.push(stroke(), popGraphicsState());
    this.page.pushOperators(...operators);
  }

  private grid(element: GridElement): void {
    const { x, y, rows, cols, cellSize, strokePt } = element;
    const width = cols * cellSize;
    const height = rows * cellSize;
    const operators: PDFOperator[] = [pushGraphicsState()];
    if (element.fills) {
      const shades = new Map<number, PDFOperator[]>();
      element.fills.forEach((ink, index) => {
        if (!(ink > 0)) return;
        const row = Math.floor(index / cols);
        const col = index % cols;
        const cell = rectangle(
          x + col * cellSize,
          this.y(y + (row + 1) * cellSize),
          cellSize,
          cellSize,
        );
        shades.set(ink, [...(shades.get(ink) ?? []), cell]);
      });
      for (const [ink, cells] of shades) {
        operators.push(setFillingGrayscaleColor(1 - ink), ...cells, fill());
      }
    }
    if (strokePt > 0) {
      operators.push(setLineWidth(strokePt), setStrokingGrayscaleColor(0));
      operators.push(rectangle(x, this.y(y + height), width, height));
      for (let row = 1; row < rows; row += 1) {
        operators.push(
          moveTo(x, this.y(y + row * cellSize)),
          lineTo(x + width, this.y(y + row * cellSize)),
        );
      }
      for (let col = 1; col < cols; col += 1) {
        operators.push(
          moveTo(x + col * cellSize, this.y(y)),
          lineTo(x + col * cellSize, this.y(y + height)),
        );
      }
      operators.push(stroke());
    }
    operators.push(popGraphicsState());
    this.page.pushOperators(...operators);

    // Centred on the cell: half the text's width left, half its cap height (the AFM ascent) down.
    const ascent = ascentPt(element.font, element.sizePt);
    element.cells.forEach((text, index) => {
      if (!text) return;
      const row = Math.floor(index / cols);
      const col = index % cols;
      const textWidth = measureText(text, element.font, element.sizePt);
      this.text({
        kind: "text",
        text,
        font: element.font,
        sizePt: element.sizePt,
        x: x + col * cellSize + (cellSize - textWidth) / 2,
        baseline: y + row * cellSize + (cellSize + ascent) / 2,
        width: textWidth,
      });
    });
  }

  /**
   * The sample's line, centred in the bottom margin of the trim, marked as a watermark artifact
   * (PDF 14.8.2.2) so readers and tools can tell it from the book's text.
   */
  watermark(text: string, laidOut: LaidOutPage): void {
    const font: FontRole = "bold";
    const width = measureText(text, font, WATERMARK_SIZE_PT);
    const trim = laidOut.trimBox;
    const margin = laidOut.safeArea.y + laidOut.safeArea.height;
    const bottom = trim.y + trim.height;
    const baseline = margin + (bottom - margin + ascentPt(font, WATERMARK_SIZE_PT)) / 2;
    this.page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of("Artifact"),
        "<< /Type /Pagination /Subtype /Watermark >>",
      ]),
    );
    this.text(
      {
        kind: "text",
        text,
        font,
        sizePt: WATERMARK_SIZE_PT,
        x: trim.x + (trim.width - width) / 2,
        baseline,
        width,
      },
      WATERMARK_INK,
    );
    this.page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }
}
