/*
 * Keepa's conventions, as pure functions (research-sources §1, decision 0064). Keepa counts time
 * in minutes since 2011-01-01 ("Keepa time"), stores each history as one flat array of
 * `[time, value, time, value, …]` in `csv[type]`, writes prices in the currency's smallest unit,
 * ratings as tenths (45 = 4.5 stars) and "no data" as -1. The adapter in apps/api speaks HTTP; what
 * the numbers mean lives here, so it is tested by tables.
 */

/** Keepa time 0 is 2011-01-01T00:00Z: 21,564,000 minutes after the Unix epoch. */
export const KEEPA_TIME_OFFSET_MINUTES = 21_564_000;

/** The `csv[]` indexes we read (Keepa's `CsvType`). */
export const KEEPA_CSV = {
  amazonPrice: 0,
  newPrice: 1,
  salesRank: 3,
  rating: 16,
  reviewCount: 17,
} as const;

export type KeepaHistoryPoint = { at: Date; value: number | null };

export function keepaTimeToDate(keepaMinutes: number): Date {
  return new Date((keepaMinutes + KEEPA_TIME_OFFSET_MINUTES) * 60_000);
}

export function dateToKeepaTime(at: Date): number {
  return Math.floor(at.getTime() / 60_000) - KEEPA_TIME_OFFSET_MINUTES;
}

/**
 * A flat `[time, value, …]` history as dated points, oldest first. `-1` (and -2, which Keepa uses
 * for "not offered") become null, so a chart shows a gap rather than a drop to zero. `scale`
 * converts the stored value (cents → major units, tenths → stars). A truncated trailing time
 * without its value is dropped.
 */
export function keepaCsvToHistory(
  csv: readonly number[] | null | undefined,
  scale: (value: number) => number = (value) => value,
): KeepaHistoryPoint[] {
  if (!csv) return [];
  const points: KeepaHistoryPoint[] = [];
  for (let index = 0; index + 1 < csv.length; index += 2) {
    const time = csv[index];
    const value = csv[index + 1];
    if (typeof time !== "number" || typeof value !== "number" || !Number.isFinite(time)) continue;
    points.push({ at: keepaTimeToDate(time), value: value < 0 ? null : scale(value) });
  }
  return points;
}

/** The newest value of a flat history, null when it is empty or says "no data". */
export function latestKeepaValue(csv: readonly number[] | null | undefined): number | null {
  if (!csv || csv.length < 2) return null;
  const last = csv[csv.length - (csv.length % 2 === 0 ? 1 : 2)];
  return typeof last === "number" && last >= 0 ? last : null;
}

/** Keepa stores prices in the smallest unit of the currency: cents, but whole yen. */
const MINOR_UNIT_DIGITS: Record<string, number> = { JPY: 0 };

export function keepaPriceToMajor(value: number | null, currency: string): number | null {
  if (value === null || value < 0) return null;
  const digits = MINOR_UNIT_DIGITS[currency] ?? 2;
  return Math.round(value) / 10 ** digits;
}

/** Tenths of a star (45) → stars (4.5); -1 → null. */
export function keepaRatingToStars(value: number | null): number | null {
  return value === null || value < 0 ? null : Math.round(value) / 10;
}

/**
 * Keepa's `publicationDate` (and `releaseDate`): YYYYMMDD, or YYYYMM / YYYY when the store gives
 * less; -1 or 0 when unknown. Read as midnight UTC of the first day the value allows.
 */
export function keepaPublicationDate(value: number | null | undefined): Date | null {
  if (typeof value !== "number" || !Number.isInteger(value) || value <= 0) return null;
  const digits = String(value);
  const year = Number(digits.slice(0, 4));
  const month = digits.length >= 6 ? Number(digits.slice(4, 6)) : 1;
  const day = digits.length >= 8 ? Number(digits.slice(6, 8)) : 1;
  if (![4, 6, 8].includes(digits.length) || year < 1400 || month < 1 || month > 12) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // 20230231 would roll into March: a date the store did not mean.
  return date.getUTCDate() === day ? date : null;
}

