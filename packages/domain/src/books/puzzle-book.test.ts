import { describe, expect, it } from "vitest";
import { layoutBook } from "./interior/layout-book";
import { validateLayout } from "./interior/validate-layout";
import { PuzzleBookRequestError, planPuzzleBook } from "./puzzle-book";
import { type PuzzleBookInput, puzzleBookRequestSchema } from "./puzzle-book-request";

const request = (overrides: Partial<PuzzleBookInput> = {}) =>
  puzzleBookRequestSchema.parse({
    title: "Large Print Puzzles",
    author: "Ada Inkwell",
    trim: "6x9",
    largePrint: true,
    sections: [
      { type: "sudoku", difficulty: "easy", count: 3, options: { size: 9 } },
      { type: "word-search", difficulty: "medium", count: 2, options: { size: 12 } },
    ],
    ...overrides,
  });

describe("planPuzzleBook", () => {
  it("gives the same puzzles for the same seed and different ones for another", () => {
    const a = planPuzzleBook(request(), { seed: "abc", year: 2026 });
    const b = planPuzzleBook(request(), { seed: "abc", year: 2026 });
    const c = planPuzzleBook(request(), { seed: "abd", year: 2026 });
    expect(a.puzzles).toEqual(b.puzzles);
    expect(a.puzzles).not.toEqual(c.puzzles);
    expect(a.total).toBe(5);
  });

  it("a section's puzzles do not change when another section changes", () => {
    const a = planPuzzleBook(request(), { seed: "abc", year: 2026 });
    const more = request({
      sections: [
        { type: "sudoku", difficulty: "easy", count: 3, options: { size: 9 } },
        { type: "word-search", difficulty: "medium", count: 5, options: { size: 12 } },
      ],
    });
    const b = planPuzzleBook(more, { seed: "abc", year: 2026 });
    expect(b.puzzles.slice(0, 4)).toEqual(a.puzzles.slice(0, 4));
  });

  it("the preview plans the same pages while generating only the first puzzles", () => {
    const full = layoutBook(planPuzzleBook(request(), { seed: "s", year: 2026 }).spec);
    const preview = planPuzzleBook(request(), { seed: "s", year: 2026, generateUpTo: 2 });
    expect(preview.puzzles).toHaveLength(2);
    const laid = layoutBook(preview.spec);
    expect(laid.pages.length).toBe(full.pages.length);
    expect(laid.pages[4]?.elements).toEqual(full.pages[4]?.elements);
    expect(validateLayout(full).ok).toBe(true);
  });

  it.each([
    [{ type: "tangram", difficulty: "easy", count: 1 }, "sections.0.type"],
    [
      { type: "sudoku", difficulty: "expert", count: 1, options: { size: 4 } },
      "sections.0.options",
    ],
    [
      {
        type: "word-search",
        difficulty: "easy",
        count: 1,
        options: { size: 8, words: ["ABCDEFGHIJKLMNOP"] },
      },
      "sections.0.options",
    ],
  ])("refuses %j naming %s", (section, field) => {
    const bad = puzzleBookRequestSchema.parse({
      title: "T",
      author: "A",
      trim: "6x9",
      sections: [section],
    });
    try {
      planPuzzleBook(bad, { seed: "x", year: 2026 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PuzzleBookRequestError);
      expect((error as PuzzleBookRequestError).field).toBe(field);
    }
  });

  it("the schema refuses an unknown trim, 501 puzzles in a section and an empty title", () => {
    for (const bad of [
      {
        title: "T",
        author: "A",
        trim: "9x12",
        sections: [{ type: "maze", difficulty: "easy", count: 1 }],
      },
      {
        title: "T",
        author: "A",
        trim: "6x9",
        sections: [{ type: "maze", difficulty: "easy", count: 501 }],
      },
      {
        title: " ",
        author: "A",
        trim: "6x9",
        sections: [{ type: "maze", difficulty: "easy", count: 1 }],
      },
    ]) {
      expect(puzzleBookRequestSchema.safeParse(bad).success).toBe(false);
    }
  });
});
