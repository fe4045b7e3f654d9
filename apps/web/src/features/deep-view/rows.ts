import type { DeepViewProduct, DeepViewResult } from "@inkforge/domain/research/deep-view-contract";

/*
 * Deep View's table as pure functions (issue 12): the columns, sorting, filtering and the CSV.
 * Estimates stay ranges everywhere: the table shows "low–high (typical)", the CSV has three
 * columns per estimate, so nothing reads as a single made-up number.
 */

export type Range = { low: number; typical: number; high: number };

export const COLUMN_IDS = [
  "position",
  "rank",
  "title",
  "author",
  "format",
  "price",
  "pages",
  "published",
  "rating",
  "reviews",
  "daily",
  "monthly",
  "royalty",
  "publisher",
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

export const COLUMN_LABELS: Record<ColumnId, string> = {
  position: "#",
  rank: "Rank (BSR)",
  title: "Title",
  author: "Author",
  format: "Format",
  price: "Price",
  pages: "Pages",
  published: "Published (age)",
  rating: "Rating",
  reviews: "Reviews",
  daily: "Sales / day",
  monthly: "Sales / month",
  royalty: "Royalty / month",
  publisher: "Publisher",
};

export type SortState = { column: ColumnId; direction: "asc" | "desc" };
export const DEFAULT_SORT: SortState = { column: "position", direction: "asc" };

type FormatFilter = "all" | DeepViewProduct["format"];
type PublisherFilter = "all" | "independent" | "large";
export type TableFilter = {
  text: string;
  format: FormatFilter;
  publisher: PublisherFilter;
  /** Only products younger than a year. */
  youngOnly: boolean;
};
export const DEFAULT_FILTER: TableFilter = {
  text: "",
  format: "all",
  publisher: "all",
  youngOnly: false,
};

export const FORMAT_LABELS: Record<DeepViewProduct["format"], string> = {
  kindle: "Kindle",
  paperback: "Paperback",
  hardcover: "Hardcover",
  audiobook: "Audiobook",
  other: "Other",
};

function sortValue(product: DeepViewProduct, column: ColumnId): number | string | null {
  switch (column) {
    case "position":
      return product.position;
    case "rank":
      return product.salesRank;
    case "title":
      return product.title.toLowerCase();
    case "author":
      return (product.authors[0] ?? "").toLowerCase() || null;
    case "format":
      return product.format;
    case "price":
      return product.price;
    case "pages":
      return product.pages;
    case "published":
      // Newest first when descending: sort by age ascending means oldest last.
      return product.ageDays === null ? null : -product.ageDays;
    case "rating":
      return product.rating;
    case "reviews":
      return product.reviewCount;
    case "daily":
      return product.estimate?.daily.typical ?? null;
    case "monthly":
      return product.estimate?.monthly.typical ?? null;
    case "royalty":
      return product.estimate?.royalty?.monthly.typical ?? null;
    case "publisher":
      return product.independent === null ? null : product.independent ? 0 : 1;
  }
}

/** Sorted copy; unknown values always go last, whatever the direction; ties keep search order. */
export function sortProducts(
  products: readonly DeepViewProduct[],
  sort: SortState,
): DeepViewProduct[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...products].sort((a, b) => {
    const x = sortValue(a, sort.column);
    const y = sortValue(b, sort.column);
    if (x === null && y === null) return a.position - b.position;
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === "string" ? x.localeCompare(String(y)) : x - (y as number);
    return order === 0 ? a.position - b.position : order * sign;
  });
}

export function filterProducts(
  products: readonly DeepViewProduct[],
  filter: TableFilter,
): DeepViewProduct[] {
  const words = filter.text.trim().toLowerCase();
  return products.filter((product) => {
    if (filter.format !== "all" && product.format !== filter.format) return false;
    if (filter.publisher === "independent" && product.independent !== true) return false;
    if (filter.publisher === "large" && product.independent !== false) return false;
    if (filter.youngOnly && (product.ageDays === null || product.ageDays >= 365)) return false;
    if (!words) return true;
    const haystack = `${product.title} ${product.authors.join(" ")} ${product.asin}`.toLowerCase();
    return haystack.includes(words);
  });
}

