import { OTHER_STORE_LABELS, type OtherStore } from "@inkforge/domain/author-pages/page-options";
import { arrangeAuthorBooks } from "@inkforge/domain/author-pages/reading-order";
import { findAuthorPageTheme, themeCssVariables } from "@inkforge/domain/author-pages/themes";
import type { AmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import type * as React from "react";

/*
 * The author page as readers see it. Pure markup with no hooks, so the public server page and the
 * editor's live preview render the very same thing; links are given by the caller (counted
 * redirects on the public page, direct links in the preview).
 */

type AuthorPageViewBook = {
  id: string;
  title: string;
  subtitle: string;
  series: string;
  seriesNumber: number | null;
  description: string;
  formats: readonly string[];
  coverUrl: string | null;
  hasAmazon: boolean;
  otherStores: readonly { store: OtherStore; url: string }[];
  excerpt: string;
  reviews: readonly { quote: string; source: string }[];
  releaseDate: string;
};

export type AuthorPageViewData = {
  penName: string;
  tagline: string;
  bio: string;
  photoUrl: string | null;
  genres: readonly string[];
  links: readonly { kind: string; url: string }[];
  theme: string;
  startHere: string;
  books: readonly AuthorPageViewBook[];
};

export type BuyHref = (bookId: string, store: "amazon" | AmazonDomain | OtherStore) => string;

/**
 * The "another Amazon store" chooser: the stores offered, and the counted redirect a GET form sends
 * `book` and `store` to (`null` in the editor's preview, where the chooser is shown but disabled).
 * One `<select>` per book, not one link per store: 19 links a book were most of the page's HTML
 * (twice, as markup and in the RSC payload) and held back its first paint (decision 0150).
 */
export type StoreChooser = { stores: readonly AmazonDomain[]; action: string | null };

export const SOCIAL_LINK_LABELS: Record<string, string> = {
  website: "Website",
  "amazon-author": "Amazon author page",
  goodreads: "Goodreads",
  bookbub: "BookBub",
  instagram: "Instagram",
  tiktok: "TikTok",
  facebook: "Facebook",
  x: "X",
  threads: "Threads",
  bluesky: "Bluesky",
  youtube: "YouTube",
};

const headingClass = "text-2xl font-semibold [font-family:var(--ap-font-heading)]";

/** A release day for readers, in English and without a time zone's help (it is a calendar day). */
function formatDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

export function AuthorPageView({
  page,
  buyHref,
  storeChooser,
  newsletter,
  today,
}: {
  page: AuthorPageViewData;
  buyHref: BuyHref;
  storeChooser: StoreChooser;
  /** The sign-up block (a form on the public page, a placeholder in the preview). */
  newsletter: React.ReactNode;
  /** `YYYY-MM-DD`: books released after it are listed as coming soon. */
  today: string;
}) {
  const theme = findAuthorPageTheme(page.theme);
  const split = theme.layout === "split";
  const arranged = arrangeAuthorBooks(page.books, { startHere: page.startHere, today });
  // The first card's cover is the page's largest paint on a phone: fetched at once and first,
  // not lazily after the scripts (Lighthouse's LCP went from the text to this image, 0147).
  // A start-here book is shown twice (there and in its list): only its first showing counts.
  const firstCard = arranged.startHere ?? arranged.series[0]?.books[0] ?? arranged.standalone[0];
  const card = (book: AuthorPageViewBook, first = book === firstCard && !arranged.startHere) => (
    <BookCard
      key={book.id}
      book={book}
      buyHref={buyHref}
      storeChooser={storeChooser}
      first={first}
    />
  );
  const gridClass = `mt-6 grid gap-6 ${theme.layout === "magazine" ? "sm:grid-cols-2 lg:grid-cols-3" : "sm:grid-cols-2"}`;
  return (
    <div
      data-testid="author-page"
      data-theme={theme.id}
      style={themeCssVariables(theme) as React.CSSProperties}
      className="min-h-full bg-[var(--ap-bg)] text-[var(--ap-text)] wrap-anywhere [font-family:var(--ap-font-body)]"
    >
      <header
        className={`mx-auto max-w-5xl px-5 pt-12 pb-8 ${split ? "sm:flex sm:items-center sm:gap-10" : "text-center"}`}
      >
        {page.photoUrl ? (
          // biome-ignore lint/performance/noImgElement: author photos come from our API, sized by CSS
          <img
            src={page.photoUrl}
            alt={`Portrait of ${page.penName}`}
            width={160}
            height={160}
            className={`h-40 w-40 rounded-full object-cover ${split ? "" : "mx-auto"}`}
          />
        ) : null}
        <div className={split ? "mt-6 sm:mt-0" : "mt-6"}>
          <h1 className="text-4xl font-bold tracking-tight [font-family:var(--ap-font-heading)] sm:text-5xl">
            {page.penName}
          </h1>
          {page.tagline ? (
            <p className="mt-3 text-lg text-[var(--ap-muted)]">{page.tagline}</p>
          ) : null}
          {page.genres.length ? (
            <ul className={`mt-4 flex flex-wrap gap-2 ${split ? "" : "justify-center"}`}>
              {page.genres.map((genre) => (
                <li
                  key={genre}
                  className="rounded-full border border-[var(--ap-muted)] px-3 py-0.5 text-sm"
                >
                  {genre}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>

      <main className="mx-auto max-w-5xl px-5 pb-16">
        {page.bio ? (
          <section aria-labelledby="ap-about" className="mx-auto max-w-2xl">
            <h2 id="ap-about" className="sr-only">
              About {page.penName}
            </h2>
            <div
              className="space-y-3 text-lg leading-relaxed [&_a]:underline"
              // Sanitised by the API's allow-list sanitiser on save (no attributes survive).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save
              dangerouslySetInnerHTML={{ __html: page.bio }}
            />
          </section>
        ) : null}

        {arranged.startHere ? (
          <section aria-labelledby="ap-start" className="mt-12">
            <h2 id="ap-start" className={headingClass}>
              New here? Start with this one
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">{card(arranged.startHere, true)}</ul>
          </section>
        ) : null}

        {arranged.series.map((series, index) => (
          <section key={series.name} aria-labelledby={`ap-series-${index}`} className="mt-12">
            <h2 id={`ap-series-${index}`} className={headingClass}>
              {series.name}
              <span className="ml-2 text-base font-normal text-[var(--ap-muted)]">
                reading order
              </span>
            </h2>
            <ol className={gridClass}>{series.books.map((book) => card(book))}</ol>
          </section>
        ))}

        {arranged.standalone.length ? (
          <section aria-labelledby="ap-books" className="mt-12">
            <h2 id="ap-books" className={headingClass}>
              {arranged.series.length ? "More books" : "Books"}
            </h2>
            <ul className={gridClass}>{arranged.standalone.map((book) => card(book))}</ul>
          </section>
        ) : null}

        {arranged.upcoming.length ? (
          <section aria-labelledby="ap-upcoming" className="mt-12">
            <h2 id="ap-upcoming" className={headingClass}>
              Coming soon
            </h2>
            <ul className="mt-4 space-y-2">
              {arranged.upcoming.map((book) => (
                <li key={book.id} data-testid="upcoming-book" className="text-lg">
                  <span className="font-semibold">{book.title}</span>
                  {book.series ? ` (${book.series})` : ""} –{" "}
                  <time dateTime={book.releaseDate}>{formatDay(book.releaseDate)}</time>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {newsletter}

        {page.links.length ? (
          <nav aria-label={`${page.penName} elsewhere`} className="mt-12 text-center">
            <ul className="flex flex-wrap justify-center gap-4">
              {page.links.map((link) => (
                <li key={`${link.kind}-${link.url}`}>
                  <a href={link.url} rel="nofollow ugc noopener me" className="underline">
                    {SOCIAL_LINK_LABELS[link.kind] ?? link.kind}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </main>
    </div>
  );
}

function BookCard({
  book,
  buyHref,
  storeChooser,
  first,
}: {
  book: AuthorPageViewBook;
  buyHref: BuyHref;
  storeChooser: StoreChooser;
  first: boolean;
}) {
  return (
    <li
      data-testid="author-book"
      className="flex flex-col rounded-xl bg-[var(--ap-surface)] p-5 shadow-sm ring-1 ring-black/5"
    >
      {book.coverUrl ? (
        // biome-ignore lint/performance/noImgElement: covers come from our API
        <img
          src={book.coverUrl}
          alt={`Cover of ${book.title}`}
          width={200}
          height={300}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "auto"}
          className="mx-auto mb-4 h-60 w-40 object-cover shadow"
        />
      ) : null}
      <h3 className="text-xl font-semibold [font-family:var(--ap-font-heading)]">{book.title}</h3>
      {book.subtitle ? <p className="text-[var(--ap-muted)]">{book.subtitle}</p> : null}
      {book.series ? (
        <p className="mt-1 text-sm text-[var(--ap-muted)]">
          {book.series}
          {book.seriesNumber != null ? `, book ${book.seriesNumber}` : ""}
        </p>
      ) : null}
      {book.description ? (
        <div
          className="mt-3 space-y-2 text-[0.95rem] leading-relaxed"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save
          dangerouslySetInnerHTML={{ __html: book.description }}
        />
      ) : null}
      {book.excerpt ? (
        <details className="mt-3">
          <summary className="cursor-pointer font-medium underline">
            Read an excerpt<span className="sr-only"> of {book.title}</span>
          </summary>
          <div
            className="mt-2 space-y-2 text-[0.95rem] leading-relaxed"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save
            dangerouslySetInnerHTML={{ __html: book.excerpt }}
          />
        </details>
      ) : null}
      {book.reviews.map((review) => (
        <figure
          key={`${review.source}-${review.quote}`}
          className="mt-3 border-l-4 border-[var(--ap-accent)] pl-3"
        >
          <blockquote className="italic">“{review.quote}”</blockquote>
          <figcaption className="text-sm text-[var(--ap-muted)]">– {review.source}</figcaption>
        </figure>
      ))}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        {book.hasAmazon ? (
          <a
            href={buyHref(book.id, "amazon")}
            rel="nofollow noopener"
            data-testid="buy-amazon"
            className="rounded-md bg-[var(--ap-accent)] px-4 py-2 font-semibold text-[var(--ap-accent-text)] focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            Buy on Amazon
            <span className="sr-only"> ({book.title})</span>
          </a>
        ) : null}
        {book.otherStores.map((s) => (
          <a
            key={s.store}
            href={buyHref(book.id, s.store)}
            rel="nofollow ugc noopener"
            className="rounded-md border border-[var(--ap-accent)] px-3 py-2 text-[var(--ap-text)] underline-offset-2 hover:underline"
          >
            {OTHER_STORE_LABELS[s.store]}
            <span className="sr-only"> ({book.title})</span>
          </a>
        ))}
      </div>
      {book.hasAmazon ? (
        <form
          method="get"
          action={storeChooser.action ?? undefined}
          rel="nofollow noopener"
          className="mt-2 flex flex-wrap items-center gap-2 text-sm"
        >
          <input type="hidden" name="book" value={book.id} />
          <label htmlFor={`store-${book.id}`} className="text-[var(--ap-muted)]">
            Another Amazon store
          </label>
          <select
            id={`store-${book.id}`}
            name="store"
            // Names the book too: every card has a chooser, and a list of selects all called
            // "Another Amazon store" would not say which is which.
            aria-label={`Another Amazon store for ${book.title}`}
            disabled={storeChooser.action === null}
            className="rounded-md border border-[var(--ap-accent)] bg-[var(--ap-surface)] px-2 py-1 text-[var(--ap-text)]"
          >
            {storeChooser.stores.map((domain) => (
              <option key={domain}>{domain}</option>
            ))}
          </select>
          <button
            type="submit"
            aria-label={`Go to ${book.title} on that store`}
            disabled={storeChooser.action === null}
            className="rounded-md border border-[var(--ap-accent)] px-3 py-1 text-[var(--ap-text)] underline-offset-2 hover:underline"
          >
            Go
          </button>
        </form>
      ) : null}
    </li>
  );
}
