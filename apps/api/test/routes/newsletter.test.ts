import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countNewsletterSubscriptions } from "../../src/db/queries/newsletter";
import { newsletterSubscriptions } from "../../src/db/schema";
import { subscribeRateLimit } from "../../src/routes/newsletter";
import { buildTestApp, type TestApp } from "../helper";

describe("POST /api/newsletter/subscribe", () => {
  const fixedNow = new Date("2025-06-01T12:00:00.000Z");
  let testApp: TestApp;
  // Each test uses its own client address, so the per-IP rate limit of one does not leak into another.
  let clientNumber = 0;

  function subscribe(payload: unknown, remoteAddress = `10.0.0.${++clientNumber}`) {
    return testApp.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: payload as Record<string, unknown>,
      remoteAddress,
    });
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => fixedNow });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("subscribes a valid address and stores it with the server's time", async () => {
    const response = await subscribe({ email: "reader@example.com", source: "footer" });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscribed: true, email: "reader@example.com" });
    const rows = await testApp.db.select().from(newsletterSubscriptions);
    expect(rows).toEqual([
      expect.objectContaining({
        email: "reader@example.com",
        source: "footer",
        createdAt: fixedNow,
      }),
    ]);
  });

  it("rejects a bad address with 400 naming email, and writes nothing", async () => {
    const before = await countNewsletterSubscriptions(testApp.db);

    const response = await subscribe({ email: "not-an-address" });

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ name: "Error", code: "VALIDATION_FAILED" });
    expect(body.details).toEqual([{ path: "email", message: "Invalid email address" }]);
    expect(body.message).toBe("email: Invalid email address");
    expect(await countNewsletterSubscriptions(testApp.db)).toBe(before);
  });

  it("rejects a missing address, naming email", async () => {
    const response = await subscribe({ source: "footer" });

    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe("email");
  });

  it("treats a repeat in another case or with spaces as the same subscriber", async () => {
    const first = await subscribe({ email: "Twice@Example.com" });
    const second = await subscribe({ email: "  twice@EXAMPLE.COM  " });

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toEqual({ subscribed: true, email: "twice@example.com" });
    const rows = await testApp.db.select().from(newsletterSubscriptions);
    expect(rows.filter((row) => row.email === "twice@example.com")).toHaveLength(1);
  });

  it("answers 429 in the error shape with Retry-After once a client goes over the limit", async () => {
    const address = "10.9.9.9";
    for (let attempt = 0; attempt < subscribeRateLimit.max; attempt++) {
      const response = await subscribe({ email: `burst${attempt}@example.com` }, address);
      expect(response.statusCode).toBe(200);
    }

    const limited = await subscribe({ email: "one-too-many@example.com" }, address);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      name: "Error",
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Too many requests; try again in /),
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const rows = await testApp.db.select().from(newsletterSubscriptions);
    expect(rows.some((row) => row.email === "one-too-many@example.com")).toBe(false);

    // Other clients are not affected.
    const other = await subscribe({ email: "someone-else@example.com" });
    expect(other.statusCode).toBe(200);
  });
});
