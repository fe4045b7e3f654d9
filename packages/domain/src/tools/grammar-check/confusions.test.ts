import { describe, expect, it } from "vitest";
import { findConfusions, thirdPersonSingular } from "./confusions";

const found = (text: string) => findConfusions(text).map((f) => `${f.actual}→${f.suggestions[0]}`);

describe("findConfusions", () => {
  it.each([
    ["This book teach you everything.", ["teach→teaches"]],
    ["The guide help you plan.", ["help→helps"]],
    ["Each chapter cover one skill.", ["cover→covers"]],
    ["This journal have prompts.", ["have→has"]],
    ["This book are perfect for beginners.", ["are→is"]],
    ["This planner don't need a pen.", ["don't→doesn't"]],
    ["These books teaches patience.", ["teaches→teach"]],
    ["The recipes is easy.", ["is→are"]],
    ["The puzzles was fun.", ["was→were"]],
    ["Its a great book.", ["Its→It's"]],
    ["Its the best guide.", ["Its→It's"]],
    ["I think its time to start.", ["its→it's"]],
    ["Your welcome to join.", ["Your→You're"]],
    ["Your going to love it.", ["Your→You're"]],
    ["If your not sure, start here.", ["your→you're"]],
    ["Kids love there own stories.", ["there→their"]],
    ["There going on an adventure.", ["There→They're"]],
    ["It works on Kindle, to.", ["to→too"]],
    ["The starter is explained to.", ["to→too"]],
    ["The book was to long.", ["to→too"]],
    ["It is far to complicated for kids.", ["to→too"]],
  ])("flags %s", (text, expected) => {
    expect(found(text)).toEqual(expected);
    for (const finding of findConfusions(text)) {
      expect(text.slice(finding.start, finding.end)).toBe(finding.actual);
    }
  });

  it.each([
    "This book teaches you everything.",
    "These books teach patience.",
    "The book was written for you.",
    "Its cover is blue and its pages are thick.",
    "It's a great book.",
    "Your writing will improve.",
    "You're going to love it.",
    "Get there first, then rest.",
    "They're going home.",
    "I was asked to.",
    "It was referred to.",
    "This book speaks to young readers.",
    "The book appeals to many readers.",
    "It was too long.",
    "Put it to good use.",
    "Their own story is here.",
  ])("leaves %s alone", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("thirdPersonSingular", () => {
  it.each([
    ["teach", "teaches"],
    ["give", "gives"],
    ["carry", "carries"],
    ["focus", "focuses"],
    ["have", "has"],
    ["play", "plays"],
  ])("%s → %s", (verb, expected) => {
    expect(thirdPersonSingular(verb)).toBe(expected);
  });
});