export type BookFormat = "kindle" | "paperback" | "hardcover" | "audiobook" | "other";

/*
 * Bindings as the stores spell them (Keepa passes Amazon's own words through), in the languages of
 * the stores the site reads (Keepa's and the extension's). Checked in order: "Kindle Edition" before anything with "edition", audio
 * before "CD"-less print words.
 */
const BINDING_PATTERNS: Array<[BookFormat, RegExp]> = [
  ["kindle", /kindle|e-?book|ebook|formato kindle|版 kindle|kindle版/iu],
  ["audiobook", /audio|hörbuch|hörbücher|livre audio|audiolibro|オーディオブック/iu],
  [
    "hardcover",
    /hardcover|hardback|board book|library binding|gebunden|gebonden|relié|copertina rigida|tapa dura|pasta dura|capa dura|inbunden|twarda oprawa|ハードカバー|単行本 ?[(（]ハードカバー[)）]/iu,
  ],
  [
    "paperback",
    /paperback|softcover|spiral|taschenbuch|broschiert|broché|poche|copertina flessibile|tapa blanda|pasta blanda|capa comum|häftad|miękka oprawa|ペーパーバック|文庫|新書|単行本/iu,
  ],
];

/** A binding ("Kindle Edition", "Taschenbuch") → our format; "other" when it is none of ours. */
export function bindingToFormat(binding: string | null | undefined): BookFormat {
  if (!binding) return "other";
  for (const [format, pattern] of BINDING_PATTERNS) if (pattern.test(binding)) return format;
  return "other";
}

/*
 * Names a self-published book carries as its publisher (KDP's "Independently published" in each
 * store's language, CreateSpace, Amazon's digital imprint for KDP ebooks), and the large houses and
 * their best-known imprints. Anything else is unknown: a small press is neither.
 */
const INDEPENDENT_PUBLISHERS =
  /independently published|independent(ly)? publish|unabhängig publiziert|publié indépendamment|pubblicato indipendentemente|publicado independientemente|createspace|amazon digital services|kindle direct publishing|self[- ]published|lulu\.com|draft2digital|ingramspark|blurb/iu;

// Whole words only: "Sharper Press" is not Harper.
const LARGE_PUBLISHERS =
  /\b(?:penguin|random house|knopf|doubleday|bantam|crown|vintage|harpercollins|harper|william morrow|avon|simon & schuster|simon and schuster|scribner|gallery books|atria|hachette|little, brown|grand central|orbit|macmillan|st\.? martin|tor books|farrar|henry holt|pan macmillan|scholastic|wiley|pearson|oxford university press|cambridge university press|bloomsbury|houghton|mcgraw|sourcebooks|thomas nelson|zondervan|tyndale|kensington|dk publishing|dorling kindersley|rowohlt|fischer|droemer|carlsen|gallimard|flammarion|hachette livre|mondadori|feltrinelli|planeta|kodansha|shueisha|kadokawa)\b/iu;

/**
 * Whether a book looks self-published: true for the self-publishing imprints, or when the
 * publisher is the author's own name; false for the large houses; null when it cannot tell
 * (no publisher, or a small press).
 */
export function isIndependentPublisher(
  publisher: string | null | undefined,
  authors: readonly string[] = [],
): boolean | null {
  const name = publisher?.trim();
  if (!name) return null;
  if (INDEPENDENT_PUBLISHERS.test(name)) return true;
  const folded = name.toLowerCase();
  if (authors.some((author) => author.trim() !== "" && author.trim().toLowerCase() === folded)) {
    return true;
  }
  if (LARGE_PUBLISHERS.test(name)) return false;
  return null;
}

/** Keepa's `author` field ("Jane Doe; John Roe") as separate names. */
export function splitKeepaAuthors(author: string | null | undefined): string[] {
  if (!author) return [];
  return author
    .split(/\s*;\s*|\s+&\s+|\s+and\s+/u)
    .map((name) => name.trim())
    .filter((name) => name !== "");
}
