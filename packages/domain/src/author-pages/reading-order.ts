/*
 * How an author page arranges its books for readers (issue 30): a "start here" book, each series
 * in reading order, the books outside a series, and upcoming releases with their dates. Pure:
 * the day is the caller's, so the page and the editor's preview agree and tests pin it.
 */

type ArrangeableBook = {
  id: string;
  series: string;
  seriesNumber: number | null;
  releaseDate: string;
};

export type ArrangedBooks<B> = {
  startHere: B | null;
  series: { name: string; books: B[] }[];
  standalone: B[];
  upcoming: B[];
};

/** `today` is `YYYY-MM-DD`; a book released today is out. */
export function arrangeAuthorBooks<B extends ArrangeableBook>(
  books: readonly B[],
  options: { startHere: string; today: string },
): ArrangedBooks<B> {
  const isUpcoming = (book: B) => book.releaseDate !== "" && book.releaseDate > options.today;
  const out = books.filter((book) => !isUpcoming(book));
  const series = new Map<string, B[]>();
  const standalone: B[] = [];
  for (const book of out) {
    const name = book.series.trim();
    if (!name) {
      standalone.push(book);
      continue;
    }
    // Series are matched without regard to case, and keep the first spelling.
    const key = [...series.keys()].find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
    series.set(key, [...(series.get(key) ?? []), book]);
  }
  const order = (a: B, b: B) =>
    (a.seriesNumber ?? Number.POSITIVE_INFINITY) - (b.seriesNumber ?? Number.POSITIVE_INFINITY);
  return {
    startHere: out.find((book) => book.id === options.startHere) ?? null,
    series: [...series.entries()].map(([name, list]) => ({ name, books: [...list].sort(order) })),
    standalone,
    upcoming: books.filter(isUpcoming).sort((a, b) => a.releaseDate.localeCompare(b.releaseDate)),
  };
}
