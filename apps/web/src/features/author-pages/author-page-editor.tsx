"use client";

import { projectBookId } from "@inkforge/domain/author-pages/book-from-project";
import { amazonBuyLink } from "@inkforge/domain/author-pages/buy-links";
import {
  type AuthorPageDraftInput,
  type AuthorPageStats,
  type AuthorPageEditor as EditorState,
  OTHER_STORE_LABELS,
  OTHER_STORES,
  type OtherStore,
  SOCIAL_KINDS,
} from "@inkforge/domain/author-pages/contracts";
import { daysWithActivity, newsletterConversionPercent } from "@inkforge/domain/author-pages/stats";
import { AUTHOR_PAGE_THEMES } from "@inkforge/domain/author-pages/themes";
import { AMAZON_DOMAINS, type AmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { failureText } from "@/lib/api/api-error";
import { type AuthorPageSubscriber, createAuthorPageClient } from "@/lib/api/author-page-client";
import { createBookProjectsClient } from "@/lib/api/book-projects-client";
import { browserApi } from "@/lib/api/browser-api";
import { downloadApiFile } from "@/lib/api/raw-request";
import { AuthorPageView, SOCIAL_LINK_LABELS } from "./author-page-view";
import { authorImageUrl } from "./image-url";
import { NewsletterForm } from "./newsletter-form";
import { revalidateAuthorPage } from "./revalidate-author-page";

/*
 * The owner's editor (issue 30): one draft document edited locally, saved as a whole, previewed
 * with the readers' own component, then published. Books are part of the draft.
 */

type BookDraft = {
  id: string;
  title: string;
  subtitle: string;
  /** Kept as the server has them: the editor has no control for them yet. */
  formats: EditorState["draft"]["books"][number]["formats"];
  series: string;
  seriesNumber: string;
  description: string;
  asin: string;
  isbn: string;
  coverImage: string;
  stores: Partial<Record<OtherStore, string>>;
  excerpt: string;
  releaseDate: string;
  reviews: { quote: string; source: string }[];
};

type SocialKind = (typeof SOCIAL_KINDS)[number];

type Draft = {
  slug: string;
  penName: string;
  tagline: string;
  bio: string;
  genres: string;
  theme: string;
  newsletter: boolean;
  newsletterHeading: string;
  /** One associate tag per Amazon store (issue 30: "an optional associate tag per marketplace"). */
  associateTags: Partial<Record<AmazonDomain, string>>;
  links: Partial<Record<SocialKind, string>>;
  photo: string;
  startHere: string;
  books: BookDraft[];
};

type Subscriber = AuthorPageSubscriber;

const emptyDraft: Draft = {
  slug: "",
  penName: "",
  tagline: "",
  bio: "",
  genres: "",
  theme: AUTHOR_PAGE_THEMES[0].id,
  newsletter: true,
  newsletterHeading: "Get news of my next book",
  associateTags: {},
  links: {},
  photo: "",
  startHere: "",
  books: [],
};

function newBook(): BookDraft {
  return {
    id: `b${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`,
    title: "",
    subtitle: "",
    formats: [],
    series: "",
    seriesNumber: "",
    description: "",
    asin: "",
    isbn: "",
    coverImage: "",
    stores: {},
    excerpt: "",
    releaseDate: "",
    reviews: [],
  };
}

function fromServer(page: EditorState["draft"]): Draft {
  return {
    slug: page.slug,
    penName: page.penName,
    tagline: page.tagline,
    bio: page.bio,
    genres: page.genres.join(", "),
    theme: page.theme,
    newsletter: page.newsletter.enabled,
    newsletterHeading: page.newsletter.heading,
    associateTags: { ...page.associateTags },
    links: Object.fromEntries(page.links.map((l) => [l.kind, l.url])),
    photo: page.photo,
    books: page.books.map((b) => ({
      id: b.id,
      title: b.title,
      subtitle: b.subtitle,
      formats: [...b.formats],
      series: b.series,
      seriesNumber: b.seriesNumber == null ? "" : String(b.seriesNumber),
      description: b.description,
      asin: b.asin,
      isbn: b.isbn,
      coverImage: b.coverImage,
      stores: Object.fromEntries(b.otherStores.map((s) => [s.store, s.url])),
      excerpt: b.excerpt,
      releaseDate: b.releaseDate,
      reviews: b.reviews.map((r) => ({ ...r })),
    })),
    startHere: page.startHere,
  };
}

function filledLinks(links: Draft["links"]) {
  return SOCIAL_KINDS.flatMap((kind) => {
    const url = links[kind]?.trim();
    return url ? [{ kind, url }] : [];
  });
}

function toServer(draft: Draft, previous: EditorState["draft"] | null): AuthorPageDraftInput {
  const tags = Object.fromEntries(
    AMAZON_DOMAINS.flatMap((domain) => {
      const tag = draft.associateTags[domain]?.trim();
      return tag ? [[domain, tag]] : [];
    }),
  );
  return {
    slug: draft.slug.trim(),
    penName: draft.penName,
    tagline: draft.tagline,
    bio: draft.bio,
    photo: draft.photo,
    genres: draft.genres
      .split(",")
      .map((g) => g.trim())
      .filter(Boolean),
    links: filledLinks(draft.links),
    theme: draft.theme as AuthorPageDraftInput["theme"],
    associateTags: tags,
    newsletter: {
      enabled: draft.newsletter,
      heading: draft.newsletterHeading || emptyDraft.newsletterHeading,
      ...(previous ? { consentText: previous.newsletter.consentText } : {}),
    },
    books: draft.books.map((b) => ({
      id: b.id,
      title: b.title,
      subtitle: b.subtitle,
      formats: b.formats,
      series: b.series,
      seriesNumber: b.seriesNumber.trim() ? Number(b.seriesNumber) : null,
      description: b.description,
      asin: b.asin.trim(),
      isbn: b.isbn.trim(),
      coverImage: b.coverImage,
      otherStores: OTHER_STORES.flatMap((store) => {
        const url = b.stores[store]?.trim();
        return url ? [{ store, url }] : [];
      }),
      excerpt: b.excerpt,
      releaseDate: b.releaseDate.trim(),
      // An empty pair is a row the owner added and left; a half-filled one is theirs to fix.
      reviews: b.reviews.filter((r) => r.quote.trim() || r.source.trim()),
    })),
    startHere: draft.books.some((b) => b.id === draft.startHere) ? draft.startHere : "",
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type ProjectChoice = { id: string; title: string };

export function AuthorPageEditor({ apiToken }: { apiToken: string }) {
  const [loaded, setLoaded] = useState<EditorState | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: "ok" | "error" } | null>(null);
  const [stats, setStats] = useState<AuthorPageStats | null>(null);
  const [subscribers, setSubscribers] = useState<Subscriber[]>([]);
  const [insightsFailed, setInsightsFailed] = useState(false);
  const [projects, setProjects] = useState<ProjectChoice[]>([]);
  const [projectId, setProjectId] = useState("");

  const api = useMemo(() => createAuthorPageClient(browserApi(apiToken), apiToken), [apiToken]);

  const refreshInsights = useCallback(async () => {
    const [s, l] = await Promise.all([api.stats(), api.subscribers()]);
    if (s.ok) setStats(s.data);
    if (l.ok) setSubscribers(l.data.subscribers);
    // The figures are a side panel: a failure says so there rather than blocking the editor.
    if (!s.ok || !l.ok) setInsightsFailed(true);
    else setInsightsFailed(false);
  }, [api]);

  useEffect(() => {
    void (async () => {
      // The member's book projects, offered as books; none is fine (the list stays hidden).
      const answer = await createBookProjectsClient(browserApi(apiToken)).list();
      if (!answer.ok) return;
      setProjects(answer.data.map((p) => ({ id: p.id, title: p.listing.title.trim() || p.title })));
    })();
  }, [apiToken]);

  useEffect(() => {
    void (async () => {
      const answer = await api.read();
      if (answer.ok) {
        const { page } = answer.data;
        if (page) {
          setLoaded(page);
          setDraft(fromServer(page.draft));
          void refreshInsights();
        }
      } else {
        setMessage({ text: "Your page could not be loaded. Please reload.", tone: "error" });
      }
      setReady(true);
    })();
  }, [api, refreshInsights]);

  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const updateBook = (index: number, patch: Partial<BookDraft>) =>
    setDraft((d) => ({
      ...d,
      books: d.books.map((b, i) => (i === index ? { ...b, ...patch } : b)),
    }));

  async function save(): Promise<EditorState | null> {
    const answer = await api.save(toServer(draft, loaded?.draft ?? null));
    if (!answer.ok) {
      setMessage({ text: failureText(answer), tone: "error" });
      return null;
    }
    const saved = answer.data;
    if (loaded && loaded.draft.slug !== saved.draft.slug) {
      await revalidateAuthorPage([loaded.draft.slug]);
    }
    setLoaded(saved);
    return saved;
  }

  async function run(action: "save" | "publish" | "unpublish") {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await save();
      if (!saved) return;
      if (action === "save") {
        setMessage({ text: "Draft saved.", tone: "ok" });
        return;
      }
      const answer = await api.act(action);
      if (!answer.ok) {
        setMessage({ text: failureText(answer), tone: "error" });
        return;
      }
      const state = answer.data;
      setLoaded(state);
      await revalidateAuthorPage([state.draft.slug]);
      setMessage({
        text: action === "publish" ? "Published: your page is live." : "Your page is offline.",
        tone: "ok",
      });
      void refreshInsights();
    } finally {
      setBusy(false);
    }
  }

  /** Saves the edits first, so the book joins the draft as the owner sees it, then adds it. */
  async function addFromProject() {
    if (!projectId) return;
    setBusy(true);
    setMessage(null);
    try {
      if (!(await save())) return;
      const answer = await api.addFromProject(projectId);
      if (!answer.ok) {
        setMessage({ text: failureText(answer), tone: "error" });
        return;
      }
      const state = answer.data;
      setLoaded(state);
      setDraft(fromServer(state.draft));
      const added = state.draft.books.at(-1)?.title ?? "The book";
      setMessage({ text: `${added} was added from your book projects.`, tone: "ok" });
      setProjectId("");
    } finally {
      setBusy(false);
    }
  }

  async function uploadImage(kind: "photo" | "cover", file: File): Promise<string | null> {
    const answer = await api.uploadImage(kind, file);
    if (!answer.ok) {
      setMessage({ text: `The image could not be uploaded: ${answer.message}`, tone: "error" });
      return null;
    }
    return answer.data;
  }

  async function exportCsv() {
    const failed = await downloadApiFile(
      "/api/v1/author-page/subscribers.csv",
      apiToken,
      `${loaded?.draft.slug ?? "author"}-subscribers.csv`,
    );
    // Before, a failed export did nothing at all.
    if (failed) setMessage({ text: `The export failed: ${failed.message}`, tone: "error" });
  }

  if (!ready) return <p className="p-8">Loading your page…</p>;

  const previewHref = (bookId: string, store: string) => {
    const book = draft.books.find((b) => b.id === bookId);
    if (!book) return "#";
    if (store === "amazon" || store.startsWith("amazon.")) {
      const domain = (store === "amazon" ? "amazon.com" : store) as AmazonDomain;
      return (
        amazonBuyLink(
          domain,
          { asin: book.asin.trim().toUpperCase(), isbn: book.isbn.replace(/[\s-]/g, "") },
          draft.associateTags[domain]?.trim() || undefined,
        ) ?? "#"
      );
    }
    return book.stores[store as OtherStore] ?? "#";
  };
  const liveUrl = loaded?.status === "published" ? `/authors/${loaded.draft.slug}` : null;
  const field = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2";

  return (
    <div className="mx-auto grid max-w-[1400px] gap-8 px-4 py-8 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <form
        aria-label="Author page editor"
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void run("save");
        }}
      >
        <div>
          <h1 className="text-2xl font-bold">Your author page</h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="page-status">
            {loaded?.status === "published"
              ? loaded.hasUnpublishedChanges
                ? "Published, with changes not yet published"
                : "Published"
              : loaded?.status === "unpublished"
                ? "Offline"
                : "Not published yet"}
            {liveUrl ? (
              <>
                {" · "}
                <a href={liveUrl} className="underline">
                  Open the live page
                </a>
              </>
            ) : null}
          </p>
        </div>
        {message ? (
          <p
            role={message.tone === "error" ? "alert" : "status"}
            className={`rounded-md px-3 py-2 ${message.tone === "error" ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"}`}
          >
            {message.text}
          </p>
        ) : null}

        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold">About you</legend>
          <label className="block">
            Pen name
            <input
              className={field}
              value={draft.penName}
              onChange={(e) => update({ penName: e.target.value })}
              required
            />
          </label>
          <label className="block">
            Page address
            <span className="mt-1 flex items-center gap-1">
              <span className="text-slate-500">/authors/</span>
              <input
                className={field}
                value={draft.slug}
                onChange={(e) => update({ slug: e.target.value.toLowerCase() })}
                required
                aria-describedby="slug-help"
              />
            </span>
            <span id="slug-help" className="text-xs text-slate-500">
              3–40 lowercase letters, digits and hyphens.
            </span>
          </label>
          <label className="block">
            Author photo (JPEG, PNG or WebP, up to 5 MB)
            <input
              className="mt-1 block text-sm"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                const key = file ? await uploadImage("photo", file) : null;
                if (key) update({ photo: key });
              }}
            />
          </label>
          <label className="block">
            One line for readers
            <input
              className={field}
              value={draft.tagline}
              onChange={(e) => update({ tagline: e.target.value })}
            />
          </label>
          <label className="block">
            Bio
            <textarea
              className={field}
              rows={5}
              value={draft.bio}
              onChange={(e) => update({ bio: e.target.value })}
            />
          </label>
          <label className="block">
            Genres (comma-separated)
            <input
              className={field}
              value={draft.genres}
              onChange={(e) => update({ genres: e.target.value })}
            />
          </label>
          <details>
            <summary className="cursor-pointer">Social and store profiles</summary>
            {SOCIAL_KINDS.map((kind) => (
              <label key={kind} className="mt-2 block text-sm">
                {SOCIAL_LINK_LABELS[kind]} link
                <input
                  className={field}
                  type="url"
                  value={draft.links[kind] ?? ""}
                  onChange={(e) => update({ links: { ...draft.links, [kind]: e.target.value } })}
                />
              </label>
            ))}
          </details>
        </fieldset>

        <fieldset>
          <legend className="text-lg font-semibold">Theme</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {AUTHOR_PAGE_THEMES.map((theme) => (
              <label
                key={theme.id}
                className={`cursor-pointer rounded-lg border-2 p-2 text-center text-sm ${draft.theme === theme.id ? "border-indigo-600" : "border-transparent"}`}
                style={{ background: theme.colors.background, color: theme.colors.text }}
              >
                <input
                  type="radio"
                  name="theme"
                  value={theme.id}
                  checked={draft.theme === theme.id}
                  onChange={() => update({ theme: theme.id })}
                  className="sr-only"
                />
                <span className="block h-3 rounded" style={{ background: theme.colors.accent }} />
                {theme.name}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold">Books</legend>
          {draft.books.map((book, index) => (
            <div
              key={book.id}
              className="space-y-2 rounded-lg border border-slate-200 p-3"
              data-testid="book-editor"
            >
              <label className="block">
                Title
                <input
                  className={field}
                  value={book.title}
                  onChange={(e) => updateBook(index, { title: e.target.value })}
                  required
                />
              </label>
              <label className="block">
                Subtitle
                <input
                  className={field}
                  value={book.subtitle}
                  onChange={(e) => updateBook(index, { subtitle: e.target.value })}
                />
              </label>
              <div className="grid grid-cols-[1fr_5rem] gap-2">
                <label className="block">
                  Series
                  <input
                    className={field}
                    value={book.series}
                    onChange={(e) => updateBook(index, { series: e.target.value })}
                  />
                </label>
                <label className="block">
                  Number
                  <input
                    className={field}
                    inputMode="numeric"
                    value={book.seriesNumber}
                    onChange={(e) => updateBook(index, { seriesNumber: e.target.value })}
                  />
                </label>
              </div>
              <div className="grid grid-cols-2 gap-2">
                <label className="block">
                  ASIN
                  <input
                    className={field}
                    value={book.asin}
                    onChange={(e) => updateBook(index, { asin: e.target.value })}
                  />
                </label>
                <label className="block">
                  ISBN
                  <input
                    className={field}
                    value={book.isbn}
                    onChange={(e) => updateBook(index, { isbn: e.target.value })}
                  />
                </label>
              </div>
              <label className="block text-sm">
                Cover image
                <input
                  className="mt-1 block"
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  onChange={async (e) => {
                    const file = e.target.files?.[0];
                    const key = file ? await uploadImage("cover", file) : null;
                    if (key) updateBook(index, { coverImage: key });
                  }}
                />
              </label>
              <label className="block">
                Description
                <textarea
                  className={field}
                  rows={3}
                  value={book.description}
                  onChange={(e) => updateBook(index, { description: e.target.value })}
                />
              </label>
              <label className="block">
                Release date (books not out yet are listed as coming soon)
                <input
                  className={field}
                  type="date"
                  value={book.releaseDate}
                  onChange={(e) => updateBook(index, { releaseDate: e.target.value })}
                />
              </label>
              <label className="block">
                Excerpt
                <textarea
                  className={field}
                  rows={3}
                  value={book.excerpt}
                  onChange={(e) => updateBook(index, { excerpt: e.target.value })}
                />
              </label>
              <fieldset className="space-y-1">
                <legend className="text-sm font-medium">Reviews you quote</legend>
                {book.reviews.map((review, r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
                  <div key={r} className="grid gap-1 sm:grid-cols-[1fr_12rem]">
                    <label className="block text-sm">
                      Quote {r + 1}
                      <input
                        className={field}
                        value={review.quote}
                        onChange={(e) =>
                          updateBook(index, {
                            reviews: book.reviews.map((x, i) =>
                              i === r ? { ...x, quote: e.target.value } : x,
                            ),
                          })
                        }
                      />
                    </label>
                    <label className="block text-sm">
                      Source {r + 1}
                      <input
                        className={field}
                        value={review.source}
                        onChange={(e) =>
                          updateBook(index, {
                            reviews: book.reviews.map((x, i) =>
                              i === r ? { ...x, source: e.target.value } : x,
                            ),
                          })
                        }
                      />
                    </label>
                  </div>
                ))}
                {book.reviews.length < 5 ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() =>
                      updateBook(index, {
                        reviews: [...book.reviews, { quote: "", source: "" }],
                      })
                    }
                  >
                    Add a review
                  </Button>
                ) : null}
              </fieldset>
              <details>
                <summary className="cursor-pointer text-sm">Other stores</summary>
                {OTHER_STORES.map((store) => (
                  <label key={store} className="mt-2 block text-sm">
                    {OTHER_STORE_LABELS[store]} link
                    <input
                      className={field}
                      type="url"
                      value={book.stores[store] ?? ""}
                      onChange={(e) =>
                        updateBook(index, { stores: { ...book.stores, [store]: e.target.value } })
                      }
                    />
                  </label>
                ))}
              </details>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() =>
                  setDraft((d) => ({ ...d, books: d.books.filter((_, i) => i !== index) }))
                }
              >
                Remove {book.title || "this book"}
              </Button>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            onClick={() => update({ books: [...draft.books, newBook()] })}
          >
            Add a book
          </Button>
          {projects.length > 0 ? (
            <div className="flex flex-wrap items-end gap-2">
              <label className="block min-w-0 flex-1">
                Or add one of your book projects
                <select
                  className={field}
                  value={projectId}
                  onChange={(e) => setProjectId(e.target.value)}
                >
                  <option value="">Choose a book project</option>
                  {projects.map((p) => (
                    <option
                      key={p.id}
                      value={p.id}
                      disabled={draft.books.some((b) => b.id === projectBookId(p.id))}
                    >
                      {p.title}
                    </option>
                  ))}
                </select>
              </label>
              <Button
                type="button"
                variant="outline"
                disabled={!projectId || busy}
                onClick={() => void addFromProject()}
              >
                Add from project
              </Button>
            </div>
          ) : null}
          {draft.books.length > 1 ? (
            <label className="block">
              Start here (the book new readers should read first)
              <select
                className={field}
                value={draft.startHere}
                onChange={(e) => update({ startHere: e.target.value })}
              >
                <option value="">No recommendation</option>
                {draft.books.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.title || "Untitled"}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <details>
            <summary className="cursor-pointer">
              Amazon associate tags (optional, per store)
            </summary>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {AMAZON_DOMAINS.map((domain) => (
                <label key={domain} className="block text-sm">
                  Associate tag for {domain}
                  <input
                    className={field}
                    value={draft.associateTags[domain] ?? ""}
                    onChange={(e) =>
                      update({
                        associateTags: { ...draft.associateTags, [domain]: e.target.value },
                      })
                    }
                  />
                </label>
              ))}
            </div>
          </details>
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-lg font-semibold">Newsletter</legend>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={draft.newsletter}
              onChange={(e) => update({ newsletter: e.target.checked })}
            />
            Show a newsletter sign-up form
          </label>
          <label className="block">
            Heading
            <input
              className={field}
              value={draft.newsletterHeading}
              onChange={(e) => update({ newsletterHeading: e.target.value })}
            />
          </label>
        </fieldset>

        <div className="sticky bottom-0 flex flex-wrap gap-2 border-t border-slate-200 bg-white py-3">
          <Button type="submit" variant="outline" disabled={busy}>
            Save draft
          </Button>
          <Button type="button" disabled={busy} onClick={() => void run("publish")}>
            Publish
          </Button>
          {loaded?.status === "published" ? (
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => void run("unpublish")}
            >
              Unpublish
            </Button>
          ) : null}
        </div>

        {loaded ? (
          <section
            aria-labelledby="insights"
            className="space-y-3 rounded-lg border border-slate-200 p-4"
          >
            <h2 id="insights" className="text-lg font-semibold">
              Readers (last 30 days)
            </h2>
            {insightsFailed ? (
              <p role="alert" className="text-sm text-red-700">
                The figures could not be loaded; they show again when the page is reloaded.
              </p>
            ) : null}
            <dl className="grid grid-cols-3 gap-2 text-center" data-testid="page-stats">
              <div>
                <dt className="text-sm text-slate-600">Views</dt>
                <dd className="text-2xl font-bold" data-testid="stat-views">
                  {stats?.totals.views ?? 0}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Buy-link clicks</dt>
                <dd className="text-2xl font-bold" data-testid="stat-clicks">
                  {stats?.totals.clicks ?? 0}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Sign-ups</dt>
                <dd className="text-2xl font-bold" data-testid="stat-signups">
                  {stats?.totals.signups ?? 0}
                </dd>
              </div>
            </dl>
            {stats ? (
              <p className="text-sm" data-testid="stat-conversion">
                Newsletter conversion:{" "}
                {newsletterConversionPercent(stats.totals) == null
                  ? "no views yet"
                  : `${newsletterConversionPercent(stats.totals)}% of views signed up`}
              </p>
            ) : null}
            {stats && daysWithActivity(stats.days).length ? (
              <table className="w-full text-left text-sm" data-testid="stats-by-day">
                <caption className="text-left font-semibold">Per day</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Views</th>
                    <th scope="col">Clicks</th>
                    <th scope="col">Sign-ups</th>
                  </tr>
                </thead>
                <tbody>
                  {daysWithActivity(stats.days).map((d) => (
                    <tr key={d.day}>
                      <th scope="row" className="font-normal">
                        {d.day}
                      </th>
                      <td>{d.views}</td>
                      <td>{d.clicks}</td>
                      <td>{d.signups}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {stats?.clicksByTarget.length ? (
              <ul className="text-sm">
                {stats.clicksByTarget.map((c) => (
                  <li key={c.target}>
                    {c.target.replace(/^amazon:/, "")}: {c.clicks}
                  </li>
                ))}
              </ul>
            ) : null}
            <h3 className="font-semibold">
              Subscribers ({stats?.totals.confirmed ?? 0} confirmed)
            </h3>
            <ul className="text-sm" data-testid="subscriber-list">
              {subscribers.map((s) => (
                <li key={s.email}>
                  {s.email} · {s.status}
                </li>
              ))}
            </ul>
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void refreshInsights()}
              >
                Refresh
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => void exportCsv()}>
                Export subscribers (CSV)
              </Button>
            </div>
          </section>
        ) : null}
      </form>

      <section
        aria-label="Preview"
        className="overflow-hidden rounded-xl border border-slate-200 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto"
      >
        <p className="bg-slate-100 px-3 py-1 text-xs text-slate-600">Preview (not yet saved)</p>
        <AuthorPageView
          page={{
            penName: draft.penName || "Your pen name",
            tagline: draft.tagline,
            // Escaped here; the saved page shows the sanitised HTML.
            bio: draft.bio ? `<p>${escapeHtml(draft.bio)}</p>` : "",
            photoUrl: authorImageUrl(draft.photo),
            genres: draft.genres
              .split(",")
              .map((g) => g.trim())
              .filter(Boolean),
            links: filledLinks(draft.links),
            theme: draft.theme,
            startHere: draft.startHere,
            books: draft.books.map((b) => ({
              id: b.id,
              title: b.title || "Untitled",
              subtitle: b.subtitle,
              series: b.series,
              seriesNumber: b.seriesNumber.trim() ? Number(b.seriesNumber) : null,
              description: b.description ? `<p>${escapeHtml(b.description)}</p>` : "",
              formats: b.formats,
              coverUrl: authorImageUrl(b.coverImage),
              hasAmazon: Boolean(b.asin.trim() || b.isbn.trim()),
              otherStores: OTHER_STORES.flatMap((store) => {
                const url = b.stores[store]?.trim();
                return url ? [{ store, url }] : [];
              }),
              excerpt: b.excerpt ? `<p>${escapeHtml(b.excerpt)}</p>` : "",
              reviews: b.reviews.filter((r) => r.quote.trim() && r.source.trim()),
              releaseDate: b.releaseDate,
            })),
          }}
          buyHref={previewHref}
          storeChooser={{ stores: AMAZON_DOMAINS, action: null }}
          today={new Date().toISOString().slice(0, 10)}
          newsletter={
            draft.newsletter ? (
              <NewsletterForm
                action="#"
                heading={draft.newsletterHeading}
                consentText="I agree to receive the author's newsletter."
                status={null}
                disabled
              />
            ) : null
          }
        />
      </section>
    </div>
  );
}
