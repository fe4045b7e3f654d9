import { type AmazonDomain, isAmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import {
  LOOKUP_SORT_KEYS,
  type LookupSortKey,
  type SortDirection,
  SUGGESTION_SORT_KEYS,
  type SuggestionSortKey,
} from "@/lib/research/rows";

/*
 * The workspace's state as the URL holds it, so a search can be shared, reloaded or opened from
 * the catalogue on its tab. Unknown or malformed values fall back to the defaults rather than
 * failing the page: a hand-edited link still opens.
 */

export const RESEARCH_TABS = ["search-suggestions", "reverse-lookup"] as const;
export type ResearchTab = (typeof RESEARCH_TABS)[number];

/** The Books store and the Kindle Store (the completion endpoint's stripbooks and digital-text). */
export const RESEARCH_DEPARTMENTS = ["books", "kindle"] as const;
export type ResearchDepartment = (typeof RESEARCH_DEPARTMENTS)[number];

type SuggestionsView = "table" | "tree";

export type ResearchUrlState = {
  tab: ResearchTab;
  seed: string;
  domain: AmazonDomain;
  department: ResearchDepartment;
  /** The filter's text. */
  q: string;
  /** Minimum demand, 0 = no minimum. */
  min: number;
  sort: SuggestionSortKey;
  dir: SortDirection;
  view: SuggestionsView;
  asin: string;
  lookupSort: LookupSortKey;
  lookupDir: SortDirection;
};

export const RESEARCH_DEFAULTS: ResearchUrlState = {
  tab: "search-suggestions",
  seed: "",
  domain: "amazon.com",
  department: "books",
  q: "",
  min: 0,
  sort: "demand",
  dir: "desc",
  view: "table",
  asin: "",
  lookupSort: "position",
  lookupDir: "asc",
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

const KEYS: Record<keyof ResearchUrlState, string> = {
  tab: "tab",
  seed: "seed",
  domain: "domain",
  department: "department",
  q: "q",
  min: "min",
  sort: "sort",
  dir: "dir",
  view: "view",
  asin: "asin",
  lookupSort: "lsort",
  lookupDir: "ldir",
};

export function readResearchUrl(query: URLSearchParams): ResearchUrlState {
  const d = RESEARCH_DEFAULTS;
  const domain = query.get(KEYS.domain);
  const min = Number(query.get(KEYS.min) ?? "");
  return {
    tab: oneOf(RESEARCH_TABS, query.get(KEYS.tab), d.tab),
    seed: (query.get(KEYS.seed) ?? "").slice(0, 100),
    domain: domain !== null && isAmazonDomain(domain) ? domain : d.domain,
    department: oneOf(RESEARCH_DEPARTMENTS, query.get(KEYS.department), d.department),
    q: (query.get(KEYS.q) ?? "").slice(0, 100),
    min: Number.isInteger(min) && min >= 0 && min <= 100 ? min : d.min,
    sort: oneOf(SUGGESTION_SORT_KEYS, query.get(KEYS.sort), d.sort),
    dir: oneOf(["asc", "desc"] as const, query.get(KEYS.dir), d.dir),
    view: oneOf(["table", "tree"] as const, query.get(KEYS.view), d.view),
    asin: (query.get(KEYS.asin) ?? "").trim().toUpperCase().slice(0, 10),
    lookupSort: oneOf(LOOKUP_SORT_KEYS, query.get(KEYS.lookupSort), d.lookupSort),
    lookupDir: oneOf(["asc", "desc"] as const, query.get(KEYS.lookupDir), d.lookupDir),
  };
}

/**
 * The query for `state`: the tab always (the catalogue links name it), other values only when
 * they differ from the default, and keys the workspace does not own (utm tags) kept.
 */
export function writeResearchUrl(query: URLSearchParams, state: ResearchUrlState): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const [field, key] of Object.entries(KEYS) as [keyof ResearchUrlState, string][]) {
    const value = String(state[field]);
    if (field !== "tab" && (value === "" || value === String(RESEARCH_DEFAULTS[field])))
      next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;

/** A stored search's marketplace, or amazon.com when it names none this page offers. */
export function marketplaceOr(value: string | undefined): AmazonDomain {
  return value !== undefined && isAmazonDomain(value) ? value : RESEARCH_DEFAULTS.domain;
}
