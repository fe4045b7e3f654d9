import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { AffiliateAccount } from "@/features/affiliate/affiliate-account";
import { requireSession } from "@/features/auth/require-session";
import { pageMetadata } from "@/lib/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Affiliate programme",
    description:
      "Your affiliate account: your referral link, dashboard link and how commissions work.",
    path: "/user/affiliate",
  }),
  robots: { index: false, follow: false },
};

const PATH = "/user/affiliate";

export default async function Page() {
  await requireSession(PATH);
  return (
    <>
      <PageIntro
        title="Affiliate programme"
        lead={
          <>
            Every member gets an affiliate account. Share your link: when someone you refer buys a
            plan, you earn a commission, on renewals too. The{" "}
            <Link href="/user/affiliate/dashboard#policy" className="underline underline-offset-2">
              programme policy
            </Link>{" "}
            says exactly how.
          </>
        }
      >
        <a
          href="/user/affiliate/dashboard#policy"
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-10 items-center rounded-md bg-ember-600 px-4 text-sm font-semibold text-white hover:bg-ember-700"
        >
          Become An Affiliate
        </a>
      </PageIntro>
      <Section className="pb-16">
        <AffiliateAccount />
      </Section>
    </>
  );
}
