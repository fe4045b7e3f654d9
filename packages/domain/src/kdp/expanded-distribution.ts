/*
 * Where KDP offers Expanded Distribution (bookstores and libraries outside Amazon, 40%): paperbacks
 * only, and only on some trims and papers (kdp-facts §2.1, §3.4). One row per paper, each with its
 * source, so a KDP change is a one-line edit with a test (decision 0084).
 */
import type { KdpSource, PaperType, TrimId } from "./trim-sizes";

export const EXPANDED_DISTRIBUTION_SOURCE: KdpSource = {
  key: "S-GILD",
  title:
    "KDP help: Expanded Distribution trims (G201723080, print options G201834180): black ink on white or cream paper",
  date: "2026-09-30",
};

export const EXPANDED_DISTRIBUTION_COLOUR_SOURCE: KdpSource = {
  key: "derived from S-GILD (unverified)",
  title:
    "Expanded Distribution for colour interiors: taken to follow the white-paper trims, as colour is printed on white paper; KDP's colour column was not in the sources",
  date: "2026-11-28",
  confidence: "unverified",
};

export type ExpandedDistributionRow = {
  paper: PaperType;
  /** Paperback trims that offer Expanded Distribution on this paper, in KDP's order. */
  trims: readonly TrimId[];
  source: KdpSource;
};

// Black ink on white paper: every regular trim and the large ones below. Not 8.25×6, 8.25×8.25,
// 8.5×8.5 or A4 (8.25×11 is hardcover only, and hardcovers have no Expanded Distribution).
const WHITE_TRIMS: readonly TrimId[] = [
  "5x8",
  "5.06x7.81",
  "5.25x8",
  "5.5x8.5",
  "6x9",
  "6.14x9.21",
  "6.69x9.61",
  "7x10",
  "7.44x9.69",
  "7.5x9.25",
  "8x10",
  "8.5x11",
];

// Cream: the fact sheet excludes 8.5×11 on cream and excludes 8.5×8.5 only "on white".
const CREAM_TRIMS: readonly TrimId[] = [
  ...WHITE_TRIMS.filter((trim) => trim !== "8.5x11"),
  "8.5x8.5",
];

export const EXPANDED_DISTRIBUTION: readonly ExpandedDistributionRow[] = [
  { paper: "white", trims: WHITE_TRIMS, source: EXPANDED_DISTRIBUTION_SOURCE },
  { paper: "cream", trims: CREAM_TRIMS, source: EXPANDED_DISTRIBUTION_SOURCE },
  { paper: "standard-color", trims: WHITE_TRIMS, source: EXPANDED_DISTRIBUTION_COLOUR_SOURCE },
  { paper: "premium-color", trims: WHITE_TRIMS, source: EXPANDED_DISTRIBUTION_COLOUR_SOURCE },
];

/** The row for a paper, or null when none is known (groundwood: the calculators do not offer it). */
export function findExpandedDistributionRow(paper: PaperType): ExpandedDistributionRow | null {
  return EXPANDED_DISTRIBUTION.find((row) => row.paper === paper) ?? null;
}

/** Whether a paperback on this trim and paper can be enrolled in Expanded Distribution. */
export function isExpandedDistributionOffered(trim: string, paper: PaperType): boolean {
  return findExpandedDistributionRow(paper)?.trims.some((id) => id === trim) ?? false;
}
