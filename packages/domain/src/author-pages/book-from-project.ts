import { escapeHtml } from "../text/escape-html";
import { ASIN_PATTERN, type AuthorBookInput, isValidIsbn } from "./contracts";
import { htmlToPlainText } from "./json-ld";
import { projectBookId } from "./page-options";

export { projectBookId };

/*
 * A book project made into an author page's book (issue 30: "books from the author's book
 * projects"; decision 0148). The project holds the listing the author writes for KDP; the page's
 * book takes what a reader sees from it. Identifiers come from what the site already knows: the
 * ISBN the book writer holds for the project, and the ASINs of the member's KDP reports whose
 * title is the project's (the same match My books makes, decision 0117).
 */

export type ProjectForAuthorBook = {
  id: string;
  title: string;
  listing: { title: string; subtitle: string; series: string; description: string };
  binding: "paperback" | "hardcover" | "ebook";
  launchDate: string | null;
};

export type KnownIdentifiers = {
  /** The book writer's ISBN for the project ("" when none). */
  isbn: string;
  /** ASIN column values of KDP report rows with the project's title (any format). */
  reportAsins: readonly string[];
};

const DESCRIPTION_MAX = 4000;

/**
 * A listing description fits the page's 4,000 characters as it is, or becomes its plain text,
 * cut at a word and marked as cut: cutting HTML would leave a tag open.
 */
function fitDescription(html: string): string {
  if (html.length <= DESCRIPTION_MAX) return html;
  let text = htmlToPlainText(html);
  while (escapeHtml(text).length > DESCRIPTION_MAX - 10) {
    const cut = text.lastIndexOf(" ", text.length - 20);
    text = text.slice(0, cut > 0 ? cut : text.length - 20);
  }
  return `<p>${escapeHtml(text)}…</p>`;
}

/**
 * An ebook's ASIN starts with B0; a print book's "ASIN" in a KDP report is its ISBN-10. The first
 * of each kind wins, in the order the reports list them.
 */
function identifiers(known: KnownIdentifiers): { asin: string; isbn: string } {
  const values = known.reportAsins.map((value) => value.trim().toUpperCase());
  const asin = values.find((value) => ASIN_PATTERN.test(value) && !isValidIsbn(value)) ?? "";
  const ownIsbn = known.isbn.replace(/[\s-]/g, "").toUpperCase();
  const isbn = isValidIsbn(ownIsbn) ? ownIsbn : (values.find((value) => isValidIsbn(value)) ?? "");
  return { asin, isbn };
}

export function authorBookFromProject(
  project: ProjectForAuthorBook,
  known: KnownIdentifiers,
): AuthorBookInput {
  const title = (project.listing.title.trim() || project.title.trim()).slice(0, 200);
  return {
    id: projectBookId(project.id),
    title,
    subtitle: project.listing.subtitle.trim().slice(0, 200),
    series: project.listing.series.trim().slice(0, 120),
    seriesNumber: null,
    description: fitDescription(project.listing.description.trim()),
    formats: [project.binding],
    ...identifiers(known),
    coverImage: "",
    releaseDate: project.launchDate ?? "",
  };
}
