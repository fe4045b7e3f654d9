import { describe, expect, it } from "vitest";
import { computeCoverTemplate } from "../../tools/cover-template/cover-template";
import { checkCoverFacts, coverPreflightQuerySchema } from "./check-cover-facts";
import type { FactBox, PdfFacts, PdfPageFacts } from "./check-pdf-facts";

const PT = 72;

// 200 pages of white paper: spine 200 × 0.002252 = 0.4504 in; 2 × 6 + 0.4504 + 2 × 0.125 wide.
const paperback = computeCoverTemplate({
  binding: "paperback",
  trim: "6x9",
  pages: 200,
  paper: "white",
});
const thin = computeCoverTemplate({ binding: "paperback", trim: "6x9", pages: 60, paper: "white" });
const hardcover = computeCoverTemplate({
  binding: "hardcover",
  trim: "6x9",
  pages: 200,
  paper: "white",
});

const box = (xIn: number, yIn: number, widthIn: number, heightIn: number): FactBox => ({
  x: xIn * PT,
  y: yIn * PT,
  width: widthIn * PT,
  height: heightIn * PT,
});

/** A cover page the template's size: a full-bleed background and a title on the front. */
function cover(
  template = paperback,
  options: Partial<PdfPageFacts> & { widthIn?: number; heightIn?: number } = {},
): PdfPageFacts {
  const widthIn = options.widthIn ?? template.widthIn;
  const heightIn = options.heightIn ?? template.heightIn;
  const front = template.regions.safe.front;
  const title = box(front.xIn + 0.5, front.yIn + 1, 3, 0.5);
  return {
    widthPt: widthIn * PT,
    heightPt: heightIn * PT,
    marks: options.marks ?? [box(0, 0, widthIn, heightIn), title],
    textMarks: options.textMarks ?? [title],
    images: options.images ?? [],
  };
}

const file = (pages: PdfPageFacts[], extra: Partial<PdfFacts> = {}): PdfFacts => ({
  pageCount: pages.length,
  pages,
  unreadablePages: [],
  fontsNotEmbedded: [],
  ...extra,
});

const codes = (facts: PdfFacts, template = paperback) =>
  checkCoverFacts(facts, template).findings.map((finding) =>
    finding.page === undefined ? finding.code : `${finding.code}@${finding.page}`,
  );

describe("checkCoverFacts", () => {
  const spineX = paperback.regions.spine.xIn;
  const cases: {
    name: string;
    facts: PdfFacts;
    template?: typeof paperback;
    expected: string[];
  }[] = [
    { name: "a right-size cover with bleed art", facts: file([cover()]), expected: [] },
    {
      name: "a hardcover at its wrap size",
      facts: file([cover(hardcover)]),
      template: hardcover,
      expected: [],
    },
    {
      name: "the trimmed size without bleed",
      facts: file([cover(paperback, { widthIn: paperback.widthIn - 0.25, heightIn: 9 })]),
      expected: ["cover-missing-bleed@1"],
    },
    {
      name: "a spine made for another page count",
      facts: file([cover(paperback, { widthIn: paperback.widthIn + 0.2 })]),
      expected: ["cover-size-mismatch@1"],
    },
    {
      name: "a paperback cover checked as a hardcover",
      facts: file([cover(paperback)]),
      template: hardcover,
      expected: ["cover-size-mismatch@1"],
    },
    {
      name: "an interior uploaded as the cover",
      facts: file([cover(), cover()]),
      expected: ["cover-page-count"],
    },
    {
      name: "art that stops at the trim on the right",
      facts: file([
        cover(paperback, { marks: [box(0, 0, paperback.widthIn - 0.125, paperback.heightIn)] }),
      ]),
      expected: ["cover-art-short-of-bleed@1"],
    },
    {
      name: "a title touching the front's trim edge",
      facts: file([cover(paperback, { textMarks: [box(paperback.widthIn - 0.3, 2, 0.2, 0.4)] })]),
      expected: ["cover-text-outside-safe-area@1"],
    },
    {
      name: "text across the spine fold",
      facts: file([cover(paperback, { textMarks: [box(spineX - 0.2, 2, 0.4, 0.4)] })]),
      expected: ["cover-text-outside-safe-area@1"],
    },
    {
      name: "spine text inside the spine's safe area of a 200-page book",
      facts: file([cover(paperback, { textMarks: [box(spineX + 0.1, 2, 0.25, 3)] })]),
      expected: [],
    },
    {
      name: "spine text on a 60-page book",
      facts: file([cover(thin, { textMarks: [box(thin.regions.spine.xIn + 0.01, 2, 0.1, 3)] })]),
      template: thin,
      expected: ["cover-text-on-thin-spine@1"],
    },
    {
      name: "text in the barcode box",
      facts: file([
        cover(paperback, {
          textMarks: [
            box(paperback.regions.barcode.xIn + 0.2, paperback.regions.barcode.yIn + 0.2, 1, 0.3),
          ],
        }),
      ]),
      expected: ["cover-text-in-barcode-area@1"],
    },
    {
      name: "a 150 DPI cover photo",
      facts: file([
        cover(paperback, {
          images: [{ widthPx: 900, heightPx: 1350, placed: box(6.5, 0, 6, 9) }],
        }),
      ]),
      expected: ["image-low-resolution@1"],
    },
    {
      name: "a font not embedded",
      facts: file([cover()], { fontsNotEmbedded: [{ name: "Arial", pages: [1] }] }),
      expected: ["font-not-embedded@1"],
    },
  ];

  it.each(cases)("$name", ({ facts, template, expected }) => {
    expect(codes(facts, template)).toEqual(expected);
  });

  it("says the expected size, spine and page count in the size finding", () => {
    const report = checkCoverFacts(file([cover(paperback, { widthIn: 12.5 })]), paperback);
    expect(report.expected).toEqual({ widthIn: 12.7, heightIn: 9.25, spineIn: 0.45 });
    expect(report.findings[0]?.message).toContain("a 200-page 6 × 9 in paperback");
    expect(report.findings[0]?.message).toContain("spine 0.45 in");
    expect(report.findings[0]?.message).toContain("12.7 × 9.25 in");
  });
});

describe("coverPreflightQuerySchema", () => {
  it.each([
    [{ binding: "paperback", trim: "6x9", pages: "200", paper: "white" }, null],
    [{ binding: "paperback", trim: "6x10", pages: "200", paper: "white" }, "trim"],
    [{ binding: "paperback", trim: "6x9", pages: "2000", paper: "white" }, "pages"],
    [{ binding: "spiral", trim: "6x9", pages: "200", paper: "white" }, "binding"],
  ])("%j → %s", (query, field) => {
    const parsed = coverPreflightQuerySchema.safeParse(query);
    expect(parsed.success ? null : parsed.error.issues[0]?.path[0]).toBe(field);
  });
});
