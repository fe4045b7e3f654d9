/*
 * How the tools' text boxes become lists: one entry per non-blank line, trimmed. Seed phrases may
 * also arrive from another tool's link as `?seeds=a|b|c`, so for them "|" separates too (no
 * keyword needs a pipe).
 */

/** One entry per non-blank line. */
export function splitLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** One seed phrase per non-blank line or "|"-separated part. */
export function splitSeeds(text: string): string[] {
  return text
    .split(/[\n|]/)
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== "");
}
