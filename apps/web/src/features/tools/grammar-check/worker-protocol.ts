import type { GrammarCheckResult } from "@inkforge/domain/tools/grammar-check/schema";

/* Messages between the grammar checker page and its worker (grammar.worker.ts). */

/** Served from our own origin (apps/web/public/dictionaries/en): copied from dictionary-en 4.0.0. */
export const DICTIONARY_URLS = {
  aff: "/dictionaries/en/index.aff",
  dic: "/dictionaries/en/index.dic",
} as const;

export type WorkerRequest = { type: "check"; id: number; text: string; ignore: string[] };

export type WorkerResponse =
  /** The dictionary is loaded and the speller built: checks answer quickly from now on. */
  | { type: "ready" }
  /** A result for request `id`; more may follow for the same id as suggestions fill in. */
  | { type: "result"; id: number; result: GrammarCheckResult }
  /** The dictionary could not be loaded (offline, blocked): nothing can be checked. */
  | { type: "failed"; message: string };
