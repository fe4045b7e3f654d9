import { describe, expect, it } from "vitest";
import {
  BONUS_BOOK_SHOP_ID,
  bonusFeatureIds,
  bonusFeatureName,
  orderBonusGrants,
} from "./bonus-items";

const both = [bonusFeatureIds.fieldGuideEbook, bonusFeatureIds.fieldGuideAudiobook];

describe("orderBonusGrants", () => {
  it.each<[string, string | null, string[], string[]]>([
    ["a new-member order grants the eBook and the audiobook", "new-member", [], both],
    ["an ordinary order grants nothing", null, [], []],
    ["an unknown offer grants nothing", "black-friday", [], []],
    ["already held: nothing again", "new-member", both, []],
    [
      "half held: only the missing one",
      "new-member",
      [bonusFeatureIds.fieldGuideEbook],
      [bonusFeatureIds.fieldGuideAudiobook],
    ],
    ["other features held do not matter", "new-member", ["pro"], both],
  ])("%s", (_name, specialOffer, alreadyHeld, expected) => {
    const grants = orderBonusGrants({ specialOffer, alreadyHeld });
    expect(grants.map((grant) => grant.featureId)).toEqual(expected);
    for (const grant of grants) {
      expect(grant).toMatchObject({ shopId: BONUS_BOOK_SHOP_ID, period: "lifetime" });
    }
  });
});

describe("bonusFeatureName", () => {
  it.each<[string, string | undefined]>([
    [bonusFeatureIds.fieldGuideEbook, "The Self-Publishing Handbook (eBook)"],
    [bonusFeatureIds.fieldGuideAudiobook, "The Self-Publishing Handbook (read-aloud edition)"],
    ["pro", undefined],
  ])("%s → %s", (id, name) => {
    expect(bonusFeatureName(id)).toBe(name);
  });
});
