import type { AmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import type { ProductFormat } from "../ports";
import {
  FIRST_NAMES,
  KIND_PROFILES,
  LARGE_PUBLISHERS,
  LAST_NAMES,
  NICHES,
  type Niche,
  type NicheKind,
  STUDIO_NAMES,
} from "./niches";
import { hashString, mix, mulberry32, normal, pick, smoothNoise, streamNormal, unit } from "./prng";

/*
 * The sample market's generator (decision 0063): a pure function of a seed and a UTC day number.
 *
 * The catalogue (titles, formats, publication days, each product's "base" rank and review rate)
 * depends on the seed only. A product's state on a day (sales rank, price, review count, rating)
 * is a closed-form function of (product key, absolute day), so a day's snapshot and a year of
 * history agree, and tomorrow's history is today's shifted by one day. Distributions:
 *
 *   base sales rank   log-normal: ln r = ln(niche median) + 1.3·z, niche median from the kind's
 *                     median and the niche's demand; daily state adds slow noise (knots every
 *                     14 days, ±0.45 in ln) and a daily jitter (0.12·z)
 *   promotions        ~40% of products run a promotion in some 73-day blocks (p = 0.45 each, so
 *                     ~2 a year): rank improves 6–36× and decays over 3–5 days, reviews do not
 *                     move, Kindle price drops to 0.99
 *   reviews           rate = sales/day(base rank) × ratio, sales/day = 100·(rank/1000)^−0.9 and
 *                     the ratio log-normal around 1%, so counts are heavy-tailed (power-law-like)
 *                     and correlated with rank; count = ⌊rate · warped age⌋, monotone in time
 *   rating            4.45 ± 0.2 per product, wobbling less as reviews accumulate, 0.1 steps
 *   prices            by format: Kindle 0.99–9.99, paperback 5.99–19.99, hardcover 14.99–29.99,
 *                     ending in .99; 35% of products change price between 91-day epochs
 *   publication       ages exponential (mean ~3 years) up to 10 years before ANCHOR_DAY + 180
 *   formats, pages,   per niche kind (`KIND_PROFILES`)
 *   independent share
 */

export const SAMPLE_SEED = "inkforge-sample-market-v1";
export { DAY_MS } from "@inkforge/domain/time-units";

import { DAY_MS } from "@inkforge/domain/time-units";

/** 2026-07-01: publication days are absolute days around it, so the market ages like a real one. */
const ANCHOR_DAY = Math.floor(Date.UTC(2026, 6, 1) / DAY_MS);
export const HISTORY_DAYS = 365;
const MAX_AGE_DAYS = 3650;
const PROMO_BLOCK_DAYS = 73;
const PRICE_EPOCH_DAYS = 91;
const MAX_RANK = 6_000_000;

const SALT = {
  rankNoise: 11,
  rankJitter: 12,
  promo: 13,
  promoStart: 14,
  promoLength: 15,
  promoDepth: 16,
  reviews: 17,
  rating: 18,
  price: 19,
  search: 20,
} as const;

export type SampleDepartment = "books" | "kindle";

export type SampleProduct = {
  index: number;
  key: number;
  asin: string;
  nicheIndex: number;
  title: string;
  authors: string[];
  format: Exclude<ProductFormat, "audiobook" | "other">;
  publisher: string | null;
  independent: boolean;
  pages: number;
  publishedDay: number;
  /** ln of the rank the product hovers around. */
  baseLogRank: number;
  reviewsPerDay: number;
  promoChance: number;
  basePriceUsd: number;
  altPriceUsd: number | null;
  baseRating: number;
  categoryId: string;
  /** Stemmed title words, for search relevance. */
  titleWords: Set<string>;
};

export type SamplePhrase = {
  text: string;
  nicheIndex: number;
  /** 0–1 before the department's weight. */
  popularity: number;
};

export type SampleCategory = {
  id: string;
  name: string;
  path: string[];
  parentId: string | null;
  /** Indexes of the products shelved here or in a subcategory. */
  productIndexes: number[];
};

type SampleNiche = {
  niche: Niche;
  words: Set<string>;
  productIndexes: number[];
  /** How many results Amazon would report for the niche's seed in Books. */
  resultBase: number;
};

export type SampleCatalogue = {
  seed: string;
  niches: SampleNiche[];
  products: SampleProduct[];
  byAsin: Map<string, SampleProduct>;
  phrases: SamplePhrase[];
  categories: Map<string, SampleCategory>;
  /** Every word of every phrase, with how many phrases use it. */
  vocabulary: Map<string, number>;
};

export type ProductState = {
  salesRank: number;
  priceUsd: number;
  reviewCount: number;
  rating: number | null;
  promotion: boolean;
};

// --- words ----------------------------------------------------------------------------------------

const MATCH_STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "the",
  "for",
  "of",
  "with",
  "to",
  "in",
  "on",
  "by",
  "book",
  "books",
  "s",
]);

