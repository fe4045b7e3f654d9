// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bandPath, linePath } from "./paths";

describe("linePath", () => {
  it.each([
    [[], ""],
    [[{ x: 1, y: 2 }], "M1.0,2.0"],
    [
      [
        { x: 0, y: 10 },
        { x: 5.04, y: 7.96 },
        { x: 10, y: 0 },
      ],
      "M0.0,10.0 L5.0,8.0 L10.0,0.0",
    ],
    // A day with no value breaks the line; the next known day starts a new piece.
    [
      [
        { x: 0, y: 1 },
        { x: 1, y: null },
        { x: 2, y: 3 },
        { x: 3, y: 4 },
      ],
      "M0.0,1.0 M2.0,3.0 L3.0,4.0",
    ],
    [
      [
        { x: 0, y: null },
        { x: 1, y: 2 },
      ],
      "M1.0,2.0",
    ],
  ])("draws %j as %s", (points, d) => {
    expect(linePath(points)).toBe(d);
  });
});

describe("bandPath", () => {
  it.each([
    [[], ""],
    [
      [
        { x: 0, low: 10, high: 5 },
        { x: 10, low: 8, high: 2 },
      ],
      "M0.0,5.0 L10.0,2.0 L10.0,8.0 L0.0,10.0 Z",
    ],
  ])("closes %j as %s", (points, d) => {
    expect(bandPath(points)).toBe(d);
  });
});
