import { describe, expect, it } from "vitest";
import { isWithinNewMemberWindow } from "../shop/pricing";
import {
  isInOfferBannerWindow,
  isNewMember,
  newMemberDeadline,
  offerBannerDeadline,
} from "./new-member";
import { shift } from "./test-fixtures";
import { DAY_MS, HOUR_MS, SECOND_MS } from "./time";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const createdAgo = (ms: number) => ({ createdAt: shift(NOW, -ms).toISOString() });

describe("isNewMember (spec §5, VAL-15, POP-08, G-36)", () => {
  it.each<[string, unknown, boolean]>([
    ["created now (window inclusive at the start)", createdAgo(0), true],
    ["created 2 h ago", createdAgo(2 * HOUR_MS), true],
    ["created 23 h 59 m 59.999 s ago", createdAgo(24 * HOUR_MS - 1), true],
    ["created exactly 24 h ago (exclusive end)", createdAgo(24 * HOUR_MS), false],
    ["created 25 h ago", createdAgo(25 * HOUR_MS), false],
    ["created 1 ms in the future", createdAgo(-1), false],
    ["created 1 h in the future", createdAgo(-HOUR_MS), false],
    ["createdAt as a Date", { createdAt: shift(NOW, -HOUR_MS) }, true],
    ["createdAt not a date", { createdAt: "yesterday-ish" }, false],
    ["createdAt an Invalid Date", { createdAt: new Date(Number.NaN) }, false],
    ["createdAt a number (not accepted)", { createdAt: NOW.getTime() }, false],
    ["createdAt missing", { username: "new" }, false],
    ["info null", null, false],
    ["info a string", "2026-11-21T11:00:00.000Z", false],
  ])("%s → %s", (_name, info, expected) => {
    expect(isNewMember(info, NOW)).toBe(expected);
  });

  it("is false when now is invalid", () => {
    expect(isNewMember(createdAgo(HOUR_MS), new Date("x"))).toBe(false);
  });

  it("the deadline is createdAt + 24 h; none without a valid createdAt", () => {
    expect(newMemberDeadline({ createdAt: "2026-11-21T09:30:00.000Z" })?.toISOString()).toBe(
      "2026-11-22T09:30:00.000Z",
    );
    expect(newMemberDeadline({ createdAt: "bad" })).toBeNull();
  });
});

describe("isInOfferBannerWindow (3 days, BAN-02, BAN-03)", () => {
  it.each<[string, unknown, boolean]>([
    ["created now", createdAgo(0), true],
    ["created 2 days ago (BAN-02)", createdAgo(2 * DAY_MS), true],
    ["created 1 s short of 3 days", createdAgo(3 * DAY_MS - SECOND_MS), true],
    ["created exactly 3 days ago", createdAgo(3 * DAY_MS), false],
    ["created 11 days ago (BAN-03)", createdAgo(11 * DAY_MS), false],
    ["created in the future", createdAgo(-SECOND_MS), false],
    ["invalid createdAt", { createdAt: "" }, false],
    ["guest", null, false],
  ])("%s → %s", (_name, info, expected) => {
    expect(isInOfferBannerWindow(info, NOW)).toBe(expected);
  });

  it("the deadline is createdAt + 3 days", () => {
    expect(offerBannerDeadline({ createdAt: "2026-11-19T08:00:00.000Z" })?.toISOString()).toBe(
      "2026-11-22T08:00:00.000Z",
    );
  });
});

describe("isNewMember agrees with the new-member price rule", () => {
  it.each<[number]>([
    [-HOUR_MS],
    [-1],
    [0],
    [1],
    [12 * HOUR_MS],
    [24 * HOUR_MS - 1],
    [24 * HOUR_MS],
    [24 * HOUR_MS + 1],
  ])("created %i ms ago", (agoMs) => {
    const info = createdAgo(agoMs);
    expect(isNewMember(info, NOW)).toBe(isWithinNewMemberWindow(info.createdAt, NOW));
  });
});
