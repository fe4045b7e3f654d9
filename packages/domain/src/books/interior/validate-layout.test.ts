import { describe, expect, it } from "vitest";
import { type Box, centerSquare, type Element, insetBox } from "./elements";
import { type InteriorSpec, type LaidOutBook, type LayoutItem, layoutBook } from "./layout-book";
import { type LayoutRuleCode, validateLayout } from "./validate-layout";

// A puzzle keeps its strokes inside its box: half of a 1 pt outline lies outside the path.
const square = (box: Box): Element[] => [
  { kind: "rect", ...centerSquare(insetBox(box, 0.5)), strokePt: 1, fill: 0 },
];
const item: LayoutItem = { drawPuzzle: square, drawAnswer: square };

function spec(overrides: Partial<InteriorSpec> = {}): InteriorSpec {
  return {
    title: "Mazes",
    author: "Ada Inkwell",
    trim: "6x9",
    binding: "paperback",
    paper: "white",
    bleed: false,
    sections: [{ title: "Mazes", items: Array.from({ length: 30 }, () => item) }],
    ...overrides,
  };
}

/** The sample book with one more line of 12 pt text on page 5, inside its margins. */
function withLine(text: string): LaidOutBook {
  return edit(layoutBook(spec()), (copy) => {
    copy.pages[4]?.elements.push({
      kind: "text",
      text,
      font: "regular",
      sizePt: 12,
      x: 100,
      baseline: 200,
      width: 40,
    });
  });
}

function codes(book: LaidOutBook): LayoutRuleCode[] {
  return validateLayout(book).violations.map((violation) => violation.code);
}

/** A copy of a book with some pages changed, as a buggy producer might hand it over. */
function edit(book: LaidOutBook, change: (book: LaidOutBook) => void): LaidOutBook {
  const copy = structuredClone(book);
  change(copy);
  return copy;
}

const blankPage = (book: LaidOutBook, number: number) => {
  const page = book.pages[number - 1];
  if (!page) throw new Error(`no page ${number}`);
  return {
    ...page,
    number,
    side: number % 2 ? "recto" : "verso",
    role: "blank",
    blank: true,
    elements: [] as Element[],
  } as const;
};

