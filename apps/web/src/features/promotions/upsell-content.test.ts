// @vitest-environment node
import { planCards } from "@inkforge/domain/shop/catalogue";
import { checkoutHref } from "@inkforge/domain/shop/checkout-links";
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
        // The same checkout link as /pricing's "Get Pro Max monthly".
        href: "/checkout/v3?product=pro-max&type=month",
      },
    ],
    [
      "a plan, lifetime variant: the lifetime product",
      { featureId: "ultra", variant: "standard", lifetime: true },
      {
        title: "Ultra: pay once, keep it for good",
        cta: "Get Ultra",
        href: "/checkout/v3?product=ultra&type=lifetime",
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

describe("an upsell for a plan links where /pricing does", () => {
  it.each(planCards.filter((plan) => plan.id !== "free").map((plan) => [plan.name, plan.id]))(
    "%s",
    (_name, planId) => {
      const standard = upsellContent({ featureId: planId, variant: "standard", lifetime: false });
      expect(standard?.href).toBe(checkoutHref(planId, "month"));
      const lifetime = upsellContent({ featureId: planId, variant: "standard", lifetime: true });
      expect(lifetime?.href).toBe(checkoutHref(planId, "lifetime"));
    },
  );
});
