"use client";

import { useEffect, useSyncExternalStore } from "react";
import { publicEnv } from "@/config/public-env";
import { useAuth } from "@/features/auth/use-auth";
import { createRequestClient } from "@/lib/request";
import type { MembershipInfo } from "./membership";

/*
 * The signed-in user's owned features for the header (tier badge, membership entries, the
 * hot-niches link): `GET /api/fc` once per browser session and token, kept in sessionStorage so
 * page loads in the same tab do not ask again. Checkout pages call `refreshMembership()` after a
 * purchase. Everything here is small and zod-free because it ships with the site shell; the
 * derivation is loaded with `import()` when there is something to derive.
 */

type Status = "idle" | "loading" | "ready" | "failed";
type Snapshot = { key: string | null; status: Status; info: MembershipInfo | null };

const STORAGE_KEY = "inkforge:owned-features";
const IDLE: Snapshot = { key: null, status: "idle", info: null };

let snapshot: Snapshot = IDLE;
let lastToken: string | null = null;
let generation = 0;
const listeners = new Set<() => void>();

const api = createRequestClient({ baseUrl: publicEnv.apiUrl, retries: 1 });

/** A tag for the token, so a cached answer is never shown to another session. */
function tokenKey(token: string): string {
  return token.length > 24 ? token.slice(-24) : token;
}

function publish(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function readCache(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { key?: unknown; answer?: unknown };
    return parsed.key === key ? parsed.answer : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(key: string, answer: unknown) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ key, answer }));
  } catch {
    // Storage full or disabled: the next page load asks the API again.
  }
}

function clearCache() {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

async function load(token: string, force: boolean): Promise<void> {
  const key = tokenKey(token);
  const run = ++generation;
  lastToken = token;
  publish({ key, status: "loading", info: snapshot.key === key ? snapshot.info : null });
  let answer = force ? undefined : readCache(key);
  if (answer === undefined) {
    const result = await api.get("/api/fc", { headers: { authorization: `Bearer ${token}` } });
    if (run !== generation) return;
    if (result.error !== null) {
      // Not a tier problem: the badge and the owner-only entries just stay hidden.
      publish({ key, status: "failed", info: null });
      return;
    }
    answer = result.data;
    writeCache(key, answer);
  }
  const { deriveMembership } = await import("./membership");
  if (run !== generation) return;
  publish({ key, status: "ready", info: deriveMembership(answer) });
}

/** Starts loading for this token unless it is loaded or loading already. */
export function ensureMembership(token: string): void {
  if (snapshot.key === tokenKey(token) && snapshot.status !== "idle") return;
  void load(token, false);
}

/** Forgets the cached answer and asks the API again (after a purchase or a claim). */
export function refreshMembership(token?: string | null): void {
  clearCache();
  const use = token ?? lastToken;
  if (use) void load(use, true);
  else publish(IDLE);
}

/** Drops everything (signed out). */
export function resetMembership(): void {
  generation++;
  lastToken = null;
  clearCache();
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
  useEffect(() => {
    if (token) ensureMembership(token);
    else if (auth.status === "unauthenticated") resetMembership();
  }, [token, auth.status]);
  if (!token || state.key !== tokenKey(token)) return null;
  return state.info;
}

/** True when the signed-in user owns `featureId` (false while unknown). */
export function useOwnsFeature(featureId: string): boolean {
  const info = useMembership();
  return info?.owned.includes(featureId) ?? false;
}
