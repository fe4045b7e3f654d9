import type { UpsellPopup } from "@inkforge/domain/promotions/popup-rotation";
import { productsOfOffer } from "@inkforge/domain/shop/catalogue";
import { checkoutHref } from "@inkforge/domain/shop/checkout-links";
import { planFeatureIds } from "@inkforge/domain/shop/feature-ids";
import { formatPrice } from "@inkforge/domain/shop/money";

type UpsellContent = {
  title: string;
  body: string;
  price: string;
  cta: string;
  href: string;
};

const periodSuffix = { month: "/month", year: "/year", lifetime: " once", free: "" } as const;

const PLAN_OFFERS: ReadonlySet<string> = new Set(Object.values(planFeatureIds));

/** A plan's popup links to the checkout exactly as /pricing does (`?product=pro&type=month`). */
function checkoutLink(offerId: string, productId: string, period: string): string {
  if (
    PLAN_OFFERS.has(offerId) &&
    (period === "month" || period === "year" || period === "lifetime")
  )
    return checkoutHref(offerId, period);
  return checkoutHref(productId);
}

/**
 * The copy of an upsell popup, from the shop catalogue: the offer's name and description, its
 * price, and a checkout link. The upgrade variant (POP-20) says so; the lifetime variant (G-31)
 * offers the lifetime product. Null for a feature that is not sold (the popup is skipped).
 */
export function upsellContent(popup: Pick<UpsellPopup, "featureId" | "variant" | "lifetime">) {
  const family = productsOfOffer(popup.featureId).filter((product) => product.priceCents > 0);
  const lifetime = family.find((product) => product.billingPeriod === "lifetime");
  const product = (popup.lifetime ? lifetime : undefined) ?? family[0];
  if (!product) return null;
  const name = product.offerTitle;
  const title =
    popup.variant === "upgrade"
      ? `Upgrade to ${name}`
      : product.billingPeriod === "lifetime"
        ? `${name}: pay once, keep it for good`
        : `Try ${name}`;
  return {
    title,
    body: product.description,
    price: `${formatPrice(product.priceCents, { trimWholeDollars: true })}${periodSuffix[product.billingPeriod]}`,
    cta: popup.variant === "upgrade" ? `Upgrade to ${name}` : `Get ${name}`,
    href: checkoutLink(popup.featureId, product._id, product.billingPeriod),
  } satisfies UpsellContent;
}
