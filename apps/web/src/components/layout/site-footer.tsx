import type * as React from "react";
import { site } from "@/config/site";

/** One titled column of footer links; the links are rendered by the caller. */
export function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">{children}</ul>
    </div>
  );
}

type SiteFooterProps = {
  /** The link columns (`FooterColumn`s), passed in by the layout. */
  columns: React.ReactNode;
  /** The newsletter sign-up form. */
  newsletter: React.ReactNode;
};

export function SiteFooter({ columns, newsletter }: SiteFooterProps) {
  return (
    <footer className="mt-16 bg-ink-900 text-slate-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-[1300px] gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        {columns}
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Newsletter</h2>
          <p className="mt-4 text-sm">
            KDP tips, policy changes and new tools from the {site.name} team.
          </p>
          {newsletter}
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
