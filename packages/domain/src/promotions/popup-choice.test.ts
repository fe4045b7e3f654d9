import { describe, expect, it } from "vitest";
import { popupSetKeys } from "../shop/upsell";
import { type PopupSet, popupSetSchema } from "./campaigns";
import {
  type AlternatingPopup,
  choosePopup,
  type PopupChoice,
  type PopupChoiceInput,
} from "./popup-choice";
import {
  AUTHOR_PAGE_BUILDER_COUNTDOWN_END,
  authorPageBuilderPopup,
  newMemberOffer,
  SEASONAL_END,
  seasonalPopup,
  seedCampaigns,
  shift,
} from "./test-fixtures";
import { HOUR_MS, SECOND_MS } from "./time";

/** One set per spec key; each starts with a marker feature naming the set, then real offers. */
const popupSets: PopupSet[] = popupSetKeys.map((id) =>
  popupSetSchema.parse({
    id,
    featuresToShow: [`crisis_video_${id}`, "pro", "pro-max", "masterclass"],
    targetLifeTime: ["masterclass"],
    targetUpgrade: ["pro-max"],
  }),
);

const TODAY = new Date("2026-11-21T12:00:00.000Z");
const DURING = new Date("2025-11-01T10:00:00.000Z");
const user = (now: Date, agoMs: number, simple: unknown[] = [], extra: object = {}) => ({
  createdAt: shift(now, -agoMs).toISOString(),
  features: { simple },
  ...extra,
});
const OLD = 300 * 24 * HOUR_MS;

function choose(overrides: Partial<PopupChoiceInput>): PopupChoice {
  return choosePopup({
    now: TODAY,
    token: null,
    userInfo: null,
    campaigns: seedCampaigns,
    popupSets,
    lastAlternating: null,
    rotation: null,
    newMemberModalClosed: false,
    ...overrides,
  });
}

const describeChoice = (choice: PopupChoice) =>
  choice.kind === "upsell" ? `upsell ${choice.setId}/${choice.featureId}` : choice.kind;

describe("choosePopup before the seasonal end: alternation (POP-05, POP-06)", () => {
  it.each<[string, Date, AlternatingPopup | null, string]>([
    ["first load is seasonal", DURING, null, "seasonal"],
    ["after seasonal comes the page builder", DURING, "seasonal", "author-page-builder"],
    ["after the page builder comes seasonal", DURING, "author-page-builder", "seasonal"],
    [
      "1 ms before the end still alternates",
      shift(SEASONAL_END, -1),
      "seasonal",
      "author-page-builder",
    ],
    [
      "at the end: no alternation, a guest gets an upsell",
      new Date(SEASONAL_END),
      "seasonal",
      "upsell default/crisis_video_default",
    ],
    [
      "today a stale alternation key is ignored (D-02)",
      TODAY,
      "seasonal",
      "upsell default/crisis_video_default",
    ],
  ])("%s", (_name, now, lastAlternating, expected) => {
    expect(describeChoice(choose({ now, lastAlternating }))).toBe(expected);
  });

  it("three loads go seasonal, page builder, seasonal, for guests and members alike", () => {
    for (const session of [
      { token: null, userInfo: null },
      { token: "t", userInfo: user(DURING, HOUR_MS) },
    ]) {
      let last: AlternatingPopup | null = null;
      const kinds: string[] = [];
      for (let load = 0; load < 3; load += 1) {
        const choice = choose({ now: DURING, lastAlternating: last, ...session });
        kinds.push(choice.kind);
        if (choice.kind === "seasonal" || choice.kind === "author-page-builder") {
          last = choice.alternating;
        }
      }
      expect(kinds).toEqual(["seasonal", "author-page-builder", "seasonal"]);
    }
  });

  it("the page builder popup counts to 2025-11-04 20:59:59.999 UTC", () => {
    const choice = choose({ now: DURING, lastAlternating: "seasonal" });
    expect(choice.kind === "author-page-builder" && choice.countdownTarget?.toISOString()).toBe(
      AUTHOR_PAGE_BUILDER_COUNTDOWN_END,
    );
    expect(choice.kind === "author-page-builder" && choice.campaign.ctaButton.link).toBe(
      "/author-page-builder",
    );
  });

  it("with only one of the two active, that one shows every time", () => {
    const onlyBuilder = [authorPageBuilderPopup];
    const onlySeasonal = [seasonalPopup];
    expect(choose({ now: DURING, campaigns: onlyBuilder }).kind).toBe("author-page-builder");
    expect(choose({ now: DURING, campaigns: onlySeasonal, lastAlternating: "seasonal" }).kind).toBe(
      "seasonal",
    );
  });
});

