// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loginPath, resolveAuthRedirect, resolveNextPath, toSafePath } from "./redirects";

const origin = "https://inkforge.test";

describe("toSafePath", () => {
  it.each([
    ["/me", "/me"],
    ["/tools?x=1#top", "/tools?x=1#top"],
    ["https://inkforge.test/pricing?tab=lifetime", "/pricing?tab=lifetime"],
    ["https://inkforge.test", "/"],
    ["https://evil.test/me", "/"],
    ["https://inkforge.test.evil.test/me", "/"],
    ["http://inkforge.test/me", "/"],
    ["//evil.test/me", "/"],
    ["/\\evil.test", "/"],
    ["javascript:alert(1)", "/"],
    ["me", "/"],
    ["", "/"],
    [undefined, "/"],
    [42, "/"],
  ])("%j → %s", (value, expected) => {
    expect(toSafePath(value, origin)).toBe(expected);
  });
});

describe("resolveNextPath", () => {
  it.each([
    [{ next: "/titans-keyword-tracker" }, "/titans-keyword-tracker"],
    [{ next: "/me", callbackUrl: "/profile" }, "/me"],
    [{ callbackUrl: "https://inkforge.test/profile" }, "/profile"],
    [{ callbackUrl: "https://evil.test/profile" }, "/"],
    [{ next: "https://evil.test" }, "/"],
    [{ next: ["/a", "/b"] }, "/a"],
    [{ next: "/login?next=%2Fme" }, "/"],
    [{ next: "/register" }, "/"],
    [{ next: "/reset-password?token=x" }, "/"],
    [{ next: "/login-help" }, "/login-help"],
    [{}, "/"],
  ])("%j → %s", (query, expected) => {
    expect(resolveNextPath(query, origin)).toBe(expected);
  });

  it("uses the given fallback", () => {
    expect(resolveNextPath({}, origin, "/me")).toBe("/me");
    expect(resolveNextPath({ next: "//evil.test" }, origin, "/me")).toBe("/me");
  });
});

describe("loginPath", () => {
  it.each([
    [{}, "/login"],
    [{ next: "/me" }, "/login?next=%2Fme"],
    [{ next: "/me", error: "SessionRequired" }, "/login?next=%2Fme&error=SessionRequired"],
    [{ next: "https://evil.test" }, "/login?next=%2F"],
    [{ error: "SessionExpired" }, "/login?error=SessionExpired"],
  ])("%j → %s", (options, expected) => {
    expect(loginPath(options)).toBe(expected);
  });
});

describe("resolveAuthRedirect (next-auth redirect callback)", () => {
  it.each([
    ["/me", "https://inkforge.test/me"],
    ["/login?error=SessionExpired", "https://inkforge.test/login?error=SessionExpired"],
    ["https://inkforge.test/tools", "https://inkforge.test/tools"],
    ["https://evil.test/tools", "https://inkforge.test/"],
    ["//evil.test", "https://inkforge.test/"],
  ])("%s → %s", (url, expected) => {
    expect(resolveAuthRedirect(url, "https://inkforge.test")).toBe(expected);
  });
});
