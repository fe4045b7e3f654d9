/* The trademark checker form's values as the URL holds them: shared by the page and its lazy engine. */

export const DEFAULTS = {
  title: "",
  subtitle: "",
  series: "",
  keywords: "",
};
export type Values = typeof DEFAULTS;

/** Keywords are typed one per line; blank lines are not keyword boxes. */
export function splitKeywords(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
