/*
 * KDP printing costs: fixed + pages × per-page, by ink, page band, trim class and the marketplace
 * where the copy is ordered (kdp-facts §2.2–§2.4, G201834340). One row per cost region and ink,
 * each with its source, so a KDP change is a one-line edit with a test.
 */
import type { Ink } from "./paper";
import type { KdpSource, TrimClass } from "./trim-sizes";

export const PRINT_COST_SOURCE: KdpSource = {
  key: "OFFICIAL G201834340",
  title: "KDP help: Paperback printing cost (2025–2026 tables, large-trim columns)",
  date: "2026-09-30",
};
export const HARDCOVER_COST_SOURCE: KdpSource = {
  key: "S-GILD",
  title: "KDP help: Hardcover printing cost (GHT976ZKSKUXBB6H), Amazon.com only",
  date: "2026-09-30",
};

/*
 * The UK and EU hardcover rows are not in any stored copy of KDP's page (kdp-facts §2.4 lists them
 * as unverified). They are KDP's published figures as we know them (decision 0084): the fixed cost
 * per book, and the per-page cost of the same marketplace's paperback, which is how the Amazon.com
 * hardcover rows relate to its paperback rows; the 75–108 page flat cost is fixed + 108 pages.
 */
export const HARDCOVER_COST_UK_EU_SOURCE: KdpSource = {
  key: "KDP G201834340 hardcover table (unverified)",
  title:
    "KDP help: Hardcover printing cost, Amazon.co.uk (GBP) and EU stores (EUR); low confidence, not checked against a stored copy of the page",
  date: "2026-11-28",
  url: "https://kdp.amazon.com/en_US/help/topic/G201834340",
  confidence: "unverified",
};

export const PRINT_REGIONS = ["US", "UK", "EU", "CA", "AU", "JP", "PL", "SE"] as const;
export type PrintRegion = (typeof PRINT_REGIONS)[number];

/** A cost for regular / large trim. */
type ByTrim = Record<TrimClass, number>;
const t = (regular: number, large: number): ByTrim => ({ regular, large });

/** One page band: `fixed + pages × perPage` (a flat band has perPage 0). */
export type CostBand = { minPages: number; maxPages: number; fixed: ByTrim; perPage: ByTrim };

export type PrintCostRow = {
  region: PrintRegion;
  binding: "paperback" | "hardcover";
  ink: Ink;
  bands: readonly CostBand[];
  source: KdpSource;
};

const flat = (minPages: number, maxPages: number, cost: ByTrim): CostBand => ({
  minPages,
  maxPages,
  fixed: cost,
  perPage: t(0, 0),
});
const perPage = (minPages: number, maxPages: number, fixed: ByTrim, each: ByTrim): CostBand => ({
  minPages,
  maxPages,
  fixed,
  perPage: each,
});

// Black ink: flat for 24–110 pages (24–108 on .com.au), then fixed + per page to 828 (2026 text).
const black = (
  region: PrintRegion,
  flatCost: ByTrim,
  fixed: number,
  each: ByTrim,
): PrintCostRow => ({
  region,
  binding: "paperback",
  ink: "black",
  bands:
    region === "AU"
      ? [flat(24, 108, flatCost), perPage(109, 828, t(fixed, fixed), each)]
      : [flat(24, 110, flatCost), perPage(111, 828, t(fixed, fixed), each)],
  source: PRINT_COST_SOURCE,
});
const premium = (
  region: PrintRegion,
  flatCost: ByTrim,
  fixed: number,
  each: ByTrim,
): PrintCostRow => ({
  region,
  binding: "paperback",
  ink: "premium-color",
  bands: [flat(24, 40, flatCost), perPage(41, 828, t(fixed, fixed), each)],
  source: PRINT_COST_SOURCE,
});
const standard = (region: PrintRegion, fixed: number, each: ByTrim): PrintCostRow => ({
  region,
  binding: "paperback",
  ink: "standard-color",
  bands: [perPage(72, 600, t(fixed, fixed), each)],
  source: PRINT_COST_SOURCE,
});

// Hardcover black ink: flat for 75–108 pages, then fixed + per page to 550 (premium colour: no flat band).
const hardcoverBlack = (
  region: PrintRegion,
  flatCost: ByTrim,
  fixed: number,
  each: ByTrim,
  source: KdpSource,
): PrintCostRow => ({
  region,
  binding: "hardcover",
  ink: "black",
  bands: [flat(75, 108, flatCost), perPage(109, 550, t(fixed, fixed), each)],
  source,
});
const hardcoverPremium = (
  region: PrintRegion,
  fixed: number,
  each: ByTrim,
  source: KdpSource,
): PrintCostRow => ({
  region,
  binding: "hardcover",
  ink: "premium-color",
  bands: [perPage(75, 550, t(fixed, fixed), each)],
  source,
});

