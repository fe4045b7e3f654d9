import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { DIRECTIONS } from "./directions";
import { cellsOf, findBlockedWords, findWord, isSamePlace, type Placement } from "./engine";
import { generateWordSearch, verifyWordSearch, wordSearch } from "./word-search";

const options = (input: Record<string, unknown>) => wordSearch.options.parse(input);

describe("word search", () => {
  it.each(["easy", "medium", "hard"] as const)(
    "%s: every word exactly once, in the directions of its level",
    (difficulty) => {
      const puzzle = generateWordSearch(
        `level-${difficulty}`,
        options({ difficulty, theme: "space" }),
      );
      expect(puzzle.difficulty).toBe(difficulty);
      expect(verifyWordSearch(puzzle)).toEqual({ ok: true, problems: [] });
      const allowed = {
        easy: ["E", "S"],
        medium: ["E", "S", "SE", "NE"],
        hard: Object.keys(DIRECTIONS),
      };
      for (const placement of puzzle.placements)
        expect(allowed[difficulty]).toContain(placement.direction);
      if (difficulty === "hard") expect(puzzle.grade.backwardWords).toBeGreaterThan(0);
    },
  );

  it("an author's directions override the level", () => {
    const puzzle = generateWordSearch(
      "dirs",
      options({ directions: ["N"], theme: "birds", size: 14 }),
    );
    expect(puzzle.placements.every((placement) => placement.direction === "N")).toBe(true);
    expect(puzzle.difficulty).toBe("hard");
  });

  it("an author's own words, refused with the word named when one cannot go in", () => {
    const puzzle = generateWordSearch(
      "own",
      options({ words: ["Lighthouse", "harbour", "anchor", "tide"], size: 10 }),
    );
    expect(puzzle.words).toEqual(["ANCHOR", "HARBOUR", "LIGHTHOUSE", "TIDE"]);
    expect(verifyWordSearch(puzzle).ok).toBe(true);
    expect(() =>
      generateWordSearch("own", options({ words: ["lighthouses", "sea"], size: 10 })),
    ).toThrow(/"lighthouses" has 11 letters; the grid fits 10/);
    expect(() => generateWordSearch("own", options({ words: ["sea", "SEA"], size: 10 }))).toThrow(
      /twice/,
    );
  });

  it("spells a hidden message with the first leftover letters", () => {
    const puzzle = generateWordSearch(
      "msg",
      options({ theme: "garden", hiddenMessage: "Well done, gardener!" }),
    );
    expect(puzzle.message).toBe("WELLDONEGARDENER");
    expect(puzzle.messageCells.map((cell) => puzzle.grid[cell]).join("")).toBe("WELLDONEGARDENER");
    expect(verifyWordSearch(puzzle).ok).toBe(true);
    expect(() =>
      generateWordSearch(
        "msg",
        options({ size: 8, wordCount: 10, theme: "garden", hiddenMessage: "x".repeat(60) }),
      ),
    ).toThrow(/hidden message needs 60 free cells/);
  });

  it("verify catches a second copy of a word and a blocked word in the fill", () => {
    const puzzle = generateWordSearch("tamper", options({ theme: "music", size: 15 }));
    const word = puzzle.words[0] as string;
    const copy = structuredClone(puzzle);
    // Write the word again along the first free row from the left.
    const used = new Set(puzzle.placements.flatMap((p) => cellsOf(p, puzzle.cols)));
    const row = [...Array(puzzle.rows).keys()].find((r) =>
      [...word].every((_, index) => !used.has(r * puzzle.cols + index)),
    );
    if (row === undefined) return;
    [...word].forEach((letter, index) => {
      copy.grid[row * puzzle.cols + index] = letter;
    });
    expect(verifyWordSearch(copy).problems).toContain(`${word} occurs 2 times`);
    const grid = Array.from({ length: 16 }, () => "Q");
    ["S", "H", "I", "T"].forEach((letter, index) => {
      grid[4 + index] = letter;
    });
    expect(findBlockedWords(grid, 4, 4)).toEqual(["SHIT"]);
  });

  it("property: every generated grid hides each word exactly once where the key says", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.constantFrom("easy", "medium", "hard"),
        fc.integer({ min: 10, max: 20 }),
        (seed, difficulty, size) => {
          const puzzle = generateWordSearch(
            seed,
            options({ difficulty, size, wordCount: 12, theme: "ocean" }),
          );
          for (const placement of puzzle.placements) {
            const found = findWord(puzzle.grid, puzzle.rows, puzzle.cols, placement.word);
            expect(found).toHaveLength(1);
            expect(isSamePlace(found[0] as Placement, placement, puzzle.cols)).toBe(true);
          }
          expect(verifyWordSearch(puzzle).problems).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("draws grid and list inside its box; the answer strikes each word", () => {
    const puzzle = generateWordSearch(
      "draw",
      options({ size: 20, wordCount: 30, theme: "fruit-and-vegetables" }),
    );
    const box = { x: 40, y: 50, width: 300, height: 420 };
    const elements = wordSearch.toLayout(puzzle, box);
    for (const element of elements) expect(isBoxInside(elementBounds(element), box)).toBe(true);
    expect(elements.filter((element) => element.kind === "text")).toHaveLength(30);
    const answer = wordSearch.answerToLayout(puzzle, { x: 0, y: 0, width: 150, height: 150 });
    expect(answer.filter((element) => element.kind === "line")).toHaveLength(30);
  });
});
