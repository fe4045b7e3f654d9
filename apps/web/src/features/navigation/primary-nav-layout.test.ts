import { describe, expect, it } from "vitest";
import type { NavLink } from "./nav-data";
import { barFromXl, barLinkCount, placePrimaryLinks } from "./primary-nav-layout";

// The primary links after Tools, in the spec's order (NAV-04).
const primary: NavLink[] = [
  { label: "Services", href: "/services" },
  { label: "Pricing", href: "/pricing" },
  { label: "ARC Reviews", href: "/arc-reviews" },
  { label: "Hot KDP Niches", href: "/checkout/v3?product=hot-niches&type=month" },
  { label: "All-In-One Extension", href: "https://example.test/ext", external: true },
  { label: "Author Page Builder", href: "/author-page-builder", flair: "New" },
];

const labelsWhere = (signedIn: boolean, placement: string) =>
  placePrimaryLinks(primary, signedIn)
    .filter((item) => item.placement === placement)
    .map((item) => item.link.label);

describe("placing the primary links in the desktop bar or under More", () => {
  it("signed out: four links always in the bar, All-In-One Extension from 1280 px, the rest under More", () => {
    expect(labelsWhere(false, "bar")).toEqual([
      "Services",
      "Pricing",
      "ARC Reviews",
      "Hot KDP Niches",
    ]);
    expect(labelsWhere(false, "bar-xl")).toEqual(["All-In-One Extension"]);
    expect(labelsWhere(false, "more")).toEqual(["Author Page Builder"]);
  });

  it("signed in: the account menus take the room, so both long links stay under More", () => {
    expect(labelsWhere(true, "bar")).toEqual([
      "Services",
      "Pricing",
      "ARC Reviews",
      "Hot KDP Niches",
    ]);
    expect(labelsWhere(true, "bar-xl")).toEqual([]);
    expect(labelsWhere(true, "more")).toEqual(["All-In-One Extension", "Author Page Builder"]);
  });

  it("keeps every link exactly once and in order, the bar a prefix of the list (NAV-04)", () => {
    const rank = { bar: 0, "bar-xl": 1, more: 2 } as const;
    for (const signedIn of [false, true]) {
      const placed = placePrimaryLinks(primary, signedIn);
      expect(placed.map((item) => item.link)).toEqual(primary);
      const ranks = placed.map((item) => rank[item.placement]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it("a short list fits: nothing is placed under More", () => {
    const few = primary.slice(0, barLinkCount.always);
    expect(placePrimaryLinks(few, true).every((item) => item.placement === "bar")).toBe(true);
  });

  it("an xl-only link shows in the bar from xl and in More below it, never both", () => {
    expect(barFromXl.bar.split(" ")).toEqual(["hidden", "xl:block"]);
    expect(barFromXl.more).toBe("xl:hidden");
  });
});
