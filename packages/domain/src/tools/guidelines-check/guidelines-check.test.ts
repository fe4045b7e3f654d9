import { describe, expect, it } from "vitest";
import {
  checkGuidelines,
  type GuidelinesCheckInput,
  guidelinesCheckInputSchema,
} from "./guidelines-check";

const base: GuidelinesCheckInput = { title: "The Quiet Harbour", author: "Jane Doe" };

type Case = {
  name: string;
  input: Partial<GuidelinesCheckInput>;
  field: string;
  rule: string;
  text?: string;
};

// Each rule: a hit with the exact span, and a near miss that must not fire.
const hits: Case[] = [
  {
    name: "bestseller in title",
    input: { title: "Bestseller Recipes" },
    field: "title",
    rule: "sales-rank-claim",
    text: "Bestseller",
  },
  {
    name: "#1 in subtitle",
    input: { subtitle: "The #1 Guide" },
    field: "subtitle",
    rule: "sales-rank-claim",
    text: "#1",
  },
  {
    name: "free in series",
    input: { series: "Free Reads" },
    field: "series",
    rule: "promotion",
    text: "Free",
  },
  {
    name: "price in title",
    input: { title: "Cooking for $0.99" },
    field: "title",
    rule: "price",
    text: "$0.99",
  },
  {
    name: "program name in title",
    input: { title: "Kindle Unlimited Romance" },
    field: "title",
    rule: "program-name",
    text: "Kindle Unlimited",
  },
  {
    name: "html in title",
    input: { title: "<b>Bold</b> Title" },
    field: "title",
    rule: "html",
    text: "<b>",
  },
  {
    name: "url in title",
    input: { title: "Visit www.example.com" },
    field: "title",
    rule: "url",
    text: "www.example.com",
  },
  {
    name: "trim size in subtitle",
    input: { subtitle: "Notebook 6 x 9 in" },
    field: "subtitle",
    rule: "physical-properties",
    text: "6 x 9 in",
  },
  {
    name: "boxed set",
    input: { title: "Harbour Boxed Set" },
    field: "title",
    rule: "boxed-set",
    text: "Boxed Set",
  },
  {
    name: "excessive punctuation",
    input: { title: "Wow!!!" },
    field: "title",
    rule: "excessive-punctuation",
    text: "!!!",
  },
  {
    name: "all caps",
    input: { title: "The QUIET Harbour" },
    field: "title",
    rule: "all-caps",
    text: "QUIET",
  },
  {
    name: "punctuation only",
    input: { title: "!!!!" },
    field: "title",
    rule: "punctuation-only",
    text: "!!!!",
  },
  {
    name: "placeholder TBD",
    input: { title: "TBD" },
    field: "title",
    rule: "placeholder",
    text: "TBD",
  },
  {
    name: "placeholder untitled",
    input: { subtitle: "Untitled" },
    field: "subtitle",
    rule: "placeholder",
    text: "Untitled",
  },
  {
    name: "title + subtitle over 200",
    input: { title: "a".repeat(150), subtitle: "b".repeat(51) },
    field: "subtitle",
    rule: "title-subtitle-too-long",
    text: "b",
  },
  {
    name: "description url",
    input: { description: "See https://example.com/x now" },
    field: "description",
    rule: "url",
    text: "https://example.com/x",
  },
  {
    name: "description email",
    input: { description: "Write me at jane@example.com." },
    field: "description",
    rule: "email",
    text: "jane@example.com.",
  },
  {
    name: "description phone",
    input: { description: "Call +1 555 123 4567 today" },
    field: "description",
    rule: "phone",
    text: "+1 555 123 4567",
  },
  {
    name: "description h2",
    input: { description: "<h2>Praise</h2>" },
    field: "description",
    rule: "heading-not-supported",
    text: "<h2>",
  },
  {
    name: "description script tag",
    input: { description: "<span>x</span>" },
    field: "description",
    rule: "html-not-allowed",
    text: "<span>",
  },
  {
    name: "description review request",
    input: { description: "Please leave a review!" },
    field: "description",
    rule: "reviews",
    text: "leave a review",
  },
  {
    name: "description emoji",
    input: { description: "A cosy tale 🔥" },
    field: "description",
    rule: "emoji",
    text: "🔥",
  },
  {
    name: "description over 4000 incl. tags",
    input: { description: `<b>${"x".repeat(3994)}</b>` },
    field: "description",
    rule: "too-long",
    text: "",
  },
  {
    name: "keyword quotes",
    input: { keywords: ['"cosy mystery"'] },
    field: "keywords.0",
    rule: "quotation-marks",
    text: '"',
  },
  {
    name: "keyword program name",
    input: { keywords: ["romance", "kdp select reads"] },
    field: "keywords.1",
    rule: "program-name",
    text: "kdp select",
  },
  {
    name: "keyword over 50",
    input: { keywords: ["c".repeat(55)] },
    field: "keywords.0",
    rule: "too-long",
    text: "ccccc",
  },
  {
    name: "keyword time-bound",
    input: { keywords: ["new thriller"] },
    field: "keywords.0",
    rule: "time-bound",
    text: "new",
  },
  {
    name: "keywords stuffed into author",
    input: { author: "Jane Doe | Romance Books" },
    field: "author",
    rule: "author-extras",
    text: "|",
  },
];

