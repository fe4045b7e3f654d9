import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { AffiliateDashboard } from "@/features/affiliate/affiliate-dashboard";
import { requireSession } from "@/features/auth/require-session";
import { pageMetadata } from "@/lib/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Affiliate dashboard",
    description: "Your referral clicks, sign-ups, sales and commissions, and the programme policy.",
    path: "/user/affiliate/dashboard",
  }),
  robots: { index: false, follow: false },
};

const PATH = "/user/affiliate/dashboard";

export default async function Page() {
  await requireSession(PATH);
  return (
    <>
      <PageIntro
        title="Affiliate dashboard"
        lead="What your referral link brought in: clicks, sign-ups, sales and the commissions they earned."
      />
      <Section className="pb-16">
        <AffiliateDashboard />
      </Section>
    </>
  );
}
