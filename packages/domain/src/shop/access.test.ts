import { describe, expect, it } from "vitest";
import {
  capabilityLimitsFor,
  effectiveAvailability,
  hasFeatureAccess,
  ownsFeature,
} from "./access";
import { capabilities } from "./feature-matrix";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const EXCLUDED = "retired-feature";

describe("hasFeatureAccess: the spec's check (§5, VAL-19..23)", () => {
  const items = [
    { feature_shop: { _id: "x" }, feature_id: { _id: "A" } },
    { feature_shop: { _id: "y", subscription_shops: ["B", "C"] } },
    { feature_shop: "D" },
    { feature_shop: { _id: "E" } },
    { feature_id: { _id: EXCLUDED } },
  ];

  it.each([
    ["missing feature id (VAL-19)", items, undefined, false],
    ["empty feature id (VAL-19)", items, "", false],
    ["null feature id", items, null, false],
    ["non-string feature id", items, 42, false],
    ["the excluded id, even when held (VAL-20)", items, EXCLUDED, false],
    ["a matching feature_id._id (VAL-21)", items, "A", true],
    ["a subscription_shops list containing it (VAL-22)", items, "C", true],
    ["a plain feature_shop string is not in the spec's check", items, "D", false],
    ["a feature_shop._id is not in the spec's check", items, "E", false],
    ["no match (VAL-23)", [{ feature_id: { _id: "B" } }], "A", false],
    ["no items (VAL-23)", [], "A", false],
    ["items not an array", { feature_id: { _id: "A" } }, "A", false],
    ["items undefined", undefined, "A", false],
    [
      "junk items are skipped",
      [null, 42, "A", { feature_id: "A" }, { feature_id: { _id: "A" } }],
      "A",
      true,
    ],
    ["subscription_shops not a list", [{ feature_shop: { subscription_shops: "A" } }], "A", false],
    [
      "the spec's shortest subscription form",
      [{ feature_shop: { subscription_shops: ["A"] } }],
      "A",
      true,
    ],
  ])("%s", (_label, list, featureId, expected) => {
    expect(hasFeatureAccess(list, featureId, { excludedFeatureId: EXCLUDED })).toBe(expected);
  });

  it("with no excluded id configured, every held id grants access", () => {
    expect(hasFeatureAccess(items, EXCLUDED)).toBe(true);
    expect(hasFeatureAccess(items, EXCLUDED, { excludedFeatureId: null })).toBe(true);
  });

  it("does not look at until: the caller passes active entries (API query filters lapsed rows)", () => {
    const lapsed = [{ feature_shop: "p", feature_id: { _id: "A" }, until: at(-1000) }];
    expect(hasFeatureAccess(lapsed, "A")).toBe(true);
  });
});

describe("ownsFeature: product-wide ownership (G-30)", () => {
  it.each([
    ["feature_shop string equal to the id", [{ feature_shop: "hot-niches" }], "hot-niches", true],
    [
      "feature_shop._id equal to the id",
      [{ feature_shop: { _id: "hot-niches" } }],
      "hot-niches",
      true,
    ],
    [
      "feature_id._id",
      [{ feature_shop: "x", feature_id: { _id: "arc-reviews" } }],
      "arc-reviews",
      true,
    ],
    [
      "subscription_shops",
      [{ feature_shop: { _id: "x", subscription_shops: ["template-membership"] } }],
      "template-membership",
      true,
    ],
    ["a product that grants it", [{ feature_shop: "hot-niches-monthly" }], "hot-niches", true],
    ["a plan that includes it", [{ feature_shop: "supreme-monthly" }], "masterclass", true],
    [
      "a plan feature that includes it",
      [{ feature_shop: "x", feature_id: { _id: "supreme" } }],
      "hot-niches",
      true,
    ],
    [
      "the bought product id itself",
      [{ feature_shop: { _id: "pro-monthly" } }],
      "pro-monthly",
      true,
    ],
    ["a plan that does not include it", [{ feature_shop: "pro-lifetime" }], "masterclass", false],
    [
      "a membership plans never include",
      [{ feature_shop: "supreme-lifetime" }],
      "arc-reviews",
      false,
    ],
    [
      "a lapsed subscription",
      [{ feature_shop: "hot-niches-monthly", period: "month", until: at(-1000) }],
      "hot-niches",
      false,
    ],
    [
      "until exactly now (lapsed)",
      [{ feature_shop: "hot-niches-monthly", period: "month", until: at(0) }],
      "hot-niches",
      false,
    ],
    [
      "until a second from now",
      [{ feature_shop: "hot-niches-monthly", period: "month", until: at(1000) }],
      "hot-niches",
      true,
    ],
    [
      "a malformed entry is skipped",
      [{ feature_shop: 5, feature_id: { _id: "hot-niches" } }],
      "hot-niches",
      false,
    ],
    ["an empty id", [{ feature_shop: "hot-niches" }], "", false],
    ["not a list", "hot-niches", "hot-niches", false],
  ])("%s", (_label, items, featureId, expected) => {
    expect(ownsFeature(items, featureId, NOW)).toBe(expected);
  });

  it("refuses an invalid clock", () => {
    expect(() => ownsFeature([], "x", new Date("nope"))).toThrow(RangeError);
  });
});

