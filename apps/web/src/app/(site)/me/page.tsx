import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Your account",
  description:
    "Your account overview: owned features, subscriptions, purchases, downloads, courses and notifications.",
  path: "/me",
});

export default function Page() {
  return (
    <PageIntro
      title="Your account"
      lead="See the features you own, manage subscriptions and billing, download your files and follow your courses."
      className="pb-16"
    >
      <Button asChild>
        <Link href="/profile">Edit profile</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/login">Log in</Link>
      </Button>
    </PageIntro>
  );
}
