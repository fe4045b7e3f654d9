import { NEW_MEMBER_WINDOW_HOURS } from "@inkforge/domain/constants";
import { findProduct } from "@inkforge/domain/shop/catalogue";
import { checkoutHref, resolveReturnTo } from "@inkforge/domain/shop/checkout-links";
import { formatPrice } from "@inkforge/domain/shop/money";
import {
  holdingsOf,
  productStandingById,
  subscriptionsSupersededBy,
} from "@inkforge/domain/shop/ownership";
import { isWithinNewMemberWindow } from "@inkforge/domain/shop/pricing";
import { periodLabel, priceLabel } from "@inkforge/domain/shop/product-views";
import { headers } from "next/headers";
import Link from "next/link";
import { redirect } from "next/navigation";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { requireSession } from "@/features/auth/require-session";
import {
  type CheckoutBuyer,
  type CheckoutItem,
  checkoutTarget,
  isPayPalEligible,
  memberPageOf,
  priceForBuyer,
  resolveCheckoutItem,
} from "@/features/shop/checkout-item";
import { CheckoutPanel } from "@/features/shop/checkout-panel";
import { NotOnSale } from "@/features/shop/not-on-sale";
import { isOffSale, loadOffersOffSale } from "@/features/shop/off-sale";
import { fetchAccount } from "@/lib/api/server-api";
import { pageMetadata } from "@/lib/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Checkout",
    description:
      "Review your plan or tool, choose monthly, yearly or lifetime billing and pay securely by card or PayPal.",
    path: "/checkout/v3",
  }),
  robots: { index: false, follow: false },
};

type SearchParams = Record<string, string | string[] | undefined>;

function billingNote(item: CheckoutItem): string {
  switch (item.kind) {
    case "free":
      return "Free: nothing to pay. It is added to your account straight away.";
    case "subscription":
      return `Billed every ${item.period === "year" ? "year" : "month"} until you cancel. You can cancel from your account page at any time and keep access until the end of the period you paid for.`;
    case "one-time":
      return item.period === "one-time"
        ? "One payment. Shipping is added on the payment page."
        : "One payment, no renewals: yours for as long as the product is offered.";
  }
}

