import * as z from "zod/mini";
import { whenParsed } from "../../contracts/when-parsed";
import { findExpandedDistributionRow } from "../../kdp/expanded-distribution";
import {
  type Currency,
  EBOOK_SIZE_TIERS_MB,
  getMarketplaceOrThrow,
  MARKETPLACES,
  type Marketplace,
  type MarketplaceFigures,
  type MarketplaceId,
  marketplaceWithFigures,
  PRINT_THRESHOLD_SOURCE,
  roundMoney,
  VAT_SOURCE,
} from "../../kdp/marketplaces";
import { toPaperType } from "../../kdp/paper";
import type { PrintCostRow } from "../../kdp/print-costs";
import type { KdpSource } from "../../kdp/trim-sizes";
import {
  bookFormatField,
  flagField,
  inkField,
  marketplaceField,
  numberField,
  optionalNumberField,
  paperStockField,
  trimField,
} from "./fields";
import { checkPrintBook, findPrintPriceBreaches } from "./print-book-rules";
import {
  computeExpandedMinimumListPrice,
  computeMinimumListPrice,
  computePrintingCost,
  explainExpandedDistributionUnavailable,
  explainPrintUnavailable,
  inkLabel,
  type PrintBook,
} from "./print-cost";

/*
 * The KDP royalty for one sale (kdp-facts §1, §2): eBook 35% or 70% after VAT and delivery cost;
 * print 50% below and 60% at or above the marketplace's threshold, minus the printing cost;
 * Expanded Distribution 40%. Pure: the same function runs in the browser and behind
 * POST /api/tools/royalty.
 */

export const royaltyInputSchema = z
  .object({
    format: bookFormatField,
    marketplace: marketplaceField,
    listPrice: numberField("List price", { min: 0.01 }),
    royaltyPlan: z.pipe(
      z.transform((v) => (v === "" || v === undefined ? undefined : Number(v))),
      z.optional(
        z.union([z.literal(35), z.literal(70)], { error: "Royalty plan must be 35 or 70" }),
      ),
    ),
    fileSizeMb: optionalNumberField("File size", { min: 0, max: 650 }),
    kdpSelect: flagField("KDP Select"),
    pages: optionalNumberField("Pages", { int: true }),
    ink: z.optional(inkField),
    paper: z.optional(paperStockField),
    trim: z.optional(trimField),
    expandedDistribution: flagField("Expanded Distribution"),
  })
  .check(
    // The book and the store first, whenever their own fields parsed: a bad list price must not
    // hide a page count KDP refuses (each field's error shows at once, not one after another).
    z.superRefine(
      (input, context) => {
        const marketplace = getMarketplaceOrThrow(input.marketplace);
        if (input.format === "ebook") {
          if (!marketplace.ebook)
            context.addIssue({
              code: "custom",
              path: ["marketplace"],
              message: `Marketplace ${input.marketplace} has no KDP eBook price rules; choose another store`,
            });
          if ((input.royaltyPlan ?? 70) === 70 && input.fileSizeMb === undefined)
            context.addIssue({
              code: "custom",
              path: ["fileSizeMb"],
              message: "File size is required for the 70% plan (delivery cost is charged per MB)",
            });
          return;
        }
        const book = toPrintBook(input);
        const issues = checkPrintBook(
          { ...book, pages: input.pages },
          input.expandedDistribution === true,
        );
        for (const { path, message } of issues)
          context.addIssue({ code: "custom", path: [path], message });
        if (issues.length > 0) return;
        const unavailable = explainPrintUnavailable(book, marketplace);
        if (unavailable)
          context.addIssue({ code: "custom", path: ["marketplace"], message: unavailable });
        const noExpanded = input.expandedDistribution
          ? explainExpandedDistributionUnavailable(book)
          : null;
        if (noExpanded)
          context.addIssue({ code: "custom", path: ["expandedDistribution"], message: noExpanded });
      },
      {
        when: whenParsed([
          "format",
          "marketplace",
          "royaltyPlan",
          "fileSizeMb",
          "pages",
          "ink",
          "paper",
          "trim",
          "expandedDistribution",
        ]),
      },
    ),
    // The list price against KDP's range for this book and store: only once all else is valid.
    z.superRefine((input, context) => {
      if (context.issues.length > 0) return;
      const marketplace = getMarketplaceOrThrow(input.marketplace);
      const refused =
        input.format === "ebook"
          ? explainRefusedEbookPrice(input, marketplace)
          : explainRefusedPrintPrice(
              input.listPrice,
              toPrintBook(input),
              marketplace,
              input.expandedDistribution === true,
            );
      if (refused) context.addIssue({ code: "custom", path: ["listPrice"], message: refused });
    }),
  );

