import {
  type Currency,
  type MarketplaceFigureRow,
  type MarketplaceId,
  roundMoney,
} from "../kdp/marketplaces";
import type { Ink } from "../kdp/paper";
import {
  type CostBand,
  PRINT_COSTS,
  type PrintCostRow,
  type PrintRegion,
} from "../kdp/print-costs";
import type { KdpSource } from "../kdp/trim-sizes";
import {
  type KdpFigures,
  type PlannerBook,
  type PlanRow,
  planPrices,
  planStatusLabel,
} from "./price-planner";

/*
 * KDP rule-change alerts (issue 33, decision 0118). A change is a new dated version of a printing
 * cost row: from its date it replaces the bands of the code's row for its region, binding and ink.
 * The books it touches are found by pricing every book twice with the planner (so with the royalty
 * calculator's own function), once under the rows before and once after, and comparing.
 * A change may also be a marketplace's print 60% threshold or eBook delivery cost per MB
 * (decision 0127): from its date it replaces that store's figure the same way.
 */

export type PrintCostChange = {
  region: PrintRegion;
  binding: "paperback" | "hardcover";
  ink: Ink;
  bands: CostBand[];
  effectiveFrom: string;
  source: KdpSource;
};

/** The cost table with the changes in force on `today` applied, oldest first. */
export function printCostsWith(
  changes: readonly PrintCostChange[],
  today: string,
  base: readonly PrintCostRow[] = PRINT_COSTS,
): PrintCostRow[] {
  const due = changes
    .filter((change) => change.effectiveFrom <= today)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  return base.map((row) => {
    const latest = due.filter(
      (c) => c.region === row.region && c.binding === row.binding && c.ink === row.ink,
    );
    const last = latest.at(-1);
    return last ? { ...row, bands: last.bands, source: last.source } : row;
  });
}

/** A dated new value of one marketplace's print 60% threshold or eBook delivery cost per MB. */
export type MarketplaceFigureChange = {
  figure: "print-threshold" | "delivery-cost";
  marketplace: MarketplaceId;
  value: number;
  effectiveFrom: string;
  source: KdpSource;
};

export type FigureChange = ({ figure: "print-cost" } & PrintCostChange) | MarketplaceFigureChange;

/** Every figure table with the changes in force on `today` applied, oldest first. */
export function figuresWith(changes: readonly FigureChange[], today: string): Required<KdpFigures> {
  const due = changes
    .filter((change) => change.effectiveFrom <= today)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const rows = (figure: MarketplaceFigureChange["figure"]): MarketplaceFigureRow[] =>
    due.flatMap((change) =>
      change.figure === figure
        ? [{ marketplace: change.marketplace, value: change.value, source: change.source }]
        : [],
    );
  return {
    printCosts: printCostsWith(
      due.flatMap((change) => (change.figure === "print-cost" ? [change] : [])),
      today,
    ),
    thresholds: rows("print-threshold"),
    deliveryCosts: rows("delivery-cost"),
  };
}

export type RuleImpact = {
  marketplace: string;
  label: string;
  currency: Currency;
  format: string;
  listPrice: number | null;
  printingCostBefore: number | null;
  printingCostAfter: number | null;
  royaltyBefore: number | null;
  royaltyAfter: number | null;
  statusAfter: string;
  suggestedPrice: number;
  suggestedRoyalty: number | null;
};

export type BookImpact = { projectId: string; title: string; impacts: RuleImpact[] };

/** Every book and marketplace whose printing cost, royalty or band differs after the change. */
export function findRuleImpacts(
  books: readonly PlannerBook[],
  before: KdpFigures,
  after: KdpFigures,
): BookImpact[] {
  const key = (row: PlanRow) => `${row.projectId}|${row.marketplace}`;
  const old = new Map(planPrices(books, before).map((row) => [key(row), row]));
  const byBook = new Map<string, BookImpact>();
  for (const row of planPrices(books, after)) {
    const was = old.get(key(row));
    if (
      !was ||
      (was.printingCost === row.printingCost &&
        was.royalty === row.royalty &&
        was.status === row.status)
    )
      continue;
    let book = byBook.get(row.projectId);
    if (!book) {
      book = { projectId: row.projectId, title: row.title, impacts: [] };
      byBook.set(row.projectId, book);
    }
    book.impacts.push({
      marketplace: row.marketplace,
      label: row.label,
      currency: row.currency,
      format: row.format,
      listPrice: row.listPrice,
      printingCostBefore: was.printingCost,
      printingCostAfter: row.printingCost,
      royaltyBefore: was.royalty,
      royaltyAfter: row.royalty,
      statusAfter: planStatusLabel(row.status),
      suggestedPrice: row.suggestedPrice,
      suggestedRoyalty: row.suggestedRoyalty,
    });
  }
  return [...byBook.values()];
}

const SYMBOLS: Partial<Record<Currency, string>> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥" };

function money(value: number | null, currency: Currency): string {
  if (value === null) return "nothing (price refused)";
  const symbol = SYMBOLS[currency];
  const amount = roundMoney(value, currency).toFixed(currency === "JPY" ? 0 : 2);
  return symbol ? `${symbol}${amount}` : `${currency} ${amount}`;
}

function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });
}

/** "amazon.de paperback: €2.93 → €2.51 a copy from 1 March; suggested €10.99 (€3.12)". */
export function describeImpact(impact: RuleImpact, effectiveFrom: string): string {
  const { currency } = impact;
  const suggestion =
    impact.listPrice === impact.suggestedPrice
      ? ""
      : `; suggested price ${money(impact.suggestedPrice, currency)} (${money(impact.suggestedRoyalty, currency)} a copy)`;
  return `${impact.marketplace} ${impact.format}: ${money(impact.royaltyBefore, currency)} → ${money(impact.royaltyAfter, currency)} a copy from ${formatDay(effectiveFrom)}${suggestion}`;
}
