import { NEW_MEMBER_WINDOW_HOURS } from "../constants";
import { HOUR_MS } from "../time-units";

/*
 * The new-member window on its own, without the catalogue: the header banner and the popups read
 * it on every page, and reaching it through pricing.ts put the whole shop catalogue into every
 * page's first load (decision 0087). pricing.ts re-exports it, so the price and the banner share
 * one rule.
 */

function toTime(value: Date | string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * True while an account is a new member at `now`: `createdAt ≤ now < createdAt + 24 h`
 * (inclusive start, exclusive end, gap G-36). A missing, invalid or future `createdAt` is false.
 */
export function isWithinNewMemberWindow(
  createdAt: Date | string | number | null | undefined,
  now: Date,
  windowHours: number = NEW_MEMBER_WINDOW_HOURS,
): boolean {
  const created = toTime(createdAt);
  if (created === null || !(now instanceof Date) || Number.isNaN(now.getTime())) return false;
  const at = now.getTime();
  return created <= at && at < created + windowHours * HOUR_MS;
}
