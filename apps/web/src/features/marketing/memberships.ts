import { featureIds } from "@inkforge/domain/shop/feature-ids";
import { startingPrice } from "@inkforge/domain/shop/product-views";
import { toShopItem } from "@inkforge/domain/shop/views";

/*
 * Memberships and add-ons sold on their own, each with its marketing page. Names, summaries and
 * prices come from the shop's catalogue; only the page each one links to is chosen here.
 */

export type Membership = {
  offerId: string;
  name: string;
  href: string;
  summary: string;
  price: string;
};

const pages: readonly { offerId: string; href: string }[] = [
  { offerId: featureIds.masterclass, href: "/masterclass" },
  { offerId: featureIds.mentorshipGroup, href: "/mentorship" },
  { offerId: featureIds.hotNiches, href: "/hot-niches-sales" },
  { offerId: featureIds.templateMembership, href: "/templates" },
  { offerId: featureIds.arcReviews, href: "/arc-reviews" },
  { offerId: featureIds.authorPageBuilder, href: "/author-page-builder" },
];

export const memberships: readonly Membership[] = pages.map(({ offerId, href }) => {
  const item = toShopItem(offerId);
  if (!item) throw new Error(`Membership ${offerId} is not in the catalogue`);
  return { offerId, name: item.title, href, summary: item.description, price: startingPrice(item) };
});
