import {
  type Binding,
  findPageLimit,
  getTrimSizeOrThrow,
  type KdpSource,
  type PageLimit,
  type PaperType,
  type TrimId,
} from "./trim-sizes";

/*
 * KDP's rules for a print interior (kdp-facts §4): bleed, margins by page count, page-count
 * limits, blank pages, and the smallest type, line and grey KDP prints reliably. One row per rule
 * with the help page it comes from, so a KDP change is a one-line edit with a test. Page limits
 * per trim and paper live in trim-sizes.ts and are read from there, not repeated.
 */

/** A source row with the KDP help page's address, for the interior rules a checker shows. */
export type InteriorRuleSource = KdpSource & { url: string };

export const MARGINS_SOURCE: InteriorRuleSource = {
  key: "OFFICIAL GVBQ3CMEQW3W2VL6",
  title: "KDP help: Set trim size, bleed and margins (via S-GILD and S-ITA)",
  url: "https://kdp.amazon.com/en_US/help/topic/GVBQ3CMEQW3W2VL6",
  date: "2026-09-30",
};

export const BLANK_PAGES_SOURCE: InteriorRuleSource = {
  key: "OFFICIAL GVBQ3CMEQW3W2VL6",
  title:
    "KDP help: Paperback submission guidelines, blank pages (at most 4 in a row at the start or in the middle, 10 at the end)",
  url: "https://kdp.amazon.com/en_US/help/topic/GVBQ3CMEQW3W2VL6",
  date: "2026-09-30",
};

export const PRINT_QUALITY_SOURCE: InteriorRuleSource = {
  key: "OFFICIAL GVBQ3CMEQW3W2VL6",
  title: "KDP help: Paperback submission guidelines, minimum font size, line weight and grey fill",
  url: "https://kdp.amazon.com/en_US/help/topic/GVBQ3CMEQW3W2VL6",
  date: "2026-09-30",
};

export const PAGE_LIMITS_SOURCE: InteriorRuleSource = {
  key: "S-GILD",
  title: "KDP help: Print options, page limits per trim, ink and paper",
  url: "https://kdp.amazon.com/en_US/help/topic/G201834180",
  date: "2026-09-30",
};

export const POINTS_PER_INCH = 72;

/**
 * Bleed: 0.125 in past the trim on the top, bottom and outside edges, none at the spine, so a
 * bleed page is 0.125 in wider and 0.25 in taller than the trim (6 × 9 becomes 6.125 × 9.25).
 */
export const BLEED = { inches: 0.125, source: MARGINS_SOURCE } as const;

export type GutterBand = {
  minPages: number;
  maxPages: number;
  /** Minimum inside (gutter) margin in inches. */
  insideIn: number;
  source: InteriorRuleSource;
};

/** Minimum inside margin by page count (kdp-facts §4). A thicker book curves more at the spine. */
export const GUTTER_BANDS: readonly GutterBand[] = [
  { minPages: 24, maxPages: 150, insideIn: 0.375, source: MARGINS_SOURCE },
  { minPages: 151, maxPages: 300, insideIn: 0.5, source: MARGINS_SOURCE },
  { minPages: 301, maxPages: 500, insideIn: 0.625, source: MARGINS_SOURCE },
  { minPages: 501, maxPages: 700, insideIn: 0.75, source: MARGINS_SOURCE },
  { minPages: 701, maxPages: 828, insideIn: 0.875, source: MARGINS_SOURCE },
];

/**
 * Minimum outside margins (top, bottom and outside edge), measured from the edge of the PDF page:
 * with bleed that edge is 0.125 in past the trim, so 0.375 in leaves the same 0.25 in inside it.
 */
export const OUTSIDE_MARGINS = {
  withoutBleedIn: 0.25,
  withBleedIn: 0.375,
  source: MARGINS_SOURCE,
} as const;

/** KDP's smallest page count for any print book; some papers start higher (trim-sizes.ts). */
export const MIN_PAGE_COUNT = { pages: 24, source: PAGE_LIMITS_SOURCE } as const;

/**
 * Blank pages KDP accepts: at most 4 in a row at the start or in the middle of the book, and at
 * most 10 at the end (kdp-facts §4). The reference had these numbers, so the brief's fallback
 * (10 in a row, 4 at the end) is not used; the reference's are the ones KDP's page states.
 */
export const BLANK_PAGE_LIMITS = {
  maxConsecutive: 4,
  maxTrailing: 10,
  source: BLANK_PAGES_SOURCE,
} as const;

/** KDP prints the page count as an even number: a book's last leaf has two sides. */
export const EVEN_PAGE_COUNT = { source: MARGINS_SOURCE } as const;

/** Below these KDP's printers may drop type or lines, or print a grey fill as white. */
export const PRINT_MINIMUMS = {
  fontSizePt: 7,
  lineWeightPt: 0.75,
  greyFill: 0.1,
  source: PRINT_QUALITY_SOURCE,
} as const;

/** The gutter band for a page count; null outside 24–828 pages. */
export function findGutterBand(pages: number): GutterBand | null {
  return GUTTER_BANDS.find((band) => pages >= band.minPages && pages <= band.maxPages) ?? null;
}

/** Minimum inside margin in inches for a page count; throws outside KDP's 24–828 pages. */
export function requireInsideMarginIn(pages: number): number {
  const band = findGutterBand(pages);
  if (!band) throw new Error(`No KDP gutter rule for ${pages} pages (24–828)`);
  return band.insideIn;
}

export function minimumOutsideMarginIn(bleed: boolean): number {
  return bleed ? OUTSIDE_MARGINS.withBleedIn : OUTSIDE_MARGINS.withoutBleedIn;
}

/** The PDF page size in inches: the trim, plus the bleed on one side and on top and bottom. */
export function interiorPageSizeIn(
  trimId: TrimId,
  bleed: boolean,
): { widthIn: number; heightIn: number } {
  const trim = getTrimSizeOrThrow(trimId);
  const extra = bleed ? BLEED.inches : 0;
  return { widthIn: trim.widthIn + extra, heightIn: trim.heightIn + 2 * extra };
}

/** KDP's page limits for a trim, binding and paper; null when KDP does not offer it. */
export function findInteriorPageLimit(
  trimId: TrimId,
  binding: Binding,
  paper: PaperType,
): PageLimit | null {
  return findPageLimit(trimId, binding, paper);
}

/** The page count KDP prints: rounded up to an even number. */
export function roundUpToEvenPageCount(pages: number): number {
  return pages % 2 === 0 ? pages : pages + 1;
}

export type BlankRun = { start: number; length: number; trailing: boolean };

/**
 * Runs of blank pages (1-based page numbers) from a list of flags, the last run marked trailing
 * when it reaches the end of the book.
 */
export function findBlankRuns(blank: readonly boolean[]): BlankRun[] {
  const runs: BlankRun[] = [];
  let start = -1;
  for (let index = 0; index <= blank.length; index += 1) {
    if (index < blank.length && blank[index]) {
      if (start < 0) start = index;
    } else if (start >= 0) {
      runs.push({ start: start + 1, length: index - start, trailing: index === blank.length });
      start = -1;
    }
  }
  return runs;
}

/** The blank-page rule a run breaks, or null when KDP accepts it. */
export function checkBlankRun(run: BlankRun): "consecutive" | "trailing" | null {
  if (run.trailing) return run.length > BLANK_PAGE_LIMITS.maxTrailing ? "trailing" : null;
  return run.length > BLANK_PAGE_LIMITS.maxConsecutive ? "consecutive" : null;
}
