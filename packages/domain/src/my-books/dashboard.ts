import { KENP_RATES, type KenpRate } from "../kdp/kenp-rates";
import { type Currency, getMarketplaceOrThrow } from "../kdp/marketplaces";
import { convert, type ExchangeRate, pickRates, unitRate } from "./money";

/*
 * The member's books as money (issue 33, decision 0117): per book and series, units, KENP pages,
 * royalties, estimated Kindle Unlimited earnings, ad spend and profit by month and marketplace,
 * all in one currency with the rates used shown. Pure: the API passes the summed rows and rates.
 *
 * A book is its title as KDP reports it (the eBook's ASIN and the paperback's ISBN share it); ads
 * name an ASIN, matched to the title through the sales rows. A series comes from a book project
 * whose title matches, and orders its books by their first month of sales.
 */

export type SalesSum = {
  asin: string;
  title: string;
  format: string;
  marketplace: string;
  month: string;
  currency: string;
  units: number;
  kenpPages: number;
  royalty: number;
};

export type AdSum = {
  asin: string;
  marketplace: string;
  month: string;
  currency: string;
  spend: number;
  sales: number;
  orders: number;
};

export type EnteredKenpRate = { marketplace: string; month: string; perPage: number };

export type DashboardInput = {
  sales: readonly SalesSum[];
  ads: readonly AdSum[];
  /** Book projects' titles and series names (empty series: none). */
  projects: readonly { title: string; series: string }[];
  rates: readonly ExchangeRate[];
  kenpRates: readonly EnteredKenpRate[];
  currency: Currency;
  defaultKenpRates?: readonly KenpRate[];
};

export type Figures = {
  units: number;
  kenpPages: number;
  royalty: number;
  kuEstimate: number;
  adSpend: number;
  profit: number;
};

export type DashboardBook = Figures & {
  key: string;
  title: string;
  series: string | null;
  byMonth: (Figures & { month: string })[];
  byMarketplace: (Figures & { marketplace: string })[];
};

export type DashboardSeries = Figures & {
  name: string;
  books: string[];
  /** Units of each book ÷ units of the one before it (null when the earlier sold none). */
  readThrough: { from: string; to: string; rate: number | null }[];
};

export type Dashboard = {
  currency: Currency;
  months: string[];
  totals: Figures;
  byMonth: (Figures & { month: string })[];
  books: DashboardBook[];
  series: DashboardSeries[];
  /** Every rate used: "1 EUR = 1.16 USD" with its date and source. */
  conversions: { currency: Currency; rate: number; date: string; source: string }[];
  /** KENP rates used per marketplace and month, with where each came from. */
  kenpRatesUsed: {
    marketplace: string;
    month: string;
    perPage: number;
    currency: Currency;
    source: string;
  }[];
  /** Currencies found without a rate: their amounts are left out of the totals. */
  missingRates: string[];
};

const zero = (): Figures => ({
  units: 0,
  kenpPages: 0,
  royalty: 0,
  kuEstimate: 0,
  adSpend: 0,
  profit: 0,
});

function add(into: Figures, part: Partial<Figures>): void {
  into.units += part.units ?? 0;
  into.kenpPages += part.kenpPages ?? 0;
  into.royalty += part.royalty ?? 0;
  into.kuEstimate += part.kuEstimate ?? 0;
  into.adSpend += part.adSpend ?? 0;
  into.profit = into.royalty + into.kuEstimate - into.adSpend;
}

const cents = (value: number) => Math.round(value * 100) / 100;
function rounded<T extends Figures>(figures: T): T {
  return {
    ...figures,
    royalty: cents(figures.royalty),
    kuEstimate: cents(figures.kuEstimate),
    adSpend: cents(figures.adSpend),
    profit: cents(figures.profit),
  };
}

export const bookKey = (title: string) => title.trim().toLowerCase().replace(/\s+/g, " ");

function bucket<K>(map: Map<K, Figures>, key: K): Figures {
  let found = map.get(key);
  if (!found) {
    found = zero();
    map.set(key, found);
  }
  return found;
}

/** The per-page rate for a month and store: the member's, else the dated default, else amazon.com's. */
function findKenpRate(
  marketplace: string,
  month: string,
  entered: readonly EnteredKenpRate[],
  defaults: readonly KenpRate[],
): { perPage: number; currency: Currency; source: string } | null {
  const own = entered.find((rate) => rate.marketplace === marketplace && rate.month === month);
  if (own) {
    const currency = getMarketplaceOrThrow(marketplace).currency;
    return { perPage: own.perPage, currency, source: "entered" };
  }
  const latest = (store: string) =>
    defaults
      .filter((rate) => rate.marketplace === store && rate.from <= month)
      .sort((a, b) => b.from.localeCompare(a.from))[0];
  const row = latest(marketplace) ?? latest("amazon.com");
  if (!row) return null;
  return {
    perPage: row.perPage,
    currency: row.currency,
    source:
      row.marketplace === marketplace
        ? `${row.source.key}, ${row.source.date}`
        : `amazon.com's rate (${row.source.key}, ${row.source.date})`,
  };
}

