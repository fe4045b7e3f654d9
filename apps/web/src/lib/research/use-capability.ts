"use client";

import { useEffect, useState } from "react";
import { browserApi } from "@/lib/api/browser-api";
import { useAuth } from "@/lib/auth/use-auth";

/*
 * What the signed-in user's plan gives of one capability of the feature matrix, from the API's
 * `GET /api/features/limits` (the same table the API enforces). The page only decides what to show
 * from it; every research call is checked again on the server.
 */

export type CapabilityState =
  | { status: "signed-out" }
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; tier: string; available: boolean; limit: number | null };

type LimitsBody = {
  tier?: unknown;
  limits?: {
    capability_id?: unknown;
    capabilityId?: unknown;
    availability?: unknown;
    limit?: unknown;
  }[];
};

export function readCapability(body: unknown, capabilityId: string): CapabilityState {
  const { tier, limits } = (body ?? {}) as LimitsBody;
  // The API names the row `capability_id` (the spec's snake case, FeatureLimitsResponse).
  const row = Array.isArray(limits)
    ? limits.find((l) => (l?.capability_id ?? l?.capabilityId) === capabilityId)
    : null;
  if (!row || typeof tier !== "string") return { status: "failed" };
  const limit = typeof row.limit === "number" ? row.limit : null;
  return {
    status: "ready",
    tier,
    available: row.availability !== "not available" && limit !== 0,
    limit,
  };
}

export function useCapability(capabilityId: string): CapabilityState {
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : null;
  const [state, setState] = useState<CapabilityState>({ status: "loading" });
  useEffect(() => {
    if (!token) return;
    let live = true;
    setState({ status: "loading" });
    void browserApi(token)("GET", "/api/features/limits").then((answer) => {
      if (!live) return;
      setState(answer.ok ? readCapability(answer.data, capabilityId) : { status: "failed" });
    });
    return () => {
      live = false;
    };
  }, [token, capabilityId]);
  if (auth.status === "unauthenticated") return { status: "signed-out" };
  if (auth.status === "loading") return { status: "loading" };
  return state;
}
