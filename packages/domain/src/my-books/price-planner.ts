import type { BookSpecs, ListPrices } from "../book-project/contract";
import {
  type Currency,
  listEbookMarketplaces,
  listPrintMarketplaces,
  type Marketplace,
  type MarketplaceFigures,
  type MarketplaceId,
  marketplaceWithFigures,
} from "../kdp/marketplaces";
import type { PrintCostRow } from "../kdp/print-costs";
import { findPrintPriceBreaches } from "../tools/royalty/print-book-rules";
import {
  computeMinimumListPrice,
  computePrintingCost,
  explainPrintUnavailable,
  type PrintBook,
} from "../tools/royalty/print-cost";
import { computeRoyalty, findEbookMinimum } from "../tools/royalty/royalty";

/*
 * The price planner (issue 33, decision 0118): for each book project, the royalty at its list price
 * in every marketplace that sells its format, computed by the royalty calculator's own function,
 * with the band it falls in and a suggested price that keeps the better band (60% print, 70%
 * eBook) with the marketplace's usual price ending. No royalty formula lives here.
 */

/** The KDP figures a plan is priced under: the code's tables unless dated changes are given. */
export type KdpFigures = { printCosts?: readonly PrintCostRow[] } & MarketplaceFigures;

export type PlannerBook = {
  projectId: string;
  title: string;
  specs: BookSpecs;
  listPrices: ListPrices;
};

export type PlanStatus =
  | "better-band"
  | "fifty-percent-band"
  | "thirty-five-percent"
  | "below-minimum"
  | "above-maximum"
  | "no-price";

export type PlanRow = {
  projectId: string;
  title: string;
  format: BookSpecs["binding"];
  marketplace: MarketplaceId;
  label: string;
  currency: Currency;
  listPrice: number | null;
  royalty: number | null;
  rate: number | null;
  status: PlanStatus;
  minimumListPrice: number | null;
  maximumListPrice: number | null;
  /** Print: where 60% starts; eBook: the 70% band's lowest price. */
  betterBandFrom: number | null;
  printingCost: number | null;
  suggestedPrice: number;
  suggestedRoyalty: number | null;
};

/** How shoppers see prices end in each currency: .99, or whole amounts ending in 9 or 0. */
type Ending = "99-cents" | "whole-9" | "whole-0";
const ENDINGS: Record<Currency, Ending> = {
  USD: "99-cents",
  GBP: "99-cents",
  EUR: "99-cents",
  CAD: "99-cents",
  AUD: "99-cents",
  BRL: "99-cents",
  MXN: "99-cents",
  PLN: "99-cents",
  SEK: "whole-9",
  INR: "whole-9",
  JPY: "whole-0",
};

const cents = (value: number) => Math.round(value * 100) / 100;

/** The lowest price at or above `price` with the currency's ending. */
export function endPriceUp(price: number, currency: Currency): number {
  switch (ENDINGS[currency]) {
    case "99-cents":
      return cents(Math.ceil(cents(price) + 0.01) - 0.01);
    case "whole-9":
      return Math.ceil((price + 1) / 10) * 10 - 1;
    case "whole-0":
      return Math.ceil(price / 10) * 10;
  }
}

/** The highest price at or below `price` with the currency's ending. */
export function endPriceDown(price: number, currency: Currency): number {
  switch (ENDINGS[currency]) {
    case "99-cents":
      return cents(Math.floor(cents(price) + 0.01) - 0.01);
    case "whole-9":
      return Math.floor((price + 1) / 10) * 10 - 1;
    case "whole-0":
      return Math.floor(price / 10) * 10;
  }
}

function royaltyAt(
  book: PlannerBook,
  marketplace: Marketplace,
  price: number,
  figures: KdpFigures,
): { royalty: number; rate: number } | null {
  const { specs } = book;
  try {
    const result = computeRoyalty(
      {
        format: specs.binding,
        marketplace: marketplace.id,
        listPrice: price,
        pages: specs.pageCount,
        ink: specs.ink,
        paper: specs.paper,
        trim: specs.trim,
        // The planner assumes KDP Select, which 70% needs in four stores; the page says so.
        kdpSelect: true,
        fileSizeMb: specs.fileSizeMb ?? 0,
      },
      figures,
    );
    return { royalty: result.royalty, rate: result.rate };
  } catch {
    return null;
  }
}

