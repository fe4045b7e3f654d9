import { describe, expect, it } from "vitest";
import {
  bookProjectSchema,
  createBookProjectInputSchema,
  DEFAULT_BOOK_SPECS,
  dateField,
  EMPTY_LISTING,
  updateBookProjectInputSchema,
} from "./contract";

describe("createBookProjectInputSchema", () => {
  it("needs only a title, trimmed", () => {
    expect(createBookProjectInputSchema.parse({ title: "  Moon Journal " })).toEqual({
      title: "Moon Journal",
    });
  });

  it("takes partial specs, prices per marketplace and partial listing data", () => {
    const input = {
      title: "Moon Journal",
      specs: { binding: "hardcover", trim: "6x9", pageCount: 120, ink: "premium-color" },
      listPrices: { "amazon.com": 24.99, "amazon.co.jp": 3200 },
      listing: { subtitle: "A Lunar Log", keywords: ["moon phases"], categories: ["Astronomy"] },
      launchDate: "2027-03-01",
    };
    expect(createBookProjectInputSchema.parse(input)).toEqual(input);
  });

  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ["no title", { title: undefined }, "title", /^Title is required/],
    ["a blank title", { title: "  " }, "title", /^Title is required/],
    ["a 201-character title", { title: "x".repeat(201) }, "title", /^Title must be at most 200/],
    ["binding 'scroll'", { specs: { binding: "scroll" } }, "specs.binding", /^Format must be/],
    ["trim '7x7'", { specs: { trim: "7x7" } }, "specs.trim", /^Trim size/],
    [
      "page count 0",
      { specs: { pageCount: 0 } },
      "specs.pageCount",
      /^Page count must be at least 1/,
    ],
    [
      "page count 2.5",
      { specs: { pageCount: 2.5 } },
      "specs.pageCount",
      /^Page count must be a whole/,
    ],
    ["paper 'groundwood'", { specs: { paper: "groundwood" } }, "specs.paper", /^Paper must be/],
    ["ink 'gold'", { specs: { ink: "gold" } }, "specs.ink", /^Ink must be/],
    ["file size 700 MB", { specs: { fileSizeMb: 700 } }, "specs.fileSizeMb", /^File size/],
    [
      "marketplace amazon.xx",
      { listPrices: { "amazon.xx": 5 } },
      "listPrices",
      /^List prices: marketplace/,
    ],
    [
      "a negative price",
      { listPrices: { "amazon.de": -1 } },
      "listPrices.amazon.de",
      /^List price/,
    ],
    [
      "eight keywords",
      { listing: { keywords: Array.from({ length: 8 }, (_, i) => `k${i}`) } },
      "listing.keywords",
      /^Keywords: at most 7/,
    ],
    [
      "four categories",
      { listing: { categories: ["a", "b", "c", "d"] } },
      "listing.categories",
      /^Categories: KDP takes at most 3/,
    ],
    [
      "launch 2027-02-29",
      { launchDate: "2027-02-29" },
      "launchDate",
      /^Launch date must be a date/,
    ],
    ["launch '1 March'", { launchDate: "1 March" }, "launchDate", /^Launch date must be a date/],
    [
      "launch 0001-01-01",
      { launchDate: "0001-01-01" },
      "launchDate",
      /^Launch date must be between 2007-11-19 and 2099-12-31$/,
    ],
    [
      "launch 2007-11-18 (before KDP)",
      { launchDate: "2007-11-18" },
      "launchDate",
      /^Launch date must be between/,
    ],
    [
      "launch 2100-01-01",
      { launchDate: "2100-01-01" },
      "launchDate",
      /^Launch date must be between/,
    ],
  ])("rejects %s, naming the field", (_name, change, path, message) => {
    const result = createBookProjectInputSchema.safeParse({ title: "Moon Journal", ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join(".") === path);
    expect(issue?.message).toMatch(message);
  });

  it.each(["2007-11-19", "2099-12-31"])("takes a launch on %s, the range's own ends", (day) => {
    expect(
      createBookProjectInputSchema.safeParse({ title: "Moon Journal", launchDate: day }).success,
    ).toBe(true);
  });

  it("keeps drafts KDP would refuse, for the pre-flight to report", () => {
    const draft = { title: "x", listing: { keywords: ["a".repeat(80)], title: "t".repeat(300) } };
    expect(createBookProjectInputSchema.safeParse(draft).success).toBe(true);
  });
});

describe("updateBookProjectInputSchema", () => {
  it("accepts any one section alone", () => {
    for (const body of [
      {},
      { specs: { pageCount: 300 } },
      { listPrices: {} },
      { launchDate: null },
    ])
      expect(updateBookProjectInputSchema.safeParse(body).success).toBe(true);
  });

  it("still checks what it is given", () => {
    const result = updateBookProjectInputSchema.safeParse({ title: "" });
    expect(result.error?.issues[0]?.path).toEqual(["title"]);
  });
});

describe("defaults and the stored shape", () => {
  it("a project from the defaults matches the contract", () => {
    const project = {
      id: "p",
      title: "Moon Journal",
      specs: DEFAULT_BOOK_SPECS,
      listPrices: {},
      listing: { ...EMPTY_LISTING, title: "Moon Journal" },
      launchDate: null,
      boardId: null,
      interior: null,
      createdAt: "2026-11-27T00:00:00.000Z",
      updatedAt: "2026-11-27T00:00:00.000Z",
    };
    expect(bookProjectSchema.parse(project)).toEqual(project);
  });

  it.each<[string, boolean]>([
    ["2028-02-29", true],
    ["2027-02-29", false],
    ["2027-13-01", false],
    ["2027-1-01", false],
  ])("date %s valid: %s", (value, valid) => {
    expect(dateField("Date").safeParse(value).success).toBe(valid);
  });
});
