import type { ExternalUrls } from "@inkforge/domain/catalogue/types";
import { featureIds } from "@inkforge/domain/shop/feature-ids";

export type AccountNavLink = { label: string; href: string; external?: boolean };

/** A membership group's entry: shown only to owners of `featureId` (NAV-18..20). */
export type MembershipNavLink = AccountNavLink & { featureId: string };

/**
 * The signed-in header's menus (NAV-08, NAV-09, NAV-11, NAV-18..20); Logout is an action, not a
 * link.
 */
export type AccountNav = {
  start: AccountNavLink[];
  help: AccountNavLink[];
  account: AccountNavLink[];
  /** ARC review, template and mentorship groups; the menus filter them by ownership. */
  memberships: MembershipNavLink[];
};

/** Resolved on the server (external URLs are server configuration) and passed to the menus. */
export function getAccountNav(urls: ExternalUrls): AccountNav {
  return {
    start: [
      { label: "Research", href: "/research-tools" },
      { label: "Create", href: "/book-creation" },
      { label: "Book Listing", href: "/book-listing" },
      // NAV-08 lists five; the Design family came later and belongs with them (issue 8).
      { label: "Design", href: "/design-tools" },
      { label: "General", href: "/general-kdp" },
      { label: "Education", href: "/training-tools" },
    ],
    help: [
      { label: "Support", href: "/support" },
      { label: "Forum", href: urls.forum, external: true },
      { label: "Feature Request", href: urls.featureRequests, external: true },
      { label: "Bug Report", href: urls.bugReports, external: true },
      { label: "Tutorials", href: urls.tutorials, external: true },
    ],
    account: [
      { label: "Account", href: "/me" },
      { label: "Profile", href: "/profile" },
      { label: "Affiliate", href: "/user/affiliate" },
    ],
    memberships: [
      {
        label: "ARC Review Group",
        href: urls.arcGroup,
        external: true,
        featureId: featureIds.arcReviews,
      },
      {
        label: "Template Group",
        href: urls.templatesGroup,
        external: true,
        featureId: featureIds.templateMembership,
      },
      {
        label: "Mentorship Group",
        href: urls.mentorshipGroup,
        external: true,
        featureId: featureIds.mentorshipGroup,
      },
    ],
  };
}

/** The membership entries the user owns, in menu order (NAV-18..20); none while unknown. */
export function visibleMemberships(
  links: readonly MembershipNavLink[],
  owned: readonly string[] | null | undefined,
): MembershipNavLink[] {
  if (!owned || owned.length === 0) return [];
  const set = new Set(owned);
  return links.filter((link) => set.has(link.featureId));
}
