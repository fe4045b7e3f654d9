import { DAY_MS } from "../time-units";
/*
 * Calendar dates for points and streaks (spec §4 session, §7.4, gap G-49). A "day" is a date in a
 * time zone: the user's zone for the daily visit and streaks, UTC unless told otherwise. Date keys
 * are `YYYY-MM-DD` strings so they compare and store as text.
 */

export const DEFAULT_TIME_ZONE = "UTC";

export type DateKey = string;

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an IANA time zone the runtime knows. */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== "string" || timeZone.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date of `now` in `timeZone` (an unknown zone reads as UTC). */
export function dateKeyAt(now: Date, timeZone: string = DEFAULT_TIME_ZONE): DateKey {
  if (Number.isNaN(now.getTime())) throw new RangeError("now must be a valid Date");
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Whole days from date key `a` to `b` (positive when `b` is later); null for a malformed key. */
export function daysBetween(a: DateKey, b: DateKey): number | null {
  const start = parseDateKey(a);
  const end = parseDateKey(b);
  if (start === null || end === null) return null;
  return Math.round((end - start) / DAY_MS);
}

function parseDateKey(key: DateKey): number | null {
  const match = DATE_KEY.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return ms;
}

/** True for a real `YYYY-MM-DD` date. */
export function isDateKey(value: unknown): value is DateKey {
  return typeof value === "string" && parseDateKey(value) !== null;
}

/** The `this_month` rank period containing `now`: `[first of month, first of next month)` in UTC. */
export function monthPeriodAt(now: Date): { start: Date; end: Date } {
  if (Number.isNaN(now.getTime())) throw new RangeError("now must be a valid Date");
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}
