import Link from "next/link";
import { env } from "@/config/env";
import { site } from "@/config/site";
import { getAccountNav } from "@/features/account/account-nav";
import { HeaderAccountArea } from "@/features/account/header-account-area";
import { MobileNav } from "@/features/navigation/mobile-nav";
import { getNavData } from "@/features/navigation/nav-data";
import { PrimaryNavItems } from "@/features/navigation/primary-nav-items";
import { ToolsMegaMenu } from "@/features/navigation/tools-mega-menu";
import { companyLinks } from "./site-links";

export function Logo() {
  return (
    <Link href="/" className="inline-flex items-center gap-2 font-bold text-ink-900">
      <svg aria-hidden viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="7" fill="#23275a" />
        <path d="M9 23V9h4v14zm6-14h8v3.5h-4.2v2.3h3.6v3.4h-3.6V23H15z" fill="#fff" />
        <circle cx="24.5" cy="22" r="2.5" fill="#ea6a0c" />
      </svg>
      <span className="text-lg">{site.name}</span>
    </Link>
  );
}

/**
 * The site header: desktop mega menu from 1024 px, a drawer below it. The signed-in menus are
 * small client components that read the session in the browser, so pages stay static.
 *
 * The desktop bar stays one line high from 1024 px: labels never wrap, and the primary links
 * that do not fit beside Tools sit in a More menu at the end of the bar (`PrimaryNavItems`), so
 * the bar followed by More still reads in the spec's order (NAV-04).
 */
export function SiteHeader() {
  const nav = getNavData();
  const accountNav = getAccountNav(env.externalUrls);
  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
      data-testid="site-header"
    >
      <div className="relative mx-auto flex h-16 max-w-[1300px] items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex shrink-0 items-center gap-2 whitespace-nowrap">
          <MobileNav nav={nav} company={companyLinks} account={accountNav} />
          <Logo />
        </div>
        <nav aria-label="Main" className="hidden lg:block" data-testid="desktop-nav">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            <li>
              <ToolsMegaMenu categories={nav.categories} />
            </li>
            <PrimaryNavItems links={nav.primary} />
          </ul>
        </nav>
        <HeaderAccountArea nav={accountNav} />
      </div>
    </header>
  );
}
