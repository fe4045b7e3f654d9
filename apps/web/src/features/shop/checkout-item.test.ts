// @vitest-environment node
import { getProductOrThrow } from "@inkforge/domain/shop/catalogue";
import { describe, expect, it } from "vitest";
import { checkoutTarget, memberPageOf, priceForBuyer, resolveCheckoutItem } from "./checkout-item";
import { standingFor, toStandingProduct } from "./product-standing";

describe("resolveCheckoutItem (/checkout/v3 query)", () => {
  it("resolves an offer with a period, as the site's links send it (ROUTE-42)", () => {
    const result = resolveCheckoutItem({ product: "pro", type: "month" });
    expect(result.ok && result.item).toMatchObject({
      productId: "pro-monthly",
      offerId: "pro",
      name: "Pro",
      kind: "subscription",
      period: "month",
      priceCents: 999,
      isPlan: true,
      offerPriceCents: null,
    });
  });

  it("resolves a product id, with or without its own period", () => {
    const direct = resolveCheckoutItem({ product: "hot-niches-monthly" });
    expect(direct.ok && direct.item.productId).toBe("hot-niches-monthly");
    const typed = resolveCheckoutItem({ product: "hot-niches-monthly", type: "month" });
    expect(typed.ok && typed.item.kind).toBe("subscription");
  });

  it("lifetime with the new-member offer shows the offer price; monthly ignores the offer", () => {
    const lifetime = resolveCheckoutItem({ product: "pro", type: "lifetime", offer: "new-member" });
    expect(lifetime.ok && lifetime.item).toMatchObject({
      kind: "one-time",
      priceCents: 19900,
      offerPriceCents: 8955,
      offer: "new-member",
    });
    const monthly = resolveCheckoutItem({ product: "pro", type: "month", offer: "new-member" });
    expect(monthly.ok && monthly.item).toMatchObject({ offer: null, offerPriceCents: null });
  });

  it("free items and merch", () => {
    const free = resolveCheckoutItem({ product: "kdp-launch-checklist" });
    expect(free.ok && free.item).toMatchObject({ kind: "free", period: "free", priceCents: 0 });
    const merch = resolveCheckoutItem({ product: "book-tote" });
    expect(merch.ok && merch.item).toMatchObject({
      kind: "one-time",
      period: "one-time",
      priceCents: 1800,
      productPath: "/shop/book-tote",
    });
  });

  it("lists what a purchase unlocks", () => {
    const bundle = resolveCheckoutItem({ product: "checker-tools", type: "lifetime" });
    expect(bundle.ok && bundle.item.grants).toEqual([
      "Checker Tools Bundle",
      "Trademark Checker",
      "Grammar Checker",
    ]);
  });

  it.each([
    [{}, "missing"],
    [{ product: "" }, "missing"],
    [{ product: "no-such-thing" }, "unknown"],
    [{ product: "<script>" }, "unknown"],
    [{ product: "pro" }, "period"],
    [{ product: "pro", type: "weekly" }, "period"],
    [{ product: "arc-reviews", type: "lifetime" }, "period"],
    [{ product: "pro-monthly", type: "year" }, "period"],
  ])("refuses %j as %s, never throwing", (query, problem) => {
    const result = resolveCheckoutItem(query);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toBe(problem);
  });

  it("reopens the checkout with the offer id and period", () => {
    const resolved = resolveCheckoutItem({ product: "pro-yearly" });
    expect(resolved.ok && checkoutTarget(resolved.item)).toEqual({
      product: "pro",
      period: "year",
    });
    const free = resolveCheckoutItem({ product: "cover-size-cheat-sheet" });
    expect(free.ok && checkoutTarget(free.item)).toEqual({
      product: "cover-size-cheat-sheet",
      period: null,
    });
  });
});

describe("priceForBuyer (decision 0027: the price follows the account's age, not the link)", () => {
  const item = (query: { product: string; type?: string; offer?: string }) => {
    const result = resolveCheckoutItem(query);
    if (!result.ok) throw new Error(result.message);
    return result.item;
  };

  it.each([
    [
      "a new member from /pricing (no offer in the link)",
      { product: "pro", type: "lifetime" },
      true,
      8_955,
    ],
    [
      "a new member from /new-member",
      { product: "pro", type: "lifetime", offer: "new-member" },
      true,
      8_955,
    ],
    [
      "an older member with &offer=new-member",
      { product: "pro", type: "lifetime", offer: "new-member" },
      false,
      null,
    ],
    ["a new member buying a subscription", { product: "pro", type: "month" }, true, null],
  ] as const)("%s", (_name, query, newMember, offerCents) => {
    const priced = priceForBuyer(item(query), { newMember });
    expect(priced.offerPriceCents).toBe(offerCents);
    expect(priced.offer).toBe(offerCents === null ? null : "new-member");
  });

  it("sends an owner of Hot KDP Niches to the members' page", () => {
    expect(memberPageOf(item({ product: "hot-niches", type: "month" }))).toBe("/hot-niches");
    expect(memberPageOf(item({ product: "pro", type: "month" }))).toBeNull();
  });
});

describe("standingFor (the header's holdings)", () => {
  const supreme = {
    owned: ["supreme", "hot-niches", "pro"],
    ownedForGood: ["supreme", "hot-niches", "pro"],
  };
  const proMonthly = { owned: ["pro"], ownedForGood: [] };
  it.each([
    [supreme, "hot-niches-monthly", "owned"],
    [proMonthly, "pro-monthly", "owned"],
    [proMonthly, "pro-lifetime", "upgrade"],
    [proMonthly, "pro-max-lifetime", "available"],
    [null, "pro-lifetime", null],
  ] as const)("%j, %s → %s", (info, productId, standing) => {
    expect(
      standingFor(
        info && { owned: [...info.owned], ownedForGood: [...info.ownedForGood] },
        toStandingProduct(getProductOrThrow(productId)),
      ),
    ).toBe(standing);
  });
});
