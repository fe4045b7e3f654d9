import { rgb } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { rgbColor } from "../../../src/services/pdf/rgb-color";

describe("rgbColor", () => {
  it.each([
    [0, 0, 0],
    [0.11, 0.13, 0.18],
    [1, 1, 1],
  ])("is what pdf-lib's rgb(%s, %s, %s) returns", (red, green, blue) => {
    expect(rgbColor(red, green, blue)).toEqual(rgb(red, green, blue));
  });
});
