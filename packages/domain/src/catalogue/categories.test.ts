import { describe, expect, it } from "vitest";
import { categories, getCategoryByPath, getCategoryOrThrow } from "./categories";
import { getToolsByCategory } from "./tools";
import { type CategoryId, categoryIds } from "./types";

describe("categories", () => {
  it("lists the six families in menu order with their page paths and names", () => {
    expect(categories.map(({ id, path, name }) => [id, path, name])).toEqual([
      ["research", "/research-tools", "Keyword & Niche Research"],
      ["book-creation", "/book-creation", "Book Creation"],
      ["book-listing", "/book-listing", "Book Listing"],
      ["design", "/design-tools", "Design"],
      ["general", "/general-kdp", "General KDP Tools"],
      ["training", "/training-tools", "Training"],
    ]);
    expect(categories.map((category) => category.id)).toEqual([...categoryIds]);
  });

  it.each(categories.map((category) => [category.id, category] as const))(
    "%s has a one-sentence summary, a short description and at least one tool",
    (id, category) => {
      expect(category.summary).toMatch(/^[^.!?]+[.!?]$/);
      const sentences = category.description.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(getToolsByCategory(id).length).toBeGreaterThan(0);
    },
  );

  it.each([
    ["/research-tools", "research"],
    ["/general-kdp", "general"],
    ["/training-tools", "training"],
    ["/design-tools", "design"],
    ["/design", undefined],
    ["/Research-Tools", undefined],
    ["", undefined],
  ])("getCategoryByPath(%j) is %s", (path, id) => {
    expect(getCategoryByPath(path)?.id).toBe(id);
  });

  it("getCategoryOrThrow finds each id and throws for an unknown one", () => {
    for (const id of categoryIds) expect(getCategoryOrThrow(id).id).toBe(id);
    expect(() => getCategoryOrThrow("cooking" as CategoryId)).toThrow(/cooking/);
  });
});