function Summary({ item }: { item: CheckoutItem }) {
  const price = priceLabel(item.priceCents, item.period);
  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="checkout-summary"
    >
      <h2 id="order-summary" className="text-lg font-bold text-ink-900">
        Order summary
      </h2>
      <dl className="mt-4 grid gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Product</dt>
          <dd className="text-right font-semibold text-ink-900" data-testid="checkout-product">
            {item.name}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Billing</dt>
          <dd className="text-right font-semibold text-ink-900" data-testid="checkout-period">
            {periodLabel(item.period)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-100 pt-3">
          <dt className="text-slate-600">Price</dt>
          <dd className="text-right text-lg font-bold text-ink-900" data-testid="checkout-price">
            {item.offerPriceCents !== null ? (
              <>
                <s className="mr-2 text-sm font-normal text-slate-500">
                  <span className="sr-only">Regular price </span>
                  {price}
                </s>
                {formatPrice(item.offerPriceCents)}
              </>
            ) : (
              price
            )}
          </dd>
        </div>
      </dl>
      {item.offerPriceCents !== null ? (
        <p className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          New-member price: your account was created less than {NEW_MEMBER_WINDOW_HOURS} hours ago,
          so lifetime products cost less.
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">{billingNote(item)}</p>
      {item.kind !== "free" ? (
        <p className="mt-2 text-xs text-slate-600">
          Prices are in US dollars. The payment page shows the final amount before you pay.
        </p>
      ) : null}
    </section>
  );
}

/** The buyer's age and holdings; an API that cannot answer leaves the server to decide. */
async function checkoutBuyer(
  apiToken: string,
  productId: string,
): Promise<CheckoutBuyer & { superseded: string[] }> {
  const account = await fetchAccount(apiToken);
  if (!account.ok) return { newMember: false, standing: null, superseded: [] };
  const entries = account.data.features.simple;
  const holdings = holdingsOf(entries, undefined);
  return {
    newMember: isWithinNewMemberWindow(account.data.createdAt, new Date()),
    standing: findProduct(productId) ? productStandingById(holdings, productId) : null,
    superseded: subscriptionsSupersededBy(entries, productId, new Date()),
  };
}

/** The subscriptions this purchase stops renewing once paid (decision 0027), said before paying. */
function SupersededNote({ productIds }: { productIds: string[] }) {
  const names = productIds.map((id) => findProduct(id)?.title ?? id);
  if (names.length === 0) return null;
  return (
    <p
      className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900"
      data-testid="checkout-superseded"
    >
      Your {names.join(" and ")} subscription{names.length > 1 ? "s" : ""} will stop renewing once
      this payment goes through, since this purchase includes everything{" "}
      {names.length > 1 ? "they give" : "it gives"}. You keep {names.length > 1 ? "them" : "it"} to
      the end of the period you paid for, and {names.length > 1 ? "they are" : "it is"} not charged
      again.
    </p>
  );
}

function AlreadyOwned({ item, returnTo }: { item: CheckoutItem; returnTo: string }) {
  return (
    <PageIntro
      eyebrow="Checkout"
      title={`You already have ${item.name}`}
      lead={
        <p data-testid="checkout-owned">
          {item.name} is part of what your account holds already, through your plan or an earlier
          purchase, so there is nothing to pay. Your purchases are listed on your account page.
        </p>
      }
      className="pb-16"
    >
      <Button asChild>
        <Link href="/me">Go to your account</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={returnTo}>Back to where you were</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/pricing">See upgrades</Link>
      </Button>
    </PageIntro>
  );
}

export default async function CheckoutPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const query = await searchParams;
  const resolution = resolveCheckoutItem(query);
  if (!resolution.ok) {
    return (
      <PageIntro title="Checkout" lead={resolution.message} className="pb-16">
        <Button asChild>
          <Link href="/shop">Browse the shop</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/pricing">Compare plans</Link>
        </Button>
      </PageIntro>
    );
  }
  // An offer taken off sale in the console (decision 0145): said here, where a link from anywhere
  // lands, instead of a payment panel the API would refuse.
  if (isOffSale(await loadOffersOffSale(), resolution.item.productId)) {
    return (
      <PageIntro eyebrow="Checkout" title={resolution.item.name} className="pb-16">
        <NotOnSale name={resolution.item.name} />
        <Button asChild>
          <Link href="/shop">Browse the shop</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/pricing">Compare plans</Link>
        </Button>
      </PageIntro>
    );
  }
  const target = checkoutTarget(resolution.item);
  const requestHeaders = await headers();
  const returnTo = resolveReturnTo({
    next: query.next,
    referer: requestHeaders.get("referer"),
    host: requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host"),
    fallback: resolution.item.isPlan ? "/pricing" : resolution.item.productPath,
  });
  // Sign-in first, so the purchase lands on the account; the link keeps where the buyer came from.
  const session = await requireSession(
    checkoutHref(target.product, target.period, { offer: resolution.item.offer, next: returnTo }),
  );
  const buyer = await checkoutBuyer(session.apiToken, resolution.item.productId);
  // An owner is never sold again what they have (decision 0027): a members' page, or a note.
  if (buyer.standing === "owned") {
    const memberPage = memberPageOf(resolution.item);
    if (memberPage) redirect(memberPage);
    return <AlreadyOwned item={resolution.item} returnTo={returnTo} />;
  }
  const item = priceForBuyer(resolution.item, buyer);

  return (
    <>
      <PageIntro
        eyebrow="Checkout"
        title={`Buy ${item.name}`}
        lead={item.description}
        className="pb-8"
      />
      <div className="grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid content-start gap-6">
          {item.grants.length > 0 ? (
            <section aria-labelledby="what-you-get">
              <h2 id="what-you-get" className="text-xl font-bold text-ink-900">
                What you get
              </h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="checkout-grants">
                {item.grants.map((name) => (
                  <li key={name} className="flex gap-2 text-slate-800">
                    <span aria-hidden className="text-emerald-700">
                      ✓
                    </span>
                    {name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <p className="text-sm text-slate-700">
            <Link href={item.productPath} className="font-semibold text-ink-700 underline">
              More about {item.name}
            </Link>
            {" · "}
            <Link href={returnTo} className="font-semibold text-ink-700 underline">
              Back to where you were
            </Link>
          </p>
        </div>
        <div className="grid content-start gap-6">
          <Summary item={item} />
          <SupersededNote productIds={buyer.superseded} />
          <CheckoutPanel
            item={item}
            target={target}
            returnTo={returnTo}
            paypalEligible={isPayPalEligible(item)}
          />
        </div>
      </div>
    </>
  );
}
