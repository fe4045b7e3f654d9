import { NEW_MEMBER_WINDOW_HOURS, NEW_USER_BANNER_WINDOW_DAYS } from "../constants";
import { isWithinNewMemberWindow } from "../shop/new-member-window";
import { DAY_MS, HOUR_MS, type Instant, isWithinWindow, toEpochMs } from "./time";

/*
 * Account-age windows (spec §4, §5; VAL-15, BAN-02, POP-08, CD-06; gaps G-35, G-36). Both are
 * `[createdAt, createdAt + window)`: a createdAt in the future is never inside (clock skew cannot
 * make a member "new" early), and exactly 24 h (or 3 days) after signup is outside.
 * The 24 h rule delegates to `isWithinNewMemberWindow` (shop/pricing.ts), so the modal and the
 * discounted price can never disagree about who is new.
 */

/** The user info fields these rules read; anything else is ignored. */
export type AccountAgeInfo = { createdAt?: unknown };

function createdAtMs(info: unknown): number | null {
  if (typeof info !== "object" || info === null) return null;
  const createdAt = (info as AccountAgeInfo).createdAt;
  if (!(createdAt instanceof Date) && typeof createdAt !== "string") return null;
  return toEpochMs(createdAt);
}

/** When an account's window of `windowMs` ends, or null for info without a valid createdAt. */
function windowEnd(info: unknown, windowMs: number): number | null {
  const created = createdAtMs(info);
  return created === null ? null : created + windowMs;
}

function isInAccountWindow(info: unknown, now: Instant, windowMs: number): boolean {
  const created = createdAtMs(info);
  const at = toEpochMs(now);
  if (created === null || at === null) return false;
  return isWithinWindow(at, created, created + windowMs);
}

/**
 * A new member (spec §5): the user info is an object with a valid createdAt, not in the future,
 * within `windowHours` (24) before `now`.
 */
export function isNewMember(
  info: unknown,
  now: Instant,
  windowHours: number = NEW_MEMBER_WINDOW_HOURS,
): boolean {
  const created = createdAtMs(info);
  const at = toEpochMs(now);
  if (created === null || at === null) return false;
  return isWithinNewMemberWindow(created, new Date(at), windowHours);
}

/** When the new-member offer (modal, countdown, price) ends: createdAt + 24 h. */
export function newMemberDeadline(
  info: unknown,
  windowHours: number = NEW_MEMBER_WINDOW_HOURS,
): Date | null {
  const end = windowEnd(info, windowHours * HOUR_MS);
  return end === null ? null : new Date(end);
}

/** An account young enough for the header offer banner: createdAt within the last 3 days. */
export function isInOfferBannerWindow(
  info: unknown,
  now: Instant,
  windowDays: number = NEW_USER_BANNER_WINDOW_DAYS,
): boolean {
  return isInAccountWindow(info, now, windowDays * DAY_MS);
}

/** Where the offer banner's countdown ends: createdAt + 3 days (71:59:49 at 11 s, BAN-04). */
export function offerBannerDeadline(
  info: unknown,
  windowDays: number = NEW_USER_BANNER_WINDOW_DAYS,
): Date | null {
  const end = windowEnd(info, windowDays * DAY_MS);
  return end === null ? null : new Date(end);
}
