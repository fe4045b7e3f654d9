import {
  beginText,
  endText,
  moveText,
  PDFDocument,
  PDFHexString,
  type PDFPage,
  type PDFRef,
  rgb,
  StandardFonts,
  setFontAndSize,
  showText,
} from "pdf-lib";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { preflightPdf } from "../../../src/services/books/preflight/preflight-pdf";

/*
 * The preflight reads real PDF files back (decision 0099). Each case builds a small PDF with
 * pdf-lib, the way an author's exporter would, and asserts the finding codes and page numbers.
 */

const PT = 72;

type PageDraw = (page: PDFPage, doc: PDFDocument) => Promise<void> | void;

/**
 * A Type 3 font (its one glyph, "a", a filled box, drawn in the file): embedded by definition,
 * written by hand so the test needs no font file from the system.
 */
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

function drawEmbeddedText(page: PDFPage, font: PDFRef, text: string, x: number, y: number) {
  const name = page.node.newFontDictionary("Box", font);
  page.pushOperators(
    beginText(),
    setFontAndSize(name, 11),
    moveText(x, y),
    showText(PDFHexString.of(Buffer.from(text, "latin1").toString("hex"))),
    endText(),
  );
}

/** A book of `count` pages of `size`, each with a line of text inside a 0.75 in margin. */
async function buildPdf(options: {
  count?: number;
  size?: [number, number];
  embedFont?: boolean;
  on?: Record<number, PageDraw>;
}): Promise<Uint8Array> {
  const { count = 24, size = [6 * PT, 9 * PT], embedFont = true, on = {} } = options;
  const doc = await PDFDocument.create();
  const boxFont = embedBoxFont(doc);
  const helvetica = embedFont ? undefined : await doc.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= count; number += 1) {
    const page = doc.addPage(size);
    const y = size[1] - 1.5 * PT;
    if (helvetica) page.drawText(`Page ${number}`, { x: 0.75 * PT, y, size: 11, font: helvetica });
    else drawEmbeddedText(page, boxFont, "aaaa", 0.75 * PT, y);
    await on[number]?.(page, doc);
  }
  return doc.save();
}

/** A grey image `px` pixels square placed `inches` wide, i.e. px / inches DPI. */
function drawImage(px: number, inches: number): PageDraw {
  return async (page, doc) => {
    const png = new PNG({ width: px, height: px });
    png.data.fill(128);
    const image = await doc.embedPng(PNG.sync.write(png));
    page.drawImage(image, { x: 1 * PT, y: 2 * PT, width: inches * PT, height: inches * PT });
  };
}

const codesAndPages = (findings: { code: string; page?: number }[]) =>
  findings.map((finding) =>
    finding.page === undefined ? finding.code : `${finding.code}@${finding.page}`,
  );

