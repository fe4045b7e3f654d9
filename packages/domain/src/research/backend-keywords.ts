import { z } from "zod";
import { KEYWORD_BOX_MAX, KEYWORD_SLOTS } from "../tools/guidelines-check/limits";
import { englishStopWords } from "../tools/word-cloud/stop-words";
import {
  buildRuleTerms,
  KEYWORD_RULES,
  type KeywordRuleId,
  type KeywordRuleSeverity,
  type RuleTerm,
} from "./keyword-rules";
import {
  countCharacters,
  hasHtmlTag,
  normalizeText,
  QUOTE_CHARACTERS,
  singularKey,
  splitWords,
} from "./keyword-text";

/*
 * The 7 backend keywords packer. KDP gives 7 keyword slots (G201298500); 50 characters per slot
 * is what every secondary source reports, while KDP's page only says to watch the field's limit
 * (kdp-facts §5.1), so the limit is one constant here. Amazon already indexes the title, subtitle
 * and author, so repeating their words only wastes room; the packer spends the room on the seed
 * phrases' remaining words, choosing first the phrases that need the fewest new words, so as many
 * phrases as possible end up fully findable. Same input, same boxes: every choice has a tie-break.
 */

export const BACKEND_KEYWORD_BOX_COUNT = KEYWORD_SLOTS;
export const BACKEND_KEYWORD_BOX_CHARS = KEYWORD_BOX_MAX;

export const backendKeywordsInputSchema = z.object({
  title: z.string().trim().min(1, "Enter the book's title.").max(200),
  subtitle: z.string().trim().max(200).default(""),
  authors: z.array(z.string().trim().max(150)).max(10).default([]),
  seedPhrases: z.array(z.string().max(200)).max(500).default([]),
  otherAuthors: z.array(z.string().trim().max(150)).max(200).default([]),
  trademarks: z.array(z.string().trim().max(150)).max(500).default([]),
});
export type BackendKeywordsInput = z.input<typeof backendKeywordsInputSchema>;

export type RemovedWordReason =
  | "in-title"
  | "in-subtitle"
  | "in-author"
  | "stop-word"
  | "duplicate";

export type KeywordFlag = {
  phrase: string;
  term: string;
  rule: KeywordRuleId;
  severity: KeywordRuleSeverity;
  message: string;
};

export type PhraseCoverage = {
  phrase: string;
  /** The words that matter for search: no stop words, no flagged terms, singular keys. */
  words: string[];
  missingWords: string[];
  status: "covered" | "partial" | "uncovered" | "nothing-to-place";
};

export type BackendKeywordsResult = {
  boxes: string[];
  boxLengths: number[];
  placedWords: string[];
  removed: { word: string; reason: RemovedWordReason }[];
  unplaced: { word: string; reason: "no-room" | "too-long" }[];
  flags: KeywordFlag[];
  coverage: {
    phrases: PhraseCoverage[];
    covered: number;
    partial: number;
    /** Phrases that have at least one word to place. */
    total: number;
    /** covered / total, 0 when there is nothing to cover. */
    ratio: number;
  };
  charactersUsed: number;
  charactersAvailable: number;
};

type Candidate = { key: string; word: string; length: number; firstSeen: number };

type PreparedPhrase = { phrase: string; keys: string[]; order: number };

function findTermAt(words: readonly string[], index: number, terms: readonly RuleTerm[]) {
  return terms.find(
    (term) =>
      term.words.length > 0 && term.words.every((word, offset) => words[index + offset] === word),
  );
}

/** Boxes as mutable lengths; a word fits where the box has room for it and one separating space. */
class BoxPacker {
  readonly boxes: string[][] = Array.from({ length: BACKEND_KEYWORD_BOX_COUNT }, () => []);
  readonly lengths: number[] = Array(BACKEND_KEYWORD_BOX_COUNT).fill(0);

  private boxFor(length: number, lengths: readonly number[]): number {
    return lengths.findIndex(
      (used) => used + (used === 0 ? 0 : 1) + length <= BACKEND_KEYWORD_BOX_CHARS,
    );
  }