describe("choosePopup after the seasonal end (POP-08, POP-15, D-07)", () => {
  it.each<[string, unknown, boolean, string]>([
    [
      "created 2 h ago: the new-member modal (POP-08)",
      user(TODAY, 2 * HOUR_MS),
      false,
      "new-member-offer",
    ],
    ["created now", user(TODAY, 0), false, "new-member-offer"],
    ["created 1 ms short of 24 h", user(TODAY, 24 * HOUR_MS - 1), false, "new-member-offer"],
    [
      "created exactly 24 h ago: upsell",
      user(TODAY, 24 * HOUR_MS),
      false,
      "upsell gen/crisis_video_gen",
    ],
    [
      "created 1 s in the future: upsell",
      user(TODAY, -SECOND_MS),
      false,
      "upsell gen/crisis_video_gen",
    ],
    [
      "createdAt invalid: upsell",
      { createdAt: "soon", features: { simple: [] } },
      false,
      "upsell gen/crisis_video_gen",
    ],
    ["modal closed by this new member: nothing (POP-09)", user(TODAY, 2 * HOUR_MS), true, "none"],
    ["old account (POP-15)", user(TODAY, OLD), false, "upsell gen/crisis_video_gen"],
    ["old account, closed flag irrelevant", user(TODAY, OLD), true, "upsell gen/crisis_video_gen"],
  ])("%s", (_name, userInfo, newMemberModalClosed, expected) => {
    expect(describeChoice(choose({ token: "t", userInfo, newMemberModalClosed }))).toBe(expected);
  });

  it("the modal carries the 24 h deadline", () => {
    const choice = choose({
      token: "t",
      userInfo: { ...user(TODAY, 0), createdAt: "2026-11-21T12:00:00.000Z" },
    });
    expect(choice.kind === "new-member-offer" && choice.deadline.toISOString()).toBe(
      "2026-11-22T12:00:00.000Z",
    );
  });

  it("without an active new-member-offer campaign a new member gets an upsell", () => {
    const campaigns = seedCampaigns.filter((c) => c.id !== newMemberOffer.id);
    expect(describeChoice(choose({ token: "t", userInfo: user(TODAY, HOUR_MS), campaigns }))).toBe(
      "upsell gen/crisis_video_gen",
    );
  });
});

describe("choosePopup session rules (spec §5, POP-34..36)", () => {
  it.each<[string, unknown, unknown, string]>([
    ["guest: the default set (POP-35)", null, null, "upsell default/crisis_video_default"],
    ["token without info: nothing (POP-34)", "t", null, "none"],
    ["info without token: nothing (POP-34)", null, user(TODAY, OLD), "none"],
    [
      "malformed features: the guest set (POP-36)",
      "t",
      { createdAt: "2026-01-01T00:00:00.000Z", features: 42 },
      "upsell default/crisis_video_default",
    ],
    ["info a number: the guest set", "t", 42, "upsell default/crisis_video_default"],
  ])("%s", (_name, token, userInfo, expected) => {
    expect(describeChoice(choose({ token, userInfo }))).toBe(expected);
  });

  it("invalid now: nothing", () => {
    expect(choose({ now: new Date("x") }).kind).toBe("none");
  });

  it("a set missing from the data falls back to the guest set; none at all → nothing", () => {
    const onlyDefault = popupSets.filter((set) => set.id === "default");
    expect(
      describeChoice(choose({ token: "t", userInfo: user(TODAY, OLD), popupSets: onlyDefault })),
    ).toBe("upsell default/crisis_video_default");
    expect(choose({ popupSets: [] }).kind).toBe("none");
  });
});

