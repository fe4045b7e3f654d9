import type { ReportLayout, SheetLayout } from "./layout";

/*
 * Amazon Ads Sponsored Products "Advertised product" report, daily, as the advertising console
 * exports it (CSV or XLSX). Book advertisers get 14-day attribution columns; seller accounts the
 * 7-day ones: two versions of the same report.
 */

const source = {
  key: "Amazon Ads help: Sponsored Products advertised product report (GE2C6DK5AN4EHDXE)",
  title: "Column names of the advertised product report",
  date: "2026-11-28",
  url: "https://advertising.amazon.com/help/GE2C6DK5AN4EHDXE",
  confidence: "unverified",
} as const;

function advertisedProduct(days: 7 | 14): SheetLayout {
  return {
    sheet: "*",
    role: "ads",
    columns: {
      day: { header: "Date", type: "month" },
      campaign: { header: "Campaign Name", type: "text" },
      asin: { header: "Advertised ASIN", type: "text" },
      spend: { header: "Spend", type: "number" },
      sales: { header: `${days} Day Total Sales`, type: "number" },
      orders: { header: `${days} Day Total Orders (#)`, type: "number" },
      currency: { header: "Currency", type: "currency" },
    },
  };
}

export const adsSponsoredProducts14Day: ReportLayout = {
  id: "ads-sp-advertised-product-14-day",
  kind: "ads-sponsored-products",
  title: "Sponsored Products advertised product report (14-day attribution)",
  source,
  sheets: [advertisedProduct(14)],
};

export const adsSponsoredProducts7Day: ReportLayout = {
  id: "ads-sp-advertised-product-7-day",
  kind: "ads-sponsored-products",
  title: "Sponsored Products advertised product report (7-day attribution)",
  source,
  sheets: [advertisedProduct(7)],
};
