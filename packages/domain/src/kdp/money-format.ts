import { groupDigitString } from "../digit-grouping";
import type { Currency } from "./marketplaces";

/*
 * A marketplace amount as en-US `Intl.NumberFormat` writes it ("CA$1,234.50", "-¥1", "PLN 0.50"),
 * without `Intl`: the first formatter a page builds loads the browser's number-formatting data,
 * 85–125 ms of a 4× throttled phone's task, and a calculator's first result was where it happened
 * (issue 26, decision 0172). money-format.test.ts holds this to `Intl` over every currency.
 */

/** en-US's symbol for each marketplace currency; PLN and SEK are written as codes and a no-break space. */
const symbols: Record<Currency, string> = {
  USD: "$",
  GBP: "£",
  EUR: "€",
  PLN: "PLN\u00a0",
  SEK: "SEK\u00a0",
  JPY: "¥",
  CAD: "CA$",
  AUD: "A$",
  INR: "₹",
  BRL: "R$",
  MXN: "MX$",
};

/** Yen have no minor unit on Amazon's pages; every other marketplace currency has cents. */
const fractionDigits = (currency: Currency) => (currency === "JPY" ? 0 : 2);

/** A finite non-negative number's digits in plain decimal form: 1e+21 → "1000…0", 1.5e-7 → "0.00000015". */
function plainDecimal(value: number): string {
  const written = String(value);
  const exponentAt = written.indexOf("e");
  if (exponentAt === -1) return written;
  const exponent = Number(written.slice(exponentAt + 1));
  const [whole = "", fraction = ""] = written.slice(0, exponentAt).split(".");
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Adds one to a string of decimal digits: "0999" → "1000". */
function incrementDigits(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== "9") {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
    out[i] = "0";
  }
  return `1${out.join("")}`;
}

/**
 * Rounds the shortest decimal that reads back as `value` (what `String` gives) to `digits`
 * places, half away from zero, as `Intl` does: 1.005 → "1.01" where `toFixed` gives "1.00".
 */
function roundDecimal(value: number, digits: number): { whole: string; fraction: string } {
  const [whole = "0", fraction = ""] = plainDecimal(value).split(".");
  const kept = whole + fraction.slice(0, digits).padEnd(digits, "0");
  const rounded = (fraction[digits] ?? "0") >= "5" ? incrementDigits(kept) : kept;
  const wholeDigits = rounded.slice(0, rounded.length - digits).replace(/^0+(?=\d)/u, "") || "0";
  return { whole: wholeDigits, fraction: rounded.slice(rounded.length - digits) };
}

/** An amount in a marketplace's currency, written as en-US `Intl.NumberFormat` writes it. */
export function formatCurrencyAmount(value: number, currency: Currency): string {
  // A negative amount (and minus zero) keeps its sign even when it rounds to nothing: "-$0.00".
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const symbol = symbols[currency];
  // Intl sets a code's space only before digits: "PLNNaN", "-PLN∞".
  if (Number.isNaN(value)) return `${symbol.trimEnd()}NaN`;
  if (!Number.isFinite(value)) return `${sign}${symbol.trimEnd()}∞`;
  const { whole, fraction } = roundDecimal(Math.abs(value), fractionDigits(currency));
  return `${sign}${symbol}${groupDigitString(whole)}${fraction ? `.${fraction}` : ""}`;
}
