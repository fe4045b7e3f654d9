import { describe, expect, it } from "vitest";
import {
  formatDuration,
  formatFileSize,
  groupOf,
  priceLabel,
  productPage,
  productPageIds,
  shopGroups,
} from "./product-views";

describe("prices (en-US USD, spec §9)", () => {
  it.each([
    [999, "month", "$9.99/month"],
    [9900, "year", "$99/year"],
    [19900, "lifetime", "$199 one-time"],
    [1400, "one-time", "$14 one-time"],
    [0, "free", "Free"],
    [123456, "lifetime", "$1,234.56 one-time"],
  ] as const)("%i cents %s reads %s", (cents, period, label) => {
    expect(priceLabel(cents, period)).toBe(label);
  });
});

describe("the shop listing", () => {
  const groups = shopGroups();

  it("groups plans, tools, memberships, courses, downloads and merch", () => {
    expect(groups.map((group) => group.id)).toEqual([
      "plans",
      "tools",
      "memberships",
      "courses",
      "downloads",
      "merch",
    ]);
  });

  it("sorts items by index within a group; items without one come last (1000)", () => {
    const plans = groups.find((group) => group.id === "plans")?.items.map((item) => item.id);
    expect(plans).toEqual(["pro", "pro-max", "ultra", "supreme"]);
    const downloads = groups.find((group) => group.id === "downloads")?.items.map((i) => i.id);
    // Workbook (900), keyword list (910), then the two free PDFs without an index (1000).
    expect(downloads).toEqual([
      "keyword-research-workbook",
      "ads-keyword-starter-list",
      "kdp-launch-checklist",
      "cover-size-cheat-sheet",
    ]);
    const merch = groups.find((group) => group.id === "merch")?.items.map((item) => item.id);
    expect(merch).toEqual(["author-notebook", "write-publish-repeat-mug", "book-tote"]);
  });

  it("lists every item once, with the cheapest way in", () => {
    const ids = groups.flatMap((group) => group.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([...productPageIds()].sort());
    const price = (id: string) =>
      groups.flatMap((g) => g.items).find((item) => item.id === id)?.price;
    expect(price("pro")).toBe("From $9.99/month");
    expect(price("trademark-checker")).toBe("$39 one-time");
    expect(price("kdp-launch-checklist")).toBe("Free");
    expect(price("book-tote")).toBe("$18 one-time");
  });

  it("puts courses and memberships in their own groups", () => {
    const ids = (id: string) => groups.find((group) => group.id === id)?.items.map((i) => i.id);
    expect(ids("courses")).toEqual(["masterclass", "kdp-basics-course"]);
    expect(ids("memberships")).toContain("hot-niches");
  });
});

describe("product pages", () => {
  it("a plan: every period with its checkout, and what it includes", () => {
    const page = productPage("pro-max");
    expect(page?.kind).toBe("item");
    if (page?.kind !== "item") return;
    expect(groupOf(page.item)).toBe("plans");
    expect(page.options.map((o) => [o.label, o.price, o.product, o.checkoutPeriod])).toEqual([
      ["Monthly", "$19.99/month", "pro-max", "month"],
      ["Yearly", "$199/year", "pro-max", "year"],
      ["Lifetime", "$349 one-time", "pro-max", "lifetime"],
    ]);
    expect(page.grants).toEqual(expect.arrayContaining(["Pro Max", "Pro", "Coloring Book Maker"]));
  });

  it("a free download and a course", () => {
    const checklist = productPage("kdp-launch-checklist");
    expect(checklist?.kind === "item" && checklist.options).toEqual([
      {
        period: "free",
        label: "Free",
        price: "Free",
        product: "kdp-launch-checklist",
        checkoutPeriod: null,
      },
    ]);
    const course = productPage("masterclass");
    expect(course?.kind === "item" && course.course?.lessons).toBe(80);
  });

  it("merch, and nothing for an unknown id", () => {
    const mug = productPage("write-publish-repeat-mug");
    expect(mug?.kind).toBe("merch");
    expect(mug?.options[0]?.price).toBe("$16 one-time");
    expect(productPage("nope")).toBeUndefined();
    expect(productPage("pro-monthly")).toBeUndefined();
  });

  it("formats sizes and durations", () => {
    expect(formatFileSize(2_400_000)).toBe("2.4 MB");
    expect(formatFileSize(180_000)).toBe("180 KB");
    expect(formatDuration(37)).toBe("37 minutes");
    expect(formatDuration(900)).toBe("about 15 hours");
  });
});
