import { featureIds } from "@inkforge/domain/shop/feature-ids";
import Link from "next/link";
import { redirect } from "next/navigation";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { loginPath } from "@/features/auth/redirects";
import { requireSession } from "@/features/auth/require-session";
import { HotNichesGuide } from "@/features/marketing/hot-niches-guide";
import { checkoutHref } from "@/features/shop/checkout-links";
import { checkFeatureAccess } from "@/features/shop/server-access";
import { pageMetadata } from "@/lib/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Hot KDP Niches: how to read your niche reports",
    description:
      "How to read a Hot KDP Niches report: demand from Best Sellers Rank, competition, seasonality and price, with a fully worked example niche analysis.",
    path: "/hot-niches",
    keywords: [
      "KDP niche report",
      "KDP niche research",
      "Best Sellers Rank demand",
      "KDP seasonality",
      "low-content niches",
    ],
  }),
  // Members only: the public description lives on /hot-niches-sales.
  robots: { index: false, follow: false },
};

const PATH = "/hot-niches";

/**
 * Members only, decided on the server: a visitor without a session goes to log in, a signed-in
 * user without the Hot KDP Niches feature goes to its checkout, an owner sees the guide.
 */
export default async function HotNichesPage() {
  const session = await requireSession(PATH);
  const access = await checkFeatureAccess(session.apiToken, featureIds.hotNiches);
  if (access === "revoked") redirect(loginPath({ next: PATH, error: "SessionExpired" }));
  if (access === "denied") redirect(checkoutHref(featureIds.hotNiches, "month"));
  if (access === "unavailable") {
    return (
      <PageIntro
        title="Hot KDP Niches"
        lead="We couldn't check your membership just now. Please reload the page in a moment."
        className="pb-16"
      >
        <Button asChild variant="outline">
          <Link href="/me">Go to your account</Link>
        </Button>
      </PageIntro>
    );
  }
  return <HotNichesGuide />;
}
