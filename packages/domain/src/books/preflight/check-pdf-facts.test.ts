import { describe, expect, it } from "vitest";
import {
  checkPdfFacts,
  matchKdpPageSize,
  type PdfFacts,
  type PdfPageFacts,
  preflightExpectationsSchema,
} from "./check-pdf-facts";

const PT = 72;

/** A 6 × 9 in page (optionally with bleed) with one text block inside a 0.5 in margin. */
function page(options: Partial<PdfPageFacts> & { bleed?: boolean } = {}): PdfPageFacts {
  const widthPt = options.widthPt ?? (options.bleed ? 6.125 : 6) * PT;
  const heightPt = options.heightPt ?? (options.bleed ? 9.25 : 9) * PT;
  return {
    widthPt,
    heightPt,
    marks: options.marks ?? [
      { x: 0.5 * PT, y: 0.5 * PT, width: widthPt - PT, height: heightPt - PT },
    ],
    images: options.images ?? [],
  };
}

function book(pages: PdfPageFacts[], extra: Partial<PdfFacts> = {}): PdfFacts {
  return { pageCount: pages.length, pages, unreadablePages: [], fontsNotEmbedded: [], ...extra };
}

const many = (count: number, make: (index: number) => PdfPageFacts = () => page()) =>
  Array.from({ length: count }, (_, index) => make(index));

const codesAndPages = (facts: PdfFacts, expectations = {}) =>
  checkPdfFacts(facts, expectations).findings.map((finding) =>
    finding.page === undefined ? finding.code : `${finding.code}@${finding.page}`,
  );

