import { describe, expect, it } from "vitest";
import { PRINT_MINIMUMS } from "../../kdp/interior-rules";
import { type Element, elementBounds, isBoxInside } from "../interior/elements";
import { validateLayout } from "../interior/validate-layout";
import {
  ActivityBookRequestError,
  activityBookRequestSchema,
  layoutActivityBook,
  planActivityBook,
  STARTER_ACTIVITY_SECTIONS,
} from "./activity-book";
import type { ColourByNumberPage, CountingPage, DotToDotPage, MatchingPage } from "./pictures";
import { activityTypes, findActivityType, SHIPPED_ACTIVITY_TYPE_COUNT } from "./registry";
import { glyphStrokes, TRACEABLE } from "./stroke-font";
import { AGE_BANDS, type AgeBand } from "./types";

const box = { x: 40, y: 80, width: 460, height: 560 };
const cases = activityTypes.flatMap((type) => AGE_BANDS.map((band) => [type.id, band] as const));

function requireType(id: string) {
  const type = findActivityType(id);
  if (!type) throw new Error(id);
  return type;
}

function checkPrintable(elements: Element[]) {
  for (const element of elements) {
    expect(isBoxInside(elementBounds(element), box)).toBe(true);
    if ("strokePt" in element && element.strokePt > 0) {
      expect(element.strokePt).toBeGreaterThanOrEqual(PRINT_MINIMUMS.lineWeightPt);
    }
    if (element.kind === "text")
      expect(element.sizePt).toBeGreaterThanOrEqual(PRINT_MINIMUMS.fontSizePt);
  }
}

describe("the activity registry", () => {
  it("ships 16 types with unique ids; the count is read from the list", () => {
    expect(SHIPPED_ACTIVITY_TYPE_COUNT).toBe(activityTypes.length);
    expect(SHIPPED_ACTIVITY_TYPE_COUNT).toBe(16);
    expect(new Set(activityTypes.map((type) => type.id)).size).toBe(activityTypes.length);
  });

  it.each([
    ["dot-to-dot", true],
    ["letter-tracing", false],
    ["number-tracing", false],
    ["shape-tracing", false],
    ["handwriting", false],
    ["maze", true],
    ["word-search", true],
    ["sudoku", true],
    ["tic-tac-toe", false],
    ["dots-and-boxes", false],
    ["copy-the-picture", false],
    ["counting", true],
    ["matching", true],
    ["shadow-matching", true],
    ["spot-the-difference", true],
    ["colour-by-number", true],
  ])("%s has an answer: %s", (id, hasAnswer) => {
    expect(requireType(id).hasAnswer).toBe(hasAnswer);
  });

  it.each(cases)(
    "%s for ages %s: same seed, same page; drawn printable inside its box",
    (id, band) => {
      const type = requireType(id);
      for (const [seed, index] of [
        ["s1", 0],
        ["s2", 7],
      ] as const) {
        const page = type.generate(seed, { ageBand: band, index });
        expect(type.generate(seed, { ageBand: band, index })).toEqual(page);
        const elements = type.draw(page, box);
        expect(elements.length).toBeGreaterThan(0);
        checkPrintable(elements);
        if (type.drawAnswer) {
          const answer = type.drawAnswer(page, box);
          expect(answer.length).toBeGreaterThan(0);
          checkPrintable(answer);
        }
        expect(type.instruction(page).length).toBeGreaterThan(10);
      }
    },
  );
});

const thickest = (elements: Element[]) =>
  Math.max(...elements.map((element) => ("strokePt" in element ? element.strokePt : 0)));

describe("age bands", () => {
  it.each(["letter-tracing", "number-tracing", "shape-tracing", "tic-tac-toe"])(
    "%s draws thicker lines for younger children",
    (id) => {
      const type = requireType(id);
      const at = (band: AgeBand) =>
        thickest(type.draw(type.generate("x", { ageBand: band, index: 0 }), box));
      expect(at("3-5")).toBeGreaterThan(at("4-6"));
      expect(at("4-6")).toBeGreaterThan(at("6-8"));
    },
  );

  it.each([
    ["3-5", 10, 4, 5],
    ["4-6", 20, 4, 7],
    ["6-8", 30, 6, 10],
  ] as const)(
    "ages %s: %i dots, sudoku of size %i, maze of size %i",
    (band, dots, sudoku, maze) => {
      const dot = requireType("dot-to-dot").generate("x", {
        ageBand: band,
        index: 0,
      }) as DotToDotPage;
      expect(dot.dots).toBe(dots);
      const grid = requireType("sudoku").generate("x", { ageBand: band, index: 0 }) as unknown as {
        puzzle: { size: number };
      };
      expect(grid.puzzle.size).toBe(sudoku);
      const mazePage = requireType("maze").generate("x", {
        ageBand: band,
        index: 0,
      }) as unknown as {
        puzzle: { size: number };
      };
      expect(mazePage.puzzle.size).toBe(maze);
    },
  );
});