/** Lower-cased words with a plural "s" folded, for matching keywords to niches and titles. */
export function matchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((w) => w !== "" && !MATCH_STOP_WORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/gu, "and")
    .replace(/[^a-z0-9]+/gu, "-")
    .replace(/^-|-$/gu, "");
}

/** Our own category ids: the path's slugs joined by "--". Not Amazon browse-node ids. */
function categoryIdOf(path: readonly string[]): string {
  return path.map(slug).join("--");
}

// --- catalogue ------------------------------------------------------------------------------------

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export function base36(value: number, length: number): string {
  let out = "";
  let rest = value;
  for (let i = 0; i < length; i++) {
    out = BASE36[rest % 36] + out;
    rest = Math.floor(rest / 36);
  }
  return out;
}

/** "B0" + 8 base-36 characters from the product key; salt bumps on the (rare) collision. */
function curatedAsinFor(key: number, taken: Set<string>): string {
  for (let salt = 0; ; salt++) {
    const asin = `B0${base36(mix(key, 71, salt) % 36 ** 4, 4)}${base36(mix(key, 72, salt) % 36 ** 4, 4)}`;
    if (!taken.has(asin)) return asin;
  }
}

const PRICE_RANGES: Record<
  SampleProduct["format"],
  Record<NicheKind, readonly [number, number]>
> = {
  kindle: {
    journal: [0.99, 2.99],
    notebook: [0.99, 2.99],
    logbook: [0.99, 2.99],
    planner: [0.99, 3.99],
    puzzle: [0.99, 3.99],
    coloring: [0.99, 2.99],
    activity: [0.99, 3.99],
    children: [0.99, 4.99],
    fiction: [0.99, 5.99],
    cookbook: [2.99, 9.99],
    nonfiction: [2.99, 9.99],
  },
  paperback: {
    journal: [6.99, 10.99],
    notebook: [5.99, 8.99],
    logbook: [5.99, 9.99],
    planner: [7.99, 14.99],
    puzzle: [6.99, 12.99],
    coloring: [6.99, 10.99],
    activity: [6.99, 9.99],
    children: [8.99, 12.99],
    fiction: [11.99, 17.99],
    cookbook: [12.99, 19.99],
    nonfiction: [12.99, 19.99],
  },
  hardcover: {
    journal: [14.99, 22.99],
    notebook: [14.99, 19.99],
    logbook: [14.99, 19.99],
    planner: [16.99, 24.99],
    puzzle: [16.99, 24.99],
    coloring: [16.99, 22.99],
    activity: [14.99, 19.99],
    children: [14.99, 21.99],
    fiction: [22.99, 29.99],
    cookbook: [22.99, 29.99],
    nonfiction: [21.99, 29.99],
  },
};

function priceIn(random: () => number, [low, high]: readonly [number, number]): number {
  const steps = Math.round(high - low);
  return Math.round((low + Math.floor(random() * (steps + 1))) * 100) / 100;
}

function chooseFormat(random: () => number, kind: NicheKind): SampleProduct["format"] {
  const { kindle, paperback } = KIND_PROFILES[kind].formats;
  const u = random();
  if (u < kindle) return "kindle";
  if (u < kindle + paperback) return "paperback";
  return "hardcover";
}

const DEPARTMENT_WEIGHTS: Record<SampleDepartment, Record<NicheKind, number>> = {
  books: {
    journal: 1,
    notebook: 1,
    logbook: 1,
    planner: 1,
    puzzle: 1,
    coloring: 1,
    activity: 1,
    children: 0.9,
    fiction: 0.8,
    cookbook: 0.9,
    nonfiction: 0.9,
  },
  kindle: {
    journal: 0.25,
    notebook: 0.1,
    logbook: 0.1,
    planner: 0.15,
    puzzle: 0.3,
    coloring: 0.2,
    activity: 0.2,
    children: 0.6,
    fiction: 1,
    cookbook: 0.9,
    nonfiction: 1,
  },
};

