import { findExpandedDistributionRow } from "../../kdp/expanded-distribution";
import { type Currency, type Marketplace, roundMoney, roundMoneyUp } from "../../kdp/marketplaces";
import type { Ink } from "../../kdp/paper";
import { toPaperType } from "../../kdp/paper";
import {
  computeRawPrintingCost,
  findCostBand,
  findPrintCostRow,
  type PrintCostRow,
} from "../../kdp/print-costs";
import { findPageLimit, getTrimSizeOrThrow, type TrimClass } from "../../kdp/trim-sizes";

export type PrintBook = {
  binding: "paperback" | "hardcover";
  pages: number;
  ink: Ink;
  paper: "white" | "cream";
  trim: string;
};

/** Why a print book cannot be priced in a marketplace, or null when it can. */
export function explainPrintUnavailable(book: PrintBook, marketplace: Marketplace): string | null {
  if (!marketplace.print) return `${marketplace.label} does not sell KDP print books`;
  if (book.binding === "hardcover" && !marketplace.print.hardcover)
    return `${marketplace.label} does not sell KDP hardcovers`;
  const row = findPrintCostRow(marketplace.id, book.binding, book.ink);
  if (!row) {
    return book.binding === "hardcover"
      ? `We have no KDP hardcover ${inkLabel(book.ink)} printing cost for ${marketplace.label}`
      : `${marketplace.label} does not offer ${inkLabel(book.ink)} paperbacks`;
  }
  if (!findCostBand(row, book.pages)) {
    const min = row.bands[0]?.minPages ?? 0;
    const max = row.bands[row.bands.length - 1]?.maxPages ?? 0;
    return `Pages must be between ${min} and ${max} for a ${book.binding} in ${inkLabel(book.ink)}`;
  }
  return null;
}

/**
 * Why a print book cannot be enrolled in Expanded Distribution, or null when it can: paperbacks
 * only, on the trims KDP lists for the paper (kdp/expanded-distribution.ts).
 */
export function explainExpandedDistributionUnavailable(
  book: Omit<PrintBook, "pages">,
): string | null {
  if (book.binding === "hardcover")
    return "Expanded Distribution is for paperbacks only, not hardcovers";
  const paper = toPaperType(book.ink, book.paper);
  if (findExpandedDistributionRow(paper)?.trims.some((trim) => trim === book.trim)) return null;
  const interior = book.ink === "black" ? `black ink on ${book.paper} paper` : inkLabel(book.ink);
  return `Expanded Distribution is not offered for a ${book.trim} paperback in ${interior}`;
}

export function inkLabel(ink: Ink): string {
  return ink === "black"
    ? "black ink"
    : ink === "standard-color"
      ? "standard colour"
      : "premium colour";
}

export type PrintingCost = {
  cost: number;
  currency: Currency;
  trimClass: TrimClass;
  row: PrintCostRow;
  fixed: number;
  perPage: number;
};

/** KDP's printing cost for one copy ordered in `marketplace`, rounded to the cent. */
export function computePrintingCost(
  book: PrintBook,
  marketplace: Marketplace,
  rows?: readonly PrintCostRow[],
): PrintingCost | null {
  const row = findPrintCostRow(marketplace.id, book.binding, book.ink, rows);
  const band = row ? findCostBand(row, book.pages) : null;
  if (!row || !band) return null;
  const trimClass = getTrimSizeOrThrow(book.trim).trimClass;
  return {
    cost: roundMoney(computeRawPrintingCost(band, book.pages, trimClass), marketplace.currency),
    currency: marketplace.currency,
    trimClass,
    row,
    fixed: band.fixed[trimClass],
    perPage: band.perPage[trimClass],
  };
}

/** Page limits of KDP's trim table for the book's binding, ink and paper. */
export function findBookPageLimit(book: Omit<PrintBook, "pages">) {
  return findPageLimit(book.trim, book.binding, toPaperType(book.ink, book.paper));
}

/**
 * The lowest list price KDP accepts: printing cost ÷ rate with two rates (kdp-facts §2.1):
 * 2 × cost when that is under the 60% threshold (earning 50%), else the larger of the threshold and
 * cost ÷ 0.6. Prices shown with VAT need the VAT on top. Rounded up to the cent.
 */
export function computeMinimumListPrice(cost: number, marketplace: Marketplace): number {
  const print = marketplace.print;
  if (!print) throw new Error(`${marketplace.id} sells no print books`);
  const vat = 1 + marketplace.printVatRate;
  const at50 = roundMoneyUp(2 * cost * vat, marketplace.currency);
  if (at50 < print.sixtyPercentFrom) return at50;
  return Math.max(print.sixtyPercentFrom, roundMoneyUp((cost / 0.6) * vat, marketplace.currency));
}

/** Expanded Distribution pays 40%, so its minimum is cost ÷ 0.4 (paperback only). */
export function computeExpandedMinimumListPrice(cost: number, marketplace: Marketplace): number {
  return roundMoneyUp((cost / 0.4) * (1 + marketplace.printVatRate), marketplace.currency);
}
