import type { Element } from "@inkforge/domain/books/interior/elements";
import { FONT_ROLES, measureText } from "@inkforge/domain/books/interior/font-metrics";
import { type LaidOutBook, layoutBook } from "@inkforge/domain/books/interior/layout-book";
import { planPuzzleBook } from "@inkforge/domain/books/puzzle-book";
import { puzzleBookRequestSchema } from "@inkforge/domain/books/puzzle-book-request";
import fontkit from "@pdf-lib/fontkit";
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFPage,
  PDFRawStream,
  PDFRef,
} from "pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type FontFiles,
  loadInteriorFonts,
  renderInteriorPdf,
} from "../../../src/services/books/render-interior-pdf";

/*
 * The interior renderer (decision 0097): the engine's pages as vector PDF with every font embedded
 * and subset, boxes where KDP reads them, and the same bytes for the same book.
 */

let fonts: FontFiles;
beforeAll(async () => {
  fonts = await loadInteriorFonts();
});

function smallBook(overrides: { bleed?: boolean; trim?: "6x9" | "8.5x11" } = {}): LaidOutBook {
  const request = puzzleBookRequestSchema.parse({
    title: "Rainy Day Puzzles",
    author: "Ada Inkwell",
    trim: overrides.trim ?? "6x9",
    bleed: overrides.bleed ?? false,
    sections: [
      { type: "sudoku", difficulty: "easy", count: 2, options: { size: 9 } },
      { type: "word-search", difficulty: "medium", count: 2, options: { size: 12 } },
      { type: "maze", difficulty: "easy", count: 2 },
    ],
  });
  return layoutBook(planPuzzleBook(request, { seed: "render-test", year: 2026 }).spec);
}

/** Every element kind on one page, so each drawing path runs. */
function everyKindBook(): LaidOutBook {
  const book = smallBook();
  const elements: Element[] = [
    { kind: "text", text: "Hello", font: "regular", sizePt: 12, x: 72, baseline: 100, width: 28 },
    { kind: "line", x1: 72, y1: 120, x2: 200, y2: 120, strokePt: 1 },
    { kind: "rect", x: 72, y: 140, width: 50, height: 30, strokePt: 0.5, fill: 0.15 },
    { kind: "circle", cx: 150, cy: 160, r: 12, strokePt: 1, fill: 0 },
    { kind: "polyline", points: [72, 200, 100, 230, 130, 200], closed: true, strokePt: 1 },
    {
      kind: "grid",
      x: 72,
      y: 250,
      rows: 2,
      cols: 3,
      cellSize: 20,
      cells: ["A", "", "C", "1", "2", ""],
      font: "mono",
      sizePt: 12,
      strokePt: 0.5,
      fills: [0, 0.2, 0, 0, 0, 0.2],
    },
  ];
  const first = book.pages[0];
  if (!first) throw new Error("no page");
  return { ...book, pages: [{ ...first, elements }] };
}

/** A page box as PDF stores it: [left, bottom, right, top]. */
function boxOf(page: PDFPage, name: string): number[] {
  const array = page.node.lookup(PDFName.of(name), PDFArray);
  return array.asArray().map((value) => Number(value.toString()));
}

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => page.doc.context.lookup(ref))
      : [contents];
  return streams
    .map((stream) =>
      stream instanceof PDFRawStream
        ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1")
        : "",
    )
    .join("\n");
}

