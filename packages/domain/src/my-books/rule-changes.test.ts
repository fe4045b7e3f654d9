import { describe, expect, it } from "vitest";
import { DEFAULT_BOOK_SPECS } from "../book-project/contract";
import { PRINT_COSTS } from "../kdp/print-costs";
import type { PlannerBook } from "./price-planner";
import {
  describeImpact,
  findRuleImpacts,
  type PrintCostChange,
  printCostsWith,
} from "./rule-changes";

const source = { key: "KDP help (test)", title: "New EU printing costs", date: "2027-03-01" };
// EU black paperbacks: 0.85 fixed instead of 0.75 from 1 March 2027.
const euChange: PrintCostChange = {
  region: "EU",
  binding: "paperback",
  ink: "black",
  bands: [
    {
      minPages: 24,
      maxPages: 110,
      fixed: { regular: 2.05, large: 2.48 },
      perPage: { regular: 0, large: 0 },
    },
    {
      minPages: 111,
      maxPages: 828,
      fixed: { regular: 0.85, large: 0.85 },
      perPage: { regular: 0.012, large: 0.016 },
    },
  ],
  effectiveFrom: "2027-03-01",
  source,
};

const book = (
  id: string,
  over: Partial<PlannerBook["specs"]>,
  prices: PlannerBook["listPrices"],
): PlannerBook => ({
  projectId: id,
  title: `Book ${id}`,
  specs: { ...DEFAULT_BOOK_SPECS, pageCount: 200, ...over },
  listPrices: prices,
});

describe("printCostsWith", () => {
  it.each([
    ["2027-02-28", 0.75],
    ["2027-03-01", 0.85],
  ])("on %s the EU fixed cost is %s", (today, fixed) => {
    const rows = printCostsWith([euChange], today);
    const eu = rows.find(
      (r) => r.region === "EU" && r.binding === "paperback" && r.ink === "black",
    );
    expect(eu?.bands[1]?.fixed.regular).toBe(fixed);
    expect(rows).toHaveLength(PRINT_COSTS.length);
  });
});

describe("findRuleImpacts", () => {
  const after = printCostsWith([euChange], "2027-03-01");
  it("finds each EU marketplace of a black paperback, not other stores, inks or eBooks", () => {
    const impacts = findRuleImpacts(
      [
        book("a", {}, { "amazon.de": 12.99, "amazon.com": 12.99 }),
        book("b", { ink: "premium-color" }, { "amazon.de": 19.99 }),
        book("c", { binding: "ebook", fileSizeMb: 1 }, { "amazon.de": 4.99 }),
      ],
      PRINT_COSTS,
      after,
    );
    expect(impacts.map((i) => i.projectId)).toEqual(["a"]);
    const de = impacts[0]?.impacts.find((i) => i.marketplace === "amazon.de");
    expect(de).toMatchObject({ printingCostBefore: 3.15, printingCostAfter: 3.25 });
    expect((de?.royaltyBefore ?? 0) - (de?.royaltyAfter ?? 0)).toBeCloseTo(0.1, 2);
    expect(impacts[0]?.impacts.some((i) => i.marketplace === "amazon.com")).toBe(false);
  });

  it("words the alert with before, after, the date and a suggested price", () => {
    const [impact] = findRuleImpacts([book("a", {}, { "amazon.de": 8.99 })], PRINT_COSTS, after);
    const de = impact?.impacts.find((i) => i.marketplace === "amazon.de");
    expect(de && describeImpact(de, "2027-03-01")).toMatch(
      /^amazon\.de paperback: €\d+\.\d\d → €\d+\.\d\d a copy from 1 March; suggested price €9\.99 \(€\d+\.\d\d a copy\)$/,
    );
  });

  it("finds nothing when nothing changed", () => {
    expect(
      findRuleImpacts([book("a", {}, { "amazon.de": 12.99 })], PRINT_COSTS, PRINT_COSTS),
    ).toEqual([]);
  });
});
