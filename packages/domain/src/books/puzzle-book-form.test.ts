import { describe, expect, it } from "vitest";
import { puzzleTypes } from "../puzzles/registry";
import { planPuzzleBook } from "./puzzle-book";
import { describePuzzleBookChoices } from "./puzzle-book-choices";
import {
  type PuzzleBookFormValues,
  type PuzzleSectionFormValues,
  puzzleBookFormSchema,
  readPuzzleBookForm,
  splitWordList,
  toSampleRequest,
} from "./puzzle-book-form";

const section = (over: Partial<PuzzleSectionFormValues> = {}): PuzzleSectionFormValues => ({
  type: "sudoku",
  difficulty: "easy",
  count: "10",
  size: "9",
  theme: "animals",
  words: "",
  shape: "rectangular",
  ...over,
});

const form = (over: Partial<PuzzleBookFormValues> = {}): PuzzleBookFormValues => ({
  title: "Large Print Puzzles",
  subtitle: "",
  author: "Ada Inkwell",
  trim: "6x9",
  paper: "white",
  largePrint: "true",
  answerKey: "true",
  howToPlay: "true",
  pageNumbers: "true",
  headers: "false",
  seed: "abc123",
  sections: [section(), section({ type: "word-search", difficulty: "medium", size: "15" })],
  ...over,
});

