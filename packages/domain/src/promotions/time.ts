/*
 * Instants as the promotion rules read them. Campaign data arrives as ISO strings, user info as
 * strings or Dates; anything that is not a real instant is "invalid" rather than NaN, so a rule can
 * fail closed and a caller can log why.
 */

export type Instant = Date | string | number;

export { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from "../time-units";

/** Milliseconds since the epoch, or null for a missing or unparseable instant. */
export function toEpochMs(value: Instant | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isFinite(ms) ? ms : null;
}

/** True when `at` lies in `[start, end)`: inclusive at the start, exclusive at the end (G-36). */
export function isWithinWindow(at: number, start: number | null, end: number | null): boolean {
  return (start === null || start <= at) && (end === null || at < end);
}
