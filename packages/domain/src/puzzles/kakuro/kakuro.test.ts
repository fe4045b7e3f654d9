import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { generateKakuro, type KakuroPuzzle, kakuro, verifyKakuro } from "./kakuro";

/** A 3 × 3 grid (clue row and column) around a 2 × 2 block of white cells. */
function block(sums: [number, number, number, number], solution: number[]): KakuroPuzzle {
  return {
    type: "kakuro",
    seed: "hand",
    difficulty: "easy",
    size: 3,
    blocks: [true, true, true, true, false, false, true, false, false],
    across: [
      { cells: [4, 5], sum: sums[0] },
      { cells: [7, 8], sum: sums[1] },
    ],
    down: [
      { cells: [4, 7], sum: sums[2] },
      { cells: [5, 8], sum: sums[3] },
    ],
    solution,
    grade: { tier: 0, lookaheads: 0, searchNodes: 1 },
  };
}

describe("kakuro", () => {
  it.each([
    ["easy", 6, [0]],
    ["medium", 8, [0, 1]],
    ["hard", 9, [0, 1, 2]],
  ] as const)(
    "%s is %i cells across with one solution, graded by the solver",
    (difficulty, size, tiers) => {
      const puzzle = generateKakuro(`k-${difficulty}`, { difficulty });
      expect(puzzle.size).toBe(size);
      expect(puzzle.difficulty).toBe(difficulty);
      expect(tiers).toContain(puzzle.grade.tier);
      expect(verifyKakuro(puzzle)).toEqual({ ok: true, problems: [] });
    },
  );

  it.each([
    ["a hand-made grid with one solution", block([3, 4, 4, 3], [0, 0, 0, 0, 1, 2, 0, 3, 1]), []],
    [
      "sums that allow two fillings",
      block([3, 3, 3, 3], [0, 0, 0, 0, 1, 2, 0, 2, 1]),
      ["The puzzle has more than one solution"],
    ],
    [
      "an answer key that breaks a sum",
      block([3, 4, 4, 3], [0, 0, 0, 0, 2, 1, 0, 3, 1]),
      [
        "The answer breaks the run of 4 at cell 5",
        "The answer breaks the run of 3 at cell 6",
        "The answer key is not the puzzle's solution",
      ],
    ],
    [
      "a label the solve does not support",
      { ...block([3, 4, 4, 3], [0, 0, 0, 0, 1, 2, 0, 3, 1]), difficulty: "hard" as const },
      ["The difficulty label does not match the solve"],
    ],
  ])("verify: %s", (_, puzzle, problems) => {
    expect(verifyKakuro(puzzle).problems).toEqual(problems);
  });

  it("verify refuses a generated puzzle whose key has two digits swapped", () => {
    const puzzle = generateKakuro("swap", { difficulty: "medium" });
    const across = puzzle.across[0];
    if (!across) throw new Error("a kakuro has runs");
    const [a, b] = across.cells as [number, number];
    const solution = [...puzzle.solution];
    [solution[a], solution[b]] = [solution[b] as number, solution[a] as number];
    expect(verifyKakuro({ ...puzzle, solution }).problems).toContain(
      "The answer key is not the puzzle's solution",
    );
  });

  it("the same seed gives the same puzzle, another seed another", () => {
    const first = generateKakuro("same", { difficulty: "easy" });
    expect(generateKakuro("same", { difficulty: "easy" })).toEqual(first);
    expect(generateKakuro("other", { difficulty: "easy" }).solution).not.toEqual(first.solution);
  });

  it.each([
    { x: 10, y: 20, width: 300, height: 380 },
    { x: 36, y: 48, width: 120, height: 90 },
  ])("draws the puzzle and the answer inside %j", (box) => {
    const puzzle = generateKakuro("draw", { difficulty: "medium" });
    const drawn = [...kakuro.toLayout(puzzle, box), ...kakuro.answerToLayout(puzzle, box)];
    expect(drawn.filter((element) => element.kind === "text").length).toBeGreaterThan(
      puzzle.across.length,
    );
    for (const element of drawn) expect(isBoxInside(elementBounds(element), box)).toBe(true);
  });

  it("property: exactly one solution, the key, at the measured level", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom("easy", "medium"),
        (seed, difficulty) => {
          const puzzle = generateKakuro(seed, { difficulty });
          expect(verifyKakuro(puzzle)).toEqual({ ok: true, problems: [] });
        },
      ),
      { numRuns: 50 },
    );
  });
});