export function computeDashboard(input: DashboardInput): Dashboard {
  const rates = pickRates(input.rates);
  const target = input.currency;
  const missing = new Set<string>();
  const used = new Set<Currency>();
  const money = (amount: number, currency: string): number => {
    const value = convert(amount, currency as Currency, target, rates);
    if (value === null) {
      missing.add(currency);
      return 0;
    }
    if (currency !== target) used.add(currency as Currency);
    return value;
  };

  const titleOfAsin = new Map<string, string>();
  const titles = new Map<string, string>();
  const firstMonth = new Map<string, string>();
  for (const row of input.sales) {
    const key = bookKey(row.title);
    titleOfAsin.set(row.asin, key);
    if (!titles.has(key)) titles.set(key, row.title.trim());
    if (row.units > 0 && (!firstMonth.has(key) || row.month < (firstMonth.get(key) ?? "")))
      firstMonth.set(key, row.month);
  }

  const books = new Map<
    string,
    { total: Figures; months: Map<string, Figures>; stores: Map<string, Figures> }
  >();
  const book = (key: string) => {
    let found = books.get(key);
    if (!found) {
      found = { total: zero(), months: new Map(), stores: new Map() };
      books.set(key, found);
    }
    return found;
  };
  const byMonth = new Map<string, Figures>();
  const totals = zero();
  const kenpUsed = new Map<string, Dashboard["kenpRatesUsed"][number]>();
  const record = (key: string, month: string, marketplace: string, part: Partial<Figures>) => {
    const entry = book(key);
    add(entry.total, part);
    add(bucket(entry.months, month), part);
    add(bucket(entry.stores, marketplace), part);
    add(bucket(byMonth, month), part);
    add(totals, part);
  };

  // One lookup per store and month, not per row: a large catalogue has thousands of KENP rows.
  const kenpRateCache = new Map<string, ReturnType<typeof findKenpRate>>();
  const kenpRateFor = (marketplace: string, month: string) => {
    const cacheKey = `${marketplace}|${month}`;
    if (!kenpRateCache.has(cacheKey))
      kenpRateCache.set(
        cacheKey,
        findKenpRate(marketplace, month, input.kenpRates, input.defaultKenpRates ?? KENP_RATES),
      );
    return kenpRateCache.get(cacheKey) ?? null;
  };
  const keys = new Map<string, string>();
  const keyOf = (title: string) => {
    let key = keys.get(title);
    if (key === undefined) {
      key = bookKey(title);
      keys.set(title, key);
    }
    return key;
  };

  for (const row of input.sales) {
    let kuEstimate = 0;
    if (row.kenpPages > 0) {
      const rate = kenpRateFor(row.marketplace, row.month);
      if (rate) {
        kuEstimate = money(row.kenpPages * rate.perPage, rate.currency);
        kenpUsed.set(`${row.marketplace}|${row.month}`, {
          marketplace: row.marketplace,
          month: row.month,
          ...rate,
        });
      }
    }
    record(keyOf(row.title), row.month, row.marketplace, {
      units: row.units,
      kenpPages: row.kenpPages,
      royalty: money(row.royalty, row.currency),
      kuEstimate,
    });
  }
  for (const row of input.ads) {
    const key = titleOfAsin.get(row.asin) ?? `asin:${row.asin}`;
    if (!titles.has(key)) titles.set(key, `Ads for ${row.asin} (no sales imported)`);
    record(key, row.month, row.marketplace, { adSpend: money(row.spend, row.currency) });
  }

  const seriesOf = new Map<string, string>();
  for (const project of input.projects) {
    if (project.series.trim() !== "") seriesOf.set(bookKey(project.title), project.series.trim());
  }

  const bookList: DashboardBook[] = [...books.entries()]
    .map(([key, entry]) => ({
      key,
      title: titles.get(key) ?? key,
      series: seriesOf.get(key) ?? null,
      ...rounded(entry.total),
      byMonth: [...entry.months.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, figures]) => ({ month, ...rounded(figures) })),
      byMarketplace: [...entry.stores.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([marketplace, figures]) => ({ marketplace, ...rounded(figures) })),
    }))
    .sort((a, b) => b.profit - a.profit || a.title.localeCompare(b.title));

  const seriesNames = [...new Set(bookList.flatMap((b) => (b.series ? [b.series] : [])))].sort();
  const series: DashboardSeries[] = seriesNames.map((name) => {
    const members = bookList
      .filter((b) => b.series === name)
      .sort(
        (a, b) =>
          (firstMonth.get(a.key) ?? "9999").localeCompare(firstMonth.get(b.key) ?? "9999") ||
          a.title.localeCompare(b.title),
      );
    const total = zero();
    for (const member of members) add(total, member);
    return {
      name,
      books: members.map((m) => m.title),
      ...rounded(total),
      readThrough: members.slice(1).map((member, index) => {
        const before = members[index];
        return {
          from: before?.title ?? "",
          to: member.title,
          rate:
            before && before.units > 0
              ? Math.round((member.units / before.units) * 1000) / 1000
              : null,
        };
      }),
    };
  });

  return {
    currency: target,
    months: [...byMonth.keys()].sort(),
    totals: rounded(totals),
    byMonth: [...byMonth.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, figures]) => ({ month, ...rounded(figures) })),
    books: bookList,
    series,
    conversions: [...used].sort().map((currency) => {
      const rate = rates.get(currency);
      return {
        currency,
        rate: Math.round((unitRate(currency, target, rates) ?? 0) * 1e6) / 1e6,
        date: rate?.date ?? "",
        source: rate?.source ?? "",
      };
    }),
    kenpRatesUsed: [...kenpUsed.values()].sort(
      (a, b) => a.month.localeCompare(b.month) || a.marketplace.localeCompare(b.marketplace),
    ),
    missingRates: [...missing].sort(),
  };
}
