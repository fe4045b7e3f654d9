import type { App } from "../../types";

/**
 * Helmet's default headers, written out once. They never vary by request, and @fastify/helmet
 * rebuilds its middleware from the options on every request, which cost about half the CPU time
 * of a small route (docs/decisions/0010-api-hot-path.md).
 */
const securityHeaders = {
  // A JSON API never serves pages, so its responses may load nothing at all. This also stops a
  // browser from rendering an error body that echoes user input as HTML. The docs UI, a real
  // page, replaces it with its own policy (see api-docs.ts).
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
  // Helmet's choice: the old XSS auditor caused more harm than it prevented.
  "x-xss-protection": "0",
} as const;

/**
 * Security headers on every response, set when the request arrives so that answers cut short
 * later (CORS preflight, rate limit, 404, errors) carry them too.
 */
export function registerSecurityHeaders(app: App): void {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
}
