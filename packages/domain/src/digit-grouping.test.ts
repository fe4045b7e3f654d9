import { describe, expect, it } from "vitest";
import { groupDigits } from "./digit-grouping";

describe("groupDigits (en-US grouping without Intl)", () => {
  const enUs = new Intl.NumberFormat("en-US");
  it.each([
    0,
    7,
    21,
    999,
    1_000,
    9_250,
    10_000,
    99_999,
    100_000,
    999_999,
    1_000_000,
    1_234_567_890,
    -1,
    -999,
    -1_000,
    -1_234_567,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
  ])("%i reads as Intl's en-US", (value) => {
    expect(groupDigits(value)).toBe(enUs.format(value));
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])("refuses %s", (value) => {
    expect(() => groupDigits(value)).toThrow(RangeError);
  });
});