/*
 * KDP does not let a book be saved at a list price outside its range (kdp-facts §10), so such a
 * price is bad input naming the list price, never a royalty with a warning (decision 0085).
 */

function explainRefusedEbookPrice(
  input: { listPrice: number; fileSizeMb?: number | undefined },
  marketplace: Marketplace,
): string | null {
  const rules = marketplace.ebook;
  if (!rules) return null;
  const { currency, label } = marketplace;
  const size = input.fileSizeMb ?? 0;
  const min = findEbookMinimum(marketplace, size);
  if (min !== null && input.listPrice < min)
    return `List price must be at least ${formatMoney(min, currency)} for a ${size} MB eBook on ${label} (KDP's minimum)`;
  if (rules.max35 !== null && input.listPrice > rules.max35)
    return `List price must be at most ${formatMoney(rules.max35, currency)} for an eBook on ${label} (KDP's maximum)`;
  return null;
}

function explainRefusedPrintPrice(
  listPrice: number,
  book: PrintBook,
  marketplace: Marketplace,
  expandedDistribution: boolean,
): string | null {
  const printing = computePrintingCost(book, marketplace);
  if (!printing || !marketplace.print) return null;
  const { currency, label } = marketplace;
  const minimum = computeMinimumListPrice(printing.cost, marketplace);
  // KDP raises the floor for a book enrolled in Expanded Distribution to cost ÷ 40%.
  const expandedMinimum = computeExpandedMinimumListPrice(printing.cost, marketplace);
  const maximum = marketplace.print.maxListPrice;
  const [breach] = findPrintPriceBreaches(listPrice, {
    minimum,
    maximum,
    expandedMinimum: expandedDistribution ? expandedMinimum : null,
  });
  if (breach === "below-minimum")
    return `List price must be at least ${formatMoney(minimum, currency)} for this ${book.binding} on ${label} (KDP's minimum: printing cost ${formatMoney(printing.cost, currency)})`;
  if (breach === "below-expanded-minimum")
    return `List price must be at least ${formatMoney(expandedMinimum, currency)} on ${label} with Expanded Distribution (printing cost ${formatMoney(printing.cost, currency)} ÷ 40%), or turn Expanded Distribution off`;
  if (breach === "above-maximum")
    return `List price must be at most ${formatMoney(maximum, currency)} for a print book on ${label} (KDP's maximum)`;
  return null;
}

export type RoyaltyInput = z.output<typeof royaltyInputSchema>;

export type RoyaltyResult = {
  format: "ebook" | "paperback" | "hardcover";
  marketplace: MarketplaceId;
  currency: Currency;
  listPrice: number;
  /** List price without the VAT the store shows (equal to the list price where none is shown). */
  priceWithoutVat: number;
  vatRate: number;
  /** Royalty per sale, rounded to the cent (whole yen on amazon.co.jp). */
  royalty: number;
  /** Percent applied: 35 or 70 (eBook), 50 or 60 (print). */
  rate: number;
  deliveryCost?: number;
  printingCost?: number;
  /** Print: the list price from which 60% applies. */
  sixtyPercentFrom?: number;
  /** Print: the lowest list price KDP accepts on this marketplace. */
  minimumListPrice?: number;
  expandedDistribution?: { royalty: number; rate: 40; minimumListPrice: number };
  /** Things the author should know: a lower rate than asked and why, a cost to double-check. */
  warnings: string[];
  sources: KdpSource[];
};

function toPrintBook(input: RoyaltyInput): PrintBook {
  return {
    binding: input.format === "hardcover" ? "hardcover" : "paperback",
    pages: input.pages ?? 0,
    ink: input.ink ?? "black",
    paper: input.paper ?? "white",
    trim: input.trim ?? "6x9",
  };
}

const withoutVat = (price: number, rate: number) => price / (1 + rate);

function formatMoney(value: number, currency: Currency): string {
  return `${currency} ${value.toFixed(currency === "JPY" ? 0 : 2)}`;
}

/** The 35% minimum for the file size (up to 3, up to 10, over 10 MB), or null when unpublished. */
export function findEbookMinimum(marketplace: Marketplace, fileSizeMb: number): number | null {
  const min35 = marketplace.ebook?.min35;
  if (!min35) return null;
  const { lowestUpTo, middleUpTo } = EBOOK_SIZE_TIERS_MB;
  return fileSizeMb <= lowestUpTo ? min35[0] : fileSizeMb <= middleUpTo ? min35[1] : min35[2];
}

