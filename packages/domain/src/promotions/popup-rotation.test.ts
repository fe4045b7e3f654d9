import { describe, expect, it } from "vitest";
import { type PopupSet, popupSetSchema } from "./campaigns";
import {
  nextRotationFeature,
  nextUpsellPopup,
  parseRotationCookie,
  type RotationState,
  serializeRotationCookie,
} from "./popup-rotation";

const gen: PopupSet = popupSetSchema.parse({
  id: "gen",
  featuresToShow: ["a", "b", "c"],
  targetLifeTime: ["c"],
  targetUpgrade: ["b"],
});
const tpM: PopupSet = { ...gen, id: "tp_m", featuresToShow: ["x", "y"] };

describe("nextRotationFeature (POP-17..19)", () => {
  it.each<[string, PopupSet, RotationState | null, string | null]>([
    ["nothing stored → first (POP-18)", gen, null, "a"],
    ["stored a → b (POP-17)", gen, { setId: "gen", featureId: "a" }, "b"],
    ["stored b → c", gen, { setId: "gen", featureId: "b" }, "c"],
    ["stored c (last) wraps to a (POP-17)", gen, { setId: "gen", featureId: "c" }, "a"],
    ["stored id of another set resets (POP-19)", tpM, { setId: "gen", featureId: "b" }, "x"],
    [
      "stored id of another set, even one this set lists, resets (not y)",
      tpM,
      { setId: "gen", featureId: "x" },
      "x",
    ],
    ["stored feature no longer in the set → first", gen, { setId: "gen", featureId: "zzz" }, "a"],
    [
      "single-feature set repeats it",
      { ...gen, featuresToShow: ["only"] },
      { setId: "gen", featureId: "only" },
      "only",
    ],
    ["empty set → none", { ...gen, featuresToShow: [] }, null, null],
  ])("%s", (_name, set, stored, expected) => {
    expect(nextRotationFeature(set, stored)).toBe(expected);
  });

  it("a full rotation visits every feature once, in order", () => {
    let stored: RotationState | null = null;
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const popup = nextUpsellPopup(gen, stored);
      if (!popup) throw new Error("expected a popup");
      seen.push(popup.featureId);
      stored = popup.rotation;
    }
    expect(seen).toEqual(["a", "b", "c", "a"]);
  });

  it.each<[RotationState | null, string | null]>([
    [null, "a"],
    [{ setId: "gen", featureId: "a" }, "c"],
    [{ setId: "gen", featureId: "c" }, "a"],
  ])("skips filtered-out features in place (stored %j → %s)", (stored, expected) => {
    expect(nextRotationFeature(gen, stored, (id) => id !== "b")).toBe(expected);
  });

  it("is null when every feature is filtered out", () => {
    expect(nextRotationFeature(gen, null, () => false)).toBeNull();
  });
});

describe("nextUpsellPopup variants (POP-20, G-31)", () => {
  it.each<[string | null, string, "upgrade" | "standard", boolean]>([
    [null, "a", "standard", false],
    ["a", "b", "upgrade", false],
    ["b", "c", "standard", true],
  ])("after %s shows %s as %s (lifetime %s)", (last, featureId, variant, lifetime) => {
    const stored = last === null ? null : { setId: "gen", featureId: last };
    expect(nextUpsellPopup(gen, stored)).toEqual({
      setId: "gen",
      featureId,
      variant,
      lifetime,
      rotation: { setId: "gen", featureId },
    });
  });
});

describe("rotation cookie (POP-16)", () => {
  it.each<[RotationState]>([
    [{ setId: "gen", featureId: "pro-max" }],
    [{ setId: "tp_L", featureId: "crisis_video" }],
    [{ setId: "default", featureId: "odd;value=with:colon" }],
  ])("round-trips %j", (state) => {
    const value = serializeRotationCookie(state);
    expect(value).not.toMatch(/[;,\s"]/);
    expect(parseRotationCookie(value)).toEqual(state);
  });

  it.each<[string | null | undefined]>([
    [null],
    [undefined],
    [""],
    ["gen"],
    [":a"],
    ["gen:"],
    ["%E0%A4%A"],
  ])("malformed %j → null", (value) => {
    expect(parseRotationCookie(value)).toBeNull();
  });
});

describe("popupSetSchema (POP-41)", () => {
  it("rejects a set that repeats a feature id, naming the field", () => {
    const result = popupSetSchema.safeParse({ ...gen, featuresToShow: ["a", "a"] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["featuresToShow"]);
  });

  it("rejects a set without targetUpgrade", () => {
    const { targetUpgrade: _omit, ...rest } = gen;
    expect(popupSetSchema.safeParse(rest).success).toBe(false);
  });
});
