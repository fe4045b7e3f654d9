import { listBsrCurves, MARKETPLACE_SALES_FACTORS } from "../kdp/bsr-curves";
import { getMarketplaceOrThrow, type MarketplaceId } from "../kdp/marketplaces";
import type { KdpSource } from "../kdp/trim-sizes";
import {
  BSR_MARKETPLACES,
  DAYS_PER_MONTH,
  estimateBsrSales,
  estimateDailySales,
  MAX_BSR,
  type SalesRange,
  toCurveFormat,
} from "../tools/bsr-sales/bsr-sales";
import { royaltyInputSchema } from "../tools/royalty/royalty";
import type { AmazonDomain } from "./amazon-marketplaces";

/*
 * Sales and royalty of one researched product, the same way the BSR calculator does it (decision
 * 0033): the calculator's own function gives a low–typical–high range from the published curves;
 * with a price, the royalty calculator's function gives the royalty per sale. A product the curves
 * cannot speak for (no rank, an audiobook, a store without a sales factor) gets no estimate and a
 * reason, never a guessed number. Decision 0067 records the royalty assumptions.
 */

export type ResearchFormat = "kindle" | "paperback" | "hardcover" | "audiobook" | "other";

export type ProductEstimateInput = {
  domain: AmazonDomain;
  format: ResearchFormat;
  salesRank: number | null;
  price: number | null;
  currency: string;
  pages: number | null;
};

export type ProductEstimate = {
  /** Copies per day (two decimals). */
  daily: SalesRange;
  /** Copies per 30-day month (whole copies). */
  monthly: SalesRange;
  /** Royalty per month at the three sales figures; null with `royaltyNote` saying why. */
  royalty: { currency: string; perSale: number; rate: number; monthly: SalesRange } | null;
  royaltyNote: string | null;
};

export type ProductEstimateOutcome =
  | { estimate: ProductEstimate; note: null }
  | { estimate: null; note: string };

/** The eBook file size assumed for the 70% plan's delivery cost: a text-only novel's size. */
export const ASSUMED_EBOOK_FILE_SIZE_MB = 2;
/** What a print book is taken to be when the source gives only its page count. */
export const ASSUMED_PRINT_BOOK = { ink: "black", paper: "white", trim: "6x9" } as const;

export const ESTIMATE_METHOD = {
  sales: `Copies from the best-seller rank: the lowest, middle and highest of the attributed published rank-to-sales curves for the format (the BSR sales calculator's own function; print has a single one, NFAA's table, so its low, typical and high are one figure), times the store's share of amazon.com sales; a month is ${DAYS_PER_MONTH} days.`,
  royalty: `Royalty per sale from the royalty calculator's own function at the listed price: eBooks on the 70% plan with a ${ASSUMED_EBOOK_FILE_SIZE_MB} MB file (35% where the price is outside the 70% band), print books in ${ASSUMED_PRINT_BOOK.ink} ink on ${ASSUMED_PRINT_BOOK.paper} paper at ${ASSUMED_PRINT_BOOK.trim} with the listed page count; times the monthly copies.`,
} as const;

/** The curves' sources, for a page's "method" panel. */
export function estimateSources(): KdpSource[] {
  const seen = new Map<string, KdpSource>();
  for (const curve of [...listBsrCurves("ebook"), ...listBsrCurves("print")]) {
    seen.set(curve.id, curve.source);
  }
  return [...seen.values()];
}

function bookFormat(format: ResearchFormat): "ebook" | "paperback" | "hardcover" | null {
  if (format === "kindle") return "ebook";
  if (format === "paperback" || format === "hardcover") return format;
  return null;
}

function marketplaceOf(domain: AmazonDomain): MarketplaceId | null {
  return (BSR_MARKETPLACES as string[]).includes(domain) ? (domain as MarketplaceId) : null;
}

export function estimateProduct(input: ProductEstimateInput): ProductEstimateOutcome {
  const format = bookFormat(input.format);
  if (!format) return { estimate: null, note: "No published sales curve for this format" };
  const marketplace = marketplaceOf(input.domain);
  if (!marketplace) {
    return { estimate: null, note: `No published sales factor for ${input.domain}` };
  }
  if (input.salesRank === null || input.salesRank < 1 || input.salesRank > MAX_BSR) {
    return { estimate: null, note: "The source gives no best-seller rank" };
  }
  const bsr = Math.round(input.salesRank);
  const royaltyInput = royaltyInputFor(format, marketplace, input);
  const result = estimateBsrSales({
    bsr,
    format,
    marketplace,
    ...(royaltyInput.ok ? royaltyInput.fields : {}),
  });
  return {
    estimate: {
      daily: result.daily,
      monthly: result.monthly,
      royalty: result.royalty
        ? {
            currency: result.royalty.currency,
            perSale: result.royalty.perSale,
            rate: result.royalty.rate,
            monthly: result.royalty.monthly,
          }
        : null,
      royaltyNote: royaltyInput.ok ? null : royaltyInput.note,
    },
    note: null,
  };
}

type RoyaltyFields = { ok: true; fields: Record<string, unknown> } | { ok: false; note: string };

function royaltyInputFor(
  format: "ebook" | "paperback" | "hardcover",
  marketplace: MarketplaceId,
  input: ProductEstimateInput,
): RoyaltyFields {
  if (input.price === null || input.price <= 0) {
    return { ok: false, note: "No price, so no royalty" };
  }
  const currency = getMarketplaceOrThrow(marketplace).currency;
  if (input.currency !== currency) {
    return { ok: false, note: `The price is in ${input.currency}, not the store's ${currency}` };
  }
  const fields: Record<string, unknown> =
    format === "ebook"
      ? { listPrice: input.price, fileSizeMb: ASSUMED_EBOOK_FILE_SIZE_MB }
      : { listPrice: input.price, pages: input.pages ?? undefined, ...ASSUMED_PRINT_BOOK };
  // The royalty calculator's own rules decide whether the book's details are enough.
  const checked = royaltyInputSchema.safeParse({ format, marketplace, ...fields });
  if (!checked.success) {
    return { ok: false, note: checked.error.issues[0]?.message ?? "Not enough details" };
  }
  return { ok: true, fields };
}

/**
 * The daily range for many ranks of one product (a history), without the calculator's input
 * checks: the same curves and store factor, unrounded. Null for a store or format without curves.
 */
export function dailySalesReader(
  domain: AmazonDomain,
  format: ResearchFormat,
): ((rank: number) => SalesRange) | null {
  const bookFmt = bookFormat(format);
  const marketplace = marketplaceOf(domain);
  if (!bookFmt || !marketplace) return null;
  const curves = listBsrCurves(toCurveFormat(bookFmt));
  const factor = MARKETPLACE_SALES_FACTORS[marketplace] ?? 1;
  return (rank) => estimateDailySales(curves, rank, factor);
}
