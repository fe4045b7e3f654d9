import { describe, expect, it } from "vitest";
import { cageHolds, isLatinSquare, randomLatinSquare, solveLatin } from "./latin-solver";

describe("Latin-square solver", () => {
  it("a blank 3 × 3 has 12 solutions; counting stops at the limit", () => {
    expect(solveLatin({ size: 3, givens: new Array(9).fill(0) }, 100).count).toBe(12);
    expect(solveLatin({ size: 3, givens: new Array(9).fill(0) }).count).toBe(2);
  });

  it("signs alone can fix a 3 × 3: a chain along the diagonal rows", () => {
    // Row 1 ascending, column 1 ascending, row 2 descending: a single square remains.
    const inequalities = [
      { less: 0, greater: 1 },
      { less: 1, greater: 2 },
      { less: 0, greater: 3 },
      { less: 3, greater: 6 },
      { less: 5, greater: 4 },
    ];
    const result = solveLatin({ size: 3, givens: new Array(9).fill(0), inequalities }, 10);
    expect(result.count).toBe(1);
    expect(result.solution).toEqual([1, 2, 3, 2, 3, 1, 3, 1, 2]);
  });

  it.each([
    [{ cells: [0], op: "=", target: 3 }, [3], true],
    [{ cells: [0, 1, 2], op: "+", target: 6 }, [1, 2, 3], true],
    [{ cells: [0, 1], op: "-", target: 2 }, [1, 3], true],
    [{ cells: [0, 1], op: "÷", target: 2 }, [2, 4], true],
    [{ cells: [0, 1, 2], op: "×", target: 6 }, [1, 2, 3], true],
    [{ cells: [0, 1], op: "÷", target: 2 }, [3, 4], false],
  ] as const)("cage %o holds for %j: %s", (cage, values, holds) => {
    expect(cageHolds({ ...cage, cells: [...cage.cells] }, values)).toBe(holds);
  });

  it("random Latin squares are Latin squares", () => {
    for (const size of [4, 5, 6, 7])
      expect(isLatinSquare(randomLatinSquare(size, size), size)).toBe(true);
    expect(isLatinSquare([1, 1, 2, 2], 2)).toBe(false);
  });
});
