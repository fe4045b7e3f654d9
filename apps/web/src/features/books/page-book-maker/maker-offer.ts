import type { MakerBookKind } from "@inkforge/domain/books/maker-books";
import { MAKER_BOOKS } from "@inkforge/domain/books/maker-books";
import { getToolByPathOrThrow } from "@inkforge/domain/catalogue/tools";
import { productsOfOffer } from "@inkforge/domain/shop/catalogue";
import { checkoutHref } from "@inkforge/domain/shop/checkout-links";
import { formatPrice } from "@inkforge/domain/shop/money";
import { toolGate } from "@inkforge/domain/shop/tool-access";
import type { MakerOffer } from "./page-book-maker";

/**
 * What a maker's page offers a member without it (computed on the page's server): the plans and
 * the products sold on their own that include it, with their lifetime prices and checkout links.
 */
export function makerOffer(kind: MakerBookKind, offerIds: readonly string[]): MakerOffer {
  const { path, sample } = MAKER_BOOKS[kind];
  const gate = toolGate(getToolByPathOrThrow(path));
  const products = offerIds.flatMap((offerId) => {
    const product = productsOfOffer(offerId).find((p) => p.billingPeriod === "lifetime");
    return product
      ? [
          {
            title: product.offerTitle,
            price: `${formatPrice(product.priceCents, { trimWholeDollars: true })} one-time`,
            href: checkoutHref(offerId, "lifetime", { next: path }),
          },
        ]
      : [];
  });
  return {
    item: gate.item,
    plans: [...gate.plans],
    products,
    sampleMax: sample?.max ?? 0,
    sampleUnit: sample?.unit ?? "pages",
  };
}
