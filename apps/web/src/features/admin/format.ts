import { formatPrice } from "@inkforge/domain/shop/money";

export function money(cents: number): string {
  return formatPrice(cents);
}

/** A timestamp as the operator reads it: date and time in UTC, to the minute. */
export function when(iso: string | null): string {
  if (!iso) return "—";
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** Basis points (1/100 of a percent) as a percentage with two decimals. */
export function percent(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2)} %`;
}
