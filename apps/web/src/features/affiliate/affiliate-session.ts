"use client";

import type { UsageRecord } from "@inkforge/domain/contracts/usage";
import { useSyncExternalStore } from "react";
import { createAffiliateClient } from "@/lib/api/affiliate-client";
import type { ApiCaller } from "@/lib/api/api-call";
import { browserApi } from "@/lib/api/browser-api";
import { applyUsage, timeZoneHeaders } from "@/lib/points/points-store";
import {
  type AffiliateAction,
  type AffiliateState,
  affiliateReducer,
  initialAffiliateState,
} from "./affiliate-state";

/*
 * What happens once a session is authenticated (spec §4, SESS-05..07, AFF-12): the daily visit
 * is recorded (once per calendar date, remembered locally), then affiliate data is loaded, and
 * when there is none and the region allows it, the account is created. Loaded with `import()`
 * by SessionStart, so signed-out visitors never download it. Failures go to the console and stay
 * in the state's `error` (AFF-15); the page shows the region messages.
 */

let state: AffiliateState = initialAffiliateState;
let startedFor: string | null = null;
const listeners = new Set<() => void>();

function dispatch(action: AffiliateAction) {
  state = affiliateReducer(state, action);
  for (const listener of listeners) listener();
}

/** The current state (the hook's snapshot). */
export function affiliateSnapshot(): AffiliateState {
  return state;
}

export function useAffiliateState(): AffiliateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    affiliateSnapshot,
    () => initialAffiliateState,
  );
}

const VISIT_KEY_PREFIX = "inkforge:visit:";

/** The visitor's calendar date, in their own time zone. */
function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function recordDailyVisit(call: ApiCaller, userId: string): Promise<void> {
  const key = `${VISIT_KEY_PREFIX}${userId}`;
  const today = localDate(new Date());
  try {
    if (window.localStorage.getItem(key) === today) return;
  } catch {
    // Storage disabled: record anyway; the server keeps one row per call, which is harmless.
  }
  const result = await call<UsageRecord>("POST", "/api/usage", {
    body: { user_id: userId, tool_id: "visit" },
    headers: timeZoneHeaders(),
  });
  if (!result.ok) {
    console.error("Failed to record the daily visit", result.message);
    return;
  }
  applyUsage(result.data);
  try {
    window.localStorage.setItem(key, today);
  } catch {
    // Nothing to remember it in.
  }
}

/** Loads the caller's affiliate data, creating the account when the region allows it. */
export async function loadOrCreateAffiliate(call: ApiCaller): Promise<void> {
  dispatch({ type: "loading" });
  const affiliate = createAffiliateClient(call);
  const existing = await affiliate.details();
  if (existing.ok) {
    dispatch({ type: "loaded", data: existing.data });
    return;
  }
  if (existing.status !== 404) {
    console.error("Failed to load affiliate data", existing.message);
    dispatch({ type: "failed", error: { kind: "failed", message: existing.message } });
    return;
  }
  const region = await affiliate.region();
  if (!region.ok) {
    console.error("Failed to check the affiliate region", region.message);
    dispatch({ type: "failed", error: { kind: "region-check-failed" } });
    return;
  }
  if (!region.data.available) {
    dispatch({ type: "failed", error: { kind: "region-unavailable" } });
    return;
  }
  dispatch({ type: "creating" });
  const created = await affiliate.create();
  if (!created.ok) {
    console.error("Failed to create the affiliate account", created.message);
    const error =
      created.code === "REGION_UNAVAILABLE"
        ? ({ kind: "region-unavailable" } as const)
        : created.code === "REGION_CHECK_FAILED"
          ? ({ kind: "region-check-failed" } as const)
          : ({ kind: "failed", message: created.message } as const);
    dispatch({ type: "failed", error });
    return;
  }
  const details = await affiliate.details();
  if (details.ok) dispatch({ type: "loaded", data: details.data });
  else dispatch({ type: "failed", error: { kind: "failed", message: details.message } });
}

/** Runs the signed-in steps once per token: the visit, then the affiliate account. */
export function startAffiliateSession(session: { token: string; userId: string }): void {
  if (startedFor === session.token) return;
  startedFor = session.token;
  dispatch({ type: "reset" });
  const call = browserApi(session.token);
  void (async () => {
    await recordDailyVisit(call, session.userId);
    await loadOrCreateAffiliate(call);
  })();
}

/** Signed out: forget the data, so another account never sees it. */
export function endAffiliateSession(): void {
  startedFor = null;
  dispatch({ type: "reset" });
}

/** The page's retry after a failed region check. */
export function retryAffiliate(token: string): void {
  void loadOrCreateAffiliate(browserApi(token));
}
