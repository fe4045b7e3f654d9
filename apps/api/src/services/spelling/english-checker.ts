import {
  createGrammarChecker,
  type GrammarChecker,
  type GrammarCheckInput,
  type GrammarCheckResult,
} from "@inkforge/domain/tools/grammar-check/grammar-check";
import type { ToolTask } from "../tool-pool/task";

/*
 * The API's grammar checker, run in the tool workers (decision 0076): the English Hunspell
 * dictionary from `dictionary-en` (read from node_modules, never downloaded) turned into a speller
 * once per worker, before its first check. Building it takes a few hundred milliseconds and about
 * 30 MB; every later check in that worker reuses it.
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

export const grammarCheckTask: ToolTask<GrammarCheckInput, GrammarCheckResult> = {
  prepare: async () => {
    await loadEnglishChecker();
  },
  run: async (input) => (await loadEnglishChecker()).check(input),
};
