import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { gridRuns } from "../word-grids/layout";
import { isBlockedWord } from "../words/blocklist";
import { CLUED_THEMES } from "../words/clued-themes";
import { type CrosswordPuzzle, crossword, generateCrossword, verifyCrossword } from "./crossword";

const make = (seed: string, options: object) =>
  generateCrossword(seed, crossword.options.parse(options));

const AUTHOR = [
  { answer: "Inkwell", clue: "Pot that holds a pen's ink" },
  { answer: "paper", clue: "Sheets in a book" },
  { answer: "novel", clue: "Long work of fiction" },
  { answer: "author", clue: "Writer of a book" },
  { answer: "chapter", clue: "Part of a book" },
  { answer: "poem", clue: "Verse on a page" },
  { answer: "index", clue: "List at the back of a book" },
  { answer: "cover", clue: "Front of a book" },
];

describe("clued themes", () => {
  it("ship a few themes of 40+ clean answers, each with a clue, frequency lists inside them", () => {
    expect(CLUED_THEMES.length).toBeGreaterThanOrEqual(4);
    for (const theme of CLUED_THEMES) {
      const answers = theme.entries.map((entry) => entry.answer);
      expect(answers.length).toBeGreaterThanOrEqual(40);
      expect(new Set(answers).size).toBe(answers.length);
      for (const entry of theme.entries) {
        expect(entry.answer).toMatch(/^[A-Z]{3,10}$/);
        expect(entry.clue.length).toBeGreaterThan(5);
        expect(entry.clue.toUpperCase()).not.toContain(entry.answer);
        expect(isBlockedWord(entry.answer)).toBe(false);
      }
      for (const word of [...theme.familiar, ...theme.rare]) expect(answers).toContain(word);
    }
  });
});

