// @vitest-environment node
import { describe, expect, it } from "vitest";
import { describeChange, slotTime, splitList } from "./tracker-api";

describe("tracker page helpers", () => {
  it.each([
    ["dragon books, kids books\ndragon books", ["dragon books", "kids books"]],
    [" , \n", []],
    ["B0TEST0001", ["B0TEST0001"]],
  ])("splitList(%j)", (text, list) => {
    expect(splitList(text)).toEqual(list);
  });

  it.each([
    [null, { text: "—", tone: "none" }],
    [
      { from: 10, to: 10, delta: 0, sinceDay: "2026-11-26" },
      { text: "no change", tone: "same" },
    ],
    [
      { from: 1500, to: 900, delta: -600, sinceDay: "2026-11-26" },
      { text: "▲ 600", tone: "better" },
    ],
    [
      { from: 3, to: 20, delta: 17, sinceDay: "2026-11-20" },
      { text: "▼ 17", tone: "worse" },
    ],
  ])("describeChange(%j)", (change, described) => {
    expect(describeChange(change)).toEqual(described);
  });

  it.each([
    [0, "00:00 UTC"],
    [845, "14:05 UTC"],
    [1439, "23:59 UTC"],
  ])("slotTime(%i) = %s", (minute, time) => {
    expect(slotTime(minute)).toBe(time);
  });
});
