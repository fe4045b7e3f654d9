import { toSafeRelativePath } from "@inkforge/domain/navigation/safe-redirect";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Payment successful",
  description:
    "Your payment went through. Your new features are on your account and a receipt is on its way to your inbox.",
  path: "/payment-success",
});

export default async function PaymentSuccessPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const { next } = await searchParams;
  const backTo = toSafeRelativePath(Array.isArray(next) ? next[0] : next, "/me");
  return (
    <PageIntro
      eyebrow="Thank you"
      title="Payment successful"
      lead="Your purchase is on your account. You can find it under purchases on your account page, together with your receipt."
      className="pb-16"
    >
      <Button asChild>
        <Link href={backTo}>Continue where you left off</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/me">Go to your account</Link>
      </Button>
    </PageIntro>
  );
}