describe("effectiveAvailability: plan cell raised by features bought alone", () => {
  it.each([
    ["a Free user", [], "coloring-book-maker", "not available"],
    [
      "the coloring book maker bought alone",
      [{ feature_shop: "coloring-book-maker-lifetime" }],
      "coloring-book-maker",
      "available",
    ],
    ["Pro Max", [{ feature_shop: "pro-max-monthly" }], "coloring-book-maker", "available"],
    ["Free keyword tracker", [], "keyword-tracker", "not available"],
    ["Pro keyword tracker", [{ feature_shop: "pro-monthly" }], "keyword-tracker", "limited"],
    [
      "Ultra keyword tracker",
      [{ feature_shop: "ultra-lifetime" }],
      "keyword-tracker",
      "max 100 entries",
    ],
    [
      "Supreme keyword tracker",
      [{ feature_shop: "supreme-yearly" }],
      "keyword-tracker",
      "max 200 entries",
    ],
    [
      "the monitor bought alone gets its quota",
      [{ feature_shop: "backend-keywords-monitor-monthly" }],
      "backend-keywords-monitor",
      "max 100 entries",
    ],
    [
      "a checker bought alone",
      [{ feature_shop: "trademark-checker-lifetime" }],
      "trademark-checker",
      "available",
    ],
    [
      "…does not unlock another checker",
      [{ feature_shop: "trademark-checker-lifetime" }],
      "grammar-checker",
      "limited",
    ],
    ["the guidelines checker needs nothing bought", [], "guidelines-checker", "available"],
    [
      "a lapsed Pro Max falls back to Free",
      [{ feature_shop: "pro-max-monthly", period: "month", until: at(-1) }],
      "deep-view",
      "not available",
    ],
  ] as const)("%s", (_label, owned, capabilityId, expected) => {
    expect(effectiveAvailability(owned, capabilityId, { now: NOW })).toBe(expected);
  });

  it("throws for an unknown capability", () => {
    expect(() => effectiveAvailability([], "teleporter", { now: NOW })).toThrow(/teleporter/);
  });

  it("lists a limit per capability for /api/features/limits", () => {
    const limits = capabilityLimitsFor([{ feature_shop: "supreme-monthly" }], { now: NOW });
    expect(limits).toHaveLength(capabilities.length);
    expect(limits.find((row) => row.capabilityId === "keyword-tracker")).toEqual({
      capabilityId: "keyword-tracker",
      availability: "max 200 entries",
      limit: 200,
      limitUnit: "tracked keywords",
    });
    const free = capabilityLimitsFor([], { now: NOW });
    expect(free.find((row) => row.capabilityId === "deep-view")?.limit).toBe(0);
    expect(free.find((row) => row.capabilityId === "keyword-research")?.limit).toBe(10);
  });
});
