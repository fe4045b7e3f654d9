"use client";

import type { Session } from "next-auth";
import { useSession } from "next-auth/react";

export type AuthUser = NonNullable<Session["user"]>;

export type AuthState =
  | { status: "loading" }
  | { status: "unauthenticated" }
  | { status: "authenticated"; user: AuthUser; apiToken: string };

/**
 * The session as the UI needs it: a session the API revoked counts as signed out (it is being
 * signed out by `AuthSessionProvider`), so no signed-in chrome flashes in between.
 */
export function useAuth(): AuthState {
  const { data, status } = useSession();
  if (status === "loading") return { status: "loading" };
  if (status === "authenticated" && data?.user && data.apiToken && !data.error) {
    return { status: "authenticated", user: data.user, apiToken: data.apiToken };
  }
  return { status: "unauthenticated" };
}
