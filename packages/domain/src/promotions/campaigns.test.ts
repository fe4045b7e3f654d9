import { describe, expect, it } from "vitest";
import {
  type Campaign,
  campaignSchema,
  findActiveCampaign,
  isCampaignActive,
  NEW_MEMBER_MODAL_TEXT,
  PROMO_BANNER_CTA_LINK,
  PROMO_BANNER_CTA_TEXT,
  PROMO_BANNER_TITLE,
} from "./campaigns";
import {
  promoBanner,
  SEASONAL_END,
  seasonalPopup,
  seasonalSale,
  seedCampaigns,
} from "./test-fixtures";

describe("campaignSchema (spec §3 banner config, PROMO-05)", () => {
  it("holds the banner config fields plus kind and window", () => {
    expect(Object.keys(campaignSchema.parse(promoBanner)).sort()).toEqual(
      [
        "id",
        "kind",
        "title",
        "colors",
        "countdown",
        "countdownTarget",
        "ctaButton",
        "closeButton",
        "autoShow",
        "triggerEvent",
        "isActive",
        "startsAt",
        "endsAt",
      ].sort(),
    );
  });

  it.each<[string, Partial<Record<keyof Campaign, unknown>>, string]>([
    ["an end before the start", { startsAt: "2025-11-07T00:00:00.000Z" }, "endsAt"],
    ["an end equal to the start", { startsAt: SEASONAL_END }, "endsAt"],
    ["a start that is not an instant", { startsAt: "early November" }, "startsAt"],
    ["an unknown kind", { kind: "flash-sale" }, "kind"],
    [
      "a CTA link off the site",
      { ctaButton: { ...seasonalSale.ctaButton, link: "https://x.test" } },
      "ctaButton",
    ],
    ["60 countdown minutes", { countdown: { hours: 1, minutes: 60, seconds: 0 } }, "countdown"],
    ["an empty title", { title: "" }, "title"],
  ])("rejects %s, naming the field", (_name, change, field) => {
    const result = campaignSchema.safeParse({ ...seasonalSale, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it("the promo banner is not shown automatically, only on its trigger (PROMO-04)", () => {
    expect(promoBanner).toMatchObject({ autoShow: false, isActive: true });
    expect(promoBanner.triggerEvent).not.toBeNull();
  });

  it("keeps the spec's strings verbatim (PROMO-01, PROMO-02, POP-12)", () => {
    expect(PROMO_BANNER_TITLE).toBe("Limited Time Offer: Save up to 55% on our tools!");
    expect(PROMO_BANNER_CTA_TEXT).toBe("Save 55% Now →");
    expect(PROMO_BANNER_CTA_LINK).toBe("/new-member");
    expect(NEW_MEMBER_MODAL_TEXT).toBe("Main sale ends in 3 days.");
  });
});

describe("isCampaignActive: [startsAt, endsAt) (G-36)", () => {
  it.each<[string, Campaign, string | Date, boolean]>([
    ["at the start", seasonalSale, "2025-10-20T00:00:00.000Z", true],
    ["1 ms before the start", seasonalSale, "2025-10-19T23:59:59.999Z", false],
    ["1 ms before the end", seasonalSale, "2025-11-06T17:59:59.998Z", true],
    ["at the end instant", seasonalSale, SEASONAL_END, false],
    ["after the end", seasonalSale, "2026-11-21T12:00:00.000Z", false],
    ["switched off", { ...seasonalSale, isActive: false }, "2025-11-01T00:00:00.000Z", false],
    ["open on both sides", promoBanner, "1999-01-01T00:00:00.000Z", true],
    ["invalid now", seasonalSale, new Date("x"), false],
  ])("%s → %s", (_name, campaign, now, expected) => {
    expect(isCampaignActive(campaign, now)).toBe(expected);
  });

  it("findActiveCampaign returns the first active of a kind, in list order", () => {
    const later = { ...seasonalPopup, id: "second" };
    expect(
      findActiveCampaign([seasonalPopup, later], "seasonal-popup", "2025-11-01T00:00:00Z")?.id,
    ).toBe(seasonalPopup.id);
    expect(
      findActiveCampaign(seedCampaigns, "seasonal-popup", "2026-11-21T00:00:00Z"),
    ).toBeUndefined();
  });
});
