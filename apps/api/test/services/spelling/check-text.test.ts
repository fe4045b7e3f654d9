import { beforeAll, describe, expect, it } from "vitest";
import { checkText } from "../../../src/services/spelling/check-text";
import { loadEnglishChecker } from "../../../src/services/spelling/english-checker";
import { loadHarper } from "../../../src/services/spelling/harper-linter";

/*
 * The API's grammar check (decision 0076) on the slips book listings are full of: each sentence
 * with the findings expected, as rule:flagged→first suggestion; and correct sentences that must
 * come back clean. Runs Harper in this process (the route runs it in a tool worker).
 */

beforeAll(async () => {
  await Promise.all([loadHarper(), loadEnglishChecker()]);
}, 60_000);

const summary = async (text: string, ignore?: string[]) =>
  (await checkText({ text, ...(ignore ? { ignore } : {}) })).findings.map(
    (f) => `${f.rule}:${f.actual}→${f.suggestions[0] ?? ""}`,
  );

describe("typical book-listing errors", () => {
  it.each<[string, string, string[]]>([
    // Subject and verb.
    ["agreement", "This book teach you how to publish.", ["agreement:teach→teaches"]],
    ["agreement", "The guide help new authors.", ["agreement:help→helps"]],
    ["agreement", "These books teaches patience.", ["agreement:teaches→teach"]],
    ["agreement", "This workbook have 50 exercises.", ["agreement:have→has"]],
    ["agreement", "The recipes is easy to follow.", ["agreement:is→are"]],
    ["agreement", "She go to the library every day.", ["agreement:go→goes"]],
    ["agreement", "He have a new book out.", ["agreement:have→has"]],
    // its / it's
    ["its/it's", "Its a story about courage.", ["word-choice:Its→It's"]],
    ["its/it's", "Its the best guide for beginners.", ["word-choice:Its→It's"]],
    ["its/it's", "The dog wagged it's tail.", ["word-choice:it's→its"]],
    // to / too
    ["to/too", "The starter is explained to.", ["word-choice:to→too"]],
    ["to/too", "It works on paperback, to.", ["word-choice:to→too"]],
    ["to/too", "The first edition was to long.", ["word-choice:to→too"]],
    ["to/too", "Me to.", ["word-choice:to→too"]],
    // your / you're
    ["your/you're", "Your going to love this story.", ["word-choice:Your→You're"]],
    ["your/you're", "Your welcome to share it.", ["word-choice:Your→You're"]],
    ["your/you're", "If your not sure, start with chapter one.", ["word-choice:your→you're"]],
    // there / their / they're
    ["there/their", "Kids will love there own drawings.", ["word-choice:there→their"]],
    ["there/their", "Their is a map in every chapter.", ["word-choice:Their→There"]],
    ["there/their", "There going on an adventure.", ["word-choice:There→They're"]],
    // could of
    ["could of", "I could of written it sooner.", ["word-choice:could of→could have"]],
    // Repeated words.
    ["repeated word", "This is the the best cookbook.", ["repeated-word:the the→the"]],
    ["repeated word", "A guide for for beginners.", ["repeated-word:for for→for"]],
    // a / an
    ["a/an", "It is an unique story.", ["indefinite-article:an→a"]],
    ["a/an", "Read it in a hour.", ["indefinite-article:a→an"]],
    ["a/an", "This is a easy recipe.", ["indefinite-article:a→an"]],
    // Misspellings.
    ["misspelling", "A guide for beginers.", ["spelling:beginers→beginners"]],
    ["misspelling", "You will recieve a free bonus.", ["spelling:recieve→receive"]],
    ["misspelling", "Teh hero returns.", ["spelling:Teh→The"]],
    ["misspelling", "An amazing adventrue awaits.", ["spelling:adventrue→adventure"]],
    ["misspelling", "She dont know the secret.", ["spelling:dont→don't"]],
    ["misspelling", "Alot of readers agree.", ["grammar:Alot→A lot"]],
    // Capitals.
    ["sentence capital", "the story begins in Paris.", ["capitalization:the→The"]],
    ["sentence capital", "It ends well. the sequel is out.", ["capitalization:the→The"]],
    ["pronoun I", "Yes, i loved writing it.", ["capitalization:i→I"]],
    // Spaces.
    [
      "two spaces between sentences",
      "It ends well.  The sequel is out.",
      ["sentence-spacing:  → "],
    ],
    ["two spaces between words", "A guide for  new authors.", ["sentence-spacing:  → "]],
    // Mixed quotes, passive voice (our retext checks).
    ["mixed quotes", 'Read "Dawn" and “Dusk” today.', ['quotes:“→"', 'quotes:”→"']],
    ["passive voice", "The map was drawn by hand.", ["passive-voice:drawn→"]],
    // The brief of issue 24, all at once.
    [
      "several at once",
      "This book teach you everything. Its the the best guide for beginers. the starter is explained to.",
      [
        "agreement:teach→teaches",
        "word-choice:Its→It's",
        "repeated-word:the the→the",
        "spelling:beginers→beginners",
        "capitalization:the→The",
        "word-choice:to→too",
      ],
    ],
  ])("%s: %s", async (_kind, text, expected) => {
    expect(await summary(text)).toEqual(expected);
  });

  it.each([
    "This book teaches you how to publish on Kindle.",
    "These guides help new authors find their readers.",
    "It's a story about courage, and its ending is a surprise.",
    "You're going to love this story.",
    "There is a map in every chapter.",
    "They're going on an adventure, and their dog comes too.",
    "The book was too long, so I cut it.",
    "I was asked to.",
    "It is a unique story that takes an hour to read.",
    "An honest, well-written eBook for KDP authors.",
    "Read it at www.example-books.com or write to me@example.org.",
    "<p>The <b>second</b> edition is out.</p>",
    "This book speaks to young readers and appeals to many adults.",
    "Put your writing to good use.",
    "Get there first.",
  ])("leaves a correct sentence alone: %s", async (text) => {
    expect(await summary(text)).toEqual([]);
  });

  it("leaves words the user ignores alone", async () => {
    expect(await summary("Elara walks home.", ["elara"])).toEqual([]);
    expect(await summary("Elara walks home.")).toEqual([expect.stringMatching(/^spelling:Elara→/)]);
  });

  it("gives every finding its exact span in the text as sent", async () => {
    const text = "<p>😀 This book teach you.  Teh end.</p>";
    const { findings } = await checkText({ text });
    expect(findings.length).toBeGreaterThan(1);
    for (const finding of findings) {
      expect(text.slice(finding.start, finding.end)).toBe(finding.actual);
    }
  });

  it("flags a text of hundreds of unknown words quickly, hiding them from Harper's speller", async () => {
    const letters = "bcdfghjklmnpqrstvwxz";
    const words = Array.from(
      { length: 300 },
      (_, index) => `zq${letters[index % 20]}${letters[Math.floor(index / 20) % 20]}xv`,
    );
    const text = `${words.join(" ")}.`;
    const started = performance.now();
    const result = await checkText({ text });
    expect(performance.now() - started).toBeLessThan(3_000);
    const spelling = result.findings.filter((finding) => finding.rule === "spelling");
    expect(spelling).toHaveLength(300);
    expect(result.pendingSuggestions).toBe(300);
  });

  it("leaves words with digits to nspell's rule (never flagged) and out of Harper's way", async () => {
    const codes = Array.from({ length: 300 }, (_, index) => `zq${index}xv`).join(" ");
    const started = performance.now();
    const result = await checkText({ text: `Codes: ${codes}. Teh end.` });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(result.findings.map((f) => `${f.rule}:${f.actual}`)).toEqual(["spelling:Teh"]);
  });

  it("flags a word too long to be one without asking Harper", async () => {
    const text = `Look: ${"a".repeat(600)} here.`;
    const started = performance.now();
    expect(await summary(text)).toEqual([`spelling:${"a".repeat(600)}→`]);
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});
