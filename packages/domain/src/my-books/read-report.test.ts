import { describe, expect, it } from "vitest";
import { parseAmount, parseMonth, readReport, type SheetTable } from "./read-report";

const options = { adsMarketplace: "amazon.com" as const, maxRows: 100 };
const saleHeader = [
  "Royalty Date",
  "Title",
  "Author Name",
  "ASIN/ISBN",
  "Marketplace",
  "Royalty Type",
  "Net Units Sold",
  "Avg. List Price without tax",
  "Royalty",
  "Currency",
];

describe("parseMonth", () => {
  it.each([
    ["2026-09", "2026-09"],
    ["2026-09-14", "2026-09"],
    ["9/14/2026", "2026-09"],
    ["Sep 14, 2026", "2026-09"],
    ["September 2026", "2026-09"],
    [new Date("2026-03-31T00:00:00Z"), "2026-03"],
  ] as const)("%s → %s", (cell, month) => {
    expect(parseMonth(cell)).toBe(month);
  });
  it.each(["", "soon", "2026/13"])("refuses %j", (cell) => {
    expect(() => parseMonth(cell)).toThrow(/not a date/);
  });
});

describe("parseAmount", () => {
  it.each([
    [12.3, 12.3],
    ["1,234.50", 1234.5],
    ["$12.30", 12.3],
    ["12,30", 12.3],
    ["1.234,56", 1234.56],
    ["EUR 4.10", 4.1],
    ["", 0],
    ["-3.5", -3.5],
  ] as const)("%j → %s", (cell, value) => {
    expect(parseAmount(cell)).toBe(value);
  });
  it("refuses text", () => {
    expect(() => parseAmount("twelve")).toThrow(/not a number/);
  });
});

describe("readReport (KDP royalties)", () => {
  const workbook: SheetTable[] = [
    { name: "Summary", rows: [["Total", 1]] },
    {
      name: "eBook Royalty",
      rows: [
        ["Sales Period: September 2026"],
        saleHeader,
        ["2026-09", "Dragon Tea", "A. Ink", "b0abc", "Amazon.com", "70%", 3, 4.99, 10.05, "USD"],
        [null, null, null, null, null, null, null, null, null, null],
      ],
    },
    {
      name: "Paperback Royalty",
      rows: [
        saleHeader,
        ["2026-09", "Dragon Tea", "A. Ink", "9781234", "Amazon.de", "60%", 2, 12.99, 4.5, "EUR"],
      ],
    },
    {
      name: "KENP Read",
      rows: [
        [
          "Date",
          "Title",
          "Author Name",
          "ASIN/ISBN",
          "Marketplace",
          "Kindle Edition Normalized Pages (KENP) Read",
        ],
        ["2026-09-03", "Dragon Tea", "A. Ink", "B0ABC", "Amazon.co.uk", 1200],
      ],
    },
  ];

  it("reads each format sheet and KENP pages, skipping blank rows and a title row", () => {
    const read = readReport("kdp-royalties", workbook, options);
    expect(read).toMatchObject({ ok: true, layoutId: "kdp-royalties-2024", months: ["2026-09"] });
    if (!read.ok) return;
    expect(read.sales).toEqual([
      {
        month: "2026-09",
        marketplace: "amazon.com",
        asin: "B0ABC",
        title: "Dragon Tea",
        format: "ebook",
        units: 3,
        kenpPages: 0,
        royalty: 10.05,
        currency: "USD",
      },
      {
        month: "2026-09",
        marketplace: "amazon.de",
        asin: "9781234",
        title: "Dragon Tea",
        format: "paperback",
        units: 2,
        kenpPages: 0,
        royalty: 4.5,
        currency: "EUR",
      },
      {
        month: "2026-09",
        marketplace: "amazon.co.uk",
        asin: "B0ABC",
        title: "Dragon Tea",
        format: "ebook",
        units: 0,
        kenpPages: 1200,
        royalty: 0,
        currency: "GBP",
      },
    ]);
  });

  it("refuses an unknown layout naming the columns expected and found", () => {
    const read = readReport(
      "kdp-royalties",
      [
        {
          name: "eBook Royalty",
          rows: [
            ["Date", "Book", "Sold"],
            ["2026-09", "X", 1],
          ],
        },
      ],
      options,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.refusal.code).toBe("unknown-layout");
    expect(read.refusal.expected).toContain("eBook Royalty: Net Units Sold");
    expect(read.refusal.found).toEqual([
      "eBook Royalty: Date",
      "eBook Royalty: Book",
      "eBook Royalty: Sold",
    ]);
    expect(read.refusal.message).toMatch(/Expected: .*Royalty Date.*Found: .*Book/);
  });

  it("refuses a one-sheet file under another name, naming its columns", () => {
    const read = readReport("kdp-royalties", [{ name: "Sheet1", rows: [["a"]] }], options);
    expect(read).toMatchObject({ ok: false, refusal: { code: "unknown-layout", found: ["a"] } });
  });

  it("refuses the whole file at the first bad cell, saying where", () => {
    const bad = structuredClone(workbook);
    bad[2]?.rows.push(["2026-09", "Other", "A", "978", "Amazon.moon", "60%", 1, 9, 1, "USD"]);
    expect(readReport("kdp-royalties", bad, options)).toMatchObject({
      ok: false,
      refusal: {
        code: "bad-cell",
        message: expect.stringMatching(/Paperback Royalty, row 3, column "Marketplace"/),
      },
    });
  });

  it("refuses more rows than the limit", () => {
    expect(readReport("kdp-royalties", workbook, { ...options, maxRows: 2 })).toMatchObject({
      ok: false,
      refusal: { code: "too-many-rows" },
    });
  });
});

