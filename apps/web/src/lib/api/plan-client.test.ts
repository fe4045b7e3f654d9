// @vitest-environment node
import type { FeatureLimitsResponse } from "@inkforge/domain/contracts/shop";
import { describe, expect, it } from "vitest";
import { capabilityOf } from "./plan-client";

const limits = (rows: FeatureLimitsResponse["limits"]): FeatureLimitsResponse => ({
  tier: "Ultra",
  limits: rows,
});
const row = (
  capability_id: string,
  availability: FeatureLimitsResponse["limits"][number]["availability"],
  limit: number | null,
) => ({ capability_id, availability, limit, limit_unit: null });

describe("capabilityOf, the plan check every gated page reads", () => {
  it.each([
    ["available, no limit", row("deep-view", "available", null), true, null],
    ["limited to 10", row("deep-view", "limited", 10), true, 10],
    ["limited to none", row("deep-view", "limited", 0), false, 0],
    ["not available", row("deep-view", "not available", 0), false, 0],
  ] as const)("%s → available %s, limit %s", (_, entry, available, limit) => {
    expect(capabilityOf(limits([entry]), "deep-view")).toEqual({ tier: "Ultra", available, limit });
  });

  it("is null when the answer does not list the capability (shown as a failure)", () => {
    expect(capabilityOf(limits([row("retro-view", "available", null)]), "deep-view")).toBeNull();
  });
});
