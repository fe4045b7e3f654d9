// Writes the My books report fixtures the browser journey uploads (e2e/tests/my-books.spec.ts):
// two months of a KDP Prior Months' Royalties workbook and a Sponsored Products CSV, made with
// exceljs from the documented columns (apps/api/test/my-books/report-fixtures.ts, decision 0116).
//   node scripts/my-books-fixtures.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { makeAdsReportCsv, makeKdpRoyaltyReport, seriesSales } = await import(
  path.join(root, "apps/api/test/my-books/report-fixtures.ts")
);
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
writeFileSync(
  path.join(out, "ads-2026-09.csv"),
  await makeAdsReportCsv([
    {
      day: "2026-09-03",
      campaign: "Auto - Dragon Tea",
      asin: "B0DRAGON01",
      spend: 12.5,
      sales: 40,
      orders: 4,
      currency: "USD",
    },
    {
      day: "2026-09-18",
      campaign: "Auto - Dragon Tea",
      asin: "B0DRAGON01",
      spend: 7.5,
      sales: 10,
      orders: 1,
      currency: "USD",
    },
  ]),
);
process.stdout.write(`wrote ${out}\n`);
