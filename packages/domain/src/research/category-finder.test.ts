import { describe, expect, it } from "vitest";
import { listBsrCurves } from "../kdp/bsr-curves";
import { estimateDailySales } from "../tools/bsr-sales/bsr-sales";
import {
  buildCategoryFindings,
  CATEGORY_RESULTS_MAX,
  type CategoryInput,
  categoryFinderQuerySchema,
  describeCategory,
} from "./category-finder";

const K = ["Kindle Store", "Kindle eBooks"];
const category = (
  path: string[],
  topRanks: CategoryInput["topRanks"] = null,
  id = path.join("/"),
): CategoryInput => ({ id, name: path.at(-1) ?? "", path, topRanks });

describe("categoryFinderQuerySchema", () => {
  const fieldOf = (raw: object) => {
    const parsed = categoryFinderQuerySchema.safeParse(raw);
    return parsed.success ? null : parsed.error.issues.map((i) => i.path.join("."));
  };

  it.each([
    [{ words: "romance" }, null],
    [{ domain: "www.amazon.co.uk", words: "romance" }, null],
    [{ asin: "b08n5wrwnw" }, null],
    [{}, ["words"]],
    [{ words: "   " }, ["words"]],
    [{ words: "!!!" }, ["words"]],
    [{ words: "x".repeat(101) }, ["words"]],
    [{ words: "romance", asin: "B08N5WRWNW" }, ["asin"]],
    [{ asin: "12345" }, ["asin"]],
    [{ domain: "amazon.xx", words: "romance" }, ["domain"]],
  ])("%j → errors on %j", (raw, fields) => {
    expect(fieldOf(raw)).toEqual(fields);
  });

  it("defaults to amazon.com, normalises the store and upper-cases the ASIN", () => {
    expect(categoryFinderQuerySchema.parse({ words: " romance " })).toEqual({
      domain: "amazon.com",
      words: "romance",
      asin: undefined,
    });
    expect(
      categoryFinderQuerySchema.parse({ domain: "https://www.Amazon.de/", asin: "b08n5wrwnw" }),
    ).toMatchObject({ domain: "amazon.de", asin: "B08N5WRWNW" });
  });
});

describe("describeCategory", () => {
  it("gives the Kindle curves' range at the #1 and #10 ranks of an eBook category", () => {
    const found = describeCategory(
      "amazon.com",
      category([...K, "Romance", "Romantic Comedy"], { first: 150, tenth: 2400 }),
    );
    const expected = estimateDailySales(listBsrCurves("ebook"), 2400, 1);
    expect(found.curveFormat).toBe("ebook");
    expect(found.kdp.selectable).toBe(true);
    expect(found.salesPerDay?.tenth?.typical).toBeCloseTo(expected.typical, 2);
    expect(found.salesPerDay?.tenth?.low).toBeLessThanOrEqual(
      found.salesPerDay?.tenth?.typical ?? 0,
    );
    expect(found.salesPerDay?.tenth?.high).toBeGreaterThanOrEqual(
      found.salesPerDay?.tenth?.typical ?? 0,
    );
    // Standing at #1 takes more copies than standing at #10.
    expect(found.salesPerDay?.first?.typical).toBeGreaterThan(
      found.salesPerDay?.tenth?.typical ?? 0,
    );
  });

  it("uses the print curves under Books, scaled for the store", () => {
    const us = describeCategory(
      "amazon.com",
      category(["Books", "Sudoku"], { first: 900, tenth: null }),
    );
    const uk = describeCategory(
      "amazon.co.uk",
      category(["Books", "Sudoku"], { first: 900, tenth: null }),
    );
    const print = estimateDailySales(listBsrCurves("print"), 900, 1);
    expect(us.curveFormat).toBe("print");
    expect(us.salesPerDay?.first?.typical).toBeCloseTo(print.typical, 2);
    expect(us.salesPerDay?.tenth).toBeNull();
    expect(uk.salesPerDay?.first?.typical).toBeCloseTo(print.typical * 0.31, 2);
  });

  it.each([
    ["no ranks from the source", "amazon.com", category(["Books", "Sudoku"]), null],
    [
      "a store without a published factor",
      "amazon.pl",
      category(["Books", "Sudoku"], { first: 5, tenth: 50 }),
      null,
    ],
    [
      "a category outside the book trees",
      "amazon.com",
      category(["Audible Books & Originals", "Romance"], { first: 5, tenth: 50 }),
      null,
    ],
  ])("has no sales figures for %s", (_label, domain, input, sales) => {
    expect(describeCategory(domain, input).salesPerDay).toEqual(sales);
  });

  it("leaves out a rank the source does not know", () => {
    const found = describeCategory(
      "amazon.com",
      category(["Books", "Sudoku"], { first: null, tenth: 0 }),
    );
    expect(found.salesPerDay).toEqual({ first: null, tenth: null });
  });
});

describe("buildCategoryFindings", () => {
  it("puts categories named by the words first, then choosable, deeper ones", () => {
    const { findings } = buildCategoryFindings({
      domain: "amazon.com",
      words: "cozy",
      fromSource: [
        category([...K, "Mystery, Thriller & Suspense", "Mystery", "Cozy", "Culinary"]),
        category([...K, "Mystery, Thriller & Suspense", "Mystery", "Cozy"]),
        category(["Books", "Mystery, Thriller & Suspense", "Mystery", "Cozy"]),
      ],
      curated: [],
    });
    expect(findings.map((f) => f.path.join(" > "))).toEqual([
      "Kindle Store > Kindle eBooks > Mystery, Thriller & Suspense > Mystery > Cozy",
      "Books > Mystery, Thriller & Suspense > Mystery > Cozy",
      "Kindle Store > Kindle eBooks > Mystery, Thriller & Suspense > Mystery > Cozy > Culinary",
    ]);
  });

  it("adds curated categories the source lacks, once, and marks where each came from", () => {
    const { findings, curatedCount } = buildCategoryFindings({
      domain: "amazon.com",
      words: "sudoku",
      fromSource: [
        category(
          ["Books", "Humor & Entertainment", "Puzzles & Games", "Sudoku"],
          { first: 2000, tenth: 9000 },
          "283155-sudoku",
        ),
      ],
      curated: [
        category(["books", "humor & entertainment", "puzzles & games", "sudoku"], null, "ikf:dup"),
        category(
          ["Books", "Humor & Entertainment", "Puzzles & Games", "Sudoku", "Large Print"],
          null,
          "ikf:large",
        ),
      ],
    });
    expect(findings.map((f) => [f.id, f.origin])).toEqual([
      ["283155-sudoku", "source"],
      ["ikf:large", "curated"],
    ]);
    expect(curatedCount).toBe(1);
    expect(findings[0]?.salesPerDay?.first).not.toBeNull();
    expect(findings[1]?.salesPerDay).toBeNull();
  });

  it("keeps the source's order for an ASIN and cuts the list at its maximum", () => {
    const many = Array.from({ length: CATEGORY_RESULTS_MAX + 5 }, (_, i) =>
      category(["Books", `Category ${String(CATEGORY_RESULTS_MAX + 5 - i).padStart(3, "0")}`]),
    );
    const { findings, total } = buildCategoryFindings({
      domain: "amazon.com",
      words: null,
      fromSource: many,
      curated: [],
    });
    expect(total).toBe(CATEGORY_RESULTS_MAX + 5);
    expect(findings).toHaveLength(CATEGORY_RESULTS_MAX);
    expect(findings[0]?.name).toBe(`Category 0${CATEGORY_RESULTS_MAX + 5}`);
  });
});
