import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createDataForSeoKeywordSource,
  dataForSeoFailureKind,
} from "../../../src/services/research/adapters/dataforseo";
import { HostLimiter, type RetryPolicy } from "../../../src/services/research/adapters/http";
import type { KeywordDataSource } from "../../../src/services/research/ports";
import {
  DATAFORSEO_TEST_AUTH,
  type DataForSeoStandIn,
  startDataForSeoStandIn,
} from "../../stand-ins/research";
import { expectFailure, virtualTiming } from "./helpers";

const retry: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 200,
  maxDelayMs: 1000,
  maxRetryAfterMs: 5000,
};

describe("dataForSeoFailureKind", () => {
  it.each([
    [20000, null],
    [20100, null],
    [40102, null],
    [40100, "refused"],
    [40101, "refused"],
    [40200, "refused"],
    [40202, "busy"],
    [40209, "busy"],
    [40501, "refused"],
    [50000, "unavailable"],
    [50301, "unavailable"],
  ])("%i → %s", (code, kind) => {
    expect(dataForSeoFailureKind(code)).toBe(kind);
  });
});

describe("the DataForSEO adapter", () => {
  let standIn: DataForSeoStandIn;
  let virtual: ReturnType<typeof virtualTiming>;
  let make: (options?: { password?: string; timeoutMs?: number }) => KeywordDataSource;
  let dfs: KeywordDataSource;

  beforeAll(async () => {
    standIn = await startDataForSeoStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.behaviour = { kind: "ok" };
    standIn.script = [];
    standIn.requests.length = 0;
    standIn.bodies.length = 0;
    virtual = virtualTiming();
    make = (options = {}) =>
      createDataForSeoKeywordSource({
        login: DATAFORSEO_TEST_AUTH.login,
        password: options.password ?? DATAFORSEO_TEST_AUTH.password,
        apiUrl: standIn.origin,
        timeoutMs: options.timeoutMs ?? 5000,
        retry,
        limiter: new HostLimiter(
          { ratePerSecond: 1000, burst: 100, maxConcurrent: 8 },
          virtual.timing,
        ),
        timing: virtual.timing,
      });
    dfs = make();
  });

  it("posts one bulk_search_volume task with Basic auth and reads the volumes", async () => {
    const answer = await dfs.searchVolumes({
      domain: "amazon.de",
      keywords: ["Hundetraining", "hundetraining ", "zzz unknown"],
    });
    expect(answer.source).toBe("dataforseo");
    expect(answer.asOf).toEqual(new Date("2026-11-27T10:00:00Z"));
    expect(answer.data).toEqual([{ keyword: "hundetraining", searchVolume: 1300 }]);
    expect(standIn.requests[0]).toEqual({
      method: "POST",
      url: "/v3/dataforseo_labs/amazon/bulk_search_volume/live",
    });
    expect(standIn.bodies[0]).toEqual({
      body: [
        { keywords: ["hundetraining", "zzz unknown"], location_code: 2276, language_code: "de" },
      ],
      authorization: `Basic ${Buffer.from("dfs-login:dfs-password").toString("base64")}`,
    });
  });

  it("reads the keywords an ASIN ranks for, best position first", async () => {
    const answer = await dfs.rankedKeywords({ domain: "amazon.com", asin: "b0testaaa1", limit: 2 });
    expect(standIn.bodies[0]!.body).toEqual([
      { asin: "B0TESTAAA1", location_code: 2840, language_code: "en", limit: 2 },
    ]);
    expect(answer.data).toEqual([
      { keyword: "puppy training log", position: 1, searchVolume: 320 },
      { keyword: "dog training journal", position: 3, searchVolume: 880 },
    ]);
  });

  it("answers an empty list for 'no search results' (40102)", async () => {
    standIn.behaviour = { kind: "status-code", code: 40102, where: "task" };
    const answer = await dfs.rankedKeywords({
      domain: "amazon.com",
      asin: "B0TESTAAA1",
      limit: 10,
    });
    expect(answer.data).toEqual([]);
  });

  it("answers not-configured for a store DataForSEO has no location for", async () => {
    await expectFailure(dfs.searchVolumes({ domain: "amazon.se", keywords: ["hund"] }), {
      source: "dataforseo",
      kind: "not-configured",
    });
    expect(standIn.requests).toHaveLength(0);
  });

  it("retries its rate-limit status (40202) in the body, then answers", async () => {
    standIn.script = [{ kind: "status-code", code: 40202, where: "task" }];
    const answer = await dfs.searchVolumes({ domain: "amazon.com", keywords: ["dog"] });
    expect(answer.data).toEqual([{ keyword: "dog", searchVolume: 300 }]);
    expect(standIn.requests).toHaveLength(2);
  });

  it("waits out an HTTP 429's Retry-After, then answers", async () => {
    standIn.script = [{ kind: "status", status: 429, retryAfter: "2" }];
    await dfs.searchVolumes({ domain: "amazon.com", keywords: ["dog"] });
    expect(virtual.clock.slept).toEqual([2000]);
  });

  it.each([
    ["an internal error in the body (50000)", { kind: "status-code", code: 50000 } as const],
    ["HTTP 500", { kind: "status", status: 500 } as const],
  ])("retries %s, then answers unavailable", async (_name, behaviour) => {
    standIn.behaviour = behaviour;
    await expectFailure(dfs.searchVolumes({ domain: "amazon.com", keywords: ["dog"] }), {
      source: "dataforseo",
      kind: "unavailable",
    });
    expect(standIn.requests).toHaveLength(3);
  });

  it.each([
    ["a wrong password (HTTP 401)", () => make({ password: "wrong" }), { kind: "ok" } as const],
    ["no money left (40200)", () => dfs, { kind: "status-code", code: 40200 } as const],
    [
      "an invalid field (40501, task)",
      () => dfs,
      { kind: "status-code", code: 40501, where: "task" } as const,
    ],
  ])("answers refused for %s, without retrying", async (_name, source, behaviour) => {
    standIn.behaviour = behaviour;
    await expectFailure(source().searchVolumes({ domain: "amazon.com", keywords: ["dog"] }), {
      source: "dataforseo",
      kind: "refused",
    });
    expect(standIn.requests).toHaveLength(1);
  });

  it("times out a hanging answer", async () => {
    standIn.behaviour = { kind: "hang" };
    await expectFailure(
      make({ timeoutMs: 80 }).searchVolumes({ domain: "amazon.com", keywords: ["dog"] }),
      { source: "dataforseo", kind: "timeout" },
    );
  });

  it.each([
    ["not JSON", { kind: "not-json" } as const],
    ["an HTML page", { kind: "html", body: "<html><body>Maintenance</body></html>" } as const],
    ["tasks that are not a list", { kind: "wrong-shape" } as const],
  ])("answers malformed for %s", async (_name, behaviour) => {
    standIn.behaviour = behaviour;
    await expectFailure(dfs.searchVolumes({ domain: "amazon.com", keywords: ["dog"] }), {
      source: "dataforseo",
      kind: "malformed",
    });
  });
});
