import * as z from "zod/mini";
import { whenParsed } from "../../contracts/when-parsed";
import {
  type Currency,
  getMarketplaceOrThrow,
  listEbookMarketplaces,
  listPrintMarketplaces,
  type MarketplaceId,
} from "../../kdp/marketplaces";
import type { KdpSource } from "../../kdp/trim-sizes";
import {
  bookFormatField,
  flagField,
  inkField,
  marketplaceField,
  optionalNumberField,
  paperStockField,
  trimField,
} from "../royalty/fields";
import { checkPrintBook, findPrintPriceBreaches } from "../royalty/print-book-rules";
import {
  computeExpandedMinimumListPrice,
  computeMinimumListPrice,
  computePrintingCost,
  explainExpandedDistributionUnavailable,
  explainPrintUnavailable,
  type PrintBook,
} from "../royalty/print-cost";
import { computeRoyalty, findEbookMinimum } from "../royalty/royalty";

/*
 * KDP price checker (kdp-facts §1.4, §2.1, §10): for a print book its printing cost and the lowest
 * list price in every marketplace, with the 50%/60% threshold; for an eBook the allowed range and
 * the 70% band. A planned price is checked against them, with the fix. Behind
 * POST /api/tools/price-check and on /kdp-price-checker.
 */

export const priceCheckInputSchema = z
  .object({
    format: bookFormatField,
    pages: optionalNumberField("Pages", { int: true }),
    trim: z._default(trimField, "6x9"),
    ink: z._default(inkField, "black"),
    paper: z._default(paperStockField, "white"),
    expandedDistribution: flagField("Expanded Distribution"),
    fileSizeMb: optionalNumberField("File size", { min: 0, max: 650 }),
    marketplace: z._default(marketplaceField, "amazon.com"),
    plannedPrice: optionalNumberField("Planned price", { min: 0.01 }),
  })
  .check(
    // Whenever the book's own fields parsed: a bad planned price must not hide a page count KDP
    // refuses (every bad field is named at once).
    z.superRefine(
      (input, context) => {
        if (input.format === "ebook") {
          if (input.fileSizeMb === undefined)
            context.addIssue({
              code: "custom",
              path: ["fileSizeMb"],
              message: "File size is required for an eBook",
            });
          if (!getMarketplaceOrThrow(input.marketplace).ebook)
            context.addIssue({
              code: "custom",
              path: ["marketplace"],
              message: `Marketplace ${input.marketplace} has no KDP eBook price rules; choose another store`,
            });
          return;
        }
        const issues = checkPrintBook(
          { ...toPrintBook(input), pages: input.pages },
          input.expandedDistribution === true,
        );
        for (const { path, message } of issues)
          context.addIssue({ code: "custom", path: [path], message });
        if (issues.length > 0) return;
        const planned = getMarketplaceOrThrow(input.marketplace);
        if (input.plannedPrice !== undefined && !planned.print)
          context.addIssue({
            code: "custom",
            path: ["marketplace"],
            message: `Marketplace ${input.marketplace} does not sell KDP print books`,
          });
      },
      {
        when: whenParsed([
          "format",
          "pages",
          "trim",
          "ink",
          "paper",
          "expandedDistribution",
          "fileSizeMb",
          "marketplace",
        ]),
      },
    ),
  );

export type PriceCheckInput = z.output<typeof priceCheckInputSchema>;

export type PrintPriceRow = {
  marketplace: MarketplaceId;
  label: string;
  currency: Currency;
  /** Null when the marketplace cannot print this book (see `unavailable`). */
  printingCost: number | null;
  minimumListPrice: number | null;
  /** Prices up to here earn 50%; from `sixtyPercentFrom` on, 60%. */
  sixtyPercentFrom: number;
  maxListPrice: number;
  expandedDistributionMinimum: number | null;
  unavailable: string | null;
  source: KdpSource;
};

export type EbookPriceRow = {
  marketplace: MarketplaceId;
  label: string;
  currency: Currency;
  /** Lowest 35% price for the file size; null where KDP's rule is not published. */
  minimumListPrice: number | null;
  maxListPrice: number | null;
  band70: { min: number; max: number };
  selectRequiredFor70: boolean;
  source: KdpSource;
};

