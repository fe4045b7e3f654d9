// Grammar checker cases for bench/tools.mjs: the domain checker the page's worker and
// POST /api/tools/grammar-check run, on a 4,000-character KDP description (issue 11 goal: under
// 200 ms once the dictionary is loaded). Building the speller from the dictionary happens once per
// process or worker and is timed on its own. Run with `node bench/tools.mjs grammar`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import dictionary from "dictionary-en";
import { register } from "tsx/esm/api";

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { createGrammarChecker } = await import(
  path.join(root, "packages/domain/src/tools/grammar-check/grammar-check.ts")
);

const paragraph =
  "<p>When the lighthouse keeper's daughter finds a map hidden in the walls, she sets out on an " +
  "journey across the the northern isles. This is a story about courage, family and the sea.  " +
  "the book was written for readers who love slow-burning mysteries, and i think you will too. " +
  "Teh characters are vivid, the setting is atmospheric and every chapter ends with a question " +
  '"you cannot leave alone". Perfect for fans of <b>cozy mysteries</b> and coastal adventures.</p>';
let description = "";
while (description.length < 4000) description += paragraph;
description = description.slice(0, 4000);

const checker = createGrammarChecker(dictionary);

// One-slip typos (two neighbouring letters swapped) that differ on every run, so nspell's
// suggestions are worked out, not read from the cache.
const WORDS = [
  "lighthouse",
  "mysteries",
  "atmospheric",
  "chapter",
  "courage",
  "northern",
  "daughter",
  "adventure",
  "question",
  "character",
  "journey",
  "hidden",
  "family",
  "readers",
  "coastal",
  "perfect",
  "keeper",
  "islands",
  "setting",
  "vivid",
];
let round = 0;
function freshTypos(count) {
  const typos = [];
  for (let index = 0; index < count; index += 1) {
    round += 1;
    const word = WORDS[round % WORDS.length];
    const at = Math.floor(round / WORDS.length) % (word.length - 1);
    typos.push(`${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`);
  }
  return `${typos.join(" ")}. ${description}`.slice(0, 4000);
}
// Strings no English word resembles, new on every run: nspell's slowest case, held to the
// suggestion budget.
let nonsenseRound = 0;
function nonsenseText() {
  const words = Array.from({ length: 12 }, () => {
    nonsenseRound += 1;
    const a = String.fromCharCode(97 + (nonsenseRound % 26));
    const b = String.fromCharCode(97 + (Math.floor(nonsenseRound / 26) % 26));
    return `qz${a}xv${b}k`;
  });
  return `${words.join(" ")}. ${description}`.slice(0, 4000);
}

export const cases = [
  {
    name: "grammar: build the speller from dictionary-en (once per process or worker)",
    runs: 3,
    run: () => createGrammarChecker(dictionary),
  },
  {
    name: "grammar: check a 4,000-character description (re-check while typing)",
    goalMs: 200,
    run: () => checker.check({ text: description }),
  },
  {
    name: "grammar: check 4,000 characters with 6 new one-slip typos to suggest for",
    goalMs: 200,
    run: () => checker.check({ text: freshTypos(6) }),
  },
  {
    name: "grammar: check 4,000 characters with 12 new nonsense words (suggestion budget)",
    goalMs: 200,
    run: () => checker.check({ text: nonsenseText() }),
  },
];