describe("renderInteriorPdf", () => {
  it("measures like the engine: the embedded fonts' widths match the AFM table within 1/1000 em", async () => {
    const document = await PDFDocument.create();
    document.registerFontkit(fontkit);
    for (const role of FONT_ROLES) {
      const font = await document.embedFont(fonts[role]);
      for (let code = 32; code <= 126; code += 1) {
        const char = String.fromCharCode(code);
        const engine = measureText(char, role, 1000);
        expect(
          Math.abs(font.widthOfTextAtSize(char, 1000) - engine),
          `${role} ${char}`,
        ).toBeLessThanOrEqual(1);
      }
    }
  });

  it("draws one PDF page per laid-out page, MediaBox the page and TrimBox the trim", async () => {
    const book = smallBook();
    const pdf = await PDFDocument.load(await renderInteriorPdf({ book }, fonts));
    expect(pdf.getPageCount()).toBe(book.pages.length);
    for (const page of pdf.getPages()) {
      expect(boxOf(page, "MediaBox")).toEqual([0, 0, 432, 648]);
      expect(boxOf(page, "TrimBox")).toEqual([0, 0, 432, 648]);
      expect(boxOf(page, "BleedBox")).toEqual([0, 0, 432, 648]);
    }
  });

  it("with bleed, the page is 0.125 in wider and taller on each bleed edge and TrimBox sits inside it", async () => {
    const book = smallBook({ bleed: true, trim: "8.5x11" });
    const pdf = await PDFDocument.load(await renderInteriorPdf({ book }, fonts));
    const [recto, verso] = pdf.getPages();
    if (!recto || !verso) throw new Error("two pages expected");
    expect(boxOf(recto, "MediaBox")).toEqual([0, 0, 621, 810]);
    expect(boxOf(recto, "BleedBox")).toEqual([0, 0, 621, 810]);
    // The recto's spine edge (left) has no bleed; the verso's is on the right.
    expect(boxOf(recto, "TrimBox")).toEqual([0, 9, 612, 801]);
    expect(boxOf(verso, "TrimBox")).toEqual([9, 9, 621, 801]);
  });

  it("embeds every font it uses as a TrueType subset (FontFile2), never a standard font", async () => {
    const pdf = await PDFDocument.load(await renderInteriorPdf({ book: everyKindBook() }, fonts));
    const fontDicts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFDict =>
          object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("Font"),
      );
    const descendants = fontDicts.filter(
      (font) => font.get(PDFName.of("Subtype")) === PDFName.of("CIDFontType2"),
    );
    expect(descendants.length).toBe(3);
    for (const font of fontDicts) {
      expect(font.get(PDFName.of("Subtype"))).not.toBe(PDFName.of("Type1"));
    }
    for (const font of descendants) {
      const descriptor = pdf.context.lookup(font.get(PDFName.of("FontDescriptor")), PDFDict);
      expect(descriptor.get(PDFName.of("FontFile2"))).toBeInstanceOf(PDFRef);
      const subset = pdf.context.lookup(descriptor.get(PDFName.of("FontFile2")));
      expect(subset).toBeInstanceOf(PDFRawStream);
      // A subset is a fraction of the 105–140 KB font files.
      expect((subset as PDFRawStream).contents.length).toBeLessThan(60_000);
    }
  });

  it("draws every element kind, y flipped: the text's baseline 100 pt from the top", async () => {
    const book = everyKindBook();
    const pdf = await PDFDocument.load(await renderInteriorPdf({ book }, fonts));
    const page = pdf.getPage(0);
    const content = contentOf(page);
    const height = book.pageHeightPt;
    expect(content).toContain(`1 0 0 1 72 ${height - 100} Tm`);
    expect(content).toMatch(new RegExp(`72 ${height - 120} m\\s+200 ${height - 120} l\\s+S`));
    expect(content).toContain(`72 ${height - 170} 50 30 re`);
    expect(content).toContain(" c\n"); // the circle's Bézier curves
    expect(content).toMatch(/h\s+S/); // the closed polyline
    expect(content).toContain("0.8 g"); // 20% ink in the grid's shaded cells
  });

  it("gives the same bytes for the same book, and different ones for another", async () => {
    const first = await renderInteriorPdf({ book: smallBook() }, fonts);
    const second = await renderInteriorPdf({ book: smallBook() }, fonts);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const other = await renderInteriorPdf({ book: smallBook({ trim: "8.5x11" }) }, fonts);
    expect(Buffer.from(first).equals(Buffer.from(other))).toBe(false);
  });

  it("puts the watermark on every page, marked as a watermark artifact", async () => {
    const book = smallBook();
    const pdf = await PDFDocument.load(
      await renderInteriorPdf({ book, watermark: "Free sample made with Inkforge" }, fonts),
    );
    expect(pdf.getSubject()).toBe("Free sample made with Inkforge");
    for (const page of pdf.getPages()) {
      expect(contentOf(page)).toContain(
        "/Artifact << /Type /Pagination /Subtype /Watermark >> BDC",
      );
    }
    const plain = await PDFDocument.load(await renderInteriorPdf({ book }, fonts));
    expect(contentOf(plain.getPage(0))).not.toContain("/Watermark");
  });

  it("embeds each image ref once, PNG or JPEG by its bytes, fitted and centred in its box", async () => {
    const picture = (format: "png" | "jpeg") =>
      sharp({ create: { width: 300, height: 150, channels: 3, background: "#808080" } })
        [format]()
        .toBuffer();
    const images = { photo: await picture("jpeg"), drawing: await picture("png") };
    const book = smallBook();
    const box = { x: 72, y: 72, width: 200, height: 200 };
    const pages = book.pages.slice(0, 3).map((page, index) => ({
      ...page,
      elements: [{ kind: "image" as const, ref: index < 2 ? "photo" : "drawing", ...box }],
    }));
    const pdf = await PDFDocument.load(
      await renderInteriorPdf({ book: { ...book, pages }, images }, fonts),
    );
    const pictures = [...pdf.context.enumerateIndirectObjects()].flatMap(([, object]) =>
      object instanceof PDFRawStream && String(object.dict.get(PDFName.of("Subtype"))) === "/Image"
        ? [String(object.dict.get(PDFName.of("Filter")))]
        : [],
    );
    // The photo shown on two pages is one XObject; the JPEG stays JPEG (DCT), the PNG is deflated.
    expect(pictures.sort()).toEqual(["/DCTDecode", "/FlateDecode"]);
    // 300 × 150 fitted into 200 × 200: 200 × 100, centred, so 50 pt above and below.
    expect(contentOf(pdf.getPage(0))).toMatch(
      new RegExp(
        `1 0 0 1 72 ${book.pageHeightPt - 72 - 150} cm\\s+1 0 0 1 0 0 cm\\s+200 0 0 100 0 0 cm`,
      ),
    );
  });

  it("refuses an image whose bytes it was not given, or that are neither PNG nor JPEG", async () => {
    const book = smallBook();
    const first = book.pages[0];
    if (!first) throw new Error("no page");
    const withImage: LaidOutBook = {
      ...book,
      pages: [
        { ...first, elements: [{ kind: "image", ref: "gone", x: 0, y: 0, width: 9, height: 9 }] },
      ],
    };
    await expect(renderInteriorPdf({ book: withImage }, fonts)).rejects.toThrow(/gone/);
    await expect(
      renderInteriorPdf({ book: withImage, images: { gone: new Uint8Array([1, 2, 3]) } }, fonts),
    ).rejects.toThrow(/neither PNG nor JPEG/);
  });
});
