/*
 * KDP print facts used by marketing pages (trim sizes, bleed, the Amazon.com printing cost and
 * royalty rule for the worked examples). Source: shared/reference/kdp-facts.md §2–§4.
 * The tools themselves use the domain package's calculators; this is only for page copy.
 */

/** Bleed on the top, bottom and outside edge of interior pages, in inches. */
const bleedInches = 0.125;

export type TrimSize = {
  /** Width × height in inches. */
  width: number;
  height: number;
  /** Black-ink, white-paper page range for this trim. */
  minPages: number;
  maxPages: number;
  /** What the trim is typically used for. */
  use: string;
};

/** KDP counts a trim as large when it is wider than 6.12 in or taller than 9 in. */
export function isLargeTrim(trim: Pick<TrimSize, "width" | "height">): boolean {
  return trim.width > 6.12 || trim.height > 9;
}

/** Interior page size when pages bleed: bleed on the outside edge, and on top and bottom. */
export function pageSizeWithBleed(trim: Pick<TrimSize, "width" | "height">): {
  width: number;
  height: number;
} {
  return { width: trim.width + bleedInches, height: trim.height + 2 * bleedInches };
}

/** "8.5 × 11 in" */
export function formatInches(width: number, height: number): string {
  const f = (n: number) => String(Math.round(n * 1000) / 1000);
  return `${f(width)} × ${f(height)} in`;
}

/**
 * Amazon.com paperback printing cost for black ink on white or cream paper, in cents.
 * 24–108 pages: a flat cost; from 110 pages: a fixed cost plus a cost per page.
 */
export function usBlackInkPrintCostCents(pages: number, largeTrim: boolean): number {
  if (pages <= 108) return largeTrim ? 284 : 230;
  return Math.round(100 + pages * (largeTrim ? 1.7 : 1.2));
}

/** Amazon.com paperbacks earn 60% from a $9.99 list price and 50% below it (since June 2025). */
const usSixtyPercentThresholdCents = 999;

/** Royalty per copy sold on Amazon.com, in cents: rate × list price − printing cost. */
export function usPaperbackRoyaltyCents(listPriceCents: number, printCostCents: number): number {
  const rate = listPriceCents >= usSixtyPercentThresholdCents ? 0.6 : 0.5;
  return Math.round(rate * listPriceCents - printCostCents);
}
