import { describe, expect, it } from "vitest";
import { products } from "./catalogue";
import { isFeatureId } from "./feature-ids";
import {
  filterUpsells,
  type PopupSetKey,
  popupSetFor,
  popupSetForSession,
  popupSetKeys,
  upsellHideRules,
} from "./upsell";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const ids = (list: readonly { _id: string }[]) => list.map((item) => item._id);
const shown = (owned: unknown, userType?: number) =>
  ids(filterUpsells(products, owned, { now: NOW, userType }));
const ofOffer = (offerId: string) =>
  products.filter((product) => product.offerId === offerId).map((product) => product._id);

describe("filterUpsells (spec §5, POP-37..39)", () => {
  it("shows every product to someone who owns nothing", () => {
    expect(shown([])).toEqual(ids(products));
  });

  it("owning Pro hides every Pro offer (POP-37), not Pro Max", () => {
    const list = shown([{ feature_shop: "pro-monthly" }]);
    for (const id of ofOffer("pro")) expect(list).not.toContain(id);
    for (const id of ofOffer("pro-max")) expect(list).toContain(id);
  });

  it("owning Pro Max hides Pro and Pro Max, and the tools Pro Max includes", () => {
    const list = shown([{ feature_shop: { _id: "pro-max-lifetime" } }]);
    for (const offer of [
      "pro",
      "pro-max",
      "coloring-book-maker",
      "checker-tools",
      "trademark-checker",
    ]) {
      for (const id of ofOffer(offer)) expect(list).not.toContain(id);
    }
    for (const offer of ["ultra", "supreme", "hot-niches", "masterclass"]) {
      for (const id of ofOffer(offer)) expect(list).toContain(id);
    }
  });

  it.each([
    ["puzzle tools v1", "puzzle-tools-v1-lifetime"],
    ["puzzle tools v2", "puzzle-tools-v2-lifetime"],
    ["the puzzle mega bundle", "puzzle-mega-bundle-lifetime"],
    ["the coloring book maker", "coloring-book-maker-lifetime"],
    ["the creative (designer) bundle", "creative-bundle-lifetime"],
  ])("owning %s hides Pro Max (POP-38) but keeps Pro and Ultra", (_label, productId) => {
    const list = shown([{ feature_shop: productId }]);
    for (const id of ofOffer("pro-max")) expect(list).not.toContain(id);
    for (const id of ofOffer("pro")) expect(list).toContain(id);
    for (const id of ofOffer("ultra")) expect(list).toContain(id);
    expect(list).not.toContain(productId);
  });

  it("owning Supreme hides every plan and what Supreme includes, keeps the memberships", () => {
    const list = shown([{ feature_shop: "supreme-monthly" }]);
    for (const offer of ["pro", "pro-max", "ultra", "supreme", "masterclass", "hot-niches"]) {
      for (const id of ofOffer(offer)) expect(list).not.toContain(id);
    }
    expect(list).toEqual(
      expect.arrayContaining([
        "arc-reviews-monthly",
        "mentorship-group-monthly",
        "template-membership-monthly",
      ]),
    );
  });

  it("a bundle hides its parts", () => {
    const list = shown([{ feature_shop: "checker-tools-lifetime" }]);
    for (const offer of [
      "trademark-checker",
      "guidelines-checker",
      "price-checker",
      "grammar-checker",
    ]) {
      expect(list).not.toContain(`${offer}-lifetime`);
    }
  });

  it("a lapsed subscription hides nothing", () => {
    const list = shown([{ feature_shop: "pro-max-monthly", period: "month", until: at(-1000) }]);
    expect(list).toEqual(ids(products));
  });

  it("user type 3 gets no masterclass offers (POP-39); other types keep them", () => {
    expect(shown([], 3)).not.toContain("masterclass-lifetime");
    expect(shown([], 2)).toContain("masterclass-lifetime");
    expect(shown([])).toContain("masterclass-lifetime");
    const popupList = [{ _id: "masterclass" }, { _id: "hot-niches" }, { _id: "crisis_video" }];
    expect(ids(filterUpsells(popupList, [], { now: NOW, userType: 3 }))).toEqual([
      "hot-niches",
      "crisis_video",
    ]);
  });

  it("filters popup lists of feature ids the same way and keeps unknown content popups", () => {
    const popupList = [
      { _id: "pro" },
      { _id: "affilliate" },
      { _id: "pro-max" },
      { _id: "supreme" },
    ];
    expect(ids(filterUpsells(popupList, [{ feature_shop: "pro-lifetime" }], { now: NOW }))).toEqual(
      ["affilliate", "pro-max", "supreme"],
    );
  });

  it("treats malformed owned info as owning nothing", () => {
    expect(shown(42)).toEqual(ids(products));
    expect(shown([{ feature_shop: 5 }])).toEqual(ids(products));
  });

  it("the hide table names only known features and holds the spec's rows", () => {
    for (const rule of upsellHideRules) {
      expect(isFeatureId(rule.whenOwned)).toBe(true);
      for (const id of rule.hide) expect(isFeatureId(id)).toBe(true);
    }
    const hides = (owned: string) =>
      upsellHideRules.filter((rule) => rule.whenOwned === owned).flatMap((rule) => rule.hide);
    expect(hides("pro")).toContain("pro");
    for (const bundle of [
      "puzzle-tools-v1",
      "puzzle-mega-bundle",
      "coloring-book-maker",
      "creative-bundle",
    ]) {
      expect(hides(bundle)).toContain("pro-max");
    }
  });
});

