import {
  createGrammarChecker,
  type GrammarChecker,
} from "@inkforge/domain/tools/grammar-check/grammar-check";

/*
 * The API's own checks beside Harper (check-text.ts, decision 0076): the English Hunspell
 * dictionary from `dictionary-en` (read from node_modules, never downloaded) turned into a speller
 * once per tool worker, before its first check. Building it takes a few hundred milliseconds and about
 * 30 MB; every later check in that worker reuses it.
 */

/**
 * Harper suggests the spellings in the API (check-text.ts): nspell only says which words it knows,
 * so it spends no time on suggestions of its own.
 */
const API_SUGGESTION_BUDGET_MS = 0;

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
