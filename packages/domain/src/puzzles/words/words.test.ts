import { describe, expect, it } from "vitest";
import { findBlockedInside, isBlockedWord } from "./blocklist";
import { WORD_THEMES } from "./themes";
import { checkWordList, findProblemIndex, normalizeWord } from "./word-list";

describe("word themes", () => {
  it("ships 10+ themes of about 40 clean, unique, upper-case words", () => {
    expect(WORD_THEMES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(WORD_THEMES.map((theme) => theme.id)).size).toBe(WORD_THEMES.length);
    for (const theme of WORD_THEMES) {
      expect(theme.words.length).toBeGreaterThanOrEqual(40);
      expect(new Set(theme.words).size).toBe(theme.words.length);
      for (const word of theme.words) {
        expect(word).toMatch(/^[A-Z]{3,12}$/);
        expect(isBlockedWord(word)).toBe(false);
      }
    }
  });
});

describe("blocklist", () => {
  it("matches whole words in a list, any run inside a grid line", () => {
    expect(isBlockedWord("shit")).toBe(true);
    expect(isBlockedWord("CLASS")).toBe(false);
    expect(findBlockedInside("XQSHITZ")).toEqual(["SHIT"]);
    expect(findBlockedInside("ABCDEF")).toEqual([]);
  });
});

describe("an author's word list", () => {
  it("normalises spaces, hyphens, apostrophes, accents and case", () => {
    expect(normalizeWord("ice-cream")).toBe("ICECREAM");
    expect(normalizeWord("Crème brûlée")).toBe("CREMEBRULEE");
    expect(normalizeWord("o'clock")).toBe("OCLOCK");
  });

  it.each([
    ["", "empty"],
    ["r2d2", "bad-characters"],
    ["ox", "too-short"],
    ["extraordinarily", "too-long"],
    ["damn", "blocked"],
  ] as const)("refuses %j: %s", (word, code) => {
    const checked = checkWordList(["apple", word], { minLength: 3, maxLength: 12 });
    expect(checked.words).toEqual(["APPLE"]);
    expect(checked.problems).toEqual([expect.objectContaining({ word, code })]);
  });

  it("refuses a duplicate after normalising, naming the author's spelling", () => {
    const checked = checkWordList(["Ice cream", "ice-cream"], { minLength: 3, maxLength: 12 });
    expect(checked.words).toEqual(["ICECREAM"]);
    expect(checked.problems).toEqual([
      { word: "ice-cream", code: "duplicate", message: '"ice-cream" is in the list twice' },
    ]);
  });

  it("places a duplicate on its repeat and any other problem on the word itself", () => {
    const entries = [{ answer: "OWL" }, { answer: "no" }, { answer: "OWL" }];
    const { problems } = checkWordList(
      entries.map((entry) => entry.answer),
      { minLength: 3, maxLength: 10 },
    );
    const at = (code: string) => {
      const problem = problems.find((candidate) => candidate.code === code);
      if (!problem) throw new Error(`no ${code} problem`);
      return findProblemIndex(entries, (entry) => entry.answer, problem);
    };
    expect(at("duplicate")).toBe(2);
    expect(at("too-short")).toBe(1);
  });

  it("the length limit is the grid's: 12 letters fit a 12 grid, 13 do not", () => {
    expect(checkWordList(["ABCDEFGHIJKL"], { minLength: 3, maxLength: 12 }).problems).toEqual([]);
    expect(
      checkWordList(["ABCDEFGHIJKLM"], { minLength: 3, maxLength: 12 }).problems[0]?.code,
    ).toBe("too-long");
  });

  it("for hidden words, refuses one that reads inside another, forwards or backwards", () => {
    const checked = checkWordList(["cat", "cats", "tac", "dog"], {
      minLength: 3,
      maxLength: 12,
      refuseInsideAnother: true,
    });
    expect(checked.words).toEqual(["CATS", "DOG"]);
    expect(checked.problems.map((problem) => [problem.word, problem.code])).toEqual([
      ["cat", "inside-another"],
      ["tac", "inside-another"],
    ]);
  });
});
