import type { NavLink } from "./nav-data";

/*
 * Where each primary link (the items after Tools, NAV-04) sits in the desktop bar, decided by CSS
 * breakpoints so the server render and the browser agree and nothing moves on load (decision 0026,
 * revised by 0070). A link joins the bar from the viewport width where it fits beside everything
 * before it and the account area; below that width it is an entry of the More menu. The bar is
 * always a prefix of the spec's list, so the bar then More reads in the spec's order, and More is
 * gone where every link fits.
 *
 * Measured in Chromium at `xl` text sizes (the larger ones, so `lg` has slack): Tools … Hot KDP
 * Niches with More take about 620 px, All-In-One Extension 185 px more, Author Page Builder with
 * its New flag 230 px more (less the 80 px of More once it is gone). The room beside the logo and
 * the account area: signed out, the account area (search, Login, Get Started) leaves about 890 px
 * at 1280 px and 1130 px at 1536 px, where the header row stops at the 1300 px body width (the
 * spec's body width, not the header's) and takes the whole viewport. Signed in, the plan badge,
 * Start, Help, points and streak, copy-my-link, the bell and the avatar take about 300 px more:
 * measured in Playwright (gamification.spec.ts writes menu-fit.txt), the bar needs 650, 839 and
 * 986 px for five, six and seven items, and a Pro Max member's account area leaves 674 px at
 * 1536, 889 at 1760 and 1050 at 1920 px. Points and streak can grow the account area by about
 * 40 px (9,999 points, a 365-day streak; larger totals show as 12.5K), so every step keeps at
 * least that much slack. The Playwright checks at 1024–1920 px fail if a label wraps or anything
 * leaves the viewport.
 *
 * Signed in, Author Page Builder (flagged New) is in the bar from 1024 px too (issue 24, decision
 * 0094). From those measurements (at 1024 px the bar held Tools, Services, Pricing, ARC Reviews and
 * More in 430 px of 477–527 px of room; the same with the builder in place of ARC Reviews took
 * 562 px signed out; at `xl` sizes the builder takes about 190 px and ARC Reviews about 115 px):
 * below 1280 px only Tools and the builder stay in the bar (about 400 px); from 1280 px Services
 * joins (about 500 px of 616–636 px), from 1536 px Pricing (about 580 px of 661–682 px), from
 * 1800 px ARC Reviews and Hot KDP Niches (about 840 px of 925–945 px), from 1920 px everything.
 */

/** Viewport widths at which a link can join the bar. */
export type Breakpoint = "always" | "xl" | "2xl" | "1600" | "1800" | "1920";

/** Pixel value of each breakpoint (for tests and the decision record). */
export const breakpointPx: Record<Breakpoint, number> = {
  always: 1024,
  xl: 1280,
  "2xl": 1536,
  "1600": 1600,
  "1800": 1800,
  "1920": 1920,
};

/**
 * Classes of a link whose bar item shows from the breakpoint and whose More entry shows below it.
 * Literal strings, so Tailwind finds them in this file.
 */
export const breakpointClasses: Record<
  Exclude<Breakpoint, "always">,
  { bar: string; more: string }
> = {
  xl: { bar: "hidden xl:block", more: "xl:hidden" },
  "2xl": { bar: "hidden 2xl:block", more: "2xl:hidden" },
  "1600": { bar: "hidden min-[1600px]:block", more: "min-[1600px]:hidden" },
  "1800": { bar: "hidden min-[1800px]:block", more: "min-[1800px]:hidden" },
  "1920": { bar: "hidden min-[1920px]:block", more: "min-[1920px]:hidden" },
};

/**
 * From which width each primary link is in the bar, by position in the spec's list (Services,
 * Pricing, ARC Reviews, Hot KDP Niches, All-In-One Extension, Author Page Builder).
 */
export const barFrom: Record<"signedOut" | "signedIn", readonly Breakpoint[]> = {
  // ARC Reviews and Hot KDP Niches wait for 1536 px, so a link flagged New fits from 1024 px: with
  // them at 1280 px, Get Started ended 10 px past a 1280 px viewport (navigation.spec.ts).
  signedOut: ["always", "always", "2xl", "2xl", "2xl", "2xl"],
  // Services, Pricing and the rest wait, so the New builder fits from 1024 px beside the account.
  signedIn: ["xl", "2xl", "1800", "1800", "1920", "1920"],
};

export type PlacedLink = { link: NavLink; from: Breakpoint };

/**
 * Each link with the width from which it is in the bar. Widths never decrease along the list, so
 * at any width the bar holds a prefix of it (NAV-04), plus a link flagged "New" (Author Page
 * Builder): what a visitor should see first, it is in the bar from 1024 px, signed in or out, at
 * its place at the end of the bar, instead of hidden in More (issue 24); the links before it make
 * room. A link past the table's end joins with the last one.
 */
export function placePrimaryLinks(links: NavLink[], signedIn: boolean): PlacedLink[] {
  const table = signedIn ? barFrom.signedIn : barFrom.signedOut;
  return links.map((link, index) => ({
    link,
    from: link.flair ? "always" : (table[Math.min(index, table.length - 1)] ?? "always"),
  }));
}

/** The widest breakpoint in use: from there every link is in the bar and More is gone. */
export function allInBarFrom(placed: PlacedLink[]): Breakpoint {
  let widest: Breakpoint = "always";
  for (const { from } of placed) {
    if (breakpointPx[from] > breakpointPx[widest]) widest = from;
  }
  return widest;
}
