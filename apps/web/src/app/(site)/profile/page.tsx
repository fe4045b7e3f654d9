import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Your profile",
  description: "Manage your profile: your display name, profile image and password.",
  path: "/profile",
});

export default function Page() {
  return (
    <PageIntro
      title="Your profile"
      lead="Change the name and image shown on your account, and update your password."
      className="pb-16"
    >
      <Button asChild>
        <Link href="/me">Account overview</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/login">Log in</Link>
      </Button>
    </PageIntro>
  );
}
