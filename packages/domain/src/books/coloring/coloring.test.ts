import { describe, expect, it } from "vitest";
import { PRINT_MINIMUMS } from "../../kdp/interior-rules";
import { elementBounds, insetBox, isBoxInside } from "../interior/elements";
import { validateLayout } from "../interior/validate-layout";
import {
  type ColoringBookInput,
  coloringBookRequestSchema,
  layoutColoringBook,
  planColoringBook,
} from "./coloring-book";
import {
  COLORING_LINE,
  COLORING_STYLES,
  COMPLEXITIES,
  detailStrokePt,
  generateColoringDesign,
} from "./designs";

const box = { x: 40, y: 50, width: 420, height: 560 };
const cases = COLORING_STYLES.flatMap((style) =>
  COMPLEXITIES.map((complexity) => [style, complexity] as const),
);

describe("coloring designs", () => {
  it("the line floor prints at 300 DPI and is at least KDP's minimum", () => {
    expect(COLORING_LINE.minPt).toBeGreaterThanOrEqual(PRINT_MINIMUMS.lineWeightPt);
    // 300 device pixels per inch: a line must cover at least 4 of them.
    expect((COLORING_LINE.minPt / 72) * 300).toBeGreaterThanOrEqual(4);
    for (const complexity of COMPLEXITIES) {
      expect(detailStrokePt(complexity)).toBeGreaterThanOrEqual(COLORING_LINE.minPt);
    }
  });

  it.each(cases)(
    "%s at complexity %i: closed outlines only, thick enough, inside the box",
    (style, complexity) => {
      for (const seed of ["a", "b", 7]) {
        const design = generateColoringDesign(style, seed, complexity, box);
        expect(design.elements.length).toBeGreaterThan(5);
        for (const element of design.elements) {
          expect(["polyline", "circle"]).toContain(element.kind);
          if (element.kind === "polyline") expect(element.closed).toBe(true);
          if (element.kind === "circle") expect(element.fill).toBe(0);
          expect("strokePt" in element && element.strokePt).toBeGreaterThanOrEqual(
            COLORING_LINE.minPt,
          );
          expect(isBoxInside(elementBounds(element), box)).toBe(true);
        }
      }
    },
  );

  it.each(COLORING_STYLES)(
    "%s: the same seed gives the same art, another seed other art",
    (style) => {
      const first = generateColoringDesign(style, "seed-1", 3, box);
      expect(generateColoringDesign(style, "seed-1", 3, box)).toEqual(first);
      expect(generateColoringDesign(style, "seed-2", 3, box).elements).not.toEqual(first.elements);
    },
  );

  it.each(COLORING_STYLES)("%s: more complexity makes more regions", (style) => {
    const count = (complexity: 1 | 5) =>
      generateColoringDesign(style, "s", complexity, box).elements.length;
    expect(count(5)).toBeGreaterThan(count(1));
  });
});

describe("coloring books", () => {
  const base = { title: "Mandalas to Calm", author: "Ada Inkwell" };

  it("a 50-design mandala book: a design on every right-hand page, a blank back behind it", () => {
    const book = layoutColoringBook(base, { seed: "book", year: 2026 });
    expect(book.trim).toBe("8.5x11");
    const designs = book.pages.filter((page) => page.role === "content");
    expect(designs).toHaveLength(50);
    expect(book.pages).toHaveLength(102);
    for (const page of designs) {
      expect(page.side).toBe("recto");
      const back = book.pages[page.number];
      expect(back?.blank).toBe(true);
      expect(back?.elements).toEqual([]);
      // The art keeps 1/8 in clear of the safe area, whose inside edge is KDP's gutter.
      const clear = insetBox(page.safeArea, 9);
      expect(page.elements.every((e) => isBoxInside(elementBounds(e), clear))).toBe(true);
      // No page number inside the art: every element is line art.
      expect(page.elements.every((element) => element.kind !== "text")).toBe(true);
    }
    expect(validateLayout(book)).toEqual({ ok: true, violations: [] });
  });

  const bookCases: [Partial<ColoringBookInput>, number, number][] = [
    [{ singleSided: false, designs: 30 }, 32, 0],
    [{ singleSided: true, designs: 30 }, 62, 30],
    [{ singleSided: true, designs: 5, styles: ["floral", "tiled"] }, 24, 5],
    [{ designs: 12, styles: ["stained-glass", "geometric"], bleed: true, trim: "8x10" }, 26, 12],
  ];
  it.each(bookCases)(
    "%j makes %i pages with %i blank backs and passes",
    (options, pages, backs) => {
      const book = layoutColoringBook({ ...base, ...options }, { seed: 3, year: 2026 });
      expect(book.pages).toHaveLength(pages);
      const blankBacks = book.pages.filter(
        (page, index) => page.blank && book.pages[index - 1]?.role === "content",
      );
      expect(blankBacks).toHaveLength(backs);
      expect(validateLayout(book).violations).toEqual([]);
    },
  );

  it("the same seed builds the same book", () => {
    const request = coloringBookRequestSchema.parse({ ...base, designs: 4 });
    const a = planColoringBook(request, { seed: "x", year: 2026 });
    const one = layoutColoringBook({ ...base, designs: 4 }, { seed: "x", year: 2026 });
    const two = layoutColoringBook({ ...base, designs: 4 }, { seed: "x", year: 2026 });
    expect(one).toEqual(two);
    expect(a.pages).toHaveLength(8);
  });

  it.each([
    [{ designs: 0 }, "designs"],
    [{ complexity: 6 }, "complexity"],
    [{ styles: ["paisley"] }, "styles"],
  ])("the schema refuses %j at %s", (input, field) => {
    const parsed = coloringBookRequestSchema.safeParse({ ...base, ...input });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path[0]).toBe(field);
  });
});
