"use client";

import { useMemo } from "react";
import type { ApiCaller } from "@/lib/api/api-call";
import { browserApi } from "@/lib/api/browser-api";
import { useAuth } from "@/lib/auth/use-auth";

/**
 * The signed-in user as the capability hooks need them: the id that scopes every cache key (one
 * browser, two accounts in turn, never sees the other's answers) and the caller carrying their
 * API token. A token the API revoked signs the browser out through the session provider.
 */
export type ApiSession =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "signed-in"; userId: string; call: ApiCaller };

export function useApiSession(): ApiSession {
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : null;
  const userId = auth.status === "authenticated" ? auth.user.id : null;
  return useMemo((): ApiSession => {
    if (auth.status === "loading") return { status: "loading" };
    if (token === null || userId === null) return { status: "signed-out" };
    return {
      status: "signed-in",
      userId,
      call: browserApi(token),
    };
  }, [auth.status, token, userId]);
}
