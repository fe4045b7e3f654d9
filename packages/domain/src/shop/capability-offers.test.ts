import { describe, expect, it } from "vitest";
import { capabilityOffersText } from "./capability-offers";

describe("capabilityOffersText", () => {
  it.each([
    ["puzzle-book-maker", "Puzzle Tools or the Puzzle Mega Bundle, or the Pro Max plan and above"],
    [
      "activity-book-tools",
      "Activity Tools or the Puzzle Mega Bundle, or the Pro Max plan and above",
    ],
    ["coloring-book-maker", "Coloring Book Maker, or the Pro Max plan and above"],
    // Sold only through plans: the plan alone.
    ["deep-view", "the Pro Max plan and above"],
  ])("%s → %s", (capability, text) => {
    expect(capabilityOffersText(capability)).toBe(text);
  });

  it("throws for a row that does not exist", () => {
    expect(() => capabilityOffersText("no-such-row")).toThrow();
  });
});
