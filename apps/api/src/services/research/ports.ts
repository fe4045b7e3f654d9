import type {
  AmazonDomain,
  SuggestionDepartment,
} from "@inkforge/domain/research/amazon-marketplaces";

/*
 * The research data layer's ports (issue 10). Every research tool reads through these interfaces
 * and never knows which adapter answers: the offline `sample` market (the embedded default), Amazon's
 * completion endpoint, Keepa, DataForSEO. Each answer carries the source that produced it and the
 * instant its data describes, so pages can label it ("Sample data", "data as of …").
 *
 * Adapters throw `ResearchSourceFailure` for every failure of the source (never a bare Error), and
 * the routes turn it into a clear message; a failing source is never shown as "no results".
 */

export type ResearchSourceId = "sample" | "amazon" | "keepa" | "dataforseo" | "snapshots";

/** Data plus where it came from and the instant it describes. */
export type Sourced<T> = {
  source: ResearchSourceId;
  /** When the source observed this data (a cached answer keeps its original instant). */
  asOf: Date;
  data: T;
};

export type ResearchFailureKind =
  /** 429, Keepa out of tokens with no refill soon enough, or our own throttle gave up. */
  | "busy"
  /** 5xx, refused connection, reset. */
  | "unavailable"
  | "timeout"
  /** Not JSON (Amazon answering an HTML page), the wrong shape. */
  | "malformed"
  /** 401/403: a wrong key, or the account lacks the endpoint. */
  | "refused"
  /** No adapter is configured for this question (e.g. ranked keywords without DataForSEO). */
  | "not-configured";

/** Why a source call failed; the message is for the log, never shown to users verbatim. */
export class ResearchSourceFailure extends Error {
  override name = "ResearchSourceFailure";
  constructor(
    readonly source: ResearchSourceId,
    readonly kind: ResearchFailureKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

// --- Search suggestions ---------------------------------------------------------------------------

type SuggestionQuery = {
  domain: AmazonDomain;
  department: SuggestionDepartment;
  /** One prefix as typed (already normalised by the expansion). */
  prefix: string;
};

export interface SuggestionSource {
  readonly id: ResearchSourceId;
  /** Amazon's completions for one prefix, best first, at most 10. */
  suggest(query: SuggestionQuery): Promise<Sourced<string[]>>;
}

// --- Products ---------------------------------------------------------------------------------------

export type ProductFormat = "kindle" | "paperback" | "hardcover" | "audiobook" | "other";

/** A dated value of a product's history; `value` null where the source had no data (Keepa's -1). */
export type HistoryPoint = { at: Date; value: number | null };

export type ProductHistory = {
  /** Best-sellers rank in the product's main category. */
  salesRank: HistoryPoint[];
  /** The listed price in the marketplace currency (major units, e.g. 9.99). */
  price: HistoryPoint[];
  reviewCount: HistoryPoint[];
  /** Average rating 0–5. */
  rating: HistoryPoint[];
};

export type ProductRecord = {
  asin: string;
  domain: AmazonDomain;
  title: string;
  /** Author names as listed; empty when the source does not say. */
  authors: string[];
  format: ProductFormat;
  /** Binding as the source spells it ("Kindle Edition", "Paperback"), for display. */
  binding: string | null;
  publisher: string | null;
  /** True when the publisher looks independent (self-published or KDP); null when unknown. */
  independent: boolean | null;
  pages: number | null;
  publishedAt: Date | null;
  price: number | null;
  /** ISO 4217 code of `price`, e.g. "USD". */
  currency: string;
  salesRank: number | null;
  /** The main category the rank is in, e.g. "Books" or "Kindle Store", when known. */
  salesRankCategory: string | null;
  rating: number | null;
  reviewCount: number | null;
  /** Category ids (browse nodes) the product is listed in, when known. */
  categoryIds: string[];
  /** Present only when asked for (`withHistory`). */
  history?: ProductHistory;
};

type ProductSearchQuery = {
  domain: AmazonDomain;
  department: SuggestionDepartment;
  /** Ignored (may be empty) when `categoryId` is set. */
  keyword: string;
  /**
   * When set, the category's best sellers (best rank first) instead of a keyword search: Deep View
   * by category (issue 12).
   */
  categoryId?: string;
  /** At most 100. */
  limit: number;
};

export type ProductSearchResult = {
  /** The category read, for a category query, when the source knows its name and path. */
  category?: { name: string; path: string[] };
  /** How many results the marketplace reports for the keyword; null when the source does not say. */
  resultCount: number | null;
  /** In the marketplace's search order (position 1 first). */
  products: ProductRecord[];
};

export type Category = {
  id: string;
  domain: AmazonDomain;
  name: string;
  /** Names from the root to this category, inclusive. */
  path: string[];
  parentId: string | null;
  /** Ranks of the category's #1 and #10 best sellers (overall BSR), when the source has them. */
  topRanks: { first: number | null; tenth: number | null } | null;
};

export interface ProductSource {
  readonly id: ResearchSourceId;
  /** Up to 100 ASINs per call; unknown ASINs are left out of the answer, not an error. */
  getProducts(query: {
    domain: AmazonDomain;
    asins: string[];
    withHistory?: boolean;
  }): Promise<Sourced<ProductRecord[]>>;
  /** A marketplace search for a keyword, in result order. */
  searchProducts(query: ProductSearchQuery): Promise<Sourced<ProductSearchResult>>;
  /** Categories whose name matches the words (case-insensitive), or the categories of an ASIN. */
  findCategories(
    query: { domain: AmazonDomain } & ({ words: string } | { asin: string }),
  ): Promise<Sourced<Category[]>>;
}

// --- Keyword data (volumes, what an ASIN ranks for) -------------------------------------------------

export type RankedKeyword = {
  keyword: string;
  /** 1-based position of the ASIN in the search results for the keyword. */
  position: number;
  /** Monthly searches when the source measures them (DataForSEO); null otherwise. */
  searchVolume: number | null;
};

export interface KeywordDataSource {
  readonly id: ResearchSourceId;
  /** Monthly search volumes; keywords the source does not know are left out. */
  searchVolumes(query: {
    domain: AmazonDomain;
    keywords: string[];
  }): Promise<Sourced<{ keyword: string; searchVolume: number }[]>>;
  /** The keywords an ASIN is found for, best position first. */
  rankedKeywords(query: {
    domain: AmazonDomain;
    asin: string;
    limit: number;
  }): Promise<Sourced<RankedKeyword[]>>;
}

/** What the app reads research from; chosen once at start-up from config. */
export type ResearchSources = {
  suggestions: SuggestionSource;
  products: ProductSource;
  /** Null when no keyword-data source is configured and the sample does not stand in. */
  keywords: KeywordDataSource | null;
};
