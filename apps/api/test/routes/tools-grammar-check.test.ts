import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listToolUsageRows } from "../../src/db/queries/tool-usage";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce, userIdOf } from "../shop-helpers";
import type { ErrorBody } from "../tools-helpers";

const URL = "/api/tools/grammar-check";
let clock = new Date("2026-11-24T09:00:00.000Z");

describe("POST /api/tools/grammar-check", () => {
  let testApp: TestApp;
  let free: string;
  let supreme: string;

  const check = (token: string | undefined, payload: unknown) =>
    testApp.app.inject({
      method: "POST",
      url: URL,
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown>,
      remoteAddress: nextAddress(),
    });

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
    free = await registerUser(testApp.app, "free-grammar@example.test");
    supreme = await registerUser(testApp.app, "supreme-grammar@example.test");
    await buyOnce(testApp.app, supreme, ["supreme-lifetime"]);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("answers the findings of a text with spans, suggestions and sources", async () => {
    const text = "This is is an wizard.  Teh end.";
    const response = await check(supreme, { text });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      findings: {
        rule: string;
        actual: string;
        start: number;
        end: number;
        suggestions: string[];
      }[];
      wordCount: number;
    }>();
    expect(body.findings.map((f) => `${f.rule}:${f.actual}:${f.suggestions[0] ?? ""}`)).toEqual([
      "repeated-word:is is:is",
      "indefinite-article:an:a",
      "sentence-spacing:  : ",
      "spelling:Teh:The",
    ]);
    for (const finding of body.findings) {
      expect(text.slice(finding.start, finding.end)).toBe(finding.actual);
    }
    expect(body.wordCount).toBe(7);
  });

  it("leaves ignored words and HTML alone", async () => {
    const response = await check(supreme, {
      text: "<p>Elara sails <b>north</b>.</p>",
      ignore: ["Elara"],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().findings).toEqual([]);
  });

  it("records each check as a use of the grammar checker", async () => {
    const userId = await userIdOf(testApp.db, "supreme-grammar@example.test");
    const before = (await listToolUsageRows(testApp.db, userId)).length;
    await check(supreme, { text: "Fine." });
    const rows = await listToolUsageRows(testApp.db, userId);
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({ toolId: "grammar-checker", usedAt: clock });
  });

  it("needs sign-in", async () => {
    const response = await check(undefined, { text: "Hello." });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().code).toBe("UNAUTHENTICATED");
  });

  it.each<[string, unknown, string]>([
    ["a missing text", {}, "text"],
    ["a text that is not text", { text: 12 }, "text"],
    ["a text over 20,000 characters", { text: "a".repeat(20_001) }, "text"],
    ["an empty ignored word", { text: "Hi.", ignore: [""] }, "ignore.0"],
    ["ignore that is not a list", { text: "Hi.", ignore: "Elara" }, "ignore"],
  ])("refuses %s with 400 naming the field", async (_label, payload, field) => {
    const response = await check(supreme, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((detail) => detail.path)).toEqual([field]);
  });

  it("gives a Free plan 10 checks a UTC day, then 429 until midnight", async () => {
    clock = new Date("2026-11-24T22:00:00.000Z");
    for (let use = 0; use < 10; use++) {
      expect((await check(free, { text: "One more." })).statusCode).toBe(200);
    }
    const refused = await check(free, { text: "One more." });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>()).toMatchObject({ code: "RATE_LIMITED" });
    expect(refused.json<ErrorBody>().message).toMatch(/today's 10 checks.*midnight UTC.*Pro Max/);
    expect(refused.headers["retry-after"]).toBe(String(2 * 60 * 60));
    // A refused check is not counted; the next day starts again at zero.
    clock = new Date("2026-11-25T00:00:01.000Z");
    expect((await check(free, { text: "A new day." })).statusCode).toBe(200);
    // Supreme has no daily limit.
    clock = new Date("2026-11-24T23:00:00.000Z");
    for (let use = 0; use < 12; use++) {
      expect((await check(supreme, { text: "Again." })).statusCode).toBe(200);
    }
  });

  it("is in the OpenAPI document", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/docs/json" });
    const paths = response.json<{
      paths: Record<string, Record<string, { operationId?: string }>>;
    }>().paths;
    expect(paths[URL]?.post?.operationId).toBe("checkGrammar");
  });
});