function planPrint(
  book: PlannerBook,
  marketplace: Marketplace,
  figures: KdpFigures,
): PlanRow | null {
  const print = marketplace.print;
  const printBook: PrintBook = {
    binding: book.specs.binding === "hardcover" ? "hardcover" : "paperback",
    pages: book.specs.pageCount,
    ink: book.specs.ink,
    paper: book.specs.paper,
    trim: book.specs.trim,
  };
  if (!print || explainPrintUnavailable(printBook, marketplace)) return null;
  const printing = computePrintingCost(printBook, marketplace, figures.printCosts);
  if (!printing) return null;
  const minimum = computeMinimumListPrice(printing.cost, marketplace);
  const maximum = print.maxListPrice;
  const price = book.listPrices[marketplace.id] ?? null;
  const target = Math.max(print.sixtyPercentFrom, minimum);
  let status: PlanStatus = "no-price";
  let earned: { royalty: number; rate: number } | null = null;
  let suggested = endPriceUp(target, marketplace.currency);
  if (price !== null) {
    const [breach] = findPrintPriceBreaches(price, { minimum, maximum, expandedMinimum: null });
    if (breach === "below-minimum") status = "below-minimum";
    else if (breach === "above-maximum") {
      status = "above-maximum";
      suggested = endPriceDown(maximum, marketplace.currency);
    } else {
      earned = royaltyAt(book, marketplace, price, figures);
      status = price >= print.sixtyPercentFrom ? "better-band" : "fifty-percent-band";
      if (status === "better-band") suggested = price;
    }
  }
  return {
    projectId: book.projectId,
    title: book.title,
    format: book.specs.binding,
    marketplace: marketplace.id,
    label: marketplace.label,
    currency: marketplace.currency,
    listPrice: price,
    royalty: earned?.royalty ?? null,
    rate: earned?.rate ?? null,
    status,
    minimumListPrice: minimum,
    maximumListPrice: maximum,
    betterBandFrom: print.sixtyPercentFrom,
    printingCost: printing.cost,
    suggestedPrice: suggested,
    suggestedRoyalty: royaltyAt(book, marketplace, suggested, figures)?.royalty ?? null,
  };
}

function planEbook(
  book: PlannerBook,
  marketplace: Marketplace,
  figures: KdpFigures,
): PlanRow | null {
  const rules = marketplace.ebook;
  if (!rules) return null;
  const minimum = findEbookMinimum(marketplace, book.specs.fileSizeMb ?? 0);
  const maximum = rules.max35;
  const price = book.listPrices[marketplace.id] ?? null;
  const { min, max } = rules.band70;
  let status: PlanStatus = "no-price";
  let earned: { royalty: number; rate: number } | null = null;
  let suggested = endPriceUp(min, marketplace.currency);
  if (price !== null) {
    if (minimum !== null && price < minimum) status = "below-minimum";
    else if (maximum !== null && price > maximum) status = "above-maximum";
    else {
      earned = royaltyAt(book, marketplace, price, figures);
      status = price >= min && price <= max ? "better-band" : "thirty-five-percent";
    }
    if (status === "better-band") suggested = price;
    else if (price > max) suggested = endPriceDown(max, marketplace.currency);
  }
  return {
    projectId: book.projectId,
    title: book.title,
    format: "ebook",
    marketplace: marketplace.id,
    label: marketplace.label,
    currency: marketplace.currency,
    listPrice: price,
    royalty: earned?.royalty ?? null,
    rate: earned?.rate ?? null,
    status,
    minimumListPrice: minimum,
    maximumListPrice: maximum,
    betterBandFrom: min,
    printingCost: null,
    suggestedPrice: suggested,
    suggestedRoyalty: royaltyAt(book, marketplace, suggested, figures)?.royalty ?? null,
  };
}

/** Every book in every marketplace that sells its format. */
export function planPrices(books: readonly PlannerBook[], figures: KdpFigures = {}): PlanRow[] {
  return books.flatMap((book) => {
    const format = book.specs.binding;
    const stores = format === "ebook" ? listEbookMarketplaces() : listPrintMarketplaces(format);
    return stores.flatMap((store) => {
      const marketplace = marketplaceWithFigures(store, figures);
      const row =
        format === "ebook"
          ? planEbook(book, marketplace, figures)
          : planPrint(book, marketplace, figures);
      return row ? [row] : [];
    });
  });
}

const STATUS_LABELS: Record<PlanStatus, string> = {
  "better-band": "60%/70% band",
  "fifty-percent-band": "50% band",
  "thirty-five-percent": "35% only",
  "below-minimum": "below minimum",
  "above-maximum": "above maximum",
  "no-price": "no price",
};

export function planStatusLabel(status: PlanStatus): string {
  return STATUS_LABELS[status];
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet; quote and prefix it.
  const safe = /^[=+\-@]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The plan as CSV, one row per book and marketplace, to apply in KDP. */
export function planToCsv(rows: readonly PlanRow[]): string {
  const header = [
    "Title",
    "Format",
    "Marketplace",
    "Currency",
    "List price",
    "Royalty",
    "Status",
    "Suggested price",
    "Royalty at suggested price",
  ];
  const lines = rows.map((row) =>
    [
      row.title,
      row.format,
      row.marketplace,
      row.currency,
      row.listPrice,
      row.royalty,
      planStatusLabel(row.status),
      row.suggestedPrice,
      row.suggestedRoyalty,
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\n")}\n`;
}
