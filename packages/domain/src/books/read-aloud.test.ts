import { describe, expect, it } from "vitest";
import { fieldGuide } from "./field-guide";
import {
  chapterSegments,
  clampRate,
  MAX_UTTERANCE_CHARS,
  nextPosition,
  resumePosition,
  serializePosition,
  splitIntoUtterances,
} from "./read-aloud";

describe("splitIntoUtterances", () => {
  it.each<[string, string, string[]]>([
    ["one sentence", "Price it at $9.99.", ["Price it at $9.99."]],
    [
      "sentences split after . ! ?",
      "Check the spine. Is it wide enough? Yes!",
      ["Check the spine.", "Is it wide enough?", "Yes!"],
    ],
    [
      "decimals stay whole",
      "It costs $0.012 per page. Done.",
      ["It costs $0.012 per page.", "Done."],
    ],
    [
      "e.g. before a lowercase word stays whole",
      "Use a niche, e.g. puzzles.",
      ["Use a niche, e.g. puzzles."],
    ],
    [
      "a closing quote stays with its sentence",
      'He said "go." Then left.',
      ['He said "go."', "Then left."],
    ],
    ["white space is normalized", "  A  b.\n\nC d.  ", ["A b.", "C d."]],
    ["empty text gives nothing", "   ", []],
  ])("%s", (_name, text, expected) => {
    expect(splitIntoUtterances(text)).toEqual(expected);
  });

  it("cuts a long sentence below the limit, at a comma when there is one", () => {
    const clause = "a clause with several words in it";
    const long = `${Array.from({ length: 12 }, () => clause).join(", ")}.`;
    const pieces = splitIntoUtterances(long);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.length).toBeLessThan(MAX_UTTERANCE_CHARS);
    expect(pieces[0]).toMatch(/,$/);
    expect(pieces.join(" ")).toBe(long);
  });

  it("cuts a word longer than the limit", () => {
    const pieces = splitIntoUtterances("x".repeat(450), 200);
    expect(pieces.map((piece) => piece.length)).toEqual([199, 199, 52]);
  });

  it("every utterance of the whole book is below the limit and nothing is lost", () => {
    for (const chapter of fieldGuide.chapters) {
      for (const segment of chapterSegments(chapter)) {
        const pieces = splitIntoUtterances(segment.text);
        for (const piece of pieces) expect(piece.length).toBeLessThan(MAX_UTTERANCE_CHARS);
        expect(pieces.join(" ")).toBe(segment.text.replace(/\s+/g, " ").trim());
      }
    }
  });
});

describe("chapterSegments", () => {
  it("reads the title, then headings, paragraphs and each list item", () => {
    const segments = chapterSegments({
      number: 3,
      title: "Spines",
      blocks: [
        { kind: "paragraph", text: "Intro." },
        { kind: "heading", text: "Widths" },
        { kind: "list", items: ["White: 0.002252 in", "Cream: 0.0025 in"] },
        { kind: "paragraph", text: "  " },
      ],
    });
    expect(segments).toEqual([
      { index: 0, kind: "title", text: "Chapter 3. Spines" },
      { index: 1, kind: "paragraph", text: "Intro." },
      { index: 2, kind: "heading", text: "Widths" },
      { index: 3, kind: "item", text: "White: 0.002252 in" },
      { index: 4, kind: "item", text: "Cream: 0.0025 in" },
    ]);
  });
});

describe("resumePosition", () => {
  const counts = [5, 3, 0, 7];
  it.each<[string, string | null, { chapter: number; segment: number }]>([
    ["nothing stored", null, { chapter: 0, segment: 0 }],
    [
      "a stored position",
      serializePosition({ chapter: 3, segment: 6 }),
      { chapter: 3, segment: 6 },
    ],
    [
      "segment past the chapter's end → its start",
      '{"chapter":1,"segment":3}',
      { chapter: 1, segment: 0 },
    ],
    ["negative segment → chapter start", '{"chapter":1,"segment":-1}', { chapter: 1, segment: 0 }],
    [
      "chapter past the book's end → the beginning",
      '{"chapter":4,"segment":0}',
      { chapter: 0, segment: 0 },
    ],
    ["negative chapter", '{"chapter":-1,"segment":0}', { chapter: 0, segment: 0 }],
    ["not integers", '{"chapter":1.5,"segment":"2"}', { chapter: 0, segment: 0 }],
    ["not JSON", "chapter 2", { chapter: 0, segment: 0 }],
    ["JSON null", "null", { chapter: 0, segment: 0 }],
  ])("%s", (_name, stored, expected) => {
    expect(resumePosition(stored, counts)).toEqual(expected);
  });
});

describe("nextPosition", () => {
  const counts = [2, 0, 1];
  it.each<
    [string, { chapter: number; segment: number }, { chapter: number; segment: number } | null]
  >([
    ["next segment", { chapter: 0, segment: 0 }, { chapter: 0, segment: 1 }],
    [
      "end of chapter → next chapter with segments",
      { chapter: 0, segment: 1 },
      { chapter: 2, segment: 0 },
    ],
    ["end of the book", { chapter: 2, segment: 0 }, null],
  ])("%s", (_name, position, expected) => {
    expect(nextPosition(position, counts)).toEqual(expected);
  });
});

describe("clampRate", () => {
  it.each([
    [1, 1],
    [0.1, 0.5],
    [3, 2],
    [Number.NaN, 1],
    [1.25, 1.25],
  ])("%s → %s", (rate, expected) => {
    expect(clampRate(rate)).toBe(expected);
  });
});
