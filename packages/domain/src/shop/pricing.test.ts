import { describe, expect, it } from "vitest";
import { getProductOrThrow, isFreeProduct, planCards } from "./catalogue";
import { ShopError } from "./errors";
import {
  isWithinNewMemberWindow,
  newMemberPriceCents,
  priceCheckout,
  resolveFreeClaim,
  yearlySavingPercent,
} from "./pricing";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const SECOND = 1000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

function shopError(run: () => unknown): ShopError {
  try {
    run();
  } catch (error) {
    if (error instanceof ShopError) return error;
    throw error;
  }
  throw new Error("expected a ShopError");
}

describe("isWithinNewMemberWindow (createdAt ≤ now < createdAt + 24 h)", () => {
  it.each<[string, Date | string | null | undefined, boolean]>([
    ["created now (inclusive start)", NOW, true],
    ["1 hour ago", ago(HOUR), true],
    ["a second before 24 h", ago(24 * HOUR - SECOND), true],
    ["a millisecond before 24 h", ago(24 * HOUR - 1), true],
    ["exactly 24 h (exclusive end)", ago(24 * HOUR), false],
    ["a second after 24 h", ago(24 * HOUR + SECOND), false],
    ["a second in the future", ago(-SECOND), false],
    ["an ISO string 2 h ago", ago(2 * HOUR).toISOString(), true],
    ["garbage", "garbage", false],
    ["null", null, false],
    ["undefined", undefined, false],
  ])("%s → %s", (_label, createdAt, expected) => {
    expect(isWithinNewMemberWindow(createdAt, NOW)).toBe(expected);
  });
});

