"use client";

import type { UsageRecord } from "@inkforge/domain/contracts/usage";
import { useSyncExternalStore } from "react";
import type { ApiCaller } from "@/lib/api/api-call";
import { browserApi } from "@/lib/api/browser-api";
import { createPointsClient } from "@/lib/api/points-client";

/*
 * The signed-in user's points, streak and month rank for the header (spec §2.3, §7.4; NAV-12,
 * ENT-16). Loaded once per session, then kept current from the answers of `POST /api/usage` (every
 * use and the daily visit return the new total and streak), so using a tool updates the header
 * without another request. Failures are swallowed: the header then shows nothing (API-PTS-06).
 */

export type PointsState = {
  userId: string | null;
  totalXp: number | null;
  currentStreak: number | null;
  rank: number | null;
};

const empty: PointsState = { userId: null, totalXp: null, currentStreak: null, rank: null };
let state: PointsState = empty;
let loadedFor: string | null = null;
const listeners = new Set<() => void>();

function set(next: PointsState) {
  state = next;
  for (const listener of listeners) listener();
}

function pointsSnapshot(): PointsState {
  return state;
}

export function usePoints(): PointsState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pointsSnapshot,
    () => empty,
  );
}

/** The browser's IANA zone: the server counts days and streaks in it (decision 0070). */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The `X-Time-Zone` header of a usage call (the body keeps the spec's keys, API-USG-01). */
export function timeZoneHeaders(): Record<string, string> {
  const zone = browserTimeZone();
  return zone ? { "x-time-zone": zone } : {};
}

/** Loads total, streak and this month's rank for the session's user (once per token). */
export async function loadPoints(
  session: { token: string; userId: string },
  call: ApiCaller = browserApi(session.token),
): Promise<void> {
  if (loadedFor === session.token) return;
  loadedFor = session.token;
  if (state.userId !== session.userId) set({ ...empty, userId: session.userId });
  const points = createPointsClient(call);
  const [total, streak, rank] = await Promise.all([
    points.total(session.userId),
    points.streak(session.userId),
    points.monthRank(session.userId),
  ]);
  if (state.userId !== session.userId) return;
  set({
    userId: session.userId,
    // A later usage answer may already have moved these on; keep the newer numbers.
    totalXp: state.totalXp ?? (total.ok ? total.data.total_xp : null),
    currentStreak: state.currentStreak ?? (streak.ok ? streak.data.current_streak : null),
    rank: rank.ok ? rank.data.rank : state.rank,
  });
}

/** A `POST /api/usage` answer carries the new total and streak. */
export function applyUsage(record: Pick<UsageRecord, "user_id" | "total_xp" | "current_streak">) {
  if (typeof record.total_xp !== "number" || typeof record.current_streak !== "number") return;
  set({
    userId: record.user_id,
    totalXp: record.total_xp,
    currentStreak: record.current_streak,
    rank: state.userId === record.user_id ? state.rank : null,
  });
}

/** Signed out: forget the numbers, so another account never sees them. */
export function resetPoints(): void {
  loadedFor = null;
  set(empty);
}