function computeEbookRoyalty(input: RoyaltyInput, marketplace: Marketplace): RoyaltyResult {
  const rules = marketplace.ebook;
  if (!rules) throw new Error(`${marketplace.id} has no eBook rules`);
  const { currency } = marketplace;
  const warnings: string[] = [];
  const sources = [rules.source];
  const vatRate = marketplace.ebookVatRate;
  const net = withoutVat(input.listPrice, vatRate);
  if (vatRate > 0) sources.push(VAT_SOURCE);
  const size = input.fileSizeMb ?? 0;

  let rate: 35 | 70 = input.royaltyPlan ?? 70;
  if (rate === 70) {
    const { min, max } = rules.band70;
    if (input.listPrice < min || input.listPrice > max) {
      rate = 35;
      warnings.push(
        `The 70% plan needs a list price from ${formatMoney(min, currency)} to ${formatMoney(max, currency)} on ${marketplace.label}; at this price only 35% is possible`,
      );
      const reported = rules.reportedBand70;
      if (reported && input.listPrice >= reported.min && input.listPrice <= reported.max) {
        warnings.push(
          `Notes from 2026 report a 70% band up to ${formatMoney(reported.max, currency)} on ${marketplace.label}; KDP's own page says ${formatMoney(max, currency)}, so this is unverified: check the band in KDP before pricing above ${formatMoney(max, currency)}`,
        );
        sources.push(reported.source);
      }
    } else if (rules.selectRequiredFor70 && !input.kdpSelect) {
      rate = 35;
      warnings.push(`On ${marketplace.label} the 70% plan needs the book enrolled in KDP Select`);
    }
  }
  if (rate === 35) {
    return {
      format: "ebook",
      marketplace: marketplace.id,
      currency,
      listPrice: input.listPrice,
      priceWithoutVat: roundMoney(net, currency),
      vatRate,
      royalty: roundMoney(0.35 * net, currency),
      rate,
      warnings,
      sources,
    };
  }
  const deliveryCost = roundMoney(size * rules.deliveryPerMb, currency);
  sources.push(rules.deliverySource);
  return {
    format: "ebook",
    marketplace: marketplace.id,
    currency,
    listPrice: input.listPrice,
    priceWithoutVat: roundMoney(net, currency),
    vatRate,
    royalty: roundMoney(0.7 * (net - deliveryCost), currency),
    rate,
    deliveryCost,
    warnings,
    sources,
  };
}

function computePrintRoyalty(
  input: RoyaltyInput,
  marketplace: Marketplace,
  printCosts?: readonly PrintCostRow[],
): RoyaltyResult {
  const print = marketplace.print;
  const book = toPrintBook(input);
  const printing = computePrintingCost(book, marketplace, printCosts);
  if (!print || !printing) throw new Error(explainPrintUnavailable(book, marketplace) ?? "No cost");
  const { currency } = marketplace;
  const vatRate = marketplace.printVatRate;
  const net = withoutVat(input.listPrice, vatRate);
  const rate = input.listPrice >= print.sixtyPercentFrom ? 60 : 50;
  const minimumListPrice = computeMinimumListPrice(printing.cost, marketplace);
  const warnings: string[] = [];
  if (printing.row.source.confidence === "unverified")
    warnings.push(
      `The ${input.format} printing cost on ${marketplace.label} (${formatMoney(printing.cost, currency)}) is not verified against KDP's own page; check it in KDP's calculator before you set the price`,
    );
  const sources = [printing.row.source, print.source];
  if (vatRate > 0) sources.push(VAT_SOURCE);
  const result: RoyaltyResult = {
    format: input.format,
    marketplace: marketplace.id,
    currency,
    listPrice: input.listPrice,
    priceWithoutVat: roundMoney(net, currency),
    vatRate,
    royalty: roundMoney((rate / 100) * net - printing.cost, currency),
    rate,
    printingCost: printing.cost,
    sixtyPercentFrom: print.sixtyPercentFrom,
    minimumListPrice,
    warnings,
    sources,
  };
  // The schema has already refused Expanded Distribution where KDP does not offer or pay it.
  if (input.format === "paperback" && input.expandedDistribution) {
    const offer = findExpandedDistributionRow(toPaperType(book.ink, book.paper));
    if (offer) sources.push(offer.source);
    if (offer?.source.confidence === "unverified")
      warnings.push(
        `Expanded Distribution for a ${inkLabel(book.ink)} interior on a ${book.trim} trim is not verified against KDP's own list; check it in KDP`,
      );
    result.expandedDistribution = {
      rate: 40,
      royalty: roundMoney(0.4 * net - printing.cost, currency),
      minimumListPrice: computeExpandedMinimumListPrice(printing.cost, marketplace),
    };
  }
  return result;
}