describe("activity pages", () => {
  it("the tracing font has every capital and digit, each inside its 4 × 6 cell", () => {
    expect(TRACEABLE.length).toBe(36);
    for (const char of TRACEABLE) {
      for (const stroke of glyphStrokes(char)) {
        for (const [x, y] of stroke) {
          expect(x).toBeGreaterThanOrEqual(-0.01);
          expect(x).toBeLessThanOrEqual(4.01);
          expect(y).toBeGreaterThanOrEqual(-0.01);
          expect(y).toBeLessThanOrEqual(6.01);
        }
      }
    }
  });

  it("dot-to-dot numbers every dot once and its answer joins them all", () => {
    const type = requireType("dot-to-dot");
    const page = type.generate("d", { ageBand: "6-8", index: 0 }) as DotToDotPage;
    const labels = type.draw(page, box).flatMap((e) => (e.kind === "text" ? [e.text] : []));
    expect(labels).toEqual(Array.from({ length: 30 }, (_, index) => String(index + 1)));
    const [answer] = type.drawAnswer?.(page, box) ?? [];
    expect(answer?.kind === "polyline" && answer.closed && answer.points.length).toBe(60);
  });

  it.each(AGE_BANDS)(
    "matching for ages %s never faces a picture with its match and joins every pair",
    (band) => {
      const type = requireType("matching");
      for (const seed of ["a", "b", "c", "d"]) {
        const page = type.generate(seed, { ageBand: band, index: 0 }) as MatchingPage;
        expect(page.right.some((value, index) => value === index)).toBe(false);
        const lines = (type.drawAnswer?.(page, box) ?? []).filter((e) => e.kind === "line");
        expect(lines).toHaveLength(page.shapes.length);
      }
    },
  );

  it("counting's answer names each row's count", () => {
    const type = requireType("counting");
    const page = type.generate("c", { ageBand: "4-6", index: 0 }) as CountingPage;
    const texts = (type.drawAnswer?.(page, box) ?? []).flatMap((e) =>
      e.kind === "text" ? [e.text] : [],
    );
    expect(texts.map((text) => Number.parseInt(text, 10))).toEqual(
      page.rows.map((row) => row.count),
    );
    const shapes = type.draw(page, box).filter((e) => e.kind === "polyline");
    expect(shapes).toHaveLength(page.rows.reduce((sum, row) => sum + row.count, 0));
  });

  it.each(AGE_BANDS)("colour by number for ages %s numbers every region within the key", (band) => {
    const type = requireType("colour-by-number");
    const page = type.generate("p", { ageBand: band, index: 0 }) as ColourByNumberPage;
    const elements = type.draw(page, box);
    const regions = elements.filter((e) => e.kind === "polyline");
    const numbers = elements.flatMap((e) =>
      e.kind === "text" && /^\d+$/.test(e.text) ? [Number(e.text)] : [],
    );
    expect(regions).toHaveLength(page.cells.length);
    expect(numbers).toHaveLength(page.cells.length);
    expect(numbers.every((n) => n >= 1 && n <= page.palette)).toBe(true);
  });
});

describe("activity books", () => {
  const base = { title: "Fun Activities", author: "Ada Inkwell" };
  const sixty = {
    ...base,
    ageBand: "4-6" as const,
    sections: [
      { type: "dot-to-dot", count: 6 },
      { type: "letter-tracing", count: 6 },
      { type: "number-tracing", count: 4 },
      { type: "maze", count: 5 },
      { type: "word-search", count: 4 },
      { type: "sudoku", count: 4 },
      { type: "counting", count: 4 },
      { type: "matching", count: 4 },
      { type: "colour-by-number", count: 3 },
    ],
  };

  it("a 60-page ages 4–6 book passes KDP's rules and answers every page that has an answer", () => {
    const book = layoutActivityBook(sixty, { seed: "kids", year: 2026 });
    // 2 front pages, 9 dividers, 40 activities, the answers' divider and 8 pages of 30 answers.
    expect(book.pages.length).toBe(60);
    expect(validateLayout(book)).toEqual({ ok: true, violations: [] });
    const answerLabels = book.pages
      .filter((page) => page.role === "answers")
      .flatMap((page) =>
        page.elements.flatMap((e) =>
          e.kind === "text" && e.text.startsWith("Page ") ? [e.text] : [],
        ),
      );
    const answered = [
      "Dot-to-dot",
      "Mazes",
      "Word search",
      "Kids' sudoku",
      "Counting",
      "Matching",
      "Colour by number",
    ];
    expect(answerLabels).toHaveLength(6 + 5 + 4 + 4 + 4 + 4 + 3);
    for (const label of answerLabels) {
      const [, page, title] = /^Page (\d+) · (.+)$/.exec(label) ?? [];
      expect(answered).toContain(title);
      const target = book.pages[Number(page) - 1];
      expect(target?.role).toBe("content");
      expect(target?.section).toBe(title);
    }
  });

  it.each(AGE_BANDS)("the starter book for ages %s is 60 pages KDP accepts", (ageBand) => {
    const book = layoutActivityBook(
      { ...base, ageBand, sections: STARTER_ACTIVITY_SECTIONS },
      { seed: ageBand, year: 2026 },
    );
    expect(book.pages).toHaveLength(60);
    expect(validateLayout(book).violations).toEqual([]);
  });

  it("the same seed builds the same book", () => {
    const small = { ...base, ageBand: "3-5" as const, sections: [{ type: "maze", count: 2 }] };
    expect(layoutActivityBook(small, { seed: 1, year: 2026 })).toEqual(
      layoutActivityBook(small, { seed: 1, year: 2026 }),
    );
  });

  it.each([
    [{ sections: [{ type: "hidden-pictures", count: 1 }] }, "sections.0.type"],
    [
      {
        sections: [
          { type: "maze", count: 100 },
          { type: "maze", count: 100 },
          { type: "maze", count: 100 },
          { type: "maze", count: 1 },
        ],
      },
      "sections",
    ],
  ])("refuses %j naming %s", (input, field) => {
    const request = activityBookRequestSchema.parse({ ...base, ageBand: "6-8", ...input });
    expect(() => planActivityBook(request, { seed: 1, year: 2026 })).toThrow(
      ActivityBookRequestError,
    );
    try {
      planActivityBook(request, { seed: 1, year: 2026 });
    } catch (error) {
      expect((error as ActivityBookRequestError).field).toBe(field);
    }
  });
});
