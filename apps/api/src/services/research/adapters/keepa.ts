import { getMarketplaceOrThrow } from "@inkforge/domain/kdp/marketplaces";
import {
  type AmazonDomain,
  KEEPA_DOMAIN_IDS,
  type SuggestionDepartment,
} from "@inkforge/domain/research/amazon-marketplaces";
import {
  bindingToFormat,
  isIndependentPublisher,
  KEEPA_CSV,
  keepaCsvToHistory,
  keepaPriceToMajor,
  keepaPublicationDate,
  keepaRatingToStars,
  latestKeepaValue,
  splitKeepaAuthors,
} from "@inkforge/domain/research/keepa";
import {
  type Category,
  type ProductFormat,
  type ProductRecord,
  type ProductSource,
  ResearchSourceFailure,
} from "../ports";
import {
  endpointUrl,
  type HttpAnswer,
  isRecord,
  parseAnswer,
  type RetryPolicy,
  sendOnce,
  type Timing,
  withRetries,
} from "./http";
import { KeepaTokenBudget } from "./keepa-token-budget";

/*
 * Keepa's API (research-sources §1, decision 0064): `/product` for up to 100 ASINs a call,
 * `/search?type=product` for a keyword, `/search?type=category` and `/category` for categories.
 * Every call first takes its estimated tokens from the shared budget (a burst queues for refills
 * instead of failing), and every answer, a 429 included, resets the budget to what Keepa says.
 * Keepa's data may be shown to our own users, not resold (its terms; README).
 */

export type KeepaOptions = {
  apiKey: string;
  apiUrl: string;
  timeoutMs: number;
  /** How long a call may queue for tokens before it fails as busy. */
  maxWaitMs: number;
  retry: RetryPolicy;
  timing: Timing;
  /** Told the tokens each answered call spent (Keepa's `tokensConsumed`, else the estimate). */
  onTokens?: (tokens: number) => void;
};

/** Keepa's product search answers pages of 10. */
const SEARCH_PAGE_SIZE = 10;
/** Token estimates per call (Keepa's pricing page): a product 1, a search result page 10. */
const COST = { product: 1, searchPage: 10, category: 1, bestsellers: 50 } as const;
const MAX_ASINS_PER_CALL = 100;

/** Which formats a department's search keeps: Keepa's search covers every department at once. */
const DEPARTMENT_FORMATS: Record<SuggestionDepartment, ProductFormat[] | null> = {
  books: ["paperback", "hardcover"],
  kindle: ["kindle"],
  all: null,
};

