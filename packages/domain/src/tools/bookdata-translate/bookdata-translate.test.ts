import { describe, expect, it } from "vitest";
import { MARKETPLACE_IDS } from "../../kdp/marketplaces";
import {
  bookDataTranslateInputSchema,
  checkTranslatedFields,
  TRANSLATION_LANGUAGES,
  type TranslatedFields,
  tagSequence,
  toBookDataTranslation,
} from "./bookdata-translate";

const fits: TranslatedFields = {
  title: "Das stille Ufer",
  subtitle: "Ein Roman",
  description: "<p>Eine <b>Geschichte</b> über Mut.</p>",
  keywords: ["Familienroman", "Küstenkrimi"],
};
const original = { description: "<p>A <b>story</b> about courage.</p>" };

describe("checkTranslatedFields", () => {
  it("finds nothing when every field fits and the tags came back", () => {
    expect(checkTranslatedFields(original, fits)).toEqual([]);
  });

  it.each([
    [
      "title and subtitle together over 200",
      { title: "T".repeat(150), subtitle: "S".repeat(51) },
      "subtitle",
      "title-subtitle-too-long",
    ],
    [
      "title and subtitle at exactly 200",
      { title: "T".repeat(150), subtitle: "S".repeat(50) },
      null,
      null,
    ],
    [
      "a title alone over 200",
      { title: "T".repeat(201), subtitle: "" },
      "title",
      "title-subtitle-too-long",
    ],
    [
      "a description over 4,000 with its tags",
      { description: `<p>${"x".repeat(3994)}</p>` },
      "description",
      "too-long",
    ],
    [
      "a description of exactly 4,000 with its tags",
      { description: `<p>${"x".repeat(3993)}</p>` },
      null,
      null,
    ],
    ["a keyword box over 50", { keywords: ["k".repeat(51)] }, "keywords.0", "too-long"],
    ["a keyword box of exactly 50", { keywords: ["k".repeat(50)] }, null, null],
    ["a second keyword over 50", { keywords: ["ok", "k".repeat(60)] }, "keywords.1", "too-long"],
  ] as const)("%s", (_name, change, field, rule) => {
    const description = "description" in change ? { description: "<p>x</p>" } : original;
    const findings = checkTranslatedFields(description, { ...fits, ...change } as TranslatedFields);
    if (field === null) {
      expect(findings).toEqual([]);
    } else {
      expect(findings.map((f) => `${f.field}:${f.rule}`)).toEqual([`${field}:${rule}`]);
      expect(findings[0]?.message).toMatch(/\d/);
    }
  });

  it.each([
    ["a tag dropped", "<p>Eine Geschichte über Mut.</p>"],
    ["tags reordered", "<b>Eine</b><p> Geschichte über Mut.</p>"],
    ["a tag added", "<p>Eine <b>Geschichte</b> <i>über</i> Mut.</p>"],
  ])("flags the description's HTML when %s", (_name, description) => {
    const findings = checkTranslatedFields(original, { ...fits, description });
    expect(findings.map((f) => f.rule)).toEqual(["html-changed"]);
  });

  it("accepts tags with attributes and other spelling of case", () => {
    const findings = checkTranslatedFields(original, {
      ...fits,
      description: '<P>Eine <B class="x">Geschichte</B> über Mut.</P>',
    });
    expect(findings).toEqual([]);
  });

  it("flags an <h2> (KDP supports <h4>–<h6>) at both of its tags", () => {
    const findings = checkTranslatedFields(
      { description: "<h2>Title</h2>" },
      { ...fits, description: "<h2>Titel</h2>" },
    );
    expect(findings.map((f) => f.rule)).toEqual(["heading-not-supported", "heading-not-supported"]);
  });
});

describe("tagSequence", () => {
  it("lists opening and closing tags by name", () => {
    expect(tagSequence("<p>a<br>b <b>c</b></p>")).toEqual(["p", "br", "b", "/b", "/p"]);
  });
});

describe("toBookDataTranslation", () => {
  it("names the language and the stores that read it", () => {
    const result = toBookDataTranslation("fr", original, fits);
    expect(result).toMatchObject({
      language: "fr",
      languageName: "French",
      marketplaces: ["amazon.fr", "amazon.ca", "amazon.com.be"],
    });
  });
});

describe("the languages", () => {
  it("cover every store KDP publishes to", () => {
    const covered = new Set(TRANSLATION_LANGUAGES.flatMap((language) => language.marketplaces));
    expect([...MARKETPLACE_IDS].filter((id) => !covered.has(id))).toEqual([]);
  });
});

describe("bookDataTranslateInputSchema", () => {
  const valid = { source: "en", targets: ["de", "fr"], title: "The Silent Shore" };

  it("accepts a title and two languages", () => {
    expect(bookDataTranslateInputSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ["source", { source: "xx" }, "Must be one of en, de, fr, es, it, nl, pl, sv, ja, pt-BR"],
    ["targets", { targets: [] }, "Choose at least one language"],
    ["targets", { targets: ["de", "de"] }, "Each language at most once"],
    ["targets", { targets: ["en", "de"] }, "The book's own language cannot be a target"],
    [
      "targets.0",
      { targets: ["klingon"] },
      "Must be one of en, de, fr, es, it, nl, pl, sv, ja, pt-BR",
    ],
    ["title", { title: "   " }, "The title is required"],
    ["title", { title: "t".repeat(201) }, "The title must be at most 200 characters"],
    ["subtitle", { subtitle: 7 }, "The subtitle must be text"],
    [
      "description",
      { description: "d".repeat(4001) },
      "The description must be at most 4,000 characters",
    ],
    ["keywords", { keywords: ["a", "b", "c", "d", "e", "f", "g", "h"] }, "At most 7 keywords"],
    [
      "keywords.2",
      { keywords: ["a", "b", "k".repeat(51)] },
      "A keyword must be at most 50 characters",
    ],
  ])("names %s", (path, change, message) => {
    const parsed = bookDataTranslateInputSchema.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues[0];
    expect(issue?.path.join(".")).toBe(path);
    expect(issue?.message).toBe(message);
  });
});
