// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiCaller, ApiResult } from "@/lib/api/api-call";
import { affiliateSnapshot, endAffiliateSession, loadOrCreateAffiliate } from "./affiliate-session";
import { affiliateReducer, initialAffiliateState } from "./affiliate-state";

// The affiliate state of spec §4 (AFF-13) and the flow after sign-in (AFF-09..12, AFF-15):
// load, then check the region, then create; NG and a missing country never create.

const details = {
  affiliate_id: 1001,
  username: "jane-1001",
  affiliate_link: "http://web.test/?ref=1001",
  dashboard_link: "http://web.test/user/affiliate/dashboard",
  forget_password_link: "http://web.test/forgot-password",
  payout_email: null,
};

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const fail = (status: number | null, code: string | null = null): ApiResult<never> => ({
  ok: false,
  status,
  code,
  message: `failed ${status}`,
  details: [],
  retryAfterSeconds: null,
});

function fakeCaller(answers: Record<string, Array<ApiResult<unknown>>>) {
  const calls: string[] = [];
  const call = (async (method: string, path: string) => {
    const key = `${method} ${path}`;
    calls.push(key);
    const queue = answers[key];
    if (!queue || queue.length === 0) throw new Error(`unexpected ${key}`);
    return queue.length > 1 ? queue.shift() : queue[0];
  }) as ApiCaller;
  return { call, calls };
}

async function stateAfter(answers: Record<string, Array<ApiResult<unknown>>>) {
  endAffiliateSession();
  const { call, calls } = fakeCaller(answers);
  await loadOrCreateAffiliate(call);
  return { calls, state: affiliateSnapshot() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the affiliate state (AFF-13)", () => {
  it("starts with the four fields and 'Loading...'", () => {
    expect(initialAffiliateState).toEqual({
      affiliateData: null,
      isLoading: false,
      loadingText: "Loading...",
      error: null,
    });
  });
  it("says 'Creating Affiliate Account...' while creating, and keeps a failure in error", () => {
    const creating = affiliateReducer(initialAffiliateState, { type: "creating" });
    expect(creating).toMatchObject({
      isLoading: true,
      loadingText: "Creating Affiliate Account...",
    });
    const failed = affiliateReducer(creating, {
      type: "failed",
      error: { kind: "failed", message: "boom" },
    });
    expect(failed).toMatchObject({ isLoading: false, error: { kind: "failed", message: "boom" } });
    expect(affiliateReducer(failed, { type: "loaded", data: details })).toEqual({
      affiliateData: details,
      isLoading: false,
      loadingText: "Loading...",
      error: null,
    });
  });
});

describe("loadOrCreateAffiliate", () => {
  it("existing data: one call, nothing created", async () => {
    const { calls, state } = await stateAfter({ "GET /api/v1/affiliate": [ok(details)] });
    expect(calls).toEqual(["GET /api/v1/affiliate"]);
    expect(state.affiliateData).toEqual(details);
  });

  it("none yet, region allowed: load, region, create, then the details", async () => {
    const { calls, state } = await stateAfter({
      "GET /api/v1/affiliate": [fail(404, "NOT_FOUND"), ok(details)],
      "GET /api/v1/affiliate/region": [
        ok({ country: "US", available: true, decision: "available" }),
      ],
      "POST /api/v1/affiliate/create": [ok({ affiliate_id: 1001, username: "jane-1001" })],
    });
    expect(calls).toEqual([
      "GET /api/v1/affiliate",
      "GET /api/v1/affiliate/region",
      "POST /api/v1/affiliate/create",
      "GET /api/v1/affiliate",
    ]);
    expect(state).toMatchObject({ affiliateData: details, isLoading: false, error: null });
  });

  it.each([
    [{ country: "NG", available: false, decision: "blocked" }],
    [{ country: null, available: false, decision: "unknown" }],
  ])("a blocked or unknown region never creates: %j", async (region) => {
    const { calls, state } = await stateAfter({
      "GET /api/v1/affiliate": [fail(404, "NOT_FOUND")],
      "GET /api/v1/affiliate/region": [ok(region)],
    });
    expect(calls).not.toContain("POST /api/v1/affiliate/create");
    expect(state).toMatchObject({ affiliateData: null, error: { kind: "region-unavailable" } });
  });

  it("a failing region check and a failing create go to the console only", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const regionFailed = await stateAfter({
      "GET /api/v1/affiliate": [fail(404, "NOT_FOUND")],
      "GET /api/v1/affiliate/region": [fail(502, "REGION_CHECK_FAILED")],
    });
    expect(regionFailed.state.error).toEqual({ kind: "region-check-failed" });
    const createFailed = await stateAfter({
      "GET /api/v1/affiliate": [fail(404, "NOT_FOUND")],
      "GET /api/v1/affiliate/region": [
        ok({ country: "US", available: true, decision: "available" }),
      ],
      "POST /api/v1/affiliate/create": [fail(500, "INTERNAL")],
    });
    expect(createFailed.state.error).toEqual({ kind: "failed", message: "failed 500" });
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
