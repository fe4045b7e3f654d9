import { describe, expect, it } from "vitest";
import { DEFAULT_BOOK_SPECS } from "../book-project/contract";
import { computeRoyalty } from "../tools/royalty/royalty";
import { readPlannedPrice } from "./planned-price";
import { endPriceDown, endPriceUp, type PlannerBook, planPrices, planToCsv } from "./price-planner";

describe("price endings", () => {
  it.each([
    [9.99, "USD", 9.99],
    [10, "USD", 10.99],
    [8.5, "USD", 8.99],
    [6.8, "EUR", 6.99],
    [99, "INR", 99],
    [101, "INR", 109],
    [149.2, "SEK", 159],
    [1234, "JPY", 1240],
    [250, "JPY", 250],
  ] as const)("up from %s %s → %s", (price, currency, expected) => {
    expect(endPriceUp(price, currency)).toBe(expected);
  });
  it.each([
    [250, "USD", 249.99],
    [9.99, "GBP", 9.99],
    [1250, "JPY", 1250],
    [500, "INR", 499],
  ] as const)("down from %s %s → %s", (price, currency, expected) => {
    expect(endPriceDown(price, currency)).toBe(expected);
  });
});

const paperback = (listPrices: PlannerBook["listPrices"]): PlannerBook => ({
  projectId: "p1",
  title: "Dragon Tea",
  specs: { ...DEFAULT_BOOK_SPECS, binding: "paperback", pageCount: 200 },
  listPrices,
});

describe("planPrices (print)", () => {
  it.each([
    [8.99, "fifty-percent-band", 9.99],
    [5, "below-minimum", 9.99],
    [300, "above-maximum", 249.99],
    [12.99, "better-band", 12.99],
    [undefined, "no-price", 9.99],
  ] as const)("amazon.com at %s → %s, suggested %s", (price, status, suggested) => {
    const rows = planPrices([paperback(price === undefined ? {} : { "amazon.com": price })]);
    const us = rows.find((row) => row.marketplace === "amazon.com");
    expect(us).toMatchObject({
      status,
      suggestedPrice: suggested,
      currency: "USD",
      printingCost: 3.4,
    });
  });

  it("takes the royalty from the royalty calculator itself", () => {
    const [us] = planPrices([paperback({ "amazon.com": 8.99 })]);
    const calculator = computeRoyalty({
      format: "paperback",
      marketplace: "amazon.com",
      listPrice: 8.99,
      pages: 200,
      ink: "black",
      paper: "white",
      trim: "6x9",
    });
    expect(us).toMatchObject({ royalty: calculator.royalty, rate: 50 });
    expect(us?.suggestedRoyalty).toBe(
      computeRoyalty({
        format: "paperback",
        marketplace: "amazon.com",
        listPrice: 9.99,
        pages: 200,
        ink: "black",
        paper: "white",
        trim: "6x9",
      }).royalty,
    );
  });

  it("lists every marketplace that prints the book, each in its currency", () => {
    const rows = planPrices([paperback({})]);
    expect(rows.map((row) => row.marketplace)).toContain("amazon.co.jp");
    expect((rows.find((row) => row.marketplace === "amazon.co.jp")?.suggestedPrice ?? 1) % 10).toBe(
      0,
    );
    expect(rows.some((row) => row.marketplace === "amazon.in")).toBe(false);
  });
});

describe("planPrices (eBook)", () => {
  const ebook = (listPrices: PlannerBook["listPrices"]): PlannerBook => ({
    projectId: "e1",
    title: "Dragon Tea",
    specs: { ...DEFAULT_BOOK_SPECS, binding: "ebook", fileSizeMb: 2 },
    listPrices,
  });
  it.each([
    [1.99, "thirty-five-percent", 2.99],
    [12.99, "thirty-five-percent", 9.99],
    [4.99, "better-band", 4.99],
    [0.5, "below-minimum", 2.99],
  ] as const)("amazon.com at %s → %s, suggested %s", (price, status, suggested) => {
    const us = planPrices([ebook({ "amazon.com": price })]).find(
      (r) => r.marketplace === "amazon.com",
    );
    expect(us).toMatchObject({ status, suggestedPrice: suggested });
  });
});

describe("planToCsv", () => {
  it("writes one line per row and neutralises formula-looking titles", () => {
    const rows = planPrices([{ ...paperback({ "amazon.com": 8.99 }), title: "=SUM(A1)" }]);
    const csv = planToCsv(rows.filter((row) => row.marketplace === "amazon.com"));
    expect(csv.split("\n")[0]).toBe(
      "Title,Format,Marketplace,Currency,List price,Royalty,Status,Suggested price,Royalty at suggested price",
    );
    expect(csv.split("\n")[1]).toMatch(
      /^'=SUM\(A1\),paperback,amazon.com,USD,8.99,[\d.]+,50% band,9.99,[\d.]+$/,
    );
  });
});

describe("a price typed in the planner", () => {
  it.each([
    ["", { empty: true }],
    ["  ", { empty: true }],
    ["9.99", { price: 9.99 }],
    [" 12 ", { price: 12 }],
    [".99", { price: 0.99 }],
    ["100000", { price: 100000 }],
    ["100000.01", { issue: "A price can be at most 100,000" }],
    ["99999999", { issue: "A price can be at most 100,000" }],
    ["0", { issue: "A price must be more than 0" }],
    ["-5", { issue: "A price must be more than 0" }],
    ["0.001", { issue: "Use at most two decimals" }],
    ["abc", { issue: "Type a price like 9.99" }],
    ["1e308", { issue: "Type a price like 9.99" }],
    ["9,99", { price: 9.99 }],
    ["1,000", { issue: "Type a price like 9.99" }],
  ])("%j reads as %j", (typed, read) => {
    expect(readPlannedPrice(typed)).toEqual(read);
  });
});
