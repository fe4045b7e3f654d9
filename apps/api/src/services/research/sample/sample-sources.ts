import type { AmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import { normalizeText } from "@inkforge/domain/research/keyword-text";
import type {
  Category,
  KeywordDataSource,
  ProductHistory,
  ProductRecord,
  ProductSource,
  RankedKeyword,
  ResearchSources,
  SuggestionSource,
} from "../ports";
import {
  coreOf,
  findPhraseCategory,
  findPhraseProduct,
  headsOfPrefix,
  isCuratedCore,
  isPhraseCore,
  marketForPhrase,
  nicheCode,
  nicheCodeOfAsin,
  phraseNiche,
  phrasesAround,
} from "./phrase-niches";
import {
  currencyOf,
  DAY_MS,
  dayOf,
  departmentWeight,
  HISTORY_DAYS,
  localPrice,
  type ProductState,
  productStateOn,
  SAMPLE_SEED,
  type SampleCatalogue,
  type SampleCategory,
  type SampleDay,
  type SampleDepartment,
  type SampleProduct,
  sampleCatalogue,
  sampleDay,
  searchSample,
  startOfDay,
} from "./sample-market";

/*
 * The research ports answered from the sample market (decision 0063): what the embedded default
 * shows with no keys. Every answer says `source: "sample"`, and `asOf` is the start of the current
 * UTC day by the injected clock, the instant the day's snapshot and the history's last point
 * describe. The sample is one English market; every store gets the same phrases and products,
 * priced in the store's currency.
 */

const SUGGESTION_LIMIT = 10;
const SEARCH_LIMIT = 100;
const BINDINGS = {
  kindle: "Kindle Edition",
  paperback: "Paperback",
  hardcover: "Hardcover",
} as const;
const RANK_CATEGORIES = { kindle: "Kindle Store", paperback: "Books", hardcover: "Books" } as const;

function toDepartment(department: string): SampleDepartment {
  return department === "kindle" ? "kindle" : "books";
}

type Today = { catalogue: SampleCatalogue; day: SampleDay };

function record(
  domain: AmazonDomain,
  product: SampleProduct,
  state: ProductState,
  history?: ProductHistory,
): ProductRecord {
  return {
    asin: product.asin,
    domain,
    title: product.title,
    authors: [...product.authors],
    format: product.format,
    binding: BINDINGS[product.format],
    publisher: product.publisher,
    independent: product.independent,
    pages: product.format === "kindle" ? null : product.pages,
    publishedAt: startOfDay(product.publishedDay),
    price: localPrice(domain, state.priceUsd),
    currency: currencyOf(domain),
    salesRank: state.salesRank,
    salesRankCategory: RANK_CATEGORIES[product.format],
    rating: state.rating,
    reviewCount: state.reviewCount,
    categoryIds: [product.categoryId],
    // Copies of the memoised arrays, so a caller sorting its own answer cannot reorder the memo.
    ...(history
      ? {
          history: {
            salesRank: [...history.salesRank],
            price: [...history.price],
            reviewCount: [...history.reviewCount],
            rating: [...history.rating],
          },
        }
      : {}),
  };
}

const dayInstants = new Map<number, Date[]>();
const histories = new Map<string, ProductHistory>();

/** The 365 day starts ending at `endDay`, shared by every history of that day (never mutated). */
function instantsUntil(endDay: number): Date[] {
  let instants = dayInstants.get(endDay);
  if (!instants) {
    instants = Array.from(
      { length: HISTORY_DAYS },
      (_, i) => new Date((endDay - HISTORY_DAYS + 1 + i) * DAY_MS),
    );
    dayInstants.set(endDay, instants);
    if (dayInstants.size > 4) dayInstants.delete(dayInstants.keys().next().value as number);
  }
  return instants;
}

/**
 * Daily points for the last 365 days up to and including `endDay`, from publication on.
 * Memoised: Deep View and Retro View ask for the same books again and again within a day.
 */
function sampleHistory(
  domain: AmazonDomain,
  product: SampleProduct,
  endDay: number,
): ProductHistory {
  const memoKey = `${domain}:${product.key}:${endDay}`;
  const known = histories.get(memoKey);
  if (known) return known;
  const history: ProductHistory = { salesRank: [], price: [], reviewCount: [], rating: [] };
  const instants = instantsUntil(endDay);
  const startDay = endDay - HISTORY_DAYS + 1;
  for (let day = Math.max(startDay, product.publishedDay); day <= endDay; day++) {
    const state = productStateOn(product, day);
    const at = instants[day - startDay];
    if (!state || !at) continue;
    history.salesRank.push({ at, value: state.salesRank });
    history.price.push({ at, value: localPrice(domain, state.priceUsd) });
    history.reviewCount.push({ at, value: state.reviewCount });
    history.rating.push({ at, value: state.rating });
  }
  histories.set(memoKey, history);
  if (histories.size > 2000) histories.delete(histories.keys().next().value as string);
  return history;
}

// --- suggestions ----------------------------------------------------------------------------------

type Candidate = { text: string; score: number };

/**
 * Completions for a prefix, the way Amazon's autocomplete behaves: phrases starting with the
 * prefix first, filled up (to 10) with phrases whose first word starts with the prefix's first
 * word and goes on with the rest ("c gratitude journal" → "christian gratitude journal for
 * women"), then "best" + a known phrase; an unknown last word is completed from the vocabulary.
 * Ordered by popularity in the department within each of those tiers, at most 10.
 */
export function sampleSuggestions(
  catalogue: SampleCatalogue,
  rawPrefix: string,
  department: SampleDepartment,
  /** Told each core whose generated niche completes the prefix. */
  onGenerated: (core: string) => void = () => {},
): string[] {
  const prefix = normalizeText(rawPrefix);
  if (prefix === "") return [];
  const [first = "", ...restWords] = prefix.split(" ");
  const rest = restWords.join(" ");
  const candidates = new Map<string, number>();
  const offer = ({ text, score }: Candidate) => {
    if (score > (candidates.get(text) ?? 0)) candidates.set(text, score);
  };
  for (const phrase of catalogue.phrases) {
    const niche = catalogue.niches[phrase.nicheIndex]?.niche;
    if (!niche) continue;
    const popularity = phrase.popularity * departmentWeight(department, niche.kind);
    const text = phrase.text;
    // Tiers first (popularity is at most 1), popularity within a tier.
    if (text.startsWith(prefix)) {
      offer({ text, score: 3 + popularity });
    } else if (rest !== "" && leadsInto(text, first, rest)) {
      offer({ text, score: 2 + popularity });
    } else if (first === "best" && rest !== "" && text.startsWith(rest)) {
      offer({ text: `best ${text}`, score: popularity });
    }
  }
  // Phrases the curated niches cannot fill are completed from the niches generated for them
  // (decision 0081); a prefix the curated phrases already fill keeps their answer.
  const heads = candidates.size < SUGGESTION_LIMIT ? headsOfPrefix(prefix) : [];
  for (const head of heads) {
    const core = coreOf(head);
    if (!isPhraseCore(core) || isCuratedCore(catalogue, core)) continue;
    onGenerated(core);
    const weight = departmentWeight(department, phraseNiche(catalogue.seed, core).kind);
    for (const phrase of phrasesAround(catalogue.seed, head)) {
      const popularity = phrase.popularity * weight;
      const text = phrase.text;
      if (text.startsWith(prefix)) offer({ text, score: 3 + popularity });
      else if (rest !== "" && leadsInto(text, first, rest)) offer({ text, score: 2 + popularity });
      else if (first === "best" && rest !== "" && text.startsWith(rest))
        offer({ text: `best ${text}`, score: popularity });
    }
  }
  if (candidates.size === 0) completeFromVocabulary(catalogue, prefix).forEach(offer);
  return [...candidates.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0], "en"))
    .slice(0, SUGGESTION_LIMIT)
    .map(([text]) => text);
}