describe("checkPdfFacts", () => {
  const cases: { name: string; facts: PdfFacts; expectations?: object; expected: string[] }[] = [
    { name: "a clean 6 × 9 book", facts: book(many(24)), expected: [] },
    {
      name: "a clean 6 × 9 book with bleed",
      facts: book(many(24, () => page({ bleed: true }))),
      expected: [],
    },
    {
      name: "a page size that is no KDP trim (A5)",
      facts: book(many(24, () => page({ widthPt: 420, heightPt: 595 }))),
      expected: ["page-size-not-kdp@1"],
    },
    {
      name: "a KDP trim other than the expected one",
      facts: book(many(24)),
      expectations: { trim: "8.5x11" },
      expected: ["page-size-not-expected-trim@1"],
    },
    {
      name: "page 3 a different size",
      facts: book(
        many(24, (index) =>
          index === 2 ? page({ widthPt: 8.5 * PT, heightPt: 11 * PT }) : page(),
        ),
      ),
      expected: ["page-size-varies@3"],
    },
    { name: "an odd page count", facts: book(many(25)), expected: ["page-count-odd"] },
    { name: "under 24 pages", facts: book(many(10)), expected: ["page-count-below-minimum"] },
    {
      name: "a page count other than expected",
      facts: book(many(24)),
      expectations: { pages: 26 },
      expected: ["page-count-not-expected"],
    },
    {
      name: "above the limit for the paper (6 × 9 white: 828)",
      facts: book(
        many(830, () => page({ marks: [{ x: PT, y: PT, width: 4 * PT, height: 7 * PT }] })),
      ),
      expectations: { paper: "white" },
      expected: ["page-count-above-maximum"],
    },
    {
      name: "text in the gutter of a recto page (spine on the left)",
      facts: book(
        many(24, (index) =>
          index === 4
            ? page({ marks: [{ x: 0.1 * PT, y: PT, width: 2 * PT, height: 12 }] })
            : page(),
        ),
      ),
      expected: ["content-in-gutter@5"],
    },
    {
      name: "text near the left edge of a verso page is in its outside margin, not the gutter",
      facts: book(
        many(24, (index) =>
          index === 5
            ? page({ marks: [{ x: 0.3 * PT, y: PT, width: 2 * PT, height: 12 }] })
            : page(),
        ),
      ),
      expected: [],
    },
    {
      name: "text past the outside margin",
      facts: book(
        many(24, (index) =>
          index === 5
            ? page({ marks: [{ x: 0.1 * PT, y: PT, width: 2 * PT, height: 12 }] })
            : page(),
        ),
      ),
      expected: ["content-outside-margin@6"],
    },
    {
      name: "bleed art reaching the trimmed edge is allowed",
      facts: book(
        many(24, () =>
          page({ bleed: true, marks: [{ x: 0, y: 0, width: 6.125 * PT, height: 9.25 * PT }] }),
        ),
      ),
      expected: [],
    },
    {
      name: "a 150 DPI image on page 2",
      facts: book(
        many(24, (index) =>
          index === 1
            ? page({
                images: [
                  {
                    widthPx: 300,
                    heightPx: 300,
                    placed: { x: PT, y: PT, width: 2 * PT, height: 2 * PT },
                  },
                ],
              })
            : page(),
        ),
      ),
      expected: ["image-low-resolution@2"],
    },
    {
      name: "a 300 DPI image is fine",
      facts: book(
        many(24, () =>
          page({
            images: [
              {
                widthPx: 600,
                heightPx: 600,
                placed: { x: PT, y: PT, width: 2 * PT, height: 2 * PT },
              },
            ],
          }),
        ),
      ),
      expected: [],
    },
    {
      name: "a font without its program",
      facts: book(many(24), { fontsNotEmbedded: [{ name: "Helvetica", pages: [3, 4] }] }),
      expected: ["font-not-embedded@3"],
    },
    {
      name: "five blank pages in a row from page 4",
      facts: book(many(24, (index) => (index >= 3 && index < 8 ? page({ marks: [] }) : page()))),
      expected: ["too-many-consecutive-blank-pages@4"],
    },
    {
      name: "eleven blank pages at the end",
      facts: book(many(36, (index) => (index >= 25 ? page({ marks: [] }) : page()))),
      expected: ["too-many-trailing-blank-pages@26"],
    },
    {
      name: "an unreadable page",
      facts: book(many(24), { unreadablePages: [7] }),
      expected: ["page-unreadable@7"],
    },
    {
      name: "a declared page count past what is checked",
      facts: { pageCount: 1_000_000, pages: [], unreadablePages: [], fontsNotEmbedded: [] },
      expected: ["too-many-pages"],
    },
  ];

  it.each(cases)("$name", ({ facts, expectations, expected }) => {
    expect(codesAndPages(facts, expectations)).toEqual(expected);
    expect(checkPdfFacts(facts, expectations).ok).toBe(expected.length === 0);
  });

  it("widens the gutter with the page count (151+ pages need 0.5 in)", () => {
    const facts = book(
      many(160, () => page({ marks: [{ x: 0.45 * PT, y: PT, width: 5 * PT, height: 12 }] })),
    );
    const gutter = checkPdfFacts(facts).findings.filter((f) => f.code === "content-in-gutter");
    // Recto pages only (the verso's 0.45 in is its outside edge), capped at 20 plus a summary.
    expect(gutter.slice(0, 3).map((f) => f.page)).toEqual([1, 3, 5]);
    expect(gutter).toHaveLength(21);
    expect(gutter[0]?.message).toContain("0.5 in");
  });

  it("reads page size in inches from the first page", () => {
    const report = checkPdfFacts(book(many(24, () => page({ bleed: true }))));
    expect([report.widthIn, report.heightIn, report.pageCount]).toEqual([6.13, 9.25, 24]);
  });
});

describe("matchKdpPageSize", () => {
  it.each([
    [6, 9, "6x9", false],
    [6.125, 9.25, "6x9", true],
    [8.5, 11, "8.5x11", false],
    [8.625, 11.25, "8.5x11", true],
    [8.27, 11.69, "8.27x11.69", false],
  ])("%s × %s in is %s (bleed %s)", (width, height, trim, bleed) => {
    expect(matchKdpPageSize(width, height)).toMatchObject({ trim: { id: trim }, bleed });
  });

  it("finds no trim for A5 or US letter landscape", () => {
    expect(matchKdpPageSize(5.83, 8.27)).toBeNull();
    expect(matchKdpPageSize(11, 8.5)).toBeNull();
  });
});

describe("preflightExpectationsSchema", () => {
  it.each([
    [{ trim: "6x9", pages: "120" }, true],
    [{ trim: "6x10" }, false],
    [{ paper: "glossy" }, false],
    [{ pages: "0" }, false],
    [{ pages: "1.5" }, false],
    [{ binding: "hardcover" }, true],
  ])("%j valid: %s", (input, valid) => {
    expect(preflightExpectationsSchema.safeParse(input).success).toBe(valid);
  });
});
