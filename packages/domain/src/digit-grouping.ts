/*
 * en-US digit grouping without `Intl`: the first `Intl.NumberFormat` a page builds loads the
 * browser's number-formatting data, 85–105 ms on a 4× throttled phone (issue 26, decision 0172),
 * and the shop's prices, the catalogue's claims and the calculators' amounts (kdp/money-format.ts)
 * were all the number formatting a first visit did. Compact numbers, dates and currencies outside
 * the marketplaces keep `Intl`.
 */

/** A whole number with en-US grouping: 9250 → "9,250", -1234567 → "-1,234,567". */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`groupDigits takes a whole number, got ${value}`);
  }
  const grouped = groupDigitString(String(Math.abs(value)));
  return value < 0 ? `-${grouped}` : grouped;
}

/** A string of decimal digits grouped in threes from the right: "1234567" → "1,234,567". */
export function groupDigitString(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/gu, ",");
}
