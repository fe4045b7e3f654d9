import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, nextAddress, registerUser } from "../../account-helpers";
import { buildTestApp, type TestApp } from "../../helper";
import { buyOnce } from "../../shop-helpers";
import { type KeepaStandIn, startKeepaStandIn } from "../../stand-ins/research";
import type { ErrorBody } from "../../tools-helpers";

/*
 * The Keepa adapter as the app runs it (config → createResearchSources → a route), against the
 * stand-in: real data comes back labelled `keepa`, and each way Keepa fails reaches the client as
 * RESEARCH_SOURCE_FAILED with a message for people, never a 500 or an empty table.
 */

/** Each case asks a new keyword: a repeat would be answered from the research cache. */
const query = (keyword: string) => ({ keyword, domain: "amazon.com", department: "books" });

describe("Keepa through POST /api/v1/research/deep-view", () => {
  let standIn: KeepaStandIn;
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    standIn = await startKeepaStandIn({ clock: () => Date.now() });
    testApp = await buildTestApp({
      env: {
        KEEPA_API_KEY: "keepa-test-key-1",
        KEEPA_API_URL: standIn.origin,
        KEEPA_MAX_WAIT_MS: "500",
        KEEPA_TIMEOUT_MS: "2000",
        RESEARCH_MAX_ATTEMPTS: "2",
      },
    });
    token = await registerUser(testApp.app, "keepa-api@example.test");
    await buyOnce(testApp.app, token, ["supreme-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });
  beforeEach(() => {
    standIn.behaviour = { kind: "ok" };
    standIn.script = [];
    standIn.tokens.left = 300;
    standIn.tokens.refillRate = 20;
  });

  const post = (keyword: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/v1/research/deep-view",
      headers: bearer(token),
      payload: query(keyword),
      remoteAddress: nextAddress(),
    });

  it("answers Keepa's products, labelled with their source", async () => {
    const response = await post("dog training");
    expect(response.statusCode).toBe(200);
    const body = response.json<{ source: string; products: { asin: string }[] }>();
    expect(body.source).toBe("keepa");
    expect(body.products.map((p) => p.asin)).toEqual(["B0TESTAAA1"]);
    expect(standIn.requests.at(-1)!.url).toContain("type=product");
  });

  it.each([
    [
      "an HTML page",
      { kind: "html", body: "<html><body>Oops</body></html>" } as const,
      /not product data/,
    ],
    ["a wrong key (401)", { kind: "status", status: 401 } as const, /refused the request/],
    ["5xx on every try", { kind: "status", status: 503 } as const, /not reachable/],
  ])("turns %s into RESEARCH_SOURCE_FAILED", async (name, behaviour, message) => {
    standIn.behaviour = behaviour;
    const response = await post(`dog ${name}`);
    expect(response.statusCode).toBe(502);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("RESEARCH_SOURCE_FAILED");
    expect(body.message).toMatch(message);
    expect(response.body).not.toContain("keepa-test-key-1");
  });

  it("says when to come back when the tokens refill later than it will wait", async () => {
    standIn.tokens.left = 0;
    const response = await post("dog out of tokens");
    expect(response.statusCode).toBe(502);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("RESEARCH_SOURCE_FAILED");
    expect(body.message).toMatch(/busy or out of quota; try again in \d+ seconds/);
  });
});
