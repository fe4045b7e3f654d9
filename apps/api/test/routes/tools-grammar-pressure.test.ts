import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listToolUsageRows } from "../../src/db/queries/tool-usage";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { userIdOf } from "../shop-helpers";
import type { ErrorBody } from "../tools-helpers";

/*
 * Issue 24: one grammar request used to grow the process to 4.5 GB and kill it (a 20,000-letter
 * word), or block every other request for 9 seconds (a 600-letter word). The check now runs in
 * the tool worker pool (decision 0076): the API keeps answering while it runs, a check that runs
 * past the deadline is stopped with 422, and the attempt counts against the plan's checks.
 */

const URL = "/api/tools/grammar-check";
const clock = new Date("2026-11-24T09:00:00.000Z");

/** A long text of words nobody spelled right: far more than a 50 ms check can get through. */
function textOfTypos(length: number): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  const words: string[] = [];
  for (let index = 0; words.join(" ").length < length; index++) {
    let word = "";
    for (let place = 0, seed = index * 7 + 3; place < 9; place++, seed = (seed * 31 + 11) % 997) {
      word += letters.charAt(seed % letters.length) + "aeiou".charAt(seed % 5);
    }
    words.push(word);
  }
  return words.join(" ").slice(0, length);
}

type Probe = { statusCode: number; ms: number };

/**
 * Sends `request` and, while it is in flight, asks GET /api/server-time every 20 ms: each probe's
 * status and time. The grammar check must not hold up the event loop.
 */
async function probeWhile<T>(testApp: TestApp, request: Promise<T>) {
  let done = false;
  const settled = request.finally(() => {
    done = true;
  });
  const probes: Probe[] = [];
  while (!done) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    const response = await testApp.app.inject({ method: "GET", url: "/api/server-time" });
    probes.push({ statusCode: response.statusCode, ms: performance.now() - started });
  }
  return { result: await settled, probes };
}

async function usesOf(testApp: TestApp, email: string): Promise<number> {
  return (await listToolUsageRows(testApp.db, await userIdOf(testApp.db, email))).length;
}

describe("grammar checks under pressure (default limits)", () => {
  let testApp: TestApp;
  let free: string;
  const email = "free-pressure@example.test";

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock, env: { TOOL_WORKERS: "1" } });
    free = await registerUser(testApp.app, email);
    // The worker loads its dictionaries and Harper on its first check (a few seconds under load).
    expect((await check("Warm up.")).statusCode).toBe(200);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const check = (text: string) =>
    testApp.app.inject({
      method: "POST",
      url: URL,
      headers: bearer(free),
      payload: { text },
      remoteAddress: nextAddress(),
    });

  it.each([
    ["a 20,000-letter word", 20_000],
    ["a 600-letter word", 600],
  ])("answers %s quickly: flagged, without suggestions", async (_name, length) => {
    const started = performance.now();
    const { result: response, probes } = await probeWhile(testApp, check("a".repeat(length)));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(response.statusCode).toBe(200);
    expect(response.json().findings).toEqual([
      expect.objectContaining({ rule: "spelling", start: 0, end: length, suggestions: [] }),
    ]);
    for (const probe of probes) {
      expect(probe.statusCode).toBe(200);
      expect(probe.ms).toBeLessThan(200);
    }
  });
});

describe("grammar checks past the deadline", () => {
  let testApp: TestApp;
  let free: string;
  const email = "free-deadline@example.test";
  const deadlineMs = 50;

  beforeAll(async () => {
    testApp = await buildTestApp({
      now: () => clock,
      env: { TOOL_DEADLINE_MS: String(deadlineMs), TOOL_WORKERS: "1" },
    });
    free = await registerUser(testApp.app, email);
    // Start the worker: the deadline is for the check, not for loading the dictionaries.
    await testApp.app.inject({
      method: "POST",
      url: URL,
      headers: bearer(free),
      payload: { text: "Warm up." },
      remoteAddress: nextAddress(),
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("stops a check past the deadline with 422, counts it, and keeps the API answering", async () => {
    const before = await usesOf(testApp, email);
    const started = performance.now();
    const { result: response, probes } = await probeWhile(
      testApp,
      testApp.app.inject({
        method: "POST",
        url: URL,
        headers: bearer(free),
        payload: { text: textOfTypos(20_000) },
        remoteAddress: nextAddress(),
      }),
    );
    const took = performance.now() - started;

    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("TOOL_TIME_LIMIT_EXCEEDED");
    expect(body.message).toBe(
      "Checking this text took longer than the 0.05-second limit and was stopped; try a shorter text",
    );
    expect(took).toBeGreaterThanOrEqual(deadlineMs);
    // Bounded by the deadline plus, at worst, a cold worker's start: on a busy machine even the
    // warm-up check can run past 50 ms and cost the worker (the pool's own tests time the stop).
    expect(took).toBeLessThan(12_000);
    expect(probes.length).toBeGreaterThan(0);
    for (const probe of probes) {
      expect(probe.statusCode).toBe(200);
      expect(probe.ms).toBeLessThan(200);
    }
    // The attempt cost a check, though it answered no findings.
    expect(await usesOf(testApp, email)).toBe(before + 1);

    // The API itself is unharmed (the pool's own tests show the worker is replaced).
    const health = await testApp.app.inject({ method: "GET", url: "/health" });
    expect(health.statusCode).toBe(200);
  });
});
