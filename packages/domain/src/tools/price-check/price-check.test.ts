import { describe, expect, it } from "vitest";
import { checkPrices, priceCheckInputSchema } from "./price-check";

const paperback = { format: "paperback", trim: "6x9", ink: "black", paper: "white" } as const;

const rowOf = (result: ReturnType<typeof checkPrices>, marketplace: string) => {
  const row = result.rows.find((r) => r.marketplace === marketplace);
  if (!row) throw new Error(`no row for ${marketplace}`);
  return row;
};

describe("checkPrices: print", () => {
  it.each([
    // [case, input, marketplace, printing cost, minimum]
    ["US 6×9 300 pp (worked check)", { ...paperback, pages: 300 }, "amazon.com", 4.6, 9.2],
    ["US cost $5.50 → $9.99", { ...paperback, pages: 375 }, "amazon.com", 5.5, 9.99],
    [
      "US hardcover 6×9 120 pp",
      { ...paperback, format: "hardcover", pages: 120 },
      "amazon.com",
      7.09,
      11.82,
    ],
    ["US 8.5×11 120 pp", { ...paperback, trim: "8.5x11", pages: 120 }, "amazon.com", 3.04, 6.08],
    ["UK 6×9 300 pp", { ...paperback, pages: 300 }, "amazon.co.uk", 3.85, 7.7],
    ["Canada 6×9 300 pp", { ...paperback, pages: 300 }, "amazon.ca", 6.06, 12.12],
  ] as const)("%s", (_case, input, marketplace, cost, minimum) => {
    const row = rowOf(checkPrices(input), marketplace);
    expect(row).toMatchObject({ printingCost: cost, minimumListPrice: minimum });
  });

  it("lists every print marketplace, and hardcover costs for .com, the UK and the EU", () => {
    const rows = checkPrices({ ...paperback, pages: 300 }).rows;
    expect(rows.map((r) => r.marketplace)).toContain("amazon.co.jp");
    expect(rows.map((r) => r.marketplace)).not.toContain("amazon.in");
    const hard = checkPrices({ ...paperback, format: "hardcover", pages: 300 }).rows;
    expect(rowOf({ rows: hard } as never, "amazon.de")).toMatchObject({
      printingCost: 8.25,
      unavailable: null,
      source: { confidence: "unverified" },
    });
    expect(rowOf({ rows: hard } as never, "amazon.co.uk")).toMatchObject({ printingCost: 7.15 });
    expect(rowOf({ rows: hard } as never, "amazon.pl")).toMatchObject({
      printingCost: null,
      unavailable: expect.stringMatching(/no KDP hardcover/),
    });
    expect(hard.map((r) => r.marketplace)).not.toContain("amazon.co.jp");
  });

  it.each([
    [
      9.19,
      "error",
      /below KDP's minimum of USD 9\.20/,
      /Raise the list price to at least USD 9\.20/,
    ],
    [9.2, "warning", /earns 50%/, /USD 9\.99/],
    [9.98, "warning", /earns 50%/, /USD 9\.99/],
    [9.99, "ok", /earns 60%/, null],
    [250, "ok", /earns 60%/, null],
    [250.01, "error", /above KDP's maximum of USD 250\.00/, /Lower/],
  ] as const)(
    "a planned $%d on a 300-page US paperback is %s",
    (plannedPrice, level, message, fix) => {
      const [flag] = checkPrices({ ...paperback, pages: 300, plannedPrice }).flags;
      expect(flag?.level).toBe(level);
      expect(flag?.message).toMatch(message);
      if (fix) expect(flag?.fix).toMatch(fix);
      else expect(flag?.fix).toBeNull();
    },
  );

  it("shows what an accepted planned price earns, and nothing for a refused one", () => {
    expect(checkPrices({ ...paperback, pages: 300, plannedPrice: 9.99 }).plannedRoyalty).toEqual({
      royalty: 1.39,
      rate: 60,
      currency: "USD",
    });
    expect(checkPrices({ ...paperback, pages: 300, plannedPrice: 9 }).plannedRoyalty).toBeNull();
    expect(checkPrices({ ...paperback, pages: 300 }).plannedRoyalty).toBeNull();
    expect(
      checkPrices({ format: "ebook", fileSizeMb: 15, plannedPrice: 4.99 }).plannedRoyalty,
    ).toEqual({ royalty: 1.92, rate: 70, currency: "USD" });
  });

  it("flags a price under the Expanded Distribution minimum (cost ÷ 40%)", () => {
    const result = checkPrices({
      ...paperback,
      pages: 300,
      plannedPrice: 11,
      expandedDistribution: true,
    });
    expect(rowOf(result, "amazon.com")).toMatchObject({ expandedDistributionMinimum: 11.5 });
    expect(result.flags.map((f) => f.message).join(" ")).toMatch(
      /Expanded Distribution needs at least USD 11\.50/,
    );
  });
});

describe("checkPrices: Expanded Distribution only where KDP offers it", () => {
  it.each([
    // [case, input, its Expanded Distribution minimum on amazon.com]
    ["6×9 on white", { ...paperback, pages: 300 }, 11.5],
    ["8.25×6", { ...paperback, trim: "8.25x6", pages: 300 }, null],
    ["8.5×11 on cream", { ...paperback, trim: "8.5x11", paper: "cream", pages: 300 }, null],
    ["a hardcover", { ...paperback, format: "hardcover", pages: 300 }, null],
  ] as const)("%s", (_case, input, minimum) => {
    expect(rowOf(checkPrices(input), "amazon.com")).toMatchObject({
      expandedDistributionMinimum: minimum,
    });
  });

  it("flags a trim KDP does not offer it for, with the fix, and shows no planned royalty", () => {
    const result = checkPrices({
      ...paperback,
      trim: "8.25x6",
      pages: 300,
      plannedPrice: 20,
      expandedDistribution: true,
    });
    expect(result.flags).toContainEqual({
      level: "error",
      message:
        "Expanded Distribution is not offered for a 8.25x6 paperback in black ink on white paper",
      fix: expect.stringMatching(/turn it off/),
    });
    expect(result.plannedRoyalty).toBeNull();
  });
});

describe("checkPrices: eBook", () => {
  const ebook = { format: "ebook", fileSizeMb: 2 } as const;
  it("gives the range and 70% band per marketplace", () => {
    const result = checkPrices({ ...ebook, fileSizeMb: 12 });
    expect(rowOf(result, "amazon.com")).toMatchObject({
      minimumListPrice: 2.99,
      maxListPrice: 200,
      band70: { min: 2.99, max: 9.99 },
    });
    expect(rowOf(result, "amazon.co.jp")).toMatchObject({
      band70: { min: 250, max: 1250 },
      selectRequiredFor70: true,
    });
  });

  it.each([
    ["amazon.com", 0.98, "error", /below KDP's minimum of USD 0\.99/],
    ["amazon.com", 0.99, "warning", /outside the 70% band/],
    ["amazon.com", 2.98, "warning", /outside the 70% band/],
    ["amazon.com", 2.99, "ok", /inside the 70% band/],
    ["amazon.com", 9.99, "ok", /inside the 70% band/],
    ["amazon.com", 10, "warning", /outside the 70% band \(USD 2\.99–USD 9\.99\)/],
    ["amazon.com", 13, "warning", /outside the 70% band/],
    ["amazon.com", 200.01, "error", /above KDP's maximum/],
    ["amazon.co.uk", 1.98, "warning", /outside the 70% band \(GBP 1\.99–GBP 9\.99\)/],
    ["amazon.in", 99, "ok", /with KDP Select/],
  ] as const)("%s at %d is %s", (marketplace, plannedPrice, level, message) => {
    const [flag] = checkPrices({ ...ebook, marketplace, plannedPrice }).flags;
    expect(flag?.level).toBe(level);
    expect(flag?.message).toMatch(message);
  });
});

describe("priceCheckInputSchema refuses bad input, naming the field", () => {
  it.each([
    [{ format: "comic" }, "format", /Format must be/],
    [{ ...paperback }, "pages", /Pages is required/],
    [{ ...paperback, pages: 22 }, "pages", /between 24 and 828/],
    [{ ...paperback, pages: 830 }, "pages", /between 24 and 828/],
    [{ ...paperback, ink: "standard-color", pages: 70 }, "pages", /between 72 and 600/],
    [{ ...paperback, ink: "neon", pages: 100 }, "ink", /Ink must be/],
    [{ ...paperback, paper: "blue", pages: 100 }, "paper", /Paper must be/],
    [{ ...paperback, trim: "9x9", pages: 100 }, "trim", /Trim size/],
    [
      { ...paperback, pages: 100, plannedPrice: -1 },
      "plannedPrice",
      /Planned price must be at least/,
    ],
    [
      { ...paperback, pages: 100, plannedPrice: 10, marketplace: "amazon.in" },
      "marketplace",
      /does not sell KDP print/,
    ],
    [{ format: "ebook" }, "fileSizeMb", /File size is required/],
    [{ format: "ebook", fileSizeMb: 700 }, "fileSizeMb", /at most 650/],
    [{ format: "ebook", fileSizeMb: 1, marketplace: "amazon.se" }, "marketplace", /no KDP eBook/],
  ])("%j → %s", (input, field, message) => {
    const parsed = priceCheckInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((i) => i.path[0] === field)?.message).toMatch(message);
  });

  it("names a planned price that is no number and a page count KDP refuses at once", () => {
    const parsed = priceCheckInputSchema.safeParse({
      ...paperback,
      pages: 9000,
      plannedPrice: "ten",
    });
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["plannedPrice", "Planned price must be a number"],
      ["pages", "Pages must be between 24 and 828 for a 6x9 paperback in black ink"],
    ]);
  });
});
