import { describe, expect, it } from "vitest";
import { PAYMENT_BUTTON_COUNTRIES } from "../constants";
import { isPaymentButtonCountry, normaliseCountry } from "./payment-countries";

describe("normaliseCountry (G-40)", () => {
  it.each([
    ["US", "US"],
    ["us", "US"],
    [" gb ", "GB"],
    ["UK", "GB"],
    ["uk", "GB"],
    ["EGY", "EG"],
    ["egy", "EG"],
    ["NG", "NG"],
    ["USA", null],
    ["U1", null],
    ["U", null],
    ["", null],
    ["  ", null],
    [null, null],
    [undefined, null],
    [42, null],
  ])("%j → %j", (raw, expected) => {
    expect(normaliseCountry(raw)).toBe(expected);
  });
});

describe("isPaymentButtonCountry (PAY-01/02)", () => {
  it.each([
    ["US", true],
    ["uk", true],
    ["GB", true],
    ["EGY", true],
    ["EG", true],
    ["ca", true],
    ["DE", true],
    ["AU", true],
    ["IT", true],
    ["BD", true],
    ["NG", false],
    ["FR", false],
    ["IN", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (code, expected) => {
    expect(isPaymentButtonCountry(code)).toBe(expected);
  });

  it("accepts every spelling the spec lists", () => {
    for (const code of PAYMENT_BUTTON_COUNTRIES) expect(isPaymentButtonCountry(code)).toBe(true);
  });
});
