import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { rgbColor as rgb } from "../../pdf/rgb-color";
import { toWinAnsi as toPdfText, wrapWords } from "../../pdf/win-ansi-text";

/*
 * A small flowing-layout writer over pdf-lib for the shop's printable PDFs (decision 0028):
 * headings, wrapped paragraphs, check boxes, tables with write-in rows, on US Letter pages with a
 * footer. The output is deterministic: fixed document dates and no per-run identifiers, so the
 * same content always gives the same bytes (and the size the catalogue states).
 */

const pageWidth = 612;
const pageHeight = 792;
const margin = 54;
const contentWidth = pageWidth - margin * 2;
const footerY = 30;
const ink = rgb(0.11, 0.13, 0.18);
const muted = rgb(0.38, 0.42, 0.5);
const rule = rgb(0.75, 0.78, 0.83);
const shade = rgb(0.93, 0.95, 0.97);
const accent = rgb(0.15, 0.33, 0.62);

/** The instant written as the documents' creation date: fixed, so every build is identical. */
const DOCUMENT_DATE = new Date("2026-10-01T00:00:00Z");

export type Column = { header: string; width: number };

/** WinAnsi for the standard fonts; an unknown character prints as a dash, as it always has. */
function toWinAnsi(text: string): string {
  return toPdfText(text, "-");
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly title: string,
  ) {
    this.newPage();
  }

  static async create(meta: { title: string; subject: string }): Promise<PdfWriter> {
    // Loaded on first use: pdf-lib's import is the slowest of the API's start-up (decision 0153).
    const { PDFDocument, StandardFonts } = await import("pdf-lib");
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(meta.title);
    doc.setSubject(meta.subject);
    doc.setAuthor("Inkforge");
    doc.setCreator("Inkforge");
    doc.setProducer("Inkforge (pdf-lib)");
    doc.setCreationDate(DOCUMENT_DATE);
    doc.setModificationDate(DOCUMENT_DATE);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold, meta.title);
  }

  newPage(): void {
    this.page = this.doc.addPage([pageWidth, pageHeight]);
    this.y = pageHeight - margin;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): void {
    if (this.y - height < margin + 10) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    // A blank paragraph stays a blank line.
    return toWinAnsi(text)
      .split("\n")
      .flatMap((paragraph) => {
        const lines = wrapWords(paragraph, font, size, width);
        return lines.length > 0 ? lines : [""];
      });
  }

  private drawLines(
    lines: string[],
    { x, size, font, color }: { x: number; size: number; font: PDFFont; color: typeof ink },
  ): void {
    const leading = size * 1.35;
    for (const line of lines) {
      this.ensureSpace(leading);
      this.y -= leading;
      this.page.drawText(line, { x, y: this.y, size, font, color });
    }
  }

  /** The document's title block. */
  heading1(text: string, subtitle?: string): void {
    this.ensureSpace(60);
    this.drawLines(this.wrap(text, this.bold, 22, contentWidth), {
      x: margin,
      size: 22,
      font: this.bold,
      color: accent,
    });
    if (subtitle) {
      this.space(2);
      this.drawLines(this.wrap(subtitle, this.regular, 11, contentWidth), {
        x: margin,
        size: 11,
        font: this.regular,
        color: muted,
      });
    }
    this.space(8);
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: pageWidth - margin, y: this.y },
      thickness: 1.5,
      color: accent,
    });
    this.space(10);
  }

  heading2(text: string): void {
    this.ensureSpace(40);
    this.space(6);
    this.drawLines(this.wrap(text, this.bold, 14, contentWidth), {
      x: margin,
      size: 14,
      font: this.bold,
      color: ink,
    });
    this.space(4);
  }

  paragraph(text: string, options: { size?: number; muted?: boolean } = {}): void {
    const size = options.size ?? 10.5;
    this.drawLines(this.wrap(text, this.regular, size, contentWidth), {
      x: margin,
      size,
      font: this.regular,
      color: options.muted ? muted : ink,
    });
    this.space(4);
  }

  /** Bulleted lines. */
  bullets(items: readonly string[], size = 10.5): void {
    for (const item of items) {
      const lines = this.wrap(item, this.regular, size, contentWidth - 14);
      this.ensureSpace(size * 1.35 * lines.length);
      const top = this.y;
      this.drawLines(lines, { x: margin + 14, size, font: this.regular, color: ink });
      this.page.drawText("•", {
        x: margin + 3,
        y: top - size * 1.35,
        size,
        font: this.regular,
        color: accent,
      });
    }
    this.space(4);
  }

  /** Lines with an empty box to tick. */
  checklist(items: readonly string[], size = 10.5): void {
    for (const item of items) {
      const lines = this.wrap(item, this.regular, size, contentWidth - 20);
      this.ensureSpace(size * 1.35 * lines.length + 2);
      const top = this.y;
      this.drawLines(lines, { x: margin + 20, size, font: this.regular, color: ink });
      this.page.drawRectangle({
        x: margin + 2,
        y: top - size * 1.35 - 1,
        width: size,
        height: size,
        borderColor: ink,
        borderWidth: 0.8,
      });
      this.space(2);
    }
    this.space(4);
  }

  /** Write-in lines: a label and a ruled line to its right. */
  writeIn(labels: readonly string[], lineHeight = 22): void {
    for (const label of labels) {
      this.ensureSpace(lineHeight);
      this.y -= lineHeight;
      const text = toWinAnsi(label);
      this.page.drawText(text, { x: margin, y: this.y + 3, size: 10, font: this.bold, color: ink });
      const start = margin + this.bold.widthOfTextAtSize(text, 10) + 8;
      this.page.drawLine({
        start: { x: start, y: this.y + 2 },
        end: { x: pageWidth - margin, y: this.y + 2 },
        thickness: 0.6,
        color: rule,
      });
    }
    this.space(6);
  }

  /**
   * A table: a shaded header row, the given rows, then `blankRows` empty rows to write in.
   * Column widths are fractions of the content width.
   */
  table(
    columns: readonly Column[],
    rows: readonly (readonly string[])[],
    options: { blankRows?: number; size?: number; blankRowHeight?: number } = {},
  ): void {
    const size = options.size ?? 9;
    const padding = 4;
    const widths = columns.map((column) => column.width * contentWidth);
    const rowHeight = (cells: readonly string[], font: PDFFont) =>
      Math.max(
        ...cells.map(
          (cell, index) =>
            this.wrap(cell, font, size, (widths[index] ?? 0) - padding * 2).length * size * 1.3,
        ),
      ) +
      padding * 2;
    const drawRow = (cells: readonly string[], font: PDFFont, fill: boolean, height: number) => {
      this.ensureSpace(height);
      const top = this.y;
      let x = margin;
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 0;
        this.page.drawRectangle({
          x,
          y: top - height,
          width,
          height,
          borderColor: rule,
          borderWidth: 0.6,
          ...(fill ? { color: shade } : {}),
        });
        let lineY = top - padding;
        for (const line of this.wrap(cell, font, size, width - padding * 2)) {
          lineY -= size * 1.3;
          this.page.drawText(line, { x: x + padding, y: lineY + 2, size, font, color: ink });
        }
        x += width;
      });
      this.y = top - height;
    };
    const header = columns.map((column) => column.header);
    drawRow(header, this.bold, true, rowHeight(header, this.bold));
    for (const row of rows) drawRow(row, this.regular, false, rowHeight(row, this.regular));
    const blank = columns.map(() => "");
    for (let index = 0; index < (options.blankRows ?? 0); index += 1) {
      if (this.y - (options.blankRowHeight ?? 22) < margin + 10) {
        this.newPage();
        drawRow(header, this.bold, true, rowHeight(header, this.bold));
      }
      drawRow(blank, this.regular, false, options.blankRowHeight ?? 22);
    }
    this.space(10);
  }

  /** Numbers every page in the footer and returns the file. */
  async save(): Promise<Buffer> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const text = toWinAnsi(`Inkforge · ${this.title} · page ${index + 1} of ${pages.length}`);
      page.drawText(text, { x: margin, y: footerY, size: 8, font: this.regular, color: muted });
    });
    return Buffer.from(await this.doc.save({ useObjectStreams: false }));
  }
}
