import { toSafeRelativePath } from "@inkforge/domain/navigation/safe-redirect";
import {
  checkoutHref,
  firstQueryValue,
  readCheckoutOffer,
  readCheckoutPeriod,
  readFailureReason,
} from "@inkforge/domain/shop/checkout-links";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { resolveCheckoutItem } from "@/features/shop/checkout-item";
import { PaymentFailureLog } from "@/features/shop/payment-failure-log";
import { failureExplanations } from "@/features/shop/shop-messages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Payment not completed",
    description:
      "Your payment was not completed and nothing was charged. Try again or choose another payment method.",
    path: "/payment-failed",
  }),
  robots: { index: false, follow: false },
};

type SearchParams = Record<string, string | string[] | undefined>;

export default async function PaymentFailedPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const query = await searchParams;
  // A provider's cancel page returns without a reason: that is a cancellation (ROUTE-44, G-40).
  const reason = readFailureReason(query.reason) ?? "cancelled";
  const explanation = failureExplanations[reason];
  const period = readCheckoutPeriod(query.type);
  const offer = readCheckoutOffer(query.offer);
  const next = toSafeRelativePath(firstQueryValue(query.next), "");
  const product = resolveCheckoutItem({ product: query.product, type: period ?? undefined });
  const retryHref = product.ok
    ? checkoutHref(firstQueryValue(query.product) ?? product.item.productId, period, {
        offer,
        next: next || null,
      })
    : null;

  return (
    <PageIntro
      title={explanation.title}
      lead={
        <>
          <p data-testid="failure-reason" data-reason={reason}>
            {explanation.body}
          </p>
          {product.ok ? (
            <p className="mt-2 text-base">
              You were buying <strong className="font-semibold">{product.item.name}</strong>.
            </p>
          ) : null}
        </>
      }
      className="pb-16"
    >
      {retryHref ? (
        <Button asChild>
          <Link href={retryHref} data-testid="retry-checkout">
            Try again
          </Link>
        </Button>
      ) : (
        <Button asChild>
          <Link href="/pricing">Back to pricing</Link>
        </Button>
      )}
      <PaymentFailureLog reason={reason} product={product.ok ? product.item.productId : null} />
      {reason === "error" ? (
        <Button asChild variant="outline">
          <Link href="/me">Check your purchases</Link>
        </Button>
      ) : null}
      <Button asChild variant="outline">
        <Link href="/support">Contact support</Link>
      </Button>
    </PageIntro>
  );
}
