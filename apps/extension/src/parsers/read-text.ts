import type { StoreLocale } from "./types";

/** Text of an element with Amazon's invisible direction marks and runs of white space removed. */
export function cleanText(value: string | null | undefined): string {
  return (value ?? "")
    .replace(/[\u200e\u200f\u200b\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function firstMatch(root: ParentNode, selectors: readonly string[]): Element | null {
  for (const selector of selectors) {
    const found = root.querySelector(selector);
    if (found) return found;
  }
  return null;
}

export function firstText(root: ParentNode, selectors: readonly string[]): string | null {
  const text = cleanText(firstMatch(root, selectors)?.textContent);
  return text === "" ? null : text;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The first number in the store's own writing, as a whole match (see readNumber). */
function numberPattern(locale: StoreLocale): RegExp {
  // A space-grouping store may use a space, a no-break or a narrow no-break space.
  const group =
    locale.thousands.trim() === "" ? "[ \\u00a0\\u202f]" : escapeRegExp(locale.thousands);
  const digits = locale.indianGrouping ? "\\d{2,3}" : "\\d{3}";
  return new RegExp(`\\d+(?:${group}${digits}(?!\\d))*(?:${escapeRegExp(locale.decimal)}\\d+)?`);
}

/**
 * "12,345" (en), "12.345" (de), "12 345" (fr, pl, sv), "12,34,567" (in) → the number; "4,6" (de)
 * → 4.6. Null when there is no number.
 */
export function readNumber(text: string | null, locale: StoreLocale): number | null {
  if (!text) return null;
  const match = numberPattern(locale).exec(text);
  if (!match) return null;
  const [whole, fraction] = match[0].split(locale.decimal);
  const value = Number(`${(whole ?? "").replace(/\D/g, "")}${fraction ? `.${fraction}` : ""}`);
  return Number.isFinite(value) ? value : null;
}

/*
 * The currency each store prices in, as its pages write it. "$" alone is the store's own dollar
 * or peso: the store decides which.
 */
const CURRENCY_SIGNS: Record<StoreLocale["currency"], RegExp> = {
  USD: /\$|USD/,
  CAD: /\$|CAD/,
  MXN: /\$|MXN/,
  BRL: /R\$|BRL/,
  GBP: /£|GBP/,
  EUR: /€|EUR/,
  PLN: /zł|PLN/,
  SEK: /kr|SEK/,
  JPY: /[￥¥]|JPY/,
  INR: /₹|INR|Rs\.?/,
  AUD: /\$|AUD/,
  AED: /AED|د\.إ/,
  SGD: /S\$|SGD/,
};

/** A price in the store's own currency; null for another currency or no price. */
export function readPrice(text: string | null, locale: StoreLocale): number | null {
  if (!text) return null;
  if (!CURRENCY_SIGNS[locale.currency].test(text)) return null;
  return readNumber(text, locale);
}

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  // "31 February" would roll into March: a date the store did not mean.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * "Mar 3, 2024", "3 Mar. 2024", "3. März 2024", "3 de marzo de 2024", "2024/3/3", "2024年3月3日"
 * → "2024-03-03"; null when not a date.
 */
export function readDate(text: string | null, locale: StoreLocale): string | null {
  if (!text) return null;
  if (locale.dateOrder === "ymd") {
    const match = /(\d{4})\s*[/年.-]\s*(\d{1,2})\s*[/月.-]\s*(\d{1,2})/.exec(text);
    return match ? isoDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  }
  const words = text.toLowerCase().replace(/[.,]/g, " ").split(/\s+/).filter(Boolean);
  let day: number | null = null;
  let month: number | null = null;
  let year: number | null = null;
  for (const word of words) {
    if (/^\d{4}$/.test(word)) year = Number(word);
    else if (/^\d{1,2}$/.test(word)) day = Number(word);
    else {
      const index = locale.months.findIndex((names) => names.includes(word));
      if (index >= 0) month = index + 1;
    }
  }
  if (day === null || month === null || year === null) return null;
  return isoDay(year, month, day);
}
