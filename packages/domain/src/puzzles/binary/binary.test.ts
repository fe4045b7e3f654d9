import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { binary, generateBinary, solveBinary, verifyBinary } from "./binary";

describe("binary puzzle", () => {
  it("the solver refuses three in a row, unequal counts and twin rows", () => {
    const E = -1;
    expect(solveBinary([1, 1, 1, 0, E, E, E, E, E, E, E, E, E, E, E, E], 4).count).toBe(0);
    // 4 × 4 with two equal rows forced: no solution.
    expect(solveBinary([0, 1, 0, 1, 0, 1, 0, 1, E, E, E, E, E, E, E, E], 4).count).toBe(0);
    expect(solveBinary(new Array(16).fill(E), 4, 1000).count).toBe(72);
  });

  it.each([
    ["easy", 6],
    ["medium", 8],
  ] as const)("%s is %i cells wide with one solution", (difficulty, size) => {
    const puzzle = generateBinary(`b-${difficulty}`, { difficulty });
    expect(puzzle.size).toBe(size);
    expect(verifyBinary(puzzle)).toEqual({ ok: true, problems: [] });
  });

  it("verify catches a removed clue that was needed", () => {
    const puzzle = generateBinary("b", { difficulty: "easy" });
    const first = puzzle.givens.findIndex((value) => value !== -1);
    const givens = puzzle.givens.map((value, cell) => (cell === first ? -1 : value));
    expect(verifyBinary({ ...puzzle, givens }).problems).toContain(
      "The puzzle has more than one solution",
    );
  });

  it("property: exactly one solution, equal to the answer key", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (seed) => {
        const puzzle = generateBinary(seed, { difficulty: "easy" });
        const proof = solveBinary(puzzle.givens, puzzle.size, 3);
        expect(proof.count).toBe(1);
        expect(proof.solution).toEqual(puzzle.solution);
      }),
      { numRuns: 50 },
    );
  });

  it("draws inside its box", () => {
    const puzzle = generateBinary("d", { difficulty: "easy" });
    const box = { x: 10, y: 20, width: 200, height: 160 };
    for (const element of [
      ...binary.toLayout(puzzle, box),
      ...binary.answerToLayout(puzzle, box),
    ]) {
      expect(isBoxInside(elementBounds(element), box)).toBe(true);
    }
  });
});