export type PriceFlag = {
  level: "error" | "warning" | "ok";
  message: string;
  /** What to change, when something is wrong. */
  fix: string | null;
};

/** What the planned price earns per sale, as the royalty calculator computes it. */
export type PlannedRoyalty = { royalty: number; rate: number; currency: Currency };

export type PriceCheckResult =
  | {
      format: "ebook";
      fileSizeMb: number;
      rows: EbookPriceRow[];
      flags: PriceFlag[];
      plannedRoyalty: PlannedRoyalty | null;
    }
  | {
      format: "paperback" | "hardcover";
      pages: number;
      trim: string;
      ink: PrintBook["ink"];
      paper: PrintBook["paper"];
      rows: PrintPriceRow[];
      flags: PriceFlag[];
      plannedRoyalty: PlannedRoyalty | null;
    };

function toPrintBook(input: PriceCheckInput): PrintBook {
  return {
    binding: input.format === "hardcover" ? "hardcover" : "paperback",
    pages: input.pages ?? 0,
    ink: input.ink,
    paper: input.paper,
    trim: input.trim,
  };
}

const money = (value: number, currency: Currency) =>
  `${currency} ${value.toFixed(currency === "JPY" ? 0 : 2)}`;

function checkPrintPrice(price: number, row: PrintPriceRow, expanded: boolean): PriceFlag[] {
  const { currency, label } = row;
  if (row.minimumListPrice === null) return [];
  const breaches = findPrintPriceBreaches(price, {
    minimum: row.minimumListPrice,
    maximum: row.maxListPrice,
    expandedMinimum: expanded ? row.expandedDistributionMinimum : null,
  });
  const flags: PriceFlag[] = [];
  if (breaches.includes("below-minimum")) {
    flags.push({
      level: "error",
      message: `${money(price, currency)} is below KDP's minimum of ${money(row.minimumListPrice, currency)} on ${label}`,
      fix: `Raise the list price to at least ${money(row.minimumListPrice, currency)}, or cut the page count or choose cheaper ink`,
    });
  } else if (breaches.includes("above-maximum")) {
    flags.push({
      level: "error",
      message: `${money(price, currency)} is above KDP's maximum of ${money(row.maxListPrice, currency)} on ${label}`,
      fix: `Lower the list price to ${money(row.maxListPrice, currency)} or less`,
    });
  } else if (price < row.sixtyPercentFrom) {
    flags.push({
      level: "warning",
      message: `${money(price, currency)} earns 50%: the 60% rate starts at ${money(row.sixtyPercentFrom, currency)} on ${label}`,
      fix: `Price at ${money(row.sixtyPercentFrom, currency)} or more to earn 60%`,
    });
  } else {
    flags.push({
      level: "ok",
      message: `${money(price, currency)} earns 60% on ${label}`,
      fix: null,
    });
  }
  if (breaches.includes("below-expanded-minimum") && row.expandedDistributionMinimum !== null)
    flags.push({
      level: "error",
      message: `Expanded Distribution needs at least ${money(row.expandedDistributionMinimum, currency)} (printing cost ÷ 40%)`,
      fix: `Raise the list price to ${money(row.expandedDistributionMinimum, currency)} or turn Expanded Distribution off`,
    });
  return flags;
}

function checkEbookPrice(price: number, row: EbookPriceRow, fileSizeMb: number): PriceFlag[] {
  const { currency, label, band70 } = row;
  if (row.minimumListPrice !== null && price < row.minimumListPrice)
    return [
      {
        level: "error",
        message: `${money(price, currency)} is below KDP's minimum of ${money(row.minimumListPrice, currency)} for a ${fileSizeMb} MB eBook on ${label}`,
        fix: `Raise the price to ${money(row.minimumListPrice, currency)}, or make the file smaller`,
      },
    ];
  if (row.maxListPrice !== null && price > row.maxListPrice)
    return [
      {
        level: "error",
        message: `${money(price, currency)} is above KDP's maximum of ${money(row.maxListPrice, currency)} on ${label}`,
        fix: `Lower the price to ${money(row.maxListPrice, currency)} or less`,
      },
    ];
  if (price < band70.min || price > band70.max)
    return [
      {
        level: "warning",
        message: `${money(price, currency)} is outside the 70% band (${money(band70.min, currency)}–${money(band70.max, currency)}) on ${label}: it earns 35%`,
        fix: `Price between ${money(band70.min, currency)} and ${money(band70.max, currency)} to earn 70%`,
      },
    ];
  return [
    {
      level: "ok",
      message: `${money(price, currency)} is inside the 70% band on ${label}${row.selectRequiredFor70 ? " (with KDP Select)" : ""}`,
      fix: row.selectRequiredFor70 ? "Enrol the book in KDP Select to be paid 70% here" : null,
    },
  ];
}

