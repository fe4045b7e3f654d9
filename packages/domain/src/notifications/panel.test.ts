import { describe, expect, it } from "vitest";
import {
  defaultNotificationLink,
  isSafeNotificationLink,
  notificationLink,
  notificationTitle,
} from "./panel";

describe("notificationTitle", () => {
  it.each([
    ["001", {}, "Message"],
    ["002", { token: 5 }, "Tokens added"],
    ["003", {}, "Unlimited boards"],
    ["004", { product: "Pro" }, "Purchase complete"],
    ["005", {}, "Subscription active"],
    ["001", { title: "  New tool: Trademark checker " }, "New tool: Trademark checker"],
    ["004", { title: "   " }, "Purchase complete"],
    ["004", { title: 42 }, "Purchase complete"],
    ["001", { title: "x".repeat(200) }, "x".repeat(120)],
  ] as const)("%s with %j → %s", (code, data, expected) => {
    expect(notificationTitle(code, data)).toBe(expected);
  });
});

describe("notificationLink", () => {
  it.each([
    [{}, defaultNotificationLink],
    [{ link: "/kdp-trademark-checker" }, "/kdp-trademark-checker"],
    [{ link: "/pricing?tab=lifetime" }, "/pricing?tab=lifetime"],
    [{ link: "https://example.com/a" }, "https://example.com/a"],
    [{ link: "http://example.com/a" }, defaultNotificationLink],
    [{ link: "javascript:alert(1)" }, defaultNotificationLink],
    [{ link: "//evil.example" }, defaultNotificationLink],
    [{ link: "/\\evil.example" }, defaultNotificationLink],
    [{ link: "not a url" }, defaultNotificationLink],
    [{ link: "" }, defaultNotificationLink],
    [{ link: 7 }, defaultNotificationLink],
  ])("%j → %s", (data, expected) => {
    expect(notificationLink(data)).toBe(expected);
  });

  it("refuses a link longer than 2000 characters", () => {
    expect(isSafeNotificationLink(`/${"a".repeat(2000)}`)).toBe(false);
  });
});
