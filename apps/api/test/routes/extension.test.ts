import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { movableClock } from "../admin-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce } from "../shop-helpers";

describe("the browser extension's sign-in and routes (issue 32)", () => {
  let testApp: TestApp;
  const clock = movableClock(new Date("2026-11-28T10:00:00Z"));
  let member: string;
  let supreme: string;
  let lastSessionId = "";

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now });
    member = await registerUser(testApp.app, "extension-member@example.com");
    supreme = await registerUser(testApp.app, "extension-supreme@example.com");
    await buyOnce(testApp.app, supreme, ["supreme-lifetime"]);
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  });

  const call = (
    method: "GET" | "POST" | "DELETE",
    url: string,
    token?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      remoteAddress: nextAddress(),
    });

  async function signInExtension(siteToken: string): Promise<string> {
    const code = await call("POST", "/api/v1/extension/sign-in-codes", siteToken);
    expect(code.statusCode).toBe(201);
    const exchanged = await call(
      "POST",
      "/api/v1/extension/tokens",
      undefined,
      { code: code.json().code },
      {
        "user-agent": "Chromium extension test",
      },
    );
    expect(exchanged.statusCode).toBe(201);
    lastSessionId = exchanged.json().sessionId as string;
    return exchanged.json().token as string;
  }

  it("makes a code only for a signed-in member", async () => {
    expect((await call("POST", "/api/v1/extension/sign-in-codes")).statusCode).toBe(401);
    const response = await call("POST", "/api/v1/extension/sign-in-codes", member);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expiresAt).getTime() - clock.now().getTime()).toBe(120_000);
  });

  it("exchanges a code once: a second exchange of the same code is 401", async () => {
    const { code } = (await call("POST", "/api/v1/extension/sign-in-codes", member)).json();
    const first = await call("POST", "/api/v1/extension/tokens", undefined, { code });
    expect(first.statusCode).toBe(201);
    expect(first.json().token).toMatch(/^ixt_/);
    const second = await call("POST", "/api/v1/extension/tokens", undefined, { code });
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe("UNAUTHENTICATED");
  });

  it("of ten exchanges of one code at once, exactly one gets a token", async () => {
    const { code } = (await call("POST", "/api/v1/extension/sign-in-codes", member)).json();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("POST", "/api/v1/extension/tokens", undefined, { code }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(401)]);
  });

  it("refuses an expired code", async () => {
    const { code } = (await call("POST", "/api/v1/extension/sign-in-codes", member)).json();
    clock.advance(121_000);
    expect((await call("POST", "/api/v1/extension/tokens", undefined, { code })).statusCode).toBe(
      401,
    );
  });

  it("answers 400 naming the field for a missing code", async () => {
    const response = await call("POST", "/api/v1/extension/tokens", undefined, {});
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("code");
  });

  it("the extension token opens the extension routes and nothing else", async () => {
    const token = await signInExtension(member);
    const access = await call("GET", "/api/v1/extension/access", token);
    expect(access.statusCode).toBe(200);
    expect(access.json()).toEqual({
      name: "extension-member",
      quickView: true,
      deepView: false,
      reverseLookup: false,
      asinTracker: false,
      // The free plan has a few searches a day.
      searchSuggestions: true,
    });
    // Scope: the member's site routes refuse it…
    expect((await call("GET", "/api/account", token)).statusCode).toBe(401);
    expect((await call("GET", "/api/v1/trackers/asin", token)).statusCode).toBe(401);
    expect((await call("POST", "/api/v1/extension/sign-in-codes", token)).statusCode).toBe(401);
    expect((await call("GET", "/api/v1/account/extension-sessions", token)).statusCode).toBe(401);
    // …and the extension routes refuse the site token.
    expect((await call("GET", "/api/v1/extension/access", member)).statusCode).toBe(401);
  });

  it("is listed under the member's sessions and answers 401 once revoked there", async () => {
    const token = await signInExtension(member);
    const id = lastSessionId;
    const listed = await call("GET", "/api/v1/account/extension-sessions", member);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().sessions as { id: string; userAgent: string | null }[];
    expect(sessions.find((session) => session.id === id)?.userAgent).toBe(
      "Chromium extension test",
    );
    // Another member cannot revoke it.
    expect(
      (await call("DELETE", `/api/v1/account/extension-sessions/${id}`, supreme)).statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/v1/extension/access", token)).statusCode).toBe(200);
    expect(
      (await call("DELETE", `/api/v1/account/extension-sessions/${id}`, member)).statusCode,
    ).toBe(204);
    const after = await call("GET", "/api/v1/extension/access", token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("UNAUTHENTICATED");
    const remaining = (await call("GET", "/api/v1/account/extension-sessions", member)).json()
      .sessions;
    expect(remaining.map((s: { id: string }) => s.id)).not.toContain(id);
  });

  it("signing out of the extension revokes its own token", async () => {
    const token = await signInExtension(member);
    expect((await call("DELETE", "/api/v1/extension/session", token)).statusCode).toBe(204);
    expect((await call("GET", "/api/v1/extension/access", token)).statusCode).toBe(401);
  });

  it("gives the research source's ranks for a page's ASINs", async () => {
    const token = await signInExtension(supreme);
    const search = await testApp.app.research.products.searchProducts({
      domain: "amazon.com",
      department: "books",
      keyword: "coloring book",
      limit: 5,
    });
    const asins = search.data.products.map((p) => p.asin);
    const response = await call("POST", "/api/v1/extension/products", token, {
      domain: "amazon.com",
      asins,
    });
    expect(response.statusCode).toBe(200);
    const products = response.json().products as { asin: string; salesRank: number | null }[];
    expect(products.map((p) => p.asin)).toEqual(asins);
    expect(products.map((p) => p.salesRank)).toEqual(search.data.products.map((p) => p.salesRank));
    const bad = await call("POST", "/api/v1/extension/products", token, {
      domain: "amazon.com",
      asins: ["nope"],
    });
    expect(bad.statusCode).toBe(400);
  });

  it("tracks the ASIN in the member's tracker", async () => {
    const denied = await call(
      "POST",
      "/api/v1/extension/trackers/asin",
      await signInExtension(member),
      {
        domain: "amazon.com",
        asin: "B0EXTTEST1",
      },
    );
    expect(denied.statusCode).toBe(403);
    const token = await signInExtension(supreme);
    const asin = "B0EXTTEST1";
    const tracked = await call("POST", "/api/v1/extension/trackers/asin", token, {
      domain: "amazon.com",
      asin,
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toEqual({ added: true });
    const again = await call("POST", "/api/v1/extension/trackers/asin", token, {
      domain: "amazon.com",
      asin,
    });
    expect(again.json()).toEqual({ added: false });
    const list = await call("GET", "/api/v1/trackers/asin", supreme);
    expect(JSON.stringify(list.json())).toContain(asin);
  });

  it("reverse lookup follows the plan: 403 without it", async () => {
    const token = await signInExtension(member);
    const response = await call("POST", "/api/v1/extension/reverse-lookup", token, {
      domain: "amazon.com",
      asin: "B0EXTTEST1",
    });
    expect(response.statusCode).toBe(403);
  });

  it("answers the search box's phrase with scored suggestions, one search of the day's allowance", async () => {
    const token = await signInExtension(supreme);
    const quotaBefore = (
      await call("GET", "/api/v1/research/quota?tool=search-suggestions", supreme)
    ).json();
    const response = await call("POST", "/api/v1/extension/suggestions", token, {
      domain: "amazon.com",
      department: "books",
      phrase: "coloring book",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      suggestions: { suggestion: string; score: { demand: number } }[];
    };
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(10);
    expect(body.suggestions.every((s) => s.score.demand >= 0 && s.score.demand <= 100)).toBe(true);
    const quotaAfter = (
      await call("GET", "/api/v1/research/quota?tool=search-suggestions", supreme)
    ).json();
    expect(quotaAfter.used).toBe(quotaBefore.used + 1);
    // The same run as the site's page: the phrase is in the member's recent searches.
    const recent = await call("GET", "/api/v1/research/recent?tool=search-suggestions", supreme);
    expect(JSON.stringify(recent.json())).toContain("coloring book");
    const blank = await call("POST", "/api/v1/extension/suggestions", token, {
      domain: "amazon.com",
      department: "books",
      phrase: "  ",
    });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain("phrase");
    // The site's token does not open it.
    const siteToken = await call("POST", "/api/v1/extension/suggestions", supreme, {
      domain: "amazon.com",
      department: "books",
      phrase: "coloring book",
    });
    expect(siteToken.statusCode).toBe(401);
  });

  it("gives the book's categories from the research source, with their #1 and #10 ranks", async () => {
    const token = await signInExtension(member);
    const search = await testApp.app.research.products.searchProducts({
      domain: "amazon.com",
      department: "books",
      keyword: "coloring book",
      limit: 1,
    });
    const asin = search.data.products[0]?.asin ?? "";
    const finder = await call("GET", `/api/v1/research/categories?asin=${asin}`);
    expect(finder.statusCode).toBe(200);
    const expected = (
      finder.json().categories as {
        name: string;
        path: string[];
        topRanks: { first: number | null; tenth: number | null } | null;
      }[]
    ).map((c) => ({
      name: c.name,
      path: c.path,
      first: c.topRanks?.first ?? null,
      tenth: c.topRanks?.tenth ?? null,
    }));
    expect(expected.length).toBeGreaterThan(0);
    const response = await call("POST", "/api/v1/extension/categories", token, {
      domain: "amazon.com",
      asin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().categories).toEqual(expected);
    const bad = await call("POST", "/api/v1/extension/categories", token, {
      domain: "amazon.com",
      asin: "nope",
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("asin");
    expect(
      (
        await call("POST", "/api/v1/extension/categories", member, {
          domain: "amazon.com",
          asin,
        })
      ).statusCode,
    ).toBe(401);
  });

  it("accepts a parse report of counts only, and refuses page text", async () => {
    const report = {
      parser: "amazon.com/search",
      version: "2026.11.29",
      marketplace: "amazon.com",
      pageType: "search",
      counts: { containers: 0, rows: 0 },
    };
    expect(
      (await call("POST", "/api/v1/extension/parse-reports", undefined, report)).statusCode,
    ).toBe(204);
    const withText = { ...report, counts: { rows: 0 }, title: "A book title" };
    // Unknown keys are dropped by the schema; text in counts is refused.
    expect(
      (await call("POST", "/api/v1/extension/parse-reports", undefined, withText)).statusCode,
    ).toBe(204);
    const textInCounts = { ...report, counts: { "Dragon Rider": 1 } };
    expect(
      (await call("POST", "/api/v1/extension/parse-reports", undefined, textInCounts)).statusCode,
    ).toBe(400);
  });
});
