// @vitest-environment node
import { planCards } from "@inkforge/domain/shop/catalogue";
import { planTiers } from "@inkforge/domain/shop/enums";
import { describe, expect, it } from "vitest";
import { newMemberTabs, pricingTabs, resolveTab } from "./billing";
import { bsrBandFor } from "./bsr-estimates";
import { memberships } from "./memberships";
import {
  availabilityLabel,
  capabilities,
  capabilityHref,
  firstPlanWith,
  firstPlanWithFull,
} from "./plan-matrix";
import {
  isLargeTrim,
  pageSizeWithBleed,
  usBlackInkPrintCostCents,
  usPaperbackRoyaltyCents,
} from "./print-specs";

describe("billing tabs", () => {
  it.each([
    [undefined, "monthly"],
    ["yearly", "yearly"],
    ["lifetime", "lifetime"],
    ["LIFETIME", "lifetime"],
    ["weekly", "monthly"],
    [["lifetime", "monthly"], "lifetime"],
  ])("pricing ?tab=%j opens %s", (raw, expected) => {
    expect(resolveTab(raw, pricingTabs).id).toBe(expected);
  });

  it("new-member offers monthly and lifetime only", () => {
    expect(newMemberTabs.map((t) => t.id)).toEqual(["monthly", "lifetime"]);
    expect(resolveTab("yearly", newMemberTabs).id).toBe("monthly");
  });
});

describe("plan matrix for the marketing pages", () => {
  const row = (id: string) => {
    const found = capabilities.find((capability) => capability.id === id);
    if (!found) throw new Error(id);
    return found;
  };

  it("shows the five plans of the shop, Free first", () => {
    expect(planCards.map((plan) => plan.name)).toEqual([...planTiers]);
  });

  it("names the first plan that offers a capability, and the first that offers it in full", () => {
    expect(firstPlanWith(row("deep-view"))).toBe("Pro Max");
    expect(firstPlanWith(row("keyword-research"))).toBe("Free");
    expect(firstPlanWithFull(row("keyword-research"))).toBe("Pro");
    expect(availabilityLabel(row("keyword-research"))).toBe("Limited from Free, full on Pro");
    expect(availabilityLabel(row("deep-view"))).toBe("From Pro Max");
    expect(availabilityLabel(row("low-content-book-generator"))).toBe("Free");
  });

  it("links rows to a public page: the tool's page, or the sales page of member-only content", () => {
    expect(capabilityHref(row("deep-view"))).toBe("/titans-deep-view");
    expect(capabilityHref(row("hot-niches"))).toBe("/hot-niches-sales");
    for (const capability of capabilities) {
      const href = capabilityHref(capability);
      if (href) expect(href, capability.id).toMatch(/^\//);
    }
  });

  it("every capability is offered by some plan or sold on its own", () => {
    for (const capability of capabilities) {
      expect(
        firstPlanWith(capability) !== undefined || capability.featureIds.length > 0,
        capability.id,
      ).toBe(true);
    }
  });
});

describe("memberships", () => {
  it("take names and prices from the catalogue and link to their pages", () => {
    expect(memberships.map((m) => [m.name, m.href, m.price])).toEqual([
      ["KDP Masterclass", "/masterclass", "$197 one-time"],
      ["Mentorship Group", "/mentorship", "$49/month"],
      ["Hot KDP Niches", "/hot-niches-sales", "From $14.99/month"],
      ["Template Membership", "/templates", "$12.99/month"],
      ["ARC Reviews Membership", "/arc-reviews", "$9.99/month"],
      ["Author Page Builder", "/author-page-builder", "From $5.99/month"],
    ]);
  });
});

describe("print specs", () => {
  it("classifies large trims", () => {
    expect(isLargeTrim({ width: 6, height: 9 })).toBe(false);
    expect(isLargeTrim({ width: 8.5, height: 11 })).toBe(true);
    expect(isLargeTrim({ width: 6.14, height: 9.21 })).toBe(true);
  });

  it("adds bleed to the outside edge and to top and bottom", () => {
    expect(pageSizeWithBleed({ width: 6, height: 9 })).toEqual({ width: 6.125, height: 9.25 });
  });

  it("matches KDP's worked examples for Amazon.com paperbacks", () => {
    // 8.5 × 11, 120 pages: cost $3.04; royalty at $24.99 is $11.95.
    const cost = usBlackInkPrintCostCents(120, true);
    expect(cost).toBe(304);
    expect(usPaperbackRoyaltyCents(2499, cost)).toBe(1195);
    // 6 × 9, 300 pages: cost $4.60.
    expect(usBlackInkPrintCostCents(300, false)).toBe(460);
    // Below $9.99 the rate is 50%.
    expect(usPaperbackRoyaltyCents(799, 304)).toBe(96);
    expect(usPaperbackRoyaltyCents(999, 304)).toBe(295);
  });
});

describe("BSR bands", () => {
  it("finds the band for a rank", () => {
    expect(bsrBandFor(28_000)?.perDay).toBe("5 to 15");
    expect(bsrBandFor(1)?.perDay).toBe("4,000 or more");
    expect(bsrBandFor(2_000_000)).toBeUndefined();
  });
});
