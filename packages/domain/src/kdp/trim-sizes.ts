/*
 * KDP print trim sizes: dimensions, trim class (it sets the print cost tier), the bindings that
 * offer each size and its page limits per binding and paper. One row per trim so that a KDP change
 * is a one-line edit with a test (kdp-facts §3.4, §2.2).
 */

/**
 * Where a KDP number comes from: a key of the fact sheet's source list (kdp-facts §11), what it
 * is, and the date it was checked. Every row of a KDP table carries one; tools show it.
 */
export type KdpSource = {
  key: string;
  title: string;
  /** ISO date the source was checked (or its own date when it has one). */
  date: string;
  /** The page the figures belong to, where one is known. */
  url?: string;
  /**
   * "unverified": not checked against a stored copy of the page (a soft value); tools say so next
   * to the figure. Absent: the figure was read from the source named in `key`.
   */
  confidence?: "unverified";
};

export const TRIM_SOURCE: KdpSource = {
  key: "S-GILD",
  title: "KDP help: Print options (G201834180, GVBQ3CMEQW3W2VL6), trim sizes and page limits",
  date: "2026-09-30",
};

export const HARDCOVER_TRIM_SOURCE: KdpSource = {
  key: "S-GILD",
  title: "KDP help: Hardcover trim sizes and page counts (75–550), confirmed for 6×9 by S-ITA",
  date: "2026-09-30",
};

export const TRIM_CLASS_SOURCE: KdpSource = {
  key: "OFFICIAL G201834340",
  title: "KDP help: Paperback printing cost (large trim: wider than 6.12 in or taller than 9 in)",
  date: "2026-09-30",
};

export const BINDINGS = ["paperback", "hardcover"] as const;
export type Binding = (typeof BINDINGS)[number];

/**
 * The interior choices KDP offers, paper and ink together: black ink on white, cream or
 * groundwood paper, or colour (always on white paper).
 */
export const PAPER_TYPES = [
  "white",
  "cream",
  "groundwood",
  "standard-color",
  "premium-color",
] as const;
export type PaperType = (typeof PAPER_TYPES)[number];

export const TRIM_IDS = [
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
  "8.25x6",
  "8.25x8.25",
  "8.5x8.5",
  "8.5x11",
  "8.27x11.69",
  "8.25x11",
] as const;
export type TrimId = (typeof TRIM_IDS)[number];

/** Print cost tier: "large" when wider than 6.12 in or taller than 9 in. */
export type TrimClass = "regular" | "large";

export type PageLimit = { min: number; max: number };

/** Page limits by paper; a paper missing from the map is not offered for that trim and binding. */
export type PageLimits = Partial<Record<PaperType, PageLimit>>;

export type TrimSize = {
  id: TrimId;
  /** "6 × 9 in (15.24 × 22.86 cm)" style label for inputs. */
  label: string;
  widthIn: number;
  heightIn: number;
  widthMm: number;
  heightMm: number;
  trimClass: TrimClass;
  /** Page limits per binding; a binding missing here does not offer the trim. */
  bindings: Partial<Record<Binding, PageLimits>>;
  source: KdpSource;
};

const limit = (min: number, max: number): PageLimit => ({ min, max });

// Paperback page-limit groups, kdp-facts §3.4 (S-GILD, 30 Sep 2026).
const PAPERBACK_STANDARD: PageLimits = {
  white: limit(24, 828),
  cream: limit(24, 776),
  groundwood: limit(24, 812),
  "standard-color": limit(72, 600),
  "premium-color": limit(24, 828),
};
const PAPERBACK_WIDE_SQUARE: PageLimits = {
  white: limit(24, 800),
  cream: limit(24, 750),
  groundwood: limit(24, 784),
  "standard-color": limit(72, 600),
  "premium-color": limit(24, 800),
};
const PAPERBACK_LETTER: PageLimits = {
  white: limit(24, 590),
  cream: limit(24, 550),
  groundwood: limit(24, 578),
  "standard-color": limit(72, 600),
  "premium-color": limit(24, 590),
};
const PAPERBACK_A4: PageLimits = {
  white: limit(24, 780),
  cream: limit(24, 730),
  groundwood: limit(24, 764),
  "premium-color": limit(24, 590),
};
// Hardcover: black ink on white or cream, or premium colour; no standard colour, no groundwood.
const HARDCOVER: PageLimits = {
  white: limit(75, 550),
  cream: limit(75, 550),
  "premium-color": limit(75, 550),
};

type TrimRow = [
  id: TrimId,
  widthIn: number,
  heightIn: number,
  widthMm: number,
  heightMm: number,
  trimClass: TrimClass,
  paperback: PageLimits | null,
  hardcover: PageLimits | null,
];

