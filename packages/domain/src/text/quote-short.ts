/**
 * Text as a message quotes it: whole up to `max` characters, else its first `keep` and an
 * ellipsis, so one pasted 5,000-letter "word" does not come back in full and widen the page.
 * Counted in characters, not UTF-16 units, so an emoji is never cut in half.
 */
export function quoteShort(text: string, max: number, keep: number): string {
  const characters = [...text];
  return `"${characters.length > max ? `${characters.slice(0, keep).join("")}…` : text}"`;
}
