import { describe, expect, it } from "vitest";
import { BOOK_TYPE_IDS } from "../title-creator/book-brief";
import {
  checkDescriptionHtml,
  descriptionDraftInputSchema,
  generateDescriptionDraft,
  toDescriptionResult,
} from "./description-draft";
import { sanitizeDescriptionHtml } from "./sanitize-html";

const input = (overrides: Record<string, unknown> = {}) =>
  descriptionDraftInputSchema.parse({
    niche: "sourdough baking",
    audience: "home bakers",
    keywords: ["bread starter", "artisan loaves"],
    bookType: "how-to",
    ...overrides,
  });

describe("generateDescriptionDraft", () => {
  it.each(BOOK_TYPE_IDS)("%s: a hook, a list, who it is for and a closing line", (bookType) => {
    const draft = generateDescriptionDraft(input({ bookType }));
    expect(draft.html).toMatch(
      /^<p><b>[^<]+<\/b><\/p><h4>What's inside<\/h4><ul>(<li>[^<]+<\/li>)+<\/ul><h4>Who it's for<\/h4><p>[^<]+<\/p><p><i>[^<]+<\/i><\/p>$/,
    );
    expect(draft.length).toBe(draft.html.length);
    expect(draft.findings).toEqual([]);
    expect(draft.source).toBe("templates");
  });

  it("is already sanitised", () => {
    const draft = generateDescriptionDraft(input());
    expect(sanitizeDescriptionHtml(draft.html)).toBe(draft.html);
  });

  it("is deterministic", () => {
    expect(generateDescriptionDraft(input())).toEqual(generateDescriptionDraft(input()));
  });

  it("uses the author's points and escapes them", () => {
    const draft = generateDescriptionDraft(
      input({ points: ["Starter & levain", "Shaping <b>tips</b>"] }),
    );
    expect(draft.html).toContain(
      "<li>Starter &amp; levain</li><li>Shaping &lt;b&gt;tips&lt;/b&gt;</li>",
    );
  });

  it("works the brief's words in", () => {
    const draft = generateDescriptionDraft(input());
    expect(draft.html).toMatch(/bread starter/i);
    expect(draft.html).toMatch(/home bakers/);
  });
});

describe("toDescriptionResult", () => {
  it("sanitises and checks generated HTML", () => {
    const result = toDescriptionResult(
      '<h2 onclick="x">Hi</h2><p>Visit www.example.com</p><script>alert(1)</script>',
      "llm",
    );
    expect(result.html).toBe("<h4>Hi</h4><p>Visit www.example.com</p>");
    expect(result.findings.map((finding) => finding.rule)).toEqual(["url"]);
    expect(result.source).toBe("llm");
  });

  it("flags more than 4,000 characters including tags", () => {
    const html = `<p>${"a ".repeat(2000)}</p>`;
    expect(checkDescriptionHtml(html).map((finding) => finding.rule)).toContain("too-long");
  });
});

describe("the input schema", () => {
  it("names the field of a bad point", () => {
    const result = descriptionDraftInputSchema.safeParse({
      niche: "cats",
      bookType: "novel",
      points: ["x".repeat(161)],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["points", 0]);
  });
});

describe("the draft's sentences", () => {
  it("keeps the book type's noun lower case inside a sentence", () => {
    const drafts = ["sourdough baking", "knife skills", "houseplants", "budgeting", "running"].map(
      (niche) => generateDescriptionDraft(input({ niche })).html,
    );
    for (const html of drafts) expect(html).not.toMatch(/This Guide/);
    expect(drafts.some((html) => html.includes("This guide cuts through it"))).toBe(true);
  });
});
