import dictionary from "dictionary-en";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applyGrammarFix,
  createGrammarChecker,
  type GrammarChecker,
  type GrammarCheckResult,
  grammarCheckInputSchema,
  shiftFindings,
} from "./grammar-check";
import { GRAMMAR_TEXT_MAX } from "./limits";
import { maskMarkup } from "./mask";
import { matchCase, rankSuggestions, typoDistance } from "./suggestions";

let checker: GrammarChecker;
beforeAll(() => {
  checker = createGrammarChecker(dictionary);
});

// One fixed description with one slip of each kind, and text each rule must leave alone.
const TEXT = [
  "<p>This is is the story of an wizard who was bitten by a dragon.  He lives in a quiet village.",
  " the villagers fear him, and i'm not surprised. Teh hero must recieve a well-known gift.</p>",
  '<p>Read "The Silent Shore" and “Winter Light” at www.example-books.com or write to',
  " me@example.org. It takes an hour, not a day: an honest, well-written eBook for KDP fans.</p>",
].join("");

let result: GrammarCheckResult;
beforeAll(() => {
  result = checker.check({ text: TEXT });
});

const spanOf = (needle: string, from = 0) => {
  const start = TEXT.indexOf(needle, from);
  if (start < 0) throw new Error(`fixture lacks ${needle}`);
  return { start, end: start + needle.length };
};

describe("checkGrammar on a fixed description", () => {
  it.each([
    ["repeated word", "repeated-word", "is is", spanOf("This is is").start + 5, ["is"]],
    ["a before a consonant sound", "indefinite-article", "an", spanOf("an wizard").start, ["a"]],
    ["passive voice", "passive-voice", "bitten", 0, []],
    ["two spaces between sentences", "sentence-spacing", "  ", 0, [" "]],
    ["sentence without a capital", "capitalization", "the", spanOf(". the").start, ["The"]],
    ["lower-case pronoun", "capitalization", "i'm", 0, ["I'm"]],
    ["swapped letters", "spelling", "Teh", 0, ["The"]],
    ["i before e", "spelling", "recieve", 0, ["receive"]],
    ["curly quotes among straight ones", "quotes", "“", 0, ['"']],
    ["closing curly quote", "quotes", "”", 0, ['"']],
  ] as const)("%s", (_name, rule, actual, from, suggestions) => {
    const { start, end } = spanOf(actual, from);
    const finding = result.findings.find((f) => f.rule === rule && f.start === start);
    expect(finding).toBeDefined();
    expect(finding).toMatchObject({ actual, start, end });
    expect(TEXT.slice(start, end)).toBe(actual);
    expect(finding?.suggestions.slice(0, suggestions.length)).toEqual(suggestions);
    expect(finding?.message.length).toBeGreaterThan(10);
    expect(finding?.source).not.toBe("");
  });

  it.each([
    ["a hyphenated word of two dictionary words", "well-known"],
    ["a hyphenated adjective", "well-written"],
    ["an before a vowel sound", "an hour"],
    ["an before a vowel", "an honest"],
    ["a title in straight quotes", '"The Silent Shore"'],
    ["a web address", "www.example-books.com"],
    ["an e-mail address", "me@example.org"],
    ["a publishing word", "eBook"],
    ["an acronym", "KDP"],
    ["HTML tags", "<p>"],
    ["the closing tag", "</p>"],
    ["a sentence after a tag", "Read"],
    ["a possessive-free plural", "villagers"],
  ])("leaves %s alone", (_name, needle) => {
    const { start, end } = spanOf(needle);
    const hits = result.findings.filter((f) => f.start < end && start < f.end);
    expect(hits).toEqual([]);
  });

  it("finds exactly the planted slips, in text order", () => {
    expect(result.findings.map((f) => `${f.rule}:${f.actual}`)).toEqual([
      "repeated-word:is is",
      "indefinite-article:an",
      "passive-voice:bitten",
      "sentence-spacing:  ",
      "capitalization:the",
      "capitalization:i'm",
      "spelling:Teh",
      "spelling:recieve",
      "quotes:“",
      "quotes:”",
    ]);
    expect(result.wordCount).toBeGreaterThan(50);
  });

  it("gives every finding a unique id and a category", () => {
    const ids = result.findings.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(result.findings.find((f) => f.rule === "spelling")?.category).toBe("spelling");
    expect(result.findings.find((f) => f.rule === "passive-voice")?.category).toBe("style");
  });
});

