import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helper";

// Catalogue reads are built once per URL and revalidated with ETag (issue 16, decision 0071).
describe("the catalogue's static response cache", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: "GET", url, headers });

  it.each(["/api/features", "/api/shop", "/api/merch", "/api/features?category=research"])(
    "%s answers the same body and ETag twice, and 304 to a matching If-None-Match",
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      const second = await get(url);
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(etag);
      expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
      expect(second.headers["cache-control"]).toBe("public, max-age=300");
      // The security headers still come with a cached answer.
      expect(second.headers["x-content-type-options"]).toBe("nosniff");

      const revalidated = await get(url, { "if-none-match": etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe("");
      expect((await get(url, { "if-none-match": '"stale"' })).statusCode).toBe(200);
    },
  );

  it("keeps refusing a bad query with 400 and never caches an error", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await get(`/api/features?category=${"x".repeat(65)}`);
      expect(response.statusCode).toBe(400);
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it("keeps a different answer per query", async () => {
    const all = await get("/api/features");
    const research = await get("/api/features?category=research");
    expect(research.body).not.toBe(all.body);
    expect(research.headers.etag).not.toBe(all.headers.etag);
  });
});
