import { describe, expect, it } from "vitest";
import {
  applyPercentDiscount,
  centsToDecimalString,
  decimalStringToCents,
  formatPrice,
} from "./money";

describe("formatPrice (spec §9: en-US, USD)", () => {
  it.each([
    [999, "$9.99"],
    [123_400, "$1,234.00"],
    [123_450, "$1,234.50"],
    [0, "$0.00"],
    [1, "$0.01"],
    [59_900, "$599.00"],
  ])("%i cents → %s", (cents, expected) => {
    expect(formatPrice(cents)).toBe(expected);
  });

  it("can drop .00 from whole dollars", () => {
    expect(formatPrice(19_900, { trimWholeDollars: true })).toBe("$199");
    expect(formatPrice(999, { trimWholeDollars: true })).toBe("$9.99");
    expect(formatPrice(0, { trimWholeDollars: true })).toBe("$0");
  });

  // Written out without Intl (decision 0172): it must read exactly as Intl's en-US dollars do.
  const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  const usdWhole = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  it.each([
    0, 1, 9, 10, 99, 100, 101, 999, 1_000, 99_999, 100_000, 123_456, 999_999, 1_000_000, 12_345_678,
    100_000_000, 123_456_789_012, -1, -5, -99, -100, -123_456,
  ])("%i cents reads as Intl's en-US USD", (cents) => {
    expect(formatPrice(cents)).toBe(usd.format(cents / 100));
    if (cents % 100 === 0) {
      expect(formatPrice(cents, { trimWholeDollars: true })).toBe(usdWhole.format(cents / 100));
    }
  });

  it("stays exact where dividing by 100 in floating point would not", () => {
    expect(formatPrice(Number.MAX_SAFE_INTEGER)).toBe("$90,071,992,547,409.91");
  });

  it.each([9.99, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s (not whole cents)", (value) => {
    expect(() => formatPrice(value)).toThrow(RangeError);
  });
});

describe("applyPercentDiscount (integer cents, half a cent rounds up)", () => {
  it.each([
    [19_900, 55, 8_955],
    [999, 55, 450],
    [34_900, 55, 15_705],
    [47_900, 55, 21_555],
    [59_900, 55, 26_955],
    [1, 50, 1],
    [3, 50, 2],
    [5, 10, 5],
    [0, 55, 0],
    [1_000, 0, 1_000],
    [1_000, 100, 0],
    [999, 12.5, 874],
    [999, 12.55, 874],
  ])("%i cents at %s%% off → %i", (cents, percent, expected) => {
    expect(applyPercentDiscount(cents, percent)).toBe(expected);
  });

  it.each([
    [-1, 10],
    [1.5, 10],
    [100, -1],
    [100, 101],
    [100, Number.NaN],
    [100, 12.345],
  ])("refuses %s cents at %s%%", (cents, percent) => {
    expect(() => applyPercentDiscount(cents, percent)).toThrow(RangeError);
  });
});

describe("provider decimal amounts", () => {
  it.each([
    [8_955, "89.55"],
    [5, "0.05"],
    [0, "0.00"],
    [100, "1.00"],
    [-5, "-0.05"],
  ])("%i cents → %s", (cents, expected) => {
    expect(centsToDecimalString(cents)).toBe(expected);
  });

  it.each([
    ["89.55", 8_955],
    ["199", 19_900],
    ["0.5", 50],
    [" 1.00 ", 100],
    ["1.234", null],
    ["-1", null],
    ["abc", null],
    ["", null],
  ])("%j → %j", (value, expected) => {
    expect(decimalStringToCents(value)).toBe(expected);
  });
});
