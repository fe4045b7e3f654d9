import type {
  GrammarCheckInput,
  GrammarCheckResult,
  GrammarFinding,
  GrammarRule,
} from "@inkforge/domain/tools/grammar-check/grammar-check";
import {
  GRAMMAR_SUGGESTED_WORD_LENGTH_MAX,
  GRAMMAR_SUGGESTED_WORDS_MAX,
} from "@inkforge/domain/tools/grammar-check/limits";
import { maskMarkup, type Span } from "@inkforge/domain/tools/grammar-check/mask";
import type { ToolTask } from "../tool-pool/task";
import { loadEnglishChecker } from "./english-checker";
import { lintWithHarper, loadHarper } from "./harper-linter";

/*
 * The API's grammar check (decision 0076): Harper's findings first, then our own checks only
 * where Harper has no rule or missed what ours are for. Overlapping findings are resolved by
 * precedence, so each stretch of text carries one finding:
 *   1. Inkforge's narrow rules (agreement with book nouns, its/it's, your/you're, there/their,
 *      to/too): more precise than Harper's broader rule on the same words ("Its the" → It's);
 *      and our sentence capitals, which also cover the text's first word and "i'm";
 *   2. Harper's findings except style ones;
 *   3. ours that Harper lacks: mixed quotation marks, passive voice, and words too long to be
 *      words (hidden from Harper, whose speller grows with the word);
 *   4. Harper's style suggestions.
 * A spelling finding of Harper's stands only where nspell, with the user's ignored words and our
 * publishing words, does not know the word either: the two dictionaries differ at the edges.
 */

const OWN_RULES_HARPER_LACKS = new Set<GrammarRule>(["quotes", "passive-voice"]);
const INKFORGE_SOURCES = new Set(["Inkforge agreement rule", "Inkforge word-choice rules"]);
const HIDDEN_FROM_HARPER = new RegExp(
  `[\\p{L}\\p{N}'’-]{${GRAMMAR_SUGGESTED_WORD_LENGTH_MAX + 1},}|[\\p{L}\\p{N}'’-]*(?:\\p{L}[\\p{L}'’-]*\\p{N}|\\p{N}[\\p{N}'’-]*\\p{L})[\\p{L}\\p{N}'’-]*`,
  "gu",
);
const HAS_DIGIT = /\p{N}/u;

const overlaps = (a: { start: number; end: number }, [from, to]: Span) =>
  a.start < to && from < a.end;
/** Whitespace findings also count as touching a span they border (the blank left by a tag). */
const touches = (a: { start: number; end: number }, [from, to]: Span) =>
  a.start <= to && from <= a.end;

function isAcronym(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
}

/** The text with each span replaced by as many spaces, so offsets stay the same. */
function blankSpans(text: string, spans: readonly Span[]): string {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let result = "";
  let at = 0;
  for (const [from, to] of sorted) {
    if (to <= at) continue;
    const start = Math.max(from, at);
    result += text.slice(at, start) + " ".repeat(to - start);
    at = to;
  }
  return result + text.slice(at);
}

const isSpeller = (finding: GrammarFinding) => finding.source.endsWith(": SpellCheck");

/** Keeps findings in order of precedence, each only where no earlier one already stands. */
function resolveOverlaps(groups: readonly GrammarFinding[][]): GrammarFinding[] {
  const kept: GrammarFinding[] = [];
  for (const group of groups) {
    // On the same words, a specific rule ("Alot" → "A lot") beats the speller's nearest words.
    const ordered = [...group].sort(
      (a, b) => a.start - b.start || Number(isSpeller(a)) - Number(isSpeller(b)),
    );
    for (const finding of ordered) {
      if (kept.some((other) => overlaps(finding, [other.start, other.end]))) continue;
      kept.push(finding);
    }
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}

export async function checkText(input: GrammarCheckInput): Promise<GrammarCheckResult> {
  const checker = await loadEnglishChecker();
  const own = checker.check(input);
  const { text, masked, literal } = maskMarkup(input.text);
  const ignored = new Set((input.ignore ?? []).map((word) => word.toLowerCase()));

  // A text of hundreds of unknown words (another language, a pasted code) would keep Harper's
  // speller busy for seconds: past the words nspell would suggest for, nspell's flags stand alone,
  // without suggestions (as its own budget leaves them), and Harper does not see those words.
  const unknown = own.findings.filter((finding) => finding.rule === "spelling");
  const harperSpells = unknown.length <= GRAMMAR_SUGGESTED_WORDS_MAX;
  const hidden: Span[] = harperSpells
    ? []
    : unknown.map((finding) => [finding.start, finding.end] as const);
  // Words too long to be words, and words with digits ("B0CX12", "2nd"), which are never
  // spelling mistakes here but cost Harper's speller as much as any unknown word.
  for (const match of text.matchAll(HIDDEN_FROM_HARPER)) {
    hidden.push([match.index, match.index + match[0].length]);
  }
  const forHarper = blankSpans(text, hidden);
  const blanked = [...masked, ...hidden];

  const harper = (await lintWithHarper(forHarper)).filter((finding) => {
    const blank = finding.actual.trim() === "";
    if (blanked.some((span) => (blank ? touches(finding, span) : overlaps(finding, span)))) {
      return false;
    }
    if (literal.some((span) => overlaps(finding, span))) return false;
    if (finding.rule !== "spelling") return true;
    const word = input.text.slice(finding.start, finding.end);
    return !(
      ignored.has(word.toLowerCase()) ||
      isAcronym(word) ||
      HAS_DIGIT.test(word) ||
      checker.isWord(word)
    );
  });

  // Our sentence-capital rule also covers the text's first word and a lower-case "i'm", which
  // Harper misses or calls a misspelling.
  const inkforge = own.findings.filter(
    (finding) => INKFORGE_SOURCES.has(finding.source) || finding.rule === "capitalization",
  );
  const ownFallback = own.findings.filter(
    (finding) =>
      OWN_RULES_HARPER_LACKS.has(finding.rule) ||
      (finding.rule === "spelling" &&
        (!harperSpells || hidden.some((span) => overlaps(finding, span)))),
  );
  const harperStyle = harper.filter((finding) => finding.category === "style");
  const harperMain = harper.filter((finding) => finding.category !== "style");

  const findings = resolveOverlaps([inkforge, harperMain, ownFallback, harperStyle]).map(
    (finding) => ({ ...finding, id: `${finding.rule}-${finding.start}-${finding.end}` }),
  );
  const pendingSuggestions = harperSpells
    ? 0
    : findings.filter((finding) => finding.rule === "spelling").length;
  return { findings, wordCount: own.wordCount, pendingSuggestions };
}

let warming: Promise<void> | undefined;

/** The tool workers' grammar task: both checkers load before the deadline starts. */
export const grammarCheckTask: ToolTask<GrammarCheckInput, GrammarCheckResult> = {
  prepare: async () => {
    warming ??= Promise.all([loadEnglishChecker(), loadHarper()]).then(async () => {
      // A worker's first check compiles the parsers and rules (a few hundred milliseconds).
      await checkText({ text: "This is is an frist check, to warm up teh checkers." });
    });
    warming.catch(() => {
      warming = undefined;
    });
    await warming;
  },
  run: checkText,
};
