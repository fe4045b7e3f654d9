import { describe, expect, it } from "vitest";
import { priceCheckInputSchema } from "../price-check/price-check";
import { checkPrintBook, findPrintPriceBreaches } from "./print-book-rules";
import { royaltyInputSchema } from "./royalty";

const book = {
  binding: "paperback",
  pages: 200,
  ink: "black",
  paper: "white",
  trim: "6x9",
} as const;

describe("checkPrintBook: the one print book rule (decision 0092)", () => {
  it.each([
    ["a valid paperback", book, false, []],
    ["no pages", { ...book, pages: undefined }, false, ["pages"]],
    ["a trim not offered", { ...book, trim: "1x1" }, false, ["trim"]],
    ["too few pages", { ...book, pages: 10 }, false, ["pages"]],
    ["too many pages", { ...book, pages: 5000 }, false, ["pages"]],
    [
      "Expanded Distribution on a hardcover",
      { ...book, binding: "hardcover" },
      true,
      ["expandedDistribution"],
    ],
    ["Expanded Distribution on a paperback", book, true, []],
  ] as const)("%s", (_, input, expanded, paths) => {
    expect(checkPrintBook(input, expanded).map((issue) => issue.path)).toEqual(paths);
  });

  it("both calculators answer the same field and message for the same bad book", () => {
    const bad = { format: "paperback", pages: 5000, trim: "6x9", ink: "black", paper: "white" };
    const royalty = royaltyInputSchema.safeParse({
      ...bad,
      marketplace: "amazon.com",
      listPrice: 20,
    });
    const prices = priceCheckInputSchema.safeParse(bad);
    const expected = checkPrintBook({ ...book, pages: 5000 }, false)[0];
    for (const result of [royalty, prices]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues).toContainEqual(
        expect.objectContaining({ path: [expected?.path], message: expected?.message }),
      );
    }
  });
});

describe("findPrintPriceBreaches", () => {
  const limits = { minimum: 5, maximum: 250, expandedMinimum: null };
  it.each([
    [4.99, limits, ["below-minimum"]],
    [5, limits, []],
    [250, limits, []],
    [250.01, limits, ["above-maximum"]],
    [6, { ...limits, expandedMinimum: 7 }, ["below-expanded-minimum"]],
    [7, { ...limits, expandedMinimum: 7 }, []],
    [4, { ...limits, expandedMinimum: 7 }, ["below-minimum", "below-expanded-minimum"]],
  ] as const)("%s with %o", (price, given, breaches) => {
    expect(findPrintPriceBreaches(price, given)).toEqual(breaches);
  });
});
