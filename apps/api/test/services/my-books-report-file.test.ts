import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readReportFile } from "../../src/services/my-books/read-report-file";
import { makeKdpRoyaltyReport, seriesSales } from "../my-books/report-fixtures";

/*
 * Reading report files with exceljs (decision 0116): a formula is read as the value Excel saved
 * with it, never evaluated; a file that is no spreadsheet is refused like an unknown layout.
 */

const options = {
  kind: "kdp-royalties" as const,
  adsMarketplace: "amazon.com" as const,
  maxRows: 100,
};

describe("readReportFile", () => {
  it("reads a formula cell as its saved result", async () => {
    const read = await readReportFile({
      ...options,
      bytes: await makeKdpRoyaltyReport(seriesSales("2026-09")),
      fileName: "sept.xlsx",
    });
    expect(read.ok && read.sales.find((s) => s.asin === "B0DRAGON01" && s.units > 0)?.royalty).toBe(
      34.93,
    );
  });

  it("never evaluates a formula without a saved result: the cell is refused as empty, not run", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("eBook Royalty");
    sheet.addRow([
      "Royalty Date",
      "Title",
      "ASIN/ISBN",
      "Marketplace",
      "Net Units Sold",
      "Royalty",
      "Currency",
    ]);
    sheet.addRow([
      "2026-09",
      "X",
      "B0X",
      "Amazon.com",
      { formula: 'WEBSERVICE("http://x")' },
      1,
      "USD",
    ]);
    const read = await readReportFile({
      ...options,
      bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
      fileName: "f.xlsx",
    });
    expect(read.ok && read.sales[0]?.units).toBe(0);
  });

  it.each([
    ["a zip that is not a workbook", Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])],
    ["binary bytes", Buffer.from([0, 1, 2, 3, 0, 0])],
  ])("refuses %s", async (_name, bytes) => {
    const read = await readReportFile({ ...options, bytes, fileName: "x.xlsx" });
    expect(read).toMatchObject({
      ok: false,
      refusal: { code: "unknown-layout", expected: ["an XLSX or CSV file"] },
    });
  });
});
