"use client";

import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { useAuth } from "@/lib/auth/use-auth";
import type { MembershipInfo } from "@/lib/membership/membership";

/*
 * The signed-in user's owned features for the header (tier badge, "Your plan", membership
 * entries, the hot-niches link), from `GET /api/fc`. Nothing is cached between pages: a purchase,
 * renewal, cancellation or refund changes the plan on the server (often through a provider's
 * webhook the browser never sees), so every page load and every client navigation asks again
 * (issue 8, decision 0027). While a new answer is on its way the last one stays shown, so the
 * badge does not flicker. Everything here is small and zod-free because it ships with the site
 * shell; the derivation is loaded with `import()` when there is something to derive.
 */

type Status = "idle" | "loading" | "ready" | "failed";
type Snapshot = { key: string | null; status: Status; info: MembershipInfo | null };

/** Left by an older build, which cached the answer per tab; removed on sight. */
const LEGACY_STORAGE_KEY = "inkforge:owned-features";
const IDLE: Snapshot = { key: null, status: "idle", info: null };

let snapshot: Snapshot = IDLE;
let lastToken: string | null = null;
/** The page (pathname) the current answer was asked for: a new page asks again. */
let loadedFor: string | null = null;
let generation = 0;
const listeners = new Set<() => void>();

/** The light byte-level request, loaded with the first signed-in page: a guest skips it. */
const loadRequest = () => import("@/lib/api/raw-request").then((m) => m.requestJson);

/** A tag for the token, so an answer is never shown to another session. */
function tokenKey(token: string): string {
  return token.length > 24 ? token.slice(-24) : token;
}

function publish(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function dropLegacyCache() {
  try {
    window.sessionStorage.removeItem(LEGACY_STORAGE_KEY);
  } catch {
    // Storage disabled: nothing was cached either.
  }
}

async function load(token: string): Promise<void> {
  const key = tokenKey(token);
  const run = ++generation;
  lastToken = token;
  publish({ key, status: "loading", info: snapshot.key === key ? snapshot.info : null });
  const requestJson = await loadRequest();
  // The browser's HTTP cache must not answer an old plan either; one retry for a lost answer.
  const ask = () =>
    requestJson("/api/fc", (data) => data, { token, noStore: true, timeoutMs: 10_000 });
  let result = await ask();
  if (!result.ok && (result.status === null || result.status >= 500)) result = await ask();
  if (run !== generation) return;
  if (!result.ok) {
    // Not a tier problem: the badge and the owner-only entries just stay hidden.
    publish({ key, status: "failed", info: null });
    return;
  }
  const { deriveMembership } = await import("@/lib/membership/membership");
  if (run !== generation) return;
  publish({ key, status: "ready", info: deriveMembership(result.data) });
}

/** Asks for this token's plan unless it was asked for on this page already. */
function ensureMembership(token: string, page: string | null = null): void {
  if (snapshot.key === tokenKey(token) && snapshot.status !== "idle" && loadedFor === page) return;
  loadedFor = page;
  dropLegacyCache();
  void load(token);
}

/** Asks the API again now (after a purchase, a claim, a cancellation). */
export function refreshMembership(token?: string | null): void {
  const use = token ?? lastToken;
  if (use) void load(use);
  else publish(IDLE);
}

/** Drops everything (signed out). A guest who was never signed in here has nothing to drop. */
function resetMembership(): void {
  generation++;
  loadedFor = null;
  // The first touch of sessionStorage costs a throttled phone milliseconds, and every guest's
  // page would pay it in hydration's effects (decision 0173): only a sign-out clears the cache.
  if (lastToken !== null) dropLegacyCache();
  lastToken = null;
  if (snapshot !== IDLE) publish(IDLE);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => snapshot;
const getServerSnapshot = () => IDLE;

/**
 * The membership of the signed-in user, or null while signed out, loading, or when the lookup
 * failed. The server HTML is always the signed-out version (null).
 */
export function useMembership(): MembershipInfo | null {
  const auth = useAuth();
  const state = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const token = auth.status === "authenticated" ? auth.apiToken : null;
  const page = usePathname();
  useEffect(() => {
    if (token) ensureMembership(token, page);
    else if (auth.status === "unauthenticated") resetMembership();
  }, [token, auth.status, page]);
  if (!token || state.key !== tokenKey(token)) return null;
  return state.info;
}

/** True when the signed-in user owns `featureId` (false while unknown). */
export function useOwnsFeature(featureId: string): boolean {
  const info = useMembership();
  return info?.owned.includes(featureId) ?? false;
}
