/*
 * Published Best Seller Rank → daily sales curves (kdp-facts §7). Amazon publishes no conversion;
 * every curve is a third-party estimate, shown with its source and date. Decision 0033 says how a
 * range is made from them; decision 0085 that only curves someone published under their name are
 * used (the anchor sets found in unattributed code are kept here, flagged, and never read).
 */
import type { KdpSource } from "./trim-sizes";

export type BsrFormat = "ebook" | "print";

/** How to read between two anchors: straight lines, or straight lines on log-log axes. */
export type Interpolation = "linear" | "log-log";

export type BsrCurve = {
  id: string;
  label: string;
  formats: readonly BsrFormat[];
  interpolation: Interpolation;
  /** [rank, copies per day], ranks ascending. */
  anchors: readonly (readonly [number, number])[];
  /**
   * True when a named author or organisation published the curve; false for numbers found in code
   * without a stated origin, which the estimates do not use.
   */
  attributed: boolean;
  source: KdpSource;
};

export const BSR_CURVES: readonly BsrCurve[] = [
  {
    id: "kindlepreneur",
    label: "Kindlepreneur Kindle Best Seller Calculator",
    formats: ["ebook"],
    interpolation: "linear",
    // The plugin's top segment runs from 7,000 at rank 0 to 4,000 at rank 5, so rank 1 is 6,400.
    anchors: [
      [1, 6400],
      [5, 4000],
      [20, 3000],
      [35, 2000],
      [100, 1000],
      [200, 500],
      [350, 250],
      [500, 175],
      [750, 120],
      [1500, 100],
      [3000, 70],
      [5500, 25],
      [10000, 15],
      [50000, 5],
      [100000, 1],
    ],
    attributed: true,
    source: {
      key: "Kindlepreneur plugin",
      title: "wp-plugins/kindle-best-seller-calculator, kindle-rank-calculator.php v1.0",
      date: "2015-05-01",
    },
  },
  {
    id: "nfaa",
    label: "Nonfiction Authors Association table",
    formats: ["print"],
    interpolation: "log-log",
    // Each range's upper copies figure at its first rank (the table gives ranges, not points).
    anchors: [
      [1, 4000],
      [5, 4000],
      [20, 3000],
      [35, 2000],
      [200, 500],
      [500, 175],
      [3000, 70],
      [10000, 15],
      [50000, 5],
      [100000, 1],
    ],
    attributed: true,
    source: {
      key: "NFAA",
      title: "nonfictionauthorsassociation.com: How Amazon calculates sales ranking",
      date: "2015-11-10",
    },
  },
  {
    id: "robertson",
    label: "Edward W. Robertson's rule of thumb (100,000 ÷ rank)",
    formats: ["ebook"],
    interpolation: "log-log",
    // 100,000 ÷ rank a day; the author puts #1 nearer 10,000 a day, so ranks 1–10 stay at 10,000.
    anchors: [
      [1, 10000],
      [10, 10000],
      [100, 1000],
      [1000, 100],
      [10000, 10],
      [100000, 1],
      [1000000, 0.1],
    ],
    attributed: true,
    source: {
      key: "edwardwrobertson.com",
      title: "A quick way to calculate Amazon sales from rank (Kindle Store)",
      date: "2013-02-01",
      url: "http://edwardwrobertson.com/ebook-sales/a-quick-way-to-calculate-amazon-sales-from-rank/",
    },
  },
  {
    id: "anchor-set-a",
    label: "Kindle curve, code anchor set A",
    formats: ["ebook"],
    interpolation: "log-log",
    anchors: [
      [1, 5000],
      [10, 1500],
      [100, 350],
      [1000, 100],
      [5000, 30],
      [10000, 15],
      [50000, 3],
      [100000, 1],
      [500000, 0.15],
      [1000000, 0.03],
    ],
    attributed: false,
    source: {
      key: "code id 69395225332",
      title: "Kindle BSR anchors, log-log",
      date: "2026-03-28",
    },
  },
  {
    id: "anchor-set-b",
    label: "Book curve, code anchor set B",
    formats: ["ebook", "print"],
    interpolation: "log-log",
    anchors: [
      [1, 3000],
      [10, 1000],
      [100, 200],
      [500, 70],
      [1000, 35],
      [5000, 12],
      [10000, 7],
      [50000, 2.2],
      [100000, 1.1],
      [250000, 0.5],
      [500000, 0.22],
      [1000000, 0.06],
    ],
    attributed: false,
    source: { key: "code id 60978040776", title: "Book BSR anchors, log-log", date: "2026-03-28" },
  },
  {
    id: "table-c",
    label: "US table from reported sales (table C)",
    formats: ["ebook", "print"],
    interpolation: "log-log",
    anchors: [
      [1, 2250],
      [10, 1073],
      [100, 300],
      [500, 110],
      [1000, 75],
      [2000, 65],
      [3000, 30],
      [5000, 22],
      [10000, 12],
      [20000, 10],
      [30000, 8],
      [50000, 3],
      [75000, 2],
      [100000, 1],
    ],
    attributed: false,
    source: {
      key: "code id 34742154821",
      title: "US BSR table, “real data supplied”",
      date: "2026-03-28",
    },
  },
];

/** Sales outside amazon.com as a share of US sales at the same rank (one source; eBooks). */
export const MARKETPLACE_SALES_FACTORS: Record<string, number> = {
  "amazon.com": 1,
  "amazon.co.uk": 0.31,
  "amazon.de": 0.36,
  "amazon.fr": 0.11,
  "amazon.es": 0.093,
  "amazon.it": 0.1,
  "amazon.nl": 0.023,
  "amazon.co.jp": 0.22,
  "amazon.in": 0.021,
  "amazon.ca": 0.17,
  "amazon.com.mx": 0.044,
  "amazon.com.au": 0.022,
};
export const MARKETPLACE_FACTOR_SOURCE: KdpSource = {
  key: "code file (unverified)",
  title: "Marketplace multipliers against US sales at the same rank, provenance unknown",
  date: "2026-03-28",
};
export const KU_BORROW_SOURCE: KdpSource = {
  key: "selfpubwriter.com",
  title: "Kindle Unlimited borrows count toward the Best Seller Rank",
  date: "2026-03-28",
};

/** The attributed curves for a format: the only ones an estimate reads. */
export function listBsrCurves(format: BsrFormat): BsrCurve[] {
  return BSR_CURVES.filter((curve) => curve.attributed && curve.formats.includes(format));
}

/**
 * Copies per day a curve gives for `rank`. Past its last anchor it continues the last segment on
 * log-log axes (sales fall off as a power of rank), never below zero.
 */
export function readBsrCurve(curve: BsrCurve, rank: number): number {
  const anchors = curve.anchors;
  const first = anchors[0];
  if (!first) return 0;
  if (rank <= first[0]) return first[1];
  let index = anchors.findIndex(([r]) => r >= rank);
  let mode = curve.interpolation;
  if (index === -1) {
    index = anchors.length - 1;
    mode = "log-log";
  }
  const [r0, s0] = anchors[index - 1] ?? first;
  const [r1, s1] = anchors[index] ?? first;
  if (mode === "linear") return s0 + ((rank - r0) / (r1 - r0)) * (s1 - s0);
  const slope = Math.log(s1 / s0) / Math.log(r1 / r0);
  return Math.max(0, s0 * (rank / r0) ** slope);
}
