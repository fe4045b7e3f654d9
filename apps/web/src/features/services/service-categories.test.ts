// @vitest-environment node
import {
  type PublicServiceProvider,
  type serviceCategoryNames,
  subcategoriesOf,
} from "@inkforge/domain/contracts/service-directory";
import { describe, expect, it } from "vitest";
import { listCategoryServices } from "./list-services";
import { buildServiceCategories, serviceCategories } from "./service-categories";

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
