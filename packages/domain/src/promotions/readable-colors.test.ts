import { describe, expect, it } from "vitest";
import { contrastRatio, MIN_TEXT_CONTRAST, readableColors } from "./readable-colors";

describe("contrastRatio (WCAG 2)", () => {
  it.each([
    ["#ffffff", "#000000", 21],
    ["#000000", "#000000", 1],
    ["#fff", "#000", 21],
    // The seed's call-to-action orange under white text: the failure of issue 26.
    ["#ea6a0c", "#ffffff", 3.18],
    ["#23275a", "#ffffff", 13.91],
    ["#7c2d12", "#ffffff", 9.37],
  ])("%s on %s is %s:1", (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it.each([["red"], ["var(--x)"], ["#12345"], [""]])("is null for %j", (value) => {
    expect(contrastRatio(value, "#ffffff")).toBeNull();
  });
});

describe("readableColors", () => {
  it.each([
    // Already readable: unchanged, whatever the case or length of the hex.
    [{ background: "#23275a", text: "#ffffff" }],
    [{ background: "#ffffff", text: "#7c2d12" }],
    [{ background: "#FFF", text: "#000" }],
  ])("keeps a readable pair %j", (pair) => {
    expect(readableColors(pair)).toEqual(pair);
  });

  it.each([
    // White text: the background darkens (same hue family), the text stays.
    [{ background: "#ea6a0c", text: "#ffffff" }],
    [{ background: "#fb923c", text: "#ffffff" }],
    [{ background: "#ffffff", text: "#ffffff" }],
    // Dark text on a dark background: the background lightens.
    [{ background: "#3d4390", text: "#171a3d" }],
  ])("raises %j to at least 4.5:1 and keeps the text colour", (pair) => {
    const readable = readableColors(pair);
    expect(readable.text).toBe(pair.text);
    expect(contrastRatio(readable.background, readable.text)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });

  it("changes the orange no more than it must (the first step that passes)", () => {
    const { background } = readableColors({ background: "#ea6a0c", text: "#ffffff" });
    expect(background).not.toBe("#ea6a0c");
    expect(contrastRatio(background, "#ffffff")).toBeLessThan(5.2);
  });

  it("falls back to white on ink for colours it cannot read", () => {
    expect(readableColors({ background: "orange", text: "#ffffff" })).toEqual({
      background: "#23275a",
      text: "#ffffff",
    });
  });
});
