import type { ReportLayout } from "./layout";

/*
 * KDP's "Prior Months' Royalties" workbook as KDP has laid it out since 2024: one sheet per format
 * and one for KENP read; the Summary and Total Earnings sheets are not read (they repeat these).
 */

const common = {
  title: { header: "Title", type: "text" },
  asin: { header: "ASIN/ISBN", type: "text" },
  marketplace: { header: "Marketplace", type: "marketplace" },
} as const;

const sale = {
  month: { header: "Royalty Date", type: "month" },
  ...common,
  units: { header: "Net Units Sold", type: "number" },
  royalty: { header: "Royalty", type: "number" },
  currency: { header: "Currency", type: "currency" },
  listPrice: { header: "Avg. List Price without tax", type: "number", optional: true },
} as const;

export const kdpRoyalties2024: ReportLayout = {
  id: "kdp-royalties-2024",
  kind: "kdp-royalties",
  title: "KDP Prior Months' Royalties (2024 layout)",
  source: {
    key: "KDP help: Reports, Prior Months' Royalties (G201723070)",
    title: "Column names of the eBook, Paperback, Hardcover Royalty and KENP Read sheets",
    date: "2026-11-28",
    url: "https://kdp.amazon.com/en_US/help/topic/G201723070",
    confidence: "unverified",
  },
  sheets: [
    { sheet: "eBook Royalty", role: "ebook", columns: sale },
    { sheet: "Paperback Royalty", role: "paperback", columns: sale },
    { sheet: "Hardcover Royalty", role: "hardcover", columns: sale },
    {
      sheet: "KENP Read",
      role: "kenp",
      columns: {
        month: { header: "Date", type: "month" },
        ...common,
        kenpPages: { header: "Kindle Edition Normalized Pages (KENP) Read", type: "number" },
      },
    },
  ],
};
