import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Checkout",
  description:
    "Review your plan or tool, choose monthly, yearly or lifetime billing and pay securely by card or PayPal.",
  path: "/checkout/v3",
});

const billingLabels: Record<string, string> = {
  month: "Monthly",
  year: "Yearly",
  lifetime: "Lifetime",
};

export default async function CheckoutPage({
  searchParams,
}: {
  searchParams: Promise<{ product?: string; type?: string }>;
}) {
  const { product, type } = await searchParams;
  const billing = type && billingLabels[type] ? billingLabels[type] : "Monthly";
  return (
    <PageIntro
      eyebrow={`${billing} billing`}
      title="Checkout"
      lead={
        product
          ? `You are buying “${product}”. Sign in first so the purchase lands on your account; the price is confirmed by our server before you pay.`
          : "Choose a plan or a tool on the pricing page to start a checkout."
      }
      className="pb-16"
    >
      <Button asChild>
        <Link href="/pricing">Compare plans</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/login">Log in</Link>
      </Button>
    </PageIntro>
  );
}
