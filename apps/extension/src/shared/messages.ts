import type { RankInfo } from "../overlay/figures";
import type { ParseReport } from "../parsers/types";

/*
 * Messages between the content scripts and the background worker. Only the worker talks to the
 * API (it holds the member's extension token and the host permission); the content scripts never
 * see the token.
 */

/** What the member may use in the extension, from the site's feature matrix. */
export type Access = {
  signedIn: boolean;
  /** The member's display name, for the panel's header. */
  name: string | null;
  /** Ranks of search results from the research source (the Quick View row of the matrix). */
  quickView: boolean;
  deepView: boolean;
  reverseLookup: boolean;
  asinTracker: boolean;
  /** Scored suggestions under Amazon's search box (the Search Suggestions row). */
  searchSuggestions: boolean;
};

export const SIGNED_OUT: Access = {
  signedIn: false,
  name: null,
  quickView: false,
  deepView: false,
  reverseLookup: false,
  asinTracker: false,
  searchSuggestions: false,
};

export type Request =
  | { type: "access" }
  | { type: "ranks"; marketplace: string; asins: string[] }
  | { type: "track-asin"; marketplace: string; asin: string }
  | { type: "reverse-lookup"; marketplace: string; asin: string }
  | { type: "suggestions"; marketplace: string; department: "books" | "kindle"; phrase: string }
  | { type: "categories"; marketplace: string; asin: string }
  | { type: "report"; report: ParseReport }
  | { type: "sign-in-code"; code: string }
  | { type: "sign-out" }
  | { type: "open-site"; path: string };

/** Every answer: the data, or a sentence to show the member. */
export type Answer<T> = { ok: true; data: T } | { ok: false; message: string };

export type RanksAnswer = Record<string, RankInfo>;
export type ReverseLookupAnswer = { keywords: string[] };
export type TrackAnswer = { added: boolean };

/** Keyword scores as the site's Search Suggestions gives them (0–100; null where unmeasured). */
export type SuggestionsAnswer = {
  suggestions: {
    suggestion: string;
    score: { demand: number; competition: number | null; combined: number | null };
  }[];
  /** Searches left today; null when the plan has no daily limit. */
  remaining: number | null;
};

/** The book's categories from the research source, with the overall ranks of their #1 and #10. */
export type CategoriesAnswer = {
  categories: { name: string; path: string[]; first: number | null; tenth: number | null }[];
};
