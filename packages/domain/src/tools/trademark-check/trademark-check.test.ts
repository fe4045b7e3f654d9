import { describe, expect, it } from "vitest";
import { TRADEMARKS, USPTO_SEARCH_URL } from "./marks";
import {
  checkTrademarks,
  searchFindings,
  type TrademarkCheckInput,
  trademarkCheckInputSchema,
} from "./trademark-check";

const titleOnly = (title: string): TrademarkCheckInput => ({ title });

type Hit = { name: string; title: string; text: string; mark: string; start?: number };

// Each row: what the author typed, the words that must be flagged, and the mark they are.
const hits: Hit[] = [
  { name: "plain mark", title: "My Lego Journal", text: "Lego", mark: "Lego", start: 3 },
  { name: "any case", title: "LEGO ideas", text: "LEGO", mark: "Lego" },
  { name: "plural", title: "Barbies and Friends", text: "Barbies", mark: "Barbie", start: 0 },
  { name: "plural -es", title: "Two Nerfes", text: "Nerfes", mark: "Nerf" },
  { name: "possessive", title: "Disney's Lost Songs", text: "Disney's", mark: "Disney" },
  { name: "curly possessive", title: "Disney’s Lost Songs", text: "Disney’s", mark: "Disney" },
  { name: "plural possessive", title: "The Barbies' House", text: "Barbies'", mark: "Barbie" },
  { name: "diacritics folded", title: "pokemon cards", text: "pokemon", mark: "Pokémon" },
  { name: "diacritics kept", title: "Pokémon Trainer Log", text: "Pokémon", mark: "Pokémon" },
  {
    name: "decomposed accent",
    title: "Poke\u0301mon notes",
    text: "Poke\u0301mon",
    mark: "Pokémon",
  },
  { name: "multi-word", title: "A Harry Potter Quiz", text: "Harry Potter", mark: "Harry Potter" },
  { name: "phrase with hyphen", title: "Star-Wars Trivia", text: "Star-Wars", mark: "Star Wars" },
  {
    name: "phrase across spaces",
    title: "Star   Wars Trivia",
    text: "Star   Wars",
    mark: "Star Wars",
  },
  { name: "phrase as one word", title: "StarWars Trivia", text: "StarWars", mark: "Star Wars" },
  {
    name: "phrase with plural end",
    title: "Two Harry Potters",
    text: "Harry Potters",
    mark: "Harry Potter",
  },
  {
    name: "hyphenated mark spaced",
    title: "Spider Man Comics",
    text: "Spider Man",
    mark: "Spider-Man",
  },
  {
    name: "hyphenated mark joined",
    title: "Spiderman Comics",
    text: "Spiderman",
    mark: "Spider-Man",
  },
  { name: "dotted mark", title: "Like Dr Seuss", text: "Dr Seuss", mark: "Dr. Seuss" },
  { name: "ampersand", title: "Tom & Jerry Fun", text: "Tom & Jerry", mark: "Tom and Jerry" },
  {
    name: "and for ampersand",
    title: "Dungeons and Dragons Log",
    text: "Dungeons and Dragons",
    mark: "Dungeons & Dragons",
  },
  {
    name: "colon in phrase",
    title: "Magic: The Gathering Decks",
    text: "Magic: The Gathering",
    mark: "Magic: The Gathering",
  },
  { name: "acronym", title: "NFL Playbook", text: "NFL", mark: "NFL" },
  { name: "variant", title: "Winter Olympics Workbook", text: "Olympics", mark: "Olympic" },
  {
    name: "mark with apostrophe, none typed",
    title: "McDonalds Menu",
    text: "McDonalds",
    mark: "McDonald's",
  },
  {
    name: "possessive mark kept",
    title: "Five Nights at Freddy's Fan Book",
    text: "Five Nights at Freddy's",
    mark: "Five Nights at Freddy's",
  },
  {
    name: "longest wins",
    title: "Kindle Unlimited Reads",
    text: "Kindle Unlimited",
    mark: "Kindle Unlimited",
  },
  { name: "after punctuation", title: "(Minecraft) builds", text: "Minecraft", mark: "Minecraft" },
  { name: "hello kitty", title: "Hello-Kitty Coloring", text: "Hello-Kitty", mark: "Hello Kitty" },
  { name: "paw patrol", title: "paw patrol party", text: "paw patrol", mark: "Paw Patrol" },
  { name: "peppa pig", title: "Peppa Pig's Day", text: "Peppa Pig's", mark: "Peppa Pig" },
];

