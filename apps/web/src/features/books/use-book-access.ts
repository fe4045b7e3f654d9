"use client";

import { useEffect, useState } from "react";
import { publicEnv } from "@/config/public-env";
import { createApiCaller } from "@/lib/api/api-call";
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

type LimitsBody = {
  tier?: unknown;
  limits?: { capability_id?: unknown; availability?: unknown }[];
};

function readBookAccess(body: unknown, capabilityId: string) {
  const { tier, limits } = (body ?? {}) as LimitsBody;
  const row = Array.isArray(limits) ? limits.find((l) => l?.capability_id === capabilityId) : null;
  if (!row || typeof tier !== "string") return null;
  return { tier, full: row.availability === "available" };
}

export function useBookAccess(capabilityId: string): BookAccess {
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : null;
  const [state, setState] = useState<BookAccess>({ status: "loading" });
  useEffect(() => {
    if (!token) return;
    let live = true;
    void createApiCaller({ baseUrl: publicEnv.apiUrl, token })("GET", "/api/features/limits").then(
      (answer) => {
        if (!live) return;
        const access = answer.ok ? readBookAccess(answer.data, capabilityId) : null;
        setState(access ? { status: "ready", token, ...access } : { status: "failed", token });
      },
    );
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
