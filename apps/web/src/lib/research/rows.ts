import type {
  ReverseLookupResponse,
  SuggestionsResponse,
} from "@inkforge/domain/research/api-contract";
import { serializeCsv } from "@inkforge/domain/research/bulk-csv";

/*
 * The rows of the research tables and what the page does with them: filter, sort, group into a
 * tree, write CSV. Pure, so every rule has a table of cases without a browser.
 */

export type SuggestionRow = {
  keyword: string;
  demand: number;
  /** The demand signal's parts on 0–100 (decision 0037), shown beside the score. */
  parts: { early: number; position: number; breadth: number };
  /** 0 = open, 100 = crowded; null when no product source measured it. */
  competition: number | null;
  /** null when competition is not measured: demand alone is shown. */
  combined: number | null;
  /** The expansion prefixes that surfaced it, shortest first. */
  prefixes: string[];
};

export type LookupRow = {
  keyword: string;
  /** 1-based position of the book in the results for the keyword. */
  position: number;
  demand: number | null;
  searchVolume: number | null;
};

/** The table's rows of a Search Suggestions answer, in the API's best-first order. */
export function suggestionRows(answer: SuggestionsResponse): SuggestionRow[] {
  return answer.suggestions.map((item) => ({
    keyword: item.suggestion,
    demand: item.score.demand,
    parts: { ...item.demand.parts },
    competition: item.score.competition ?? item.competition?.score ?? null,
    combined: item.score.combined,
    prefixes: item.prefixes,
  }));
}

/** The table's rows of a Reverse Product Lookup answer. */
export function lookupRows(answer: ReverseLookupResponse): LookupRow[] {
  return answer.keywords.map((item) => ({
    keyword: item.keyword,
    position: item.position,
    demand: item.demand?.score ?? null,
    searchVolume: item.searchVolume,
  }));
}

export type SortDirection = "asc" | "desc";

/**
 * The sort after a click on `key`'s header: the other way on the sorted column, otherwise the
 * column's natural first direction (text and positions ascending, scores descending).
 */
export function nextSort<K extends string>(
  current: { key: K; dir: SortDirection },
  key: K,
  ascendingFirst: readonly K[],
): { key: K; dir: SortDirection } {
  if (current.key === key) return { key, dir: current.dir === "asc" ? "desc" : "asc" };
  return { key, dir: ascendingFirst.includes(key) ? "asc" : "desc" };
}

export const SUGGESTION_SORT_KEYS = [
  "keyword",
  "demand",
  "early",
  "position",
  "breadth",
  "competition",
  "combined",
] as const;
export type SuggestionSortKey = (typeof SUGGESTION_SORT_KEYS)[number];

export const LOOKUP_SORT_KEYS = ["keyword", "position", "demand", "searchVolume"] as const;
export type LookupSortKey = (typeof LOOKUP_SORT_KEYS)[number];

export function suggestionSortValue(row: SuggestionRow, key: SuggestionSortKey) {
  switch (key) {
    case "keyword":
      return row.keyword;
    case "demand":
      return row.demand;
    case "early":
    case "position":
    case "breadth":
      return row.parts[key];
    case "competition":
      return row.competition;
    case "combined":
      return row.combined;
  }
}

export function lookupSortValue(row: LookupRow, key: LookupSortKey) {
  return row[key];
}

/**
 * Sorted copy of `rows`. Text compares in English collation; a value that was not measured (null)
 * goes last in both directions, so "not measured" never looks like the best or the worst. Ties
 * keep the incoming order (the API's best-first order).
 */
export function sortRows<R>(
  rows: readonly R[],
  value: (row: R) => string | number | null,
  direction: SortDirection,
): R[] {
  const sign = direction === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) {
        if (a.v === b.v) return a.index - b.index;
        return a.v === null ? 1 : -1;
      }
      const order =
        typeof a.v === "string" && typeof b.v === "string"
          ? a.v.localeCompare(b.v, "en")
          : Number(a.v) - Number(b.v);
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}

