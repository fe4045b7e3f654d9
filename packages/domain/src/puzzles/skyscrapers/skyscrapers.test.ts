import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { countVisible, solveLatin } from "../latin/latin-solver";
import { generateSkyscrapers, sightCells, skyscrapers, verifySkyscrapers } from "./skyscrapers";

describe("skyscrapers", () => {
  it.each([
    [[1, 2, 3, 4], 4],
    [[4, 3, 2, 1], 1],
    [[2, 1, 4, 3], 2],
    [[3, 1, 2, 4], 2],
  ])("%j shows %i buildings", (heights, seen) => {
    expect(countVisible(heights)).toBe(seen);
  });

  it("sight lines run from the clue's side, nearest cell first", () => {
    expect(sightCells("top", 1, 3)).toEqual([1, 4, 7]);
    expect(sightCells("bottom", 1, 3)).toEqual([7, 4, 1]);
    expect(sightCells("left", 2, 3)).toEqual([6, 7, 8]);
    expect(sightCells("right", 2, 3)).toEqual([8, 7, 6]);
  });

  it.each([
    ["easy", 4],
    ["medium", 5],
  ] as const)("%s is %i cells wide with one solution", (difficulty, size) => {
    const puzzle = generateSkyscrapers(`k-${difficulty}`, { difficulty });
    expect(puzzle.size).toBe(size);
    expect(verifySkyscrapers(puzzle)).toEqual({ ok: true, problems: [] });
  });

  it("verify catches a puzzle whose givens were dropped (it had needed them)", () => {
    // Seed s0 at medium needs two givens besides its clues (found while building the type).
    const puzzle = generateSkyscrapers("s0", { difficulty: "medium" });
    expect(puzzle.givens.some(Boolean)).toBe(true);
    const bare = { ...puzzle, givens: puzzle.givens.map(() => 0) };
    expect(verifySkyscrapers(bare).problems).toContain("The puzzle has more than one solution");
  });

  it("property: exactly one solution, equal to the answer key", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom("easy", "medium"),
        (seed, difficulty) => {
          const puzzle = generateSkyscrapers(seed, { difficulty });
          const sightLines = puzzle.clues.map((clue) => ({
            cells: sightCells(clue.side, clue.index, puzzle.size),
            visible: clue.visible,
          }));
          const proof = solveLatin({ size: puzzle.size, givens: puzzle.givens, sightLines }, 3);
          expect(proof.count).toBe(1);
          expect(proof.solution).toEqual(puzzle.solution);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("draws inside its box", () => {
    const puzzle = generateSkyscrapers("d", { difficulty: "medium" });
    const box = { x: 10, y: 20, width: 200, height: 160 };
    for (const element of [
      ...skyscrapers.toLayout(puzzle, box),
      ...skyscrapers.answerToLayout(puzzle, box),
    ]) {
      expect(isBoxInside(elementBounds(element), box)).toBe(true);
    }
  });
});
