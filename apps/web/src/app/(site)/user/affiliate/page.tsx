import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Affiliate programme",
  description:
    "Your affiliate account: your referral link, dashboard link and how commissions work.",
  path: "/user/affiliate",
});

export default function Page() {
  return (
    <PageIntro
      title="Affiliate programme"
      lead="Signed-in members get an affiliate account automatically, with a personal referral link and a dashboard to follow referrals."
      className="pb-16"
    >
      <Button asChild>
        <Link href="/login?next=%2Fuser%2Faffiliate">Log in</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/terms">Read the terms</Link>
      </Button>
    </PageIntro>
  );
}
