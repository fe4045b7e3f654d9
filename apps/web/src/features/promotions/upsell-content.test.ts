import { describe, expect, it } from "vitest";
import { upsellContent } from "./upsell-content";

describe("upsellContent", () => {
  it.each([
    [
      "a plan, upgrade variant",
      { featureId: "pro-max", variant: "upgrade", lifetime: false },
      {
        title: "Upgrade to Pro Max",
        cta: "Upgrade to Pro Max",
        href: "/checkout/v3?product=pro-max-monthly",
      },
    ],
    [
      "a plan, lifetime variant: the lifetime product",
      { featureId: "ultra", variant: "standard", lifetime: true },
      {
        title: "Ultra: pay once, keep it for good",
        cta: "Get Ultra",
        href: "/checkout/v3?product=ultra-lifetime",
      },
    ],
    [
      "a monthly membership",
      { featureId: "hot-niches", variant: "standard", lifetime: false },
      { title: "Try Hot KDP Niches", cta: "Get Hot KDP Niches" },
    ],
    [
      "a lifetime-only offer",
      { featureId: "masterclass", variant: "standard", lifetime: false },
      { title: "KDP Masterclass: pay once, keep it for good", price: "$197 once" },
    ],
  ] as const)("%s", (_case, popup, expected) => {
    expect(upsellContent(popup)).toMatchObject(expected);
  });

  it("skips a feature that is not sold (a content popup, a free item)", () => {
    expect(
      upsellContent({ featureId: "crisis_video", variant: "standard", lifetime: false }),
    ).toBeNull();
    expect(
      upsellContent({ featureId: "kdp-launch-checklist", variant: "standard", lifetime: false }),
    ).toBeNull();
  });
});
