import { describe, expect, it } from "vitest";
import { compareRoyaltyAcrossMarketplaces, computeRoyalty, royaltyInputSchema } from "./royalty";

const paperback = {
  format: "paperback",
  marketplace: "amazon.com",
  trim: "6x9",
  ink: "black",
} as const;

describe("computeRoyalty: print (kdp-facts worked checks)", () => {
  it.each([
    // [case, input, royalty, rate, printing cost, minimum list price]
    ["US 6×9 300 pp at the minimum", { ...paperback, pages: 300, listPrice: 9.2 }, 0, 50, 4.6, 9.2],
    [
      "US 8.5×11 120 pp at $24.99",
      { ...paperback, trim: "8.5x11", pages: 120, listPrice: 24.99 },
      11.95,
      60,
      3.04,
      6.08,
    ],
    ["US 333 pp at $15", { ...paperback, pages: 333, listPrice: 15 }, 4, 60, 5, 9.99],
    [
      "US hardcover 6×9 120 pp",
      { ...paperback, format: "hardcover", pages: 120, listPrice: 11.82 },
      0,
      60,
      7.09,
      11.82,
    ],
    [
      "US hardcover 300 pp",
      { ...paperback, format: "hardcover", pages: 300, listPrice: 20 },
      2.75,
      60,
      9.25,
      15.42,
    ],
    [
      "just below the US threshold: 50%",
      { ...paperback, pages: 300, listPrice: 9.98 },
      0.39,
      50,
      4.6,
      9.2,
    ],
    ["at the US threshold: 60%", { ...paperback, pages: 300, listPrice: 9.99 }, 1.39, 60, 4.6, 9.2],
    [
      "UK below 7.99: 50%",
      { ...paperback, marketplace: "amazon.co.uk", pages: 100, listPrice: 7.98 },
      2.06,
      50,
      1.93,
      3.86,
    ],
    [
      "UK at 7.99: 60%",
      { ...paperback, marketplace: "amazon.co.uk", pages: 100, listPrice: 7.99 },
      2.86,
      60,
      1.93,
      3.86,
    ],
    // Japan shows prices with 10% consumption tax: 0.6 × 1111 / 1.1 − 606 = 0.
    [
      "JP at its minimum ¥1,111: 60%",
      { ...paperback, marketplace: "amazon.co.jp", pages: 200, listPrice: 1111 },
      0,
      60,
      606,
      1111,
    ],
  ] as const)("%s", (_case, input, royalty, rate, printingCost, minimum) => {
    const result = computeRoyalty(input);
    expect(result.royalty).toBeCloseTo(royalty, 2);
    expect(result.rate).toBe(rate);
    expect(result.printingCost).toBeCloseTo(printingCost, 2);
    expect(result.minimumListPrice).toBeCloseTo(minimum, 2);
    expect(result.sources.length).toBeGreaterThan(0);
  });

  it("cost $5.50 gives a minimum of $9.99 (2 × cost ≥ threshold)", () => {
    // 1.00 + 375 × 0.012 = 5.50
    expect(computeRoyalty({ ...paperback, pages: 375, listPrice: 12 }).minimumListPrice).toBe(9.99);
  });

  it("adds Expanded Distribution at 40% for paperbacks", () => {
    const result = computeRoyalty({
      ...paperback,
      pages: 333,
      listPrice: 15,
      expandedDistribution: true,
    });
    expect(result.expandedDistribution).toEqual({ rate: 40, royalty: 1, minimumListPrice: 12.5 });
  });

  it("takes VAT off before the rate in stores that show it", () => {
    const result = computeRoyalty({
      ...paperback,
      marketplace: "amazon.de",
      pages: 300,
      listPrice: 10.7,
    });
    expect(result.priceWithoutVat).toBe(10);
    expect(result.royalty).toBeCloseTo(0.6 * 10 - 4.35, 2);
  });
});

