import type { Root, Sentence, Word } from "nlcst";
import { toString as nodeText } from "nlcst-to-string";
import nspell from "nspell";
import retextEnglish from "retext-english";
import retextIndefiniteArticle from "retext-indefinite-article";
import retextPassive from "retext-passive";
import retextQuotes from "retext-quotes";
import retextRepeatedWords from "retext-repeated-words";
import retextSentenceSpacing from "retext-sentence-spacing";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";
import { findConfusions } from "./confusions";
import {
  GRAMMAR_SUGGESTED_WORD_LENGTH_MAX,
  GRAMMAR_SUGGESTED_WORDS_MAX,
  GRAMMAR_SUGGESTIONS_MAX,
} from "./limits";
import { maskMarkup, overlapsAny, type Span } from "./mask";
import type {
  GrammarCategory,
  GrammarCheckInput,
  GrammarCheckResult,
  GrammarFinding,
  GrammarRule,
} from "./schema";
import { rankSuggestions } from "./suggestions";

/*
 * Grammar and spell checker (issue 11, decision 0046): spelling with nspell and an English Hunspell
 * dictionary, prose checks from the retext ecosystem (repeated words, a/an, passive voice, spaces
 * between sentences, quotation marks) and sentence capitals. Pure: the dictionary is passed in, so
 * the API reads it from `dictionary-en` once per process and the page's worker fetches it once
 * from our own origin. Building the speller takes a few hundred milliseconds; a check of a
 * 4,000-character description takes well under 200 ms (bench/tools/grammar.mjs).
 */

export * from "./fix";
export * from "./schema";

/** A Hunspell dictionary: the affix and word files, as text or bytes (UTF-8). */
export type HunspellDictionary = { aff: string | Uint8Array; dic: string | Uint8Array };

export type GrammarChecker = {
  check(input: GrammarCheckInput): GrammarCheckResult;
  /** Whether the dictionary knows the word (each part of a hyphenated one), or it was added. */
  isWord(word: string): boolean;
};

export type GrammarCheckerOptions = {
  /**
   * Milliseconds one check may spend working out spelling suggestions. nspell needs 2–10 ms for a
   * typical typo but 50 ms and more for a word nothing resembles, so a text full of names or
   * another language would otherwise take seconds. Words past the budget are still flagged and
   * counted in `pendingSuggestions`; suggestions already worked out are cached, so checking again
   * fills them in (the page's worker does so at once).
   */
  suggestionBudgetMs?: number;
  /** A monotonic clock in milliseconds, only for the budget. */
  clock?: () => number;
};

export const DEFAULT_SUGGESTION_BUDGET_MS = 60;

const SOURCES: Record<GrammarRule, string> = {
  spelling: "nspell with the SCOWL en_US Hunspell dictionary (dictionary-en 4.0.0)",
  "repeated-word": "retext-repeated-words 5.0.0",
  "indefinite-article": "retext-indefinite-article 5.0.0",
  capitalization: "Inkforge sentence-capital rule",
  "sentence-spacing": "retext-sentence-spacing 6.0.0",
  quotes: "retext-quotes 6.0.2",
  "passive-voice": "retext-passive 5.0.0",
  agreement: "Inkforge agreement rule",
  "word-choice": "Inkforge word-choice rules",
  grammar: "Harper",
  punctuation: "Harper",
  style: "Harper",
};

const CATEGORIES: Record<GrammarRule, GrammarCategory> = {
  spelling: "spelling",
  "repeated-word": "grammar",
  "indefinite-article": "grammar",
  capitalization: "grammar",
  "sentence-spacing": "punctuation",
  quotes: "punctuation",
  "passive-voice": "style",
  agreement: "grammar",
  "word-choice": "grammar",
  grammar: "grammar",
  punctuation: "punctuation",
  style: "style",
};

const RULE_BY_PLUGIN: Record<string, GrammarRule> = {
  "retext-repeated-words": "repeated-word",
  "retext-indefinite-article": "indefinite-article",
  "retext-passive": "passive-voice",
  "retext-sentence-spacing": "sentence-spacing",
  "retext-quotes": "quotes",
};

type QuoteStyle = "straight" | "smart";

function buildProcessor(preferred: QuoteStyle) {
  return unified()
    .use(retextEnglish)
    .use(retextRepeatedWords)
    .use(retextIndefiniteArticle)
    .use(retextPassive)
    .use(retextSentenceSpacing, { preferred: 1 })
    .use(retextQuotes, { preferred })
    .freeze();
}

/**
 * Quotes are checked for consistency, not for one house style: whichever kind the text mostly uses
 * (straight, as a plain text box types them, or curly) is expected everywhere.
 */
