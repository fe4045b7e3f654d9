import {
  beginText,
  endText,
  moveText,
  PDFDocument,
  PDFHexString,
  type PDFPage,
  type PDFRef,
  rgb,
  setFontAndSize,
  showText,
} from "pdf-lib";
import { PNG } from "pngjs";

/*
 * PDFs an author's exporter could produce, built with pdf-lib for the upload preflight's tests
 * (issue 28): a broken interior and covers. Text uses a Type 3 font written in the file, so it is
 * embedded by definition and the tests need no font file.
 */

export const PT = 72;

function embedBoxFont(doc: PDFDocument): PDFRef {
  const glyph = doc.context.stream("500 0 0 0 500 700 d1 0 0 500 700 re f");
  return doc.context.register(
    doc.context.obj({
      Type: "Font",
      Subtype: "Type3",
      FontBBox: [0, 0, 500, 700],
      FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
      CharProcs: { a: doc.context.register(glyph) },
      Encoding: { Type: "Encoding", Differences: [97, "a"] },
      FirstChar: 97,
      LastChar: 97,
      Widths: [500],
      Resources: {},
    }),
  );
}

function drawText(page: PDFPage, font: PDFRef, length: number, x: number, y: number, size = 11) {
  const name = page.node.newFontDictionary("Box", font);
  page.pushOperators(
    beginText(),
    setFontAndSize(name, size),
    moveText(x, y),
    showText(PDFHexString.of(Buffer.from("a".repeat(length), "latin1").toString("hex"))),
    endText(),
  );
}

/**
 * The broken interior: 24 pages at 5.5 × 8.5 in (a KDP trim, but not the 6 × 9 the author
 * chose), text in the gutter on page 3, a 150 DPI image on page 5. Everything else is inside a
 * 0.75 in margin.
 */
export async function brokenInteriorPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = embedBoxFont(doc);
  const [width, height] = [5.5 * PT, 8.5 * PT];
  for (let number = 1; number <= 24; number += 1) {
    const page = doc.addPage([width, height]);
    drawText(page, font, 10, 0.75 * PT, height - 1.5 * PT);
    if (number === 3) drawText(page, font, 8, 0.1 * PT, height / 2);
    if (number === 5) {
      // 150 pixels placed 1 in wide: 150 DPI.
      const png = new PNG({ width: 150, height: 150 });
      png.data.fill(128);
      const image = await doc.embedPng(PNG.sync.write(png));
      page.drawImage(image, { x: 1 * PT, y: 2 * PT, width: PT, height: PT });
    }
  }
  return doc.save();
}

/** A cover of `widthIn` × `heightIn`: a background to every edge and a title at (`titleXIn`, 1 in). */
export async function coverPdf(options: {
  widthIn: number;
  heightIn: number;
  titleXIn: number;
  pages?: number;
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = embedBoxFont(doc);
  for (let index = 0; index < (options.pages ?? 1); index += 1) {
    const page = doc.addPage([options.widthIn * PT, options.heightIn * PT]);
    page.drawRectangle({
      x: 0,
      y: 0,
      width: options.widthIn * PT,
      height: options.heightIn * PT,
      color: rgb(0.2, 0.3, 0.6),
    });
    drawText(page, font, 12, options.titleXIn * PT, (options.heightIn - 1.5) * PT, 24);
  }
  return doc.save();
}

/**
 * A hand-written PDF of `pages` empty 6 × 9 pages whose page tree claims `claimed` (a hostile
 * file lies about its page count).
 */
export function manyPagesPdf(pages: number, claimed: number): Buffer {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(" ");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${claimed} >>`,
    ...Array.from(
      { length: pages },
      () => "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 432 648] >>",
    ),
  ];
  let body = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** The height in pixels of a `data:image/png;base64,` thumbnail. */
export function pngHeight(dataUrl: string): number {
  const prefix = "data:image/png;base64,";
  if (!dataUrl.startsWith(prefix)) throw new Error("Not a PNG data URL");
  return PNG.sync.read(Buffer.from(dataUrl.slice(prefix.length), "base64")).height;
}