export const PRINT_COSTS: readonly PrintCostRow[] = [
  black("US", t(2.3, 2.84), 1.0, t(0.012, 0.017)),
  black("UK", t(1.93, 2.15), 0.85, t(0.01, 0.012)),
  black("EU", t(2.05, 2.48), 0.75, t(0.012, 0.016)),
  black("CA", t(2.99, 3.53), 1.26, t(0.016, 0.021)),
  black("AU", t(4.74, 5.28), 2.42, t(0.022, 0.027)),
  black("JP", t(422, 530), 206, t(2, 3)),
  black("PL", t(9.58, 11.61), 3.51, t(0.056, 0.075)),
  black("SE", t(22.84, 27.67), 8.37, t(0.134, 0.179)),
  premium("US", t(3.6, 4.2), 1.0, t(0.065, 0.08)),
  premium("UK", t(2.59, 3.24), 0.85, t(0.0435, 0.0598)),
  premium("EU", t(2.85, 3.61), 0.75, t(0.0525, 0.0715)),
  premium("CA", t(4.66, 5.26), 1.26, t(0.085, 0.1)),
  premium("AU", t(5.82, 6.42), 2.42, t(0.085, 0.1)),
  premium("JP", t(475, 475), 206, t(4, 5)),
  premium("PL", t(12.86, 15.32), 3.51, t(0.267, 0.337)),
  premium("SE", t(30.65, 36.51), 8.37, t(0.636, 0.804)),
  standard("US", 1.0, t(0.0255, 0.0402)),
  standard("UK", 0.85, t(0.02, 0.027)),
  standard("EU", 0.75, t(0.024, 0.035)),
  standard("CA", 1.26, t(0.037, 0.052)),
  standard("PL", 3.51, t(0.112, 0.164)),
  standard("SE", 8.37, t(0.268, 0.3691)),
  hardcoverBlack("US", t(6.8, 7.49), 5.65, t(0.012, 0.017), HARDCOVER_COST_SOURCE),
  hardcoverPremium("US", 5.65, t(0.065, 0.08), HARDCOVER_COST_SOURCE),
  // Poland and Sweden sell hardcovers, but no cost table for them is known (kdp-facts §2.4).
  hardcoverBlack("UK", t(5.23, 5.45), 4.15, t(0.01, 0.012), HARDCOVER_COST_UK_EU_SOURCE),
  hardcoverPremium("UK", 4.15, t(0.0435, 0.0598), HARDCOVER_COST_UK_EU_SOURCE),
  hardcoverBlack("EU", t(5.95, 6.38), 4.65, t(0.012, 0.016), HARDCOVER_COST_UK_EU_SOURCE),
  hardcoverPremium("EU", 4.65, t(0.0525, 0.0715), HARDCOVER_COST_UK_EU_SOURCE),
];

/** The cost table a marketplace's orders are printed under. */
export const PRINT_REGION_BY_MARKETPLACE: Record<string, PrintRegion> = {
  "amazon.com": "US",
  "amazon.co.uk": "UK",
  "amazon.de": "EU",
  "amazon.fr": "EU",
  "amazon.es": "EU",
  "amazon.it": "EU",
  "amazon.nl": "EU",
  "amazon.ie": "EU",
  "amazon.com.be": "EU",
  "amazon.pl": "PL",
  "amazon.se": "SE",
  "amazon.co.jp": "JP",
  "amazon.ca": "CA",
  "amazon.com.au": "AU",
};

/**
 * The cost row for a marketplace, binding and ink. `rows` is this table unless a dated KDP change
 * newer than it applies (my-books/rule-changes.ts, decision 0118).
 */
export function findPrintCostRow(
  marketplaceId: string,
  binding: "paperback" | "hardcover",
  ink: Ink,
  rows: readonly PrintCostRow[] = PRINT_COSTS,
): PrintCostRow | null {
  const region = PRINT_REGION_BY_MARKETPLACE[marketplaceId];
  if (!region) return null;
  return (
    rows.find((row) => row.region === region && row.binding === binding && row.ink === ink) ?? null
  );
}

/** The band that prices `pages`, or null when the row has no band for that count. */
export function findCostBand(row: PrintCostRow, pages: number): CostBand | null {
  return row.bands.find((b) => pages >= b.minPages && pages <= b.maxPages) ?? null;
}

/** Unrounded printing cost: fixed + pages × per-page. */
export function computeRawPrintingCost(
  band: CostBand,
  pages: number,
  trimClass: TrimClass,
): number {
  return band.fixed[trimClass] + pages * band.perPage[trimClass];
}
