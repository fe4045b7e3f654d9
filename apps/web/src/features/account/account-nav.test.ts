import { defaultExternalUrls } from "@inkforge/domain/catalogue/external-urls";
import { describe, expect, it } from "vitest";
import { getAccountNav } from "./account-nav";

describe("getAccountNav", () => {
  const nav = getAccountNav({ ...defaultExternalUrls, forum: "https://forum.example.org" });

  it("Start has the five tool families in the spec's order (NAV-08)", () => {
    expect(nav.start).toEqual([
      { label: "Research", href: "/research-tools" },
      { label: "Create", href: "/book-creation" },
      { label: "Book Listing", href: "/book-listing" },
      { label: "General", href: "/general-kdp" },
      { label: "Education", href: "/training-tools" },
    ]);
  });

  it("help has five entries in order; all but Support are external (NAV-09, NAV-10)", () => {
    expect(nav.help.map((link) => link.label)).toEqual([
      "Support",
      "Forum",
      "Feature Request",
      "Bug Report",
      "Tutorials",
    ]);
    expect(nav.help[0]).toEqual({ label: "Support", href: "/support" });
    expect(nav.help[1]).toEqual({
      label: "Forum",
      href: "https://forum.example.org",
      external: true,
    });
    expect(nav.help.slice(1).every((link) => link.external)).toBe(true);
  });

  it("the account popover links account, profile and affiliate (NAV-11)", () => {
    expect(nav.account.map((link) => [link.label, link.href])).toEqual([
      ["Account", "/me"],
      ["Profile", "/profile"],
      ["Affiliate", "/user/affiliate"],
    ]);
  });
});
