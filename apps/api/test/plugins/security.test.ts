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

    it("gives any other origin, or none, no CORS headers but varies on Origin", async () => {
      for (const headers of [{ origin: "https://evil.example" }, {}]) {
        const response = await testApp.app.inject({
          method: "GET",
          url: "/api/server-time",
          headers,
        });

        expect(response.headers["access-control-allow-origin"]).toBeUndefined();
        expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
        expect(response.headers.vary).toBe("Origin");
      }
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
      expect(response.headers["access-control-allow-headers"]).toBe("content-type");
      expect(response.headers["access-control-max-age"]).toBe("600");
      expect(response.headers.vary).toBe("Origin, Access-Control-Request-Headers");
    });

    it("lets a preflight ask for the Authorization header", async () => {
      const response = await testApp.app.inject({
        method: "OPTIONS",
        url: "/api/server-time",
        headers: {
          origin: testWebOrigin,
          "access-control-request-method": "GET",
          "access-control-request-headers": "authorization",
        },
      });

      expect(response.statusCode).toBe(204);
      expect(response.headers["access-control-allow-headers"]).toBe("authorization");
    });

    it("does not answer a preflight from any other origin", async () => {
      const response = await testApp.app.inject({
        method: "OPTIONS",
        url: "/api/newsletter/subscribe",
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      });

      expect(response.statusCode).toBe(404);
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
      expect(response.headers["access-control-allow-methods"]).toBeUndefined();
    });
  });

  describe("security headers", () => {
    /** Helmet's defaults, with a CSP that allows nothing; the docs UI changes only the CSP. */
    const securityHeaders = {
      "content-security-policy":
        "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "no-referrer",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    };

    it("sends helmet's headers and a CSP that allows nothing on API routes", async () => {
      const response = await testApp.app.inject({ method: "GET", url: "/health" });

      expect(response.headers).toMatchObject(securityHeaders);
    });

    it("sends them on errors and on answers cut short by CORS too", async () => {
      const notFound = await testApp.app.inject({ method: "GET", url: "/missing" });
      const preflight = await testApp.app.inject({
        method: "OPTIONS",
        url: "/api/newsletter/subscribe",
        headers: {
          origin: testWebOrigin,
          "access-control-request-method": "POST",
          "x-request-id": "preflight-1",
        },
      });

      expect(notFound.statusCode).toBe(404);
      expect(notFound.headers).toMatchObject(securityHeaders);
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers).toMatchObject({
        ...securityHeaders,
        "x-request-id": "preflight-1",
      });
    });

    it("lets the docs page load its own scripts and styles", async () => {
      for (const url of ["/docs/", "/docs/json", "/docs/static/index.css"]) {
        const response = await testApp.app.inject({ method: "GET", url });

        expect(response.statusCode).toBe(200);
        const csp = String(response.headers["content-security-policy"]);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toContain("default-src 'none'");
        const { "content-security-policy": _csp, ...otherHeaders } = securityHeaders;
        expect(response.headers).toMatchObject(otherHeaders);
      }
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
