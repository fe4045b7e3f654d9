/*
 * The KDP facts the shop's printable downloads state (decision 0028), copied from the project's
 * KDP fact sheet (sources and confidence there; checked 30 Sep 2026). Only numbers and rules the
 * sheet marks official or confirmed by two sources, unless a row says otherwise. Update them
 * here when KDP changes them; the documents (and their stated sizes) follow.
 */

export const FACTS_CHECKED = "September 2026";

/** Paperback trim sizes (inches) and page limits per paper (§3.4). */
export const paperbackTrims: readonly {
  trims: string;
  large: boolean;
  blackWhite: string;
  blackCream: string;
  standardColour: string;
  premiumColour: string;
}[] = [
  {
    trims: "5 x 8, 5.06 x 7.81, 5.25 x 8, 5.5 x 8.5, 6 x 9",
    large: false,
    blackWhite: "24–828",
    blackCream: "24–776",
    standardColour: "72–600",
    premiumColour: "24–828",
  },
  {
    trims: "6.14 x 9.21, 6.69 x 9.61, 7 x 10, 7.44 x 9.69, 7.5 x 9.25, 8 x 10",
    large: true,
    blackWhite: "24–828",
    blackCream: "24–776",
    standardColour: "72–600",
    premiumColour: "24–828",
  },
  {
    trims: "8.25 x 6, 8.25 x 8.25",
    large: true,
    blackWhite: "24–800",
    blackCream: "24–750",
    standardColour: "72–600",
    premiumColour: "24–800",
  },
  {
    trims: "8.5 x 8.5, 8.5 x 11",
    large: true,
    blackWhite: "24–590",
    blackCream: "24–550",
    standardColour: "72–600",
    premiumColour: "24–590",
  },
  {
    trims: "8.27 x 11.69 (A4)",
    large: true,
    blackWhite: "24–780",
    blackCream: "24–730",
    standardColour: "not offered",
    premiumColour: "24–590",
  },
];

export const hardcoverTrims = "5.5 x 8.5, 6 x 9 (regular); 6.14 x 9.21, 7 x 10, 8.25 x 11 (large)";
export const hardcoverPages = "75–550 pages (76 once rounded to an even count)";

/** Large trim: wider than 6.12 in or taller than 9 in (§2.2). */
export const largeTrimRule = "width over 6.12 in (155.5 mm) or height over 9 in (228.6 mm)";

export const bleedInches = 0.125;

/** Interior margins by page count (§4). */
export const interiorMargins: readonly { pages: string; gutter: string }[] = [
  { pages: "24–150", gutter: "0.375 in (9.6 mm)" },
  { pages: "151–300", gutter: "0.5 in (12.7 mm)" },
  { pages: "301–500", gutter: "0.625 in (15.9 mm)" },
  { pages: "501–700", gutter: "0.75 in (19.1 mm)" },
  { pages: "701–828", gutter: "0.875 in (22.3 mm)" },
];
export const outsideMarginNoBleed = "0.25 in (6.4 mm)";
export const outsideMarginWithBleed = "0.375 in (9.6 mm)";

/** Spine width per page, inches (§3.2). */
export const spinePerPage: readonly { paper: string; inchesPerPage: number }[] = [
  { paper: "White paper, black ink", inchesPerPage: 0.002252 },
  { paper: "Cream paper, black ink", inchesPerPage: 0.0025 },
  { paper: "White paper, standard colour", inchesPerPage: 0.002252 },
  { paper: "White paper, premium colour", inchesPerPage: 0.002347 },
];
/** Hardcover spine: pages x paper factor + 0.18898 in (§3.3, KDP cover calculator). */
export const hardcoverSpineAddInches = 0.18898;
export const spineTextMinPages = 80;

/** US paperback printing costs (Amazon.com, USD), regular / large trim (§2.3). */
export const usPrintingCosts: readonly {
  ink: string;
  flatBand: string;
  flat: string;
  perPageBand: string;
  fixed: string;
  perPage: string;
}[] = [
  {
    ink: "Black ink (white or cream)",
    flatBand: "24–108 pp",
    flat: "$2.30 / $2.84",
    perPageBand: "110–828 pp",
    fixed: "$1.00 / $1.00",
    perPage: "$0.012 / $0.017",
  },
  {
    ink: "Premium colour",
    flatBand: "24–40 pp",
    flat: "$3.60 / $4.20",
    perPageBand: "42–828 pp",
    fixed: "$1.00 / $1.00",
    perPage: "$0.065 / $0.080",
  },
  {
    ink: "Standard colour",
    flatBand: "none",
    flat: "—",
    perPageBand: "72–600 pp",
    fixed: "$1.00 / $1.00",
    perPage: "$0.0255 / $0.0402",
  },
];

/** US hardcover printing costs (§2.4). */
export const usHardcoverCosts: readonly { book: string; regular: string; large: string }[] = [
  { book: "Black ink, 75–108 pp", regular: "$6.80 flat", large: "$7.49 flat (one source)" },
  { book: "Black ink, 110–550 pp", regular: "$5.65 + $0.012/page", large: "$5.65 + $0.017/page" },
  {
    book: "Premium colour, 75–550 pp",
    regular: "$5.65 + $0.065/page",
    large: "$5.65 + $0.080/page",
  },
];

