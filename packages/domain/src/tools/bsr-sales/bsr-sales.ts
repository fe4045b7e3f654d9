import * as z from "zod/mini";
import { whenParsed } from "../../contracts/when-parsed";
import {
  type BsrCurve,
  type BsrFormat,
  KU_BORROW_SOURCE,
  listBsrCurves,
  MARKETPLACE_FACTOR_SOURCE,
  MARKETPLACE_SALES_FACTORS,
  readBsrCurve,
} from "../../kdp/bsr-curves";
import {
  type Currency,
  getMarketplaceOrThrow,
  type MarketplaceId,
  roundMoney,
} from "../../kdp/marketplaces";
import type { KdpSource } from "../../kdp/trim-sizes";
import {
  bookFormatField,
  inkField,
  marketplaceField,
  numberField,
  optionalNumberField,
  paperStockField,
  trimField,
} from "../royalty/fields";
import { computeRoyalty, royaltyInputSchema } from "../royalty/royalty";

/*
 * Best Seller Rank → estimated sales (decisions 0033, 0085). Amazon publishes no conversion, so the
 * answer is a range: the lowest, middle and highest of the attributed published curves for the
 * format at that rank,
 * scaled for stores outside amazon.com. With a list price, the monthly royalty at each of the three
 * comes from the royalty calculator's own function.
 */

/** A month of sales is 30 days of the daily estimate. */
export const DAYS_PER_MONTH = 30;
export const MAX_BSR = 10_000_000;

/** Stores with a published sales factor against amazon.com (kdp-facts §7.3). */
export const BSR_MARKETPLACES = Object.keys(MARKETPLACE_SALES_FACTORS) as MarketplaceId[];

export const bsrSalesInputSchema = z
  .object({
    bsr: numberField("Best Seller Rank", { min: 1, max: MAX_BSR, int: true }),
    format: bookFormatField,
    marketplace: z.pipe(
      z.transform((value) => (value === "" || value === undefined ? "amazon.com" : value)),
      marketplaceField,
    ),
    listPrice: optionalNumberField("List price", { min: 0.01 }),
    fileSizeMb: optionalNumberField("File size", { min: 0, max: 650 }),
    pages: optionalNumberField("Pages", { min: 1, int: true }),
    ink: z.optional(inkField),
    paper: z.optional(paperStockField),
    trim: z.optional(trimField),
  })
  .check(
    // The store and the book whenever their own fields parsed: a bad rank must not hide them.
    z.superRefine(
      (input, context) => {
        if (!BSR_MARKETPLACES.includes(input.marketplace)) {
          context.addIssue({
            code: "custom",
            path: ["marketplace"],
            message: `Marketplace ${input.marketplace} has no published sales curve; choose one of ${BSR_MARKETPLACES.join(", ")}`,
          });
          return;
        }
        if (input.listPrice === undefined || needsPagesForRoyalty(input)) return;
        // The royalty calculator's own rules decide whether the book's details are complete.
        const royalty = royaltyInputSchema.safeParse(toRoyaltyInput(input));
        if (!royalty.success) {
          for (const issue of royalty.error.issues) {
            context.addIssue({ code: "custom", path: issue.path, message: issue.message });
          }
        }
      },
      {
        when: whenParsed([
          "format",
          "marketplace",
          "listPrice",
          "fileSizeMb",
          "pages",
          "ink",
          "paper",
          "trim",
        ]),
      },
    ),
  );

export type BsrSalesInput = z.output<typeof bsrSalesInputSchema>;

export type SalesRange = { low: number; typical: number; high: number };

export type BsrCurveReading = { id: string; label: string; daily: number; source: KdpSource };

export type BsrSalesResult = {
  bsr: number;
  format: BsrSalesInput["format"];
  marketplace: MarketplaceId;
  /** Copies per day, two decimals (a rank past 100,000 sells less than one a day). */
  daily: SalesRange;
  /** Copies per 30-day month, whole copies. */
  monthly: SalesRange;
  /** What each curve says at this rank, before the store factor. */
  curves: BsrCurveReading[];
  /** The share of amazon.com's sales at the same rank this store is taken to sell. */
  marketplaceFactor: number;
  /**
   * With a list price (and, for print, the page count): the royalty per sale and per month at the
   * three estimates.
   */
  royalty: {
    currency: Currency;
    perSale: number;
    rate: number;
    monthly: SalesRange;
  } | null;
  notes: { text: string; source: KdpSource }[];
};

/**
 * A print book's royalty depends on its page count (the printing cost), so without one there is
 * no royalty to show: never a made-up page count (issue 24: a hidden 200 pages paid $4.39 where a
 * 300-page book earns $3.19). The sales estimate does not need it.
 */
export function needsPagesForRoyalty(input: Pick<BsrSalesInput, "format" | "pages">): boolean {
  return input.format !== "ebook" && input.pages === undefined;
}

function toRoyaltyInput(input: Omit<BsrSalesInput, "bsr">) {
  return {
    format: input.format,
    marketplace: input.marketplace,
    listPrice: input.listPrice,
    fileSizeMb: input.fileSizeMb,
    pages: input.pages,
    ink: input.ink,
    paper: input.paper,
    trim: input.trim,
  };
}

