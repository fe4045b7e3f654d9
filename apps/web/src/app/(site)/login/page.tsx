import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Log in",
  description: "Log in to your account to use saved tools, your purchases and your member areas.",
  path: "/login",
});

export default function Page() {
  return (
    <PageIntro
      title="Log in"
      lead="Your account keeps your keyword and ASIN trackers, saved listings, purchases and memberships in one place."
      className="pb-16"
    >
      <Button asChild>
        <Link href="/register">Create a free account</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/tools">Browse free tools</Link>
      </Button>
    </PageIntro>
  );
}
