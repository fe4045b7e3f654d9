import { describe, expect, it } from "vitest";
import { decideTimeZoneChange, TIME_ZONE_CHANGE_DAYS } from "./account-time-zone";

const now = new Date("2026-11-27T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe("decideTimeZoneChange", () => {
  it.each([
    [
      "an empty account takes a request's zone",
      null,
      null,
      "Europe/Paris",
      "first-request",
      { change: true, source: "first-request" },
    ],
    [
      "an empty account takes its own setting",
      null,
      null,
      "Europe/Paris",
      "account",
      { change: true, source: "account" },
    ],
    [
      "a request never moves a set zone",
      "UTC",
      daysAgo(400),
      "Pacific/Kiritimati",
      "first-request",
      { change: false, reason: "already-set" },
    ],
    [
      "the same zone is no change",
      "Europe/Paris",
      daysAgo(1),
      "Europe/Paris",
      "account",
      { change: false, reason: "unchanged" },
    ],
    [
      "an unknown zone is refused",
      null,
      null,
      "Mars/Olympus",
      "first-request",
      { change: false, reason: "invalid" },
    ],
    [
      "a change a day after the last waits",
      "UTC",
      daysAgo(1),
      "Asia/Tokyo",
      "account",
      {
        change: false,
        reason: "too-soon",
        nextChangeAt: new Date(daysAgo(1).getTime() + TIME_ZONE_CHANGE_DAYS * 86_400_000),
      },
    ],
    [
      "a change 29 days after still waits",
      "UTC",
      daysAgo(29),
      "Asia/Tokyo",
      "account",
      { change: false, reason: "too-soon", nextChangeAt: daysAgo(-1) },
    ],
    [
      "a change 30 days after is allowed",
      "UTC",
      daysAgo(30),
      "Asia/Tokyo",
      "account",
      { change: true, source: "account" },
    ],
  ] as const)("%s", (_label, timeZone, setAt, requested, source, expected) => {
    expect(decideTimeZoneChange({ timeZone, setAt }, requested, source, now)).toEqual(expected);
  });
});