/** "c gratitude journal" leads into "christian gratitude journal …": a first word, then the rest. */
function leadsInto(text: string, first: string, rest: string): boolean {
  const space = text.indexOf(" ");
  return space > 0 && text.startsWith(first) && text.slice(space + 1).startsWith(rest);
}

/** "sudoku zz" → nothing; "notebook gra" → "notebook graph", from words the phrases use. */
function completeFromVocabulary(catalogue: SampleCatalogue, prefix: string): Candidate[] {
  const words = prefix.split(" ");
  const last = words.pop() ?? "";
  if (last.length < 2 || catalogue.vocabulary.has(last)) return [];
  const head = words.join(" ");
  return [...catalogue.vocabulary.entries()]
    .filter(([word]) => word.startsWith(last) && word !== last)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "en"))
    .slice(0, 5)
    .map(([word, uses], i) => ({
      text: head === "" ? word : `${head} ${word}`,
      score: 0.2 * uses - i * 0.01,
    }));
}

// --- categories -----------------------------------------------------------------------------------

function toCategory(domain: AmazonDomain, category: SampleCategory, today: SampleDay): Category {
  const ranks = category.productIndexes
    .map((i) => today.states[i]?.salesRank)
    .filter((rank): rank is number => rank !== undefined)
    .sort((a, b) => a - b);
  return {
    id: category.id,
    domain,
    name: category.name,
    path: [...category.path],
    parentId: category.parentId,
    topRanks: { first: ranks[0] ?? null, tenth: ranks[9] ?? null },
  };
}

