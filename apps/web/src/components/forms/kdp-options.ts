import { CURRENCIES, type Currency, MARKETPLACES } from "@inkforge/domain/kdp/marketplaces";
import { formatCurrencyAmount } from "@inkforge/domain/kdp/money-format";
import { listTrimSizes } from "@inkforge/domain/kdp/trim-sizes";

/* Select options shared by the royalty calculator and the price checker. */

export const formatOptions = [
  { value: "ebook", label: "Kindle eBook" },
  { value: "paperback", label: "Paperback" },
  { value: "hardcover", label: "Hardcover" },
];
export const inkOptions = [
  { value: "black", label: "Black ink" },
  { value: "standard-color", label: "Standard colour" },
  { value: "premium-color", label: "Premium colour" },
];
export const paperOptions = [
  { value: "white", label: "White" },
  { value: "cream", label: "Cream" },
];
export const planOptions = [
  { value: "70", label: "70%" },
  { value: "35", label: "35%" },
];

export function listMarketplaceOptions(format: string) {
  return MARKETPLACES.filter((m) => (format === "ebook" ? m.ebook : m.print)).map((m) => ({
    value: m.id,
    label: `${m.label}, ${m.currency}`,
  }));
}

export function listTrimOptions(format: string) {
  return listTrimSizes(format === "hardcover" ? "hardcover" : "paperback").map((trim) => ({
    value: trim.id,
    label: trim.label,
  }));
}

const marketplaceCurrencies: ReadonlySet<string> = new Set(CURRENCIES);
// Anything else (none of today's callers) goes through Intl, built once per currency.
const otherFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in a marketplace's currency, en-US style. Written out without Intl (decision 0172):
 * the first Intl formatter a page builds cost the calculators' first result 85–125 ms on a
 * throttled phone.
 */
export function formatMoney(value: number, currency: string): string {
  if (marketplaceCurrencies.has(currency)) {
    return formatCurrencyAmount(value, currency as Currency);
  }
  let format = otherFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency });
    otherFormats.set(currency, format);
  }
  return format.format(value);
}

/**
 * When the format changes, a trim or marketplace the new format does not offer is replaced by the
 * default, so a select never shows one value while the form holds another.
 */
export function findIncompatibleChoices(values: {
  format: string;
  trim: string;
  marketplace: string;
}): { trim?: string; marketplace?: string } {
  const fixes: { trim?: string; marketplace?: string } = {};
  if (
    values.format !== "ebook" &&
    !listTrimOptions(values.format).some((option) => option.value === values.trim)
  )
    fixes.trim = "6x9";
  if (!listMarketplaceOptions(values.format).some((option) => option.value === values.marketplace))
    fixes.marketplace = "amazon.com";
  return fixes;
}
