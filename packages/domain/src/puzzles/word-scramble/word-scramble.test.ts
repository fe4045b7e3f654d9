import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { WORD_THEMES } from "../words/themes";
import { generateWordScramble, verifyWordScramble, wordScramble } from "./word-scramble";

describe("word scramble", () => {
  it.each([
    ["easy", 4, 5],
    ["medium", 6, 7],
    ["hard", 8, 12],
  ] as const)("%s uses words of %i–%i letters", (difficulty, min, max) => {
    const puzzle = generateWordScramble(
      "s",
      wordScramble.options.parse({ difficulty, theme: "sports" }),
    );
    expect(puzzle.difficulty).toBe(difficulty);
    for (const item of puzzle.items) {
      expect(item.answer.length).toBeGreaterThanOrEqual(min);
      expect(item.answer.length).toBeLessThanOrEqual(max);
      expect(item.scrambled).not.toBe(item.answer);
    }
    expect(verifyWordScramble(puzzle).ok).toBe(true);
  });

  it("leaves out words whose letters make another word of the list", () => {
    const words = ["listen", "silent", "garden", "planet", "rocket"];
    const puzzle = generateWordScramble("s", wordScramble.options.parse({ words, count: 5 }));
    expect(puzzle.items.map((item) => item.answer).sort()).toEqual(["GARDEN", "PLANET", "ROCKET"]);
  });

  it("property: every theme and level gives scrambles of their own answers", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...WORD_THEMES.map((theme) => theme.id)),
        fc.constantFrom("easy", "medium", "hard"),
        (seed, theme, difficulty) => {
          let puzzle: ReturnType<typeof generateWordScramble>;
          try {
            puzzle = generateWordScramble(
              seed,
              wordScramble.options.parse({ theme, difficulty, count: 6 }),
            );
          } catch (error) {
            // A theme may have too few short words for easy; that is refused, not mislabelled.
            expect(String(error)).toMatch(/Too few words/);
            return;
          }
          expect(verifyWordScramble(puzzle).problems).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("draws inside its box", () => {
    const puzzle = generateWordScramble("d", wordScramble.options.parse({ count: 20 }));
    const box = { x: 10, y: 10, width: 250, height: 300 };
    for (const element of [
      ...wordScramble.toLayout(puzzle, box),
      ...wordScramble.answerToLayout(puzzle, box),
    ]) {
      expect(isBoxInside(elementBounds(element), box)).toBe(true);
    }
  });
});
