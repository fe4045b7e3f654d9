import type * as React from "react";
import { cn } from "@/lib/cn";

type SiteShellProps = {
  children: React.ReactNode;
  /** The header (`SiteHeader` with its menus), composed by the layout. */
  header: React.ReactNode;
  /** The footer (`SiteFooter` with its links and form), composed by the layout. */
  footer?: React.ReactNode;
  /** The header banner slot; hidden on the design workspaces (cover creator, A+ page). */
  banner?: boolean;
  /** What fills the banner slot (the promotions banner), composed by the layout. */
  headerBanner?: React.ReactNode;
  /** Full-width pages drop the 1300 px body limit. */
  fullWidth?: boolean;
  /** A site-wide notice above everything (e.g. the test-payments banner), passed by a layout. */
  notice?: React.ReactNode;
};

export function SiteShell({
  children,
  header,
  footer = null,
  banner = true,
  headerBanner = null,
  fullWidth = false,
  notice = null,
}: SiteShellProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[120] rounded bg-white px-3 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      {notice}
      {banner ? (
        <div data-slot="header-banner" data-testid="header-banner-slot">
          {headerBanner}
        </div>
      ) : null}
      {header}
      {/* Text breaks anywhere it must: one 5,000-letter "word" in a title, a genre or a pasted list
          wraps instead of widening the page. Tables keep whole words and scroll in their box. */}
      <main
        id="main"
        data-testid="site-body"
        className={cn(
          "mx-auto w-full px-4 wrap-anywhere sm:px-6 [&_table]:wrap-normal",
          fullWidth ? "max-w-none" : "max-w-[1300px]",
        )}
      >
        {children}
      </main>
      {footer}
    </>
  );
}
