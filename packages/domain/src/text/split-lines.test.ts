import { describe, expect, it } from "vitest";
import { splitLines, splitSeeds } from "./split-lines";

describe("splitLines", () => {
  it.each([
    ["", []],
    ["\n \n\t\n", []],
    ["one", ["one"]],
    ["  one  \n\ntwo\r\n", ["one", "two"]],
    ["a|b", ["a|b"]],
  ])("%j → %j", (text, expected) => {
    expect(splitLines(text)).toEqual(expected);
  });
});

describe("splitSeeds", () => {
  it.each([
    ["", []],
    ["dragon books|kids dragons", ["dragon books", "kids dragons"]],
    ["one\n| two |\n\nthree", ["one", "two", "three"]],
    ["||\n|", []],
  ])("%j → %j", (text, expected) => {
    expect(splitSeeds(text)).toEqual(expected);
  });
});
