import { describe, expect, it } from "vitest";
import {
  BREAKPOINTS,
  breakpointFor,
  DEFAULT_LIST_RANGE,
  DEFAULT_LIST_SORT,
  IMAGE_DEVICE_SIZES,
  PALETTE_MAX_MATCHES,
  POPUP_COOKIE_MAX_AGE_S,
  REQUEST_RETRIES,
  REQUEST_TIMEOUT_MS,
  TOAST_REMOVE_DELAY_MS,
} from "./constants";

describe("breakpointFor", () => {
  it.each([
    [0, "mobile"],
    [480, "mobile"],
    [481, "tablet"],
    [768, "tablet"],
    [769, "desktop"],
    [1024, "desktop"],
    [1025, "large"],
    [1440, "large"],
    [1441, "xl"],
    [3840, "xl"],
  ] as const)("%i px is %s", (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("rejects %d", (width) => {
    expect(() => breakpointFor(width)).toThrow(RangeError);
  });
});

describe("spec §9 values", () => {
  it.each([
    ["REQUEST_RETRIES", REQUEST_RETRIES, 3],
    ["REQUEST_TIMEOUT_MS", REQUEST_TIMEOUT_MS, 5000],
    ["PALETTE_MAX_MATCHES", PALETTE_MAX_MATCHES, 5],
    ["TOAST_REMOVE_DELAY_MS", TOAST_REMOVE_DELAY_MS, 1_000_000],
    ["POPUP_COOKIE_MAX_AGE_S (12 hours)", POPUP_COOKIE_MAX_AGE_S, 12 * 60 * 60],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("image device sizes span 640 to 3840 in ascending order", () => {
    expect(IMAGE_DEVICE_SIZES[0]).toBe(640);
    expect(IMAGE_DEVICE_SIZES.at(-1)).toBe(3840);
    expect([...IMAGE_DEVICE_SIZES].sort((a, b) => a - b)).toEqual([...IMAGE_DEVICE_SIZES]);
  });

  it("breakpoints and list defaults", () => {
    expect(BREAKPOINTS).toEqual({ mobile: 480, tablet: 768, desktop: 1024, large: 1440 });
    expect(DEFAULT_LIST_RANGE).toEqual([0, 2]);
    expect(DEFAULT_LIST_SORT).toEqual(["datetime", "ASC"]);
  });
});