function quoteStyleOf(text: string): QuoteStyle {
  const straight = (text.match(/["']/g) ?? []).length;
  const smart = (text.match(/[“”‘’]/g) ?? []).length;
  return smart > straight ? "smart" : "straight";
}

const decoder = new TextDecoder("utf-8");
const asText = (value: string | Uint8Array) =>
  typeof value === "string" ? value : decoder.decode(value);

/** Suggestions already worked out, kept across checks (typos recur as the user edits). */
const SUGGESTION_CACHE_MAX = 5_000;

const LOWER_START = /^\p{Ll}/u;
const UPPER_AFTER_FIRST = /^.+\p{Lu}/u;
const HAS_DIGIT = /\p{N}/u;
const LETTERS = /\p{L}/u;
const PRONOUN_I = /^i(?:['’](?:m|ve|ll|d))?$/;

function isAcronym(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
}

function spanOf(node: { position?: { start: { offset?: number }; end: { offset?: number } } }) {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : ([start, end] as const);
}

const NEXT_WORD = /^(\s+)([\p{L}\p{N}'’-]+)/u;

function nextWordAfter(text: string, end: number): string | undefined {
  return NEXT_WORD.exec(text.slice(end))?.[2];
}

function nextWordSpan(text: string, end: number): [Span, string] | undefined {
  const match = NEXT_WORD.exec(text.slice(end));
  if (!match?.[1] || !match[2]) return undefined;
  const start = end + match[1].length;
  return [[start, start + match[2].length], match[2]];
}

/*
 * The English parser treats "village. the" as an abbreviation followed by more of the same
 * sentence, because the next word is lower case. A dictionary word with a full stop followed by a
 * lower-case word is a sentence end whose next sentence lost its capital, unless the word is one of
 * these abbreviations.
 */
const ABBREVIATIONS = new Set(
  "etc vs approx ca cf mr mrs ms dr st no nos vol vols ch chap p pp fig jr sr inc ltd co corp dept est min max misc ed eds rev".split(
    " ",
  ),
);

/**
 * Publishing words an author uses all the time that the general dictionary lacks. Kept short:
 * everything else the user can ignore with one click.
 */
export const PUBLISHING_WORDS = [
  "eBook",
  "eBooks",
  "ebook",
  "ebooks",
  "audiobook",
  "audiobooks",
  "Kindle",
  "Goodreads",
  "Audible",
  "paperback",
  "paperbacks",
  "hardcover",
  "hardcovers",
  "bestseller",
  "bestsellers",
  "bestselling",
  "preorder",
  "preorders",
  "worldbuilding",
] as const;

function messageFor(rule: GrammarRule, actual: string, expected: readonly string[], next?: string) {
  switch (rule) {
    case "spelling":
      return `"${actual}" is not in the English dictionary`;
    case "repeated-word":
      return `"${expected[0] ?? actual}" is written twice in a row`;
    case "indefinite-article":
      return next
        ? `Use "${expected[0]}" before "${next}", not "${actual}"`
        : `Use "${expected[0]}" here, not "${actual}"`;
    case "capitalization":
      return actual.toLowerCase() === "i" || PRONOUN_I.test(actual)
        ? `"I" is always a capital letter`
        : "A sentence starts with a capital letter";
    case "sentence-spacing":
      return `${actual.length} spaces between sentences; one is enough`;
    case "quotes":
      return `Straight and curly quotation marks are mixed; ${expected[0] ?? "one kind"} matches the rest of the text`;
    case "passive-voice":
      return `"${actual}" makes this sentence passive; saying who does it is usually clearer`;
    default:
      return `Check "${actual}"`;
  }
}

export function createGrammarChecker(
  dictionary: HunspellDictionary,
  options: GrammarCheckerOptions = {},
): GrammarChecker {
  const budgetMs = options.suggestionBudgetMs ?? DEFAULT_SUGGESTION_BUDGET_MS;
  const clock = options.clock ?? (() => performance.now());
  const speller = nspell(asText(dictionary.aff), asText(dictionary.dic));
  for (const word of PUBLISHING_WORDS) speller.add(word);
  const processors: Record<QuoteStyle, ReturnType<typeof buildProcessor>> = {
    straight: buildProcessor("straight"),
    smart: buildProcessor("smart"),
  };
  const suggestionCache = new Map<string, string[]>();

  const isCorrect = (word: string) => speller.correct(word);

  type Budget = { words: number; until: number; pending: number };

  function suggestionsFor(word: string, budget: Budget): string[] | undefined {
    if (word.length > GRAMMAR_SUGGESTED_WORD_LENGTH_MAX) return [];
    const cached = suggestionCache.get(word);
    if (cached) return cached;
    if (budget.words <= 0 || clock() >= budget.until) {
      budget.pending += 1;
      return undefined;
    }
    budget.words -= 1;
    const ranked = rankSuggestions(word, speller.suggest(word), GRAMMAR_SUGGESTIONS_MAX);
    if (suggestionCache.size >= SUGGESTION_CACHE_MAX) suggestionCache.clear();
    suggestionCache.set(word, ranked);
    return ranked;
  }

  function isMisspelled(node: Word, word: string): boolean {
    if (isCorrect(word)) return false;
    // "well-known": correct when every part is a word.
    const parts = node.children.filter((child) => child.type === "TextNode");
    if (parts.length < 2) return true;
    return parts.some((part) => LETTERS.test(part.value) && !isCorrect(part.value));
  }

  return {
    isWord(word) {
      const typed = word.replace(/’/g, "'");
      if (isCorrect(typed)) return true;
      const parts = typed.split("-");
      return parts.length > 1 && parts.every((part) => !LETTERS.test(part) || isCorrect(part));
    },
    check(input) {
      const original = input.text;
      const { text, masked, literal } = maskMarkup(original);
      const ignored = new Set((input.ignore ?? []).map((word) => word.toLowerCase()));
      const processor = processors[quoteStyleOf(text)];
      const file = new VFile(text);
      const tree = processor.parse(file) as Root;
      processor.runSync(tree, file);

      const findings: GrammarFinding[] = [];
      const add = (rule: GrammarRule, [start, end]: Span, expected: readonly string[]) => {
        if (start >= end || overlapsAny(start, end, masked)) return;
        const actual = original.slice(start, end);
        findings.push({
          id: `${rule}-${start}-${end}`,
          rule,
          category: CATEGORIES[rule],
          message: messageFor(rule, actual, expected, nextWordAfter(original, end)),
          actual,
          start,
          end,
          suggestions: [...expected],
          source: SOURCES[rule],
        });
      };

      for (const message of file.messages) {
        const rule = RULE_BY_PLUGIN[message.source ?? ""];
        const place = message.place;
        if (!rule || !place || !("start" in place)) continue;
        const { start, end } = place;
        if (start.offset === undefined || end.offset === undefined) continue;
        add(
          rule,
          [start.offset, end.offset],
          rule === "passive-voice" ? [] : (message.expected ?? []),
        );
      }

      let wordCount = 0;
      const misspelled = new Set<number>();
      const budget: Budget = {
        words: GRAMMAR_SUGGESTED_WORDS_MAX,
        until: clock() + budgetMs,
        pending: 0,
      };
      visit(tree, "WordNode", (node: Word) => {
        wordCount += 1;
        let span: Span | undefined = spanOf(node);
        if (!span) return;
        const typed = nodeText(node);
        if (PRONOUN_I.test(typed)) {
          add("capitalization", span, [`I${typed.slice(1)}`]);
          return;
        }
        let word = typed.replace(/’/g, "'");
        const stop = /^[^.]+?(\.+)$/.exec(word)?.[1];
        if (stop) {
          // "village." glued to its full stop (see ABBREVIATIONS): check the word alone.
          word = word.slice(0, -stop.length);
          span = [span[0], span[1] - stop.length];
          const next = nextWordSpan(original, span[1] + stop.length);
          if (
            next &&
            LOWER_START.test(next[1]) &&
            !UPPER_AFTER_FIRST.test(next[1]) &&
            !ABBREVIATIONS.has(word.toLowerCase()) &&
            word.length > 1 &&
            isCorrect(word) &&
            !overlapsAny(next[0][0], next[0][1], literal)
          ) {
            add("capitalization", next[0], [next[1].charAt(0).toUpperCase() + next[1].slice(1)]);
          }
        }
        if (
          !LETTERS.test(word) ||
          word.length < 2 ||
          HAS_DIGIT.test(word) ||
          isAcronym(word) ||
          ignored.has(word.toLowerCase()) ||
          overlapsAny(span[0], span[1], literal) ||
          !(stop ? !isCorrect(word) : isMisspelled(node, word))
        ) {
          return;
        }
        misspelled.add(span[0]);
        add("spelling", span, suggestionsFor(word, budget) ?? []);
      });

      visit(tree, "SentenceNode", (sentence: Sentence) => {
        const first = sentence.children.find(
          (child) => child.type === "WordNode" || child.type === "SymbolNode",
        );
        if (first?.type !== "WordNode") return;
        const span = spanOf(first);
        if (!span || misspelled.has(span[0]) || overlapsAny(span[0], span[1], literal)) return;
        const word = nodeText(first);
        if (!LOWER_START.test(word) || UPPER_AFTER_FIRST.test(word) || PRONOUN_I.test(word)) return;
        add("capitalization", span, [word.charAt(0).toUpperCase() + word.slice(1)]);
      });

      for (const confusion of findConfusions(text)) {
        if (overlapsAny(confusion.start, confusion.end, masked)) continue;
        findings.push({
          id: `${confusion.rule}-${confusion.start}-${confusion.end}`,
          rule: confusion.rule,
          category: CATEGORIES[confusion.rule],
          message: confusion.message,
          actual: original.slice(confusion.start, confusion.end),
          start: confusion.start,
          end: confusion.end,
          suggestions: confusion.suggestions,
          source: SOURCES[confusion.rule],
        });
      }

      findings.sort((a, b) => a.start - b.start || a.end - b.end || a.rule.localeCompare(b.rule));
      return { findings, wordCount, pendingSuggestions: budget.pending };
    },
  };
}
