import { describe, expect, it, vi } from "vitest";
import { currentTier, highestTier, upgradeTargets } from "./tiers";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const SECOND = 1000;
const DAY = 86_400_000;

describe("currentTier (TIER-01..06)", () => {
  it.each([
    ["no features (TIER-01)", [], "Free", "Pro"],
    [
      "Pro monthly, feature_shop as a string (TIER-02)",
      [{ feature_shop: "pro-monthly" }],
      "Pro",
      "Pro Max",
    ],
    [
      "Pro lifetime, feature_shop as an object",
      [{ feature_shop: { _id: "pro-lifetime" } }],
      "Pro",
      "Pro Max",
    ],
    [
      "Pro Max by feature_id._id (TIER-03)",
      [{ feature_shop: { _id: "legacy-shop" }, feature_id: { _id: "pro-max" } }],
      "Pro Max",
      "Supreme",
    ],
    [
      "Ultra by subscription_shops",
      [{ feature_shop: { _id: "legacy-shop", subscription_shops: ["ultra-yearly"] } }],
      "Ultra",
      "Supreme",
    ],
    ["Supreme (TIER-04: no upgrade)", [{ feature_shop: "supreme-lifetime" }], "Supreme", null],
    [
      "highest owned wins whatever the order",
      [{ feature_shop: "supreme-monthly" }, { feature_shop: "pro-lifetime" }],
      "Supreme",
      null,
    ],
    [
      "only non-plan features stay Free",
      [{ feature_shop: "masterclass-lifetime" }, { feature_shop: "unknown-legacy" }],
      "Free",
      "Pro",
    ],
    [
      "a lapsed Supreme subscription does not count",
      [
        { feature_shop: "supreme-monthly", period: "month", until: at(-SECOND) },
        { feature_shop: "pro-lifetime", period: "lifetime" },
      ],
      "Pro",
      "Pro Max",
    ],
    [
      "until exactly now has lapsed (end-exclusive)",
      [{ feature_shop: "pro-monthly", period: "month", until: at(0) }],
      "Free",
      "Pro",
    ],
    [
      "until a second after now still counts",
      [{ feature_shop: "pro-monthly", period: "month", until: at(SECOND) }],
      "Pro",
      "Pro Max",
    ],
    [
      "a future Pro Max subscription with a null until on a Pro entry",
      [
        { feature_shop: "pro-lifetime", until: null },
        { feature_shop: "pro-max-yearly", period: "year", until: at(30 * DAY) },
      ],
      "Pro Max",
      "Supreme",
    ],
  ] as const)("%s", (_label, owned, tier, upgradeTo) => {
    expect(currentTier(owned, { now: NOW })).toMatchObject({ tier, upgradeTo });
  });

  it("reports whether the tier is held for good (G-29: lifetime owners see the lifetime tab)", () => {
    expect(currentTier([{ feature_shop: "pro-lifetime" }], { now: NOW }).lifetime).toBe(true);
    expect(currentTier([{ feature_shop: "pro-monthly" }], { now: NOW }).lifetime).toBe(false);
    expect(
      currentTier([{ feature_shop: "pro-lifetime" }, { feature_shop: "supreme-monthly" }], {
        now: NOW,
      }).lifetime,
    ).toBe(false);
  });

  it("without now it does not check until (the caller already filtered)", () => {
    const lapsed = [{ feature_shop: "pro-monthly", period: "month", until: at(-DAY) }];
    expect(currentTier(lapsed).tier).toBe("Pro");
    expect(currentTier(lapsed, { now: NOW }).tier).toBe("Free");
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["a number", 42],
    ["a string", "pro"],
    ["an object instead of the list", { simple: [] }],
    ["a number entry", [42]],
    ["an empty entry", [{}]],
    ["feature_shop of the wrong type", [{ feature_shop: 5 }]],
    ["feature_shop object without _id", [{ feature_shop: { subscription_shops: ["pro"] } }]],
    ["feature_id as a string", [{ feature_shop: "pro-monthly", feature_id: "pro" }]],
    ["an unreadable until", [{ feature_shop: "pro-monthly", until: "garbage" }]],
    ["one bad entry among good ones", [{ feature_shop: "supreme-lifetime" }, null]],
  ])("invalid tier info (%s) logs and hides the prompt (TIER-05)", (_label, owned) => {
    const log = vi.fn();
    expect(currentTier(owned, { now: NOW, log })).toEqual({
      tier: null,
      upgradeTo: null,
      lifetime: false,
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/^Invalid tier info/);
  });

  it("does not throw on invalid info without a logger", () => {
    expect(currentTier("garbage").tier).toBeNull();
  });

  it("an invalid clock is invalid tier info", () => {
    const log = vi.fn();
    expect(currentTier([], { now: new Date("nope"), log }).tier).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });
});

describe("tier order and upgrades (G-29)", () => {
  it("offers Free→Pro, Pro→Pro Max, Pro Max→Supreme, Ultra→Supreme, Supreme→none", () => {
    expect(upgradeTargets).toEqual({
      Free: "Pro",
      Pro: "Pro Max",
      "Pro Max": "Supreme",
      Ultra: "Supreme",
      Supreme: null,
    });
  });

  it.each([
    [[], "Free"],
    [["pro"], "Pro"],
    [["pro", "pro-max"], "Pro Max"],
    [["ultra", "pro-max"], "Ultra"],
    [["supreme", "ultra"], "Supreme"],
    [["masterclass"], "Free"],
  ] as const)("highest tier of %j is %s", (ids, tier) => {
    expect(highestTier(ids)).toBe(tier);
  });
});
