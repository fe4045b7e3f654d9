import { hotNichesResultSchema } from "@inkforge/domain/research/hot-niches";
import { checkoutHref } from "@inkforge/domain/shop/checkout-links";
import { featureIds } from "@inkforge/domain/shop/feature-ids";
import Link from "next/link";
import { redirect } from "next/navigation";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { requireSession } from "@/features/auth/require-session";
import { type HotNichesLoad, HotNichesReport } from "@/features/hot-niches/hot-niches-report";
import { HotNichesGuide } from "@/features/marketing/hot-niches-guide";
import { loadOffersOffSale } from "@/features/shop/off-sale";
import { checkFeatureAccess } from "@/features/shop/server-access";
import { serverApi } from "@/lib/api/server-api";
import { loginPath } from "@/lib/auth/redirects";
import { pageMetadata } from "@/lib/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Hot KDP Niches: this week's scored niches",
    description:
      "This week's Hot KDP Niches: niches scored for demand, openness and rising sales, each with its Deep View, and how to read a niche report.",
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

async function loadNiches(apiToken: string): Promise<HotNichesLoad> {
  // The first request after a fresh install may wait for the first scoring (the API waits 20 s).
  const result = await serverApi({ token: apiToken, timeoutMs: 25_000 })(
    "GET",
    "/api/v1/research/hot-niches",
    { schema: hotNichesResultSchema },
  );
  if (result.ok) return { kind: "loaded", result: result.data };
  console.error("Hot niches could not be loaded", { status: result.status, error: result.message });
  return { kind: "failed", message: result.message };
}

/**
 * Members only, decided on the server: a visitor without a session goes to log in, a signed-in
 * user without the Hot KDP Niches feature goes to its checkout, an owner sees this week's niches
 * and the guide to reading them.
 */
export default async function HotNichesPage() {
  const session = await requireSession(PATH);
  const access = await checkFeatureAccess(session.apiToken, featureIds.hotNiches);
  if (access === "revoked") redirect(loginPath({ next: PATH, error: "SessionExpired" }));
  if (access === "denied") {
    // Off sale (decision 0145): the sales page says so rather than a checkout that would refuse.
    const offSale = (await loadOffersOffSale()).has(featureIds.hotNiches);
    redirect(offSale ? "/hot-niches-sales" : checkoutHref(featureIds.hotNiches, "month"));
  }
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
  const load = await loadNiches(session.apiToken);
  return (
    <>
      <HotNichesReport load={load} />
      <HotNichesGuide intro={false} />
    </>
  );
}
