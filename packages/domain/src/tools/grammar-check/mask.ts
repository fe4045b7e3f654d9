/*
 * A KDP description is HTML. Before the prose checks run, tags and entities are blanked out with
 * text of the same length, so every offset the checks report is still an offset into what the
 * user typed; block tags become a paragraph break so "<p>one</p><p>two</p>" reads as two
 * paragraphs. Findings that touch a blanked span, and spelling inside URLs and e-mail addresses,
 * are dropped afterwards.
 */

export type Span = readonly [start: number, end: number];

const TAG = /<\/?([a-z][a-z0-9]*)\b[^<>]*>/gi;
const ENTITY = /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"]+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;
const BLOCK_TAGS = new Set([
  "br",
  "p",
  "div",
  "li",
  "ol",
  "ul",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
]);

export type MaskedText = {
  /** Same length as the input; tags and entities replaced by spaces (block tags by "\n\n…"). */
  text: string;
  /** Spans that were blanked: no finding may touch them. */
  masked: Span[];
  /** URLs and e-mail addresses: not spell-checked. */
  literal: Span[];
};

export function maskMarkup(input: string): MaskedText {
  const masked: Span[] = [];
  let text = input.replace(TAG, (tag: string, name: string, offset: number) => {
    masked.push([offset, offset + tag.length]);
    return BLOCK_TAGS.has(name.toLowerCase())
      ? `\n\n${" ".repeat(tag.length - 2)}`
      : " ".repeat(tag.length);
  });
  text = text.replace(ENTITY, (entity: string, offset: number) => {
    masked.push([offset, offset + entity.length]);
    return " ".repeat(entity.length);
  });
  const literal: Span[] = [];
  for (const match of text.matchAll(URL)) {
    literal.push([match.index, match.index + match[0].length]);
  }
  return { text, masked, literal };
}

export function overlapsAny(start: number, end: number, spans: readonly Span[]): boolean {
  return spans.some(([from, to]) => start < to && from < end);
}
