import { describe, expect, it } from "vitest";
import { BOOK_TYPE_IDS, briefWords, fillTemplate, titleCase } from "./book-brief";
import {
  checkTitleIdea,
  generateTitleIdeas,
  type TitleIdeasInput,
  titleIdeasInputSchema,
  toTitleIdea,
} from "./title-ideas";
import { TITLE_TEMPLATES, templatesFor } from "./title-templates";

const brief = (overrides: Partial<TitleIdeasInput> = {}): TitleIdeasInput =>
  titleIdeasInputSchema.parse({
    niche: "gratitude",
    audience: "busy moms",
    keywords: ["mindfulness", "self care"],
    bookType: "journal",
    ...overrides,
  });

describe("the template table", () => {
  it.each(BOOK_TYPE_IDS)("has at least 12 templates for %s", (family) => {
    expect(templatesFor(family).length).toBeGreaterThanOrEqual(12);
  });

  it("has unique ids", () => {
    const ids = TITLE_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("uses only known slots", () => {
    const words = briefWords(brief());
    for (const template of TITLE_TEMPLATES) {
      expect(fillTemplate(template.title, words)).not.toMatch(/[{}]/);
      expect(fillTemplate(template.subtitle, words)).not.toMatch(/[{}]/);
    }
  });

  it.each(BOOK_TYPE_IDS)("%s: no template breaks a guideline rule on a clean brief", (bookType) => {
    const result = generateTitleIdeas(brief({ bookType, count: 20 }));
    for (const idea of result.ideas) {
      expect(idea.findings.filter((finding) => finding.severity !== "info")).toEqual([]);
    }
  });
});

describe("generateTitleIdeas", () => {
  it("is deterministic for a brief", () => {
    expect(generateTitleIdeas(brief())).toEqual(generateTitleIdeas(brief()));
  });

  it("orders differently for a different brief", () => {
    const a = generateTitleIdeas(brief()).ideas.map((idea) => idea.template);
    const b = generateTitleIdeas(brief({ niche: "sleep" })).ideas.map((idea) => idea.template);
    expect(a).not.toEqual(b);
  });

  it("answers the count asked for, without repeats", () => {
    const result = generateTitleIdeas(brief({ count: 5 }));
    expect(result.ideas).toHaveLength(5);
    expect(new Set(result.ideas.map((idea) => idea.title)).size).toBe(5);
    expect(result.source).toBe("templates");
  });

  it("fills the brief's words in title case", () => {
    const titles = generateTitleIdeas(brief({ count: 20 })).ideas.map(
      (idea) => `${idea.title}: ${idea.subtitle}`,
    );
    expect(titles.some((text) => text.includes("Gratitude"))).toBe(true);
    expect(titles.some((text) => text.includes("Busy Moms"))).toBe(true);
    expect(titles.some((text) => text.includes("Mindfulness"))).toBe(true);
  });

  it("falls back to the niche and the type's audience when they are missing", () => {
    const result = generateTitleIdeas(
      brief({ audience: undefined, keywords: [], bookType: "how-to" }),
    );
    for (const idea of result.ideas)
      expect(`${idea.title} ${idea.subtitle}`).not.toMatch(/[{}]|undefined/);
    expect(result.ideas.some((idea) => idea.subtitle.includes("Beginners"))).toBe(true);
  });

  it("flags a brief word that breaks a rule", () => {
    const result = generateTitleIdeas(brief({ niche: "free recipes", count: 20 }));
    expect(result.ideas.every((idea) => idea.findings.some((f) => f.rule === "promotion"))).toBe(
      true,
    );
  });

  it("never names the same words twice in a line when the brief has one keyword or none", () => {
    for (const keywords of [[], ["sourdough baking"]]) {
      const result = generateTitleIdeas(
        brief({ bookType: "journal", niche: "sourdough baking", keywords, count: 20 }),
      );
      for (const idea of result.ideas) {
        for (const line of [idea.title, idea.subtitle]) {
          expect(line.match(/sourdough baking/gi)?.length ?? 0, line).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it("writes a plural audience's possessive with the apostrophe alone", () => {
    const result = generateTitleIdeas(
      brief({ bookType: "journal", niche: "sourdough baking", audience: "adults", count: 20 }),
    );
    const titles = result.ideas.map((idea) => idea.title);
    expect(titles.some((title) => title.includes("Adults'"))).toBe(true);
    expect(titles.some((title) => title.includes("Adults's"))).toBe(false);
  });

  it("counts title and subtitle together and flags more than 200", () => {
    const long = "a".repeat(75);
    const result = generateTitleIdeas(
      brief({ niche: long, keywords: ["b".repeat(50), "c".repeat(50)], count: 20 }),
    );
    const over = result.ideas.filter((idea) => idea.length > 200);
    expect(over.length).toBeGreaterThan(0);
    for (const idea of over) {
      expect(idea.findings.some((f) => f.rule === "title-subtitle-too-long")).toBe(true);
    }
  });
});

describe("toTitleIdea and checkTitleIdea", () => {
  const cases: [title: string, subtitle: string, rules: string[]][] = [
    ["Gratitude Journal", "Daily Prompts", []],
    ["Bestselling Gratitude Journal", "", ["sales-rank-claim"]],
    ["Gratitude Journal", "Kindle Unlimited Edition", ["program-name"]],
    ["Gratitude Journal", "8.5 x 11 Large Print", ["physical-properties"]],
    ["<b>Gratitude</b>", "", ["html", "html"]],
    [
      `${"Garden ".repeat(25).trim()} Notebook`,
      "y".repeat(8) + "z".repeat(10),
      ["title-subtitle-too-long"],
    ],
    [`${"Garden ".repeat(25).trim()} Notebook`, "y".repeat(8) + "z".repeat(9), []],
  ];
  it.each(cases)("%s / %s → %j", (title, subtitle, rules) => {
    expect(checkTitleIdea(title, subtitle).map((finding) => finding.rule)).toEqual(rules);
  });

  it("collapses whitespace and measures the combined length", () => {
    expect(toTitleIdea("  Sleep   Well ", " A  Guide ", null)).toMatchObject({
      title: "Sleep Well",
      subtitle: "A Guide",
      length: 17,
      template: null,
    });
  });
});

describe("the input schema", () => {
  const errors: [name: string, input: Record<string, unknown>, message: RegExp][] = [
    ["missing niche", { bookType: "novel" }, /niche/i],
    ["short niche", { niche: "a", bookType: "novel" }, /niche must be at least 2/],
    ["unknown type", { niche: "cats", bookType: "cookbook" }, /book type must be one of/],
    [
      "too many keywords",
      { niche: "cats", bookType: "novel", keywords: Array(8).fill("k") },
      /At most 7/,
    ],
    ["markup in the niche", { niche: "<script>", bookType: "novel" }, /must not contain/],
    ["count too high", { niche: "cats", bookType: "novel", count: 21 }, /at most 20/],
  ];
  it.each(errors)("%s", (_name, input, message) => {
    const result = titleIdeasInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(" ")).toMatch(message);
  });
});

describe("titleCase", () => {
  it.each([
    ["sourdough baking", "Sourdough Baking"],
    ["the art of war", "The Art of War"],
    ["ADHD in adults", "ADHD in Adults"],
  ])("%s → %s", (input, output) => {
    expect(titleCase(input)).toBe(output);
  });
});