/** Print royalty rules on Amazon.com (§2.1). */
export const printRoyalty = {
  threshold: "$9.99",
  above: "60% x list price − printing cost (list price $9.99 or more)",
  below: "50% x list price − printing cost (list price $9.98 or less, since 10 June 2025)",
  expanded: "40% x list price − printing cost (Expanded Distribution, paperback only)",
  maxListPrice: "$250 (USD, EUR, GBP)",
  minimumRule:
    "If 2 x cost is under $9.99 the minimum is 2 x cost; otherwise the larger of $9.99 and cost ÷ 0.6",
};

/** Worked checks from the fact sheet (§10). */
export const workedExamples: readonly string[] = [
  "6 x 9 black-ink paperback, 300 pages: cost $1.00 + 300 x $0.012 = $4.60; minimum list price $9.20.",
  "8.5 x 11 black-ink paperback, 120 pages: cost $3.04; royalty at $24.99 = 0.6 x 24.99 − 3.04 = $11.95.",
  "Spine for 200 pages: white 0.450 in, cream 0.500 in, premium colour 0.469 in.",
  "6 x 9 cover, 120 pages, white: 12.520 x 9.250 in including bleed.",
];

/** eBook facts on Amazon.com (§1). */
export const ebook = {
  royalty70: "70% x (list price − VAT − delivery cost), inside the 70% band",
  royalty35: "35% x (list price − VAT)",
  band70: "$2.99–$9.99 (reported widened to $2.99–$12.99 from 7 July 2026; check your dashboard)",
  deliveryPerMb: "$0.15 per MB (70% plan only)",
  below20: "at least 20% below the lowest list price of any print edition",
  coverIdeal: "2560 x 1600 px (1.6:1), at least 1000 x 625 px, JPEG or TIFF, RGB, up to 50 MB",
};

/** Metadata limits (§5.1). */
export const metadataLimits = {
  titleAndSubtitle: "200 characters combined",
  description: "4,000 characters including HTML tags",
  descriptionHtml: "<br> <p> <b> <em> <i> <u> <h4> <h5> <h6> <ol> <ul> <li> (no <h1>–<h3>)",
  keywordSlots: 7,
  keywordChars: "about 50 characters per slot (widely reported; KDP only says to watch the field)",
  categories: 3,
  newTitlesPerWeek: "2 per format per week (from 21 September 2026; one source)",
};

/** Backend keyword rules (§5.2): R = rejection risk, W = wasted or advised against. */
export const keywordRules: readonly string[] = [
  "Do not use other authors' names or book titles (rejection risk).",
  "Do not use brands you do not own, or Amazon programme names such as Kindle Unlimited or KDP Select.",
  "No quotation marks and no HTML.",
  "Do not repeat words already in your title, contributors or categories: it wastes the slot.",
  "No quality claims (best, bestselling), time-bound words (new, on sale) or generic words (book).",
  "No misspellings, spacing, plural or punctuation variants: Amazon already matches them.",
];

/** Cover file rules (§3.1). */
export const coverRules: readonly string[] = [
  "Cover width = 0.125 + trim width + spine + trim width + 0.125 in; height = 0.125 + trim height + 0.125 in.",
  "Keep text at least 0.125 in inside the trim line (0.25 in from the file edge); borders at least 0.25 in inside the trim.",
  "Minimum text size 7 pt; images 300 DPI; flatten layers; no spot colours.",
  "KDP places a 2 x 1.2 in barcode box at the bottom right of the back cover; keep it clear.",
  "One PDF, at most 650 MB (40 MB or less recommended).",
];

/** Interior file rules (§4). */
export const interiorRules: readonly string[] = [
  "Bleed: 0.125 in on top, bottom and outside edge; none at the spine. Page size with bleed = (W + 0.125) x (H + 0.25) in.",
  "Page count is rounded up to an even number; at most 4 blank pages in a row at the start or middle, 10 at the end.",
  "Fonts embedded; no crop marks, annotations, encryption or spreads; at most 650 MB.",
  "Text at least 7 pt; lines at least 0.75 pt; images at least 300 DPI (under 200 DPI is flagged).",
];

/**
 * Estimated Kindle sales per day by best-seller rank on Amazon.com (§7.2, the Nonfiction Authors
 * Association table; a third-party estimate, since Amazon publishes none).
 */
export const bsrToDailySales: readonly { rank: string; perDay: string }[] = [
  { rank: "1–5", perDay: "4,000+" },
  { rank: "5–20", perDay: "3,000–4,000" },
  { rank: "20–35", perDay: "2,000–3,000" },
  { rank: "35–200", perDay: "500–2,000" },
  { rank: "200–500", perDay: "175–500" },
  { rank: "500–3,000", perDay: "70–175" },
  { rank: "3,000–10,000", perDay: "15–70" },
  { rank: "10,000–50,000", perDay: "5–15" },
  { rank: "50,000–100,000", perDay: "about 1" },
];
