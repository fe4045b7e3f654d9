import { DAY_MS } from "../time-units";
import type { SalesRange } from "../tools/bsr-sales/bsr-sales";

/*
 * What happened to one product, read from its history (Retro View, issue 12, decision 0067):
 * - a rank spike: the rank improves by at least half (e.g. 20,000 → 10,000 or better) within 3
 *   days. With no new reviews over the same days it is marked a likely promotion (a free or
 *   discounted run moves the rank without organic readers reviewing); with new reviews it stays a
 *   plain rank spike. Overlapping windows are one event.
 * - a price change: every change between two known prices, with before and after.
 * - estimated sales over time: the last known rank of each UTC day through the BSR function.
 */

export const SPIKE_WINDOW_DAYS = 3;
/** The rank must fall to at most this share of where it was (≥ 50% better). */
export const SPIKE_RANK_RATIO = 0.5;

export type DatedValue = { at: Date; value: number | null };

export type RetroHistory = {
  salesRank: readonly DatedValue[];
  price: readonly DatedValue[];
  reviewCount: readonly DatedValue[];
};

export type RankSpikeEvent = {
  kind: "likely-promotion" | "rank-spike";
  /** The point the rank improved from, and the best point reached. */
  from: Date;
  to: Date;
  rankBefore: number;
  bestRank: number;
  /** 0–1: how much better the best rank is than the rank before. */
  improvement: number;
  /** Reviews gained between `from` and `to`; null when the history has no review counts there. */
  newReviews: number | null;
};

export type PriceChangeEvent = {
  kind: "price-change";
  at: Date;
  before: number;
  after: number;
  /** after / before − 1 */
  change: number;
};

export type RetroEvent = RankSpikeEvent | PriceChangeEvent;

function known(points: readonly DatedValue[]): { at: Date; value: number }[] {
  return points
    .filter((point): point is { at: Date; value: number } => point.value !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The last known value at or before `at`; null when none. */
function valueAt(points: readonly { at: Date; value: number }[], at: number): number | null {
  let found: number | null = null;
  for (const point of points) {
    if (point.at.getTime() > at) break;
    found = point.value;
  }
  return found;
}

export function detectRankSpikes(history: RetroHistory): RankSpikeEvent[] {
  const ranks = known(history.salesRank).filter((point) => point.value > 0);
  const reviews = known(history.reviewCount);
  const windowMs = SPIKE_WINDOW_DAYS * DAY_MS;
  const spikes: { fromIndex: number; toIndex: number }[] = [];
  let start = 0;
  for (let i = 1; i < ranks.length; i++) {
    const current = ranks[i];
    if (!current) continue;
    while ((ranks[start]?.at.getTime() ?? 0) < current.at.getTime() - windowMs) start++;
    // The worst rank in the window is where the spike starts from (the latest of equals, so the
    // window is as tight as the data allows).
    let fromIndex = -1;
    for (let j = start; j < i; j++) {
      const candidate = ranks[j];
      if (candidate && (fromIndex === -1 || candidate.value >= (ranks[fromIndex]?.value ?? 0))) {
        fromIndex = j;
      }
    }
    const from = ranks[fromIndex];
    if (!from || current.value > from.value * SPIKE_RANK_RATIO) continue;
    const last = spikes[spikes.length - 1];
    if (last && fromIndex <= last.toIndex) {
      const best = ranks[last.toIndex];
      if (best && current.value < best.value) last.toIndex = i;
      continue;
    }
    spikes.push({ fromIndex, toIndex: i });
  }
  return spikes.map(({ fromIndex, toIndex }) => {
    const from = ranks[fromIndex] as { at: Date; value: number };
    const to = ranks[toIndex] as { at: Date; value: number };
    const before = valueAt(reviews, from.at.getTime());
    const after = valueAt(reviews, to.at.getTime());
    const newReviews = before === null || after === null ? null : after - before;
    return {
      kind:
        newReviews === 0 || (newReviews !== null && newReviews < 0)
          ? "likely-promotion"
          : "rank-spike",
      from: from.at,
      to: to.at,
      rankBefore: from.value,
      bestRank: to.value,
      improvement: 1 - to.value / from.value,
      newReviews,
    };
  });
}

export function detectPriceChanges(history: RetroHistory): PriceChangeEvent[] {
  const prices = known(history.price);
  const changes: PriceChangeEvent[] = [];
  for (let i = 1; i < prices.length; i++) {
    const previous = prices[i - 1];
    const current = prices[i];
    if (!previous || !current || previous.value === current.value) continue;
    changes.push({
      kind: "price-change",
      at: current.at,
      before: previous.value,
      after: current.value,
      change: previous.value > 0 ? current.value / previous.value - 1 : 0,
    });
  }
  return changes;
}

/** Spikes and price changes, oldest first. */
export function detectRetroEvents(history: RetroHistory): RetroEvent[] {
  const dated = (event: RetroEvent) => (event.kind === "price-change" ? event.at : event.from);
  return [...detectRankSpikes(history), ...detectPriceChanges(history)].sort(
    (a, b) => dated(a).getTime() - dated(b).getTime(),
  );
}

export type SalesPoint = { day: string; rank: number; daily: SalesRange };

/** The last known rank of each UTC day (days without a point are left out), as a sales range. */
export function salesSeries(
  ranks: readonly DatedValue[],
  read: (rank: number) => SalesRange,
): SalesPoint[] {
  const lastByDay = new Map<string, number>();
  for (const point of known(ranks)) {
    if (point.value > 0) lastByDay.set(point.at.toISOString().slice(0, 10), point.value);
  }
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return [...lastByDay].map(([day, rank]) => {
    const range = read(rank);
    return {
      day,
      rank,
      daily: { low: round2(range.low), typical: round2(range.typical), high: round2(range.high) },
    };
  });
}

/** Keeps the points from `days` days before `now` on. */
export function withinDays<T extends { at: Date }>(
  points: readonly T[],
  days: number,
  now: Date,
): T[] {
  const since = now.getTime() - days * DAY_MS;
  return points.filter((point) => point.at.getTime() >= since);
}
