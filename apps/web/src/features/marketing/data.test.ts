// @vitest-environment node
import {
  type PublicServiceProvider,
  type serviceCategoryNames,
  subcategoriesOf,
} from "@inkforge/domain/contracts/service-directory";
import { planCards } from "@inkforge/domain/shop/catalogue";
import { planTiers } from "@inkforge/domain/shop/enums";
import { describe, expect, it } from "vitest";
import { listCategoryServices } from "@/features/services/list-services";
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
import { buildServiceCategories, serviceCategories } from "./service-categories";

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

  const entered = (change: Partial<PublicServiceProvider>): PublicServiceProvider => ({
    id: "3f1c2d4e-0000-4000-8000-000000000001",
    category: "Writing Tools",
    subcategory: "Ghostwriter",
    name: "Quiet Pen",
    description: "Non-fiction ghostwriting.",
    link: "https://market.example/quietpen?x=1",
    rating: 4.9,
    totalReviews: 12,
    tags: ["Top Rated"],
    vetted: false,
    ...change,
  });

  it("has no providers of its own: an empty directory until an operator enters some (decision 0135)", () => {
    for (const category of serviceCategories) {
      expect(listCategoryServices(category), category.category).toEqual([]);
    }
  });

  it("uses the domain's category and subcategory names", () => {
    for (const category of serviceCategories) {
      const names = category.subcategories.map((sub) => sub.name);
      expect(names).toEqual([
        ...subcategoriesOf(category.category as keyof typeof serviceCategoryNames),
      ]);
    }
  });

  it("files operators' providers under their subcategory, Vetted only where vetted", () => {
    const categories = buildServiceCategories([
      entered({}),
      entered({ id: "3f1c2d4e-0000-4000-8000-000000000002", name: "Checked Pen", vetted: true }),
      entered({
        id: "3f1c2d4e-0000-4000-8000-000000000003",
        category: "Book Formatting",
        subcategory: "Book Formatting",
      }),
    ]);
    const writing = categories.find((c) => c.category === "Writing Tools")!;
    const ghost = writing.subcategories.find((sub) => sub.name === "Ghostwriter")!;
    expect(ghost.services.map((p) => [p.name, p.isVettedPro ?? false])).toEqual([
      ["Quiet Pen", false],
      ["Checked Pen", true],
    ]);
    expect(ghost.services[0]?.thumbnail).toMatch(/^data:image\/svg\+xml,/);
    const formatting = categories.find((c) => c.category === "Book Formatting")!;
    expect(listCategoryServices(formatting)).toHaveLength(1);
  });

  it("adds the affiliate parameter to links on the configured marketplace only (SVC-05)", () => {
    const marketplace = {
      url: "https://market.example",
      affiliateParam: "ref=inkforge&utm_source=kdp",
    };
    const [onMarket, elsewhere] = listCategoryServices(
      buildServiceCategories(
        [
          entered({}),
          entered({ id: "3f1c2d4e-0000-4000-8000-000000000004", link: "https://other.example/p" }),
        ],
        marketplace,
      ).find((c) => c.category === "Writing Tools")!,
    );
    const url = new URL(onMarket?.link ?? "");
    expect(url.origin).toBe("https://market.example");
    expect(url.searchParams.get("ref")).toBe("inkforge");
    expect(url.searchParams.get("utm_source")).toBe("kdp");
    expect(url.searchParams.get("x")).toBe("1");
    expect(elsewhere?.link).toBe("https://other.example/p");
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
