/* Apart from the schema so the page can read them without loading zod (decision 0054). */

export const WORD_CLOUD_MAX_TEXT = 100_000;
export const WORD_CLOUD_MAX_WORDS = 300;

/**
 * Font size for a word in the cloud: area grows with the count (square-root scale), so a word
 * counted four times is drawn twice as large as one counted once.
 */
export function fontSizeForCount(
  count: number,
  {
    min,
    max,
    minSize = 14,
    maxSize = 72,
  }: { min: number; max: number; minSize?: number; maxSize?: number },
): number {
  if (max <= min) return maxSize;
  const share = (Math.sqrt(count) - Math.sqrt(min)) / (Math.sqrt(max) - Math.sqrt(min));
  return Math.round(minSize + share * (maxSize - minSize));
}