function toPlannedRoyalty(input: Record<string, unknown>): PlannedRoyalty {
  const result = computeRoyalty(input);
  return { royalty: result.royalty, rate: result.rate, currency: result.currency };
}

/** Cost, minimum and bands per marketplace, flags for the planned price, and what it earns. */
export function checkPrices(raw: unknown): PriceCheckResult {
  const input = priceCheckInputSchema.parse(raw);
  if (input.format === "ebook") {
    const fileSizeMb = input.fileSizeMb ?? 0;
    const rows = listEbookMarketplaces().map((marketplace): EbookPriceRow => {
      const rules = marketplace.ebook;
      if (!rules) throw new Error("unreachable");
      return {
        marketplace: marketplace.id,
        label: marketplace.label,
        currency: marketplace.currency,
        minimumListPrice: findEbookMinimum(marketplace, fileSizeMb),
        maxListPrice: rules.max35,
        band70: rules.band70,
        selectRequiredFor70: rules.selectRequiredFor70,
        source: rules.source,
      };
    });
    const row = rows.find((r) => r.marketplace === input.marketplace);
    const flags =
      input.plannedPrice !== undefined && row
        ? checkEbookPrice(input.plannedPrice, row, fileSizeMb)
        : [];
    const plannedRoyalty =
      input.plannedPrice !== undefined && !flags.some((flag) => flag.level === "error")
        ? toPlannedRoyalty({
            format: "ebook",
            marketplace: input.marketplace,
            listPrice: input.plannedPrice,
            fileSizeMb,
          })
        : null;
    return { format: "ebook", fileSizeMb, rows, flags, plannedRoyalty };
  }
  const book = toPrintBook(input);
  const noExpanded = explainExpandedDistributionUnavailable(book);
  const rows = listPrintMarketplaces(book.binding).map((marketplace): PrintPriceRow => {
    const print = marketplace.print;
    if (!print) throw new Error("unreachable");
    const unavailable = explainPrintUnavailable(book, marketplace);
    const printing = unavailable ? null : computePrintingCost(book, marketplace);
    return {
      marketplace: marketplace.id,
      label: marketplace.label,
      currency: marketplace.currency,
      printingCost: printing?.cost ?? null,
      minimumListPrice: printing ? computeMinimumListPrice(printing.cost, marketplace) : null,
      sixtyPercentFrom: print.sixtyPercentFrom,
      maxListPrice: print.maxListPrice,
      expandedDistributionMinimum:
        printing && noExpanded === null
          ? computeExpandedMinimumListPrice(printing.cost, marketplace)
          : null,
      unavailable,
      source: printing?.row.source ?? print.source,
    };
  });
  const row = rows.find((r) => r.marketplace === input.marketplace);
  const flags: PriceFlag[] = [];
  if (input.plannedPrice !== undefined && row) {
    if (row.unavailable)
      flags.push({
        level: "error",
        message: row.unavailable,
        fix: "Choose another marketplace, ink or binding",
      });
    else
      flags.push(...checkPrintPrice(input.plannedPrice, row, input.expandedDistribution === true));
  }
  if (input.expandedDistribution && noExpanded)
    flags.push({
      level: "error",
      message: noExpanded,
      fix: "Choose a trim and paper KDP offers Expanded Distribution for, or turn it off",
    });
  const plannedRoyalty =
    input.plannedPrice !== undefined && flags.length > 0 && !flags.some((f) => f.level === "error")
      ? toPlannedRoyalty({
          ...book,
          format: book.binding,
          marketplace: input.marketplace,
          listPrice: input.plannedPrice,
        })
      : null;
  return {
    format: book.binding,
    pages: book.pages,
    trim: book.trim,
    ink: book.ink,
    paper: book.paper,
    rows,
    flags,
    plannedRoyalty,
  };
}
