/*
 * The themes' ids and names without their words: what the book maker's form offers and what an
 * options schema accepts (puzzles/type-rules.ts), so neither loads a word list. themes.ts and
 * clued-themes.ts key their words by these ids, so the compiler holds the two lists together.
 */

export const WORD_THEME_NAMES = [
  { id: "animals", name: "Animals" },
  { id: "birds", name: "Birds" },
  { id: "fruit-and-vegetables", name: "Fruit and vegetables" },
  { id: "ocean", name: "Under the sea" },
  { id: "space", name: "Space" },
  { id: "weather", name: "Weather" },
  { id: "sports", name: "Sports" },
  { id: "music", name: "Music" },
  { id: "kitchen", name: "In the kitchen" },
  { id: "garden", name: "In the garden" },
  { id: "travel", name: "Travel" },
  { id: "school", name: "At school" },
  { id: "colors", name: "Colours" },
] as const;
export type WordThemeId = (typeof WORD_THEME_NAMES)[number]["id"];
export const WORD_THEME_IDS = WORD_THEME_NAMES.map((theme) => theme.id) as [
  WordThemeId,
  ...WordThemeId[],
];

export const CLUED_THEME_NAMES = [
  { id: "animals", name: "Animals" },
  { id: "kitchen", name: "In the kitchen" },
  { id: "nature", name: "The great outdoors" },
  { id: "travel", name: "Travel" },
] as const;
export type CluedThemeId = (typeof CLUED_THEME_NAMES)[number]["id"];
export const CLUED_THEME_IDS = CLUED_THEME_NAMES.map((theme) => theme.id) as [
  CluedThemeId,
  ...CluedThemeId[],
];
