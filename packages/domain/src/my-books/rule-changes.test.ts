import { describe, expect, it } from "vitest";
import { DEFAULT_BOOK_SPECS } from "../book-project/contract";
import { PRINT_COSTS } from "../kdp/print-costs";
import type { PlannerBook } from "./price-planner";
import {
  describeImpact,
  type FigureChange,
  figuresWith,
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
      { printCosts: PRINT_COSTS },
      { printCosts: after },
    );
    expect(impacts.map((i) => i.projectId)).toEqual(["a"]);
    const de = impacts[0]?.impacts.find((i) => i.marketplace === "amazon.de");
    expect(de).toMatchObject({ printingCostBefore: 3.15, printingCostAfter: 3.25 });
    expect((de?.royaltyBefore ?? 0) - (de?.royaltyAfter ?? 0)).toBeCloseTo(0.1, 2);
    expect(impacts[0]?.impacts.some((i) => i.marketplace === "amazon.com")).toBe(false);
  });

  it("words the alert with before, after, the date and a suggested price", () => {
    const [impact] = findRuleImpacts(
      [book("a", {}, { "amazon.de": 8.99 })],
      { printCosts: PRINT_COSTS },
      { printCosts: after },
    );
    const de = impact?.impacts.find((i) => i.marketplace === "amazon.de");
    expect(de && describeImpact(de, "2027-03-01")).toMatch(
      /^amazon\.de paperback: €\d+\.\d\d → €\d+\.\d\d a copy from 1 March; suggested price €9\.99 \(€\d+\.\d\d a copy\)$/,
    );
  });

  it("finds nothing when nothing changed", () => {
    expect(
      findRuleImpacts(
        [book("a", {}, { "amazon.de": 12.99 })],
        { printCosts: PRINT_COSTS },
        { printCosts: PRINT_COSTS },
      ),
    ).toEqual([]);
  });
});

const threshold: FigureChange = {
  figure: "print-threshold",
  marketplace: "amazon.de",
  value: 11.99,
  effectiveFrom: "2027-03-01",
  source,
};
const delivery: FigureChange = {
  figure: "delivery-cost",
  marketplace: "amazon.com",
  value: 0.3,
  effectiveFrom: "2027-03-01",
  source,
};

describe("figuresWith", () => {
  it.each([
    ["2027-02-28", 0, 0],
    ["2027-03-01", 1, 1],
  ])("on %s has %s threshold and %s delivery rows", (today, thresholds, deliveries) => {
    const figures = figuresWith(
      [threshold, delivery, { figure: "print-cost", ...euChange }],
      today,
    );
    expect(figures.thresholds).toHaveLength(thresholds);
    expect(figures.deliveryCosts).toHaveLength(deliveries);
    expect(figures.printCosts).toHaveLength(PRINT_COSTS.length);
  });

  it("keeps the latest change of a store's figure", () => {
    const later = { ...threshold, value: 12.99, effectiveFrom: "2027-04-01" };
    const { thresholds } = figuresWith([later, threshold], "2027-05-01");
    expect(thresholds.at(-1)?.value).toBe(12.99);
  });
});

describe("findRuleImpacts for thresholds and delivery costs", () => {
  const before = figuresWith([], "2027-03-01");
  const after = figuresWith([threshold, delivery], "2027-03-01");
  const books = [
    book("p", {}, { "amazon.de": 10.99, "amazon.fr": 10.99 }),
    book("q", {}, { "amazon.de": 12.99 }),
    book("e", { binding: "ebook", fileSizeMb: 2 }, { "amazon.com": 4.99, "amazon.de": 4.99 }),
  ];
  const impacts = findRuleImpacts(books, before, after);
  const of = (id: string, store: string) =>
    impacts.find((b) => b.projectId === id)?.impacts.find((i) => i.marketplace === store);

  it.each([
    // [book, store, status after, suggested price]
    ["p", "amazon.de", "50% band", 11.99],
    ["e", "amazon.com", "60%/70% band", 4.99],
  ])("%s on %s is touched: %s, suggested %s", (id, store, status, suggested) => {
    expect(of(id, store)).toMatchObject({ statusAfter: status, suggestedPrice: suggested });
    const impact = of(id, store)!;
    expect(impact.royaltyAfter!).toBeLessThan(impact.royaltyBefore!);
  });

  it.each([
    ["p", "amazon.fr"],
    ["q", "amazon.de"],
    ["e", "amazon.de"],
  ])("%s on %s is untouched", (id, store) => {
    expect(of(id, store)).toBeUndefined();
  });

  it("takes the delivery cost per MB: 0.15 more a MB on 2 MB costs 70% of $0.30", () => {
    const impact = of("e", "amazon.com")!;
    expect(impact.royaltyBefore! - impact.royaltyAfter!).toBeCloseTo(0.21, 2);
  });

  it("words the threshold alert with the suggested price in the 60% band", () => {
    expect(describeImpact(of("p", "amazon.de")!, "2027-03-01")).toMatch(
      /^amazon\.de paperback: €\d+\.\d\d → €\d+\.\d\d a copy from 1 March; suggested price €11\.99/,
    );
  });
});
