import type {
  GrammarCategory,
  GrammarFinding,
  GrammarRule,
} from "@inkforge/domain/tools/grammar-check/grammar-check";
import { PUBLISHING_WORDS } from "@inkforge/domain/tools/grammar-check/grammar-check";
import type { Lint, LocalLinter } from "harper.js";

/*
 * Harper (harper.js 2.10.0, Apache-2.0; decision 0076): an offline grammar engine in WebAssembly.
 * The binary is read from the installed package (`harper.js/binary` points at its own .wasm file
 * next to it; a file: URL is read with fs, never fetched). Loading takes about 1.3 s and 300 MB,
 * once per tool worker.
 */

let loading: Promise<LocalLinter> | undefined;

export function loadHarper(): Promise<LocalLinter> {
  // Imported when first needed: harper.js is ES modules only, and the tool worker's entry is
  // loaded as CommonJS under the test runner's TypeScript hooks (tool-pool.ts).
  loading ??= (async () => {
    const [{ Dialect, LocalLinter }, { binary }] = await Promise.all([
      import("harper.js"),
      import("harper.js/binary"),
    ]);
    const linter = new LocalLinter({ binary, dialect: Dialect.American });
    await linter.setup();
    await linter.importWords([...PUBLISHING_WORDS]);
    // The first lint compiles Harper's rules (a few hundred milliseconds): done here, before any
    // check's deadline starts.
    await linter.lint("A frist sentence to warm up.", { language: "plaintext" });
    return linter;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** A panic inside the WebAssembly module leaves it unusable: the next check loads a fresh one. */
function discardHarper(): void {
  loading = undefined;
}

/** Harper's rules that mean one of ours, by name; the rest go by the lint's kind. */
const RULE_BY_HARPER_NAME: Record<string, GrammarRule> = {
  SpellCheck: "spelling",
  RepeatedWords: "repeated-word",
  AnA: "indefinite-article",
  SentenceCapitalization: "capitalization",
  CapitalizePersonalPronouns: "capitalization",
  ItsContraction: "word-choice",
  ItsPossessive: "word-choice",
  PronounContraction: "word-choice",
  TheirToThere: "word-choice",
  TheirToTheyre: "word-choice",
  TheMy: "word-choice",
};

const RULE_BY_KIND: Record<string, GrammarRule> = {
  Spelling: "spelling",
  Typo: "spelling",
  Repetition: "repeated-word",
  Agreement: "agreement",
  Capitalization: "capitalization",
  WordChoice: "word-choice",
  Eggcorn: "word-choice",
  Malapropism: "word-choice",
  Usage: "word-choice",
  Nonstandard: "word-choice",
  Grammar: "grammar",
  Miscellaneous: "grammar",
  BoundaryError: "grammar",
  WordOrder: "grammar",
  Punctuation: "punctuation",
  Style: "style",
  Readability: "style",
  Redundancy: "style",
  Enhancement: "style",
  Regionalism: "style",
};

const CATEGORY: Record<GrammarRule, GrammarCategory> = {
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

const HARPER_SOURCE = "Harper 2.10.0 (harper.js)";

function ruleOf(name: string, lint: Lint, actual: string): GrammarRule {
  const byName = RULE_BY_HARPER_NAME[name];
  if (byName) return byName;
  const kind = lint.lint_kind();
  if (kind === "Formatting") return actual.trim() === "" ? "sentence-spacing" : "punctuation";
  return RULE_BY_KIND[kind] ?? "grammar";
}

/** Harper's message in plain text: its Markdown backticks become quotation marks. */
function plainMessage(message: string): string {
  return message.replace(/`([^`]*)`/g, "\u201c$1\u201d");
}

/**
 * Harper's findings for `text`, every one of them (overlaps are resolved by the caller). Spans
 * are UTF-16 offsets into `text`, like the rest of the contract.
 */
export async function lintWithHarper(text: string): Promise<GrammarFinding[]> {
  const linter = await loadHarper();
  let organized: Record<string, Lint[]>;
  try {
    organized = await linter.organizedLints(text, { language: "plaintext", dedup: false });
  } catch (error) {
    discardHarper();
    throw error;
  }
  const findings: GrammarFinding[] = [];
  for (const [name, lints] of Object.entries(organized)) {
    for (const lint of lints) {
      const span = lint.span();
      const { start, end } = span;
      const actual = text.slice(start, end);
      const rule = ruleOf(name, lint, actual);
      const suggestions = [
        ...new Set(lint.suggestions().map((suggestion) => suggestion.get_replacement_text())),
      ];
      findings.push({
        id: `${rule}-${start}-${end}`,
        rule,
        category: CATEGORY[rule],
        message: plainMessage(lint.message()),
        actual,
        start,
        end,
        suggestions,
        source: `${HARPER_SOURCE}: ${name}`,
      });
      lint.free();
    }
  }
  return findings;
}