// Millimetres as KDP lists them (inches × 25.4 to 0.1 mm; A4 is the ISO 210 × 297).
const TRIM_ROWS: readonly TrimRow[] = [
  ["5x8", 5, 8, 127, 203.2, "regular", PAPERBACK_STANDARD, null],
  ["5.06x7.81", 5.06, 7.81, 128.5, 198.4, "regular", PAPERBACK_STANDARD, null],
  ["5.25x8", 5.25, 8, 133.4, 203.2, "regular", PAPERBACK_STANDARD, null],
  ["5.5x8.5", 5.5, 8.5, 139.7, 215.9, "regular", PAPERBACK_STANDARD, HARDCOVER],
  ["6x9", 6, 9, 152.4, 228.6, "regular", PAPERBACK_STANDARD, HARDCOVER],
  ["6.14x9.21", 6.14, 9.21, 156, 233.9, "large", PAPERBACK_STANDARD, HARDCOVER],
  ["6.69x9.61", 6.69, 9.61, 169.9, 244.1, "large", PAPERBACK_STANDARD, null],
  ["7x10", 7, 10, 177.8, 254, "large", PAPERBACK_STANDARD, HARDCOVER],
  ["7.44x9.69", 7.44, 9.69, 189, 246.1, "large", PAPERBACK_STANDARD, null],
  ["7.5x9.25", 7.5, 9.25, 190.5, 235, "large", PAPERBACK_STANDARD, null],
  ["8x10", 8, 10, 203.2, 254, "large", PAPERBACK_STANDARD, null],
  ["8.25x6", 8.25, 6, 209.6, 152.4, "large", PAPERBACK_WIDE_SQUARE, null],
  ["8.25x8.25", 8.25, 8.25, 209.6, 209.6, "large", PAPERBACK_WIDE_SQUARE, null],
  ["8.5x8.5", 8.5, 8.5, 215.9, 215.9, "large", PAPERBACK_LETTER, null],
  ["8.5x11", 8.5, 11, 215.9, 279.4, "large", PAPERBACK_LETTER, null],
  ["8.27x11.69", 8.27, 11.69, 210, 297, "large", PAPERBACK_A4, null],
  ["8.25x11", 8.25, 11, 209.6, 279.4, "large", null, HARDCOVER],
];

function formatCm(mm: number): string {
  return String(Number((mm / 10).toFixed(2)));
}

function toTrimSize(row: TrimRow): TrimSize {
  const [id, widthIn, heightIn, widthMm, heightMm, trimClass, paperback, hardcover] = row;
  const bindings: TrimSize["bindings"] = {};
  if (paperback) bindings.paperback = paperback;
  if (hardcover) bindings.hardcover = hardcover;
  return {
    id,
    label: `${widthIn} × ${heightIn} in (${formatCm(widthMm)} × ${formatCm(heightMm)} cm)`,
    widthIn,
    heightIn,
    widthMm,
    heightMm,
    trimClass,
    bindings,
    source: hardcover && !paperback ? HARDCOVER_TRIM_SOURCE : TRIM_SOURCE,
  };
}

export const TRIM_SIZES: readonly TrimSize[] = TRIM_ROWS.map(toTrimSize);

const trimById = new Map<string, TrimSize>(TRIM_SIZES.map((trim) => [trim.id, trim]));

export function isTrimId(value: string): value is TrimId {
  return trimById.has(value);
}

export function findTrimSize(id: string): TrimSize | undefined {
  return trimById.get(id);
}

export function getTrimSizeOrThrow(id: string): TrimSize {
  const trim = trimById.get(id);
  if (!trim) throw new Error(`Unknown KDP trim size: ${id}`);
  return trim;
}

/** The trims a binding offers, in KDP's order. */
export function listTrimSizes(binding?: Binding): TrimSize[] {
  return TRIM_SIZES.filter((trim) => !binding || trim.bindings[binding] !== undefined);
}

/** KDP's rule for the large-trim cost tier (G201834340): width > 6.12 in or height > 9 in. */
export function classifyTrim(widthIn: number, heightIn: number): TrimClass {
  return widthIn > 6.12 || heightIn > 9 ? "large" : "regular";
}

/** Page limits for a trim, binding and paper; null when KDP does not offer that combination. */
export function findPageLimit(
  trimId: string,
  binding: Binding,
  paper: PaperType,
): PageLimit | null {
  return trimById.get(trimId)?.bindings[binding]?.[paper] ?? null;
}

/** Papers a trim offers in a binding, in the order of PAPER_TYPES. */
export function listPaperTypes(trimId: string, binding: Binding): PaperType[] {
  const limits = trimById.get(trimId)?.bindings[binding];
  if (!limits) return [];
  return PAPER_TYPES.filter((paper) => limits[paper] !== undefined);
}