describe("popupSetFor (spec §4, POP-21..36, G-32)", () => {
  it.each<[string, unknown, PopupSetKey]>([
    ["guest: no owned list (POP-21)", null, "default"],
    ["guest: undefined", undefined, "default"],
    ["signed in, owns nothing", [], "gen"],
    ["only the masterclass (POP-22)", [{ feature_shop: "masterclass-lifetime" }], "jm"],
    [
      "only the masterclass, by feature_id",
      [{ feature_shop: { _id: "legacy" }, feature_id: { _id: "masterclass" } }],
      "jm",
    ],
    [
      "masterclass plus a free download",
      [{ feature_shop: "masterclass-lifetime" }, { feature_shop: "kdp-launch-checklist" }],
      "jm",
    ],
    ["only puzzle tools v1 (POP-23)", [{ feature_shop: "puzzle-tools-v1-lifetime" }], "jpt"],
    [
      "only the creative bundle (POP-24)",
      [{ feature_shop: { _id: "creative-bundle-lifetime" } }],
      "jcb",
    ],
    ["Pro monthly (POP-25)", [{ feature_shop: "pro-monthly" }], "tp_m"],
    ["Pro yearly counts as monthly", [{ feature_shop: "pro-yearly" }], "tp_m"],
    ["Pro lifetime (POP-26)", [{ feature_shop: "pro-lifetime" }], "tp_L"],
    ["Pro Max monthly (POP-27)", [{ feature_shop: "pro-max-monthly" }], "tpm_m"],
    ["Pro Max lifetime (POP-28)", [{ feature_shop: "pro-max-lifetime" }], "tpm_l"],
    ["Ultra monthly (POP-29)", [{ feature_shop: "ultra-monthly" }], "tu_m"],
    ["Ultra lifetime (POP-30)", [{ feature_shop: "ultra-lifetime" }], "tu_l"],
    ["Supreme monthly (POP-31)", [{ feature_shop: "supreme-monthly" }], "ts_m"],
    ["Supreme lifetime (POP-32)", [{ feature_shop: "supreme-lifetime" }], "ts_l"],
    [
      "masterclass + puzzle v1 (POP-33)",
      [{ feature_shop: "masterclass-lifetime" }, { feature_shop: "puzzle-tools-v1-lifetime" }],
      "gen",
    ],
    [
      "the puzzle mega bundle is not only v1",
      [{ feature_shop: "puzzle-mega-bundle-lifetime" }],
      "gen",
    ],
    ["a membership only", [{ feature_shop: "arc-reviews-monthly" }], "gen"],
    [
      "highest tier first: Pro lifetime + Supreme monthly",
      [{ feature_shop: "pro-lifetime" }, { feature_shop: "supreme-monthly" }],
      "ts_m",
    ],
    [
      "lifetime over monthly in one tier",
      [{ feature_shop: "supreme-monthly" }, { feature_shop: "supreme-lifetime" }],
      "ts_l",
    ],
    [
      "a tier beats single features",
      [{ feature_shop: "pro-monthly" }, { feature_shop: "masterclass-lifetime" }],
      "tp_m",
    ],
    [
      "a lapsed Supreme leaves Pro lifetime",
      [
        { feature_shop: "supreme-monthly", period: "month", until: at(-1000) },
        { feature_shop: "pro-lifetime" },
      ],
      "tp_L",
    ],
    [
      "period lifetime on a legacy entry",
      [{ feature_shop: "legacy", feature_id: { _id: "pro" }, period: "lifetime" }],
      "tp_L",
    ],
    [
      "period month on a legacy entry",
      [
        {
          feature_shop: "legacy",
          feature_id: { _id: "pro" },
          period: "month",
          until: at(86_400_000),
        },
      ],
      "tp_m",
    ],
    ["malformed info: a number (POP-36)", 42, "default"],
    ["malformed info: a bad entry", [42], "default"],
  ])("%s", (_label, owned, expected) => {
    expect(popupSetFor(owned, { now: NOW })).toBe(expected);
  });

  it("spells the keys as the spec does", () => {
    expect(popupSetKeys).toContain("tp_L");
    expect(popupSetKeys).toHaveLength(13);
  });
});

describe("popupSetForSession (spec §5, POP-34/35/36)", () => {
  const info = { features: { simple: [{ feature_shop: "pro-monthly" }] } };
  it.each<[string, unknown, unknown, PopupSetKey | null]>([
    ["neither token nor info: guest set (POP-35)", null, null, "default"],
    ["token only: nothing (POP-34)", "t0k3n", null, null],
    ["info only: nothing (POP-34)", null, info, null],
    ["empty token counts as missing", "", null, "default"],
    ["both", "t0k3n", info, "tp_m"],
    ["features is not an object (POP-36)", "t0k3n", { features: 42 }, "default"],
    ["info is a number", "t0k3n", 42, "default"],
    ["simple is a number", "t0k3n", { features: { simple: 42 } }, "default"],
  ])("%s", (_label, token, userInfo, expected) => {
    expect(popupSetForSession({ token, userInfo }, { now: NOW })).toBe(expected);
  });
});