describe("validateLayout", () => {
  it.each([false, true])("accepts what layoutBook produces (bleed %s)", (bleed) => {
    const result = validateLayout(layoutBook(spec({ bleed })));
    expect(result.violations).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("accepts a large-print book with headers", () => {
    expect(validateLayout(layoutBook(spec({ largePrint: true, headers: true }))).ok).toBe(true);
  });

  it("refuses a book under KDP's minimum, naming the rule", () => {
    const book = layoutBook(
      spec({ notesToMinimum: false, sections: [{ title: "Mazes", items: [item] }] }),
    );
    const result = validateLayout(book);
    expect(result.ok).toBe(false);
    expect(result.violations[0]).toMatchObject({ code: "page-count-below-minimum" });
    expect(result.violations[0]?.message).toMatch(/minimum .* 24 pages; the book has 4/);
  });

  it("uses the paper's own minimum (standard colour starts at 72 pages)", () => {
    expect(codes(layoutBook(spec({ paper: "standard-color" })))).toEqual([]);
    expect(layoutBook(spec({ paper: "standard-color" })).pages.length).toBe(72);
    const short = layoutBook(spec({ paper: "standard-color", notesToMinimum: false }));
    expect(codes(short)).toContain("page-count-below-minimum");
  });

  it("refuses a book over KDP's maximum for the trim and paper", () => {
    const book = layoutBook(
      spec({
        trim: "8.5x11",
        paper: "cream",
        sections: [{ title: "Mazes", items: Array.from({ length: 500 }, () => item) }],
      }),
    );
    expect(codes(book)).toContain("page-count-above-maximum");
  });

  it("refuses a trim, binding and paper KDP does not offer", () => {
    expect(codes(layoutBook(spec({ trim: "5x8", binding: "hardcover" })))).toContain(
      "paper-not-offered",
    );
  });

  it("refuses an odd page count", () => {
    const book = edit(layoutBook(spec()), (copy) => {
      copy.pages.pop();
    });
    expect(codes(book)).toContain("page-count-odd");
  });

  it.each<[number, LayoutRuleCode | null]>([
    [4, null],
    [5, "too-many-consecutive-blank-pages"],
  ])("%i blank pages in the middle: %s", (run, code) => {
    const book = edit(layoutBook(spec()), (copy) => {
      for (let number = 4; number < 4 + run; number += 1)
        copy.pages[number - 1] = blankPage(copy, number);
    });
    const found = codes(book).filter((found) => found.includes("blank"));
    expect(found).toEqual(code ? [code] : []);
  });

  it.each<[number, LayoutRuleCode | null]>([
    [10, null],
    [11, "too-many-trailing-blank-pages"],
  ])("%i blank pages at the end: %s", (run, code) => {
    const book = edit(layoutBook(spec()), (copy) => {
      const count = copy.pages.length;
      for (let number = count - run + 1; number <= count; number += 1) {
        copy.pages[number - 1] = blankPage(copy, number);
      }
    });
    const found = codes(book).filter((found) => found.includes("blank"));
    expect(found).toEqual(code ? [code] : []);
  });

  it("refuses an element outside the safe area, on an odd and on an even page", () => {
    for (const number of [5, 6]) {
      const book = edit(layoutBook(spec()), (copy) => {
        const page = copy.pages[number - 1];
        if (!page) throw new Error("no page");
        // A line into the gutter: the inside edge is on the left of a recto, the right of a verso.
        const x =
          page.side === "recto" ? page.safeArea.x - 2 : page.safeArea.x + page.safeArea.width + 2;
        page.elements.push({ kind: "line", x1: x, y1: 100, x2: x, y2: 120, strokePt: 1 });
      });
      const result = validateLayout(book);
      expect(result.violations).toEqual([
        expect.objectContaining({ code: "element-outside-safe-area", page: number }),
      ]);
    }
  });

  it("refuses margins under KDP's minimum for the page count (gutter on alternating sides)", () => {
    const book = edit(layoutBook(spec({ margins: { insideExtraIn: 0 } })), (copy) => {
      for (const page of copy.pages) {
        if (page.side === "recto") page.safeArea = { ...page.safeArea, x: 0.3 * 72 };
      }
    });
    const result = validateLayout(book);
    expect(result.violations.map((violation) => violation.code)).toContain(
      "inside-margin-too-small",
    );
    expect(
      result.violations.find((violation) => violation.code === "inside-margin-too-small")?.message,
    ).toMatch(/0\.375 in for 24–150 pages; page 1 has 0\.3 in/);
  });

  it("refuses an outside margin under 0.375 in with bleed", () => {
    const book = edit(layoutBook(spec({ bleed: true })), (copy) => {
      const page = copy.pages[2];
      if (page) page.safeArea = { ...page.safeArea, y: 0.3 * 72 };
    });
    expect(codes(book)).toContain("outside-margin-too-small");
  });

  it.each<[Element, LayoutRuleCode]>([
    [
      { kind: "text", text: "tiny", font: "regular", sizePt: 6, x: 100, baseline: 200, width: 12 },
      "font-too-small",
    ],
    [{ kind: "line", x1: 100, y1: 200, x2: 150, y2: 200, strokePt: 0.5 }, "line-too-thin"],
    [
      { kind: "rect", x: 100, y: 200, width: 20, height: 20, strokePt: 0, fill: 0.05 },
      "grey-fill-too-light",
    ],
  ])("refuses print KDP cannot reproduce: %o", (element, code) => {
    const book = edit(layoutBook(spec()), (copy) => {
      copy.pages[4]?.elements.push(element);
    });
    expect(codes(book)).toEqual([code]);
  });

  it.each([
    ["Arabic", "كتاب الألغاز", '"ك" (U+0643)'],
    ["Hebrew", "ספר", '"ס" (U+05E1)'],
    ["Chinese", "谜题书", '"谜" (U+8C1C)'],
    ["an emoji", "Puzzles 🧩", '"🧩" (U+1F9E9)'],
    ["a lone surrogate", "Odd \uD800 title", "U+D800"],
  ])("refuses text the book's fonts cannot draw: %s", (_script, text, named) => {
    const book = withLine(text);
    const found = validateLayout(book).violations;
    expect(found.map((v) => v.code)).toEqual(["unprintable-characters"]);
    expect(found[0]?.page).toBe(5);
    expect(found[0]?.message).toContain(named);
    expect(found[0]?.message).toMatch(/which would print as empty boxes\.$/);
  });

  it.each([
    ["French and German", "Noël à Köln, straße"],
    ["Greek", "Παζλ"],
    ["Russian and Ukrainian", "Головоломки ґ"],
    ["typographic punctuation", "“Quotes” — dashes… and €5"],
  ])("prints %s", (_script, text) => {
    const book = withLine(text);
    expect(codes(book)).toEqual([]);
  });

  it.each([
    ["a 120-letter title without a space at 5 × 8", { title: "W".repeat(120), trim: "5x8" }],
    [
      "a 120-letter title and a 160-letter subtitle at 5 × 8",
      { title: "W".repeat(120), subtitle: "M".repeat(160), trim: "5x8" },
    ],
  ] as const)("keeps %s on the title page, inside the margins", (_case, overrides) => {
    const book = layoutBook(spec(overrides));
    expect(codes(book)).toEqual([]);
    const titleSizes = book.pages[0]?.elements.flatMap((element) =>
      element.kind === "text" && element.text.startsWith("W") ? [element.sizePt] : [],
    );
    expect(titleSizes?.length).toBeGreaterThan(1);
  });

  it("refuses a page of the wrong size and pages out of order", () => {
    const book = edit(layoutBook(spec()), (copy) => {
      const page = copy.pages[3];
      if (page) page.widthPt += 9;
      const [a, b] = [copy.pages[5], copy.pages[6]];
      if (a && b) [copy.pages[5], copy.pages[6]] = [b, a];
    });
    const found = codes(book);
    expect(found).toContain("page-size-mismatch");
    expect(found).toContain("page-sequence");
  });
});
