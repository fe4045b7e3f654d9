/*
 * The book types the listing creators know, apart from the brief's schema so a page can list them
 * without loading zod (decision 0054). Each type has its own template family.
 */
export const BOOK_TYPES = [
  { id: "journal", label: "Low-content journal or notebook", noun: "Journal", audience: "Adults" },
  { id: "puzzle", label: "Puzzle or activity book", noun: "Puzzle Book", audience: "Adults" },
  { id: "picture-book", label: "Children's picture book", noun: "Picture Book", audience: "Kids" },
  { id: "how-to", label: "Non-fiction how-to", noun: "Guide", audience: "Beginners" },
  { id: "novel", label: "Novel", noun: "Novel", audience: "Readers" },
] as const;
export type BookTypeId = (typeof BOOK_TYPES)[number]["id"];
export const BOOK_TYPE_IDS = BOOK_TYPES.map((type) => type.id) as [BookTypeId, ...BookTypeId[]];
