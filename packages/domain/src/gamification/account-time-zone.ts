import { DAY_MS } from "../time-units";
import { isValidTimeZone } from "./calendar";

/*
 * The account's time zone (issue 24, decision 0079). Calendar days for points and streaks are
 * counted in one zone per account, not in whatever zone a request names: a header sent per
 * request let a visit without it and another with `Pacific/Kiritimati` earn two visits and a
 * 2-day streak on the first day. The zone is set by the first request that names one and then
 * changed only through the account, at most once per TIME_ZONE_CHANGE_DAYS.
 */

export const TIME_ZONE_CHANGE_DAYS = 30;

/**
 * `setAt`: when the member last changed the zone through the account; null when it was only
 * taken from a first request (which starts no interval, so the member may correct it at once).
 */
export type TimeZoneSetting = { timeZone: string | null; setAt: Date | null };

export type TimeZoneDecision =
  | { change: false; reason: "unchanged" | "invalid" | "already-set" }
  | { change: false; reason: "too-soon"; nextChangeAt: Date }
  | { change: true; source: "first-request" | "account" };

/**
 * Whether a zone `requested` by `source` replaces the account's: a request's zone only fills an
 * empty one; the account setting changes it once the interval since the last setting has passed.
 */
export function decideTimeZoneChange(
  current: TimeZoneSetting,
  requested: string,
  source: "first-request" | "account",
  now: Date,
): TimeZoneDecision {
  if (!isValidTimeZone(requested)) return { change: false, reason: "invalid" };
  if (current.timeZone === requested) return { change: false, reason: "unchanged" };
  if (current.timeZone === null) return { change: true, source };
  if (source === "first-request") return { change: false, reason: "already-set" };
  if (current.setAt !== null) {
    const nextChangeAt = new Date(current.setAt.getTime() + TIME_ZONE_CHANGE_DAYS * DAY_MS);
    if (now.getTime() < nextChangeAt.getTime()) {
      return { change: false, reason: "too-soon", nextChangeAt };
    }
  }
  return { change: true, source: "account" };
}
