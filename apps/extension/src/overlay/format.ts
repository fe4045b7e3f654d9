import type { SalesRange } from "@inkforge/domain/tools/bsr-sales/bsr-sales";

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export function formatCount(value: number): string {
  return whole.format(value);
}

/** "3.1–4.2–5" (low–typical–high), or one figure when the three are the same. */
export function formatRange(range: SalesRange, digits: "whole" | "decimals"): string {
  const format = digits === "whole" ? whole : twoDecimals;
  const values = [range.low, range.typical, range.high].map((value) => format.format(value));
  return new Set(values).size === 1 ? (values[0] ?? "") : values.join("–");
}

export function formatMoneyRange(range: SalesRange, currency: string): string {
  const money = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  });
  const values = [range.low, range.typical, range.high].map((value) => money.format(value));
  return new Set(values).size === 1 ? (values[0] ?? "") : values.join("–");
}
