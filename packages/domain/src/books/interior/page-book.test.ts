import { describe, expect, it } from "vitest";
import { findGutterBand } from "../../kdp/interior-rules";
import type { Element } from "./elements";
import { type BookPagePlan, dividerPage, layoutPageBook, type PageBookSpec } from "./page-book";
import { validateLayout } from "./validate-layout";

const square: BookPagePlan = {
  role: "content",
  section: "Body",
  draw: ({ content }): Element[] => [
    {
      kind: "rect",
      x: content.x + 1,
      y: content.y + 1,
      width: 20,
      height: 20,
      strokePt: 1,
      fill: 0,
    },
  ],
};

function spec(pages: number, overrides: Partial<PageBookSpec> = {}): PageBookSpec {
  return {
    title: "Pages",
    author: "Ada Inkwell",
    trim: "6x9",
    binding: "paperback",
    paper: "white",
    bleed: false,
    pages: Array.from({ length: pages }, () => square),
    ...overrides,
  };
}

describe("layoutPageBook", () => {
  it.each([
    // caller's pages, total pages, gutter
    [10, 24, 0.375],
    [147, 150, 0.375],
    [148, 150, 0.375],
    [149, 152, 0.5],
    [298, 300, 0.5],
    [299, 302, 0.625],
    [498, 500, 0.625],
    [499, 502, 0.75],
  ])(
    "%i pages after the front matter make %i pages with KDP's %s in gutter",
    (count, total, gutter) => {
      const book = layoutPageBook(spec(count));
      expect(book.pages).toHaveLength(total);
      expect(book.margins.insideIn).toBeCloseTo(gutter + 0.125, 6);
      expect(findGutterBand(total)?.insideIn).toBe(gutter);
      expect(validateLayout(book)).toEqual({ ok: true, violations: [] });
    },
  );

  it.each([
    ["notes", "notes", false],
    ["blank", "blank", true],
  ] as const)("fills to KDP's minimum with %s pages", (fill, role, blank) => {
    const book = layoutPageBook(spec(3, { fill }));
    const filler = book.pages.slice(5);
    expect(filler.length).toBe(19);
    expect(filler.every((page) => page.role === role && page.blank === blank)).toBe(true);
  });

  it.each([
    [true, 3, "title"],
    [false, 1, "content"],
  ])("titlePage %s puts the first body page at page %i", (titlePage, firstBody, firstRole) => {
    const book = layoutPageBook(spec(30, { titlePage }));
    expect(book.pages[0]?.role).toBe(firstRole);
    expect(book.pages.findIndex((page) => page.role === "content") + 1).toBe(firstBody);
  });

  it("a blank page gets no page number; a page with content and no folio: false gets one", () => {
    const book = layoutPageBook(
      spec(0, {
        pages: [square, { role: "blank" }, { ...square, folio: false }, dividerPage("Part one")],
      }),
    );
    const texts = (index: number) =>
      book.pages[index]?.elements.filter((element) => element.kind === "text").length;
    expect(book.pages[3]?.blank).toBe(true);
    expect(book.pages[3]?.elements).toEqual([]);
    expect(texts(2)).toBe(1);
    expect(texts(4)).toBe(0);
    expect(book.pages[5]?.role).toBe("divider");
    expect(book.pages[5]?.section).toBe("Part one");
    expect(book.puzzles).toEqual([]);
  });

  it("the same spec gives the same pages", () => {
    expect(layoutPageBook(spec(40))).toEqual(layoutPageBook(spec(40)));
  });
});
