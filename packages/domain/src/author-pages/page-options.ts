/*
 * What the author page editor draws at first paint and reads its boxes with (decision 0054): the
 * option lists and the form's small readers, free of zod so the editor's first load carries no
 * contract. `contracts.ts` re-exports the lists, so the API and the schemas keep one import.
 */

export const BOOK_FORMATS = ["ebook", "paperback", "hardcover", "audiobook"] as const;
export const OTHER_STORES = ["apple", "kobo", "barnes-noble", "google", "other"] as const;
export type OtherStore = (typeof OTHER_STORES)[number];
export const OTHER_STORE_LABELS: Record<OtherStore, string> = {
  apple: "Apple Books",
  kobo: "Kobo",
  "barnes-noble": "Barnes & Noble",
  google: "Google Play Books",
  other: "Other store",
};

export const SOCIAL_KINDS = [
  "website",
  "amazon-author",
  "goodreads",
  "bookbub",
  "instagram",
  "tiktok",
  "facebook",
  "x",
  "threads",
  "bluesky",
  "youtube",
] as const;
type SocialKind = (typeof SOCIAL_KINDS)[number];

export const DEFAULT_NEWSLETTER_HEADING = "Get news of my next book";

/** The page book's id for a project: one book per project, and it says where it came from. */
export function projectBookId(projectId: string): string {
  return `p-${projectId}`;
}

/** The comma-separated genres as a list, blanks dropped. */
export const genreList = (genres: string) =>
  genres
    .split(",")
    .map((genre) => genre.trim())
    .filter(Boolean);

/** The filled profile links, in the order readers see them. */
export function filledLinks(links: Partial<Record<SocialKind, string | undefined>>) {
  return SOCIAL_KINDS.flatMap((kind) => {
    const url = links[kind]?.trim();
    return url ? [{ kind, url }] : [];
  });
}

/** The filled other-store links of a book. */
export function filledStores(stores: Partial<Record<OtherStore, string | undefined>>) {
  return OTHER_STORES.flatMap((store) => {
    const url = stores[store]?.trim();
    return url ? [{ store, url }] : [];
  });
}
