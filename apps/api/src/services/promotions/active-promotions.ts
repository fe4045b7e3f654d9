import type { ActivePromotions, HeaderBanner } from "@inkforge/domain/contracts/promotions";
import { chooseHeaderBanner } from "@inkforge/domain/promotions/header-banner";
import { popupSetFor } from "@inkforge/domain/shop/upsell";
import type { Database } from "../../db/client";
import { listActiveOwnedFeatures } from "../../db/queries/features";
import { findPopupSets, listLiveCampaigns } from "../../db/queries/promotions";
import type { User } from "../../db/schema";
import { toOwnedFeature } from "../account/user-info";

const GUEST_SET = "default";

/**
 * What is active for the caller at `now` (issue 13, decision 0069): the live campaigns, the header
 * banner the domain rule picks, the caller's user info as the popup rules read it, and their popup
 * set by ownership (the guest set when theirs is missing from the data).
 */
export async function activePromotions(
  db: Database,
  { user, now }: { user: User | null; now: Date },
): Promise<ActivePromotions> {
  const [campaigns, owned] = await Promise.all([
    listLiveCampaigns(db, now),
    user ? listActiveOwnedFeatures(db, { userId: user.id, now }) : Promise.resolve([]),
  ]);
  const info = user
    ? {
        _id: user.id,
        createdAt: user.createdAt.toISOString(),
        userType: user.userType,
        features: { simple: owned.map(toOwnedFeature) },
      }
    : null;
  const setKey = info ? popupSetFor(info.features.simple, { now }) : GUEST_SET;
  const sets = await findPopupSets(db, [setKey, GUEST_SET]);
  const popupSets = sets.filter((set) => set.id === setKey);
  if (popupSets.length === 0) popupSets.push(...sets.filter((set) => set.id === GUEST_SET));

  return {
    serverTime: now.toISOString(),
    campaigns,
    banner: toHeaderBanner(chooseHeaderBanner({ now, user: info, campaigns })),
    user: info,
    popupSets,
  };
}

function toHeaderBanner(choice: ReturnType<typeof chooseHeaderBanner>): HeaderBanner {
  if (choice.kind === "none") {
    return { kind: "none", campaignId: null, countdownTarget: null, countdownType: null };
  }
  return {
    kind: choice.kind,
    campaignId: choice.campaign.id,
    countdownTarget: choice.countdownTarget ? choice.countdownTarget.toISOString() : null,
    countdownType: choice.countdownType,
  };
}