export function createKeepaProductSource(options: KeepaOptions): ProductSource {
  const budget = new KeepaTokenBudget(options.maxWaitMs, options.timing);

  /** Runs a request, then frees the budget's queue whether or not the answer had a balance. */
  async function attempt<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } finally {
      budget.settle();
    }
  }

  /** One metered call: waits for tokens, retries 5xx/timeouts, and queues again on Keepa's 429. */
  async function call(path: string, params: Record<string, string>, cost: number) {
    const url = endpointUrl(options.apiUrl, path);
    url.search = new URLSearchParams({ key: options.apiKey, ...params }).toString();
    for (let outOfTokens = 0; ; outOfTokens += 1) {
      await budget.reserve(cost);
      const answer = await attempt(() =>
        withRetries(options.retry, options.timing, async () => {
          const sent = await sendOnce("keepa", {
            url: url.toString(),
            timeoutMs: options.timeoutMs,
          });
          const observed = observeTokens(budget, sent);
          // Keepa's 429 means "out of tokens" and says when they come back: queue, don't back off.
          // A 429 without the balance is an ordinary one, backed off by withRetries.
          if (sent.status === 429 && observed) return sent;
          return { ...sent, body: parseAnswer("keepa", sent, options.timing.now()) };
        }),
      );
      if (!("body" in answer)) {
        if (outOfTokens + 1 >= options.retry.maxAttempts) {
          throw new ResearchSourceFailure(
            "keepa",
            "busy",
            "answered 429 (out of tokens) on every try",
            Math.ceil(budget.waitFor(cost) / 1000) || undefined,
          );
        }
        continue;
      }
      if (!isRecord(answer.body)) {
        throw new ResearchSourceFailure("keepa", "malformed", "the answer is not an object");
      }
      options.onTokens?.(num(answer.body.tokensConsumed) ?? cost);
      return answer.body;
    }
  }

  function domainId(domain: AmazonDomain): string {
    const id = (KEEPA_DOMAIN_IDS as Partial<Record<AmazonDomain, number>>)[domain];
    if (id === undefined) {
      throw new ResearchSourceFailure(
        "keepa",
        "not-configured",
        `Keepa has no store for ${domain}`,
      );
    }
    return String(id);
  }

  async function getProducts(query: {
    domain: AmazonDomain;
    asins: string[];
    withHistory?: boolean;
  }) {
    const asins = [...new Set(query.asins.map((asin) => asin.trim().toUpperCase()))].filter(
      (asin) => /^[A-Z0-9]{10}$/.test(asin),
    );
    const products: ProductRecord[] = [];
    for (let start = 0; start < asins.length; start += MAX_ASINS_PER_CALL) {
      const batch = asins.slice(start, start + MAX_ASINS_PER_CALL);
      const body = await call(
        "/product",
        {
          domain: domainId(query.domain),
          asin: batch.join(","),
          stats: "1",
          rating: "1",
          history: query.withHistory ? "1" : "0",
        },
        batch.length * COST.product,
      );
      products.push(...readProducts(body, query.domain, query.withHistory === true));
    }
    return { source: "keepa" as const, asOf: options.timing.now(), data: products };
  }

  return {
    id: "keepa",
    getProducts,

    async searchProducts({ domain, department, keyword, categoryId, limit }) {
      const wanted = Math.max(1, Math.min(100, Math.floor(limit)));
      if (categoryId !== undefined) {
        // Keepa's best-seller list is ASINs only, so the first 100 are read as products and
        // ordered by their current rank.
        const body = await call(
          "/bestsellers",
          { domain: domainId(domain), category: categoryId },
          COST.bestsellers,
        );
        const list = isRecord(body.bestSellersList) ? body.bestSellersList.asinList : undefined;
        if (list !== undefined && !Array.isArray(list)) {
          throw new ResearchSourceFailure("keepa", "malformed", "asinList is not a list");
        }
        const asins = (list ?? [])
          .filter((asin): asin is string => typeof asin === "string")
          .slice(0, wanted);
        const found = asins.length > 0 ? (await getProducts({ domain, asins })).data : [];
        const ranked = found.sort(
          (a, b) =>
            (a.salesRank ?? Number.POSITIVE_INFINITY) - (b.salesRank ?? Number.POSITIVE_INFINITY),
        );
        // One token more names the category and its path for the page's heading.
        const named = await call(
          "/category",
          { domain: domainId(domain), category: categoryId, parents: "1" },
          COST.category,
        );
        const category = readCategories(named, domain, [categoryId])[0];
        return {
          source: "keepa",
          asOf: options.timing.now(),
          data: {
            resultCount: list?.length ?? 0,
            products: ranked,
            ...(category ? { category: { name: category.name, path: category.path } } : {}),
          },
        };
      }
      const keep = DEPARTMENT_FORMATS[department];
      const products: ProductRecord[] = [];
      let resultCount: number | null = null;
      for (let page = 0; products.length < wanted && page * SEARCH_PAGE_SIZE < 100; page += 1) {
        const body = await call(
          "/search",
          {
            domain: domainId(domain),
            type: "product",
            term: keyword,
            page: String(page),
            stats: "1",
            rating: "1",
            history: "0",
          },
          COST.searchPage,
        );
        if (typeof body.totalResults === "number") resultCount = body.totalResults;
        const found = readProducts(body, domain, false);
        products.push(...found.filter((product) => !keep || keep.includes(product.format)));
        const returned = Array.isArray(body.products) ? body.products.length : 0;
        if (returned < SEARCH_PAGE_SIZE) break;
      }
      return {
        source: "keepa",
        asOf: options.timing.now(),
        data: { resultCount, products: products.slice(0, wanted) },
      };
    },

    async findCategories(query) {
      const id = domainId(query.domain);
      let categoryIds: string[];
      if ("words" in query) {
        const body = await call(
          "/search",
          { domain: id, type: "category", term: query.words },
          COST.category,
        );
        const found = readCategories(body, query.domain);
        const words = query.words.toLowerCase().split(/\s+/u).filter(Boolean);
        const matching = found.filter((category) =>
          words.every((word) => category.name.toLowerCase().includes(word)),
        );
        if (matching.length === 0) return { source: "keepa", asOf: options.timing.now(), data: [] };
        categoryIds = matching.map((category) => category.id);
      } else {
        const { data } = await getProducts({ domain: query.domain, asins: [query.asin] });
        categoryIds = data[0]?.categoryIds ?? [];
        if (categoryIds.length === 0) {
          return { source: "keepa", asOf: options.timing.now(), data: [] };
        }
      }
      // `/category` with parents gives each one's path from the root.
      const body = await call(
        "/category",
        { domain: id, category: categoryIds.join(","), parents: "1" },
        COST.category,
      );
      const categories = readCategories(body, query.domain, categoryIds);
      return { source: "keepa", asOf: options.timing.now(), data: categories };
    },
  };
}

