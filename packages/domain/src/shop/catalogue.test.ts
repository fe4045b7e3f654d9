import { describe, expect, it } from "vitest";
import { DEFAULT_ITEM_INDEX } from "../constants";
import {
  findProduct,
  getMerchItemOrThrow,
  getProductOrThrow,
  merchCategories,
  merchItems,
  type Product,
  parseSubscriptionItemId,
  planCards,
  products,
  productsByType,
  productsOfOffer,
  resolveCheckoutProduct,
  shopCategories,
  sortByIndex,
  subscriptionItemId,
} from "./catalogue";
import { merchDescriptions, offerDescriptions, planCopy } from "./catalogue-copy";
import { planTiers } from "./enums";
import { ShopError } from "./errors";
import { allFeatureIds, isFeatureId } from "./feature-ids";

const paidTiers = planTiers.filter((tier) => tier !== "Free");

describe("catalogue integrity", () => {
  it("has unique ids across products and merch", () => {
    const ids = [...products.map((p) => p._id), ...merchItems.map((m) => m._id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("uses kebab-case product ids: {offer}-{period}, or the offer id for free items and files", () => {
    for (const product of products) {
      expect(product._id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const suffix = { month: "-monthly", year: "-yearly", lifetime: "-lifetime", free: "" }[
        product.billingPeriod
      ];
      const expected =
        product.feature_type === "downloadable" ? product.offerId : `${product.offerId}${suffix}`;
      expect(product._id).toBe(expected);
    }
  });

  it("grants only known features, its own offer's first", () => {
    for (const product of products) {
      expect(product.grants.length).toBeGreaterThan(0);
      expect(product.grants[0]).toBe(product.offerId);
      for (const id of product.grants) expect(isFeatureId(id), `${product._id}: ${id}`).toBe(true);
      expect(new Set(product.grants).size).toBe(product.grants.length);
    }
  });

  it("sells every feature id through at least one product, but the tools free on every plan", () => {
    const granted = new Set(products.flatMap((p) => p.grants));
    // Their work runs in the browser, so no plan limit could hold: nothing sells them (0181).
    const freeEverywhere = ["backend-keywords", "guidelines-checker", "price-checker"];
    const unsold = allFeatureIds.filter((id) => !granted.has(id));
    expect(unsold.sort()).toEqual(freeEverywhere);
  });

  it("prices paid items in positive whole cents and free items at 0", () => {
    for (const product of products) {
      expect(Number.isSafeInteger(product.priceCents)).toBe(true);
      if (product.billingPeriod === "free") expect(product.priceCents).toBe(0);
      else expect(product.priceCents, product._id).toBeGreaterThan(0);
    }
    for (const item of merchItems) {
      expect(Number.isSafeInteger(item.priceCents) && item.priceCents > 0).toBe(true);
    }
  });

  it("has a few free items, downloads with a file each, and merch", () => {
    expect(products.filter((p) => p.billingPeriod === "free").length).toBeGreaterThanOrEqual(3);
    const downloads = productsByType("downloadable");
    expect(downloads.length).toBeGreaterThanOrEqual(2);
    for (const product of downloads) {
      expect(product.file).toMatchObject({
        name: expect.any(String),
        sizeBytes: expect.any(Number),
      });
    }
    for (const product of productsByType("feature")) expect(product.file).toBeUndefined();
    expect(merchItems.map((m) => m._id)).toEqual(
      expect.arrayContaining(["author-notebook", "write-publish-repeat-mug", "book-tote"]),
    );
  });

  it("gives every plan a monthly, yearly and lifetime product, dearer up the ladder", () => {
    for (const period of ["month", "year", "lifetime"] as const) {
      const prices = paidTiers.map((tier) => {
        const product = products.find((p) => p.tier === tier && p.billingPeriod === period);
        expect(product, `${tier} ${period}`).toBeDefined();
        return product!.priceCents;
      });
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      expect(new Set(prices).size).toBe(prices.length);
    }
    for (const plan of planCards.filter((card) => card.tier !== "Free")) {
      expect(plan.priceCents.year).toBeLessThan(plan.priceCents.month * 12);
      expect(plan.priceCents.lifetime).toBeGreaterThan(plan.priceCents.year);
    }
  });

  it("keeps the draft's prices for Pro, Pro Max and Supreme, with Ultra in between", () => {
    const byTier = Object.fromEntries(planCards.map((plan) => [plan.tier, plan.priceCents]));
    expect(byTier).toEqual({
      Free: { month: 0, year: 0, lifetime: 0 },
      Pro: { month: 999, year: 9_900, lifetime: 19_900 },
      "Pro Max": { month: 1_999, year: 19_900, lifetime: 34_900 },
      Ultra: { month: 2_999, year: 29_900, lifetime: 47_900 },
      Supreme: { month: 3_999, year: 39_900, lifetime: 59_900 },
    });
  });

  it("derives each offering from the periods its offer is sold in (ENT-36)", () => {
    for (const product of products) {
      const periods = productsOfOffer(product.offerId).map((p) => p.billingPeriod);
      const recurring = periods.some((p) => p === "month" || p === "year");
      const once = periods.some((p) => p === "lifetime" || p === "free");
      const expected = recurring && once ? "both" : recurring ? "monthly only" : "lifetime only";
      expect(product.offering, product._id).toBe(expected);
    }
    expect(findProduct("hot-niches-monthly")?.offering).toBe("both");
    expect(findProduct("arc-reviews-monthly")?.offering).toBe("monthly only");
    expect(findProduct("masterclass-lifetime")?.offering).toBe("lifetime only");
  });

  it("uses known categories and site-relative images", () => {
    const shopIds = new Set(shopCategories.map((c) => c._id));
    const merchIds = new Set(merchCategories.map((c) => c._id));
    for (const product of products) {
      for (const id of product.categories) expect(shopIds.has(id)).toBe(true);
      if (product.image !== null) expect(product.image).toMatch(/^\/[a-z0-9/-]+\.svg$/);
    }
    for (const item of merchItems)
      for (const id of item.categories) expect(merchIds.has(id)).toBe(true);
  });

  it("gives items without an index the default 1000 and features without a type 'feature'", () => {
    expect(findProduct("kdp-basics-course")).toMatchObject({
      index: DEFAULT_ITEM_INDEX,
      feature_type: "feature",
    });
  });

  it("offers one card per tier, Free first, one recommended", () => {
    expect(planCards.map((plan) => plan.tier)).toEqual(planTiers);
    expect(planCards.filter((plan) => plan.recommended)).toHaveLength(1);
  });
});

describe("lookups", () => {
  it("finds products and refuses unknown ids with a ShopError naming them", () => {
    expect(getProductOrThrow("pro-monthly").priceCents).toBe(999);
    expect(findProduct("nope")).toBeUndefined();
    expect(findProduct(42)).toBeUndefined();
    expect(() => getProductOrThrow("nope")).toThrow(ShopError);
    expect(() => getProductOrThrow("nope")).toThrow(/nope/);
    expect(() => getMerchItemOrThrow("hat")).toThrow(/hat/);
  });

  it.each<[string, Product["billingPeriod"] | undefined, string]>([
    ["pro", "month", "pro-monthly"],
    ["pro", "year", "pro-yearly"],
    ["pro", "lifetime", "pro-lifetime"],
    ["pro-monthly", "month", "pro-monthly"],
    ["pro-monthly", undefined, "pro-monthly"],
    ["masterclass", undefined, "masterclass-lifetime"],
    ["hot-niches", "month", "hot-niches-monthly"],
  ])("resolveCheckoutProduct(%s, %s) → %s", (id, period, expected) => {
    expect(resolveCheckoutProduct(id, period)._id).toBe(expected);
  });

  it.each<[string, Product["billingPeriod"] | undefined, string]>([
    ["pro-monthly", "year", "PERIOD_MISMATCH"],
    ["pro", undefined, "PERIOD_MISMATCH"],
    ["masterclass", "month", "PERIOD_MISMATCH"],
    ["gold", "month", "UNKNOWN_PRODUCT"],
  ])("resolveCheckoutProduct(%s, %s) fails with %s", (id, period, code) => {
    expect(() => resolveCheckoutProduct(id, period)).toThrow(
      expect.objectContaining({ code, productId: id }),
    );
  });

  it("names the periods an offer is sold in when asked for another", () => {
    expect(() => resolveCheckoutProduct("checker-tools", "month")).toThrow(
      "Product checker-tools is not sold monthly; it is sold for a lifetime",
    );
    expect(() => resolveCheckoutProduct("hot-niches", "year")).toThrow(
      "Product hot-niches is not sold yearly; it is sold monthly",
    );
  });

  it("maps subscription products to subs_{productId} and back", () => {
    expect(subscriptionItemId("pro-monthly")).toBe("subs_pro-monthly");
    expect(subscriptionItemId("supreme-yearly")).toBe("subs_supreme-yearly");
    expect(parseSubscriptionItemId("subs_hot-niches-monthly")?._id).toBe("hot-niches-monthly");
    expect(parseSubscriptionItemId("subs_pro-lifetime")).toBeUndefined();
    expect(parseSubscriptionItemId("pro-monthly")).toBeUndefined();
    expect(parseSubscriptionItemId(undefined)).toBeUndefined();
    expect(() => subscriptionItemId("pro-lifetime")).toThrow(ShopError);
  });
});

describe("sortByIndex (ENT-05/06)", () => {
  it("orders ascending, an item without index as 1000: after 5, before 2000", () => {
    const items = [{ id: "b", index: 2000 }, { id: "none" }, { id: "a", index: 5 }];
    expect(sortByIndex(items).map((item) => item.id)).toEqual(["a", "none", "b"]);
  });

  it("treats null and non-finite indexes as 1000 and keeps ties in input order", () => {
    const items = [
      { id: "x", index: 1000 },
      { id: "null", index: null },
      { id: "nan", index: Number.NaN },
      { id: "y", index: 999 },
      { id: "z", index: 1001 },
    ];
    expect(sortByIndex(items).map((item) => item.id)).toEqual(["y", "x", "null", "nan", "z"]);
  });

  it("does not change its input", () => {
    const items = [{ index: 2 }, { index: 1 }];
    sortByIndex(items);
    expect(items).toEqual([{ index: 2 }, { index: 1 }]);
  });
});

describe("prices and product facts apart from marketing copy (issue 8)", () => {
  it("takes every product's description from the copy module", () => {
    for (const product of products) {
      expect(product.description).toBe(offerDescriptions[product.offerId]);
    }
    for (const item of merchItems) expect(item.description).toBe(merchDescriptions[item._id]);
  });

  it("gives every plan card its copy and every copy entry an offer", () => {
    for (const card of planCards) expect(card.summary).toBe(planCopy[card.tier].summary);
    const offerIds = new Set(products.map((product) => product.offerId));
    expect(Object.keys(offerDescriptions).sort()).toEqual([...offerIds].sort());
  });

  it("keeps money out of the copy module", () => {
    const copy = JSON.stringify([offerDescriptions, merchDescriptions, planCopy]);
    expect(copy).not.toMatch(/\$\s?\d|\d+\s?(USD|cents)/);
  });
});
