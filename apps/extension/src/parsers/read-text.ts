import type { StoreLocale } from "./types";

/** Text of an element with Amazon's invisible direction marks and runs of white space removed. */
export function cleanText(value: string | null | undefined): string {
  return (value ?? "")
    .replace(/[\u200e\u200f\u200b\u00a0]/g, " ")
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

/** "12,345" (en) or "12.345" (de) → 12345; "4,6" (de) → 4.6. Null when there is no number. */
export function readNumber(text: string | null, locale: StoreLocale): number | null {
  if (!text) return null;
  const match = /\d[\d.,]*/.exec(text);
  if (!match) return null;
  const normalised = match[0]
    .split(locale.thousands)
    .join("")
    .replace(locale.decimal, ".")
    .replace(/\.$/, "");
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** A price in the store's own currency; null for another currency or no price. */
export function readPrice(text: string | null, locale: StoreLocale): number | null {
  if (!text) return null;
  const symbols: Record<StoreLocale["currency"], RegExp> = {
    USD: /\$|USD/,
    GBP: /£|GBP/,
    EUR: /€|EUR/,
  };
  if (!symbols[locale.currency].test(text)) return null;
  return readNumber(text, locale);
}

/** "Mar 3, 2024", "3 Mar. 2024", "3. März 2024" → "2024-03-03"; null when not a date. */
export function readDate(text: string | null, locale: StoreLocale): string | null {
  if (!text) return null;
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
  if (day === null || month === null || year === null || day > 31) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