/** Feeds the budget from an answer's balance; false when the answer has none. */
function observeTokens(budget: KeepaTokenBudget, answer: HttpAnswer): boolean {
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return false;
  }
  if (
    isRecord(body) &&
    typeof body.tokensLeft === "number" &&
    typeof body.refillIn === "number" &&
    typeof body.refillRate === "number"
  ) {
    budget.observe({
      tokensLeft: body.tokensLeft,
      refillInMs: body.refillIn,
      refillRate: body.refillRate,
    });
    return true;
  }
  return false;
}

const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
const str = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** Keepa's product objects as our records; unknown ASINs (no title) are left out. */
function readProducts(
  body: Record<string, unknown>,
  domain: AmazonDomain,
  withHistory: boolean,
): ProductRecord[] {
  if (body.products === undefined || body.products === null) return [];
  if (!Array.isArray(body.products)) {
    throw new ResearchSourceFailure("keepa", "malformed", "products is not a list");
  }
  const currency = getMarketplaceOrThrow(domain).currency;
  const records: ProductRecord[] = [];
  for (const item of body.products) {
    if (!isRecord(item)) continue;
    const asin = str(item.asin);
    const title = str(item.title);
    if (!asin || !title) continue;
    const csv = Array.isArray(item.csv) ? (item.csv as unknown[]) : [];
    const series = (index: number): number[] | null => {
      const value = csv[index];
      return Array.isArray(value) && value.every((n) => typeof n === "number") ? value : null;
    };
    const stats = isRecord(item.stats) ? item.stats : undefined;
    const current = Array.isArray(stats?.current) ? (stats.current as unknown[]) : [];
    /** The current value from stats when Keepa sent it, else the newest history point. */
    const now = (index: number): number | null => {
      const fromStats = num(current[index]);
      if (fromStats !== null) return fromStats >= 0 ? fromStats : null;
      return latestKeepaValue(series(index));
    };
    const authors = splitKeepaAuthors(str(item.author));
    const binding = str(item.binding);
    const format = bindingToFormat(binding);
    const publisher = str(item.publisher) ?? str(item.manufacturer);
    const priceMinor = now(KEEPA_CSV.amazonPrice) ?? now(KEEPA_CSV.newPrice);
    const record: ProductRecord = {
      asin,
      domain,
      title,
      authors,
      format,
      binding,
      publisher,
      independent: isIndependentPublisher(publisher, authors),
      pages:
        num(item.numberOfPages) !== null && Number(item.numberOfPages) > 0
          ? Number(item.numberOfPages)
          : null,
      publishedAt: keepaPublicationDate(num(item.publicationDate) ?? num(item.releaseDate)),
      price: keepaPriceToMajor(priceMinor, currency),
      currency,
      salesRank: now(KEEPA_CSV.salesRank),
      salesRankCategory:
        format === "kindle"
          ? "Kindle Store"
          : format === "paperback" || format === "hardcover"
            ? "Books"
            : null,
      rating: keepaRatingToStars(now(KEEPA_CSV.rating)),
      reviewCount: now(KEEPA_CSV.reviewCount),
      categoryIds: Array.isArray(item.categories)
        ? item.categories.filter((id) => typeof id === "number").map(String)
        : [],
    };
    if (withHistory) {
      const amazonPrice = series(KEEPA_CSV.amazonPrice);
      const priceSeries = amazonPrice?.some((value, index) => index % 2 === 1 && value >= 0)
        ? amazonPrice
        : series(KEEPA_CSV.newPrice);
      record.history = {
        salesRank: keepaCsvToHistory(series(KEEPA_CSV.salesRank)),
        price: keepaCsvToHistory(priceSeries, (minor) => keepaPriceToMajor(minor, currency) ?? 0),
        reviewCount: keepaCsvToHistory(series(KEEPA_CSV.reviewCount)),
        rating: keepaCsvToHistory(series(KEEPA_CSV.rating), (tenths) => tenths / 10),
      };
    }
    records.push(record);
  }
  return records;
}

