import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { isBlockedWord } from "../words/blocklist";
import { DICTIONARY_LENGTHS, dictionary, isDictionaryWord } from "../words/dictionary";
import {
  generateWordLadder,
  ladderLevel,
  verifyWordLadder,
  type WordLadderPuzzle,
  wordLadder,
} from "./word-ladder";

const make = (seed: string, options: object) =>
  generateWordLadder(seed, wordLadder.options.parse(options));

describe("word ladder dictionary", () => {
  it("ships common words of 3 to 5 letters with no blocked word", () => {
    for (const length of DICTIONARY_LENGTHS) {
      const { words } = dictionary(length);
      expect(words.length).toBeGreaterThan(400);
      for (const word of words) {
        expect(word).toMatch(new RegExp(`^[A-Z]{${length}}$`));
        expect(isBlockedWord(word)).toBe(false);
      }
    }
    expect(isDictionaryWord("cold")).toBe(true);
    expect(isDictionaryWord("WARM")).toBe(true);
    expect(isDictionaryWord("XQZT")).toBe(false);
    expect(isDictionaryWord("DAMN")).toBe(false);
  });
});

describe("word ladder", () => {
  it.each([
    ["easy", 3, 4],
    ["medium", 5, 6],
    ["hard", 7, 9],
  ] as const)("%s ladders need %i–%i changes, proved shortest", (difficulty, min, max) => {
    for (const length of DICTIONARY_LENGTHS) {
      const puzzle = make(`table-${length}`, { difficulty, length });
      expect(puzzle.difficulty).toBe(difficulty);
      expect(puzzle.steps).toBeGreaterThanOrEqual(min);
      expect(puzzle.steps).toBeLessThanOrEqual(max);
      expect(puzzle.ladder).toHaveLength(puzzle.steps + 1);
      expect(verifyWordLadder(puzzle)).toEqual({ ok: true, problems: [] });
    }
  });

  it("climbs an author's pair: COLD to WARM in four changes, measured easy", () => {
    const puzzle = make("author", { from: "cold", to: "warm" });
    expect(puzzle.from).toBe("COLD");
    expect(puzzle.steps).toBe(4);
    expect(puzzle.difficulty).toBe("easy");
    expect(verifyWordLadder(puzzle).ok).toBe(true);
  });

  const good = make("refuse", { difficulty: "medium" });
  const longer = (puzzle: WordLadderPuzzle): WordLadderPuzzle => {
    // A detour through a neighbour of the first rung and back makes a valid but longer ladder.
    const [first, second, ...rest] = puzzle.ladder as [string, string, ...string[]];
    const detour = (dictionary(4).neighbours.get(first) ?? []).find(
      (word) => word !== second && !puzzle.ladder.includes(word),
    ) as string;
    return { ...puzzle, ladder: [first, detour, first, second, ...rest] };
  };
  it.each([
    [
      "a key that skips a rung",
      { ...good, ladder: [good.from, ...good.ladder.slice(2)] },
      /one-letter/,
    ],
    [
      "a rung that is not a word",
      { ...good, ladder: [good.from, "QQQQ", ...good.ladder.slice(2)] },
      /not a 4-letter word/,
    ],
    ["a key longer than the shortest ladder", longer(good), /shortest ladder has/],
    ["a wrong level", { ...good, difficulty: "hard" as const }, /labelled hard/],
    ["a key to another word", { ...good, to: "ZZZZ" }, /must run from/],
  ])("verify refuses %s", (_, puzzle, problem) => {
    const result = verifyWordLadder(puzzle);
    expect(result.ok).toBe(false);
    expect(result.problems.join(" ")).toMatch(problem);
  });

  it.each([
    [{ length: 6 }, "length"],
    [{ difficulty: "expert" }, "difficulty"],
    [{ from: "qxzv", to: "cold" }, "from"],
    [{ from: "cold" }, "to"],
    [{ from: "cold", to: "cold" }, "to"],
    [{ from: "cold", to: "water" }, "to"],
  ])("refuses options %j naming %s", (options, field) => {
    const parsed = wordLadder.options.safeParse(options);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path?.[0])).toContain(field);
  });

  it("is deterministic per seed", () => {
    expect(make("same", {})).toEqual(make("same", {}));
    expect(make("other", {}).ladder).not.toEqual(make("same", {}).ladder);
  });

  it("property: every ladder's rungs are words one change apart, and the key is shortest", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...DICTIONARY_LENGTHS),
        fc.constantFrom("easy", "medium", "hard"),
        (seed, length, difficulty) => {
          const puzzle = make(seed, { length, difficulty });
          expect(ladderLevel(puzzle.steps)).toBe(difficulty);
          expect(verifyWordLadder(puzzle).problems).toEqual([]);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("draws inside its box, the rungs empty in the puzzle and filled in the key", () => {
    const puzzle = make("draw", { difficulty: "hard", length: 5 });
    for (const box of [
      { x: 10, y: 10, width: 250, height: 300 },
      { x: 40, y: 60, width: 90, height: 60 },
    ]) {
      const drawn = [
        ...wordLadder.toLayout(puzzle, box),
        ...wordLadder.answerToLayout(puzzle, box),
      ];
      for (const element of drawn) expect(isBoxInside(elementBounds(element), box)).toBe(true);
    }
    const [grid] = wordLadder.toLayout(puzzle, { x: 0, y: 0, width: 200, height: 300 });
    const [key] = wordLadder.answerToLayout(puzzle, { x: 0, y: 0, width: 200, height: 300 });
    expect(grid?.kind === "grid" && grid.cells.filter(Boolean).join("")).toBe(
      puzzle.from + puzzle.to,
    );
    expect(key?.kind === "grid" && key.cells.join("")).toBe(puzzle.ladder.join(""));
  });
});
