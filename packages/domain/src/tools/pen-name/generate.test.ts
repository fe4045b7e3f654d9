import { describe, expect, it } from "vitest";
import { penNameCountries, penNameCountryCount, penNameCountryLists } from "./data";
import { famousAuthors } from "./data/famous-authors";
import { famousAuthorCount, findFamousAuthor, normaliseAuthorName } from "./famous-author";
import { generatePenNames, penNameFormSchema, penNameInputSchema } from "./generate";
import { genreRules } from "./genres";

const letters = (name: string) => name.replace(/[^\p{L}]/gu, "").length;

describe("the shipped name lists", () => {
  it("cover 13 countries with unique codes", () => {
    expect(penNameCountryCount).toBe(13);
    expect(new Set(penNameCountries.map((country) => country.code)).size).toBe(13);
  });

  it.each(penNameCountryLists.map((country) => [country.code, country] as const))(
    "%s has female, male, neutral and last names, each list sourced and without repeats",
    (_code, country) => {
      for (const list of [country.female, country.male, country.neutral, country.last]) {
        expect(list.length).toBeGreaterThanOrEqual(10);
        expect(new Set(list).size).toBe(list.length);
        for (const name of list) expect(name).toMatch(/^\p{Lu}|^(de|van|von) /u);
      }
      for (const source of [country.sources.firstNames, country.sources.lastNames]) {
        expect(source.publisher.length).toBeGreaterThan(0);
        expect(source.url).toMatch(/^https:\/\//);
        expect(source.edition.length).toBeGreaterThan(0);
      }
    },
  );

  it("ships a few hundred famous authors without repeats", () => {
    expect(famousAuthors.length).toBeGreaterThanOrEqual(300);
    expect(famousAuthorCount).toBe(famousAuthors.length);
  });
});

describe("findFamousAuthor", () => {
  it.each<[string, string | null]>([
    ["Stephen King", "Stephen King"],
    ["stephen king", "Stephen King"],
    ["  Stephen   KING ", "Stephen King"],
    ["J. K. Rowling", "J. K. Rowling"],
    ["J.K. Rowling", "J. K. Rowling"],
    ["JK Rowling", "J. K. Rowling"],
    ["J.R.R. Tolkien", "J. R. R. Tolkien"],
    ["Emile Zola", "Émile Zola"],
    ["Gabriel Garcia Marquez", "Gabriel García Márquez"],
    ["Harper Lee", "Harper Lee"],
    ["Stephen R. King", null],
    ["Stephen Kings", null],
    ["Olivia Smith", null],
    ["", null],
  ])("%j → %j", (name, expected) => {
    expect(findFamousAuthor(name)).toBe(expected);
  });

  it("normalises initials and punctuation alike", () => {
    expect(normaliseAuthorName("J. R. R. Tolkien")).toBe(normaliseAuthorName("JRR Tolkien"));
  });
});

describe("generatePenNames", () => {
  it("is deterministic for a seed and changes with it", () => {
    const a = generatePenNames({ seed: "alpha", count: 10 });
    expect(generatePenNames({ seed: "alpha", count: 10 })).toEqual(a);
    expect(generatePenNames({ seed: "beta", count: 10 }).names).not.toEqual(a.names);
    expect(a.names).toHaveLength(10);
    expect(new Set(a.names.map((name) => name.name)).size).toBe(10);
  });

  it.each(penNameCountryLists.map((country) => [country.code, country] as const))(
    "country %s draws first and last names from its own lists, by gender",
    (code, country) => {
      for (const gender of ["female", "male", "neutral"] as const) {
        const { names } = generatePenNames({ country: code, gender, count: 8, seed: code });
        expect(names.length).toBeGreaterThan(0);
        for (const name of names) {
          expect(name.country).toBe(code);
          expect(name.gender).toBe(gender);
          expect(country[gender]).toContain(name.firstName);
          expect(country.last).toContain(name.lastName);
          expect(name.name).toBe(`${name.firstName} ${name.lastName}`);
        }
      }
    },
  );

  it.each([
    [
      "none",
      /^\S+( \S+)+$/,
      (n: { name: string; firstName: string }) => n.name.startsWith(n.firstName),
    ],
    [
      "one",
      /^\p{Lu}\. /u,
      (n: { name: string; firstName: string }) => n.name.startsWith(`${n.firstName[0]}.`),
    ],
    [
      "two",
      /^\p{Lu}\. \p{Lu}\. /u,
      (n: { name: string; firstName: string }) => n.name.startsWith(`${n.firstName[0]}.`),
    ],
    [
      "middle",
      /^\S+ \p{Lu}\. /u,
      (n: { name: string; firstName: string }) => n.name.startsWith(`${n.firstName} `),
    ],
  ] as const)("initials %s", (initials, pattern, startsRight) => {
    const result = generatePenNames({ initials, count: 12, seed: "initials", country: "US" });
    expect(result.initials).toBe(initials);
    for (const name of result.names) {
      expect(name.name).toMatch(pattern);
      expect(startsRight(name)).toBe(true);
      expect(name.name.endsWith(name.lastName)).toBe(true);
    }
  });

  it("follows each genre's documented rule", () => {
    const romance = generatePenNames({ genre: "romance", count: 20, seed: "r", country: "US" });
    for (const name of romance.names) {
      expect(letters(name.firstName)).toBeGreaterThanOrEqual(5);
      expect(letters(name.lastName)).toBeGreaterThanOrEqual(6);
    }
    const thriller = generatePenNames({ genre: "thriller", count: 20, seed: "t", country: "GB" });
    for (const name of thriller.names) {
      expect(letters(name.firstName)).toBeLessThanOrEqual(5);
      expect(letters(name.lastName)).toBeLessThanOrEqual(6);
    }
    const fantasy = generatePenNames({ genre: "fantasy", count: 20, seed: "f" });
    expect(fantasy.initials).toBe("two");
    for (const name of fantasy.names) expect(letters(name.lastName)).toBeGreaterThanOrEqual(6);
    expect(generatePenNames({ genre: "fantasy", initials: "none", seed: "f" }).initials).toBe(
      "none",
    );
    const childrens = generatePenNames({ genre: "childrens", count: 20, seed: "c", country: "US" });
    for (const name of childrens.names) {
      expect(letters(name.firstName)).toBeLessThanOrEqual(6);
    }
    // The US surname list has a surname for every first letter the short first names start with
    // except a few; most names alliterate.
    const alliterating = childrens.names.filter((n) => n.firstName[0] === n.lastName[0]);
    expect(alliterating.length).toBeGreaterThan(childrens.names.length / 2);
    expect(generatePenNames({ genre: "literary", seed: "l" }).initials).toBe("middle");
    expect(romance.genreRule).toBe(genreRules.romance.rule);
  });

  it("never answers a famous author's name, and says which it skipped", () => {
    const refused = new Set<string>();
    for (let seed = 0; seed < 150; seed += 1) {
      const result = generatePenNames({
        country: "US",
        gender: "female",
        count: 20,
        seed: `famous-${seed}`,
      });
      for (const name of result.names) expect(findFamousAuthor(name.name)).toBeNull();
      for (const name of result.refusedFamous) refused.add(name);
    }
    // US female first names and US surnames can make "Harper Lee" and "Nora Roberts".
    expect([...refused].sort()).toEqual(["Harper Lee", "Nora Roberts"]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["unknown country", { country: "XX" }, "country"],
    ["unknown gender", { gender: "other" }, "gender"],
    ["unknown genre", { genre: "poetry" }, "genre"],
    ["unknown initials", { initials: "three" }, "initials"],
    ["count 0", { count: 0 }, "count"],
    ["count 21", { count: 21 }, "count"],
    ["count 2.5", { count: 2.5 }, "count"],
    ["empty seed", { seed: "  " }, "seed"],
    ["long seed", { seed: "x".repeat(65) }, "seed"],
  ])("rejects %s naming the field", (_label, input, field) => {
    const parsed = penNameInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });

  it("parses the form's strings, an empty initials meaning the genre's style", () => {
    expect(
      penNameFormSchema.parse({
        country: "JP",
        gender: "female",
        genre: "fantasy",
        initials: "",
        count: "3",
        seed: "s",
      }),
    ).toEqual({ country: "JP", gender: "female", genre: "fantasy", count: 3, seed: "s" });
    const bad = penNameFormSchema.safeParse({
      country: "JP",
      gender: "female",
      genre: "any",
      initials: "one",
      count: "25",
      seed: "s",
    });
    expect(bad.error?.issues.map((issue) => issue.path)).toEqual([["count"]]);
  });

  it.each([
    [{ count: 1 }, 1],
    [{ count: 20 }, 20],
    [{ count: "5" }, 5],
  ])("accepts count at the boundaries %j", (input, count) => {
    expect(generatePenNames(input as never).names).toHaveLength(count);
  });
});
