import { describe, expect, it } from "vitest";
import { toShopItem, toShopItems } from "./views";

describe("shop item views", () => {
  it("groups a plan's products into one item with prices in cents", () => {
    expect(toShopItem("pro")).toMatchObject({
      _id: "pro",
      title: "Pro",
      feature_type: "feature",
      price: { month: 999, year: 9_900, lifetime: 19_900 },
      products: { month: "pro-monthly", year: "pro-yearly", lifetime: "pro-lifetime" },
      offering: "both",
      tier: "Pro",
    });
  });

  it("shows free items with price free: 0 and downloads with their file", () => {
    expect(toShopItem("kdp-launch-checklist")).toMatchObject({
      feature_type: "downloadable",
      price: { free: 0 },
      products: { free: "kdp-launch-checklist" },
      file: { contentType: "application/pdf" },
    });
  });

  it("lists items in index order and filters by type", () => {
    const items = toShopItems();
    const indexes = items.map((item) => item.index);
    expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
    expect(items[0]?._id).toBe("pro");
    expect(toShopItems("downloadable").every((item) => item.feature_type === "downloadable")).toBe(
      true,
    );
    expect(toShopItem("nothing")).toBeUndefined();
  });
});
