import Link from "next/link";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteShell } from "@/components/layout/site-shell";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { SiteChromeFooter } from "./_shell/site-chrome";

export const metadata = { title: "Page not found" };

/**
 * The 404 page. Its header is the plain frame with a few links, not the full site header: Next
 * sends the root not-found's tree with every page, and the full header (tool lists, search
 * palette, services directory) there doubled every page's payload (decision 0087).
 */
export default function NotFound() {
  return (
    <SiteShell header={<NotFoundHeader />} footer={<SiteChromeFooter />}>
      <div className="mx-auto max-w-2xl py-20 text-center" data-testid="not-found">
        <p className="text-sm font-semibold uppercase tracking-wide text-ember-700">Error 404</p>
        <h1 className="mt-2 text-4xl font-bold text-ink-900">We couldn't find that page</h1>
        <p className="mt-4 text-lg text-slate-600">
          The link may be old or mistyped. Every tool is listed on the tools page, and the FAQs
          answer most questions.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/tools">Browse all tools</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/">Go to the home page</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/faqs">Read the FAQs</Link>
          </Button>
        </div>
      </div>
    </SiteShell>
  );
}

function NotFoundHeader() {
  const link = "rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100";
  return (
    <SiteHeader
      mobileNav={null}
      desktopNav={
        <>
          <li>
            <Link href="/tools" className={link}>
              Tools
            </Link>
          </li>
          <li>
            <Link href="/pricing" className={link}>
              Pricing
            </Link>
          </li>
          <li>
            <Link href="/blog" className={link}>
              Blog
            </Link>
          </li>
        </>
      }
      accountArea={
        <Link href="/login" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Login
        </Link>
      }
    />
  );
}
