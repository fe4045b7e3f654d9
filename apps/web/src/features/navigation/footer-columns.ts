import type { ExternalUrls } from "@inkforge/domain/catalogue/types";
import type { NavLink as NavLinkData } from "./nav-data";
import { companyLinks } from "./site-links";

/*
 * The footer's links as data, apart from the components that draw them: the 404 page draws them
 * as plain links, and importing `footer-links.tsx` would put the site's link components (and
 * their client code) into every page's scripts (decision 0147).
 */

/** The footer's link columns, in order (the Company column ends with cookie settings). */
export function getFooterColumns(urls: ExternalUrls): { title: string; links: NavLinkData[] }[] {
  return [
    {
      title: "Resources",
      links: [
        { label: "Blog", href: "/blog" },
        { label: "Free resources", href: "/free-resources" },
        { label: "Masterclass", href: "/masterclass" },
        { label: "FAQs", href: "/faqs" },
        { label: "Support", href: "/support" },
        { label: "Community forum", href: urls.forum, external: true },
        { label: "Video tutorials", href: urls.videoChannel, external: true },
      ],
    },
    {
      title: "Tools",
      links: [
        { label: "All tools", href: "/tools" },
        { label: "KDP Royalty Calculator", href: "/tools/KDP-Royalty-Calculator" },
        { label: "BSR Sales Calculator", href: "/tools/KDP-BSR-Sales-Calculator" },
        { label: "Cover Template Generator", href: "/kdp-cover-template-generator" },
        { label: "7 Backend Keywords Tool", href: "/7-backend-keywords-tool-amazon-kdp" },
        { label: "Pricing", href: "/pricing" },
      ],
    },
    { title: "Company", links: companyLinks },
  ];
}
