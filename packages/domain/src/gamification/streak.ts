import { type DateKey, daysBetween, isDateKey } from "./calendar";

/*
 * Streaks (spec §3 "current_streak", §7.5; gap G-49): consecutive calendar days with activity, in
 * the user's time zone. A streak is still current on a day with no activity yet as long as the day
 * before had some: it breaks only once a whole day is missed.
 */

/** The current streak at `today` from the dates with activity (any order, duplicates allowed). */
export function currentStreak(activeDates: Iterable<DateKey>, today: DateKey): number {
  if (!isDateKey(today)) throw new RangeError(`today must be a YYYY-MM-DD date, got ${today}`);
  const offsets = new Set<number>();
  for (const date of activeDates) {
    const offset = isDateKey(date) ? daysBetween(date, today) : null;
    if (offset !== null && offset >= 0) offsets.add(offset);
  }
  let day = offsets.has(0) ? 0 : 1;
  let streak = 0;
  while (offsets.has(day)) {
    streak += 1;
    day += 1;
  }
  return streak;
}

/** The longest run of consecutive active days. */
export function longestStreak(activeDates: Iterable<DateKey>): number {
  const days = [...new Set([...activeDates].filter(isDateKey))].sort();
  let best = 0;
  let run = 0;
  let previous: DateKey | null = null;
  for (const date of days) {
    run = previous !== null && daysBetween(previous, date) === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = date;
  }
  return best;
}
