/*
 * Whole-word mark matching (decision 0058). A field is cut into word tokens with their UTF-16
 * spans; a mark matches a run of tokens, compared after folding case and accents ("pokemon" is
 * "Pokémon"), with the possessive dropped and an added plural allowed ("Disney's", "Barbies").
 * Tokens of a phrase may be joined by spaces, hyphens, dots or colons ("Star-Wars", "Dr Seuss"),
 * or written as one word ("StarWars"); never across a comma, a sentence's full stop or other
 * punctuation that ends a phrase. Matching whole tokens is what keeps "Legolas" from hitting "Lego".
 */

export type Token = { start: number; end: number; forms: readonly string[] };

export type MatchableMark<T> = { mark: string; variants?: readonly string[]; value: T };

export type MarkMatch<T> = { start: number; end: number; mark: string; value: T };

// Apostrophes inside a word belong to it ("Disney's", "Blue's"), as does a closing one ("Barbies'").
const TOKEN = /[\p{L}\p{N}\p{M}]+(?:['’ʼ][\p{L}\p{N}\p{M}]+)*['’ʼ]?|&/gu;
// What may sit between the words of one phrase.
const JOINER = /^[\s\-‐‑‒–—_.:·/]*$/u;

/** Case, accents and apostrophe styles folded away: the form marks are compared in. */
export function fold(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’ʼ]/g, "'")
    .replace(/ß/g, "ss");
}

function dropPossessive(folded: string): string {
  if (folded.endsWith("'s")) return folded.slice(0, -2);
  if (folded.endsWith("'")) return folded.slice(0, -1);
  return folded;
}

/** The base form of a mark's word: folded, possessive dropped, `&` read as "and". */
function markWord(word: string): string {
  return word === "&" ? "and" : dropPossessive(fold(word)).replace(/'/g, "");
}

/** Every form a written word may be a mark's word in: itself, and without an added plural. */
function formsOf(word: string): string[] {
  if (word === "&") return ["and"];
  const base = dropPossessive(fold(word)).replace(/'/g, "");
  const forms = [base];
  // Short words ("bus", "gas") are too often not plurals; four letters is where "legos" starts.
  if (base.length >= 4 && base.endsWith("s") && !base.endsWith("ss")) forms.push(base.slice(0, -1));
  if (base.length >= 5 && base.endsWith("es")) forms.push(base.slice(0, -2));
  if (base.length >= 5 && base.endsWith("ies")) forms.push(`${base.slice(0, -3)}y`);
  return forms;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    tokens.push({ start, end: start + match[0].length, forms: formsOf(match[0]) });
  }
  return tokens;
}

function wordsOf(phrase: string): string[] {
  return [...phrase.matchAll(TOKEN)].map((match) => markWord(match[0])).filter(Boolean);
}

type Pattern<T> = { words: readonly string[]; mark: string; value: T };

export type MarkMatcher<T> = {
  /** Non-overlapping matches in `text`, longest first where two would overlap, in text order. */
  find(text: string): MarkMatch<T>[];
};

/** Indexes the marks once (by first word), so a field costs one pass over its tokens. */
export function createMarkMatcher<T>(marks: readonly MatchableMark<T>[]): MarkMatcher<T> {
  const byFirstWord = new Map<string, Pattern<T>[]>();
  const add = (words: string[], mark: string, value: T) => {
    const first = words[0];
    if (first === undefined) return;
    const list = byFirstWord.get(first) ?? [];
    if (list.some((pattern) => pattern.words.join(" ") === words.join(" "))) return;
    list.push({ words, mark, value });
    byFirstWord.set(first, list);
  };
  for (const entry of marks) {
    for (const spelling of [entry.mark, ...(entry.variants ?? [])]) {
      const words = wordsOf(spelling);
      add(words, entry.mark, entry.value);
      // "StarWars", "PawPatrol": a phrase written as one word is the same mark.
      if (words.length > 1 && words.join("").length >= 5)
        add([words.join("")], entry.mark, entry.value);
    }
  }

  return {
    find(text) {
      const tokens = tokenize(text);
      const found: MarkMatch<T>[] = [];
      tokens.forEach((token, index) => {
        const seen = new Set<Pattern<T>>();
        for (const form of token.forms) {
          for (const pattern of byFirstWord.get(form) ?? []) {
            if (seen.has(pattern)) continue;
            seen.add(pattern);
            const last = matchFrom(text, tokens, index, pattern.words);
            if (last !== null) {
              found.push({
                start: token.start,
                end: last.end,
                mark: pattern.mark,
                value: pattern.value,
              });
            }
          }
        }
      });
      found.sort((a, b) => a.start - b.start || b.end - a.end);
      const kept: MarkMatch<T>[] = [];
      for (const match of found) {
        const previous = kept.at(-1);
        if (previous && match.start < previous.end) continue;
        kept.push(match);
      }
      return kept;
    },
  };
}

/** A full stop joins a phrase only after an abbreviation ("Dr. Seuss", "G.I. Joe"). */
function joins(gap: string, before: Token): boolean {
  if (!JOINER.test(gap)) return false;
  return !gap.includes(".") || before.end - before.start <= 2;
}

/** The last token of `words` matched from `tokens[index]`, or null. */
function matchFrom(
  text: string,
  tokens: readonly Token[],
  index: number,
  words: readonly string[],
): Token | null {
  let last: Token | undefined;
  for (let offset = 0; offset < words.length; offset += 1) {
    const token = tokens[index + offset];
    const word = words[offset];
    if (token === undefined || word === undefined || !token.forms.includes(word)) return null;
    if (last && !joins(text.slice(last.end, token.start), last)) return null;
    last = token;
  }
  return last ?? null;
}
