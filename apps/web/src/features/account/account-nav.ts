import type { ExternalUrls } from "@inkforge/domain/catalogue/types";

export type AccountNavLink = { label: string; href: string; external?: boolean };

/** The signed-in header's menus (NAV-08, NAV-09, NAV-11); Logout is an action, not a link. */
export type AccountNav = {
  start: AccountNavLink[];
  help: AccountNavLink[];
  account: AccountNavLink[];
};

/** Resolved on the server (external URLs are server configuration) and passed to the menus. */
export function getAccountNav(urls: ExternalUrls): AccountNav {
  return {
    start: [
      { label: "Research", href: "/research-tools" },
      { label: "Create", href: "/book-creation" },
      { label: "Book Listing", href: "/book-listing" },
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
  };
}
