import { LogoMark } from "@/components/layout/logo-mark";
import { FooterColumn, SiteFooter } from "@/components/layout/site-footer";
import { SiteShell } from "@/components/layout/site-shell";
import { buttonVariants } from "@/components/ui/button-variants";
import { env } from "@/config/env";
import { getFooterColumns } from "@/features/navigation/footer-columns";
// Unmatched addresses render under the root layout alone, which no longer brings the stylesheet.
import "./globals.css";

export const metadata = { title: "Page not found" };

/**
 * The 404 page, drawn on the server with plain links only. Next sends the root not-found's tree,
 * and loads its client code, with every page: the full header once doubled every page's payload
 * (decision 0087), and its footer's cookie button, newsletter form and `next/link` put 23 KB of
 * script on the public author pages, which have no other client frame (decision 0147).
 */
export default function NotFound() {
  const primary = buttonVariants({ variant: "primary" });
  const outline = buttonVariants({ variant: "outline" });
  return (
    <SiteShell header={<NotFoundHeader />} footer={<NotFoundFooter />}>
      <div className="mx-auto max-w-2xl py-20 text-center" data-testid="not-found">
        <p className="text-sm font-semibold uppercase tracking-wide text-ember-700">Error 404</p>
        <h1 className="mt-2 text-4xl font-bold text-ink-900">We couldn't find that page</h1>
        <p className="mt-4 text-lg text-slate-600">
          The link may be old or mistyped. Every tool is listed on the tools page, and the FAQs
          answer most questions.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="/tools" className={primary}>
            Browse all tools
          </a>
          <a href="/" className={outline}>
            Go to the home page
          </a>
          <a href="/faqs" className={outline}>
            Read the FAQs
          </a>
        </div>
      </div>
    </SiteShell>
  );
}

function NotFoundHeader() {
  const link = "rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100";
  return (
    <header className="border-b border-slate-200 bg-white" data-testid="site-header">
      <div className="mx-auto flex h-16 max-w-[1300px] items-center justify-between gap-3 px-4 sm:px-6">
        <a href="/" className="inline-flex items-center gap-2 font-bold text-ink-900">
          <LogoMark />
        </a>
        <nav aria-label="Main" className="hidden sm:block">
          <ul className="flex items-center gap-1">
            <li>
              <a href="/tools" className={link}>
                Tools
              </a>
            </li>
            <li>
              <a href="/pricing" className={link}>
                Pricing
              </a>
            </li>
            <li>
              <a href="/blog" className={link}>
                Blog
              </a>
            </li>
          </ul>
        </nav>
        <a href="/login" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Login
        </a>
      </div>
    </header>
  );
}

function NotFoundFooter() {
  return (
    <SiteFooter
      columns={getFooterColumns(env.externalUrls).map((column) => (
        <FooterColumn key={column.title} title={column.title}>
          {column.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="text-slate-300 hover:text-white hover:underline"
                {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                {link.label}
              </a>
            </li>
          ))}
        </FooterColumn>
      ))}
      newsletter={
        <a href="/" className="mt-3 inline-block text-sm text-white underline">
          Sign up on the home page
        </a>
      }
    />
  );
}
