/*
 * Word handling shared by the research rules: one way to lower-case, split and compare words, so
 * the packer, the expansion and the demand signal agree on what "the same word" is.
 */

/** Straight and typographic double quotes and guillemets: KDP rejects them in keywords. */
export const QUOTE_CHARACTERS = /["“”„‟«»]/u;

const HTML_TAG = /<[^>]*>/gu;

/** Lower-cases, folds compatibility forms (NFKC) and typographic apostrophes, squeezes spaces. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[‘’ʼ`´]/gu, "'")
    .replace(/\s+/gu, " ")
    .trim();
}

/** True when the text holds an HTML tag (`<b>`, `</i>`, `<br/>`). */
export function hasHtmlTag(text: string): boolean {
  return /<\/?[a-z][^>]*>/iu.test(text);
}

/**
 * Splits text into lower-case words. Letters, digits, inner apostrophes and inner hyphens stay in
 * a word ("mother's", "self-care"); everything else separates words. HTML tags are dropped first.
 */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  for (const raw of normalizeText(text.replace(HTML_TAG, " ")).split(/[^\p{L}\p{N}\p{M}'#-]+/u)) {
    const word = raw.replace(/^['-]+|['-]+$/gu, "");
    if (word !== "" && /[\p{L}\p{N}]/u.test(word)) words.push(word);
  }
  return words;
}

const SAME_IN_PLURAL = new Set(["series", "species", "news", "physics", "mathematics"]);

/**
 * The key two words share when one is a simple English plural of the other: "books" and "book",
 * "stories" and "story", "boxes" and "box". Deliberately simple: irregular plurals ("children") and
 * words that only look plural ("bus", "glass", "analysis") keep their own key.
 */
export function singularKey(word: string): string {
  if (word.length <= 3 || /\d/u.test(word) || SAME_IN_PLURAL.has(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/u.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is|'s)$/u.test(word)) return word.slice(0, -1);
  return word;
}

/** Length as KDP's form counts it: one per character (code point), not per UTF-16 unit. */
export function countCharacters(text: string): number {
  return [...text].length;
}
