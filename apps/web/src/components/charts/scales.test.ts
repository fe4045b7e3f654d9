// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  bandScale,
  clamped,
  compactNumber,
  extentScale,
  linearScale,
  logScale,
  pointScale,
} from "./scales";

describe("logScale", () => {
  it.each([
    // min, max, offset, ticks: the powers of ten in range, or the ends and their middle.
    [5, 50_000, 0, [10, 100, 1000, 10_000]],
    [3100, 8900, 0, [3100, 5253, 8900]],
    [0, 500, 1, [0, 9, 99]],
    [1, 1_000_000, 0, [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]],
  ])("ticks [%d, %d] (offset %d) at %j", (min, max, offset, ticks) => {
    expect(logScale(min, max, 0, 100, offset).ticks.map(Math.round)).toEqual(ticks);
  });

  it.each([
    // min, max, from, to, value, position
    [10, 1000, 0, 100, 100, 50],
    [10, 1000, 0, 100, 10, 0],
    [10, 1000, 0, 100, 1000, 100],
    [10, 1000, 200, 0, 100, 100],
    [1, 1_000_000, 44, 340, 1000, 192],
  ])("maps [%d, %d] onto [%d, %d]: %d at %d", (min, max, from, to, value, position) => {
    expect(logScale(min, max, from, to)(value)).toBeCloseTo(position, 6);
  });

  it("places 0 reviews at the bottom with offset 1", () => {
    expect(logScale(0, 99, 256, 16, 1)(0)).toBeCloseTo(256, 6);
  });
});

describe("linearScale", () => {
  it.each([
    // min, max, ticks at a round step
    [0, 100, [0, 50, 100]],
    [0, 7, [0, 2, 4, 6]],
    [0, 0.99, [0, 0.5]],
    [-40, 40, [-40, -20, 0, 20, 40]],
  ])("ticks [%d, %d] at %j", (min, max, ticks) => {
    expect(linearScale(min, max, 0, 1).ticks.map((t) => Number(t.toFixed(6)))).toEqual(ticks);
  });

  it.each([
    [0, 10, 0, 100, 5, 50],
    [0, 10, 200, 0, 5, 100],
    [0, 10, 200, 0, 10, 0],
    // An empty range (one value) does not divide by zero.
    [3, 3, 0, 100, 3, 0],
  ])("maps [%d, %d] onto [%d, %d]: %d at %d", (min, max, from, to, value, position) => {
    expect(linearScale(min, max, from, to)(value)).toBeCloseTo(position, 6);
  });
});

describe("extentScale", () => {
  it.each([
    // values, value, position, ticks
    [[10, 20, 30], 20, 50, [10, 30]],
    [[10, 20, 30], 10, 0, [10, 30]],
    // A flat series sits in the middle, with one tick.
    [[7, 7], 7, 50, [7]],
    [[900], 900, 50, [900]],
  ])("over %j puts %d at %d", (values, value, position, ticks) => {
    const scale = extentScale(values, 0, 100);
    expect(scale(value)).toBeCloseTo(position, 6);
    expect(scale.ticks).toEqual(ticks);
  });
});

describe("clamped", () => {
  it.each([
    [0.001, 0],
    [50, 50],
    [5000, 100],
  ])("draws %d at %d", (value, position) => {
    expect(clamped(linearScale(1, 100, 1, 100), 1, 100)(value)).toBeCloseTo(
      position === 0 ? 1 : position,
      6,
    );
  });
});

describe("pointScale", () => {
  it.each([
    // count, index, position on [10, 110]
    [1, 0, 60],
    [2, 0, 10],
    [2, 1, 110],
    [5, 2, 60],
  ])("places point %d of %d", (count, index, position) => {
    expect(pointScale(count, 10, 110)(index)).toBeCloseTo(position, 6);
  });
});

describe("bandScale", () => {
  it.each([
    // count, groups, gap, bar width, x of (index 1, group 2)
    [30, 3, 2, 6, 20 + 1 + 12],
    [12, 3, 4, 46 / 3, 50 + 2 + (2 * 46) / 3],
    [1, 1, 2, 598, 600 + 1 + 1196],
    // Thousands of points still draw one-unit bars.
    [1000, 3, 2, 1, 0.6 + 1 + 2],
  ])("%d points of %d bars after a gap of %d", (count, groups, gap, bar, x) => {
    const band = bandScale(count, 600, groups, gap);
    expect(band.bar).toBeCloseTo(bar, 6);
    expect(band.x(1, 2)).toBeCloseTo(x, 6);
  });
});

describe("compactNumber", () => {
  it.each([
    [0, "0"],
    [950, "950"],
    [12_345, "12.3K"],
    [1_000_000, "1M"],
  ])("writes %d as %s", (value, text) => {
    expect(compactNumber(value)).toBe(text);
  });
});