describe("more rules", () => {
  it.each([
    ["words the user ignores", { text: "Elara walks home.", ignore: ["elara"] }, []],
    ["an unknown name", { text: "Elara walks home." }, ["spelling:Elara"]],
    [
      "curly quotes when the text mostly uses them",
      { text: '“One” and “two” and "three".' },
      ['quotes:"', 'quotes:"'],
    ],
    ["an empty text", { text: "" }, []],
    ["the lone pronoun", { text: "Yes, i know." }, ["capitalization:i"]],
    ["an abbreviation before a lower-case word", { text: "Pens, inks etc. are on the shelf." }, []],
    [
      "British spelling (the dictionary is American)",
      { text: "The harbour." },
      ["spelling:harbour"],
    ],
    ["HTML entities", { text: "Cats &amp; dogs." }, []],
    ["an upper-case typo keeps its case", { text: "THE TEH END." }, []],
    ["digits", { text: "Book 3 has 250 pages." }, []],
    ["a curly apostrophe", { text: "Don’t stop." }, []],
    ["a lower-case brand word", { text: "iPhone users read too." }, []],
    [
      "a sentence across an inline tag",
      { text: "He is <b>very</b> kind.  She is not." },
      ["sentence-spacing:  "],
    ],
    [
      "a sentence after a paragraph tag",
      { text: "<p>One.</p><p>two.</p>" },
      ["capitalization:two"],
    ],
  ] satisfies [string, { text: string; ignore?: string[] }, string[]][])(
    "%s",
    (_name, input, expected) => {
      const findings = checker.check(input).findings;
      expect(findings.map((f) => `${f.rule}:${f.actual}`)).toEqual(expected);
    },
  );

  it("suggests in the case the word was typed", () => {
    const [finding] = checker.check({ text: "We saw teh sea." }).findings;
    expect(finding?.suggestions[0]).toBe("the");
  });
});

describe("the suggestion budget", () => {
  it("flags every unknown word but stops suggesting once the clock passes the budget", () => {
    let now = 0;
    // Each reading of the clock moves it 10 ms: the budget of 25 ms allows three suggestions.
    const timed = createGrammarChecker(dictionary, {
      suggestionBudgetMs: 25,
      clock: () => {
        now += 10;
        return now;
      },
    });
    const text = "Wrod one, chaptre two, cuorage three, bautiful four, nrothern five.";
    const first = timed.check({ text });
    expect(first.findings.map((f) => f.actual)).toEqual([
      "Wrod",
      "chaptre",
      "cuorage",
      "bautiful",
      "nrothern",
    ]);
    expect(first.findings.map((f) => f.suggestions.length > 0)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(first.pendingSuggestions).toBe(3);
    // The cache keeps what was worked out: checking again fills in the rest.
    const second = timed.check({ text });
    expect(second.pendingSuggestions).toBe(1);
    const third = timed.check({ text });
    expect(third.pendingSuggestions).toBe(0);
    expect(third.findings.find((f) => f.actual === "nrothern")?.suggestions[0]).toBe("northern");
  });
});

describe("a word too long to be one", () => {
  it.each([
    ["600 letters", 600],
    ["20,000 letters (the whole text)", 20_000],
  ])("is flagged at once, without suggestions: %s", (_name, length) => {
    const word = "a".repeat(length);
    const started = performance.now();
    const result = checker.check({ text: word });
    // The speller's suggestions for 600 letters alone took about 9 seconds.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result.findings).toEqual([
      expect.objectContaining({ rule: "spelling", start: 0, end: length, suggestions: [] }),
    ]);
    expect(result.pendingSuggestions).toBe(0);
  });

  it("leaves long real words their suggestions", () => {
    const result = checker.check({ text: "Uncharacteristicaly." });
    expect(result.findings[0]?.suggestions[0]).toBe("Uncharacteristically");
  });
});

