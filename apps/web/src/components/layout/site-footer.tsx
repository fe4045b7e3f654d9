import type * as React from "react";
import { env } from "@/config/env";
import { site } from "@/config/site";
import { CookieSettingsButton } from "@/features/cookie-consent/cookie-consent";
import type { NavLink as NavLinkData } from "@/features/navigation/nav-data";
import { NavLink } from "@/features/navigation/nav-link";
import { NewsletterForm } from "@/features/newsletter/newsletter-form";
import { companyLinks } from "./site-links";

function FooterColumn({
  title,
  links,
  children,
}: {
  title: string;
  links: NavLinkData[];
  children?: React.ReactNode;
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <NavLink link={link} className="text-slate-300 hover:text-white hover:underline" />
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const resources: NavLinkData[] = [
    { label: "Blog", href: "/blog" },
    { label: "Free resources", href: "/free-resources" },
    { label: "Masterclass", href: "/masterclass" },
    { label: "FAQs", href: "/faqs" },
    { label: "Support", href: "/support" },
    { label: "Community forum", href: env.externalUrls.forum, external: true },
    { label: "Video tutorials", href: env.externalUrls.videoChannel, external: true },
  ];
  const tools: NavLinkData[] = [
    { label: "All tools", href: "/tools" },
    { label: "KDP Royalty Calculator", href: "/tools/KDP-Royalty-Calculator" },
    { label: "BSR Sales Calculator", href: "/tools/KDP-BSR-Sales-Calculator" },
    { label: "Cover Template Generator", href: "/kdp-cover-template-generator" },
    { label: "7 Backend Keywords Tool", href: "/7-backend-keywords-tool-amazon-kdp" },
    { label: "Pricing", href: "/pricing" },
  ];
  return (
    <footer className="mt-16 bg-ink-900 text-slate-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-[1300px] gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <FooterColumn title="Resources" links={resources} />
        <FooterColumn title="Tools" links={tools} />
        <FooterColumn title="Company" links={companyLinks}>
          <li>
            <CookieSettingsButton className="text-slate-300 hover:text-white hover:underline" />
          </li>
        </FooterColumn>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Newsletter</h2>
          <p className="mt-4 text-sm">
            KDP tips, policy changes and new tools from the {site.name} team.
          </p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-[1300px] px-4 py-6 text-xs text-slate-400 sm:px-6">
          © 2026 {site.name}. Not affiliated with Amazon. Kindle Direct Publishing and KDP are
          trademarks of Amazon.com, Inc. or its affiliates.
        </p>
      </div>
    </footer>
  );
}