  /**
   * Places every word or none of them: together in the first box with room for the whole group,
   * so a phrase stays readable, else word by word (first fit, in the given order).
   */
  placeAll(words: readonly Candidate[]): boolean {
    const together = words.reduce((sum, word) => sum + word.length, 0) + words.length - 1;
    const box = words.length > 1 ? this.boxFor(together, this.lengths) : -1;
    const used = this.lengths[box];
    if (used !== undefined) {
      this.boxes[box]?.push(...words.map((word) => word.word));
      this.lengths[box] = used + (used === 0 ? 0 : 1) + together;
      return true;
    }
    const trial = [...this.lengths];
    const targets: number[] = [];
    for (const word of words) {
      const box = this.boxFor(word.length, trial);
      const used = trial[box];
      if (used === undefined) return false;
      trial[box] = used + (used === 0 ? 0 : 1) + word.length;
      targets.push(box);
    }
    words.forEach((word, i) => {
      this.boxes[targets[i] ?? 0]?.push(word.word);
    });
    trial.forEach((length, i) => {
      this.lengths[i] = length;
    });
    return true;
  }
}

export function packBackendKeywords(rawInput: BackendKeywordsInput): BackendKeywordsResult {
  const input = backendKeywordsInputSchema.parse(rawInput);
  const terms = buildRuleTerms(input.otherAuthors, input.trademarks);

  const removed: BackendKeywordsResult["removed"] = [];
  const removedSeen = new Set<string>();
  const noteRemoved = (word: string, reason: RemovedWordReason) => {
    const id = `${reason}:${word}`;
    if (removedSeen.has(id)) return;
    removedSeen.add(id);
    removed.push({ word, reason });
  };

  // Words Amazon already indexes from the listing, by singular key, with where they come from.
  const listingKeys = new Map<string, RemovedWordReason>();
  const addListing = (text: string, reason: RemovedWordReason) => {
    for (const word of splitWords(text)) {
      const key = singularKey(word);
      if (!listingKeys.has(key)) listingKeys.set(key, reason);
    }
  };
  addListing(input.title, "in-title");
  addListing(input.subtitle, "in-subtitle");
  for (const author of input.authors) addListing(author, "in-author");

  const flags: KeywordFlag[] = [];
  const candidates = new Map<string, Candidate>();
  const phrases: PreparedPhrase[] = [];
  const seenPhrases = new Set<string>();
  let position = 0;

  input.seedPhrases.forEach((rawPhrase) => {
    const phrase = normalizeText(rawPhrase);
    if (phrase === "" || seenPhrases.has(phrase)) return;
    seenPhrases.add(phrase);
    const flag = (term: string, rule: KeywordRuleId) => {
      const { severity, message } = KEYWORD_RULES[rule];
      flags.push({ phrase, term, rule, severity, message });
    };
    if (QUOTE_CHARACTERS.test(phrase)) flag('"', "quotation-marks");
    if (hasHtmlTag(phrase)) flag("<>", "html");

    const words = splitWords(phrase);
    const keys: string[] = [];
    for (let i = 0; i < words.length; ) {
      const term = findTermAt(words, i, terms);
      if (term) {
        flag(term.words.join(" "), term.rule);
        i += term.words.length;
        continue;
      }
      const word = words[i];
      i += 1;
      if (word === undefined) break;
      if (englishStopWords.has(word)) {
        noteRemoved(word, "stop-word");
        continue;
      }
      const key = singularKey(word);
      const listing = listingKeys.get(key);
      if (listing) {
        noteRemoved(word, listing);
      } else if (countCharacters(word) > BACKEND_KEYWORD_BOX_CHARS) {
        flag(word, "too-long");
      } else {
        const known = candidates.get(key);
        if (known && known.word !== word) noteRemoved(word, "duplicate");
        if (!known) {
          candidates.set(key, { key, word, length: countCharacters(word), firstSeen: position });
          position += 1;
        }
      }
      if (!keys.includes(key)) keys.push(key);
    }
    phrases.push({ phrase, keys, order: phrases.length });
  });

  const packer = new BoxPacker();
  const placed = new Set<string>();
  const isCovered = (key: string) => listingKeys.has(key) || placed.has(key);
  const tooLong = new Set(
    flags.filter((f) => f.rule === "too-long").map((f) => singularKey(f.term)),
  );

  // Phrase by phrase: each round takes the phrase that needs the fewest new characters (ties: the
  // earlier phrase), so short completions are not crowded out by one long phrase.
  const costOf = (phrase: PreparedPhrase) => {
    let cost = 0;
    for (const key of phrase.keys) {
      if (!isCovered(key)) cost += (candidates.get(key)?.length ?? 0) + 1;
    }
    return cost;
  };
  // Costs change only when words are placed, so they are recomputed after a placement only.
  let open = phrases
    .filter((p) => p.keys.length > 0 && !p.keys.some((k) => tooLong.has(k)))
    .map((phrase) => ({ phrase, cost: costOf(phrase) }));
  for (;;) {
    open = open.filter((entry) => entry.cost > 0);
    let best = open[0];
    for (const entry of open) if (best && entry.cost < best.cost) best = entry;
    if (!best) break;
    open.splice(open.indexOf(best), 1);
    const missing = best.phrase.keys
      .filter((k) => !isCovered(k))
      .flatMap((k) => candidates.get(k) ?? []);
    if (packer.placeAll(missing)) {
      for (const c of missing) placed.add(c.key);
      for (const entry of open) entry.cost = costOf(entry.phrase);
    }
  }

  // Left-over room goes to single words, the ones shared by the most phrases first.
  const phraseCounts = new Map<string, number>();
  for (const phrase of phrases) {
    for (const key of phrase.keys) phraseCounts.set(key, (phraseCounts.get(key) ?? 0) + 1);
  }
  const phraseCount = (key: string) => phraseCounts.get(key) ?? 0;
  const rest = [...candidates.values()]
    .filter((c) => !placed.has(c.key))
    .sort((a, b) => phraseCount(b.key) - phraseCount(a.key) || a.firstSeen - b.firstSeen);
  const unplaced: BackendKeywordsResult["unplaced"] = [];
  for (const candidate of rest) {
    if (packer.placeAll([candidate])) placed.add(candidate.key);
    else unplaced.push({ word: candidate.word, reason: "no-room" });
  }
  for (const flagged of flags) {
    if (flagged.rule === "too-long") unplaced.push({ word: flagged.term, reason: "too-long" });
  }

  const coveragePhrases: PhraseCoverage[] = phrases.map(({ phrase, keys }) => {
    const missingWords = keys.filter((k) => !isCovered(k));
    const status: PhraseCoverage["status"] =
      keys.length === 0
        ? "nothing-to-place"
        : missingWords.length === 0
          ? "covered"
          : missingWords.length < keys.length
            ? "partial"
            : "uncovered";
    return { phrase, words: keys, missingWords, status };
  });
  const total = coveragePhrases.filter((p) => p.status !== "nothing-to-place").length;
  const covered = coveragePhrases.filter((p) => p.status === "covered").length;
  const boxes = packer.boxes.map((words) => words.join(" "));

  return {
    boxes,
    boxLengths: boxes.map(countCharacters),
    placedWords: packer.boxes.flat(),
    removed,
    unplaced,
    flags,
    coverage: {
      phrases: coveragePhrases,
      covered,
      partial: coveragePhrases.filter((p) => p.status === "partial").length,
      total,
      ratio: total === 0 ? 0 : covered / total,
    },
    charactersUsed: boxes.reduce((sum, box) => sum + countCharacters(box), 0),
    charactersAvailable: BACKEND_KEYWORD_BOX_COUNT * BACKEND_KEYWORD_BOX_CHARS,
  };
}