describe("applyGrammarFix", () => {
  it.each([
    [
      "removes a repeated word",
      "It is is here.",
      { start: 3, end: 8, actual: "is is" },
      "is",
      "It is here.",
    ],
    ["fixes an article", "an wizard", { start: 0, end: 2, actual: "an" }, "a", "a wizard"],
    ["replaces a typo", "Teh end", { start: 0, end: 3, actual: "Teh" }, "The", "The end"],
    ["refuses a stale span", "The end", { start: 0, end: 3, actual: "Teh" }, "The", null],
    ["refuses a span past the end", "Hi", { start: 1, end: 5, actual: "i th" }, "x", null],
  ] as const)("%s", (_name, text, finding, replacement, expected) => {
    expect(applyGrammarFix(text, finding, replacement)).toBe(expected);
  });

  it("leaves nothing to fix after applying every first suggestion, one at a time", () => {
    let text = "This is is an wizard.  teh end.";
    for (let round = 0; round < 10; round++) {
      const fixable = checker.check({ text }).findings.find((f) => f.suggestions.length > 0);
      if (!fixable) break;
      text = applyGrammarFix(text, fixable, fixable.suggestions[0] as string) ?? text;
    }
    expect(text).toBe("This is a wizard. The end.");
    expect(checker.check({ text }).findings).toEqual([]);
  });
});

describe("shiftFindings", () => {
  const at = (start: number, end: number, actual = "x".repeat(end - start)) => ({
    start,
    end,
    actual,
  });
  it("moves later findings by the change in length and drops the fixed and overlapping ones", () => {
    const fixed = at(5, 10);
    const findings = [at(0, 3), at(5, 10), at(8, 12), at(10, 14), at(20, 25)];
    expect(shiftFindings(findings, fixed, "ab")).toEqual([at(0, 3), at(7, 11), at(17, 22)]);
  });
  it("keeps offsets when the replacement has the same length", () => {
    expect(shiftFindings([at(20, 25)], at(0, 3), "The")).toEqual([at(20, 25)]);
  });
});

describe("suggestion ranking", () => {
  it.each([
    ["teh", "the", 0.75],
    ["the", "the", 0],
    ["ten", "tan", 1],
    ["recieve", "receive", 0.75],
    ["", "abc", 3],
    ["kitten", "sitting", 3],
  ])("typoDistance(%s, %s) = %s", (a, b, expected) => {
    expect(typoDistance(a, b)).toBe(expected);
  });

  it.each([
    ["Teh", "the", "The"],
    ["TEH", "the", "THE"],
    ["teh", "the", "the"],
    ["Mcdonald", "McDonald", "McDonald"],
  ])("matchCase(%s, %s) = %s", (typed, suggestion, expected) => {
    expect(matchCase(typed, suggestion)).toBe(expected);
  });

  it("puts swapped letters first, keeps the rest in order and drops duplicates", () => {
    expect(rankSuggestions("Teh", ["Ten", "Eh", "The", "the", "Te"], 3)).toEqual([
      "The",
      "Ten",
      "Eh",
    ]);
  });
});

describe("maskMarkup", () => {
  it("keeps offsets and turns block tags into paragraph breaks", () => {
    const { text, masked, literal } = maskMarkup("<p>Hi <b>you</b>.</p> Mail a@b.co &amp; go");
    expect(text.length).toBe("<p>Hi <b>you</b>.</p> Mail a@b.co &amp; go".length);
    expect(text.startsWith("\n\n ")).toBe(true);
    expect(text).toContain("Hi    you    .");
    expect(masked).toHaveLength(5);
    expect(literal).toEqual([[27, 33]]);
  });
});

describe("grammarCheckInputSchema", () => {
  it.each([
    ["text", { text: 42 }, "Must be text"],
    ["text", { text: "x".repeat(GRAMMAR_TEXT_MAX + 1) }, "Must be at most 20,000 characters"],
    ["ignore.0", { text: "a", ignore: [""] }, "Must not contain an empty word"],
    ["ignore", { text: "a", ignore: "word" }, ""],
  ])("names %s", (path, input, message) => {
    const parsed = grammarCheckInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues[0];
    expect(issue?.path.join(".")).toBe(path);
    if (message) expect(issue?.message).toBe(message);
  });

  it("accepts a text without ignored words", () => {
    expect(grammarCheckInputSchema.safeParse({ text: "Hello." }).success).toBe(true);
  });
});
