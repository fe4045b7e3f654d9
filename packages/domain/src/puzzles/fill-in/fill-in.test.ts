import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import type { PuzzleType } from "../types";
import { WORD_THEMES } from "../words/themes";
import { type FillInPuzzle, fillInLevel, numberFillIn, verifyFillIn, wordFillIn } from "./fill-in";
import { slotsOf, solveFillIn } from "./solver";

// A plus: CAT across and BAT down share their A, so without a starter either can go either way.
const PLUS: FillInPuzzle = {
  type: "word-fill-in",
  seed: "plus",
  difficulty: "medium",
  theme: null,
  rows: 3,
  cols: 3,
  cells: ["", "B", "", "C", "A", "T", "", "T", ""],
  placements: [
    { word: "CAT", row: 1, col: 0, direction: "across" },
    { word: "BAT", row: 0, col: 1, direction: "down" },
  ],
  entries: ["BAT", "CAT"],
  starters: [],
  grade: { guesses: 1, nodes: 3, entries: 2 },
};

// One table for both: their options differ, the puzzle and the checks do not.
type AnyFillIn = PuzzleType<FillInPuzzle, Record<string, unknown>>;
const types: [string, AnyFillIn][] = [
  ["word-fill-in", wordFillIn as unknown as AnyFillIn],
  ["number-fill-in", numberFillIn as unknown as AnyFillIn],
];

describe("fill-in solver", () => {
  it("finds both ways to fill the plus, and one once a starter is written in", () => {
    const both = solveFillIn(PLUS, PLUS.entries, new Map());
    expect(both.count).toBe(2);
    expect(both.guesses).toBe(1);
    const across = slotsOf(PLUS).findIndex((slot) => slot.direction === "across");
    const one = solveFillIn(PLUS, PLUS.entries, new Map([[across, "CAT"]]));
    expect(one.count).toBe(1);
    expect(one.guesses).toBe(0);
  });

  it("verify refuses a second solution and accepts the starter that removes it", () => {
    expect(verifyFillIn(PLUS).problems).toEqual(["The puzzle has more than one solution"]);
    expect(verifyFillIn({ ...PLUS, starters: [0], difficulty: "easy" })).toEqual({
      ok: true,
      problems: [],
    });
  });

  it("finds no solution for a list that does not fit", () => {
    expect(solveFillIn(PLUS, ["CAT", "DOG"], new Map()).count).toBe(0);
    expect(solveFillIn(PLUS, ["CAT"], new Map()).count).toBe(0);
  });

  it.each([
    [{ guesses: 0, entries: 10 }, "easy"],
    [{ guesses: 0, entries: 13 }, "medium"],
    [{ guesses: 1, entries: 8 }, "medium"],
    [{ guesses: 2, entries: 8 }, "hard"],
    [{ guesses: 0, entries: 20 }, "hard"],
  ] as const)("grades %j as %s", (grade, level) => {
    expect(fillInLevel(grade)).toBe(level);
  });
});

describe.each(types)("%s", (id, type) => {
  it.each(["easy", "medium", "hard"] as const)(
    "%s: one solution, the key's, at the measured level",
    (difficulty) => {
      const puzzle = type.generate(`table-${difficulty}`, type.options.parse({ difficulty }));
      expect(puzzle.type).toBe(id);
      expect(puzzle.difficulty).toBe(difficulty);
      expect(puzzle.starters.length).toBeLessThanOrEqual(3);
      expect(verifyFillIn(puzzle)).toEqual({ ok: true, problems: [] });
    },
  );

  const good = type.generate("refuse", type.options.parse({ difficulty: "hard" }));
  const [a, b] = good.placements as [
    FillInPuzzle["placements"][number],
    FillInPuzzle["placements"][number],
  ];
  it.each([
    [
      "a key with two entries swapped",
      {
        ...good,
        placements: [{ ...a, word: b.word }, { ...b, word: a.word }, ...good.placements.slice(2)],
      },
    ],
    ["a list that is not the grid's", { ...good, entries: [...good.entries.slice(1), "ZZZ"] }],
    ["a wrong level", { ...good, difficulty: "easy" as const }],
    ["a starter that is not an entry", { ...good, starters: [99] }],
  ])("verify refuses %s", (_, puzzle) => {
    expect(verifyFillIn(puzzle).ok).toBe(false);
  });

  it("is deterministic per seed", () => {
    const options = type.options.parse({});
    expect(type.generate("same", options)).toEqual(type.generate("same", options));
    expect(type.generate("other", options).cells).not.toEqual(type.generate("same", options).cells);
  });

  it.each([
    [{ difficulty: "expert" }, "difficulty"],
    [{ size: 8 }, "size"],
    [{ size: 9.5 }, "size"],
  ])("refuses options %j naming %s", (options, field) => {
    const parsed = type.options.safeParse(options);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });

  it("property: 50 seeds across the levels have one solution, the key's", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom("easy", "medium", "hard"),
        (seed, difficulty) => {
          const puzzle = type.generate(seed, type.options.parse({ difficulty }));
          expect(puzzle.difficulty).toBe(difficulty);
          expect(verifyFillIn(puzzle).problems).toEqual([]);
        },
      ),
      { numRuns: 50 },
    );
  });

  it.each([
    { x: 36, y: 48, width: 300, height: 380 },
    { x: 54, y: 54, width: 504, height: 684 },
  ])("draws inside %j with the starters shown", (box) => {
    const puzzle = type.generate("draw", type.options.parse({ difficulty: "hard" }));
    const drawn = [...type.toLayout(puzzle, box), ...type.answerToLayout(puzzle, box)];
    for (const element of drawn) expect(isBoxInside(elementBounds(element), box)).toBe(true);
    const [grid] = type.toLayout(puzzle, box);
    const shown = grid?.kind === "grid" ? grid.cells.filter(Boolean).length : -1;
    const starterCells = new Set(
      puzzle.starters.flatMap((index) => {
        const p = puzzle.placements[index] as FillInPuzzle["placements"][number];
        return [...p.word].map((_, at) =>
          p.direction === "across" ? `${p.row}:${p.col + at}` : `${p.row + at}:${p.col}`,
        );
      }),
    );
    expect(shown).toBe(starterCells.size);
  });
});

describe("word fill-in from an author's list", () => {
  const words = ["pencil", "paper", "eraser", "ruler", "crayon", "marker", "notebook", "stapler"];

  it("places every word that fits, proved unique", () => {
    const puzzle = wordFillIn.generate("author", wordFillIn.options.parse({ words, size: 12 }));
    expect(puzzle.theme).toBeNull();
    expect(puzzle.entries.length).toBeGreaterThanOrEqual(6);
    expect(verifyFillIn(puzzle).ok).toBe(true);
  });

  it.each([
    [["r2d2"], 8],
    [["paper"], 8],
    [["extraordinary"], 8],
    [["damn"], 8],
  ])("refuses %j naming the word's index", (extra, index) => {
    const parsed = wordFillIn.options.safeParse({ words: [...words, ...extra], size: 12 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["words", index]);
  });

  it("every shipped theme can make a fill-in", () => {
    for (const theme of WORD_THEMES) {
      const puzzle = wordFillIn.generate("themes", wordFillIn.options.parse({ theme: theme.id }));
      expect(verifyFillIn(puzzle).ok).toBe(true);
    }
  });
});
