import { describe, expect, it } from "vitest";
import { countCharacters, hasHtmlTag, singularKey, splitWords } from "./keyword-text";

describe("singularKey", () => {
  it.each([
    ["books", "book"],
    ["book", "book"],
    ["stories", "story"],
    ["story", "story"],
    ["boxes", "box"],
    ["glasses", "glass"],
    ["glass", "glass"],
    ["churches", "church"],
    ["bus", "bus"],
    ["analysis", "analysis"],
    ["series", "series"],
    ["mother's", "mother's"],
    ["kids", "kid"],
    ["abs", "abs"],
    ["1980s", "1980s"],
  ])("%s → %s", (word, key) => {
    expect(singularKey(word)).toBe(key);
  });
});

describe("splitWords", () => {
  it.each([
    ["Self-Care  Journal", ["self-care", "journal"]],
    ["Mother’s Day!", ["mother's", "day"]],
    ['"Quoted" words', ["quoted", "words"]],
    ["<b>bold</b> text", ["bold", "text"]],
    ["-- ' --", []],
    ["#1 guide", ["#1", "guide"]],
    ["Café CRÈME", ["café", "crème"]],
  ])("%j → %j", (text, words) => {
    expect(splitWords(text)).toEqual(words);
  });
});

describe("countCharacters and hasHtmlTag", () => {
  it("counts code points, not UTF-16 units", () => {
    expect(countCharacters("𝔸bc")).toBe(3);
    expect(countCharacters("ñandú")).toBe(5);
  });

  it.each([
    ["<b>x</b>", true],
    ["<br/>", true],
    ["a < b > c", false],
    ["plain", false],
  ])("%j has a tag: %s", (text, expected) => {
    expect(hasHtmlTag(text)).toBe(expected);
  });
});
