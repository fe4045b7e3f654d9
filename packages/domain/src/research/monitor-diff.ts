import { normalizeText } from "./keyword-text";

/*
 * Backend keywords monitor: a saved book is re-run monthly and its owner is told when the
 * suggestions shift. A shift is judged on the set of suggested phrases (case and spacing
 * ignored), not their order, because autocomplete reorders from day to day without meaning
 * anything; a change of at least MONITOR_SHIFT_THRESHOLD of the union counts, so one phrase
 * trading places in a long list does not send a notification every month.
 */

export const MONITOR_SHIFT_THRESHOLD = 0.2;

export type MonitorDiff = {
  added: string[];
  removed: string[];
  kept: number;
  /** (added + removed) / union, 0 when both runs are empty. */
  changeRatio: number;
  shifted: boolean;
};

function uniqueByKey(phrases: readonly string[]): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const phrase of phrases) {
    const key = normalizeText(phrase);
    if (key !== "" && !byKey.has(key)) byKey.set(key, phrase.trim());
  }
  return byKey;
}

export function diffMonitorSuggestions(
  previous: readonly string[],
  current: readonly string[],
  threshold = MONITOR_SHIFT_THRESHOLD,
): MonitorDiff {
  const before = uniqueByKey(previous);
  const after = uniqueByKey(current);
  const added = [...after].filter(([key]) => !before.has(key)).map(([, phrase]) => phrase);
  const removed = [...before].filter(([key]) => !after.has(key)).map(([, phrase]) => phrase);
  const kept = after.size - added.length;
  const union = kept + added.length + removed.length;
  const changeRatio = union === 0 ? 0 : (added.length + removed.length) / union;
  return { added, removed, kept, changeRatio, shifted: union > 0 && changeRatio >= threshold };
}

/** The next monthly run: the same day next month, clamped to the month's last day (31 Jan → 28/29 Feb). */
export function nextMonitorRunAt(lastRunAt: Date): Date {
  const year = lastRunAt.getUTCFullYear();
  const month = lastRunAt.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(lastRunAt.getTime());
  next.setUTCFullYear(year, month, Math.min(lastRunAt.getUTCDate(), lastDay));
  return next;
}

export function isMonitorDue(lastRunAt: Date | null, now: Date): boolean {
  return lastRunAt === null || now.getTime() >= nextMonitorRunAt(lastRunAt).getTime();
}