const numberFormat = (digits: number) =>
  new Intl.NumberFormat("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0 });

/** Copies: two decimals under 10 a day (a rank past 100,000 sells less than one), whole above. */
function formatCopies(value: number): string {
  return numberFormat(value < 10 ? 2 : 0).format(value);
}

/** "3.2–9.8 (typ. 5.1)" */
export function formatRange(
  range: Range,
  format: (value: number) => string = formatCopies,
): string {
  return `${format(range.low)}–${format(range.high)} (typ. ${format(range.typical)})`;
}

// One formatter per currency: building an Intl.NumberFormat costs far more than using it, and the
// table formats every row's price (issue 26).
const moneyFormats = new Map<string, Intl.NumberFormat | null>();

export function formatMoney(value: number, currency: string): string {
  if (!moneyFormats.has(currency)) {
    try {
      moneyFormats.set(currency, new Intl.NumberFormat("en-US", { style: "currency", currency }));
    } catch {
      // Not an ISO currency code: the plain form below, every time.
      moneyFormats.set(currency, null);
    }
  }
  const format = moneyFormats.get(currency);
  return format ? format.format(value) : `${currency} ${value.toFixed(2)}`;
}

/** "2 y 3 mo", "5 mo", "12 d" */
export function formatAge(days: number): string {
  if (days < 31) return `${days} d`;
  const months = Math.floor(days / 30.44);
  if (months < 12) return `${months} mo`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? `${years} y` : `${years} y ${rest} mo`;
}

export function publisherLabel(product: DeepViewProduct): string {
  if (product.independent === null) return "Unknown";
  return product.independent ? "Independent" : "Large publisher";
}

function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  // Quote what a spreadsheet would split or read as a formula.
  const safe = /^[=+\-@]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const CSV_HEADER = [
  "position",
  "asin",
  "title",
  "authors",
  "format",
  "price",
  "currency",
  "pages",
  "published",
  "age_days",
  "sales_rank",
  "rating",
  "reviews",
  "daily_low",
  "daily_typical",
  "daily_high",
  "monthly_low",
  "monthly_typical",
  "monthly_high",
  "royalty_monthly_low",
  "royalty_monthly_typical",
  "royalty_monthly_high",
  "publisher",
  "independent",
  "estimate_note",
  "source",
  "data_as_of",
];

/** "deep-view-garden-journal-amazon.com-sample-2026-11-27.csv": what, where, which source, when. */
export function deepViewFileName(
  result: Pick<DeepViewResult, "keyword" | "category" | "domain" | "source" | "asOf">,
): string {
  const subject = deepViewSubject(result)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `deep-view-${subject || "search"}-${result.domain}-${result.source}-${result.asOf.slice(0, 10)}.csv`;
}

/** What a Deep View read, for headings and file names: the keyword, or the category's path. */
export function deepViewSubject(result: Pick<DeepViewResult, "keyword" | "category">): string {
  if (result.category) {
    const { id, name, path } = result.category;
    return path.length > 0 ? path.join(" › ") : (name ?? id);
  }
  return result.keyword ?? "";
}

/**
 * The rows as shown (filtered and sorted), every column. The header is the first line, so a
 * spreadsheet reads it as such (a comment line on top landed in cell A1, issue 24); where the data
 * comes from and when it was observed are columns of every row, and the file name says it too.
 */
export function deepViewCsv(
  result: Pick<DeepViewResult, "keyword" | "category" | "domain" | "source" | "asOf">,
  products: readonly DeepViewProduct[],
): string {
  const lines = [CSV_HEADER.join(",")];
  for (const p of products) {
    const e = p.estimate;
    lines.push(
      [
        p.position,
        p.asin,
        p.title,
        p.authors.join("; "),
        p.format,
        p.price,
        p.currency,
        p.pages,
        p.publishedAt,
        p.ageDays,
        p.salesRank,
        p.rating,
        p.reviewCount,
        e?.daily.low,
        e?.daily.typical,
        e?.daily.high,
        e?.monthly.low,
        e?.monthly.typical,
        e?.monthly.high,
        e?.royalty?.monthly.low,
        e?.royalty?.monthly.typical,
        e?.royalty?.monthly.high,
        p.publisher,
        p.independent === null ? "" : p.independent ? "yes" : "no",
        p.estimateNote ?? e?.royaltyNote ?? "",
        result.source,
        result.asOf,
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}
