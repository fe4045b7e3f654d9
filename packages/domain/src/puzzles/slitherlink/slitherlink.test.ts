import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import {
  generateSlitherlink,
  type SlitherlinkPuzzle,
  slitherlink,
  verifySlitherlink,
} from "./slitherlink";

const hand = (
  size: number,
  clues: number[],
  solution: (0 | 1)[],
  difficulty: SlitherlinkPuzzle["difficulty"] = "easy",
): SlitherlinkPuzzle => ({
  type: "slitherlink",
  seed: "hand",
  difficulty,
  size,
  clues,
  solution,
  grade: { tier: 0, lookaheads: 0, searchNodes: 1 },
});

// 2 × 2 edges: top row, middle row, bottom row (2 each), then vertical rows (3 each).
const aroundFirstCell: (0 | 1)[] = [1, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0];

describe("slitherlink", () => {
  it.each([
    ["easy", 5],
    ["medium", 7],
    ["hard", 10],
  ] as const)("%s is %i cells across, one loop, finished by the rules", (difficulty, size) => {
    const puzzle = generateSlitherlink(`s-${difficulty}`, { difficulty });
    expect(puzzle.size).toBe(size);
    expect(puzzle.difficulty).toBe(difficulty);
    expect(puzzle.grade.tier).toBe(0);
    expect(puzzle.clues.filter((clue) => clue >= 0).length).toBeLessThan(size * size * 0.75);
    expect(verifySlitherlink(puzzle)).toEqual({ ok: true, problems: [] });
  });

  it.each([
    ["one cell with a 4", hand(1, [4], [1, 1, 1, 1]), []],
    [
      "the same labelled hard",
      hand(1, [4], [1, 1, 1, 1], "hard"),
      ["The difficulty label does not match the solve"],
    ],
    [
      "a key that is not closed",
      hand(1, [4], [1, 1, 1, 0]),
      [
        "The answer is not one loop that matches the numbers",
        "The answer key is not the puzzle's solution",
      ],
    ],
    [
      "a 2 × 2 grid with no numbers (many loops)",
      hand(2, [-1, -1, -1, -1], aroundFirstCell),
      ["The puzzle has more than one solution"],
    ],
    [
      "a 2 × 2 grid whose numbers allow only that loop",
      hand(2, [4, -1, -1, 0], aroundFirstCell),
      [],
    ],
  ])("verify: %s", (_, puzzle, problems) => {
    expect(verifySlitherlink(puzzle).problems).toEqual(problems);
  });

  it("verify refuses a generated key with one edge changed", () => {
    const puzzle = generateSlitherlink("edge", { difficulty: "medium" });
    const solution = puzzle.solution.map((value, edge) => (edge === 0 ? 1 - value : value)) as (
      | 0
      | 1
    )[];
    expect(verifySlitherlink({ ...puzzle, solution }).problems).toContain(
      "The answer key is not the puzzle's solution",
    );
  });

  it("the same seed gives the same puzzle, another seed another", () => {
    const first = generateSlitherlink("same", { difficulty: "medium" });
    expect(generateSlitherlink("same", { difficulty: "medium" })).toEqual(first);
    expect(generateSlitherlink("other", { difficulty: "medium" }).solution).not.toEqual(
      first.solution,
    );
  });

  it.each([
    { x: 10, y: 20, width: 300, height: 380 },
    { x: 36, y: 48, width: 90, height: 120 },
  ])("draws inside %j; the answer draws the loop's edges", (box) => {
    const puzzle = generateSlitherlink("draw", { difficulty: "hard" });
    const answer = slitherlink.answerToLayout(puzzle, box);
    for (const element of [...slitherlink.toLayout(puzzle, box), ...answer]) {
      expect(isBoxInside(elementBounds(element), box)).toBe(true);
    }
    const edges = puzzle.solution.filter(Boolean).length;
    expect(answer.filter((element) => element.kind === "line")).toHaveLength(edges);
  });

  it("property: exactly one loop, the key, at the measured level", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        // Hard (10 × 10, about 0.1 s each) is covered by the table and by the bench's 1,000.
        fc.constantFrom("easy", "medium"),
        (seed, difficulty) => {
          const puzzle = generateSlitherlink(seed, { difficulty });
          expect(verifySlitherlink(puzzle)).toEqual({ ok: true, problems: [] });
        },
      ),
      { numRuns: 50 },
    );
  });
});
