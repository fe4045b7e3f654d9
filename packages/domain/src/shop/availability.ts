import type { Availability } from "./enums";

/*
 * The scale of a feature-matrix cell, from "not available" to "available". Kept apart from the
 * matrix itself so a browser bundle can rank availabilities without carrying the whole table
 * (decision 0087).
 */

/** What "limited" allows: this many entries (or uses) of the capability's `limitUnit`. */
export const LIMITED_ENTRY_LIMIT = 10;

/**
 * The most entries (or uses, in the row's `limitUnit`) an availability allows: `null` means no
 * limit, 0 means none. "limited" allows `LIMITED_ENTRY_LIMIT` (10).
 */
export function entryLimit(availability: Availability): number | null {
  switch (availability) {
    case "available":
      return null;
    case "not available":
      return 0;
    case "limited":
      return LIMITED_ENTRY_LIMIT;
    case "max 100 entries":
      return 100;
    case "max 200 entries":
      return 200;
  }
}

/** The more generous of two availabilities (used when a plan and a bought feature both apply). */
export function moreGenerous(a: Availability, b: Availability): Availability {
  const rank = (value: Availability): number => {
    const limit = entryLimit(value);
    return limit === null ? Number.POSITIVE_INFINITY : limit;
  };
  return rank(b) > rank(a) ? b : a;
}
