import { famousAuthors } from "./data/famous-authors";

/** Lower case, accents, dots, apostrophes and hyphens dropped, spaces collapsed: "J.K. Rowling" → "jk rowling". */
export function normaliseAuthorName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[.'’-]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\b(\w) (?=\w\b)/g, "$1");
}

const famousByKey = new Map(famousAuthors.map((author) => [normaliseAuthorName(author), author]));

/** The famous author a name copies (ignoring case, accents, dots and spacing), or null. */
export function findFamousAuthor(name: string): string | null {
  return famousByKey.get(normaliseAuthorName(name)) ?? null;
}

export const famousAuthorCount = famousByKey.size;