export function departmentWeight(department: SampleDepartment, kind: NicheKind): number {
  return DEPARTMENT_WEIGHTS[department][kind];
}

function buildPhrases(seedHash: number, nicheList: readonly Niche[]): SamplePhrase[] {
  const best = new Map<string, SamplePhrase>();
  const add = (text: string, nicheIndex: number, popularity: number) => {
    const known = best.get(text);
    if (!known || known.popularity < popularity) best.set(text, { text, nicheIndex, popularity });
  };
  nicheList.forEach((niche, n) => {
    const wobble = (i: number, j: number) => 0.75 + 0.25 * unit(seedHash, n, i, j);
    niche.seeds.forEach((seed, s) => {
      add(seed, n, niche.demand * (s === 0 ? 1 : 0.85));
      // "gratitude journal for women" + "for men" is no phrase anyone types.
      const fits = niche.suffixes.filter((x) => !(seed.includes(" for ") && x.startsWith("for ")));
      const suffixes = s === 0 ? fits : fits.slice(0, 3);
      suffixes.forEach((suffix, j) => {
        add(
          `${seed} ${suffix}`,
          n,
          niche.demand * (0.78 - 0.05 * j) * wobble(s, j) * (s === 0 ? 1 : 0.7),
        );
      });
    });
    const core = niche.core ?? niche.seeds[0] ?? "";
    niche.prefixes.forEach((prefix, j) => {
      // "large print" before "sudoku large print" says it twice; nobody types that.
      if (core.includes(prefix)) return;
      add(`${prefix} ${core}`, n, niche.demand * (0.62 - 0.05 * j) * wobble(9, j));
    });
    (niche.extras ?? []).forEach((extra, j) => {
      add(extra, n, niche.demand * 0.5 * wobble(10, j));
    });
  });
  return [...best.values()];
}

export type CatalogueOptions = {
  /** The niches to stock; the curated ones by default. */
  niches?: readonly Niche[];
  /** The phrases shoppers type for them; built from the niches' seeds by default. */
  phrases?: SamplePhrase[];
  /** How a product's ASIN is made from its key, its place in the niche and what is taken. */
  asinFor?: (key: number, position: number, taken: (asin: string) => boolean) => string;
};

