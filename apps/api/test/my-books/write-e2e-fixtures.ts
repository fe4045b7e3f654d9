import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { makeAdsReportCsv, makeKdpRoyaltyReport, seriesSales } from "./report-fixtures";

/*
 * Writes the report files the browser journey uploads (e2e/tests/my-books.spec.ts): two months of
 * a KDP Prior Months' Royalties workbook and a Sponsored Products CSV, made with exceljs from the
 * documented columns (decision 0116).
 *   npx tsx apps/api/test/my-books/write-e2e-fixtures.ts
 */

async function writeFixtures(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
  const out = path.join(root, "e2e/fixtures/my-books");
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, "kdp-2026-09.xlsx"),
    await makeKdpRoyaltyReport(seriesSales("2026-09")),
  );
  writeFileSync(
    path.join(out, "kdp-2026-10.xlsx"),
    await makeKdpRoyaltyReport(seriesSales("2026-10", 2)),
  );
  const ad = { campaign: "Auto - Dragon Tea", asin: "B0DRAGON01", currency: "USD" };
  writeFileSync(
    path.join(out, "ads-2026-09.csv"),
    await makeAdsReportCsv([
      { ...ad, day: "2026-09-03", spend: 12.5, sales: 40, orders: 4 },
      { ...ad, day: "2026-09-18", spend: 7.5, sales: 10, orders: 1 },
    ]),
  );
  process.stdout.write(`wrote ${out}\n`);
}

void writeFixtures();
