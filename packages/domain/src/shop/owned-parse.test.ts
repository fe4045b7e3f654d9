import { describe, expect, it } from "vitest";
import { ownedFeatureSchema } from "../contracts/account";
import { isUtcInstant, parseOwnedFeatureList, readOwnedFeatures } from "./owned-parse";

// Each entry, whether the account contract's schema takes it, and what it reads as. The reader is
// hand-written (decision 0171); this table holds it to the schema the API answers with.
const entryCases: { name: string; raw: unknown; valid: boolean }[] = [
  { name: "a product id", raw: { feature_shop: "pro-monthly" }, valid: true },
  { name: "an empty product id", raw: { feature_shop: "" }, valid: true },
  { name: "a shop object", raw: { feature_shop: { _id: "pro" } }, valid: true },
  {
    name: "a shop with its subscription shops",
    raw: { feature_shop: { _id: "pro", subscription_shops: ["a", "b"] } },
    valid: true,
  },
  {
    name: "every optional field",
    raw: {
      feature_shop: "pro",
      feature_id: { _id: "kdp" },
      period: "month",
      until: "2026-12-01T00:00:00.000Z",
    },
    valid: true,
  },
  { name: "until null", raw: { feature_shop: "pro", until: null }, valid: true },
  {
    name: "until without a fraction",
    raw: { feature_shop: "p", until: "2026-01-31T23:59:59Z" },
    valid: true,
  },
  {
    name: "until on a leap day",
    raw: { feature_shop: "p", until: "2024-02-29T12:00:00Z" },
    valid: true,
  },
  { name: "each period", raw: { feature_shop: "p", period: "free" }, valid: true },
  { name: "lifetime", raw: { feature_shop: "p", period: "lifetime" }, valid: true },
  { name: "year", raw: { feature_shop: "p", period: "year" }, valid: true },
  { name: "no feature_shop", raw: { feature_id: { _id: "kdp" } }, valid: false },
  { name: "a numeric feature_shop", raw: { feature_shop: 42 }, valid: false },
  { name: "a shop object without _id", raw: { feature_shop: { id: "pro" } }, valid: false },
  { name: "a shop given as a list", raw: { feature_shop: ["pro"] }, valid: false },
  {
    name: "a subscription shop that is not an id",
    raw: { feature_shop: { _id: "pro", subscription_shops: ["a", 1] } },
    valid: false,
  },
  {
    name: "subscription shops that are not a list",
    raw: { feature_shop: { _id: "pro", subscription_shops: "a" } },
    valid: false,
  },
  { name: "feature_id without _id", raw: { feature_shop: "p", feature_id: {} }, valid: false },
  { name: "feature_id as a string", raw: { feature_shop: "p", feature_id: "kdp" }, valid: false },
  { name: "an unknown period", raw: { feature_shop: "p", period: "week" }, valid: false },
  { name: "a period in capitals", raw: { feature_shop: "p", period: "Month" }, valid: false },
  {
    name: "until with an offset",
    raw: { feature_shop: "p", until: "2026-01-01T00:00:00+01:00" },
    valid: false,
  },
  {
    name: "until without seconds",
    raw: { feature_shop: "p", until: "2026-01-01T00:00Z" },
    valid: false,
  },
  { name: "until as a date only", raw: { feature_shop: "p", until: "2026-01-01" }, valid: false },
  {
    name: "until in month 13",
    raw: { feature_shop: "p", until: "2026-13-01T00:00:00Z" },
    valid: false,
  },
  {
    name: "until on 29 February of a common year",
    raw: { feature_shop: "p", until: "2023-02-29T00:00:00Z" },
    valid: false,
  },
  {
    name: "until on 31 April",
    raw: { feature_shop: "p", until: "2026-04-31T00:00:00Z" },
    valid: false,
  },
  {
    name: "until at hour 24",
    raw: { feature_shop: "p", until: "2026-01-01T24:00:00Z" },
    valid: false,
  },
  {
    name: "until as epoch milliseconds",
    raw: { feature_shop: "p", until: 1767225600000 },
    valid: false,
  },
  { name: "null", raw: null, valid: false },
  { name: "a string", raw: "pro", valid: false },
  { name: "a list", raw: [{ feature_shop: "pro" }], valid: false },
];

describe("owned-feature entries read by hand, as the account contract reads them", () => {
  it.each(entryCases)("$name: valid = $valid", ({ raw, valid }) => {
    const byContract = ownedFeatureSchema.safeParse(raw);
    expect(byContract.success).toBe(valid);
    const lenient = readOwnedFeatures([raw]);
    const strict = parseOwnedFeatureList([raw]);
    if (valid) {
      expect(lenient).toEqual([byContract.data]);
      expect(strict).toEqual({ ok: true, entries: [byContract.data] });
    } else {
      expect(lenient).toEqual([]);
      expect(strict.ok).toBe(false);
    }
  });

  it("knows every field the contract has (a new one needs the reader and this table)", () => {
    expect(Object.keys(ownedFeatureSchema.shape).sort()).toEqual([
      "feature_id",
      "feature_shop",
      "period",
      "until",
    ]);
  });

  it("drops unknown fields, at the top and inside the shop, as the contract does", () => {
    const raw = {
      feature_shop: { _id: "pro", subscription_shops: ["a"], price: 9 },
      role: "admin",
      feature_id: { _id: "kdp", name: "x" },
    };
    const expected = {
      feature_shop: { _id: "pro", subscription_shops: ["a"] },
      feature_id: { _id: "kdp" },
    };
    expect(ownedFeatureSchema.parse(raw)).toStrictEqual(expected);
    expect(readOwnedFeatures([raw])).toStrictEqual([expected]);
  });

  it("strict reading names the first bad entry by its position and field", () => {
    const result = parseOwnedFeatureList([
      { feature_shop: "pro" },
      { feature_shop: "p", period: "week" },
    ]);
    expect(result).toEqual({
      ok: false,
      problem: "1.period: expected lifetime, month, year or free",
    });
    expect(parseOwnedFeatureList({ simple: [] })).toEqual({
      ok: false,
      problem: "(root): expected a list",
    });
  });

  it("lenient reading keeps the good entries of a mixed list, and nothing of a non-list", () => {
    expect(
      readOwnedFeatures([{ feature_shop: "a" }, 7, { feature_shop: "b", period: "x" }]),
    ).toEqual([{ feature_shop: "a" }]);
    expect(readOwnedFeatures({ feature_shop: "a" })).toEqual([]);
    expect(parseOwnedFeatureList([])).toEqual({ ok: true, entries: [] });
  });
});

describe("isUtcInstant", () => {
  it.each([
    ["2026-11-30T02:34:35Z", true],
    ["2026-11-30T02:34:35.123456Z", true],
    ["2000-02-29T00:00:00Z", true],
    ["1900-02-29T00:00:00Z", false],
    ["2026-00-10T00:00:00Z", false],
    ["2026-01-00T00:00:00Z", false],
    ["2026-01-01T00:60:00Z", false],
    ["2026-01-01T00:00:60Z", false],
    ["2026-01-01T00:00:00.Z", false],
    [" 2026-01-01T00:00:00Z", false],
    ["2026-01-01t00:00:00z", false],
  ])("%s → %s", (value, expected) => {
    expect(isUtcInstant(value)).toBe(expected);
  });
});
