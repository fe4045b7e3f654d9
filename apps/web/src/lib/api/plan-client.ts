import type { FeatureLimitsResponse } from "@inkforge/domain/contracts/shop";
import type { ApiCaller } from "@/lib/api/api-call";
import { readResponse } from "@/lib/api/read-response";

/*
 * What the signed-in user's plan allows, from `GET /api/features/limits` (spec 7.12; the same
 * feature matrix the API enforces). Pages only decide what to show from it; every use is checked
 * again on the server.
 */

export type { FeatureLimitsResponse };

export type Capability = {
  tier: FeatureLimitsResponse["tier"];
  /** False when the plan does not include it, or includes none of it (limit 0). */
  available: boolean;
  /** null = no limit. */
  limit: number | null;
};

/** One capability of the answer; null when the answer does not list it (a failure to show). */
export function capabilityOf(
  limits: FeatureLimitsResponse,
  capabilityId: string,
): Capability | null {
  const row = limits.limits.find((item) => item.capability_id === capabilityId);
  if (!row) return null;
  return {
    tier: limits.tier,
    available: row.availability !== "not available" && row.limit !== 0,
    limit: row.limit,
  };
}

export function createPlanClient(call: ApiCaller) {
  return {
    limits: () =>
      readResponse<FeatureLimitsResponse>(
        call("GET", "/api/features/limits"),
        async () => (await import("@inkforge/domain/contracts/shop")).featureLimitsResponseSchema,
        "plan service",
      ),
  };
}
