import Link from "next/link";
import { SiteShell } from "@/components/layout/site-shell";
import { Button } from "@/components/ui/button";
import { SiteChromeFooter, SiteChromeHeader } from "./_shell/site-chrome";

export const metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <SiteShell header={<SiteChromeHeader />} footer={<SiteChromeFooter />}>
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
