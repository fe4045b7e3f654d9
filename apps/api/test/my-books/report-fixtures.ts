import { adsSponsoredProducts14Day } from "@inkforge/domain/my-books/report-layouts/ads-sponsored-products";
import { kdpRoyalties2024 } from "@inkforge/domain/my-books/report-layouts/kdp-royalties-2024";
import type { SheetLayout } from "@inkforge/domain/my-books/report-layouts/layout";
import ExcelJS from "exceljs";

/*
 * Report files made from the documented columns (the layout modules themselves), with exceljs,
 * the library that reads them (decision 0116). Tests, the bench and write-e2e-fixtures.ts
 * (the e2e files) build theirs here. Royalty cells are formulas with a saved result, as Excel
 * leaves them, so reading them proves formulas are read as values.
 */

export type FixtureSale = {
  month: string;
  title: string;
  asin: string;
  marketplace: string;
  format: "ebook" | "paperback" | "hardcover";
  units: number;
  royalty: number;
  currency: string;
  kenpPages?: number;
};

const headersOf = (sheet: SheetLayout) => Object.values(sheet.columns).map((spec) => spec.header);

function sheetOf(role: string): SheetLayout {
  const sheet = kdpRoyalties2024.sheets.find((s) => s.role === role);
  if (!sheet) throw new Error(`no ${role} sheet`);
  return sheet;
}

function saleCells(sale: FixtureSale): Record<string, ExcelJS.CellValue> {
  return {
    month: sale.month,
    title: sale.title,
    asin: sale.asin,
    marketplace: sale.marketplace === "amazon.com" ? "Amazon.com" : sale.marketplace,
    units: sale.units,
    royalty: { formula: `${sale.royalty}*1`, result: sale.royalty },
    currency: sale.currency,
    listPrice: 9.99,
  };
}

/** A KDP Prior Months' Royalties workbook (Summary sheet first, as KDP's has). */
export async function makeKdpRoyaltyReport(sales: FixtureSale[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Summary").addRow(["Royalties, all marketplaces"]);
  for (const role of ["ebook", "paperback", "hardcover"] as const) {
    const layout = sheetOf(role);
    const sheet = workbook.addWorksheet(layout.sheet);
    sheet.addRow([`Sales period: ${[...new Set(sales.map((s) => s.month))].join(", ")}`]);
    sheet.addRow(headersOf(layout));
    for (const sale of sales.filter((s) => s.format === role)) {
      const cells = saleCells(sale);
      sheet.addRow(Object.keys(layout.columns).map((field) => cells[field] ?? null));
    }
  }
  const kenp = sheetOf("kenp");
  const sheet = workbook.addWorksheet(kenp.sheet);
  sheet.addRow(headersOf(kenp));
  for (const sale of sales.filter((s) => (s.kenpPages ?? 0) > 0)) {
    const cells: Record<string, ExcelJS.CellValue> = {
      ...saleCells(sale),
      month: `${sale.month}-15`,
      kenpPages: sale.kenpPages ?? 0,
    };
    sheet.addRow(Object.keys(kenp.columns).map((field) => cells[field] ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type FixtureAd = {
  day: string;
  campaign: string;
  asin: string;
  spend: number;
  sales: number;
  orders: number;
  currency: string;
};

/** A Sponsored Products advertised product report as CSV (the console's default export). */
export async function makeAdsReportCsv(ads: FixtureAd[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const layout = adsSponsoredProducts14Day.sheets[0];
  if (!layout) throw new Error("no ads sheet");
  const sheet = workbook.addWorksheet("ads");
  const fields = Object.keys(layout.columns);
  sheet.addRow(["Portfolio name", ...headersOf(layout)]);
  for (const ad of ads) {
    const cells = ad as unknown as Record<string, ExcelJS.CellValue>;
    sheet.addRow(["", ...fields.map((field) => cells[field] ?? null)]);
  }
  return Buffer.from(await workbook.csv.writeBuffer());
}

/** Two books of a series over `months`, in two marketplaces: what tests and the e2e import. */
export function seriesSales(month: string, scale = 1): FixtureSale[] {
  return [
    {
      month,
      title: "Dragon Tea",
      asin: "B0DRAGON01",
      marketplace: "amazon.com",
      format: "ebook",
      units: 10 * scale,
      royalty: 34.93 * scale,
      currency: "USD",
      kenpPages: 2000 * scale,
    },
    {
      month,
      title: "Dragon Tea",
      asin: "9781000000011",
      marketplace: "amazon.de",
      format: "paperback",
      units: 4 * scale,
      royalty: 12.4 * scale,
      currency: "EUR",
    },
    {
      month,
      title: "Dragon Coffee",
      asin: "B0DRAGON02",
      marketplace: "amazon.com",
      format: "ebook",
      units: 5 * scale,
      royalty: 17.47 * scale,
      currency: "USD",
      kenpPages: 800 * scale,
    },
  ];
}