/**
 * Royalty per sale for a parsed input. Throws on input the schema would refuse, including a list
 * price outside KDP's minimum and maximum: KDP pays nothing at a price it does not accept.
 * `figures` prices under dated KDP changes not yet in the code's tables (printing costs, the 60%
 * threshold, the eBook delivery cost: the rule-change alerts of decisions 0118 and 0127); the
 * price limits are still checked against the tables.
 */
export function computeRoyalty(
  raw: unknown,
  figures: { printCosts?: readonly PrintCostRow[] } & MarketplaceFigures = {},
): RoyaltyResult {
  const input = royaltyInputSchema.parse(raw);
  const marketplace = marketplaceWithFigures(getMarketplaceOrThrow(input.marketplace), figures);
  return input.format === "ebook"
    ? computeEbookRoyalty(input, marketplace)
    : computePrintRoyalty(input, marketplace, figures.printCosts);
}

export type MarketplaceComparisonRow = {
  marketplace: MarketplaceId;
  label: string;
  currency: Currency;
  /** Print: printing cost; eBook: delivery cost on the 70% plan. */
  cost: number | null;
  /** Print: minimum list price; eBook: the 35% minimum for the file size. */
  minimumListPrice: number | null;
  /** Print: where 60% starts; eBook: the 70% band. */
  sixtyPercentFrom: number | null;
  band70: { min: number; max: number } | null;
  /**
   * Royalty at the lowest price that earns the better rate: the 70% band's minimum, or for print
   * the larger of the 60% threshold and the minimum list price.
   */
  royaltyAtBetterRate: number | null;
  note: string | null;
};

/**
 * The same book in every marketplace (KDP sets each price separately, in its own currency): its
 * cost, minimum price, where the better rate starts and the royalty there.
 */
export function compareRoyaltyAcrossMarketplaces(raw: unknown): MarketplaceComparisonRow[] {
  const input = royaltyInputSchema.parse(raw);
  return MARKETPLACES.flatMap((marketplace): MarketplaceComparisonRow[] => {
    const base = {
      marketplace: marketplace.id,
      label: marketplace.label,
      currency: marketplace.currency,
    };
    if (input.format === "ebook") {
      const rules = marketplace.ebook;
      if (!rules) return [];
      const size = input.fileSizeMb ?? 0;
      const at = computeEbookRoyalty(
        { ...input, listPrice: rules.band70.min, royaltyPlan: 70, kdpSelect: true },
        marketplace,
      );
      return [
        {
          ...base,
          cost: roundMoney(size * rules.deliveryPerMb, marketplace.currency),
          minimumListPrice: findEbookMinimum(marketplace, size),
          sixtyPercentFrom: null,
          band70: rules.band70,
          royaltyAtBetterRate: at.royalty,
          note: rules.selectRequiredFor70 ? "70% only with KDP Select" : null,
        },
      ];
    }
    if (!marketplace.print) return [];
    const book = toPrintBook(input);
    const unavailable = explainPrintUnavailable(book, marketplace);
    const printing = unavailable ? null : computePrintingCost(book, marketplace);
    if (!printing) {
      return [
        {
          ...base,
          cost: null,
          minimumListPrice: null,
          sixtyPercentFrom: marketplace.print.sixtyPercentFrom,
          band70: null,
          royaltyAtBetterRate: null,
          note: unavailable,
        },
      ];
    }
    const minimumListPrice = computeMinimumListPrice(printing.cost, marketplace);
    const at = computePrintRoyalty(
      { ...input, listPrice: Math.max(marketplace.print.sixtyPercentFrom, minimumListPrice) },
      marketplace,
    );
    return [
      {
        ...base,
        cost: printing.cost,
        minimumListPrice,
        sixtyPercentFrom: marketplace.print.sixtyPercentFrom,
        band70: null,
        royaltyAtBetterRate: at.royalty,
        note: null,
      },
    ];
  });
}

export const ROYALTY_SOURCES = { printThreshold: PRINT_THRESHOLD_SOURCE, vat: VAT_SOURCE };
