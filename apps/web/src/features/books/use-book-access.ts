"use client";

import { useEffect, useState } from "react";
import { browserApi } from "@/lib/api/browser-api";
import { createPlanClient, type FeatureLimitsResponse } from "@/lib/api/plan-client";
import { useAuth } from "@/lib/auth/use-auth";

/*
 * Whether the signed-in member's plan or purchases open a book maker in full, from the API's
 * `GET /api/features/limits` (the feature matrix the build API enforces too). The page only
 * chooses what to offer from it; the server decides whether a build is a sample.
 */

export type BookAccess =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "failed"; token: string }
  | { status: "ready"; token: string; full: boolean; tier: string };

/** Full when the plan or a purchase makes the maker "available"; null when the answer omits it. */
function readBookAccess(limits: FeatureLimitsResponse, capabilityId: string) {
  const row = limits.limits.find((l) => l.capability_id === capabilityId);
  if (!row) return null;
  return { tier: limits.tier, full: row.availability === "available" };
}

export function useBookAccess(capabilityId: string): BookAccess {
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : null;
  const [state, setState] = useState<BookAccess>({ status: "loading" });
  useEffect(() => {
    if (!token) return;
    let live = true;
    void createPlanClient(browserApi(token))
      .limits()
      .then((answer) => {
        if (!live) return;
        const access = answer.ok ? readBookAccess(answer.data, capabilityId) : null;
        setState(access ? { status: "ready", token, ...access } : { status: "failed", token });
      });
    return () => {
      live = false;
    };
  }, [token, capabilityId]);
  if (auth.status === "unauthenticated") return { status: "signed-out" };
  if (auth.status === "loading" || !token) return { status: "loading" };
  return state.status === "loading" || ("token" in state && state.token === token)
    ? state
    : { status: "loading" };
}