export type RowFilter = { text: string; minDemand: number | null };

/** Rows whose keyword holds every typed word (any order, any case) and meet the minimum demand. */
export function filterRows<R extends { keyword: string; demand: number | null }>(
  rows: readonly R[],
  filter: RowFilter,
): R[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    const keyword = row.keyword.toLowerCase();
    if (!words.every((word) => keyword.includes(word))) return false;
    if (filter.minDemand === null || filter.minDemand <= 0) return true;
    return row.demand !== null && row.demand >= filter.minDemand;
  });
}

export type SuggestionGroup = { prefix: string; rows: SuggestionRow[] };

/**
 * The tree: each suggestion under the prefix that surfaced it first (its shortest prefix, the
 * one its "early" part comes from), groups in the order of their best suggestion's demand, rows
 * within a group by demand. The seed's own group usually leads: it surfaces the broadest phrases.
 */
export function groupByPrefix(rows: readonly SuggestionRow[]): SuggestionGroup[] {
  const groups = new Map<string, SuggestionRow[]>();
  for (const row of rows) {
    const prefix = shortestPrefix(row.prefixes) ?? row.keyword;
    const list = groups.get(prefix) ?? [];
    list.push(row);
    groups.set(prefix, list);
  }
  const byDemand = (a: SuggestionRow, b: SuggestionRow) =>
    b.demand - a.demand || a.keyword.localeCompare(b.keyword, "en");
  return [...groups.entries()]
    .map(([prefix, list]) => ({ prefix, rows: [...list].sort(byDemand) }))
    .sort(
      (a, b) =>
        (b.rows[0]?.demand ?? 0) - (a.rows[0]?.demand ?? 0) ||
        a.prefix.localeCompare(b.prefix, "en"),
    );
}

function shortestPrefix(prefixes: readonly string[]): string | null {
  let best: string | null = null;
  for (const prefix of prefixes) {
    if (best === null || [...prefix].length < [...best].length) best = prefix;
  }
  return best;
}

const cell = (value: number | null) => (value === null ? "" : String(value));

const SUGGESTIONS_CSV_HEADER = [
  "suggestion",
  "demand",
  "early",
  "position",
  "breadth",
  "competition",
  "combined score",
  "prefixes",
  "marketplace",
  "department",
  "source",
  "data as of",
];

export type CsvContext = { domain: string; department: string; source: string; asOf: string };

/** The CSV of the suggestions; an unmeasured competition is an empty cell, never a 0. */
export function suggestionsCsv(rows: readonly SuggestionRow[], context: CsvContext): string {
  return serializeCsv([
    SUGGESTIONS_CSV_HEADER,
    ...rows.map((row) => [
      row.keyword,
      String(row.demand),
      String(row.parts.early),
      String(row.parts.position),
      String(row.parts.breadth),
      cell(row.competition),
      cell(row.combined),
      row.prefixes.join("; "),
      context.domain,
      context.department,
      context.source,
      context.asOf,
    ]),
  ]);
}

const LOOKUP_CSV_HEADER = [
  "keyword",
  "position",
  "demand",
  "monthly searches",
  "asin",
  "marketplace",
  "source",
  "data as of",
];

export function lookupCsv(
  rows: readonly LookupRow[],
  context: { asin: string; domain: string; source: string; asOf: string },
): string {
  return serializeCsv([
    LOOKUP_CSV_HEADER,
    ...rows.map((row) => [
      row.keyword,
      String(row.position),
      cell(row.demand),
      cell(row.searchVolume),
      context.asin,
      context.domain,
      context.source,
      context.asOf,
    ]),
  ]);
}

/** A file name from the query: letters, digits and dashes only. */
export function csvFileName(parts: readonly string[]): string {
  const slug = parts
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${slug || "research"}.csv`;
}