describe("readPuzzleBookForm", () => {
  it("reads the strings into the build request", () => {
    const read = readPuzzleBookForm(form());
    expect(read).toEqual({
      ok: true,
      request: expect.objectContaining({
        title: "Large Print Puzzles",
        trim: "6x9",
        largePrint: true,
        headers: false,
        seed: "abc123",
        sections: [
          expect.objectContaining({
            type: "sudoku",
            difficulty: "easy",
            count: 10,
            options: { size: 9 },
          }),
          expect.objectContaining({
            type: "word-search",
            count: 10,
            options: { size: 15, theme: "animals" },
          }),
        ],
      }),
    });
  });

  it("takes an own word list in place of the theme", () => {
    const read = readPuzzleBookForm(
      form({
        sections: [
          section({
            type: "word-search",
            difficulty: "easy",
            size: "10",
            words: "apple, pear\nplum\n\nkiwi",
          }),
        ],
      }),
    );
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    expect(read.request.sections[0]?.options).toEqual({
      size: 10,
      theme: "animals",
      words: ["APPLE", "PEAR", "PLUM", "KIWI"],
      wordCount: 4,
    });
  });

  it.each<[string, Partial<PuzzleBookFormValues>, string, RegExp]>([
    ["no title", { title: "  " }, "title", /title/],
    ["no author", { author: "" }, "author", /author/],
    ["an unknown trim", { trim: "7x7" }, "trim", /trim/],
    ["paper the trim lacks", { trim: "8.27x11.69", paper: "standard-color" }, "paper", /paper/],
    ["a bad seed", { seed: "a b" }, "seed", /seed/],
    ["no sections", { sections: [] }, "sections", /at least one/],
    ["a count of 0", { sections: [section({ count: "0" })] }, "sections.0.count", /1 to 500/],
    ["a count of 1.5", { sections: [section({ count: "1.5" })] }, "sections.0.count", /whole/],
    ["an unknown type", { sections: [section({ type: "tangram" })] }, "sections.0.type", /type/],
    [
      "a level the size lacks",
      { sections: [section({ size: "4", difficulty: "hard" })] },
      "sections.0.difficulty",
      /4 × 4 comes in easy, medium/,
    ],
    [
      "a word longer than the grid",
      {
        sections: [
          section({
            type: "word-search",
            difficulty: "easy",
            size: "10",
            words: "cat\ndog\nhippopotamuses",
          }),
        ],
      },
      "sections.0.words",
      /"hippopotamuses" has 14 letters; the grid fits 10/,
    ],
    [
      "81 own words for a word search (its rules take 80)",
      {
        sections: [
          section({
            type: "word-search",
            difficulty: "easy",
            words: Array.from(
              { length: 81 },
              (_, i) => `word${"abcdefghij"[i % 10]}${"abcdefghij"[Math.floor(i / 10)]}`,
            ).join("\n"),
          }),
        ],
      },
      "sections.0.words",
      /^81 words is too many: give up to 80\.$/,
    ],
    [
      "61 own words for a word scramble (its rules take 60)",
      {
        sections: [
          section({
            type: "word-scramble",
            difficulty: "easy",
            words: Array.from(
              { length: 61 },
              (_, i) => `cat${"abcdefghij"[i % 10]}${"abcdefghij"[Math.floor(i / 10)]}`,
            ).join(","),
          }),
        ],
      },
      "sections.0.words",
      /^61 words is too many: give up to 60\.$/,
    ],
    [
      "one pasted 5,000-letter word, quoted by its start only",
      {
        sections: [
          section({
            type: "word-search",
            difficulty: "easy",
            size: "15",
            words: `cat\ndog\n${"a".repeat(5000)}`,
          }),
        ],
      },
      "sections.0.words",
      /^"a{24}…" has 5000 letters; the grid fits 15\.$/,
    ],
    [
      "a word twice",
      {
        sections: [
          section({ type: "word-scramble", difficulty: "easy", words: "cat, dog, cat, emu" }),
        ],
      },
      "sections.0.words",
      /twice/,
    ],
    ["binding 'spiral'", { binding: "spiral" }, "binding", /paperback or hardcover/],
    [
      "a 5×8 hardcover (KDP's smallest case laminate is 5.5×8.5)",
      { binding: "hardcover", trim: "5x8" },
      "trim",
      /does not print a hardcover in this trim size; choose one of 5\.5x8\.5, 6x9/,
    ],
    [
      "an 8.5×11 hardcover",
      { binding: "hardcover", trim: "8.5x11" },
      "trim",
      /does not print a hardcover/,
    ],
    [
      "a standard-colour hardcover",
      { binding: "hardcover", paper: "standard-color" },
      "paper",
      /does not print a hardcover in this trim size on this paper/,
    ],
    [
      "too many puzzles in the book",
      { sections: [section({ count: "500" }), section({ count: "500" }), section({ count: "1" })] },
      "sections",
      /at most 1000 puzzles; these sections ask for 1001/,
    ],
  ])("%s: names %s", (_name, over, path, message) => {
    const read = readPuzzleBookForm(form(over));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const issue = read.issues.find((i) => i.path === path);
    expect(issue?.message).toMatch(message);
  });

  it.each([
    ["paperback", "5x8", "white"],
    ["hardcover", "5.5x8.5", "white"],
    ["hardcover", "6x9", "cream"],
    ["hardcover", "8.25x11", "premium-color"],
  ])("reads a %s %s on %s paper into the request", (binding, trim, paper) => {
    const read = readPuzzleBookForm(form({ binding, trim, paper }));
    expect(read.ok && read.request).toMatchObject({ binding, trim, paper });
  });

  it("the schema reports the same problems with their paths", () => {
    const parsed = puzzleBookFormSchema.safeParse(form({ sections: [section({ count: "x" })] }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["sections", 0, "count"]);
  });
});

describe("choices", () => {
  it("offer every registered type, each main option valid for its type", () => {
    const choices = describePuzzleBookChoices();
    expect(choices.types.map((t) => t.id)).toEqual(puzzleTypes.map((t) => t.id));
    for (const type of choices.types) {
      const values = section({ type: type.id, difficulty: type.difficulties[0] ?? "easy" });
      for (const option of type.options) {
        if (option.key !== "words") values[option.key] = option.default;
      }
      const read = readPuzzleBookForm(form({ sections: [{ ...values, count: "1" }] }));
      expect(read.ok, `${type.id}: ${JSON.stringify(read)}`).toBe(true);
      if (read.ok) planPuzzleBook(read.request, { seed: "s", year: 2026 });
    }
    const paperback = choices.bindings.find((b) => b.value === "paperback");
    expect(paperback?.trims.find((t) => t.value === "6x9")?.papers.map((p) => p.value)).toContain(
      "cream",
    );
  });

  it("offer hardcover with KDP's hardcover trims and papers only", () => {
    const hardcover = describePuzzleBookChoices().bindings.find((b) => b.value === "hardcover");
    expect(hardcover?.trims.map((t) => t.value)).toEqual([
      "5.5x8.5",
      "6x9",
      "6.14x9.21",
      "7x10",
      "8.25x11",
    ]);
    // Case laminate prints black on white or cream, and premium colour; no standard colour.
    expect(hardcover?.trims.find((t) => t.value === "6x9")?.papers.map((p) => p.value)).toEqual([
      "white",
      "cream",
      "premium-color",
    ]);
  });
});

describe("toSampleRequest", () => {
  it("keeps the first puzzles of the book, the same ones", () => {
    const read = readPuzzleBookForm(
      form({
        sections: [
          section({ count: "4" }),
          section({ type: "maze", difficulty: "easy", count: "5" }),
        ],
      }),
    );
    if (!read.ok) throw new Error("not ok");
    const sample = toSampleRequest(read.request, 6);
    expect(sample.sections.map((s) => s.count)).toEqual([4, 2]);
    const full = planPuzzleBook(read.request, { seed: "x", year: 2026 });
    const cut = planPuzzleBook(sample, { seed: "x", year: 2026 });
    expect(cut.puzzles).toEqual(full.puzzles.slice(0, 6));
  });

  it("splits own words on lines, commas and semicolons", () => {
    expect(splitWordList(" a, b;c\n\n d ")).toEqual(["a", "b", "c", "d"]);
  });
});
