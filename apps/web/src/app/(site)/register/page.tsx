import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Create your free account",
  description:
    "Create a free account to save your research, track keywords and ASINs, and unlock member tools for KDP publishing.",
  path: "/register",
});

export default function Page() {
  return (
    <PageIntro
      title="Create your free account"
      lead="A free account saves your trackers and listings between visits and lets you buy single tools or a plan when you need more."
      className="pb-16"
    >
      <Button asChild>
        <Link href="/login">Already have an account? Log in</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/pricing">Compare plans</Link>
      </Button>
    </PageIntro>
  );
}
