// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE, consentCookie, readConsent } from "./consent";

describe("cookie consent preferences", () => {
  it("round-trips through the cookie with essential always true", () => {
    const header = consentCookie({ essential: true, googleAnalytics: false }, false).split(";")[0]!;
    expect(readConsent(`other=1; ${header}`)).toEqual({ essential: true, googleAnalytics: false });
  });

  it("sets a 12-month, site-wide, Lax cookie and Secure on https", () => {
    const cookie = consentCookie({ essential: true, googleAnalytics: true }, true);
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(consentCookie({ essential: true, googleAnalytics: true }, false)).not.toContain(
      "Secure",
    );
  });

  it.each([
    ["", null],
    [`${CONSENT_COOKIE}=not-json`, null],
    [`${CONSENT_COOKIE}=${encodeURIComponent('{"essential":false,"googleAnalytics":true}')}`, null],
    [`${CONSENT_COOKIE}=${encodeURIComponent('{"essential":true}')}`, null],
  ])("treats %j as not saved", (header, expected) => {
    expect(readConsent(header)).toBe(expected);
  });
});
