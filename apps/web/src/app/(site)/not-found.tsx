import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";

export const metadata = { title: "Page not found" };

/**
 * A missing shop item, blog post or other page inside the site: the message in the site's own
 * frame, so a signed-in member keeps their header (the root 404, for addresses no route matches,
 * draws a frame of its own and would otherwise appear inside this one).
 */
export default function SiteNotFound() {
  return (
    <div className="mx-auto grid max-w-2xl gap-4 px-4 py-16" data-testid="not-found">
      <p className="text-sm font-semibold uppercase tracking-wide text-ember-700">Error 404</p>
      <h1 className="text-3xl font-bold text-ink-900">We couldn't find that page</h1>
      <p className="text-slate-700">
        The link may be old or mistyped. Every tool is listed on the tools page, and the FAQs answer
        most questions.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link href="/tools" className={buttonVariants()}>
          Browse all tools
        </Link>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          Go to the home page
        </Link>
        <Link href="/faqs" className={buttonVariants({ variant: "outline" })}>
          Read the FAQs
        </Link>
      </div>
    </div>
  );
}
