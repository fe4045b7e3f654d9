import {
  AUTHOR_PAGE_BUILDER_POPUP_LINK,
  type Campaign,
  campaignSchema,
  PROMO_BANNER_CTA_LINK,
  PROMO_BANNER_CTA_TEXT,
  PROMO_BANNER_TITLE,
} from "./campaigns";

/*
 * Test data: the spec's 2025 campaigns with the instants of spec §4 and §9. Parsed through the
 * schema so a fixture that stops matching it fails loudly.
 */

/** Spec §4: the seasonal popup (and, in the seed, the sale) ends here, exclusive. */
export const SEASONAL_END = "2025-11-06T17:59:59.999Z";
/** Spec §4: the author page builder popup's countdown ends here. */
export const AUTHOR_PAGE_BUILDER_COUNTDOWN_END = "2025-11-04T20:59:59.999Z";

const colors = { background: "#7c2d12", text: "#ffffff" };

function campaign(fields: Partial<Campaign> & Pick<Campaign, "id" | "kind" | "title">): Campaign {
  return campaignSchema.parse({
    colors,
    countdown: null,
    countdownTarget: null,
    ctaButton: { text: "See the offer", colors, link: "/pricing" },
    closeButton: true,
    autoShow: true,
    triggerEvent: null,
    isActive: true,
    startsAt: "2025-10-20T00:00:00.000Z",
    endsAt: SEASONAL_END,
    ...fields,
  });
}

export const seasonalSale = campaign({
  id: "seasonal-sale-2025",
  kind: "seasonal-sale",
  title: "Seasonal sale",
});
export const seasonalPopup = campaign({
  id: "seasonal-popup-2025",
  kind: "seasonal-popup",
  title: "Seasonal popup",
});
export const authorPageBuilderPopup = campaign({
  id: "author-page-builder-popup-2025",
  kind: "author-page-builder-popup",
  title: "Author Page Builder",
  countdownTarget: AUTHOR_PAGE_BUILDER_COUNTDOWN_END,
  ctaButton: { text: "Build your author page", colors, link: AUTHOR_PAGE_BUILDER_POPUP_LINK },
});
export const newMemberOffer = campaign({
  id: "new-member-offer",
  kind: "new-member-offer",
  title: "New member offer",
  ctaButton: { text: PROMO_BANNER_CTA_TEXT, colors, link: PROMO_BANNER_CTA_LINK },
  startsAt: null,
  endsAt: null,
});
export const promoBanner = campaign({
  id: "promo-banner",
  kind: "promo-banner",
  title: PROMO_BANNER_TITLE,
  countdown: { hours: 72, minutes: 0, seconds: 0 },
  ctaButton: { text: PROMO_BANNER_CTA_TEXT, colors, link: PROMO_BANNER_CTA_LINK },
  autoShow: false,
  triggerEvent: "promo-banner:show",
  startsAt: null,
  endsAt: null,
});

export const seedCampaigns: readonly Campaign[] = [
  seasonalSale,
  seasonalPopup,
  authorPageBuilderPopup,
  newMemberOffer,
  promoBanner,
];

/** `base` shifted by `ms` milliseconds. */
export const shift = (base: string | Date, ms: number) => new Date(new Date(base).getTime() + ms);
