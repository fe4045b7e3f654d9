import { describe, expect, it } from "vitest";
import {
  BACKEND_KEYWORD_BOX_CHARS,
  BACKEND_KEYWORD_BOX_COUNT,
  type BackendKeywordsInput,
  packBackendKeywords,
} from "./backend-keywords";
import { singularKey, splitWords } from "./keyword-text";

const book: BackendKeywordsInput = {
  title: "Mindful Coloring Book for Adults",
  subtitle: "Stress Relief Mandala Patterns",
  authors: ["Jane Doe"],
  seedPhrases: [
    "coloring book for adults relaxation",
    "mandala coloring books",
    "anxiety relief gifts for women",
    "adult coloring book animals",
    "zen doodle patterns",
    "Kindle Unlimited coloring",
    "bestseller coloring book",
    "free coloring pages",
    '"calm" coloring',
    "Johanna Basford style",
    "flower coloring for seniors",
    "large print coloring for seniors with dementia",
  ],
  otherAuthors: ["Johanna Basford"],
};

function listingKeys(input: BackendKeywordsInput): Set<string> {
  const text = [input.title, input.subtitle ?? "", ...(input.authors ?? [])].join(" ");
  return new Set(splitWords(text).map(singularKey));
}

describe("packBackendKeywords", () => {
  it("gives exactly 7 boxes, none over 50 characters, for every input", () => {
    const inputs: BackendKeywordsInput[] = [
      book,
      { title: "T", seedPhrases: [] },
      { title: "T", seedPhrases: Array.from({ length: 300 }, (_, i) => `seedword${i} extra${i}`) },
      { title: "T", seedPhrases: ["x".repeat(49), "y".repeat(50), "z".repeat(51)] },
      { title: "T", seedPhrases: ["éèêë ñandú çava ßtraße ünïcödé".repeat(3)] },
    ];
    for (const input of inputs) {
      const result = packBackendKeywords(input);
      expect(result.boxes).toHaveLength(BACKEND_KEYWORD_BOX_COUNT);
      for (const box of result.boxes) {
        expect([...box].length).toBeLessThanOrEqual(BACKEND_KEYWORD_BOX_CHARS);
      }
      expect(result.boxLengths.every((n) => n <= 50)).toBe(true);
      expect(result.charactersAvailable).toBe(350);
    }
  });

  it("keeps every rule on 300 generated inputs", () => {
    // A small seeded generator (mulberry32), so a failure names a reproducible case.
    let state = 20261123;
    const random = () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const vocabulary = [
      ..."garden plants herbs kids toddlers puzzles mazes sudoku large print seniors gifts".split(
        " ",
      ),
      ..."the for with and free best kindle unlimited bestseller new book books journal".split(" "),
      ..."notebook ledger password logbook recipes keto vegan mandalas animals stories".split(" "),
      "x".repeat(51),
      "y".repeat(50),
      "extraordinarily-long-hyphenated-word",
    ];
    const pick = () => vocabulary[Math.floor(random() * vocabulary.length)] ?? "";
    const phrase = (max: number) =>
      Array.from({ length: 1 + Math.floor(random() * max) }, pick).join(" ");
    for (let run = 0; run < 300; run++) {
      const input = {
        title: phrase(5),
        subtitle: phrase(6),
        authors: [phrase(2)],
        seedPhrases: Array.from({ length: Math.floor(random() * 40) }, () => phrase(5)),
      };
      const result = packBackendKeywords(input);
      const listing = listingKeys(input);
      const keys = result.placedWords.map(singularKey);
      expect(result.boxes).toHaveLength(7);
      for (const box of result.boxes) expect([...box].length).toBeLessThanOrEqual(50);
      for (const key of keys) expect(listing.has(key)).toBe(false);
      expect(new Set(keys).size).toBe(keys.length);
      expect(result.placedWords.join(" ")).not.toMatch(
        /\b(?:free|bestseller|kindle|best|new|the|for)\b/,
      );
      expect(packBackendKeywords(input)).toEqual(result);
    }
  });

  it("never places a word of the title, subtitle or author, nor their plurals", () => {
    const result = packBackendKeywords(book);
    const keys = listingKeys(book);
    for (const word of result.placedWords) expect(keys.has(singularKey(word))).toBe(false);
    // "books" is the plural of the title's "book"; "adult" the singular of "adults".
    expect(result.placedWords).not.toContain("books");
    expect(result.placedWords).not.toContain("adult");
    expect(result.removed).toContainEqual({ word: "adults", reason: "in-title" });
    expect(result.removed).toContainEqual({ word: "adult", reason: "in-title" });
    expect(result.removed).toContainEqual({ word: "relief", reason: "in-subtitle" });
  });

  it("is deterministic: the same input gives the same boxes", () => {
    const first = packBackendKeywords(book);
    for (let i = 0; i < 5; i++) expect(packBackendKeywords(book)).toEqual(first);
  });

  it.each([
    ["Kindle Unlimited coloring", "kindle unlimited", "program-name", "rejection"],
    ["bestseller coloring book", "bestseller", "sales-rank-claim", "rejection"],
    ["free coloring pages", "free", "promotion", "rejection"],
    ['"calm" coloring', '"', "quotation-marks", "rejection"],
    ["johanna basford style", "johanna basford", "other-author", "rejection"],
  ])("flags %s (%s → %s)", (phrase, term, rule, severity) => {
    const result = packBackendKeywords(book);
    expect(result.flags).toContainEqual(
      expect.objectContaining({ phrase: phrase.toLowerCase(), term, rule, severity }),
    );
    expect(result.placedWords.join(" ")).not.toMatch(
      /kindle|unlimited|bestseller|free|"|johanna|basford/,
    );
  });

  it.each([
    ["best coloring for kids", "best", "quality-claim"],
    ["new release mystery", "new", "time-bound"],
    ["best seller thriller", "best seller", "sales-rank-claim"],
    ["kdp select romance", "kdp select", "program-name"],
    ["<b>bold</b> words", "<>", "html"],
    ["amazon gift ideas", "amazon", "brand"],
  ])("flags %s as %s", (phrase, term, rule) => {
    const result = packBackendKeywords({ title: "Something Else", seedPhrases: [phrase] });
    expect(result.flags.map((f) => [f.term, f.rule])).toContainEqual([term, rule]);
    expect(result.placedWords).not.toContain(term);
  });

  it("flags a caller's trademark list", () => {
    const result = packBackendKeywords({
      title: "Wizard School",
      seedPhrases: ["hogwarts journal for fans"],
      trademarks: ["Hogwarts"],
    });
    expect(result.flags).toContainEqual(
      expect.objectContaining({ term: "hogwarts", rule: "trademark" }),
    );
    expect(result.placedWords).toEqual(["journal", "fans"]);
  });

  it("removes stop words, duplicates and simple plurals, keeping the first form seen", () => {
    const result = packBackendKeywords({
      title: "Garden Planner",
      seedPhrases: ["the puzzle for kids", "puzzles with kids", "stories story", "PUZZLE"],
    });
    expect(result.placedWords).toEqual(["puzzle", "kids", "stories"]);
    expect(result.removed).toEqual(
      expect.arrayContaining([
        { word: "the", reason: "stop-word" },
        { word: "for", reason: "stop-word" },
        { word: "puzzles", reason: "duplicate" },
        { word: "story", reason: "duplicate" },
      ]),
    );
  });

  it("reports which seed phrases are fully covered, counting listing words as covered", () => {
    const result = packBackendKeywords(book);
    const status = Object.fromEntries(result.coverage.phrases.map((p) => [p.phrase, p.status]));
    expect(status["mandala coloring books"]).toBe("covered"); // all three in the listing
    expect(status["zen doodle patterns"]).toBe("covered");
    expect(status["kindle unlimited coloring"]).toBe("covered"); // flagged part is not counted
    expect(result.coverage.total).toBe(12);
    expect(result.coverage.covered).toBe(12);
    expect(result.coverage.ratio).toBe(1);
  });

  it("says which phrases did not fit when the seeds outgrow 350 characters", () => {
    const seeds = Array.from({ length: 40 }, (_, i) => `alpha${i}word beta${i}word`);
    const result = packBackendKeywords({ title: "Unrelated", seedPhrases: seeds });
    // Each phrase needs 9 + 1 + 8 + 1 characters; 50-character boxes hold 2 phrases (38) plus
    // leftovers, so fewer than all 40 phrases fit.
    expect(result.coverage.total).toBe(40);
    expect(result.coverage.covered).toBeGreaterThan(10);
    expect(result.coverage.covered).toBeLessThan(40);
    expect(
      result.coverage.covered + result.coverage.partial + countStatus(result, "uncovered"),
    ).toBe(40);
    expect(result.unplaced.every((u) => u.reason === "no-room")).toBe(true);
    // Earlier phrases win ties: the first phrase is covered, the last is not.
    expect(result.coverage.phrases[0]?.status).toBe("covered");
    expect(result.coverage.phrases[39]?.status).not.toBe("covered");
  });

  it("prefers phrases that need fewer new words", () => {
    const long = "w".repeat(20);
    const seeds = [`${long}a ${long}b ${long}c`, "cat", "dog", "owl"];
    const result = packBackendKeywords({ title: "T", seedPhrases: seeds });
    expect(result.placedWords.slice(0, 3)).toEqual(["cat", "dog", "owl"]);
    expect(result.coverage.covered).toBe(4); // the long phrase still fits afterwards
  });

  it.each([
    ["no seeds", [], 0, 0],
    ["only stop words", ["the and of", "with"], 0, 0],
    ["only title words", ["garden planner", "planners"], 2, 2],
  ])("handles %s", (_name, seeds, total, covered) => {
    const result = packBackendKeywords({ title: "Garden Planner", seedPhrases: seeds });
    expect(result.boxes).toEqual(["", "", "", "", "", "", ""]);
    expect(result.placedWords).toEqual([]);
    expect(result.coverage.total).toBe(total);
    expect(result.coverage.covered).toBe(covered);
    expect(result.coverage.ratio).toBe(total === 0 ? 0 : 1);
  });

  it("flags a word over 50 characters, leaves it out and still packs the rest", () => {
    const huge = "supercalifragilistic".repeat(3); // 60 characters
    const result = packBackendKeywords({
      title: "T",
      seedPhrases: [`${huge} words`, "kept phrase"],
    });
    expect(result.unplaced).toContainEqual({ word: huge, reason: "too-long" });
    expect(result.flags).toContainEqual(expect.objectContaining({ term: huge, rule: "too-long" }));
    expect(result.placedWords).toContain("kept");
    expect(result.placedWords).not.toContain(huge);
    expect(result.coverage.phrases[0]?.status).not.toBe("covered");
  });

  it("keeps a phrase's words together in one box when they fit", () => {
    const fillers = Array.from({ length: 11 }, (_, i) => `w${String(i + 1).padStart(2, "0")}`);
    const result = packBackendKeywords({ title: "T", seedPhrases: [...fillers, "mother's day"] });
    // Word by word, "day" would squeeze into the first box (43 + 4 characters) apart from "mother's".
    expect(result.boxes[0]).toBe(fillers.join(" "));
    expect(result.boxes[1]).toBe("mother's day");
  });

  it("fills a box exactly to 50 characters", () => {
    const result = packBackendKeywords({
      title: "T",
      seedPhrases: ["a".repeat(50), "b".repeat(24), "c".repeat(25)],
    });
    expect(result.boxLengths.slice(0, 2)).toEqual([50, 50]);
  });

  it("rejects input without a title, naming the field", () => {
    expect(() => packBackendKeywords({ title: "  ", seedPhrases: ["x"] })).toThrow(/title/);
  });
});

function countStatus(result: ReturnType<typeof packBackendKeywords>, status: string): number {
  return result.coverage.phrases.filter((p) => p.status === status).length;
}