describe("choosePopup picks the set by ownership (spec §4 table, POP-21..33)", () => {
  it.each<[string, unknown[], string]>([
    ["owns nothing", [], "gen"],
    ["only the masterclass", [{ feature_shop: "masterclass-lifetime" }], "jm"],
    ["only puzzle tools v1", [{ feature_shop: "puzzle-tools-v1-lifetime" }], "jpt"],
    ["only the creative bundle", [{ feature_shop: "creative-bundle-lifetime" }], "jcb"],
    ["Pro monthly", [{ feature_shop: "pro-monthly" }], "tp_m"],
    ["Pro lifetime", [{ feature_shop: "pro-lifetime" }], "tp_L"],
    ["Pro Max monthly", [{ feature_shop: "pro-max-monthly" }], "tpm_m"],
    ["Pro Max lifetime", [{ feature_shop: "pro-max-lifetime" }], "tpm_l"],
    ["Ultra monthly", [{ feature_shop: "ultra-monthly" }], "tu_m"],
    ["Ultra lifetime", [{ feature_shop: "ultra-lifetime" }], "tu_l"],
    ["Supreme monthly", [{ feature_shop: "supreme-monthly" }], "ts_m"],
    ["Supreme lifetime", [{ feature_shop: "supreme-lifetime" }], "ts_l"],
    [
      "masterclass + puzzle v1",
      [{ feature_shop: "masterclass-lifetime" }, { feature_shop: "puzzle-tools-v1-lifetime" }],
      "gen",
    ],
  ])("%s → %s", (_name, simple, setId) => {
    const choice = choose({ token: "t", userInfo: user(TODAY, OLD, simple) });
    expect(describeChoice(choice)).toBe(`upsell ${setId}/crisis_video_${setId}`);
  });
});

describe("choosePopup rotation with upsell filtering (POP-17..20, POP-37, POP-39)", () => {
  const rotate = (userInfo: unknown, loads: number) => {
    let rotation: PopupChoiceInput["rotation"] = null;
    const seen: string[] = [];
    for (let i = 0; i < loads; i += 1) {
      const choice = choose({ token: "t", userInfo, rotation });
      if (choice.kind !== "upsell") throw new Error(`expected an upsell, got ${choice.kind}`);
      seen.push(
        `${choice.featureId}${choice.variant === "upgrade" ? "↑" : ""}${choice.lifetime ? "∞" : ""}`,
      );
      rotation = choice.rotation;
    }
    return seen;
  };

  it("rotates through the set and wraps, marking upgrade and lifetime variants", () => {
    expect(rotate(user(TODAY, OLD), 5)).toEqual([
      "crisis_video_gen",
      "pro",
      "pro-max↑",
      "masterclass∞",
      "crisis_video_gen",
    ]);
  });

  it("a Pro owner never sees the Pro offer (POP-37)", () => {
    expect(rotate(user(TODAY, OLD, [{ feature_shop: "pro-monthly" }]), 4)).toEqual([
      "crisis_video_tp_m",
      "pro-max↑",
      "masterclass∞",
      "crisis_video_tp_m",
    ]);
  });

  it("user type 3 never sees the masterclass (POP-39)", () => {
    expect(rotate(user(TODAY, OLD, [], { userType: 3 }), 4)).toEqual([
      "crisis_video_gen",
      "pro",
      "pro-max↑",
      "crisis_video_gen",
    ]);
  });

  it("a rotation stored for another set restarts at the new set's first (POP-19)", () => {
    const choice = choose({
      token: "t",
      userInfo: user(TODAY, OLD, [{ feature_shop: "pro-monthly" }]),
      rotation: { setId: "gen", featureId: "crisis_video_tp_m" },
    });
    expect(describeChoice(choice)).toBe("upsell tp_m/crisis_video_tp_m");
  });
});
