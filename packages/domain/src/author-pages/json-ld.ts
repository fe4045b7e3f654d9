import type { AuthorBook } from "./contracts";

/*
 * Structured data for search engines: one Person with the books they wrote. Rich text is reduced
 * to plain text here because JSON-LD descriptions are text, not HTML.
 */

export function htmlToPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

const FORMAT_SCHEMA: Record<string, string> = {
  ebook: "https://schema.org/EBook",
  paperback: "https://schema.org/Paperback",
  hardcover: "https://schema.org/Hardcover",
  audiobook: "https://schema.org/AudiobookFormat",
};

export function authorPageJsonLd(input: {
  pageUrl: string;
  penName: string;
  bio: string;
  photoUrl: string | null;
  sameAs: string[];
  books: (AuthorBook & { imageUrl: string | null; buyUrl: string | null })[];
}): Record<string, unknown> {
  const person = { "@type": "Person", name: input.penName, url: input.pageUrl };
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        ...person,
        "@id": `${input.pageUrl}#author`,
        ...(input.bio ? { description: htmlToPlainText(input.bio) } : {}),
        ...(input.photoUrl ? { image: input.photoUrl } : {}),
        ...(input.sameAs.length ? { sameAs: input.sameAs } : {}),
      },
      ...input.books.map((book) => ({
        "@type": "Book",
        name: book.title,
        author: { "@id": `${input.pageUrl}#author` },
        ...(book.isbn ? { isbn: book.isbn } : {}),
        ...(book.description ? { description: htmlToPlainText(book.description) } : {}),
        ...(book.imageUrl ? { image: book.imageUrl } : {}),
        ...(book.buyUrl ? { url: book.buyUrl } : {}),
        ...(book.series
          ? {
              isPartOf: { "@type": "BookSeries", name: book.series },
              ...(book.seriesNumber != null ? { position: book.seriesNumber } : {}),
            }
          : {}),
        ...(book.formats.length
          ? { bookFormat: book.formats.map((f) => FORMAT_SCHEMA[f]).filter(Boolean) }
          : {}),
      })),
    ],
  };
}

/** Safe inside a <script type="application/ld+json">: no `</script>` can close it early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
