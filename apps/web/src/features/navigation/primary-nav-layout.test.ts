import { describe, expect, it } from "vitest";
import type { NavLink } from "./nav-data";
import {
  allInBarFrom,
  barFrom,
  breakpointClasses,
  breakpointPx,
  placePrimaryLinks,
} from "./primary-nav-layout";

// The primary links after Tools, in the spec's order (NAV-04).
const primary: NavLink[] = [
  { label: "Services", href: "/services" },
  { label: "Pricing", href: "/pricing" },
  { label: "ARC Reviews", href: "/arc-reviews" },
  { label: "Hot KDP Niches", href: "/checkout/v3?product=hot-niches&type=month" },
  { label: "All-In-One Extension", href: "https://example.test/ext", external: true },
  { label: "Author Page Builder", href: "/author-page-builder", flair: "New" },
];

/** The labels in the bar at a viewport width (the rest are under More). */
const barAt = (signedIn: boolean, width: number) =>
  placePrimaryLinks(primary, signedIn)
    .filter(({ from }) => breakpointPx[from] <= width)
    .map(({ link }) => link.label);

describe("placing the primary links in the desktop bar or under More", () => {
  it.each<[number, string[]]>([
    // Issue 24: Author Page Builder (flagged New) is in the bar from 1024 px, not under More.
    [1024, ["Services", "Pricing", "Author Page Builder"]],
    [1279, ["Services", "Pricing", "Author Page Builder"]],
    [1280, ["Services", "Pricing", "ARC Reviews", "Hot KDP Niches", "Author Page Builder"]],
    [1440, ["Services", "Pricing", "ARC Reviews", "Hot KDP Niches", "Author Page Builder"]],
    [1536, primary.map((link) => link.label)],
  ])("signed out at %i px the bar shows %j", (width, labels) => {
    expect(barAt(false, width)).toEqual(labels);
  });

  it.each<[boolean, number, number]>([
    // signed in?, viewport width, links in the bar
    [true, 1024, 3],
    [true, 1536, 3],
    [true, 1599, 3],
    [true, 1600, 4],
    [true, 1799, 4],
    [true, 1800, 5],
    [true, 1919, 5],
    [true, 1920, 6],
  ])("signed in %s at %i px: %i links in the bar", (signedIn, width, count) => {
    expect(barAt(signedIn, width)).toEqual(primary.slice(0, count).map((link) => link.label));
  });

  it("every link is in the bar where all fit, so More is gone there", () => {
    for (const signedIn of [false, true]) {
      const placed = placePrimaryLinks(primary, signedIn);
      const widest = allInBarFrom(placed);
      expect(barAt(signedIn, breakpointPx[widest])).toHaveLength(primary.length);
    }
    expect(allInBarFrom(placePrimaryLinks(primary, false))).toBe("2xl");
    expect(allInBarFrom(placePrimaryLinks(primary, true))).toBe("1920");
  });

  it("keeps every link exactly once, the bar a prefix of the list at every width (NAV-04), but for a New link signed out", () => {
    for (const width of Object.values(breakpointPx)) {
      const bar = barAt(false, width).filter((label) => label !== "Author Page Builder");
      expect(bar).toEqual(primary.slice(0, bar.length).map((link) => link.label));
    }
    for (const table of [barFrom.signedIn, barFrom.signedOut]) {
      const widths = table.map((from) => breakpointPx[from]);
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
    }
    for (const signedIn of [false, true]) {
      expect(placePrimaryLinks(primary, signedIn).map((item) => item.link)).toEqual(primary);
    }
  });

  it("a short list fits: everything is in the bar from 1024 px and nothing needs More", () => {
    const few = primary.slice(0, 3);
    expect(allInBarFrom(placePrimaryLinks(few, true))).toBe("always");
  });

  it("a link is shown in the bar or in More at each width, never both", () => {
    for (const [name, classes] of Object.entries(breakpointClasses)) {
      const [hidden, shown] = classes.bar.split(" ");
      expect(hidden).toBe("hidden");
      const variant = shown?.replace(/:block$/, "");
      expect(classes.more, name).toBe(`${variant}:hidden`);
    }
  });
});
