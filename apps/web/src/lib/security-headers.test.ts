// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy, buildSecurityHeaders, createNonce } from "./security-headers";

const base = {
  nonce: "bm9uY2U=",
  apiUrl: "https://api.example.com/v1",
  gaId: undefined,
  analyticsConsented: false,
  paypalClientId: undefined,
  paypalSdkUrl: "https://www.paypal.com/sdk/js",
  isDevelopment: false,
};

function directive(policy: string, name: string): string[] {
  const found = policy.split("; ").find((part) => part.startsWith(`${name} `));
  return found ? found.split(" ").slice(1) : [];
}

describe("buildContentSecurityPolicy", () => {
  it("allows only the site, the nonce and the API by default", () => {
    const policy = buildContentSecurityPolicy(base);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-bm9uY2U='"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://api.example.com"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "frame-src")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-eval|googletagmanager|paypal|amazon/);
  });

  it("lets an author page's store chooser post to the API's redirect and on to the stores", () => {
    const formAction = directive(
      buildContentSecurityPolicy({ ...base, storeChooser: true }),
      "form-action",
    );
    expect(formAction.slice(0, 2)).toEqual(["'self'", "https://api.example.com"]);
    expect(formAction).toContain("https://www.amazon.co.uk");
    expect(formAction).toContain("https://www.amazon.com");
    expect(formAction).toHaveLength(2 + 19);
  });

  it("lists Google Analytics only with an id and the visitor's consent", () => {
    expect(buildContentSecurityPolicy({ ...base, gaId: "G-AB12" })).not.toMatch(/google/);
    expect(buildContentSecurityPolicy({ ...base, analyticsConsented: true })).not.toMatch(/google/);
    const policy = buildContentSecurityPolicy({
      ...base,
      gaId: "G-AB12",
      analyticsConsented: true,
    });
    expect(directive(policy, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
  });

  it("lists PayPal only with a client id, from the configured SDK origin", () => {
    const policy = buildContentSecurityPolicy({
      ...base,
      paypalClientId: "AbC-123_xyz0",
      paypalSdkUrl: "https://www.sandbox.paypal.com/sdk/js",
    });
    expect(directive(policy, "script-src")).toContain("https://www.sandbox.paypal.com");
    expect(directive(policy, "frame-src")).toContain("https://www.paypal.com");
  });

  it("development adds eval for React's overlay and the hot-reload socket", () => {
    const policy = buildContentSecurityPolicy({ ...base, isDevelopment: true });
    expect(directive(policy, "script-src")).toContain("'unsafe-eval'");
    expect(directive(policy, "connect-src")).toContain("ws:");
  });
});

describe("buildSecurityHeaders", () => {
  it("sends HSTS in production only, nosniff and a referrer policy always", () => {
    const production = buildSecurityHeaders({ ...base, isProduction: true });
    expect(production["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
    expect(production["X-Content-Type-Options"]).toBe("nosniff");
    expect(production["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(buildSecurityHeaders({ ...base, isProduction: false })).not.toHaveProperty(
      "Strict-Transport-Security",
    );
  });
});

it("nonces are fresh base64 of 128 bits", () => {
  const first = createNonce();
  expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(createNonce()).not.toBe(first);
});