/**
 * Keepa's `categories` map (id → category) as ours, in the order of `order` when given; the path
 * from `categoryParents` (or the map itself) walking `parent` up to the root.
 */
function readCategories(
  body: Record<string, unknown>,
  domain: AmazonDomain,
  order?: string[],
): Category[] {
  if (body.categories === undefined || body.categories === null) return [];
  if (!isRecord(body.categories)) {
    throw new ResearchSourceFailure("keepa", "malformed", "categories is not a map");
  }
  const known = new Map<string, Record<string, unknown>>();
  for (const source of [body.categoryParents, body.categories]) {
    if (!isRecord(source)) continue;
    for (const [id, value] of Object.entries(source)) if (isRecord(value)) known.set(id, value);
  }
  const idOf = (value: unknown): string | null => {
    const n = num(value);
    return n !== null && n > 0 ? String(n) : null;
  };
  const toCategory = (id: string, item: Record<string, unknown>): Category | null => {
    const name = str(item.name) ?? str(item.contextFreeName);
    if (!name) return null;
    const path: string[] = [name];
    const seen = new Set([id]);
    for (let parent = idOf(item.parent); parent && !seen.has(parent); ) {
      seen.add(parent);
      const above = known.get(parent);
      const aboveName = above ? (str(above.name) ?? str(above.contextFreeName)) : null;
      if (!above || !aboveName) break;
      path.unshift(aboveName);
      parent = idOf(above.parent);
    }
    const highest = num(item.highestRank);
    return {
      id,
      domain,
      name,
      path,
      parentId: idOf(item.parent),
      // Keepa keeps the best overall rank seen in the category (≈ its #1), not the #10's.
      topRanks: highest !== null && highest > 0 ? { first: highest, tenth: null } : null,
    };
  };
  const ids = order ?? Object.keys(body.categories);
  const categories: Category[] = [];
  for (const id of ids) {
    const item = (body.categories as Record<string, unknown>)[id];
    const category = isRecord(item) ? toCategory(id, item) : null;
    if (category) categories.push(category);
  }
  return categories;
}