// Words that look like a mark but are not it: none may be flagged.
const nearMisses: Array<{ name: string; title: string }> = [
  { name: "mark inside a longer word", title: "Legolas and the Elves" },
  { name: "mark as a prefix", title: "Disneyland Memories" },
  { name: "mark as a suffix", title: "Megalego Blocks" },
  { name: "adjective from a common-word mark", title: "A Marvelous Journey" },
  { name: "verb form", title: "She Kindled the Fire" },
  { name: "half of a phrase", title: "Star Gazing and War Stories" },
  { name: "phrase split by a comma", title: "Harry, Potter the Dog" },
  { name: "phrase split by a full stop", title: "Star. Wars begin" },
  { name: "different order", title: "Wars Among Stars" },
  { name: "short plural guard", title: "A Gas and a Bus" },
  { name: "similar spelling", title: "Barbee the Cat" },
  { name: "word inside acronym", title: "Conflict Studies" },
  { name: "empty", title: "" },
];

describe("checkTrademarks: what is flagged", () => {
  it.each(hits)("$name: $title", ({ title, text, mark, start }) => {
    const findings = checkTrademarks(titleOnly(title)).findings;
    const finding = findings.find((f) => f.mark === mark);
    expect(finding, JSON.stringify(findings)).toBeDefined();
    expect(finding?.field).toBe("title");
    expect(finding?.text).toBe(text);
    expect(title.slice(finding?.start, finding?.end)).toBe(text);
    if (start !== undefined) expect(finding?.start).toBe(start);
  });

  it.each(nearMisses)("$name: $title", ({ title }) => {
    expect(checkTrademarks(titleOnly(title)).findings).toEqual([]);
  });
});

