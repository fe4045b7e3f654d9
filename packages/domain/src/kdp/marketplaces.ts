/*
 * Amazon marketplaces as KDP prices them: currency, whether the shop price includes VAT, eBook
 * list-price rules (35% minimum by file size, 35% maximum, 70% band, delivery cost per MB) and the
 * print royalty threshold and maximum (kdp-facts §1.3, §1.4, §2.1, §10). One row per marketplace,
 * each with its source, so a KDP change is a one-line edit with a test.
 */
import type { KdpSource } from "./trim-sizes";

export const MARKETPLACE_IDS = [
  "amazon.com",
  "amazon.co.uk",
  "amazon.de",
  "amazon.fr",
  "amazon.es",
  "amazon.it",
  "amazon.nl",
  "amazon.ie",
  "amazon.com.be",
  "amazon.pl",
  "amazon.se",
  "amazon.co.jp",
  "amazon.ca",
  "amazon.com.au",
  "amazon.in",
  "amazon.com.br",
  "amazon.com.mx",
] as const;
export type MarketplaceId = (typeof MARKETPLACE_IDS)[number];

export const CURRENCIES = [
  "USD",
  "GBP",
  "EUR",
  "PLN",
  "SEK",
  "JPY",
  "CAD",
  "AUD",
  "INR",
  "BRL",
  "MXN",
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Digits after the point when KDP shows a price in this currency. */
export const CURRENCY_DECIMALS: Record<Currency, number> = {
  USD: 2,
  GBP: 2,
  EUR: 2,
  PLN: 2,
  SEK: 2,
  JPY: 0,
  CAD: 2,
  AUD: 2,
  INR: 2,
  BRL: 2,
  MXN: 2,
};

export const EBOOK_PRICE_SOURCE: KdpSource = {
  key: "OFFICIAL de_DE G200634560",
  title: "KDP help: eBook list price requirements",
  date: "2026-03-28",
};
export const EBOOK_BAND_2026_SOURCE: KdpSource = {
  key: "S-NOTE1–4",
  title:
    "2026 notes (secondary, not on any KDP page we have): the amazon.com 70% band widened to $2.99–$12.99 on 7 Jul 2026",
  date: "2026-07-07",
  confidence: "unverified",
};
export const EBOOK_SIZE_TIER_SOURCE: KdpSource = {
  key: "KDP support email quoted by bookmakingblog.com",
  title:
    "eBook 35% minimum by file size: up to 3 MB the lowest price, over 3 MB up to 10 MB the middle one, over 10 MB the highest",
  date: "2013-02-11",
};

/**
 * The converted file sizes (MB) where the 35% minimum steps up: a file of exactly 3 MB keeps the
 * lowest minimum, exactly 10 MB the middle one (decision 0084).
 */
export const EBOOK_SIZE_TIERS_MB = { lowestUpTo: 3, middleUpTo: 10 } as const;
export const JP_BAND_SOURCE: KdpSource = {
  key: "kindledp.com, thecontent.jp",
  title: "KDP Japan 70% band ¥250–¥1,250 (KDP Select)",
  date: "2026-03-28",
};
export const MX_SOURCE: KdpSource = {
  key: "S-EAST (unverified)",
  title: "amazon.com.mx: MX$1/MB and a 70% band of MX$34.99–174.99 from one source only",
  date: "2026-03-28",
};
export const AU_SOURCE: KdpSource = {
  key: "mademers.com (unverified)",
  title: "amazon.com.au 70% band A$3.99–A$11.99 as published at the store's launch",
  date: "2026-03-28",
};
export const DELIVERY_SOURCE: KdpSource = {
  key: "S-EAST",
  title: "KDP Digital Book Pricing Page G200634500: delivery cost per MB",
  date: "2026-03-28",
};
export const PRINT_THRESHOLD_SOURCE: KdpSource = {
  key: "OFFICIAL pt_BR GXFPA52P6ZJD2U3N",
  title: "KDP FAQ: 50% below and 60% at or above the threshold, since 10 Jun 2025",
  date: "2025-06-10",
};
export const PRINT_MAX_SOURCE: KdpSource = {
  key: "S-GILD",
  title: "KDP help: maximum print list price (USD, EUR, GBP 250; others from one code file)",
  date: "2026-09-30",
};
export const VAT_SOURCE: KdpSource = {
  key: "VAT (statutory, unverified)",
  title:
    "The store shows prices with VAT; KDP pays on the price without it, at the country's rate for books",
  date: "2026-11-23",
};

export type EbookRules = {
  /**
   * 35% plan minimum by converted file size: up to 3 MB, over 3 up to 10 MB, over 10 MB
   * (EBOOK_SIZE_TIERS_MB). Null: not published.
   */
  min35: readonly [number, number, number] | null;
  max35: number | null;
  band70: { min: number; max: number };
  /** A wider 70% band reported by secondary sources only: shown as unverified, never applied. */
  reportedBand70?: { min: number; max: number; source: KdpSource };
  /** 70% here only for books enrolled in KDP Select (BR, JP, MX, IN). */
  selectRequiredFor70: boolean;
  deliveryPerMb: number;
  source: KdpSource;
  deliverySource: KdpSource;
};

export type PrintRules = {
  /** List price from which the 60% rate applies; below it the rate is 50% (since 10 Jun 2025). */
  sixtyPercentFrom: number;
  maxListPrice: number;
  hardcover: boolean;
  source: KdpSource;
};

export type Marketplace = {
  id: MarketplaceId;
  label: string;
  currency: Currency;
  /** VAT (or GST) rate included in the shown price; 0 when the store shows prices without tax. */
  ebookVatRate: number;
  printVatRate: number;
  ebook: EbookRules | null;
  print: PrintRules | null;
};

const band = (min: number, max: number) => ({ min, max });

const EUR_EBOOK = (vat: number): Pick<Marketplace, "ebookVatRate" | "ebook"> => ({
  ebookVatRate: vat,
  ebook: {
    min35: [0.89, 1.79, 2.69],
    max35: 215,
    band70: band(2.69, 9.99),
    selectRequiredFor70: false,
    deliveryPerMb: 0.12,
    source: EBOOK_PRICE_SOURCE,
    deliverySource: DELIVERY_SOURCE,
  },
});

const EUR_PRINT: PrintRules = {
  sixtyPercentFrom: 9.99,
  maxListPrice: 250,
  hardcover: true,
  source: PRINT_THRESHOLD_SOURCE,
};

export const MARKETPLACES: readonly Marketplace[] = [
  {
    id: "amazon.com",
    label: "Amazon.com (US)",
    currency: "USD",
    ebookVatRate: 0,
    printVatRate: 0,
    ebook: {
      min35: [0.99, 1.99, 2.99],
      max35: 200,
      // KDP's own page says $9.99 (kdp-facts §1.4); the $12.99 of 2026 notes stays a report.
      band70: band(2.99, 9.99),
      reportedBand70: { ...band(2.99, 12.99), source: EBOOK_BAND_2026_SOURCE },
      selectRequiredFor70: false,
      deliveryPerMb: 0.15,
      source: EBOOK_PRICE_SOURCE,
      deliverySource: DELIVERY_SOURCE,
    },
    print: {
      sixtyPercentFrom: 9.99,
      maxListPrice: 250,
      hardcover: true,
      source: PRINT_THRESHOLD_SOURCE,
    },
  },
  {
    id: "amazon.co.uk",
    label: "Amazon.co.uk (UK)",
    currency: "GBP",
    ebookVatRate: 0,
    printVatRate: 0,
    ebook: {
      min35: [0.99, 1.49, 1.49],
      max35: 150,
      band70: band(1.99, 9.99),
      selectRequiredFor70: false,
      deliveryPerMb: 0.1,
      source: EBOOK_PRICE_SOURCE,
      deliverySource: DELIVERY_SOURCE,
    },
    print: {
      sixtyPercentFrom: 7.99,
      maxListPrice: 250,
      hardcover: true,
      source: PRINT_THRESHOLD_SOURCE,
    },
  },
  {
    id: "amazon.de",
    label: "Amazon.de (Germany)",
    currency: "EUR",
    ...EUR_EBOOK(0.07),
    printVatRate: 0.07,
    print: EUR_PRINT,
  },
  {
    id: "amazon.fr",
    label: "Amazon.fr (France)",
    currency: "EUR",
    ...EUR_EBOOK(0.055),
    printVatRate: 0.055,
    print: EUR_PRINT,
  },
  {
    id: "amazon.es",
    label: "Amazon.es (Spain)",
    currency: "EUR",
    ...EUR_EBOOK(0.04),
    printVatRate: 0.04,
    print: EUR_PRINT,
  },
  {
    id: "amazon.it",
    label: "Amazon.it (Italy)",
    currency: "EUR",
    ...EUR_EBOOK(0.04),
    printVatRate: 0.04,
    print: EUR_PRINT,
  },
  {
    id: "amazon.nl",
    label: "Amazon.nl (Netherlands)",
    currency: "EUR",
    ...EUR_EBOOK(0.09),
    printVatRate: 0.09,
    print: EUR_PRINT,
  },
  {
    id: "amazon.ie",
    label: "Amazon.ie (Ireland)",
    currency: "EUR",
    ebookVatRate: 0,
    printVatRate: 0,
    ebook: null,
    print: EUR_PRINT,
  },
  {
    id: "amazon.com.be",
    label: "Amazon.com.be (Belgium)",
    currency: "EUR",
    ebookVatRate: 0,
    printVatRate: 0.06,
    ebook: null,
    print: EUR_PRINT,
  },
  {
    id: "amazon.pl",
    label: "Amazon.pl (Poland)",
    currency: "PLN",
    ebookVatRate: 0,
    printVatRate: 0.05,
    ebook: null,
    print: {
      sixtyPercentFrom: 40,
      maxListPrice: 1200,
      hardcover: true,
      source: PRINT_THRESHOLD_SOURCE,
    },
  },
  {
    id: "amazon.se",
    label: "Amazon.se (Sweden)",
    currency: "SEK",
    ebookVatRate: 0,
    printVatRate: 0.06,
    ebook: null,
    print: {
      sixtyPercentFrom: 99,
      maxListPrice: 2500,
      hardcover: true,
      source: PRINT_THRESHOLD_SOURCE,
    },
  },
  {
    id: "amazon.co.jp",
    label: "Amazon.co.jp (Japan)",
    currency: "JPY",
    ebookVatRate: 0.1,
    printVatRate: 0.1,
    ebook: {
      min35: [99, 200, 300],
      max35: 20000,
      band70: band(250, 1250),
      selectRequiredFor70: true,
      deliveryPerMb: 1,
      source: JP_BAND_SOURCE,
      deliverySource: DELIVERY_SOURCE,
    },
    print: {
      sixtyPercentFrom: 1000,
      maxListPrice: 30000,
      hardcover: false,
      source: PRINT_THRESHOLD_SOURCE,
    },
  },
  {
    id: "amazon.ca",
    label: "Amazon.ca (Canada)",
    currency: "CAD",
    ebookVatRate: 0,
    printVatRate: 0,
    ebook: {
      min35: [0.99, 1.99, 2.99],
      max35: 200,
      band70: band(2.99, 9.99),
      selectRequiredFor70: false,
      deliveryPerMb: 0.15,
      source: EBOOK_PRICE_SOURCE,
      deliverySource: DELIVERY_SOURCE,
    },
    print: {
      sixtyPercentFrom: 13.99,
      maxListPrice: 350,
      hardcover: false,
      source: PRINT_THRESHOLD_SOURCE,
    },
  },
  {
    id: "amazon.com.au",
    label: "Amazon.com.au (Australia)",
    currency: "AUD",
    ebookVatRate: 0.1,
    printVatRate: 0.1,
    ebook: {
      min35: null,
      max35: null,
      band70: band(3.99, 11.99),
      selectRequiredFor70: false,
      deliveryPerMb: 0.15,
      source: AU_SOURCE,
      deliverySource: DELIVERY_SOURCE,
    },
    print: {
      sixtyPercentFrom: 13.99,
      maxListPrice: 350,
      hardcover: false,
      source: PRINT_THRESHOLD_SOURCE,
    },
  },
  {
    id: "amazon.in",
    label: "Amazon.in (India)",
    currency: "INR",
    ebookVatRate: 0.18,
    printVatRate: 0,
    ebook: {
      min35: [49, 69, 99],
      max35: 10999,
      band70: band(99, 449),
      selectRequiredFor70: true,
      deliveryPerMb: 7,
      source: EBOOK_PRICE_SOURCE,
      deliverySource: DELIVERY_SOURCE,
    },
    print: null,
  },
  {
    id: "amazon.com.br",
    label: "Amazon.com.br (Brazil)",
    currency: "BRL",
    ebookVatRate: 0,
    printVatRate: 0,
    ebook: {
      min35: [1.99, 3.99, 5.99],
      max35: 400,
      band70: band(5.99, 24.99),
      selectRequiredFor70: true,
      deliveryPerMb: 0.3,
      source: EBOOK_PRICE_SOURCE,
      deliverySource: DELIVERY_SOURCE,
    },
    print: null,
  },
  {
    id: "amazon.com.mx",
    label: "Amazon.com.mx (Mexico)",
    currency: "MXN",
    ebookVatRate: 0,
    printVatRate: 0,
    ebook: {
      min35: null,
      max35: null,
      band70: band(34.99, 174.99),
      selectRequiredFor70: true,
      deliveryPerMb: 1,
      source: MX_SOURCE,
      deliverySource: MX_SOURCE,
    },
    print: null,
  },
];

const marketplaceById = new Map<string, Marketplace>(MARKETPLACES.map((m) => [m.id, m]));

export function getMarketplaceOrThrow(id: string): Marketplace {
  const marketplace = marketplaceById.get(id);
  if (!marketplace) throw new Error(`Unknown Amazon marketplace: ${id}`);
  return marketplace;
}

export function listEbookMarketplaces(): Marketplace[] {
  return MARKETPLACES.filter((m) => m.ebook !== null);
}

export function listPrintMarketplaces(binding: "paperback" | "hardcover"): Marketplace[] {
  return MARKETPLACES.filter((m) => m.print && (binding === "paperback" || m.print.hardcover));
}

/** Rounds an amount to what the currency shows (cents, or whole yen). */
export function roundMoney(value: number, currency: Currency): number {
  const factor = 10 ** CURRENCY_DECIMALS[currency];
  // + 0 turns -0 into 0, so a zero royalty never shows as "-¥0".
  return Math.round((value + Number.EPSILON) * factor) / factor + 0;
}

/** Rounds up to the currency's smallest unit: a minimum price must never fall short. */
export function roundMoneyUp(value: number, currency: Currency): number {
  const factor = 10 ** CURRENCY_DECIMALS[currency];
  return Math.ceil(Number((value * factor).toFixed(6))) / factor;
}

/**
 * A dated KDP version of one marketplace's figure that is not yet in the code's table: the print
 * 60% threshold or the eBook delivery cost per MB (issue 33's rule-change alerts, decision 0127).
 */
export type MarketplaceFigureRow = { marketplace: MarketplaceId; value: number; source: KdpSource };

export type MarketplaceFigures = {
  thresholds?: readonly MarketplaceFigureRow[];
  deliveryCosts?: readonly MarketplaceFigureRow[];
};

/** The marketplace with the given figures in place of the code's (the last row per store wins). */
export function marketplaceWithFigures(
  marketplace: Marketplace,
  figures: MarketplaceFigures,
): Marketplace {
  const threshold = figures.thresholds?.findLast((row) => row.marketplace === marketplace.id);
  const delivery = figures.deliveryCosts?.findLast((row) => row.marketplace === marketplace.id);
  if (!threshold && !delivery) return marketplace;
  return {
    ...marketplace,
    print:
      marketplace.print && threshold
        ? { ...marketplace.print, sixtyPercentFrom: threshold.value, source: threshold.source }
        : marketplace.print,
    ebook:
      marketplace.ebook && delivery
        ? { ...marketplace.ebook, deliveryPerMb: delivery.value, deliverySource: delivery.source }
        : marketplace.ebook,
  };
}
