import { describe, expect, it } from "vitest";
import { POINTS_PER_INCH } from "../../kdp/interior-rules";
import { type Box, centerSquare, type Element, elementBounds, isBoxInside } from "./elements";
import { type InteriorSpec, type LayoutItem, layoutBook } from "./layout-book";

function squareItem(caption?: string): LayoutItem {
  const draw = (box: Box): Element[] => {
    const square = centerSquare(box);
    return [{ kind: "rect", ...square, strokePt: 1, fill: 0 }];
  };
  return { ...(caption ? { caption } : {}), drawPuzzle: draw, drawAnswer: draw };
}

function items(count: number): LayoutItem[] {
  return Array.from({ length: count }, (_, index) => squareItem(index % 2 ? "Hard" : "Easy"));
}

function spec(overrides: Partial<InteriorSpec> = {}): InteriorSpec {
  return {
    title: "Sudoku for Rainy Days",
    subtitle: "100 puzzles, easy to hard",
    author: "Ada Inkwell",
    trim: "6x9",
    binding: "paperback",
    paper: "white",
    bleed: false,
    copyright: { year: 2026, holder: "Ada Inkwell" },
    headers: true,
    sections: [
      {
        title: "Sudoku",
        howToPlay: ["Fill every row, column and box with the digits 1 to 9."],
        puzzlesPerPage: 2,
        answersPerPage: 6,
        items: items(40),
      },
    ],
    ...overrides,
  };
}

const IN = POINTS_PER_INCH;

