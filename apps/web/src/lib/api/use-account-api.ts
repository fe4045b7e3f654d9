"use client";

import { useSession } from "next-auth/react";
import { useEffect, useMemo, useRef } from "react";
import type { ApiCaller } from "@/lib/api/api-call";
import { browserApi } from "@/lib/api/browser-api";

/** The browser's caller for public account endpoints (register, password reset). */
export const publicAccountApi: ApiCaller = browserApi();

const UNSETTLED = Symbol("session not settled yet");

/**
 * The browser's caller for the signed-in user's endpoints: every call carries the session's API
 * token as `Authorization: Bearer` (ROLE-04). A 401 makes the session re-check its token, which
 * signs the browser out when the API revoked it.
 *
 * A page's first effects run before next-auth has read the session. A call made then waits for
 * the session instead of going out without a token: sent at once, it came back 401 and the
 * profile page told a signed-in member "Sign in first" under their extension sessions. The caller
 * keeps its identity through that first read, so an effect keyed on it loads once; it changes
 * when the token does afterwards (a sign-in or sign-out on the page), and the effect loads again.
 */
export function useAccountApi(): ApiCaller {
  const { data, status, update } = useSession();
  const token = data?.apiToken;
  const session = useRef({ status, token });
  const waiting = useRef<Array<() => void>>([]);
  useEffect(() => {
    session.current = { status, token };
    if (status !== "loading") for (const resume of waiting.current.splice(0)) resume();
  }, [status, token]);

  const firstToken = useRef<string | undefined | typeof UNSETTLED>(UNSETTLED);
  if (status !== "loading" && firstToken.current === UNSETTLED) firstToken.current = token;
  const identity =
    firstToken.current === UNSETTLED || firstToken.current === token ? "first" : (token ?? "none");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `identity` decides when callers change (see above); the call reads the token from `session` when it is made.
  return useMemo<ApiCaller>(
    () => async (method, path, options) => {
      if (session.current.status === "loading") {
        await new Promise<void>((resume) => waiting.current.push(resume));
      }
      const result = await browserApi(session.current.token)(method, path, options);
      if (!result.ok && result.status === 401 && result.code === "UNAUTHENTICATED") {
        void update();
      }
      return result;
    },
    [identity, update],
  );
}
