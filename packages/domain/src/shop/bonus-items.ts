import { FIELD_GUIDE_ID } from "../books/ids";
import { getToolOrThrow } from "../catalogue/tools";
import { NEW_MEMBER_OFFER } from "./pricing";

/*
 * Bonus items (decision 0072): things an order grants besides what its lines bought. They are
 * not catalogue products — nobody can buy or claim them — but they are held like any grant, as
 * owned-feature rows tied to the paying order, so "who owns it" has one answer everywhere.
 */

/** The `shop_id` of the bonus book's grant rows. */
export const BONUS_BOOK_SHOP_ID = FIELD_GUIDE_ID;

export const bonusFeatureIds = {
  /** The eBook: the generated PDF, listed with the owner's downloads. */
  fieldGuideEbook: "inkforge-field-guide-ebook",
  /** The audio edition: the owner's read-aloud player for the same chapters. */
  fieldGuideAudiobook: "inkforge-field-guide-audiobook",
} as const;

export type BonusFeatureId = (typeof bonusFeatureIds)[keyof typeof bonusFeatureIds];

const bookTitle = getToolOrThrow("self-publishing-handbook").item;

const bonusNames: Readonly<Record<string, string>> = {
  [bonusFeatureIds.fieldGuideEbook]: `${bookTitle} (eBook)`,
  [bonusFeatureIds.fieldGuideAudiobook]: `${bookTitle} (read-aloud edition)`,
};

/** How a bonus feature is named to its holder, or undefined for any other id. */
export function bonusFeatureName(featureId: string): string | undefined {
  return bonusNames[featureId];
}

export type BonusGrant = { featureId: BonusFeatureId; shopId: string; period: "lifetime" };

/**
 * What an order grants as a bonus: the new-member offer's eBook and audiobook, only when the
 * server honoured the offer on this order (its `special_offer` is stored only then, after the
 * 24-hour check) and the holder does not have them yet.
 */
export function orderBonusGrants(order: {
  specialOffer: string | null;
  alreadyHeld: readonly string[];
}): BonusGrant[] {
  if (order.specialOffer !== NEW_MEMBER_OFFER) return [];
  const held = new Set(order.alreadyHeld);
  return [bonusFeatureIds.fieldGuideEbook, bonusFeatureIds.fieldGuideAudiobook]
    .filter((featureId) => !held.has(featureId))
    .map(
      (featureId): BonusGrant => ({ featureId, shopId: BONUS_BOOK_SHOP_ID, period: "lifetime" }),
    );
}
