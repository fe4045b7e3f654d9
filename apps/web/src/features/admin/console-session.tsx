"use client";

import type { ConsoleSession } from "@inkforge/domain/admin/contract";
import { createContext, useCallback, useContext, useMemo } from "react";
import type { ApiCaller } from "@/lib/api/api-call";
import { browserApi } from "@/lib/api/browser-api";

/*
 * The console session in the browser (decision 0103): its token lives in sessionStorage, so it
 * is gone when the tab closes and never sent anywhere but the API's /api/admin/ routes. The
 * member session (next-auth) is separate and untouched.
 */

const storageKey = "inkforge.console-session";

export function readStoredSession(): ConsoleSession | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as ConsoleSession) : null;
  } catch {
    return null;
  }
}

export function storeSession(session: ConsoleSession | null): void {
  try {
    if (session) window.sessionStorage.setItem(storageKey, JSON.stringify(session));
    else window.sessionStorage.removeItem(storageKey);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
}

type ConsoleContextValue = {
  session: ConsoleSession;
  /** Forgets the session (signed out, expired or revoked): the second step shows again. */
  end: () => void;
};

const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export const ConsoleSessionProvider = ConsoleContext.Provider;

export function useConsoleSession(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error("useConsoleSession outside the console");
  return value;
}

/**
 * The caller of the console's routes. The API answers 404 to a session that ended (idle,
 * expired, revoked) exactly as to a stranger, so a 404 that names no record ends the session here.
 */
export function useConsoleApi(): ApiCaller {
  const { session, end } = useConsoleSession();
  const onEnded = useCallback(() => end(), [end]);
  return useMemo(() => {
    const call = browserApi(session.token);
    return (async (method, path, options) => {
      const result = await call(method, path, options);
      if (!result.ok && result.status === 404 && result.message.startsWith("No route matches")) {
        onEnded();
      }
      return result;
    }) as ApiCaller;
  }, [session.token, onEnded]);
}

/** A failed call as one sentence, and the sentence of each named field. */
export function describeFailure(result: {
  message: string;
  details: Array<{ path: string; message: string }>;
}): { message: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  for (const detail of result.details) fieldErrors[detail.path] = detail.message;
  return { message: result.message, fieldErrors };
}
