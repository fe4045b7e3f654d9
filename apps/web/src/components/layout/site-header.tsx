import Link from "next/link";
import type * as React from "react";
import { LogoMark } from "./logo-mark";

function Logo() {
  return (
    <Link href="/" className="inline-flex items-center gap-2 font-bold text-ink-900">
      <LogoMark />
    </Link>
  );
}

type SiteHeaderProps = {
  /** The drawer's trigger, left of the logo below 1024 px. */
  mobileNav: React.ReactNode;
  /** The desktop bar's list items (the Tools menu, then the primary links). */
  desktopNav: React.ReactNode;
  /** Log in / the signed-in menus, at the right. */
  accountArea: React.ReactNode;
};

/**
 * The site header's frame: desktop bar from 1024 px, a drawer below it. The menus themselves
 * are features, passed in by the layout (imports flow app → features → components).
 */
export function SiteHeader({ mobileNav, desktopNav, accountArea }: SiteHeaderProps) {
  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
      data-testid="site-header"
    >
      {/* The body is 1300 px wide at most (spec §2.2); from 1536 px the header row takes the whole
          width, so the whole menu fits beside the account area (decision 0070). */}
      <div className="relative mx-auto flex h-16 max-w-[1300px] items-center justify-between gap-3 px-4 sm:px-6 2xl:max-w-none">
        <div className="flex shrink-0 items-center gap-2 whitespace-nowrap">
          {mobileNav}
          <Logo />
        </div>
        <nav aria-label="Main" className="hidden lg:block" data-testid="desktop-nav">
          <ul className="flex items-center gap-0.5 xl:gap-1">{desktopNav}</ul>
        </nav>
        {accountArea}
      </div>
    </header>
  );
}