/** Categories whose name (first) or path holds every word. */
function categoriesNamed(catalogue: SampleCatalogue, words: readonly string[]): SampleCategory[] {
  if (words.length === 0) return [];
  const all = [...catalogue.categories.values()];
  const inName = all.filter((c) => words.every((w) => c.name.toLowerCase().includes(w)));
  const inPath = all.filter(
    (c) => !inName.includes(c) && words.every((w) => c.path.join(" ").toLowerCase().includes(w)),
  );
  return [...inName, ...inPath.sort((a, b) => a.path.length - b.path.length)];
}

// --- the sources ----------------------------------------------------------------------------------

/**
 * Where the cores of generated niches are kept between restarts (decision 0093): an ASIN names
 * its niche only by a code of the core, so a lookup of it needs the cores seen with that code.
 */
type PhraseNicheStore = {
  save(rows: readonly { seed: string; core: string; code: string }[]): Promise<void>;
  coresOf(seed: string, code: string): Promise<string[]>;
};

export type SampleSourceOptions = { seed?: string; phraseStore?: PhraseNicheStore };

/** Cores remembered in memory per code; beyond it the oldest codes are read back from the store. */
const SEEN_LIMIT = 100_000;

/** A product found in one of the markets, with its state on the day asked. */
type Hit = { market: Today; product: SampleProduct; state: ProductState; order: number };

/** Shelves read when the words name no category: where the top books of their search sit. */
const SHELVES_FROM_SEARCH = 30;

