import { describe, expect, it } from "vitest";
import { checkoutHref, formatUsd, newMemberTabs, pricingTabs, resolveTab } from "./billing";
import { bsrBandFor } from "./bsr-estimates";
import {
  capabilities,
  discountedPrice,
  firstPlanWith,
  planById,
  plans,
  yearlySavingPercent,
} from "./plans-draft";
import {
  isLargeTrim,
  pageSizeWithBleed,
  usBlackInkPrintCostCents,
  usPaperbackRoyaltyCents,
} from "./print-specs";
import { serviceCategories } from "./service-categories";

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

  it("builds checkout links", () => {
    expect(checkoutHref("pro", "month")).toBe("/checkout/v3?product=pro&type=month");
    expect(checkoutHref("pro", "lifetime", { offer: "new-member" })).toBe(
      "/checkout/v3?product=pro&type=lifetime&offer=new-member",
    );
  });

  it("formats US dollars", () => {
    expect(formatUsd(9.99)).toBe("$9.99");
    expect(formatUsd(0)).toBe("$0.00");
  });
});

describe("plans draft", () => {
  it("has the four tiers in order, Free at $0", () => {
    expect(plans.map((p) => p.name)).toEqual(["Free", "Pro", "Pro Max", "Supreme"]);
    expect(Object.values(planById("free").prices)).toEqual([0, 0, 0]);
  });

  it("makes higher tiers cost more in every period", () => {
    for (const period of ["month", "year", "lifetime"] as const) {
      const prices = plans.map((p) => p.prices[period]);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    }
  });

  it("computes the yearly saving and the new-member price", () => {
    expect(yearlySavingPercent(planById("pro"))).toBe(17);
    expect(discountedPrice(199, 55)).toBe(89.55);
    expect(discountedPrice(599, 55)).toBe(269.55);
  });

  it("never takes a capability away on a higher plan", () => {
    const rank = {
      "not available": 0,
      limited: 1,
      available: 2,
      "max 100 entries": 2,
      "max 200 entries": 2,
    };
    for (const capability of capabilities) {
      const levels = plans.map((p) => rank[capability.availability[p.id]]);
      expect(
        [...levels].sort((a, b) => a - b),
        capability.id,
      ).toEqual(levels);
      expect(firstPlanWith(capability), capability.id).toBeDefined();
    }
  });
});

describe("service categories", () => {
  it("are the six categories of the spec with their subcategories", () => {
    expect(serviceCategories.map((c) => c.category)).toEqual([
      "Book Covers",
      "Illustrations",
      "Book Formatting",
      "Writing Tools",
      "Audiobook Narration",
      "Book Promotion Video Creator",
    ]);
    const subs = (name: string) =>
      serviceCategories.find((c) => c.category === name)?.subcategories.map((s) => s.name);
    expect(subs("Book Covers")).toEqual([
      "Puzzle Book Cover",
      "Non-Fiction Covers",
      "Fiction Covers",
      "Coloring Book Covers",
    ]);
    expect(subs("Illustrations")).toEqual([
      "Coloring Book Illustrations",
      "Illustrator for Children's Book",
      "Illustrator for Fiction Covers",
    ]);
    expect(subs("Writing Tools")).toEqual(["Writing Assistant Tools", "Ghostwriter"]);
  });

  it("each has a description, icon, provider label and hiring tips", () => {
    for (const category of serviceCategories) {
      expect(category.description.length).toBeGreaterThan(20);
      expect(category.icon).toBeTruthy();
      expect(category.type).toMatch(/s$/);
      expect(category.hiringTips.length).toBeGreaterThan(0);
    }
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
