import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  amazonCompletionOrigin,
  createAmazonSuggestionSource,
} from "../../../src/services/research/adapters/amazon-suggestions";
import { HostLimiter, type RetryPolicy } from "../../../src/services/research/adapters/http";
import type { SuggestionSource } from "../../../src/services/research/ports";
import { type AmazonStandIn, startAmazonSuggestionsStandIn } from "../../stand-ins/research";
import { expectFailure, virtualTiming } from "./helpers";

const retry: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 200,
  maxDelayMs: 1000,
  maxRetryAfterMs: 5000,
};
const query = { domain: "amazon.com", department: "books", prefix: "dog training" } as const;

describe("the Amazon search suggestions adapter", () => {
  let standIn: AmazonStandIn;
  let source: SuggestionSource;
  let clock: ReturnType<typeof virtualTiming>["clock"];
  /** Only the hang test waits out a deadline; the others allow for a busy test machine. */
  let make: (timeoutMs: number) => SuggestionSource;

  beforeAll(async () => {
    standIn = await startAmazonSuggestionsStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.behaviour = { kind: "ok" };
    standIn.script = [];
    standIn.requests.length = 0;
    const virtual = virtualTiming();
    clock = virtual.clock;
    make = (timeoutMs) =>
      createAmazonSuggestionSource({
        baseUrl: standIn.origin,
        timeoutMs,
        retry,
        // Real waits would only slow the suite; the limiter's spacing is tested in http.test.ts.
        limiter: new HostLimiter(
          { ratePerSecond: 1000, burst: 100, maxConcurrent: 8 },
          virtual.timing,
        ),
        timing: virtual.timing,
      });
    source = make(5000);
  });

  it("asks for the store's marketplace id, alias and prefix and answers the texts, widgets skipped", async () => {
    const answer = await source.suggest(query);
    expect(answer.source).toBe("amazon");
    expect(answer.asOf).toEqual(new Date("2026-11-27T10:00:00Z"));
    expect(answer.data).toEqual([
      "dog training",
      "dog training for kids",
      "dog training for adults",
      "dog training book",
      "dog training workbook",
      "dog training journal",
      "dog training for beginners",
      "dog training activity book",
      "dog training guide",
      "dog training coloring book",
    ]);
    const sent = new URL(standIn.requests[0]!.url, standIn.origin);
    expect(sent.pathname).toBe("/api/2017/suggestions");
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      mid: "ATVPDKIKX0DER",
      alias: "stripbooks",
      prefix: "dog training",
    });
  });

  it.each([
    ["amazon.de", "kindle", "A1PA6795UKMFR9", "digital-text"],
    ["amazon.co.jp", "all", "A1VC38T7YXB528", "aps"],
  ] as const)("%s %s → mid %s, alias %s", async (domain, department, mid, alias) => {
    await source.suggest({ domain, department, prefix: "hund" });
    const sent = new URL(standIn.requests[0]!.url, standIn.origin).searchParams;
    expect([sent.get("mid"), sent.get("alias")]).toEqual([mid, alias]);
  });

  it("sends each store to its own completion host when no base URL is set", () => {
    expect(amazonCompletionOrigin("amazon.com")).toBe("https://completion.amazon.com");
    expect(amazonCompletionOrigin("amazon.co.uk")).toBe("https://completion.amazon.co.uk");
    expect(amazonCompletionOrigin("amazon.de")).toBe("https://completion.amazon.de");
    expect(amazonCompletionOrigin("amazon.co.jp")).toBe("https://completion.amazon.co.jp");
  });

  it("keeps the path of a configured base URL (a proxy)", async () => {
    const proxied = createAmazonSuggestionSource({
      baseUrl: `${standIn.origin}/amazon`,
      timeoutMs: 5000,
      retry,
      limiter: new HostLimiter({ ratePerSecond: 1000, burst: 100, maxConcurrent: 8 }),
      timing: virtualTiming().timing,
    });
    // The stand-in serves only the bare path, so the proxied one is refused (404), as sent.
    await expectFailure(proxied.suggest(query), { kind: "refused" });
    expect(standIn.requests[0]!.url).toMatch(/^\/amazon\/api\/2017\/suggestions\?/);
  });

  it("waits out a 429's Retry-After, then answers", async () => {
    standIn.script = [{ kind: "status", status: 429, retryAfter: "2" }];
    const answer = await source.suggest(query);
    expect(answer.data).toHaveLength(10);
    expect(standIn.requests).toHaveLength(2);
    expect(clock.slept).toEqual([2000]);
  });

  it("fails as busy at once when Retry-After is longer than it will wait", async () => {
    standIn.behaviour = { kind: "status", status: 429, retryAfter: "120" };
    await expectFailure(source.suggest(query), {
      source: "amazon",
      kind: "busy",
      retryAfterSeconds: 120,
    });
    expect(standIn.requests).toHaveLength(1);
  });

  it("retries 5xx with growing backoff, then answers unavailable", async () => {
    standIn.behaviour = { kind: "status", status: 500 };
    await expectFailure(source.suggest(query), { source: "amazon", kind: "unavailable" });
    expect(standIn.requests).toHaveLength(3);
    // Equal jitter at its middle: ¾ of 200 ms, then ¾ of 400 ms.
    expect(clock.slept).toEqual([150, 300]);
  });

  it("recovers when a 503 is followed by an answer", async () => {
    standIn.script = [{ kind: "status", status: 503 }];
    expect((await source.suggest(query)).data).toHaveLength(10);
    expect(standIn.requests).toHaveLength(2);
  });

  it("times out a hanging host on every try", async () => {
    standIn.behaviour = { kind: "hang" };
    await expectFailure(make(100).suggest(query), { source: "amazon", kind: "timeout" });
    expect(standIn.requests).toHaveLength(3);
  });

  it.each([
    ["a body that is not JSON", { kind: "not-json" } as const],
    ["JSON without a suggestions list", { kind: "wrong-shape" } as const],
    ["a robot check page (200)", { kind: "html" } as const],
    ["a robot check page (503)", { kind: "html", status: 503 } as const],
    ["any HTML page", { kind: "html", body: "<html><body>Hello</body></html>" } as const],
  ])("answers malformed, without retrying, for %s", async (_name, behaviour) => {
    standIn.behaviour = behaviour;
    await expectFailure(source.suggest(query), { source: "amazon", kind: "malformed" });
    expect(standIn.requests).toHaveLength(1);
  });

  it.each([401, 403])("answers refused for %i, without retrying", async (status) => {
    standIn.behaviour = { kind: "status", status };
    await expectFailure(source.suggest(query), { source: "amazon", kind: "refused" });
    expect(standIn.requests).toHaveLength(1);
  });
});
