import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helper";

describe("GET /api/server-time", () => {
  const fixedNow = new Date("2025-11-28T23:59:59.123Z");
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => fixedNow });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("answers the injected clock's instant as an ISO string", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/server-time" });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ serverTime: "2025-11-28T23:59:59.123Z" });
  });

  it("forbids caching, so clients never see a stale time", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/server-time" });

    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("GET /api/server-time with the default clock", () => {
  it("answers the system time", async () => {
    const testApp = await buildTestApp();
    try {
      const before = Date.now();
      const response = await testApp.app.inject({ method: "GET", url: "/api/server-time" });
      const after = Date.now();

      const serverTime = Date.parse(response.json<{ serverTime: string }>().serverTime);
      expect(serverTime).toBeGreaterThanOrEqual(before);
      expect(serverTime).toBeLessThanOrEqual(after);
    } finally {
      await testApp.close();
    }
  });
});
