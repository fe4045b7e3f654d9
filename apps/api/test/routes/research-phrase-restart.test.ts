import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { samplePhraseNiches } from "../../src/db/schema";
import type { App } from "../../src/types";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp, testEnv, testPasswordHasher } from "../helper";
import { buyOnce } from "../shop-helpers";

/*
 * Issue 24: a book of a generated niche is still known after the API restarts (decision 0093).
 * Its ASIN names the niche only by a code of the phrase, so the phrases seen are kept in the
 * database; a new app on the same database reads them back on a miss.
 */

const clock = new Date("2026-11-27T09:30:00.000Z");
/**
 * The first book of the "sourdough bread" niche of the default sample seed: generated niches are
 * a pure function of seed and phrase, so it is the same in any process. Spelled out rather than
 * generated here, so that nothing in this process has seen the niche before the app does.
 */
const SOURDOUGH_ASIN = "B0K117A9E3";

type Suggestions = { source: string; suggestions: { suggestion: string }[] };
type Lookup = { source: string; keywords: { keyword: string; position: number }[] };

describe("generated niches survive a restart", () => {
  let first: TestApp;
  let restarted: App | null = null;
  let token: string;

  const send = (app: App, url: string, payload: Record<string, unknown>) =>
    app.inject({
      method: "POST",
      url,
      headers: bearer(token),
      payload,
      remoteAddress: nextAddress(),
    });

  beforeAll(async () => {
    first = await buildTestApp({ now: () => clock });
    token = await registerUser(first.app, "supreme-restart@example.test");
    await buyOnce(first.app, token, ["supreme-lifetime"]);
  });
  afterAll(async () => {
    await restarted?.close();
    await first.close();
  });

  it("reverse-looks-up a book of a phrase suggested before the restart", async () => {
    const suggested = await send(first.app, "/api/v1/research/suggestions", {
      seed: "sourdough bread",
      domain: "amazon.com",
      department: "books",
    });
    expect(suggested.statusCode).toBe(200);
    expect(suggested.json<Suggestions>().suggestions.length).toBeGreaterThan(0);
    const stored = await first.db
      .select({ code: samplePhraseNiches.code })
      .from(samplePhraseNiches)
      .where(and(eq(samplePhraseNiches.core, "sourdough bread")));
    expect(stored).toEqual([{ code: SOURDOUGH_ASIN.slice(2, 7) }]);

    // The restart: the first app's memory goes; a new app opens the same database.
    await first.app.close();
    restarted = await buildApp({
      config: loadConfig(testEnv),
      db: first.db,
      auth: { passwordHasher: testPasswordHasher },
      now: () => clock,
    });

    const lookup = await send(restarted, "/api/v1/research/reverse-lookup", {
      asin: SOURDOUGH_ASIN,
      domain: "amazon.com",
    });
    expect(lookup.statusCode).toBe(200);
    const found = lookup.json<Lookup>();
    expect(found.source).toBe("sample");
    expect(found.keywords.length).toBeGreaterThan(0);
    expect(found.keywords.every((k) => k.keyword.includes("sourdough bread"))).toBe(true);
  });
});
