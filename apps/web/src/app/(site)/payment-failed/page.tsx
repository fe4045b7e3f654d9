import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Payment not completed",
  description:
    "Your payment was not completed and nothing was charged. Try again or choose another payment method.",
  path: "/payment-failed",
});

export default function Page() {
  return (
    <PageIntro
      title="Payment not completed"
      lead="The payment was cancelled or declined, so nothing was charged and nothing changed on your account."
      className="pb-16"
    >
      <Button asChild>
        <Link href="/pricing">Back to pricing</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/support">Contact support</Link>
      </Button>
    </PageIntro>
  );
}
