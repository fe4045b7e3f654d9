import { describe, expect, it } from "vitest";
import { catalogueEntrySchema } from "./catalogue-entry-schema";
import { defaultExternalUrls } from "./external-urls";
import { catalogueEntries, catalogueProducts, getProductsByKind } from "./products";

describe("catalogue products (CAT-18)", () => {
  it("has about 25 products with unique ids", () => {
    expect(catalogueProducts.length).toBeGreaterThanOrEqual(22);
    expect(catalogueProducts.length).toBeLessThanOrEqual(28);
    expect(new Set(catalogueProducts.map((p) => p.id)).size).toBe(catalogueProducts.length);
  });

  it.each([
    ["extension", 2],
    ["course", 1],
    ["book", 2],
    ["channel", 1],
  ] as const)("has %s × %i", (kind, count) => {
    expect(getProductsByKind(kind)).toHaveLength(count);
  });

  it("includes the masterclass, the book in print and as eBook/audiobook, and the video channel", () => {
    const names = catalogueProducts.map((p) => p.item);
    expect(names).toContain("Masterclass");
    const books = getProductsByKind("book").map((p) => p.item);
    expect(books.some((name) => name.includes("Print"))).toBe(true);
    expect(books.some((name) => name.includes("eBook") && name.includes("Audiobook"))).toBe(true);
    expect(
      getProductsByKind("book").every(
        (p) => p.link.kind === "internal" && p.link.path === "/spt-book",
      ),
    ).toBe(true);
    expect(getProductsByKind("channel")[0]?.link).toEqual({
      kind: "external",
      destination: "videoChannel",
    });
  });

  it("every product becomes a valid catalogue entry; external ones open in a new tab", () => {
    const entries = catalogueEntries();
    expect(entries).toHaveLength(catalogueProducts.length);
    entries.forEach((entry, index) => {
      const product = catalogueProducts[index]!;
      expect(catalogueEntrySchema.parse(entry)).toEqual(entry);
      if (product.link.kind === "external") {
        expect(entry.productLink).toBe(defaultExternalUrls[product.link.destination]);
        expect(entry.openInNewTab).toBe(true);
      } else {
        expect(entry.productLink.startsWith("/")).toBe(true);
      }
    });
  });

  it("resolves against the given URLs", () => {
    const urls = { ...defaultExternalUrls, videoChannel: "https://videos.example.com/@us" };
    const channel = catalogueEntries(urls).find((entry) => entry.item === "YouTube Channel");
    expect(channel?.productLink).toBe("https://videos.example.com/@us");
  });
});
