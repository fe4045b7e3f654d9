// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  describeNotifications,
  describeOwnedFeatures,
  describeSubscriptions,
  humanizeId,
} from "./account-summary";

describe("describeOwnedFeatures", () => {
  it("names each feature and says how it is held", () => {
    expect(humanizeId("pro-max")).toBe("Pro Max");
    expect(
      describeOwnedFeatures([
        { feature_shop: "pro-lifetime", feature_id: { _id: "pro-max" }, period: "lifetime" },
        {
          feature_shop: { _id: "pro-monthly", subscription_shops: ["subs_pro"] },
          feature_id: { _id: "pro" },
          period: "month",
          until: "2026-12-21T00:00:00.000Z",
        },
        { feature_shop: "hot-niches" },
        { feature_shop: "legacy_storage-2gb" },
      ]).map(({ name, terms }) => [name, terms]),
    ).toEqual([
      ["Pro Max", "Lifetime"],
      ["Pro", "Monthly, until 21 December 2026"],
      ["Hot KDP Niches", ""],
      ["Legacy Storage 2gb", ""],
    ]);
  });

  it("is empty for no features", () => {
    expect(describeOwnedFeatures([])).toEqual([]);
  });
});

describe("describeSubscriptions", () => {
  it.each([
    [undefined, []],
    [null, []],
    [[], []],
    [{ items: [] }, []],
    [
      [{ name: "Pro monthly", status: "active", until: "2026-12-21T00:00:00.000Z" }],
      ["Pro monthly (active) until 21 December 2026"],
    ],
    [{ product: "Supreme yearly" }, ["Supreme yearly"]],
    [{ items: [{ title: "Pro Max" }, "Masterclass"] }, ["Pro Max", "Masterclass"]],
    [[{}], ["Subscription"]],
    [[42, ""], []],
  ])("%j → %j", (subscription, expected) => {
    expect(describeSubscriptions(subscription).map((row) => row.text)).toEqual(expected);
  });
});

describe("describeNotifications", () => {
  it("renders the templates, newest first", () => {
    const rows = describeNotifications([
      { code: "001", data: {}, message: "Welcome aboard", datetime: "2026-11-01T09:00:00.000Z" },
      {
        code: "004",
        data: { product: "Pro" },
        message: "",
        datetime: "2026-11-20T09:00:00.000Z",
      },
      {
        code: "002",
        data: { token: 50 },
        message: "",
        datetime: "2026-11-10T09:00:00.000Z",
      },
    ]);
    expect(rows.map((row) => [row.text, row.date])).toEqual([
      ["Successful Purchase of Pro", "20 November 2026"],
      [
        "You successfully purchased 50 tokens! You can now use them to create new boards",
        "10 November 2026",
      ],
      ["Welcome aboard", "1 November 2026"],
    ]);
  });
});
