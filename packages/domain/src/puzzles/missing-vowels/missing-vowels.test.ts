import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { generateMissingVowels, missingVowels, verifyMissingVowels } from "./missing-vowels";

describe("missing vowels", () => {
  it("easy keeps a gap per vowel, medium closes them, hard runs two words together", () => {
    const easy = generateMissingVowels("v", missingVowels.options.parse({ difficulty: "easy" }));
    const medium = generateMissingVowels(
      "v",
      missingVowels.options.parse({ difficulty: "medium" }),
    );
    const hard = generateMissingVowels("v", missingVowels.options.parse({ difficulty: "hard" }));
    const first = easy.items[0];
    expect(first?.clue.length).toBe(first?.answer[0]?.length);
    expect(medium.items.every((item) => !/[AEIOU_]/.test(item.clue))).toBe(true);
    expect(hard.items.every((item) => item.answer.length === 2 && !item.clue.includes(" "))).toBe(
      true,
    );
    for (const puzzle of [easy, medium, hard]) expect(verifyMissingVowels(puzzle).ok).toBe(true);
  });

  it("verify catches a clue that is not its answer without vowels", () => {
    const puzzle = generateMissingVowels("v", missingVowels.options.parse({}));
    const items = puzzle.items.map((item, index) =>
      index === 0 ? { ...item, clue: "XYZ" } : item,
    );
    expect(verifyMissingVowels({ ...puzzle, items }).ok).toBe(false);
  });

  it("draws inside its box", () => {
    const puzzle = generateMissingVowels("d", missingVowels.options.parse({ count: 20 }));
    const box = { x: 10, y: 10, width: 250, height: 300 };
    for (const element of missingVowels.toLayout(puzzle, box)) {
      expect(isBoxInside(elementBounds(element), box)).toBe(true);
    }
  });
});
