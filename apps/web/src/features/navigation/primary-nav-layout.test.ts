// @vitest-environment node
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
    [1280, ["Services", "Pricing", "Author Page Builder"]],
    [1535, ["Services", "Pricing", "Author Page Builder"]],
    [1536, primary.map((link) => link.label)],
  ])("signed out at %i px the bar shows %j", (width, labels) => {
    expect(barAt(false, width)).toEqual(labels);
  });

  it.each<[number, string[]]>([
    // Issue 24: signed in too, Author Page Builder (flagged New) is in the bar from 1024 px; the
    // links before it make room at the narrower widths.
    [1024, ["Author Page Builder"]],
    [1279, ["Author Page Builder"]],
    [1280, ["Services", "Author Page Builder"]],
    [1440, ["Services", "Author Page Builder"]],
    [1536, ["Services", "Pricing", "Author Page Builder"]],
    [1799, ["Services", "Pricing", "Author Page Builder"]],
    [1800, ["Services", "Pricing", "ARC Reviews", "Hot KDP Niches", "Author Page Builder"]],
    [1919, ["Services", "Pricing", "ARC Reviews", "Hot KDP Niches", "Author Page Builder"]],
    [1920, primary.map((link) => link.label)],
  ])("signed in at %i px the bar shows %j", (width, labels) => {
    expect(barAt(true, width)).toEqual(labels);
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

  it("keeps every link exactly once, the bar a prefix of the list at every width (NAV-04), but for a New link", () => {
    for (const width of Object.values(breakpointPx)) {
      for (const signedIn of [false, true]) {
        const bar = barAt(signedIn, width).filter((label) => label !== "Author Page Builder");
        expect(bar).toEqual(primary.slice(0, bar.length).map((link) => link.label));
      }
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
    const few = primary.slice(0, 2);
    expect(allInBarFrom(placePrimaryLinks(few, false))).toBe("always");
    expect(allInBarFrom(placePrimaryLinks([primary[5] as NavLink], true))).toBe("always");
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