describe("crossword", () => {
  it.each(
    CLUED_THEMES.flatMap((theme) =>
      (["easy", "medium", "hard"] as const).map((level) => [theme.id, level] as const),
    ),
  )("%s, %s: a sound interlocking grid at the measured level", (theme, difficulty) => {
    const puzzle = make(`table-${theme}`, { theme, difficulty });
    expect(puzzle.difficulty).toBe(difficulty);
    expect(puzzle.entries.length).toBeGreaterThanOrEqual(10);
    expect(verifyCrossword(puzzle)).toEqual({ ok: true, problems: [] });
    // Every run of letters is a clued entry, and numbers rise in reading order.
    expect(gridRuns(puzzle).length).toBe(puzzle.entries.length);
    const starts = puzzle.entries.map((entry) => entry.row * puzzle.cols + entry.col);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("harder levels have fewer crossings or less familiar words", () => {
    const easy = make("levels", { difficulty: "easy" });
    const hard = make("levels", { difficulty: "hard" });
    expect(easy.measure.score).toBeLessThan(hard.measure.score);
    expect(
      easy.measure.familiarity < hard.measure.familiarity ||
        easy.measure.crossingRatio > hard.measure.crossingRatio,
    ).toBe(true);
  });

  it("builds from an author's answers and clues, normalised, clues kept", () => {
    const puzzle = make("author", { entries: AUTHOR, size: 11 });
    expect(puzzle.theme).toBeNull();
    expect(puzzle.entries.length).toBeGreaterThanOrEqual(6);
    const inkwell = puzzle.entries.find((entry) => entry.answer === "INKWELL");
    expect(inkwell?.clue).toBe("Pot that holds a pen's ink");
    expect(verifyCrossword(puzzle).ok).toBe(true);
  });

  const good = make("refuse", {});
  const across = good.entries.find(
    (entry) => entry.direction === "across",
  ) as CrosswordPuzzle["entries"][number];
  const strayCells = [...good.cells];
  strayCells[strayCells.indexOf("")] = "Q";
  it.each([
    [
      "a wrong letter in the key",
      {
        ...good,
        cells: good.cells.map((c, i) => (i === across.row * good.cols + across.col ? "Q" : c)),
      },
      /not where the grid puts it/,
    ],
    ["a stray letter", { ...good, cells: strayCells }, /belongs to no word|reads in the grid/],
    [
      "swapped numbers",
      { ...good, entries: good.entries.map((e, i) => (i < 2 ? { ...e, number: 2 - i } : e)) },
      /numbers/,
    ],
    [
      "a missing clue",
      { ...good, entries: good.entries.map((e, i) => (i === 0 ? { ...e, clue: " " } : e)) },
      /no clue/,
    ],
    [
      "a wrong level",
      { ...good, difficulty: good.difficulty === "hard" ? ("easy" as const) : ("hard" as const) },
      /labelled/,
    ],
  ])("verify refuses %s", (_, puzzle, problem) => {
    const result = verifyCrossword(puzzle);
    expect(result.ok).toBe(false);
    expect(result.problems.join(" ")).toMatch(problem);
  });

  it.each([
    [{ theme: "cars" }, ["theme"]],
    [{ size: 30 }, ["size"]],
    [{ difficulty: "expert" }, ["difficulty"]],
    [
      { entries: [...AUTHOR.slice(0, 4), { answer: "r2d2", clue: "Robot" }] },
      ["entries", 4, "answer"],
    ],
    [
      { entries: [...AUTHOR.slice(0, 4), { answer: "ink-well", clue: "Again" }] },
      ["entries", 4, "answer"],
    ],
    [
      { entries: [...AUTHOR.slice(0, 4), { answer: "extraordinarily", clue: "Very" }], size: 12 },
      ["entries", 4, "answer"],
    ],
    [
      { entries: [...AUTHOR.slice(0, 4), { answer: "damn", clue: "Oath" }] },
      ["entries", 4, "answer"],
    ],
    [{ entries: [...AUTHOR.slice(0, 4), { answer: "cover", clue: "" }] }, ["entries", 4, "clue"]],
  ])("refuses options %j naming the field", (options, path) => {
    const parsed = crossword.options.safeParse(options);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toContainEqual(path);
  });

  it("is deterministic per seed", () => {
    expect(make("same", {})).toEqual(make("same", {}));
    expect(make("other", {}).cells).not.toEqual(make("same", {}).cells);
  });

  it("property: every theme and level verifies", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...CLUED_THEMES.map((theme) => theme.id)),
        fc.constantFrom("easy", "medium", "hard"),
        (seed, theme, difficulty) => {
          const puzzle = make(seed, { theme, difficulty });
          expect(puzzle.difficulty).toBe(difficulty);
          expect(verifyCrossword(puzzle).problems).toEqual([]);
        },
      ),
      { numRuns: 50 },
    );
  });

  it.each([
    { x: 36, y: 48, width: 300, height: 380 },
    { x: 54, y: 54, width: 504, height: 684 },
    { x: 20, y: 30, width: 220, height: 320 },
  ])("draws inside %j, clues at 7 pt or more", (box) => {
    const puzzle = make("draw", { difficulty: "hard" });
    const drawn = [...crossword.toLayout(puzzle, box), ...crossword.answerToLayout(puzzle, box)];
    for (const element of drawn) expect(isBoxInside(elementBounds(element), box)).toBe(true);
    for (const element of drawn)
      if (element.kind === "text") expect(element.sizePt).toBeGreaterThanOrEqual(7);
    const texts = crossword.toLayout(puzzle, box).filter((element) => element.kind === "text");
    expect(texts.map((element) => element.kind === "text" && element.text)).toEqual(
      expect.arrayContaining(["Across", "Down"]),
    );
  });

  it("refuses, not clips, a box too small for the clues", () => {
    const puzzle = make("draw", { difficulty: "hard" });
    expect(() => crossword.toLayout(puzzle, { x: 0, y: 0, width: 80, height: 80 })).toThrow(
      /do not fit/,
    );
  });
});