const nearMisses: Case[] = [
  {
    name: "best-laid is not a sales-rank claim",
    input: { title: "Best-Laid Plans" },
    field: "title",
    rule: "sales-rank-claim",
  },
  { name: "#12 is not #1", input: { title: "Room #12" }, field: "title", rule: "sales-rank-claim" },
  {
    name: "freedom is not free",
    input: { title: "Freedom Road" },
    field: "title",
    rule: "promotion",
  },
  {
    name: "kindle alone is not a program name",
    input: { title: "Kindle the Fire" },
    field: "title",
    rule: "program-name",
  },
  {
    name: "two dots are fine",
    input: { title: "Wait.. What" },
    field: "title",
    rule: "excessive-punctuation",
  },
  {
    name: "three-letter acronym is fine",
    input: { title: "The FBI Files" },
    field: "title",
    rule: "all-caps",
  },
  {
    name: "untitled inside a longer title",
    input: { title: "The Untitled Symphony" },
    field: "title",
    rule: "placeholder",
  },
  {
    name: "exactly 200 combined",
    input: { title: "a".repeat(150), subtitle: "b".repeat(50) },
    field: "subtitle",
    rule: "title-subtitle-too-long",
  },
  {
    name: "h4 is allowed",
    input: { description: "<h4>Praise</h4><p>Text</p><br>" },
    field: "description",
    rule: "heading-not-supported",
  },
  {
    name: "allowed tags",
    input: { description: "<b>a</b><em>b</em><ul><li>c</li></ul>" },
    field: "description",
    rule: "html-not-allowed",
  },
  {
    name: "exactly 4000 incl. tags",
    input: { description: `<b>${"x".repeat(3993)}</b>` },
    field: "description",
    rule: "too-long",
  },
  {
    name: "a year is not a phone",
    input: { description: "Set in 1984, in London." },
    field: "description",
    rule: "phone",
  },
  {
    name: "apostrophe in keyword",
    input: { keywords: ["mother's day"] },
    field: "keywords.0",
    rule: "quotation-marks",
  },
  {
    name: "exactly 50 in keyword",
    input: { keywords: ["c".repeat(50)] },
    field: "keywords.0",
    rule: "too-long",
  },
  {
    name: "newborn is not new",
    input: { keywords: ["newborn care"] },
    field: "keywords.0",
    rule: "time-bound",
  },
  {
    name: "plain author name",
    input: { author: "Jane O'Neil-Doe" },
    field: "author",
    rule: "author-extras",
  },
];

const run = (input: Partial<GuidelinesCheckInput>) =>
  checkGuidelines({ ...base, ...input }).findings;

describe("checkGuidelines", () => {
  it.each(hits)("flags $name", ({ input, field, rule, text }) => {
    const finding = run(input).find((f) => f.field === field && f.rule === rule);
    expect(finding).toBeDefined();
    if (!finding) return;
    const value = field.startsWith("keywords.")
      ? (input.keywords ?? [])[Number(field.split(".")[1])]
      : (input as Record<string, string>)[field];
    expect(value?.slice(finding.start, finding.end)).toBe(finding.text);
    if (text) expect(finding.text.startsWith(text)).toBe(true);
    expect(finding.source).not.toBe("");
  });

  it.each(nearMisses)("does not flag $name", ({ input, field, rule }) => {
    expect(run(input).filter((f) => f.field === field && f.rule === rule)).toEqual([]);
  });

  it("finds nothing in a clean listing", () => {
    expect(
      run({
        subtitle: "A Cosy Mystery",
        description: "<p>A <b>gentle</b> story.</p>",
        keywords: ["cosy village mystery"],
      }),
    ).toEqual([]);
  });

  it("points the combined-length finding at the characters over the limit", () => {
    const finding = run({ title: "a".repeat(150), subtitle: "b".repeat(53) }).find(
      (f) => f.rule === "title-subtitle-too-long",
    );
    expect(finding).toMatchObject({ start: 50, end: 53, text: "bbb" });
  });

  it("rejects more than seven keywords in the input", () => {
    const parsed = guidelinesCheckInputSchema.safeParse({ ...base, keywords: Array(8).fill("x") });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["keywords"]);
  });

  // Issue 24: one finding per rule and field; no format tip without a format word; repeats found.
  it.each([
    ["#1 Best-Seller Recipes", 1, ['"#1"', '"Best-Seller"']],
    ["Bestselling Bestseller", 1, ['"Bestselling"', '"Bestseller"']],
    ["#1 Cookbook", 1, []],
  ] as const)("title %j: %i sales-rank finding naming %j", (title, count, named) => {
    const claims = run({ title }).filter((f) => f.rule === "sales-rank-claim");
    expect(claims).toHaveLength(count);
    for (const word of named) expect(claims[0]?.message).toContain(word);
  });

  it.each([
    ["kindle unlimited sourdough", []],
    ["sourdough paperback", ["paperback"]],
    ["kindle sourdough book", ["kindle", "book"]],
  ] as const)("keyword %j: generic-word tips name %j", (keyword, words) => {
    const tips = run({ keywords: [keyword] }).filter((f) => f.rule === "generic");
    expect(tips.length).toBe(words.length > 0 ? 1 : 0);
    for (const word of words) expect(tips[0]?.message).toContain(`"${word}"`);
    // The program name is still an error on its own.
    if (keyword.startsWith("kindle unlimited"))
      expect(run({ keywords: [keyword] }).some((f) => f.rule === "program-name")).toBe(true);
  });

  it.each([
    [["sourdough starter", "Sourdough  Starter", "rye bread"], ["keywords.1"]],
    [
      ["sourdough starter", "rye bread", "sourdough starter", "sourdough starter"],
      ["keywords.2", "keywords.3"],
    ],
    [["sourdough starter", "", ""], []],
    [["sourdough starter", "sourdough starters"], []],
  ] as const)("duplicate keyword lines %j are flagged at %j", (keywords, fields) => {
    const repeats = run({ keywords: [...keywords] }).filter((f) => f.rule === "duplicate-keyword");
    expect(repeats.map((f) => f.field)).toEqual(fields);
    if (fields.length > 0) expect(repeats[0]?.message).toContain("box 1");
  });
});
