import {
  createGrammarChecker,
  type GrammarChecker,
} from "@inkforge/domain/tools/grammar-check/grammar-check";

/*
 * The API's grammar checker: the English Hunspell dictionary from `dictionary-en` (read from
 * node_modules, never downloaded) turned into a speller once per process, on the first check.
 * Building it takes a few hundred milliseconds and about 30 MB; every later check reuses it.
 */

/** An API call gets no second check to fill in suggestions, so it may spend longer on them. */
const API_SUGGESTION_BUDGET_MS = 1_000;

let loading: Promise<GrammarChecker> | undefined;

export function loadEnglishChecker(): Promise<GrammarChecker> {
  loading ??= import("dictionary-en").then(({ default: dictionary }) =>
    createGrammarChecker(dictionary, { suggestionBudgetMs: API_SUGGESTION_BUDGET_MS }),
  );
  // A failed load (a broken install) is not cached: the next request tries again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