describe("a list price KDP refuses is an error naming the list price, with no royalty", () => {
  const ebook = { format: "ebook", marketplace: "amazon.com", fileSizeMb: 2 } as const;
  it.each([
    // [case, input, refused message or null when KDP accepts the price]
    [
      "US paperback 1 cent under its minimum",
      { ...paperback, pages: 300, listPrice: 9.19 },
      /at least USD 9\.20 .*printing cost USD 4\.60/,
    ],
    ["US paperback at its minimum", { ...paperback, pages: 300, listPrice: 9.2 }, null],
    ["US paperback at the maximum", { ...paperback, pages: 300, listPrice: 250 }, null],
    [
      "US paperback 1 cent over the maximum",
      { ...paperback, pages: 300, listPrice: 250.01 },
      /at most USD 250\.00/,
    ],
    // Before, ¥1,000 answered a royalty of −¥61 with a warning.
    [
      "Japan paperback under its minimum",
      { ...paperback, marketplace: "amazon.co.jp", pages: 200, listPrice: 1000 },
      /at least JPY 1111/,
    ],
    [
      "US hardcover under its minimum",
      { ...paperback, format: "hardcover", pages: 120, listPrice: 11.81 },
      /at least USD 11\.82 for this hardcover/,
    ],
    [
      "US hardcover at its minimum",
      { ...paperback, format: "hardcover", pages: 120, listPrice: 11.82 },
      null,
    ],
    [
      "Canada paperback over CA$350",
      { ...paperback, marketplace: "amazon.ca", pages: 300, listPrice: 350.01 },
      /at most CAD 350\.00/,
    ],
    ["eBook under $0.99", { ...ebook, listPrice: 0.98 }, /at least USD 0\.99 for a 2 MB eBook/],
    ["eBook at $0.99", { ...ebook, listPrice: 0.99 }, null],
    ["eBook at $200", { ...ebook, listPrice: 200 }, null],
    ["eBook over $200", { ...ebook, listPrice: 200.01 }, /at most USD 200\.00 for an eBook/],
    [
      "eBook of 5 MB under $1.99",
      { ...ebook, fileSizeMb: 5, listPrice: 1.98 },
      /at least USD 1\.99 for a 5 MB eBook/,
    ],
    [
      "eBook of 12 MB under $2.99",
      { ...ebook, fileSizeMb: 12, listPrice: 2.98 },
      /at least USD 2\.99/,
    ],
    [
      "UK eBook over £150",
      { ...ebook, marketplace: "amazon.co.uk", listPrice: 150.01 },
      /at most GBP 150\.00/,
    ],
    [
      "35% plan without a file size under $0.99",
      { format: "ebook", marketplace: "amazon.com", royaltyPlan: 35, listPrice: 0.5 },
      /at least USD 0\.99/,
    ],
  ] as const)("%s", (_case, input, refused) => {
    const parsed = royaltyInputSchema.safeParse(input);
    if (refused === null) {
      expect(parsed.success).toBe(true);
      expect(computeRoyalty(input).royalty).toBeGreaterThanOrEqual(0);
      return;
    }
    expect(parsed.success).toBe(false);
    const issues = parsed.error?.issues ?? [];
    expect(issues.map((issue) => issue.path[0])).toEqual(["listPrice"]);
    expect(issues[0]?.message).toMatch(/^List price must be/);
    expect(issues[0]?.message).toMatch(refused);
    expect(() => computeRoyalty(input)).toThrow(refused);
  });
});