describe("priceCheckout", () => {
  const newMember = (productIds: string[], createdAt: Date | string | null = ago(HOUR)) =>
    priceCheckout({
      productIds,
      specialOffer: "new-member",
      accountCreatedAt: createdAt,
      now: NOW,
    });

  it("charges the catalogue price, one of each, in USD", () => {
    expect(
      priceCheckout({ productIds: ["pro-lifetime", "masterclass-lifetime"], now: NOW }),
    ).toEqual({
      lines: [
        {
          productId: "pro-lifetime",
          title: "Pro (lifetime)",
          unitCents: 19_900,
          quantity: 1,
          listCents: 19_900,
          billingPeriod: "lifetime",
          kind: "product",
        },
        {
          productId: "masterclass-lifetime",
          title: "KDP Masterclass (lifetime)",
          unitCents: 19_700,
          quantity: 1,
          listCents: 19_700,
          billingPeriod: "lifetime",
          kind: "product",
        },
      ],
      totalCents: 39_600,
      currency: "USD",
      appliedOffer: null,
      mode: "payment",
      interval: null,
      requiresShipping: false,
    });
  });

  it.each<[string, Date | string | null, number, "new-member" | null]>([
    ["1 hour old", ago(HOUR), 8_955, "new-member"],
    ["created at now", NOW, 8_955, "new-member"],
    ["a second short of 24 h", ago(24 * HOUR - SECOND), 8_955, "new-member"],
    ["exactly 24 h old", ago(24 * HOUR), 19_900, null],
    ["a second past 24 h", ago(24 * HOUR + SECOND), 19_900, null],
    ["created in the future", ago(-SECOND), 19_900, null],
    ["createdAt missing", null, 19_900, null],
    ["createdAt garbage", "garbage", 19_900, null],
  ])("new-member offer, account %s → %i cents", (_label, createdAt, cents, offer) => {
    const priced = newMember(["pro-lifetime"], createdAt);
    expect(priced.lines[0]?.unitCents).toBe(cents);
    expect(priced.totalCents).toBe(cents);
    expect(priced.appliedOffer).toBe(offer);
  });

  it("discounts lifetime items only, never merch", () => {
    const priced = newMember(["supreme-lifetime", "keyword-research-workbook", "book-tote"]);
    expect(priced.lines.map((line) => [line.productId, line.unitCents])).toEqual([
      ["supreme-lifetime", 26_955],
      ["keyword-research-workbook", 540],
      ["book-tote", 1_800],
    ]);
    expect(priced.totalCents).toBe(26_955 + 540 + 1_800);
    expect(priced.requiresShipping).toBe(true);
  });

  it("does not discount a monthly plan, even for a new member", () => {
    const priced = newMember(["pro-monthly"]);
    expect(priced.lines[0]?.unitCents).toBe(999);
    expect(priced.appliedOffer).toBeNull();
    expect(priced).toMatchObject({ mode: "subscription", interval: "month" });
  });

  it.each<[string, string | undefined, number]>([
    ["without naming the offer", undefined, 8_955],
    ["naming another offer", "black-friday", 8_955],
    ["naming the offer", "new-member", 8_955],
  ])("gives a new member the price %s (decision 0027)", (_label, specialOffer, cents) => {
    const priced = priceCheckout({
      productIds: ["pro-lifetime"],
      ...(specialOffer ? { specialOffer } : {}),
      accountCreatedAt: ago(HOUR),
      now: NOW,
    });
    expect(priced.totalCents).toBe(cents);
    expect(priced.appliedOffer).toBe("new-member");
  });

  it.each<[string, Date | null]>([
    ["a 30-day-old account", ago(30 * DAY)],
    ["an account of exactly 24 h", ago(24 * HOUR)],
    ["no account date", null],
  ])("never gives %s the new-member price, even when asked", (_label, createdAt) => {
    const priced = newMember(["pro-lifetime"], createdAt);
    expect(priced.totalCents).toBe(19_900);
    expect(priced.appliedOffer).toBeNull();
  });

  it.each<[string, number]>([
    ["pro-lifetime", 8_955],
    ["supreme-lifetime", 26_955],
    ["pro-monthly", 999],
    ["pro-yearly", 9_900],
  ])("newMemberPriceCents(%s) is %i", (id, cents) => {
    expect(newMemberPriceCents(getProductOrThrow(id))).toBe(cents);
  });

  it("takes another discount percentage from config", () => {
    const priced = priceCheckout({
      productIds: ["pro-lifetime"],
      specialOffer: "new-member",
      accountCreatedAt: ago(HOUR),
      now: NOW,
      discountPercent: 50,
    });
    expect(priced.totalCents).toBe(9_950);
  });

  it("prices a yearly subscription alone", () => {
    expect(priceCheckout({ productIds: ["ultra-yearly"], now: NOW })).toMatchObject({
      totalCents: 29_900,
      mode: "subscription",
      interval: "year",
    });
  });

  it("ignores repeated ids: one of each", () => {
    const priced = priceCheckout({ productIds: ["pro-lifetime", "pro-lifetime"], now: NOW });
    expect(priced.lines).toHaveLength(1);
    expect(priced.totalCents).toBe(19_900);
  });

  it("rejects an unknown id, naming it", () => {
    const error = shopError(() =>
      priceCheckout({ productIds: ["pro-lifetime", "gold-plan"], now: NOW }),
    );
    expect(error.code).toBe("UNKNOWN_PRODUCT");
    expect(error.productId).toBe("gold-plan");
    expect(error.message).toContain("gold-plan");
  });

  it.each([
    ["an empty cart", [], "EMPTY_CART"],
    ["a free item", ["kdp-launch-checklist"], "FREE_PRODUCT_IN_PAID_CHECKOUT"],
    ["a subscription with another item", ["pro-monthly", "masterclass-lifetime"], "MIXED_BILLING"],
    ["two subscriptions", ["pro-monthly", "hot-niches-monthly"], "MIXED_BILLING"],
  ])("rejects %s", (_label, productIds, code) => {
    expect(shopError(() => priceCheckout({ productIds, now: NOW })).code).toBe(code);
  });

  it("refuses an invalid clock", () => {
    expect(() => priceCheckout({ productIds: ["pro-lifetime"], now: new Date("x") })).toThrow(
      RangeError,
    );
  });
});

describe("free items", () => {
  it.each([
    ["kdp-launch-checklist", true],
    ["kdp-basics-course", true],
    ["pro-monthly", false],
    ["keyword-research-workbook", false],
    ["nothing-here", false],
    [42, false],
  ])("isFreeProduct(%j) is %s", (id, expected) => {
    expect(isFreeProduct(id)).toBe(expected);
  });

  it("resolves a free claim and refuses paid or unknown items", () => {
    expect(
      resolveFreeClaim(["kdp-launch-checklist", "kdp-launch-checklist"]).map((p) => p._id),
    ).toEqual(["kdp-launch-checklist"]);
    expect(shopError(() => resolveFreeClaim(["pro-lifetime"])).code).toBe(
      "PAID_PRODUCT_IN_FREE_CHECKOUT",
    );
    expect(shopError(() => resolveFreeClaim(["nope"])).productId).toBe("nope");
    expect(shopError(() => resolveFreeClaim([])).code).toBe("EMPTY_CART");
  });
});

describe("yearlySavingPercent", () => {
  it("is what twelve months cost more than a year, rounded down", () => {
    const percents = Object.fromEntries(
      planCards.map((plan) => [plan.tier, yearlySavingPercent(plan)]),
    );
    expect(percents).toEqual({ Free: 0, Pro: 17, "Pro Max": 17, Ultra: 16, Supreme: 16 });
  });
});
