import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { generateHitori, type HitoriPuzzle, hitori, verifyHitori } from "./hitori";

const hand = (
  numbers: number[],
  solution: (0 | 1)[],
  difficulty: HitoriPuzzle["difficulty"] = "medium",
): HitoriPuzzle => ({
  type: "hitori",
  seed: "hand",
  difficulty,
  size: Math.sqrt(numbers.length),
  numbers,
  solution,
  grade: { tier: 1, lookaheads: 1, searchNodes: 1 },
});

// 2 2 3 / 2 3 1 / 3 1 2: only the corner 2 can go (shading both other 2s walls the corner in).
const corner = [2, 2, 3, 2, 3, 1, 3, 1, 2];
// 3 2 3 4 in the top row and left column: shade the corner 3, or the two other 3s.
const twoWays = [3, 2, 3, 4, 2, 1, 4, 3, 3, 4, 1, 2, 4, 3, 2, 1];

describe("hitori", () => {
  it.each([
    ["easy", 5, 0],
    ["medium", 7, 1],
    ["hard", 12, 1],
  ] as const)(
    "%s is %i cells across with one solution, graded tier %i",
    (difficulty, size, tier) => {
      const puzzle = generateHitori(`h-${difficulty}`, { difficulty });
      expect(puzzle.size).toBe(size);
      expect(puzzle.difficulty).toBe(difficulty);
      expect(puzzle.grade.tier).toBe(tier);
      expect(verifyHitori(puzzle)).toEqual({ ok: true, problems: [] });
    },
  );

  it.each([
    ["a hand-made grid needing look-ahead", hand(corner, [1, 0, 0, 0, 0, 0, 0, 0, 0]), []],
    [
      "the same grid labelled easy",
      hand(corner, [1, 0, 0, 0, 0, 0, 0, 0, 0], "easy"),
      ["The difficulty label does not match the solve"],
    ],
    [
      "a key that walls a cell in",
      hand(corner, [0, 1, 0, 1, 0, 0, 0, 0, 0]),
      [
        "The answer's unshaded cells are not in one piece",
        "The answer key is not the puzzle's solution",
      ],
    ],
    [
      "a grid with two shadings",
      hand(twoWays, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      ["The puzzle has more than one solution"],
    ],
  ])("verify: %s", (_, puzzle, problems) => {
    expect(verifyHitori(puzzle).problems).toEqual(problems);
  });

  it("verify refuses a generated key with one more cell shaded", () => {
    const puzzle = generateHitori("extra", { difficulty: "medium" });
    const cell = puzzle.solution.findIndex(
      (value, index) =>
        !value &&
        ![index - 1, index + 1, index - puzzle.size, index + puzzle.size].some(
          (other) => puzzle.solution[other] === 1,
        ),
    );
    const solution = puzzle.solution.map((value, index) => (index === cell ? 1 : value));
    expect(verifyHitori({ ...puzzle, solution }).problems).toContain(
      "The answer key is not the puzzle's solution",
    );
  });

  it("the same seed gives the same puzzle, another seed another", () => {
    const first = generateHitori("same", { difficulty: "medium" });
    expect(generateHitori("same", { difficulty: "medium" })).toEqual(first);
    expect(generateHitori("other", { difficulty: "medium" }).numbers).not.toEqual(first.numbers);
  });

  it.each([
    { x: 10, y: 20, width: 300, height: 380 },
    { x: 36, y: 48, width: 90, height: 120 },
  ])("draws inside %j; the answer shades exactly the key's cells", (box) => {
    const puzzle = generateHitori("draw", { difficulty: "hard" });
    const drawn = [...hitori.toLayout(puzzle, box), ...hitori.answerToLayout(puzzle, box)];
    for (const element of drawn) expect(isBoxInside(elementBounds(element), box)).toBe(true);
    const grid = hitori.answerToLayout(puzzle, box).find((element) => element.kind === "grid");
    expect(grid?.kind === "grid" && grid.fills?.map(Boolean)).toEqual(puzzle.solution.map(Boolean));
  });

  it("property: exactly one solution, the key, at the measured level", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom("easy", "medium", "hard"),
        (seed, difficulty) => {
          const puzzle = generateHitori(seed, { difficulty });
          expect(verifyHitori(puzzle)).toEqual({ ok: true, problems: [] });
        },
      ),
      { numRuns: 50 },
    );
  });
});