describe("computeRoyalty: hardcover in the UK and EU stores (decision 0084)", () => {
  const hardcover = { ...paperback, format: "hardcover" } as const;
  it.each([
    // [case, input, royalty, rate, printing cost, minimum list price]
    [
      "UK 6×9 black 300 pp at £15",
      { ...hardcover, marketplace: "amazon.co.uk", pages: 300, listPrice: 15 },
      1.85,
      60,
      7.15,
      11.92,
    ],
    [
      "UK 6×9 black 108 pp at £12 (flat band)",
      { ...hardcover, marketplace: "amazon.co.uk", pages: 108, listPrice: 12 },
      1.97,
      60,
      5.23,
      8.72,
    ],
    [
      "UK 7×10 premium colour 100 pp at £20",
      {
        ...hardcover,
        marketplace: "amazon.co.uk",
        trim: "7x10",
        ink: "premium-color",
        pages: 100,
        listPrice: 20,
      },
      1.87,
      60,
      10.13,
      16.89,
    ],
    // Germany shows 7% VAT: 0.6 × 19.99 / 1.07 − 6.09.
    [
      "Germany 6×9 black 120 pp at €19.99",
      { ...hardcover, marketplace: "amazon.de", pages: 120, listPrice: 19.99 },
      5.12,
      60,
      6.09,
      10.87,
    ],
  ] as const)("%s", (_case, input, royalty, rate, printingCost, minimum) => {
    const result = computeRoyalty(input);
    expect(result.royalty).toBeCloseTo(royalty, 2);
    expect(result.rate).toBe(rate);
    expect(result.printingCost).toBeCloseTo(printingCost, 2);
    expect(result.minimumListPrice).toBeCloseTo(minimum, 2);
    expect(result.warnings.join(" ")).toMatch(/not verified against KDP's own page/);
    expect(result.sources[0]).toMatchObject({
      url: "https://kdp.amazon.com/en_US/help/topic/G201834340",
      confidence: "unverified",
    });
  });

  it("keeps Amazon.com's hardcover figure free of the unverified warning", () => {
    const result = computeRoyalty({ ...hardcover, pages: 300, listPrice: 20 });
    expect(result.warnings).toEqual([]);
  });
});

describe("Expanded Distribution only where KDP offers and pays it (decision 0084)", () => {
  // 333 pages of black ink on a regular trim cost $5.00; Expanded Distribution needs $12.50.
  const enrolled = { ...paperback, pages: 333, listPrice: 15, expandedDistribution: true } as const;
  it.each([
    // [case, input change, refused field or null, Expanded Distribution royalty]
    ["6×9 on white", {}, null, 1],
    ["6×9 on cream", { paper: "cream" }, null, 1],
    // Large trims: 1.00 + 333 × 0.017 = $6.66 to print; 0.4 × 20 − 6.66.
    ["8.5×11 on white", { trim: "8.5x11", listPrice: 20 }, null, 1.34],
    ["8.5×11 on cream", { trim: "8.5x11", paper: "cream" }, "expandedDistribution", null],
    ["8.5×8.5 on white", { trim: "8.5x8.5" }, "expandedDistribution", null],
    ["8.5×8.5 on cream", { trim: "8.5x8.5", paper: "cream", listPrice: 20 }, null, 1.34],
    ["8.25×6", { trim: "8.25x6" }, "expandedDistribution", null],
    ["8.25×8.25 on cream", { trim: "8.25x8.25", paper: "cream" }, "expandedDistribution", null],
    ["A4", { trim: "8.27x11.69" }, "expandedDistribution", null],
    [
      "premium colour on 8.25×8.25",
      { trim: "8.25x8.25", ink: "premium-color", pages: 100, listPrice: 30 },
      "expandedDistribution",
      null,
    ],
    ["a hardcover", { format: "hardcover", listPrice: 30 }, "expandedDistribution", null],
    ["$12.49, under cost ÷ 40%", { listPrice: 12.49 }, "listPrice", null],
    ["$12.50, at cost ÷ 40%", { listPrice: 12.5 }, null, 0],
  ] as const)("%s", (_case, change, refused, expandedRoyalty) => {
    const input = { ...enrolled, ...change };
    const parsed = royaltyInputSchema.safeParse(input);
    if (refused) {
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual([refused]);
      return;
    }
    expect(parsed.success).toBe(true);
    expect(computeRoyalty(input).expandedDistribution?.royalty).toBeCloseTo(
      expandedRoyalty ?? 0,
      2,
    );
  });

  it("names the trim and paper KDP does not offer it for", () => {
    const parsed = royaltyInputSchema.safeParse({ ...enrolled, trim: "8.5x11", paper: "cream" });
    expect(parsed.error?.issues[0]?.message).toBe(
      "Expanded Distribution is not offered for a 8.5x11 paperback in black ink on cream paper",
    );
  });

  it("marks colour interiors' eligibility as unverified, and leaves it out when not asked", () => {
    const colour = computeRoyalty({ ...enrolled, ink: "premium-color", pages: 100, listPrice: 30 });
    expect(colour.expandedDistribution).toBeDefined();
    expect(colour.warnings.join(" ")).toMatch(/not verified against KDP's own list/);
    const square = computeRoyalty({ ...enrolled, trim: "8.25x6", expandedDistribution: false });
    expect(square.expandedDistribution).toBeUndefined();
  });
});

describe("computeRoyalty: eBook", () => {
  const ebook = { format: "ebook", marketplace: "amazon.com", fileSizeMb: 1 } as const;
  it.each([
    [
      "$4.99, 15 MB, 70% (worked check)",
      { ...ebook, listPrice: 4.99, fileSizeMb: 15 },
      1.92,
      70,
      2.25,
    ],
    ["$2.99 at the band's lower edge", { ...ebook, listPrice: 2.99 }, 1.99, 70, 0.15],
    ["$2.98 below the band pays 35%", { ...ebook, listPrice: 2.98 }, 1.04, 35, undefined],
    // KDP's own page: $2.99–$9.99 (the $12.99 of 2026 notes is not applied).
    ["$9.99 at the band's upper edge", { ...ebook, listPrice: 9.99 }, 6.89, 70, 0.15],
    ["$10.00 above the band pays 35%", { ...ebook, listPrice: 10 }, 3.5, 35, undefined],
    ["$12.99 (2026 notes' edge) pays 35%", { ...ebook, listPrice: 12.99 }, 4.55, 35, undefined],
    ["$13.00 above the band pays 35%", { ...ebook, listPrice: 13 }, 4.55, 35, undefined],
    ["35% plan chosen", { ...ebook, listPrice: 4.99, royaltyPlan: 35 }, 1.75, 35, undefined],
    [
      "India without KDP Select pays 35%",
      { ...ebook, marketplace: "amazon.in", listPrice: 299 },
      88.69,
      35,
      undefined,
    ],
    [
      "India with KDP Select pays 70%",
      { ...ebook, marketplace: "amazon.in", listPrice: 299, kdpSelect: true },
      172.47,
      70,
      7,
    ],
    [
      "Germany takes 7% VAT off",
      { ...ebook, marketplace: "amazon.de", listPrice: 4.99 },
      3.18,
      70,
      0.12,
    ],
    [
      "Japan ¥500 with KDP Select",
      { ...ebook, marketplace: "amazon.co.jp", listPrice: 500, kdpSelect: "true" },
      317,
      70,
      1,
    ],
  ] as const)("%s", (_case, input, royalty, rate, delivery) => {
    const result = computeRoyalty(input);
    expect(result.royalty).toBeCloseTo(royalty, 2);
    expect(result.rate).toBe(rate);
    expect(result.deliveryCost).toBe(delivery);
  });

  it.each([
    // [case, list price, rate, whether the unverified $12.99 report is mentioned]
    ["$9.99: inside KDP's band", 9.99, 70, false],
    ["$10.00: inside the 2026 report only", 10, 35, true],
    ["$12.99: the 2026 report's edge", 12.99, 35, true],
    ["$13.00: outside both", 13, 35, false],
  ] as const)("amazon.com, 70 per cent plan, %s", (_case, listPrice, rate, reported) => {
    const result = computeRoyalty({ ...ebook, listPrice });
    expect(result.rate).toBe(rate);
    expect(
      /Notes from 2026 report a 70% band up to USD 12\.99/.test(result.warnings.join(" ")),
    ).toBe(reported);
    expect(result.sources.some((source) => source.confidence === "unverified")).toBe(reported);
    expect(result.sources[0]?.key).toBe("OFFICIAL de_DE G200634560");
  });

  it.each([
    // [case, file size MB, list price, accepted]: up to 3 MB $0.99, up to 10 MB $1.99, then $2.99.
    ["exactly 3 MB keeps $0.99", 3, 0.99, true],
    ["3.01 MB at $0.99", 3.01, 0.99, false],
    ["3.01 MB at $1.99", 3.01, 1.99, true],
    ["exactly 10 MB keeps $1.99", 10, 1.99, true],
    ["10.01 MB at $1.99", 10.01, 1.99, false],
    ["10.01 MB at $2.99", 10.01, 2.99, true],
  ] as const)("35 per cent plan, %s", (_case, fileSizeMb, listPrice, accepted) => {
    const parsed = royaltyInputSchema.safeParse({
      ...ebook,
      royaltyPlan: 35,
      fileSizeMb,
      listPrice,
    });
    expect(parsed.success).toBe(accepted);
    if (!accepted) expect(parsed.error?.issues[0]?.path).toEqual(["listPrice"]);
  });

  it("explains why 70% was not paid", () => {
    expect(computeRoyalty({ ...ebook, listPrice: 0.99 }).warnings.join(" ")).toMatch(
      /70% plan needs/,
    );
    expect(
      computeRoyalty({ ...ebook, marketplace: "amazon.com.br", listPrice: 9.99 }).warnings.join(
        " ",
      ),
    ).toMatch(/KDP Select/);
  });
});

describe("royaltyInputSchema refuses bad input, naming the field", () => {
  it.each([
    [{ ...paperback, pages: 300 }, "listPrice", /List price is required/],
    [{ ...paperback, pages: 300, listPrice: "abc" }, "listPrice", /List price must be a number/],
    [{ ...paperback, pages: 300, listPrice: 0 }, "listPrice", /List price must be at least/],
    [{ ...paperback, format: "audiobook", listPrice: 5 }, "format", /Format must be/],
    [
      { ...paperback, marketplace: "amazon.xx", pages: 300, listPrice: 5 },
      "marketplace",
      /Marketplace/,
    ],
    [{ ...paperback, listPrice: 10 }, "pages", /Pages is required/],
    [{ ...paperback, pages: 22, listPrice: 10 }, "pages", /Pages must be between 24 and 828/],
    [{ ...paperback, pages: 830, listPrice: 10 }, "pages", /Pages must be between 24 and 828/],
    [{ ...paperback, pages: 120.5, listPrice: 10 }, "pages", /whole number/],
    // Zero and below get the trim's range, not a bare "at least 1".
    [{ ...paperback, pages: 0, listPrice: 10 }, "pages", /^Pages must be between 24 and 828/],
    [{ ...paperback, pages: -5, listPrice: 10 }, "pages", /^Pages must be between 24 and 828/],
    [{ ...paperback, pages: 1e20, listPrice: 10 }, "pages", /^Pages is far too large$/],
    [
      { ...paperback, format: "hardcover", pages: 74, listPrice: 20 },
      "pages",
      /between 75 and 550/,
    ],
    [
      { ...paperback, format: "hardcover", pages: 552, listPrice: 20 },
      "pages",
      /between 75 and 550/,
    ],
    [{ ...paperback, trim: "7x11", pages: 100, listPrice: 10 }, "trim", /Trim size/],
    [
      { ...paperback, format: "hardcover", ink: "standard-color", pages: 100, listPrice: 20 },
      "ink",
      /Ink/,
    ],
    [
      { ...paperback, format: "hardcover", marketplace: "amazon.pl", pages: 100, listPrice: 80 },
      "marketplace",
      /no KDP hardcover black ink printing cost for Amazon.pl/,
    ],
    [
      { ...paperback, marketplace: "amazon.in", pages: 100, listPrice: 500 },
      "marketplace",
      /does not sell KDP print/,
    ],
    [
      { ...paperback, format: "hardcover", pages: 100, listPrice: 20, expandedDistribution: true },
      "expandedDistribution",
      /paperbacks only/,
    ],
    [
      { format: "ebook", marketplace: "amazon.com", listPrice: 4.99 },
      "fileSizeMb",
      /File size is required/,
    ],
    [
      { format: "ebook", marketplace: "amazon.pl", listPrice: 4.99, fileSizeMb: 1 },
      "marketplace",
      /no KDP eBook/,
    ],
    [
      { format: "ebook", marketplace: "amazon.com", listPrice: 4.99, royaltyPlan: 50 },
      "royaltyPlan",
      /35 or 70/,
    ],
    [
      { ...paperback, pages: 100, listPrice: 10, expandedDistribution: "maybe" },
      "expandedDistribution",
      /true or false/,
    ],
  ])("%j → %s", (input, field, message) => {
    const parsed = royaltyInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toMatch(message);
  });

  it.each([
    // [case, input, every field named with its message, in order]
    [
      "a list price that is no number, and a page count KDP refuses",
      { ...paperback, pages: 99999, listPrice: "😀abc" },
      [
        ["listPrice", "List price must be a number"],
        ["pages", "Pages must be between 24 and 828 for a 6x9 paperback in black ink"],
      ],
    ],
    [
      "a missing list price, and Expanded Distribution KDP does not offer for the trim",
      { ...paperback, trim: "8.5x11", paper: "cream", pages: 100, expandedDistribution: true },
      [
        ["listPrice", "List price is required"],
        ["expandedDistribution", /^Expanded Distribution/],
      ],
    ],
    [
      "an eBook with no list price and the 70% plan with no file size",
      { format: "ebook", marketplace: "amazon.com", royaltyPlan: "70" },
      [
        ["listPrice", "List price is required"],
        ["fileSizeMb", "File size is required for the 70% plan (delivery cost is charged per MB)"],
      ],
    ],
    [
      // The price range depends on the book, so it is judged only once the book is valid.
      "a price below KDP's minimum for a book whose page count KDP refuses",
      { ...paperback, pages: 830, listPrice: 0.5 },
      [["pages", "Pages must be between 24 and 828 for a 6x9 paperback in black ink"]],
    ],
  ] as const)("names every bad field at once: %s", (_case, input, expected) => {
    const parsed = royaltyInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const issues = (parsed.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]);
    expect(issues).toHaveLength(expected.length);
    expected.forEach(([field, message], index) => {
      expect(issues[index]?.[0]).toBe(field);
      expect(issues[index]?.[1]).toMatch(message);
    });
  });

  it("accepts the strings of a query string", () => {
    const parsed = royaltyInputSchema.parse({
      ...paperback,
      pages: "300",
      listPrice: "12.99",
      expandedDistribution: "true",
    });
    expect(parsed).toMatchObject({ pages: 300, listPrice: 12.99, expandedDistribution: true });
  });
});

describe("compareRoyaltyAcrossMarketplaces", () => {
  it("lists every print marketplace with its cost, minimum and where 60% starts", () => {
    const rows = compareRoyaltyAcrossMarketplaces({ ...paperback, pages: 300, listPrice: 12 });
    const us = rows.find((r) => r.marketplace === "amazon.com");
    expect(us).toMatchObject({ cost: 4.6, minimumListPrice: 9.2, sixtyPercentFrom: 9.99 });
    expect(us?.royaltyAtBetterRate).toBeCloseTo(1.39, 2);
    expect(rows.map((r) => r.marketplace)).not.toContain("amazon.in");
    expect(rows.find((r) => r.marketplace === "amazon.co.jp")?.currency).toBe("JPY");
  });

  it("reads the royalty at the minimum when it is above the 60% threshold", () => {
    const rows = compareRoyaltyAcrossMarketplaces({ ...paperback, pages: 200, listPrice: 12 });
    // Japan: cost ¥606, minimum ¥1,111 (tax included) > ¥1,000; 0.6 × 1111 / 1.1 − 606 = ¥0.
    const japan = rows.find((r) => r.marketplace === "amazon.co.jp");
    expect(japan).toMatchObject({ minimumListPrice: 1111, royaltyAtBetterRate: 0 });
  });

  it("marks marketplaces that cannot print the book", () => {
    const rows = compareRoyaltyAcrossMarketplaces({
      ...paperback,
      ink: "standard-color",
      pages: 100,
      listPrice: 12,
    });
    expect(rows.find((r) => r.marketplace === "amazon.co.jp")?.note).toMatch(
      /does not offer standard colour/,
    );
  });

  it("lists eBook marketplaces with their 70% band", () => {
    const rows = compareRoyaltyAcrossMarketplaces({
      format: "ebook",
      marketplace: "amazon.com",
      listPrice: 4.99,
      fileSizeMb: 2,
    });
    expect(rows.find((r) => r.marketplace === "amazon.co.uk")?.band70).toEqual({
      min: 1.99,
      max: 9.99,
    });
    expect(rows.find((r) => r.marketplace === "amazon.in")?.note).toMatch(/KDP Select/);
  });
});
