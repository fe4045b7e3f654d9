/* The translator form's values as the URL holds them: shared by the page and its lazy engine. */

export const DEFAULTS = {
  source: "en",
  /** Target languages, comma-separated ("de,fr"). */
  targets: "de,fr,es",
  title: "",
  subtitle: "",
  description: "",
  keywords: "",
};
export type Values = typeof DEFAULTS;

export function splitTargets(value: string): string[] {
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/** Keywords are typed one per line; blank lines are not keyword boxes. */
export function splitKeywords(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
