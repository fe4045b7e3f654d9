import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { generateLightUp, type LightUpPuzzle, lightUp, verifyLightUp } from "./light-up";

const hand = (
  cells: number[],
  solution: (0 | 1)[],
  difficulty: LightUpPuzzle["difficulty"] = "easy",
): LightUpPuzzle => ({
  type: "light-up",
  seed: "hand",
  difficulty,
  size: Math.sqrt(cells.length),
  cells,
  solution,
  grade: { tier: 0, lookaheads: 0, searchNodes: 1 },
});

describe("light up", () => {
  it.each([
    ["easy", 7, [0]],
    ["medium", 10, [0]],
    ["hard", 12, [0, 1, 2]],
  ] as const)(
    "%s is %i cells across with one solution, graded by the solver",
    (difficulty, size, tiers) => {
      const puzzle = generateLightUp(`l-${difficulty}`, { difficulty });
      expect(puzzle.size).toBe(size);
      expect(puzzle.difficulty).toBe(difficulty);
      expect(tiers).toContain(puzzle.grade.tier);
      expect(verifyLightUp(puzzle)).toEqual({ ok: true, problems: [] });
    },
  );

  it.each([
    ["a 2 beside two white cells", hand([2, -1, -1, -1], [0, 1, 1, 0]), []],
    [
      "the same labelled medium",
      hand([2, -1, -1, -1], [0, 1, 1, 0], "medium"),
      ["The difficulty label does not match the solve"],
    ],
    [
      "a key that ignores the 2",
      hand([2, -1, -1, -1], [0, 0, 0, 1]),
      ["The answer's lamps break a rule", "The answer key is not the puzzle's solution"],
    ],
    [
      "four white cells (two diagonals work)",
      hand([-1, -1, -1, -1], [1, 0, 0, 1]),
      ["The puzzle has more than one solution"],
    ],
    [
      "lamps that light each other",
      hand([-2, -1, -1, -1], [0, 1, 0, 1]),
      ["The answer's lamps break a rule", "The puzzle has more than one solution"],
    ],
  ])("verify: %s", (_, puzzle, problems) => {
    expect(verifyLightUp(puzzle).problems).toEqual(problems);
  });

  it("verify refuses a generated key with a lamp moved", () => {
    const puzzle = generateLightUp("move", { difficulty: "medium" });
    const from = puzzle.solution.indexOf(1);
    const to = puzzle.cells.findIndex((value, cell) => value === -1 && !puzzle.solution[cell]);
    const solution = puzzle.solution.map((value, cell) =>
      cell === from ? 0 : cell === to ? 1 : value,
    );
    expect(verifyLightUp({ ...puzzle, solution }).problems).toContain(
      "The answer key is not the puzzle's solution",
    );
  });

  it.each([
    ["grid-384", "easy"],
    ["grid-428", "hard"],
  ] as const)(
    "seed %s (%s), whose first grids need a long search, still generates",
    (seed, difficulty) => {
      // These threw "needs more search than allowed" from the generator's budgeted count.
      expect(verifyLightUp(generateLightUp(seed, { difficulty })).ok).toBe(true);
    },
  );

  it("the same seed gives the same puzzle, another seed another", () => {
    const first = generateLightUp("same", { difficulty: "medium" });
    expect(generateLightUp("same", { difficulty: "medium" })).toEqual(first);
    expect(generateLightUp("other", { difficulty: "medium" }).cells).not.toEqual(first.cells);
  });

  it.each([
    { x: 10, y: 20, width: 300, height: 380 },
    { x: 36, y: 48, width: 90, height: 120 },
  ])("draws inside %j; the answer draws one circle per lamp", (box) => {
    const puzzle = generateLightUp("draw", { difficulty: "hard" });
    const answer = lightUp.answerToLayout(puzzle, box);
    for (const element of [...lightUp.toLayout(puzzle, box), ...answer]) {
      expect(isBoxInside(elementBounds(element), box)).toBe(true);
    }
    expect(answer.filter((element) => element.kind === "circle")).toHaveLength(
      puzzle.solution.filter(Boolean).length,
    );
  });

  it("property: exactly one solution, the key, at the measured level", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        // Hard (12 × 12, about 50 ms each) is covered by the table and by the bench's 1,000.
        fc.constantFrom("easy", "medium"),
        (seed, difficulty) => {
          const puzzle = generateLightUp(seed, { difficulty });
          expect(verifyLightUp(puzzle)).toEqual({ ok: true, problems: [] });
        },
      ),
      { numRuns: 50 },
    );
  });
});
