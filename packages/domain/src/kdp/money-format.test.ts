import { describe, expect, it } from "vitest";
import { CURRENCIES } from "./marketplaces";
import { formatCurrencyAmount } from "./money-format";

// Written out without Intl (decision 0172): every marketplace currency must read exactly as
// Intl's en-US currency format, which the calculators used before.
const intl = (currency: string) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    maximumFractionDigits: currency === "JPY" ? 0 : 2,
  });

const amounts = [
  0,
  -0,
  0.004,
  0.005,
  -0.004,
  -0.005,
  0.01,
  0.125,
  0.135,
  0.5,
  0.995,
  0.999,
  1,
  1.005,
  1.015,
  1.045,
  2.675,
  9.99,
  10.5,
  99.995,
  999.5,
  1_000,
  1_234.5,
  12_345.675,
  999_999.995,
  1_000_000,
  123_456_789.125,
  1e15,
  1e21,
  1.5e-7,
  5e-324,
  -1.005,
  -2.675,
  -1_234.5,
  -999_999.995,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

describe("formatCurrencyAmount reads as Intl's en-US currency format", () => {
  it.each(CURRENCIES)("%s over a table of amounts", (currency) => {
    const format = intl(currency);
    for (const amount of amounts) {
      expect([amount, formatCurrencyAmount(amount, currency)]).toEqual([
        amount,
        format.format(amount),
      ]);
    }
  });

  it("and over 20,000 generated amounts of every size and three decimals", () => {
    // A fixed linear congruential sequence: the same amounts on every run.
    let state = 20261130;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const formats = new Map(CURRENCIES.map((currency) => [currency, intl(currency)]));
    for (let i = 0; i < 20_000; i++) {
      const currency = CURRENCIES[i % CURRENCIES.length]!;
      const magnitude = 10 ** Math.floor(next() * 12 - 3);
      const amount = (Math.round(next() * magnitude * 1000) / 1000) * (next() < 0.2 ? -1 : 1);
      expect([amount, currency, formatCurrencyAmount(amount, currency)]).toEqual([
        amount,
        currency,
        formats.get(currency)!.format(amount),
      ]);
    }
  });

  it("writes the codes of PLN and SEK with a no-break space, and yen without decimals", () => {
    expect(formatCurrencyAmount(1234.5, "PLN")).toBe("PLN\u00a01,234.50");
    expect(formatCurrencyAmount(-0.5, "SEK")).toBe("-SEK\u00a00.50");
    expect(formatCurrencyAmount(1234.5, "JPY")).toBe("¥1,235");
    expect(formatCurrencyAmount(3.675, "CAD")).toBe("CA$3.68");
  });
});
