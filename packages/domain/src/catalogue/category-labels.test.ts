import { describe, expect, it } from "vitest";
import { categories, getCategoryOrThrow } from "./categories";

describe("category headings come from the data", () => {
  it("the general family reads 'More general KDP tools', not 'general kdp tools tools'", () => {
    expect(`More ${getCategoryOrThrow("general").toolsLabel}`).toBe("More general KDP tools");
  });

  it.each(categories.map((category) => [category.id, category.toolsLabel]))(
    "%s: a lower-case plural phrase that never repeats a word",
    (_id, label) => {
      expect(label).toMatch(/^[a-z]/);
      const words = label.toLowerCase().split(/\s+/);
      for (let i = 1; i < words.length; i += 1) expect(words[i]).not.toBe(words[i - 1]);
      expect(label).not.toMatch(/tools tools/i);
    },
  );
});