describe("layoutBook", () => {
  it("front matter, puzzles, answers, an even page count, and puzzle numbers through the book", () => {
    const book = layoutBook(spec());
    const roles = book.pages.map((page) => page.role);
    expect(roles.slice(0, 3)).toEqual(["title", "copyright", "how-to-play"]);
    expect(roles.filter((role) => role === "puzzles")).toHaveLength(20);
    expect(roles.filter((role) => role === "answers")).toHaveLength(7);
    expect(book.pages.length % 2).toBe(0);
    expect(book.pages.length).toBeGreaterThanOrEqual(24);
    expect(book.puzzles.map((puzzle) => puzzle.number)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    expect(book.puzzles[0]).toMatchObject({ page: 4, answerPage: 24 });
    expect(book.puzzles[2]).toMatchObject({ page: 5 });
  });

  it("is deterministic", () => {
    expect(JSON.stringify(layoutBook(spec()))).toBe(JSON.stringify(layoutBook(spec())));
  });

  it("labels every answer with its puzzle number and the page the puzzle is on", () => {
    const book = layoutBook(spec());
    const labels = book.pages
      .filter((page) => page.role === "answers")
      .flatMap((page) => page.elements)
      .flatMap((element) => (element.kind === "text" ? [element.text] : []))
      .filter((text) => text.startsWith("Puzzle "));
    expect(labels).toHaveLength(40);
    for (const puzzle of book.puzzles) {
      expect(labels).toContain(`Puzzle ${puzzle.number} (page ${puzzle.page})`);
      const page = book.pages[puzzle.page - 1];
      const captions = page?.elements.flatMap((element) =>
        element.kind === "text" ? [element.text] : [],
      );
      expect(captions?.some((text) => text.startsWith(`Puzzle ${puzzle.number} ·`))).toBe(true);
    }
  });

  it.each([false, true])(
    "bleed %s: the gutter alternates sides and every element stays inside the safe area",
    (bleed) => {
      const book = layoutBook(spec({ bleed }));
      const bleedPt = bleed ? 0.125 * IN : 0;
      expect(book.pageWidthPt).toBeCloseTo(6 * IN + bleedPt);
      expect(book.pageHeightPt).toBeCloseTo(9 * IN + 2 * bleedPt);
      for (const page of book.pages) {
        const right = page.widthPt - page.safeArea.x - page.safeArea.width;
        const inside = page.side === "recto" ? page.safeArea.x : right;
        const outside = page.side === "recto" ? right : page.safeArea.x;
        expect(page.side).toBe(page.number % 2 ? "recto" : "verso");
        expect(inside).toBeCloseTo(book.margins.insideIn * IN);
        expect(outside).toBeCloseTo(book.margins.outsideIn * IN);
        expect(page.trimBox.x).toBe(page.side === "recto" ? 0 : bleedPt);
        for (const element of page.elements) {
          expect(isBoxInside(elementBounds(element), page.safeArea)).toBe(true);
        }
      }
    },
  );

  it("widens the gutter with the page count (151+ pages: 0.5 in plus the design allowance)", () => {
    const small = layoutBook(spec());
    const big = layoutBook(
      spec({
        sections: [{ title: "Sudoku", puzzlesPerPage: 1, answersPerPage: 6, items: items(140) }],
      }),
    );
    expect(small.pages.length).toBeLessThanOrEqual(150);
    expect(small.margins.insideIn).toBe(0.5);
    expect(big.pages.length).toBeGreaterThan(150);
    expect(big.margins.insideIn).toBe(0.625);
  });

  it("fills a short book to KDP's minimum with notes pages and pads to an even count", () => {
    const book = layoutBook(
      spec({ sections: [{ title: "Mazes", puzzlesPerPage: 1, items: items(3) }] }),
    );
    expect(book.pages.length).toBe(24);
    expect(book.pages.filter((page) => page.role === "notes").length).toBeGreaterThan(10);
    const odd = layoutBook(
      spec({
        notesToMinimum: false,
        copyright: undefined,
        sections: [{ title: "Mazes", puzzlesPerPage: 1, items: items(1) }],
      }),
    );
    // title, blank verso, how-to… none here, 1 puzzle, 1 answer page = 4: already even.
    expect(odd.pages.map((page) => page.role)).toEqual(["title", "blank", "puzzles", "answers"]);
    const padded = layoutBook(
      spec({
        notesToMinimum: false,
        sections: [{ title: "Mazes", puzzlesPerPage: 1, items: items(2), answersPerPage: 2 }],
      }),
    );
    expect(padded.pages.map((page) => page.role)).toEqual([
      "title",
      "copyright",
      "puzzles",
      "puzzles",
      "answers",
      "blank",
    ]);
    expect(padded.pages.at(-1)?.blank).toBe(true);
  });

  it("large print: 16 pt body, one puzzle per page, at most four answers per page", () => {
    const book = layoutBook(spec({ largePrint: true }));
    expect(book.pages.filter((page) => page.role === "puzzles")).toHaveLength(40);
    expect(book.pages.filter((page) => page.role === "answers")).toHaveLength(10);
    const howTo = book.pages.find((page) => page.role === "how-to-play");
    const sizes = howTo?.elements.flatMap((element) =>
      element.kind === "text" ? [element.sizePt] : [],
    );
    expect(sizes).toContain(16);
  });

  it("page numbers on every page but the title and blank pages; headers alternate", () => {
    const book = layoutBook(spec());
    for (const page of book.pages) {
      const texts = page.elements.flatMap((element) =>
        element.kind === "text" ? [element.text] : [],
      );
      if (page.role === "title" || page.blank) expect(texts).not.toContain(String(page.number));
      else expect(texts).toContain(String(page.number));
    }
    const puzzlePages = book.pages.filter((page) => page.role === "puzzles");
    const head = (index: number) => {
      const first = puzzlePages[index]?.elements[puzzlePages[index].elements.length - 2];
      return first?.kind === "text" ? first.text : null;
    };
    const verso = puzzlePages.findIndex((page) => page.side === "verso");
    const recto = puzzlePages.findIndex((page) => page.side === "recto");
    expect(head(verso)).toBe("Sudoku for Rainy Days");
    expect(head(recto)).toBe("Sudoku");
  });

  it("no page numbers or headers when switched off", () => {
    const book = layoutBook(spec({ pageNumbers: false, headers: false }));
    const puzzlePage = book.pages.find((page) => page.role === "puzzles");
    const texts = puzzlePage?.elements.flatMap((element) =>
      element.kind === "text" ? [element.text] : [],
    );
    expect(texts?.every((text) => text.startsWith("Puzzle "))).toBe(true);
  });

  it("a long how-to-play text flows onto a second page", () => {
    const paragraph = "Every row, column and box holds each digit once. ".repeat(40);
    const book = layoutBook(
      spec({
        sections: [
          { title: "Sudoku", howToPlay: [paragraph, paragraph, paragraph], items: items(2) },
        ],
      }),
    );
    const howTo = book.pages.filter((page) => page.role === "how-to-play");
    expect(howTo.length).toBeGreaterThanOrEqual(2);
  });

  it("the copyright year is the spec's, never the clock's", () => {
    const book = layoutBook(spec({ copyright: { year: 1999, holder: "Ada Inkwell" } }));
    const texts = book.pages[1]?.elements.flatMap((element) =>
      element.kind === "text" ? [element.text] : [],
    );
    expect(texts?.[0]).toBe("Copyright © 1999 Ada Inkwell. All rights reserved.");
  });
});