export function createSampleSources(
  now: () => Date,
  options: SampleSourceOptions = {},
): ResearchSources & { keywords: KeywordDataSource } {
  const seed = options.seed ?? SAMPLE_SEED;
  const today = (): Today => {
    const catalogue = sampleCatalogue(seed);
    return { catalogue, day: sampleDay(catalogue, dayOf(now())) };
  };
  const marketOn = (catalogue: SampleCatalogue, day: number): Today => ({
    catalogue,
    day: sampleDay(catalogue, day),
  });

  const store = options.phraseStore;
  /** Cores of generated niches by niche code; `unsaved` waits for the answer's end to be stored. */
  const seen = new Map<string, Set<string>>();
  let unsaved: { seed: string; core: string; code: string }[] = [];
  const see = (core: string, save: boolean): void => {
    const code = nicheCode(seed, core);
    let cores = seen.get(code);
    if (cores?.has(core)) return;
    if (!cores) {
      if (seen.size >= SEEN_LIMIT) seen.delete(seen.keys().next().value as string);
      cores = new Set();
      seen.set(code, cores);
    }
    cores.add(core);
    if (save && store) unsaved.push({ seed, core, code });
  };
  /** Stores the cores generated while answering, before the answer goes out. */
  const settle = async (): Promise<void> => {
    if (!store || unsaved.length === 0) return;
    const rows = unsaved;
    unsaved = [];
    try {
      await store.save(rows);
    } catch (error) {
      // Not stored: forget them here too, so the next answer that generates them tries again.
      for (const row of rows) seen.get(row.code)?.delete(row.core);
      throw error;
    }
  };
  const settled =
    <A extends unknown[], R>(answer: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await answer(...args);
      await settle();
      return result;
    };

  /** The curated market, and the generated one when no curated niche owns the phrase. */
  const marketsFor = (phrase: string): Today[] => {
    const main = today();
    const generated = marketForPhrase(seed, main.catalogue, phrase);
    if (generated) see(coreOf(phrase), true);
    return generated ? [main, marketOn(generated, main.day.day)] : [main];
  };

  const search = (
    department: SampleDepartment,
    keyword: string,
  ): { resultCount: number; hits: Hit[] } => {
    let resultCount = 0;
    const hits: Hit[] = [];
    for (const market of marketsFor(keyword)) {
      const found = searchSample(market.catalogue, market.day, department, keyword);
      resultCount += found.resultCount;
      found.productIndexes.forEach((index, i) => {
        const product = market.catalogue.products[index];
        const state = market.day.states[index];
        if (product && state) hits.push({ market, product, state, order: found.orders[i] ?? 0 });
      });
    }
    hits.sort((a, b) => b.order - a.order || a.product.asin.localeCompare(b.product.asin, "en"));
    return { resultCount, hits };
  };

  const findProduct = async (
    rawAsin: string,
  ): Promise<{ market: Today; product: SampleProduct } | null> => {
    const asin = rawAsin.trim().toUpperCase();
    const main = today();
    const curated = main.catalogue.byAsin.get(asin);
    if (curated) return { market: main, product: curated };
    const code = nicheCodeOfAsin(asin);
    if (code === null) return null;
    let generated = findPhraseProduct(seed, main.catalogue, asin, seen.get(code) ?? []);
    if (!generated && store) {
      // Generated before this process started (or forgotten since): the store knows its core.
      const cores = await store.coresOf(seed, code);
      for (const core of cores) see(core, false);
      generated = findPhraseProduct(seed, main.catalogue, asin, cores);
    }
    return generated
      ? { market: marketOn(generated.catalogue, main.day.day), product: generated.product }
      : null;
  };

  const suggestions: SuggestionSource = {
    id: "sample",
    async suggest(query) {
      const { catalogue, day } = today();
      return {
        source: "sample",
        asOf: day.asOf,
        data: sampleSuggestions(catalogue, query.prefix, toDepartment(query.department), (core) =>
          see(core, true),
        ),
      };
    },
  };

  const products: ProductSource = {
    id: "sample",
    async getProducts(query) {
      const { day } = today();
      const data: ProductRecord[] = [];
      for (const asin of query.asins.slice(0, SEARCH_LIMIT)) {
        const found = await findProduct(asin);
        const state = found ? found.market.day.states[found.product.index] : null;
        if (!found || !state) continue;
        const history = query.withHistory
          ? sampleHistory(query.domain, found.product, day.day)
          : undefined;
        data.push(record(query.domain, found.product, state, history));
      }
      return { source: "sample", asOf: day.asOf, data };
    },
    async searchProducts(query) {
      const main = today();
      const limit = Math.max(0, Math.min(SEARCH_LIMIT, query.limit));
      if (query.categoryId !== undefined) {
        const generated = main.catalogue.categories.has(query.categoryId)
          ? null
          : findPhraseCategory(seed, main.catalogue, query.categoryId);
        const { catalogue, day } = generated ? marketOn(generated, main.day.day) : main;
        // A category's best sellers: every product shelved in it or below it, best rank first.
        const category = catalogue.categories.get(query.categoryId);
        const ranked = (category?.productIndexes ?? [])
          .flatMap((index) => {
            const product = catalogue.products[index];
            const state = day.states[index];
            return product && state ? [{ product, state }] : [];
          })
          .sort(
            (a, b) =>
              a.state.salesRank - b.state.salesRank ||
              a.product.asin.localeCompare(b.product.asin, "en"),
          );
        return {
          source: "sample",
          asOf: day.asOf,
          data: {
            resultCount: ranked.length,
            products: ranked
              .slice(0, limit)
              .map(({ product, state }) => record(query.domain, product, state)),
            ...(category ? { category: { name: category.name, path: [...category.path] } } : {}),
          },
        };
      }
      const found = search(toDepartment(query.department), query.keyword);
      return {
        source: "sample",
        asOf: main.day.asOf,
        data: {
          resultCount: Math.max(found.resultCount, found.hits.length),
          products: found.hits
            .slice(0, limit)
            .map(({ product, state }) => record(query.domain, product, state)),
        },
      };
    },
    async findCategories(query) {
      const main = today();
      if ("asin" in query) {
        const found = await findProduct(query.asin);
        const category = found?.market.day.states[found.product.index]
          ? found.market.catalogue.categories.get(found.product.categoryId)
          : undefined;
        return {
          source: "sample",
          asOf: main.day.asOf,
          data: category && found ? [toCategory(query.domain, category, found.market.day)] : [],
        };
      }
      const words = normalizeText(query.words)
        .split(" ")
        .filter((w) => w !== "");
      const seen = new Set<string>();
      const data: Category[] = [];
      const add = (market: Today, category: SampleCategory | undefined) => {
        if (!category || seen.has(category.id) || data.length >= 50) return;
        seen.add(category.id);
        data.push(toCategory(query.domain, category, market.day));
      };
      const markets = marketsFor(query.words);
      for (const market of markets) {
        for (const category of categoriesNamed(market.catalogue, words)) add(market, category);
      }
      // Words that name no shelf still have books: their shelves, most used first.
      if (data.length === 0) {
        const shelves = new Map<string, { market: Today; count: number }>();
        for (const hit of search("books", query.words).hits.slice(0, SHELVES_FROM_SEARCH)) {
          const shelf = shelves.get(hit.product.categoryId);
          shelves.set(hit.product.categoryId, {
            market: hit.market,
            count: (shelf?.count ?? 0) + 1,
          });
        }
        const used = [...shelves.entries()].sort(
          (a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0], "en"),
        );
        for (const [id, { market }] of used) add(market, market.catalogue.categories.get(id));
      }
      return { source: "sample", asOf: main.day.asOf, data };
    },
  };

  const keywords: KeywordDataSource = {
    id: "sample",
    async searchVolumes() {
      // The sample measures no volumes; it leaves every keyword out rather than invent a number.
      return { source: "sample", asOf: today().day.asOf, data: [] };
    },
    async rankedKeywords(query) {
      const main = today();
      const found = await findProduct(query.asin);
      const data: RankedKeyword[] = [];
      if (found?.market.day.states[found.product.index]) {
        const { product, market } = found;
        const department: SampleDepartment = product.format === "kindle" ? "kindle" : "books";
        const phrases = market.catalogue.phrases.filter((p) => p.nicheIndex === product.nicheIndex);
        for (const phrase of phrases) {
          const position = search(department, phrase.text)
            .hits.slice(0, SEARCH_LIMIT)
            .findIndex((hit) => hit.product.asin === product.asin);
          if (position >= 0)
            data.push({ keyword: phrase.text, position: position + 1, searchVolume: null });
        }
        data.sort((a, b) => a.position - b.position || a.keyword.localeCompare(b.keyword, "en"));
      }
      return {
        source: "sample",
        asOf: main.day.asOf,
        data: data.slice(0, Math.max(0, query.limit)),
      };
    },
  };

  return {
    suggestions: { ...suggestions, suggest: settled(suggestions.suggest) },
    products: {
      ...products,
      getProducts: settled(products.getProducts),
      searchProducts: settled(products.searchProducts),
      findCategories: settled(products.findCategories),
    },
    keywords: {
      ...keywords,
      searchVolumes: settled(keywords.searchVolumes),
      rankedKeywords: settled(keywords.rankedKeywords),
    },
  };
}
