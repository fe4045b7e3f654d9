import {
  type Book,
  type BookBlock,
  bookContents,
  formatEditionDate,
} from "@inkforge/domain/books/book";
import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { rgbColor as rgb } from "../pdf/rgb-color";
import { toWinAnsi, wrapWords } from "../pdf/win-ansi-text";

/*
 * The bonus book's PDF (decision 0072): a 6 × 9 in book (a KDP trim size) with a title page, the
 * foreword, a contents page whose page numbers are the chapters' real pages, and one chapter per
 * page run, each starting on a new page, numbered in the footer. Deterministic: the document
 * dates are the edition date and nothing depends on the run, so the same sources give the same
 * bytes.
 */

const pageWidth = 432;
const pageHeight = 648;
const margin = 54;
const top = pageHeight - margin;
const bottom = margin + 12;
const contentWidth = pageWidth - margin * 2;
const ink = rgb(0.11, 0.13, 0.18);
const muted = rgb(0.38, 0.42, 0.5);
const accent = rgb(0.15, 0.33, 0.62);

const bodySize = 10.5;
const leading = 1.4;

type Fonts = { body: PDFFont; italic: PDFFont; heading: PDFFont; sans: PDFFont };

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  return wrapWords(toWinAnsi(text), font, size, width);
}

class Flow {
  page!: PDFPage;
  y = top;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  newPage(): PDFPage {
    this.page = this.doc.addPage([pageWidth, pageHeight]);
    this.y = top;
    return this.page;
  }

  /** The 1-based number of the current page. */
  get pageNumber(): number {
    return this.doc.getPageCount();
  }

  private ensure(height: number) {
    if (this.y - height < bottom) this.newPage();
  }

  lines(
    text: string,
    {
      font,
      size,
      color = ink,
      indent = 0,
    }: { font: PDFFont; size: number; color?: typeof ink; indent?: number },
  ): void {
    const step = size * leading;
    for (const line of wrap(text, font, size, contentWidth - indent)) {
      this.ensure(step);
      this.y -= step;
      this.page.drawText(line, { x: margin + indent, y: this.y, size, font, color });
    }
  }

  space(points: number) {
    this.y -= points;
  }

  block(block: BookBlock): void {
    if (block.kind === "heading") {
      // Keep a heading with at least two lines of what follows.
      this.ensure(13 * leading + 2 * bodySize * leading + 10);
      this.space(8);
      this.lines(block.text, { font: this.fonts.heading, size: 12.5 });
      this.space(3);
      return;
    }
    if (block.kind === "paragraph") {
      this.lines(block.text, { font: this.fonts.body, size: bodySize });
      this.space(6);
      return;
    }
    for (const item of block.items) {
      const step = bodySize * leading;
      this.ensure(step);
      this.page.drawText("•", {
        x: margin + 4,
        y: this.y - step,
        size: bodySize,
        font: this.fonts.body,
        color: accent,
      });
      this.lines(item, { font: this.fonts.body, size: bodySize, indent: 16 });
      this.space(2);
    }
    this.space(5);
  }
}

type ContentsLine =
  | { kind: "part"; text: string }
  | { kind: "chapter"; number: number; lines: string[]; id: string };

const contentsSize = 10;
const contentsStep = contentsSize * leading;
const pageColumn = 28;

function layOutContents(book: Book, fonts: Fonts): { pages: ContentsLine[][] } {
  const entries: ContentsLine[] = [];
  let part = "";
  for (const entry of bookContents(book)) {
    if (entry.part !== part) {
      part = entry.part;
      entries.push({ kind: "part", text: part });
    }
    entries.push({
      kind: "chapter",
      number: entry.number,
      id: entry.id,
      lines: wrap(entry.title, fonts.body, contentsSize, contentWidth - 24 - pageColumn),
    });
  }
  const pages: ContentsLine[][] = [[]];
  // The first contents page carries its heading.
  let room = top - 40 - bottom;
  for (const entry of entries) {
    const height =
      entry.kind === "part" ? contentsStep + 10 : entry.lines.length * contentsStep + 3;
    if (height > room) {
      pages.push([]);
      room = top - bottom;
    }
    pages.at(-1)!.push(entry);
    room -= height;
  }
  return { pages };
}

function footer(page: PDFPage, text: string, fonts: Fonts) {
  const size = 8;
  const width = fonts.sans.widthOfTextAtSize(text, size);
  page.drawText(text, {
    x: (pageWidth - width) / 2,
    y: margin / 2,
    size,
    font: fonts.sans,
    color: muted,
  });
}