export function buildCatalogue(seed: string, options: CatalogueOptions = {}): SampleCatalogue {
  const nicheList = options.niches ?? NICHES;
  const seedHash = hashString(seed);
  const phrases = options.phrases ?? buildPhrases(seedHash, nicheList);
  const vocabulary = new Map<string, number>();
  for (const phrase of phrases) {
    for (const word of phrase.text.split(" "))
      vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
  }

  const categories = new Map<string, SampleCategory>();
  const ensurePath = (path: readonly string[]): string => {
    let parentId: string | null = null;
    for (let depth = 1; depth <= path.length; depth++) {
      const sub = path.slice(0, depth);
      const id = categoryIdOf(sub);
      if (!categories.has(id)) {
        categories.set(id, {
          id,
          name: sub[depth - 1] ?? "",
          path: sub,
          parentId,
          productIndexes: [],
        });
      }
      parentId = id;
    }
    return categoryIdOf(path);
  };

  const products: SampleProduct[] = [];
  const byAsin = new Map<string, SampleProduct>();
  const asins = new Set<string>();
  const makeAsin =
    options.asinFor ?? ((key: number, _position: number) => curatedAsinFor(key, asins));
  const niches: SampleNiche[] = nicheList.map((niche, n) => {
    const profile = KIND_PROFILES[niche.kind];
    const random = mulberry32(mix(seedHash, n, 0xc0ffee));
    const booksCategory = ensurePath(["Books", ...niche.booksPath]);
    const kindleCategory = ensurePath(["Kindle Store", "Kindle eBooks", ...niche.kindlePath]);
    const nicheMedianLog = Math.log(profile.medianRank) - 2.2 * (niche.demand - 0.7);
    const count = 110 + Math.floor(random() * 11);
    const productIndexes: number[] = [];
    for (let i = 0; i < count; i++) {
      const key = mix(seedHash, n, i, 0xa51);
      const asin = makeAsin(key, i, (candidate) => asins.has(candidate));
      asins.add(asin);
      const format = chooseFormat(random, niche.kind);
      const independent = random() < profile.independentShare;
      const person = () => `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
      const lowContent = [
        "journal",
        "notebook",
        "logbook",
        "planner",
        "puzzle",
        "coloring",
        "activity",
      ].includes(niche.kind);
      const authors =
        independent && lowContent && random() < 0.6
          ? [pick(random, STUDIO_NAMES)]
          : random() < 0.15
            ? [person(), person()]
            : [person()];
      // KDP print editions say "Independently published"; KDP ebooks usually name no publisher.
      const publisher = independent
        ? format === "kindle"
          ? null
          : "Independently published"
        : pick(random, LARGE_PUBLISHERS);
      const title = `${pick(random, niche.openers ?? profile.openers)} ${pick(random, niche.heads)}: ${pick(random, niche.subtitles ?? profile.subtitles)}`;
      const [pageLow, pageHigh] = profile.pages;
      const pages = 2 * Math.round((pageLow + random() * (pageHigh - pageLow)) / 2);
      const age = Math.min(
        MAX_AGE_DAYS - 1,
        Math.floor(-Math.log(Math.max(random(), 1e-9)) * 1100),
      );
      const publishedDay = ANCHOR_DAY + 180 - age;
      const baseLogRank =
        nicheMedianLog + 1.3 * streamNormal(random) + (format === "kindle" ? -0.3 : 0);
      const reviewRatio = 0.01 * Math.exp(0.6 * streamNormal(random));
      const reviewsPerDay = salesPerDay(Math.exp(baseLogRank)) * reviewRatio;
      const range = PRICE_RANGES[format][niche.kind];
      const basePriceUsd = priceIn(random, range);
      const changesPrice = random() < 0.35;
      const step = random() < 0.5 ? -1 : random() < 0.5 ? 1 : 2;
      const altPriceUsd = changesPrice
        ? Math.round(Math.min(range[1], Math.max(range[0], basePriceUsd + step)) * 100) / 100
        : null;
      const product: SampleProduct = {
        index: products.length,
        key,
        asin,
        nicheIndex: n,
        title,
        authors,
        format,
        publisher,
        independent,
        pages,
        publishedDay,
        baseLogRank,
        reviewsPerDay,
        promoChance: random() < 0.4 ? 0.45 : 0,
        basePriceUsd,
        altPriceUsd: altPriceUsd === basePriceUsd ? null : altPriceUsd,
        baseRating: Math.min(4.9, Math.max(3.6, 4.45 + 0.2 * streamNormal(random))),
        categoryId: format === "kindle" ? kindleCategory : booksCategory,
        titleWords: new Set(matchWords(title)),
      };
      products.push(product);
      byAsin.set(asin, product);
      productIndexes.push(product.index);
    }
    const words = new Set(
      phrases.filter((p) => p.nicheIndex === n).flatMap((p) => matchWords(p.text)),
    );
    const resultBase = Math.round(
      300 + niche.demand ** 2 * 60_000 * Math.exp(0.5 * streamNormal(random)),
    );
    return { niche, words, productIndexes, resultBase };
  });

  for (const product of products) {
    let id: string | null = product.categoryId;
    while (id !== null) {
      const category = categories.get(id);
      if (!category) break;
      category.productIndexes.push(product.index);
      id = category.parentId;
    }
  }
  return { seed, niches, products, byAsin, phrases, categories, vocabulary };
}

/**
 * Copies a day at a sales rank: 100 at #1,000, ~15 at #10,000, ~1.5 at #100,000, ~0.2 at
 * #1,000,000 (the shape of the published BSR curves, research-sources §2; a rough middle, not a
 * claim about any store).
 */
export function salesPerDay(rank: number): number {
  return 100 * (Math.max(1, rank) / 1000) ** -0.9;
}

const catalogues = new Map<string, SampleCatalogue>();

/** The catalogue for a seed, built once per process (~4,000 products, a few milliseconds). */
export function sampleCatalogue(seed: string = SAMPLE_SEED): SampleCatalogue {
  let catalogue = catalogues.get(seed);
  if (!catalogue) {
    catalogue = buildCatalogue(seed);
    catalogues.set(seed, catalogue);
  }
  return catalogue;
}

// --- a product on a day ---------------------------------------------------------------------------

export function dayOf(instant: Date): number {
  return Math.floor(instant.getTime() / DAY_MS);
}

export function startOfDay(day: number): Date {
  return new Date(day * DAY_MS);
}

/** The promotion running on a day, if any: its first day and how deep the rank dips (ln). */
function promotionOn(product: SampleProduct, day: number): { start: number; depth: number } | null {
  if (product.promoChance === 0) return null;
  const phase = product.key % PROMO_BLOCK_DAYS;
  const block = Math.floor((day + phase) / PROMO_BLOCK_DAYS);
  if (unit(product.key, SALT.promo, block) >= product.promoChance) return null;
  const start =
    block * PROMO_BLOCK_DAYS -
    phase +
    5 +
    Math.floor(unit(product.key, SALT.promoStart, block) * 55);
  const length = 3 + Math.floor(unit(product.key, SALT.promoLength, block) * 3);
  if (day < start || day >= start + length) return null;
  return { start, depth: Math.log(6 + 30 * unit(product.key, SALT.promoDepth, block)) };
}

function reviewsOn(product: SampleProduct, day: number): number {
  const age = day - product.publishedDay + 3 * smoothNoise(product.key, SALT.reviews, day / 14);
  return age <= 0 ? 0 : Math.floor(product.reviewsPerDay * age);
}

/** The product's state on a day, or null before it was published. */
export function productStateOn(product: SampleProduct, day: number): ProductState | null {
  if (day < product.publishedDay) return null;
  const promotion = promotionOn(product, day);
  const dip = promotion ? promotion.depth * Math.exp(-(day - promotion.start) / 1.6) : 0;
  const logRank =
    product.baseLogRank +
    0.45 * smoothNoise(product.key, SALT.rankNoise, day / 14) +
    0.12 * normal(product.key, SALT.rankJitter, day) -
    dip;
  const salesRank = Math.round(Math.min(MAX_RANK, Math.max(1, Math.exp(logRank))));
  // Promotions sell copies, not reviews: the count stays where it was the day before it started.
  const reviewCount = reviewsOn(product, promotion ? promotion.start - 1 : day);
  const epoch = Math.floor((day + (product.key % PRICE_EPOCH_DAYS)) / PRICE_EPOCH_DAYS);
  const listPrice =
    product.altPriceUsd !== null && unit(product.key, SALT.price, epoch) < 0.5
      ? product.altPriceUsd
      : product.basePriceUsd;
  const priceUsd = promotion && product.format === "kindle" ? 0.99 : listPrice;
  const rating =
    reviewCount === 0
      ? null
      : Math.round(
          10 *
            Math.min(
              5,
              Math.max(
                1,
                product.baseRating +
                  (0.5 * normal(product.key, SALT.rating, reviewCount)) /
                    Math.sqrt(reviewCount + 1),
              ),
            ),
        ) / 10;
  return { salesRank, priceUsd, reviewCount, rating, promotion: promotion !== null };
}

export type SampleDay = {
  day: number;
  asOf: Date;
  /** Indexed like `catalogue.products`; null for products not yet published. */
  states: (ProductState | null)[];
};

const days = new Map<string, SampleDay>();

/** Every product's state on a day, memoised (the last few days are kept). */
export function sampleDay(catalogue: SampleCatalogue, day: number): SampleDay {
  const memoKey = `${catalogue.seed}:${day}`;
  let state = days.get(memoKey);
  if (!state) {
    state = {
      day,
      asOf: startOfDay(day),
      states: catalogue.products.map((p) => productStateOn(p, day)),
    };
    days.set(memoKey, state);
    // The curated market and the phrase markets of the day's searches (phrase-niches.ts).
    if (days.size > 64) days.delete(days.keys().next().value as string);
  }
  return state;
}

// --- money ----------------------------------------------------------------------------------------

/** Approximate fixed rates: the sample is one market priced in each store's currency. */
const CURRENCIES: Record<AmazonDomain, { code: string; rate: number; whole: boolean }> = {
  "amazon.com": { code: "USD", rate: 1, whole: false },
  "amazon.ca": { code: "CAD", rate: 1.38, whole: false },
  "amazon.com.mx": { code: "MXN", rate: 18, whole: false },
  "amazon.com.br": { code: "BRL", rate: 5.4, whole: false },
  "amazon.co.uk": { code: "GBP", rate: 0.79, whole: false },
  "amazon.de": { code: "EUR", rate: 0.92, whole: false },
  "amazon.fr": { code: "EUR", rate: 0.92, whole: false },
  "amazon.it": { code: "EUR", rate: 0.92, whole: false },
  "amazon.es": { code: "EUR", rate: 0.92, whole: false },
  "amazon.nl": { code: "EUR", rate: 0.92, whole: false },
  "amazon.ie": { code: "EUR", rate: 0.92, whole: false },
  "amazon.com.be": { code: "EUR", rate: 0.92, whole: false },
  "amazon.pl": { code: "PLN", rate: 4, whole: false },
  "amazon.se": { code: "SEK", rate: 10.5, whole: false },
  "amazon.co.jp": { code: "JPY", rate: 150, whole: true },
  "amazon.in": { code: "INR", rate: 84, whole: true },
  "amazon.com.au": { code: "AUD", rate: 1.52, whole: false },
  "amazon.ae": { code: "AED", rate: 3.67, whole: false },
  "amazon.sg": { code: "SGD", rate: 1.34, whole: false },
};

export function currencyOf(domain: AmazonDomain): string {
  return CURRENCIES[domain].code;
}

/** A USD price in the store's currency, rounded the way stores price books (x.99, whole yen). */
export function localPrice(domain: AmazonDomain, usd: number): number {
  const { rate, whole } = CURRENCIES[domain];
  if (rate === 1) return usd;
  const value = (usd + 0.01) * rate;
  return whole ? Math.max(1, Math.round(value / 10) * 10) : Math.max(0.99, Math.ceil(value) - 0.01);
}

// --- search ---------------------------------------------------------------------------------------

export type SampleSearch = {
  resultCount: number;
  productIndexes: number[];
  /** Each listed product's ordering score (higher first), to merge searches of two markets. */
  orders: number[];
};

const searches = new Map<string, SampleSearch>();

/**
 * A marketplace search in the sample: products of the niches whose phrases share most of the
 * keyword's words, ordered the way Amazon mixes relevance and sales (relevance first, then rank,
 * with a per-keyword shuffle so two keywords of one niche do not list identically). Books lists
 * every format (Amazon's Books department shows Kindle editions too); Kindle lists Kindle only.
 */
export function searchSample(
  catalogue: SampleCatalogue,
  day: SampleDay,
  department: SampleDepartment,
  keyword: string,
): SampleSearch {
  const memoKey = `${catalogue.seed}:${day.day}:${department}:${keyword}`;
  const known = searches.get(memoKey);
  if (known) return known;
  const words = [...new Set(matchWords(keyword))];
  const keywordHash = hashString(keyword.toLowerCase());
  const scored: { index: number; order: number }[] = [];
  let resultCount = 0;
  if (words.length > 0) {
    for (const niche of catalogue.niches) {
      const shared = words.filter((w) => niche.words.has(w)).length;
      const nicheMatch = shared / words.length;
      if (shared === 0 || nicheMatch < 0.5) continue;
      const kindleShare = KIND_PROFILES[niche.niche.kind].formats.kindle;
      resultCount += Math.round(
        niche.resultBase *
          nicheMatch ** 2 *
          (department === "kindle" ? Math.max(0.05, kindleShare) : 1),
      );
      for (const index of niche.productIndexes) {
        const product = catalogue.products[index];
        const state = day.states[index];
        if (!product || !state) continue;
        if (department === "kindle" && product.format !== "kindle") continue;
        const titleMatch = words.filter((w) => product.titleWords.has(w)).length / words.length;
        const relevance = nicheMatch ** 2 * (0.7 + 0.3 * titleMatch);
        const order =
          relevance * 4 -
          0.8 * Math.log10(state.salesRank) +
          0.6 * unit(product.key, SALT.search, keywordHash);
        scored.push({ index, order });
      }
    }
  }
  scored.sort((a, b) => b.order - a.order || a.index - b.index);
  const result = {
    resultCount: Math.max(resultCount, scored.length),
    productIndexes: scored.map((s) => s.index),
    orders: scored.map((s) => s.order),
  };
  searches.set(memoKey, result);
  if (searches.size > 500) searches.delete(searches.keys().next().value as string);
  return result;
}
