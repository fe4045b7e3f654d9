import type { NavLink } from "./nav-data";

/**
 * Where a primary link (the items after Tools, NAV-04) sits in the desktop bar:
 * - `bar`: always in the bar;
 * - `bar-xl`: in the bar from 1280 px (Tailwind `xl`), in the More menu from 1024 to 1279 px;
 * - `more`: always in the More menu.
 */
export type Placement = "bar" | "bar-xl" | "more";

/**
 * How many primary links the bar holds. The bar cannot grow past the 1300 px container, and the
 * labels must stay on one line, so the rest go under More. Measured (Chromium, system sans):
 * Tools … Hot KDP Niches plus More take about 530 px at `lg` sizes and 620 px at `xl` sizes;
 * the room left beside the logo and the account area is about 635 px at 1024 px signed out
 * (660 signed in, where the plan badge moves into the account menu) and 890 px from 1280 px
 * signed out, but only about 760 px signed in (the plan badge is in the bar). So All-In-One
 * Extension (≈ 185 px) joins the bar from 1280 px when signed out only, and Author Page Builder
 * (≈ 230 px with its New flag) always sits under More.
 */
export const barLinkCount = {
  /** From 1024 px, signed in or out. */
  always: 4,
  /** From 1280 px, signed out (Login and Get Started leave more room than the signed-in menus). */
  xlSignedOut: 5,
} as const;

export type PlacedLink = { link: NavLink; placement: Placement };

/**
 * Splits the primary links into bar and More without reordering them: the bar always holds a
 * prefix of the list, so reading the bar and then the More menu gives the spec's order (NAV-04).
 */
export function placePrimaryLinks(links: NavLink[], signedIn: boolean): PlacedLink[] {
  const xlCount = signedIn ? barLinkCount.always : barLinkCount.xlSignedOut;
  return links.map((link, index) => ({
    link,
    placement: index < barLinkCount.always ? "bar" : index < xlCount ? "bar-xl" : "more",
  }));
}

/** Classes of a `bar-xl` link: its bar item shows from 1280 px, its More entry below that. */
export const barFromXl = { bar: "hidden xl:block", more: "xl:hidden" } as const;
