import { DISCOUNT_PERCENT, NEW_MEMBER_WINDOW_HOURS } from "@inkforge/domain/constants";

/*
 * The new-member offer as the spec states it (§4, §9): up to 55% off lifetime items for accounts
 * younger than 24 hours, with a free eBook and audiobook of our own book as a bonus. The server
 * decides eligibility and the final price at checkout; pages only describe the offer.
 */
export const newMemberOffer = {
  /** "Up to" this percentage off lifetime plans. */
  discountPercent: DISCOUNT_PERCENT,
  /** Accounts created less than this many hours ago are eligible. */
  windowHours: NEW_MEMBER_WINDOW_HOURS,
  /** Passed to checkout as `offer=` so it can apply the offer (the server re-checks eligibility). */
  checkoutOffer: "new-member",
} as const;
