import { describe, expect, it } from "vitest";
import type { OwnedFeature } from "./owned";
import {
  alreadyOwnedProductIds,
  holdingsOf,
  isSubscriptionSuperseded,
  type ProductStanding,
  productStandingById,
  subscriptionsSupersededBy,
} from "./ownership";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const DAY = 86_400_000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

const lifetime = (shop: string): OwnedFeature => ({ feature_shop: shop, period: "lifetime" });
const monthly = (shop: string, until = inDays(20)): OwnedFeature => ({
  feature_shop: { _id: shop, subscription_shops: [shop] },
  period: "month",
  until,
});

describe("productStanding (decision 0027: one entitlement check)", () => {
  const cases: [string, OwnedFeature[], string, ProductStanding][] = [
    ["nothing held: a plan is available", [], "pro-monthly", "available"],
    ["nothing held: a lifetime plan is available", [], "supreme-lifetime", "available"],
    [
      "Supreme lifetime owns Hot KDP Niches monthly",
      [lifetime("supreme-lifetime")],
      "hot-niches-monthly",
      "owned",
    ],
    [
      "Supreme lifetime owns Supreme lifetime",
      [lifetime("supreme-lifetime")],
      "supreme-lifetime",
      "owned",
    ],
    [
      "Supreme lifetime owns a lower plan's lifetime",
      [lifetime("supreme-lifetime")],
      "pro-lifetime",
      "owned",
    ],
    [
      "Supreme lifetime owns a bundle its plan includes",
      [lifetime("supreme-lifetime")],
      "creative-bundle-lifetime",
      "owned",
    ],
    [
      "Pro Max lifetime: Supreme is an upgrade target, available",
      [lifetime("pro-max-lifetime")],
      "supreme-lifetime",
      "available",
    ],
    [
      "Pro Max lifetime: Hot KDP Niches is not in Pro Max",
      [lifetime("pro-max-lifetime")],
      "hot-niches-monthly",
      "available",
    ],
    ["Pro monthly owns Pro monthly", [monthly("pro-monthly")], "pro-monthly", "owned"],
    ["Pro monthly owns Pro yearly (same level)", [monthly("pro-monthly")], "pro-yearly", "owned"],
    [
      "Pro monthly to Pro lifetime is an upgrade",
      [monthly("pro-monthly")],
      "pro-lifetime",
      "upgrade",
    ],
    [
      "Pro monthly to Pro Max monthly is available (higher plan)",
      [monthly("pro-monthly")],
      "pro-max-monthly",
      "available",
    ],
    [
      "Pro monthly to Supreme lifetime is available",
      [monthly("pro-monthly")],
      "supreme-lifetime",
      "available",
    ],
    [
      "Supreme monthly to Pro lifetime is an upgrade (held, not for good)",
      [monthly("supreme-monthly")],
      "pro-lifetime",
      "upgrade",
    ],
    [
      "a lapsed subscription owns nothing",
      [monthly("pro-monthly", inDays(-1))],
      "pro-monthly",
      "available",
    ],
    [
      "a subscription ending exactly now owns nothing (end-exclusive)",
      [monthly("pro-monthly", NOW.toISOString())],
      "pro-monthly",
      "available",
    ],
    [
      "a bought download is owned",
      [lifetime("keyword-research-workbook")],
      "keyword-research-workbook",
      "owned",
    ],
    ["merch is never owned", [lifetime("supreme-lifetime")], "author-notebook", "available"],
  ];

  it.each(cases)("%s", (_name, entries, productId, expected) => {
    expect(productStandingById(holdingsOf(entries, NOW), productId)).toBe(expected);
  });

  it("lists only the owned ids of a cart", () => {
    const holdings = holdingsOf([lifetime("pro-max-lifetime")], NOW);
    expect(
      alreadyOwnedProductIds(holdings, [
        "creative-bundle-lifetime",
        "hot-niches-lifetime",
        "pro-monthly",
      ]),
    ).toEqual(["creative-bundle-lifetime", "pro-monthly"]);
  });
});

describe("isSubscriptionSuperseded", () => {
  it.each([
    [
      "Pro monthly after Pro lifetime",
      [monthly("pro-monthly"), lifetime("pro-lifetime")],
      "pro-monthly",
      true,
    ],
    [
      "Pro monthly after Supreme lifetime",
      [monthly("pro-monthly"), lifetime("supreme-lifetime")],
      "pro-monthly",
      true,
    ],
    [
      "Pro monthly after Pro Max monthly",
      [monthly("pro-monthly"), monthly("pro-max-monthly")],
      "pro-monthly",
      true,
    ],
    [
      "Pro Max monthly after Pro monthly: still needed",
      [monthly("pro-monthly"), monthly("pro-max-monthly")],
      "pro-max-monthly",
      false,
    ],
    [
      "Supreme monthly after Pro lifetime: still needed",
      [monthly("supreme-monthly"), lifetime("pro-lifetime")],
      "supreme-monthly",
      false,
    ],
    ["Pro monthly alone", [monthly("pro-monthly")], "pro-monthly", false],
    [
      "Pro monthly after a lapsed Pro Max",
      [monthly("pro-monthly"), monthly("pro-max-monthly", inDays(-1))],
      "pro-monthly",
      false,
    ],
  ] as const)("%s", (_name, entries, productId, expected) => {
    expect(isSubscriptionSuperseded([...entries], productId, NOW)).toBe(expected);
  });
});

describe("subscriptionsSupersededBy: what checkout says will stop renewing", () => {
  it.each([
    ["Pro lifetime over Pro monthly", [monthly("pro-monthly")], "pro-lifetime", ["pro-monthly"]],
    [
      "Pro Max monthly over Pro monthly",
      [monthly("pro-monthly")],
      "pro-max-monthly",
      ["pro-monthly"],
    ],
    [
      "Pro lifetime over Supreme monthly: still needed",
      [monthly("supreme-monthly")],
      "pro-lifetime",
      [],
    ],
    ["a single tool over Pro monthly", [monthly("pro-monthly")], "trademark-checker-lifetime", []],
    ["nothing running", [lifetime("pro-lifetime")], "supreme-lifetime", []],
    ["a lapsed subscription", [monthly("pro-monthly", inDays(-1))], "pro-lifetime", []],
    ["an unknown product", [monthly("pro-monthly")], "no-such-product", []],
  ] as const)("%s", (_name, entries, productId, expected) => {
    expect(subscriptionsSupersededBy([...entries], productId, NOW)).toEqual(expected);
  });
});