describe("checkTrademarks: findings", () => {
  it("names the field, the span, the owner, the classes and the source", () => {
    const result = checkTrademarks({
      title: "The Quiet Harbour",
      subtitle: "A Barbie Story",
      series: "Minecraft Builders",
      keywords: ["cozy mystery", "", "hello kitty coloring"],
    });
    expect(result.findings).toEqual([
      expect.objectContaining({
        field: "subtitle",
        text: "Barbie",
        start: 2,
        end: 8,
        mark: "Barbie",
        owner: "Mattel, Inc.",
        severity: "error",
        origin: "list",
      }),
      expect.objectContaining({ field: "series", text: "Minecraft", start: 0, end: 9 }),
      expect.objectContaining({ field: "keywords.2", text: "hello kitty", start: 0, end: 11 }),
    ]);
    const barbie = result.findings[0];
    expect(barbie?.classes).toContain(28);
    expect(barbie?.source.url).toMatch(/^https:\/\//);
    expect(result.list).toEqual({ marks: TRADEMARKS.length, asOf: expect.any(String) });
  });

  it.each([
    ["title", { title: "Lego Fun" }],
    ["subtitle", { title: "x", subtitle: "Lego Fun" }],
    ["series", { title: "x", series: "Lego Fun" }],
    ["keywords.0", { title: "x", keywords: ["lego fun"] }],
    ["keywords.6", { title: "x", keywords: ["a", "b", "c", "d", "e", "f", "lego fun"] }],
  ] as Array<[string, TrademarkCheckInput]>)("checks the %s field", (field, input) => {
    const findings = checkTrademarks(input).findings;
    expect(findings.map((f) => f.field)).toEqual([field]);
  });

  it("flags every mark in a field, in order, and two marks next to each other", () => {
    const findings = checkTrademarks(titleOnly("Lego Star Wars vs Pokémon")).findings;
    expect(findings.map((f) => [f.mark, f.start, f.end])).toEqual([
      ["Lego", 0, 4],
      ["Star Wars", 5, 14],
      ["Pokémon", 18, 25],
    ]);
  });

  it("gives UTF-16 offsets after characters outside the basic plane", () => {
    const title = "😀 Barbie";
    const [finding] = checkTrademarks(titleOnly(title)).findings;
    expect(finding?.start).toBe(3);
    expect(title.slice(finding?.start, finding?.end)).toBe("Barbie");
  });

  it("marks everyday-word marks as warnings and distinctive ones as errors", () => {
    const findings = checkTrademarks(
      titleOnly("Apple Recipes for your Kindle and Pikachu"),
    ).findings;
    expect(findings.map((f) => [f.mark, f.severity])).toEqual([
      ["Apple", "warning"],
      ["Kindle", "warning"],
      ["Pikachu", "error"],
    ]);
    expect(findings[0]?.message).toMatch(/everyday word/);
    expect(findings[2]?.message).toMatch(/KDP can block/);
    const barbie = checkTrademarks(titleOnly("Barbie")).findings[0];
    expect(barbie?.message).toBe(
      '"Barbie" is a trademark of Mattel, Inc. KDP can block a listing that uses a mark the author does not own.',
    );
  });
});

describe("the shipped list", () => {
  it("holds well over a hundred marks, each with an owner, classes and a source", () => {
    expect(TRADEMARKS.length).toBeGreaterThanOrEqual(120);
    for (const entry of TRADEMARKS) {
      expect(entry.owner.length, entry.mark).toBeGreaterThan(2);
      expect(entry.classes.length, entry.mark).toBeGreaterThan(0);
      expect(entry.classes.every((c) => Number.isInteger(c) && c >= 1 && c <= 45)).toBe(true);
      expect(entry.source.url, entry.mark).toMatch(/^https:\/\/[a-z0-9.-]+\//);
      expect(entry.source.title.length, entry.mark).toBeGreaterThan(10);
    }
  });

  it("has unique ids and marks", () => {
    const ids = TRADEMARKS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const marks = TRADEMARKS.map((e) => e.mark.toLowerCase());
    expect(new Set(marks).size).toBe(marks.length);
  });

  it("names the wordmark and owner wherever the source is the USPTO search", () => {
    for (const entry of TRADEMARKS.filter((e) => e.source.url === USPTO_SEARCH_URL)) {
      expect(entry.source.title).toContain("wordmark");
    }
  });

  it("finds every mark and variant of the list in a title of its own", () => {
    for (const entry of TRADEMARKS) {
      for (const spelling of [entry.mark, ...(entry.variants ?? [])]) {
        const findings = checkTrademarks(titleOnly(`About ${spelling} today`)).findings;
        expect(
          findings.map((f) => f.mark),
          spelling,
        ).toContain(entry.mark);
      }
    }
  });
});

describe("searchFindings", () => {
  const lego = checkTrademarks(titleOnly("Lego Zork Adventures")).findings;
  const field = { field: "title", value: "Lego Zork Adventures" };
  const source = { title: "USPTO serial 12345678", url: "https://example.test/12345678" };

  it("keeps live marks that stand in the field as whole words", () => {
    const findings = searchFindings(
      field,
      [
        { mark: "ZORK", owner: "Activision", classes: [9], source },
        { mark: "ADVENT", owner: "Someone", classes: [16], source },
      ],
      lego,
    );
    expect(findings).toEqual([
      expect.objectContaining({
        field: "title",
        text: "Zork",
        start: 5,
        end: 9,
        mark: "ZORK",
        owner: "Activision",
        severity: "warning",
        origin: "search",
      }),
    ]);
  });

  it("leaves spans the shipped list already flagged", () => {
    const findings = searchFindings(
      field,
      [{ mark: "LEGO", owner: "LEGO Juris A/S", classes: [28], source }],
      lego,
    );
    expect(findings).toEqual([]);
  });
});

describe("trademarkCheckInputSchema", () => {
  it.each([
    ["title", {}],
    ["title", { title: 5 }],
    ["subtitle", { title: "x", subtitle: "a".repeat(801) }],
    ["keywords", { title: "x", keywords: Array.from({ length: 8 }, () => "a") }],
    ["keywords.1", { title: "x", keywords: ["a", "b".repeat(201)] }],
  ])("names %s when it is wrong", (path, value) => {
    const parsed = trademarkCheckInputSchema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path.join(".")).toBe(path);
  });
});
