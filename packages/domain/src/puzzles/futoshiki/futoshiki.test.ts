import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { solveLatin } from "../latin/latin-solver";
import { futoshiki, generateFutoshiki, verifyFutoshiki } from "./futoshiki";

describe("futoshiki", () => {
  it.each([
    ["easy", 4],
    ["medium", 5],
    ["hard", 6],
  ] as const)("%s is %i cells wide with one solution, the key's", (difficulty, size) => {
    const puzzle = generateFutoshiki(`f-${difficulty}`, { difficulty });
    expect(puzzle.size).toBe(size);
    expect(puzzle.inequalities.length).toBeGreaterThan(0);
    expect(verifyFutoshiki(puzzle)).toEqual({ ok: true, problems: [] });
  });

  it("verify catches a puzzle with a sign removed too many", () => {
    const puzzle = generateFutoshiki("f", { difficulty: "medium" });
    const thinned = { ...puzzle, inequalities: puzzle.inequalities.slice(1) };
    // Every sign left is needed, so dropping one makes a second solution appear.
    expect(verifyFutoshiki(thinned).problems).toContain("The puzzle has more than one solution");
  });

  it("property: exactly one solution, equal to the answer key", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom("easy", "medium", "hard"),
        (seed, difficulty) => {
          const puzzle = generateFutoshiki(seed, { difficulty });
          const proof = solveLatin(
            { size: puzzle.size, givens: puzzle.givens, inequalities: puzzle.inequalities },
            3,
          );
          expect(proof.count).toBe(1);
          expect(proof.solution).toEqual(puzzle.solution);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("draws inside its box", () => {
    const puzzle = generateFutoshiki("d", { difficulty: "hard" });
    const box = { x: 10, y: 20, width: 200, height: 160 };
    for (const element of [
      ...futoshiki.toLayout(puzzle, box),
      ...futoshiki.answerToLayout(puzzle, box),
    ]) {
      expect(isBoxInside(elementBounds(element), box)).toBe(true);
    }
  });
});
