import { type Availability, type PlanTier, planTiers } from "../shop/enums";
import { entryLimit, getCapabilityOrThrow } from "../shop/feature-matrix";

/*
 * The keyword and ASIN trackers' rules (issue 12): how many entries a plan may keep, when each
 * entry's daily snapshot is due, the change since yesterday and last week, and which alerts a new
 * snapshot fires. Pure, so the API, the job and the page agree.
 */

export type TrackerKind = "keyword" | "asin";

export const TRACKER_CAPABILITY_IDS = {
  keyword: "keyword-tracker",
  asin: "asin-tracker",
} as const satisfies Record<TrackerKind, string>;

export const TRACKER_NAMES = {
  keyword: "Keyword rank tracker",
  asin: "Product (ASIN) tracker",
} as const satisfies Record<TrackerKind, string>;

/** What one entry is called in the limit message. */
const ENTRY_WORDS = {
  keyword: "tracked keywords",
  asin: "tracked products",
} as const satisfies Record<TrackerKind, string>;

/**
 * Amazon shows 16 results on the first page of a books search on desktop; a position past that, or
 * no position at all (the ASIN was not in the results), has left the first page.
 */
export const FIRST_PAGE_SIZE = 16;

export const MINUTES_PER_DAY = 24 * 60;

export type LimitCheck =
  | { ok: true; limit: number | null }
  | { ok: false; limit: number; upgradeTier: PlanTier | null; message: string };

/** The lowest plan whose availability allows more than `limit` entries (null: none does). */
export function upgradeTierFor(kind: TrackerKind, limit: number): PlanTier | null {
  const row = getCapabilityOrThrow(TRACKER_CAPABILITY_IDS[kind]);
  return (
    planTiers.find((tier) => {
      const allowed = entryLimit(row.availability[tier]);
      return allowed === null || allowed > limit;
    }) ?? null
  );
}

/**
 * Whether `adding` more entries fit beside the `current` ones on an availability. A refusal names
 * the limit and the plan that offers more, so the page can show the upgrade.
 */
export function checkTrackerLimit(input: {
  kind: TrackerKind;
  availability: Availability;
  current: number;
  adding: number;
}): LimitCheck {
  const { kind, availability, current, adding } = input;
  const limit = entryLimit(availability);
  if (limit === null || current + adding <= limit) return { ok: true, limit };
  const upgradeTier = upgradeTierFor(kind, limit);
  const upgrade = upgradeTier
    ? ` Upgrade to ${upgradeTier} to track more.`
    : " Remove an entry to add another.";
  const message =
    limit === 0
      ? `The ${TRACKER_NAMES[kind]} is not part of your plan.${upgradeTier ? ` It comes with ${upgradeTier} and above.` : ""}`
      : `Your plan allows ${limit} ${ENTRY_WORDS[kind]}; you have ${current}.${upgrade}`;
  return { ok: false, limit, upgradeTier, message };
}

/**
 * The minute of the UTC day at which an entry's snapshot is taken, from its id (FNV-1a). Entries
 * spread evenly over the day, so a source's rate limit holds however many users add entries at
 * once, and an entry keeps its slot from day to day.
 */
export function dailySlotMinute(entryId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < entryId.length; index += 1) {
    hash ^= entryId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % MINUTES_PER_DAY;
}

/** The UTC calendar day of an instant, "YYYY-MM-DD" (what a snapshot is unique on). */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The day `days` before a "YYYY-MM-DD" day. */
export function dayBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return utcDay(at);
}

/** Due when the entry's slot has passed today and today has no snapshot yet. */
export function isSnapshotDue(input: {
  entryId: string;
  now: Date;
  lastSnapshotDay: string | null;
}): boolean {
  const minute = input.now.getUTCHours() * 60 + input.now.getUTCMinutes();
  return input.lastSnapshotDay !== utcDay(input.now) && minute >= dailySlotMinute(input.entryId);
}

export type DayValue = { day: string; value: number | null };

export type Change = {
  from: number;
  to: number;
  /** to − from: for ranks and positions a negative change is an improvement. */
  delta: number;
  /** The day compared with (the latest snapshot on or before the wanted day). */
  sinceDay: string;
};

/**
 * The change of a value from `days` before the latest snapshot to the latest one: compared with the
 * latest snapshot on or before that day, so a missed day still gives an answer. Null when either
 * side has no value.
 */
export function changeSince(series: readonly DayValue[], days: number): Change | null {
  if (series.length === 0) return null;
  const sorted = [...series].sort((a, b) => a.day.localeCompare(b.day));
  const latest = sorted[sorted.length - 1]!;
  const wanted = dayBefore(latest.day, days);
  const earlier = [...sorted].reverse().find((point) => point.day <= wanted);
  if (!earlier || earlier.value === null || latest.value === null) return null;
  return {
    from: earlier.value,
    to: latest.value,
    delta: latest.value - earlier.value,
    sinceDay: earlier.day,
  };
}

export type AlertSettings = {
  /** Fire when the tracked rank (keyword: position; ASIN: sales rank) crosses this value. */
  rankThreshold: number | null;
  /** Keyword entries: fire when the ASIN's position leaves the first page. */
  leavesFirstPage: boolean;
};

export type TrackerAlert =
  | { kind: "rank-crossed"; threshold: number; from: number | null; to: number | null }
  | { kind: "left-first-page"; from: number; to: number | null };

function onFirstPage(position: number | null): boolean {
  return position !== null && position <= FIRST_PAGE_SIZE;
}

/**
 * The alerts a new snapshot fires against the one before it. A crossing is judged between two
 * consecutive snapshots only, so each crossing fires once and staying past the value stays quiet.
 * A missing rank (not found) counts as past every threshold.
 */
export function evaluateAlerts(input: {
  kind: TrackerKind;
  settings: AlertSettings;
  previous: number | null | undefined;
  current: number | null;
}): TrackerAlert[] {
  const { kind, settings, previous, current } = input;
  if (previous === undefined) return [];
  const alerts: TrackerAlert[] = [];
  const threshold = settings.rankThreshold;
  if (threshold !== null) {
    const within = (value: number | null) => value !== null && value <= threshold;
    if (within(previous) !== within(current)) {
      alerts.push({ kind: "rank-crossed", threshold, from: previous, to: current });
    }
  }
  if (kind === "keyword" && settings.leavesFirstPage && previous !== null) {
    if (onFirstPage(previous) && !onFirstPage(current)) {
      alerts.push({ kind: "left-first-page", from: previous, to: current });
    }
  }
  return alerts;
}

/** The notification text of an alert, naming the entry. */
export function alertMessage(kind: TrackerKind, label: string, alert: TrackerAlert): string {
  const what = kind === "keyword" ? "position" : "sales rank";
  const show = (value: number | null) => (value === null ? "not found" : `#${value}`);
  if (alert.kind === "left-first-page") {
    return `${label}: left the first page of results (${show(alert.from)} → ${show(alert.to)}; the first page is positions 1–${FIRST_PAGE_SIZE}).`;
  }
  const better = alert.to !== null && alert.to <= alert.threshold;
  return `${label}: ${what} ${better ? "reached" : "fell past"} #${alert.threshold} (${show(alert.from)} → ${show(alert.to)}).`;
}
