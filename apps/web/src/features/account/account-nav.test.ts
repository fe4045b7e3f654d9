// @vitest-environment node
import { defaultExternalUrls } from "@inkforge/domain/catalogue/external-urls";
import { describe, expect, it } from "vitest";
import { getAccountNav, visibleMemberships } from "./account-nav";

describe("getAccountNav", () => {
  const nav = getAccountNav({ ...defaultExternalUrls, forum: "https://forum.example.org" });

  it("Start has every tool family, Design included, in the catalogue's order (NAV-08)", () => {
    expect(nav.start).toEqual([
      { label: "Research", href: "/research-tools" },
      { label: "Create", href: "/book-creation" },
      { label: "Book Listing", href: "/book-listing" },
      { label: "Design", href: "/design-tools" },
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

  it("membership groups link to their configured sites and name the feature that shows them", () => {
    const custom = getAccountNav({
      ...defaultExternalUrls,
      arcGroup: "https://arc.example.org",
      templatesGroup: "https://templates.example.org",
      mentorshipGroup: "https://mentors.example.org",
    });
    expect(custom.memberships).toEqual([
      {
        label: "ARC Review Group",
        href: "https://arc.example.org",
        external: true,
        featureId: "arc-reviews",
      },
      {
        label: "Template Group",
        href: "https://templates.example.org",
        external: true,
        featureId: "template-membership",
      },
      {
        label: "Mentorship Group",
        href: "https://mentors.example.org",
        external: true,
        featureId: "mentorship-group",
      },
    ]);
  });

  it("shows a membership entry only to owners of its feature", () => {
    const labels = (owned: string[] | null) =>
      visibleMemberships(nav.memberships, owned).map((link) => link.label);
    expect(labels(null)).toEqual([]);
    expect(labels([])).toEqual([]);
    expect(labels(["pro", "hot-niches"])).toEqual([]);
    expect(labels(["arc-reviews"])).toEqual(["ARC Review Group"]);
    expect(labels(["mentorship-group", "template-membership"])).toEqual([
      "Template Group",
      "Mentorship Group",
    ]);
  });
});