describe("preflightPdf on files built with pdf-lib", () => {
  const cases: { name: string; build: () => Promise<Uint8Array>; expected: string[] }[] = [
    { name: "the right trim, fonts embedded", build: () => buildPdf({}), expected: [] },
    {
      name: "the right trim with bleed and full-bleed art",
      build: () =>
        buildPdf({
          size: [6.125 * PT, 9.25 * PT],
          on: {
            3: (page) =>
              page.drawRectangle({
                x: 0,
                y: 0,
                width: 6.125 * PT,
                height: 9.25 * PT,
                color: rgb(0.9, 0.2, 0.2),
              }),
          },
        }),
      expected: [],
    },
    {
      name: "a wrong trim (A5)",
      build: () => buildPdf({ size: [420, 595] }),
      expected: ["page-size-not-kdp@1"],
    },
    {
      name: "text in the gutter of page 3 (a right-hand page)",
      build: () =>
        buildPdf({
          on: {
            3: (page, doc) => drawEmbeddedText(page, embedBoxFont(doc), "aaaa", 0.1 * PT, 4 * PT),
          },
        }),
      expected: ["content-in-gutter@3"],
    },
    {
      name: "a 150 DPI image on page 2",
      build: () => buildPdf({ on: { 2: drawImage(300, 2) } }),
      expected: ["image-low-resolution@2"],
    },
    {
      name: "a 300 DPI image is fine",
      build: () => buildPdf({ on: { 2: drawImage(300, 1) } }),
      expected: [],
    },
    {
      name: "a standard font that is not embedded",
      build: () => buildPdf({ embedFont: false }),
      expected: ["font-not-embedded@1"],
    },
    {
      name: "an odd page count",
      build: () => buildPdf({ count: 25 }),
      expected: ["page-count-odd"],
    },
    {
      name: "a page of another size",
      build: () => buildPdf({ on: { 4: (page) => page.setSize(8.5 * PT, 11 * PT) } }),
      expected: ["page-size-varies@4"],
    },
    {
      name: "five blank pages in a row",
      build: async () => {
        const bytes = await buildPdf({ count: 20 });
        const doc = await PDFDocument.load(bytes);
        for (let index = 0; index < 5; index += 1) doc.insertPage(10, [6 * PT, 9 * PT]);
        // 25 pages; make it even so only the blank run is found.
        drawEmbeddedText(doc.addPage([6 * PT, 9 * PT]), embedBoxFont(doc), "aaaa", PT, PT);
        return doc.save();
      },
      expected: ["too-many-consecutive-blank-pages@11"],
    },
  ];

  it.each(cases)("$name", async ({ build, expected }) => {
    const report = await preflightPdf(await build());
    expect(codesAndPages(report.findings)).toEqual(expected);
    expect(report.ok).toBe(expected.length === 0);
  });

  it("reads the page size and count back from the file", async () => {
    const report = await preflightPdf(await buildPdf({ count: 26, size: [8.5 * PT, 11 * PT] }));
    expect(report).toMatchObject({ ok: true, pageCount: 26, widthIn: 8.5, heightIn: 11 });
  });

  it("names a KDP trim other than the expected one", async () => {
    const report = await preflightPdf(await buildPdf({}), { trim: "8.5x11" });
    expect(codesAndPages(report.findings)).toEqual(["page-size-not-expected-trim@1"]);
  });
});

/** A one-page PDF written by hand with a correct cross-reference table, so its objects can lie. */
function handWrittenPdf(pagesDict: string, extraObject?: string): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    pagesDict,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 432 648] >>",
    ...(extraObject ? [extraObject] : []),
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
  return new TextEncoder().encode(body);
}

describe("preflightPdf on hostile input", () => {
  const cases: { name: string; bytes: () => Promise<Uint8Array> | Uint8Array; code: string }[] = [
    { name: "an empty file", bytes: () => new Uint8Array(), code: "not-a-pdf" },
    {
      name: "a PNG",
      bytes: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]),
      code: "not-a-pdf",
    },
    {
      name: "text that is not a PDF",
      bytes: () => new TextEncoder().encode("hello ".repeat(1000)),
      code: "not-a-pdf",
    },
    {
      name: "a header and nothing else",
      bytes: () => new TextEncoder().encode("%PDF-1.7\n"),
      code: "not-a-pdf",
    },
    {
      name: "a PDF cut short",
      bytes: async () => (await buildPdf({})).slice(0, 600),
      code: "not-a-pdf",
    },
    {
      // The reader counts the page tree's real leaves, not the declared count.
      name: "a page count of two billion over one page",
      bytes: () => handWrittenPdf("<< /Type /Pages /Kids [3 0 R] /Count 2000000000 >>"),
      code: "page-count-below-minimum",
    },
    {
      name: "more pages than are checked one by one",
      bytes: () =>
        handWrittenPdf(`<< /Type /Pages /Kids [${"3 0 R ".repeat(1001)}] /Count 1001 >>`),
      code: "too-many-pages",
    },
    {
      name: "deeply nested arrays",
      bytes: () =>
        handWrittenPdf(
          "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
          `4 0 obj ${"[".repeat(100_000)}${"]".repeat(100_000)} endobj`,
        ),
      code: "page-count-below-minimum",
    },
    {
      name: "a page tree that points at itself",
      bytes: () => handWrittenPdf("<< /Type /Pages /Kids [2 0 R] /Count 1 >>"),
      code: "page-unreadable",
    },
  ];

  it.each(cases)("$name gives a finding, not a crash", async ({ bytes, code }) => {
    const report = await preflightPdf(await bytes());
    expect(report.ok).toBe(false);
    expect(report.findings.map((finding) => finding.code)).toContain(code);
  });

  it("gives a PDF-looking scrap a plain message", async () => {
    const report = await preflightPdf(new TextEncoder().encode("%PDF-1.4 garbage"));
    expect(report.findings[0]?.message).toMatch(/not a PDF we can read/);
  });
});