describe("readReport (Sponsored Products)", () => {
  const header = [
    "Date",
    "Portfolio name",
    "Currency",
    "Campaign Name",
    "Advertised ASIN",
    "Impressions",
    "Clicks",
    "Spend",
  ];
  it.each([
    ["14-day", "14 Day Total Sales", "14 Day Total Orders (#)", "ads-sp-advertised-product-14-day"],
    ["7-day", "7 Day Total Sales", "7 Day Total Orders (#)", "ads-sp-advertised-product-7-day"],
  ])("reads the %s version", (_name, sales, orders, layoutId) => {
    const read = readReport(
      "ads-sponsored-products",
      [
        {
          name: "report.csv",
          rows: [
            [...header, sales, orders],
            [
              "Sep 01, 2026",
              "",
              "USD",
              "Auto - Dragon",
              "b0abc",
              "900",
              "12",
              "$4.20",
              "$19.98",
              "2",
            ],
            ["Oct 02, 2026", "", "USD", "Auto - Dragon", "B0ABC", "100", "1", "0.50", "0", "0"],
          ],
        },
      ],
      { ...options, adsMarketplace: "amazon.co.uk" },
    );
    expect(read).toMatchObject({ ok: true, layoutId, months: ["2026-09", "2026-10"] });
    if (!read.ok) return;
    expect(read.ads[0]).toEqual({
      month: "2026-09",
      marketplace: "amazon.co.uk",
      asin: "B0ABC",
      campaign: "Auto - Dragon",
      spend: 4.2,
      sales: 19.98,
      orders: 2,
      currency: "USD",
    });
  });
});

describe("readReport (several sheets, none known)", () => {
  it("names the sheets found and expected", () => {
    const read = readReport(
      "kdp-royalties",
      [
        { name: "Sheet1", rows: [["a"]] },
        { name: "Sheet2", rows: [["b"]] },
      ],
      options,
    );
    expect(read).toMatchObject({
      ok: false,
      refusal: { code: "unknown-layout", found: ["sheet Sheet1", "sheet Sheet2"] },
    });
  });
});
