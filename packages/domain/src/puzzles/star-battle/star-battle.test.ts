import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import {
  generateStarBattle,
  type StarBattlePuzzle,
  starBattle,
  verifyStarBattle,
} from "./star-battle";

const hand = (
  regions: number[],
  stars: number[],
  difficulty: StarBattlePuzzle["difficulty"] = "easy",
): StarBattlePuzzle => ({
  type: "star-battle",
  seed: "hand",
  difficulty,
  size: Math.sqrt(regions.length),
  regions,
  solution: regions.map((_, cell) => (stars.includes(cell) ? 1 : 0)),
  grade: { tier: 0, lookaheads: 0, searchNodes: 1 },
});

// 4 × 4 with the rows as regions: both non-touching placements fit.
const rows = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3];
// The same, but the top row's second cell is a region of its own: only [1, 3, 0, 2] fits.
const pinned = [1, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3];

describe("star battle", () => {
  it.each([
    ["easy", 5, [0]],
    ["medium", 7, [0, 1]],
  ] as const)(
    "%s is %i cells across with one solution, graded by the solver",
    (difficulty, size, tiers) => {
      const puzzle = generateStarBattle(`sb-${difficulty}`, { difficulty });
      expect(puzzle.size).toBe(size);
      expect(puzzle.difficulty).toBe(difficulty);
      expect(tiers).toContain(puzzle.grade.tier);
      expect(new Set(puzzle.regions).size).toBe(size);
      expect(verifyStarBattle(puzzle)).toEqual({ ok: true, problems: [] });
    },
  );

  it.each([
    ["a one-cell region pins the stars", hand(pinned, [1, 7, 8, 14]), []],
    [
      "rows as regions (two placements)",
      hand(rows, [1, 7, 8, 14]),
      ["The puzzle has more than one solution"],
    ],
    [
      "a key with touching stars",
      hand(pinned, [1, 6, 8, 15]),
      ["The answer's stars break a rule", "The answer key is not the puzzle's solution"],
    ],
    [
      "too few regions",
      hand([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2], [1, 7, 8, 14]),
      [
        "The grid needs exactly 4 regions",
        "The answer's stars break a rule",
        "The puzzle has no solution",
      ],
    ],
  ])("verify: %s", (_, puzzle, problems) => {
    expect(verifyStarBattle(puzzle).problems).toEqual(problems);
  });

  it("verify names a wrong label", () => {
    const puzzle = generateStarBattle("label", { difficulty: "easy" });
    expect(verifyStarBattle({ ...puzzle, difficulty: "medium" }).problems).toEqual([
      "The difficulty label does not match the solve",
    ]);
  });

  it("the same seed gives the same puzzle, another seed another", () => {
    const first = generateStarBattle("same", { difficulty: "medium" });
    expect(generateStarBattle("same", { difficulty: "medium" })).toEqual(first);
    expect(generateStarBattle("other", { difficulty: "medium" }).regions).not.toEqual(
      first.regions,
    );
  });

  it.each([
    { x: 10, y: 20, width: 300, height: 380 },
    { x: 36, y: 48, width: 90, height: 120 },
  ])("draws inside %j; the answer draws one dot per star", (box) => {
    const puzzle = generateStarBattle("draw", { difficulty: "medium" });
    const answer = starBattle.answerToLayout(puzzle, box);
    for (const element of [...starBattle.toLayout(puzzle, box), ...answer]) {
      expect(isBoxInside(elementBounds(element), box)).toBe(true);
    }
    expect(answer.filter((element) => element.kind === "circle")).toHaveLength(puzzle.size);
  });

  it("a seed with no medium grid in the first 60 tries still gets one (a property run found it)", () => {
    const puzzle = generateStarBattle("Qname", { difficulty: "medium" });
    expect(puzzle.difficulty).toBe("medium");
    expect(verifyStarBattle(puzzle).ok).toBe(true);
  });

  it("property: exactly one solution, the key, at the measured level", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom("easy", "medium"),
        (seed, difficulty) => {
          const puzzle = generateStarBattle(seed, { difficulty });
          expect(verifyStarBattle(puzzle)).toEqual({ ok: true, problems: [] });
        },
      ),
      { numRuns: 50 },
    );
  });
});