/** `siteOrigin` makes each chapter's source a full address a reader of the file can type. */
export async function buildBookPdf(book: Book, siteOrigin: string): Promise<Buffer> {
  // Loaded on first use: pdf-lib's import is the slowest of the API's start-up (decision 0153).
  const { PDFDocument, StandardFonts } = await import("pdf-lib");
  const edition = new Date(`${book.editionDate}T00:00:00Z`);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(book.title);
  doc.setSubject(book.subtitle);
  doc.setAuthor(book.author);
  doc.setCreator("Inkforge");
  doc.setProducer("Inkforge (pdf-lib)");
  if (!Number.isNaN(edition.getTime())) {
    doc.setCreationDate(edition);
    doc.setModificationDate(edition);
  }
  const fonts: Fonts = {
    body: await doc.embedFont(StandardFonts.TimesRoman),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    heading: await doc.embedFont(StandardFonts.HelveticaBold),
    sans: await doc.embedFont(StandardFonts.Helvetica),
  };
  const flow = new Flow(doc, fonts);

  // Title page.
  const titlePage = flow.newPage();
  flow.y = top - 120;
  flow.lines(book.title, { font: fonts.heading, size: 24, color: accent });
  flow.space(10);
  flow.lines(book.subtitle, { font: fonts.italic, size: 14 });
  flow.space(40);
  flow.lines(book.author, { font: fonts.sans, size: 11 });
  flow.lines(`Edition of ${formatEditionDate(book.editionDate)}`, {
    font: fonts.sans,
    size: 10,
    color: muted,
  });
  titlePage.drawLine({
    start: { x: margin, y: top - 100 },
    end: { x: pageWidth - margin, y: top - 100 },
    thickness: 1.5,
    color: accent,
  });

  // Foreword.
  flow.newPage();
  flow.lines("Foreword", { font: fonts.heading, size: 16, color: accent });
  flow.space(10);
  for (const block of book.foreword) flow.block(block);

  // Contents: its pages are reserved now and filled once the chapters' pages are known.
  const contents = layOutContents(book, fonts);
  const contentsPages = contents.pages.map(() => flow.newPage());

  // Chapters, each from a new page.
  const chapterPages = new Map<string, number>();
  let part = "";
  for (const chapter of book.chapters) {
    flow.newPage();
    chapterPages.set(chapter.id, flow.pageNumber);
    if (chapter.part !== part) {
      part = chapter.part;
      flow.lines(`Part: ${part}`, { font: fonts.sans, size: 9, color: muted });
      flow.space(4);
    }
    flow.lines(`Chapter ${chapter.number}`, { font: fonts.sans, size: 10, color: accent });
    flow.space(2);
    flow.lines(chapter.title, { font: fonts.heading, size: 16 });
    flow.space(2);
    flow.lines(
      `Published on the Inkforge blog on ${formatEditionDate(chapter.published)} at ${siteOrigin}${chapter.source}`,
      { font: fonts.italic, size: 9, color: muted },
    );
    flow.space(12);
    for (const block of chapter.blocks) flow.block(block);
  }

  contents.pages.forEach((entries, index) => {
    const page = contentsPages[index]!;
    let y = top;
    if (index === 0) {
      y -= 16 * leading;
      page.drawText("Contents", { x: margin, y, size: 16, font: fonts.heading, color: accent });
      y -= 40 - 16 * leading;
    }
    for (const entry of entries) {
      if (entry.kind === "part") {
        y -= 8 + contentsStep;
        page.drawText(toWinAnsi(entry.text), {
          x: margin,
          y,
          size: contentsSize,
          font: fonts.heading,
          color: ink,
        });
        y -= 2;
        continue;
      }
      const number = `${entry.number}.`;
      entry.lines.forEach((line, lineIndex) => {
        y -= contentsStep;
        if (lineIndex === 0) {
          page.drawText(number, {
            x: margin,
            y,
            size: contentsSize,
            font: fonts.body,
            color: muted,
          });
        }
        page.drawText(line, {
          x: margin + 24,
          y,
          size: contentsSize,
          font: fonts.body,
          color: ink,
        });
      });
      const pageLabel = String(chapterPages.get(entry.id) ?? "");
      const labelWidth = fonts.body.widthOfTextAtSize(pageLabel, contentsSize);
      page.drawText(pageLabel, {
        x: pageWidth - margin - labelWidth,
        y,
        size: contentsSize,
        font: fonts.body,
        color: ink,
      });
      y -= 3;
    }
  });

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    if (index === 0) return;
    footer(page, toWinAnsi(`${book.title} · ${index + 1}`), fonts);
  });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