export function toCurveFormat(format: BsrSalesInput["format"]): BsrFormat {
  return format === "ebook" ? "ebook" : "print";
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Low, typical (median) and high of the curves at `rank`, times the store factor, unrounded. */
export function estimateDailySales(
  curves: readonly BsrCurve[],
  rank: number,
  factor: number,
): SalesRange {
  const readings = curves.map((curve) => readBsrCurve(curve, rank) * factor);
  return {
    low: Math.min(...readings),
    typical: median(readings),
    high: Math.max(...readings),
  };
}

/**
 * How the range was made, naming the curves. With one curve (print: only the NFAA table is
 * attributed) low, typical and high are the same figure, and the note says so (decision 0085).
 */
function describeCurves(
  curves: readonly BsrCurve[],
  input: Pick<BsrSalesInput, "bsr" | "format">,
): BsrSalesResult["notes"][number] {
  const kind = toCurveFormat(input.format) === "ebook" ? "Kindle" : "print";
  const rank = input.bsr.toLocaleString("en-US");
  const first = curves[0];
  if (!first) throw new Error(`No attributed ${kind} curve`);
  if (curves.length === 1)
    return {
      text: `Amazon publishes no rank-to-sales figures. For ${kind} books a single attributed published curve exists, ${first.label} (${first.source.date.slice(0, 4)}), so low, typical and high at rank ${rank} are its one figure: a rough guide, with nothing to check it against. A month is ${DAYS_PER_MONTH} days.`,
      source: first.source,
    };
  const names = curves.map((curve) => curve.label).join("; ");
  return {
    text: `Amazon publishes no rank-to-sales figures. The range is the lowest, middle and highest of ${curves.length} attributed published ${kind} curves at rank ${rank} (${names}); a month is ${DAYS_PER_MONTH} days.`,
    source: first.source,
  };
}

export function estimateBsrSales(raw: unknown): BsrSalesResult {
  const input = bsrSalesInputSchema.parse(raw);
  const curves = listBsrCurves(toCurveFormat(input.format));
  const factor = MARKETPLACE_SALES_FACTORS[input.marketplace] ?? 1;
  const dailyRaw = estimateDailySales(curves, input.bsr, factor);
  const daily: SalesRange = {
    low: round2(dailyRaw.low),
    typical: round2(dailyRaw.typical),
    high: round2(dailyRaw.high),
  };
  const monthlyRaw: SalesRange = {
    low: dailyRaw.low * DAYS_PER_MONTH,
    typical: dailyRaw.typical * DAYS_PER_MONTH,
    high: dailyRaw.high * DAYS_PER_MONTH,
  };
  const monthly: SalesRange = {
    low: Math.round(monthlyRaw.low),
    typical: Math.round(monthlyRaw.typical),
    high: Math.round(monthlyRaw.high),
  };

  let royalty: BsrSalesResult["royalty"] = null;
  if (input.listPrice !== undefined && !needsPagesForRoyalty(input)) {
    const perSale = computeRoyalty(toRoyaltyInput(input));
    const currency = perSale.currency;
    royalty = {
      currency,
      perSale: perSale.royalty,
      rate: perSale.rate,
      monthly: {
        low: roundMoney(perSale.royalty * monthly.low, currency),
        typical: roundMoney(perSale.royalty * monthly.typical, currency),
        high: roundMoney(perSale.royalty * monthly.high, currency),
      },
    };
  }

  const market = getMarketplaceOrThrow(input.marketplace);
  const notes: BsrSalesResult["notes"] = [describeCurves(curves, input)];
  if (input.format === "ebook") {
    notes.push({
      text: "Kindle Unlimited borrows count toward the rank. In KDP Select part of these copies may be borrows, paid per page read from the KDP Select Global Fund, not the royalty per sale.",
      source: KU_BORROW_SOURCE,
    });
  }
  if (input.marketplace !== "amazon.com") {
    notes.push({
      text: `The curves are for amazon.com; ${market.label} is taken to sell ${Math.round(factor * 1000) / 10}% of amazon.com's copies at the same rank (one unverified source).`,
      source: MARKETPLACE_FACTOR_SOURCE,
    });
  }

  return {
    bsr: input.bsr,
    format: input.format,
    marketplace: input.marketplace,
    daily,
    monthly,
    curves: curves.map((curve) => ({
      id: curve.id,
      label: curve.label,
      daily: round2(readBsrCurve(curve, input.bsr)),
      source: curve.source,
    })),
    marketplaceFactor: factor,
    royalty,
    notes,
  };
}

/** Ranks a chart samples, evenly spaced on a log axis from 1 to 1,000,000 (4 per decade). */
export const CHART_RANKS: readonly number[] = Array.from({ length: 25 }, (_, index) =>
  Math.round(10 ** (index / 4)),
);

export type BsrChartPoint = { rank: number } & SalesRange;

/** The range at each chart rank, for the page's small log-log chart. */
export function sampleBsrCurves(
  format: BsrSalesInput["format"],
  marketplace: MarketplaceId,
): BsrChartPoint[] {
  const curves = listBsrCurves(toCurveFormat(format));
  const factor = MARKETPLACE_SALES_FACTORS[marketplace] ?? 1;
  return CHART_RANKS.map((rank) => ({ rank, ...estimateDailySales(curves, rank, factor) }));
}
