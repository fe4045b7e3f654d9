import { describe, expect, it } from "vitest";
import {
  buildPopupCookie,
  popupCookieDomain,
  readCookie,
  serializePopupCookie,
  shouldShowPopup,
} from "./popup-cookie";

describe("buildPopupCookie (POP-02, G-38)", () => {
  it("is isPopupOpen=true for 12 hours on path / with SameSite=Lax", () => {
    expect(buildPopupCookie({ host: "inkforge.example", parentDomain: null })).toEqual({
      name: "isPopupOpen",
      value: "true",
      maxAgeSeconds: 43_200,
      path: "/",
      sameSite: "Lax",
    });
  });

  it("serializes with the Domain attribute only when there is one", () => {
    expect(
      serializePopupCookie(
        buildPopupCookie({ host: "app.example.com", parentDomain: "example.com" }),
      ),
    ).toBe("isPopupOpen=true; Max-Age=43200; Path=/; SameSite=Lax; Domain=example.com");
    expect(
      serializePopupCookie(
        buildPopupCookie({ host: "localhost:3000", parentDomain: "example.com" }),
      ),
    ).toBe("isPopupOpen=true; Max-Age=43200; Path=/; SameSite=Lax");
  });
});

describe("popupCookieDomain", () => {
  it.each<[string, string | null | undefined, string | undefined]>([
    ["app.example.com", "example.com", "example.com"],
    ["app.example.com", ".example.com", "example.com"],
    ["APP.Example.com:443", "example.com", "example.com"],
    ["example.com", "example.com", "example.com"],
    ["deep.app.example.com", "example.com", "example.com"],
    ["app.example.com", null, undefined],
    ["app.example.com", undefined, undefined],
    ["app.example.com", "  ", undefined],
    ["localhost", "example.com", undefined],
    ["localhost:3000", "localhost", undefined],
    ["web.localhost", "localhost", undefined],
    ["127.0.0.1:3000", "example.com", undefined],
    ["[::1]:3000", "example.com", undefined],
    ["notexample.com", "example.com", undefined],
    ["example.org", "example.com", undefined],
  ])("host %s with parent %s → %s", (host, parentDomain, expected) => {
    expect(popupCookieDomain({ host, parentDomain })).toBe(expected);
  });
});

describe("shouldShowPopup (POP-01, POP-03)", () => {
  it.each<[string | null | undefined, boolean]>([
    [null, true],
    [undefined, true],
    ["", true],
    ["theme=dark; session=abc", true],
    ["notisPopupOpen=true", true],
    ["isPopupOpen=true", false],
    ["theme=dark; isPopupOpen=true; session=abc", false],
    ["theme=dark;isPopupOpen=true", false],
  ])("cookies %j → show %s", (cookies, expected) => {
    expect(shouldShowPopup(cookies)).toBe(expected);
  });

  it("reads values that contain '='", () => {
    expect(readCookie("a=1; token=x=y", "token")).toBe("x=y");
  });
});
