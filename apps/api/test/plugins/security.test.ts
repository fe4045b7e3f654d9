import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, testWebOrigin } from "../helper";

describe("security plugins", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe("CORS", () => {
    it("allows the web origin, with credentials and the list headers exposed", async () => {
      const response = await testApp.app.inject({
        method: "GET",
        url: "/api/server-time",
        headers: { origin: testWebOrigin },
      });

      expect(response.headers["access-control-allow-origin"]).toBe(testWebOrigin);
      expect(response.headers["access-control-allow-credentials"]).toBe("true");
      expect(String(response.headers["access-control-expose-headers"])).toContain("Content-Range");
      expect(String(response.headers["access-control-expose-headers"])).toContain("Retry-After");
    });

    it("gives any other origin no access-control-allow-origin", async () => {
      const response = await testApp.app.inject({
        method: "GET",
        url: "/api/server-time",
        headers: { origin: "https://evil.example" },
      });

      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    });

    it("answers a preflight from the web origin with the allowed methods", async () => {
      const response = await testApp.app.inject({
        method: "OPTIONS",
        url: "/api/newsletter/subscribe",
        headers: {
          origin: testWebOrigin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });

      expect(response.statusCode).toBe(204);
      expect(response.headers["access-control-allow-origin"]).toBe(testWebOrigin);
      expect(response.headers["access-control-allow-methods"]).toBe(
        "GET, POST, PUT, DELETE, OPTIONS",
      );
    });
  });

  describe("security headers", () => {
    it("sends helmet's headers and a CSP that allows nothing on API routes", async () => {
      const response = await testApp.app.inject({ method: "GET", url: "/health" });

      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["strict-transport-security"]).toContain("max-age=");
      expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    });

    it("lets the docs page load its own scripts and styles", async () => {
      const response = await testApp.app.inject({ method: "GET", url: "/docs/" });

      expect(response.statusCode).toBe(200);
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("default-src 'none'");
    });
  });

  describe("request id", () => {
    it("generates a UUID and sends it back", async () => {
      const response = await testApp.app.inject({ method: "GET", url: "/health" });

      expect(response.headers["x-request-id"]).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    });

    it("echoes a safe incoming x-request-id, also on errors", async () => {
      const ok = await testApp.app.inject({
        method: "GET",
        url: "/health",
        headers: { "x-request-id": "lb-7f3a.42" },
      });
      const notFound = await testApp.app.inject({
        method: "GET",
        url: "/missing",
        headers: { "x-request-id": "lb-7f3a.43" },
      });

      expect(ok.headers["x-request-id"]).toBe("lb-7f3a.42");
      expect(notFound.headers["x-request-id"]).toBe("lb-7f3a.43");
    });

    it("replaces an unsafe or overlong incoming id with a fresh one", async () => {
      for (const unsafe of ["<script>", "a".repeat(65), "id with spaces"]) {
        const response = await testApp.app.inject({
          method: "GET",
          url: "/health",
          headers: { "x-request-id": unsafe },
        });

        expect(response.headers["x-request-id"]).not.toBe(unsafe);
        expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  });
});
