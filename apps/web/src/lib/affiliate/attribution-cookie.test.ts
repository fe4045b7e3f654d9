import { describe, expect, it } from "vitest";
import { attributionCookie, readAttributionCookie } from "@/lib/affiliate/attribution-cookie";

const id = "5b0c8a52-7f0e-4d59-9d2c-1b2a3c4d5e6f";

describe("the attribution cookie", () => {
  it.each([
    [`inkforge_ref=${id}`, id],
    [`a=1; inkforge_ref=${id}; b=2`, id],
    ["inkforge_ref=1001", null],
    ["inkforge_ref=", null],
    ["other=1", null],
    ["", null],
  ])("%j → %j", (header, value) => {
    expect(readAttributionCookie(header)).toBe(value);
  });

  it("expires with the click's window, site-wide, Lax, Secure on https", () => {
    const expires = new Date("2026-12-27T10:00:00.000Z");
    expect(attributionCookie(id, expires, true)).toBe(
      `inkforge_ref=${id}; Expires=Sun, 27 Dec 2026 10:00:00 GMT; Path=/; SameSite=Lax; Secure`,
    );
    expect(attributionCookie(id, expires, false)).not.toContain("Secure");
  });
});
