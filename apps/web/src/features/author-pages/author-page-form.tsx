"use client";

import { amazonBuyLink } from "@inkforge/domain/author-pages/buy-links";
import type {
  AuthorPageDraftInput,
  AuthorPageStats,
  AuthorPageEditor as EditorState,
} from "@inkforge/domain/author-pages/contracts";
import type {
  AuthorBookFormValues,
  AuthorPageFormValues,
} from "@inkforge/domain/author-pages/page-form";
import {
  DEFAULT_NEWSLETTER_HEADING,
  filledLinks,
  filledStores,
  genreList,
  OTHER_STORE_LABELS,
  OTHER_STORES,
  type OtherStore,
  projectBookId,
  SOCIAL_KINDS,
} from "@inkforge/domain/author-pages/page-options";
import {
  paragraphHtmlToText,
  textToParagraphHtml,
} from "@inkforge/domain/author-pages/paragraph-text";
import { daysWithActivity, newsletterConversionPercent } from "@inkforge/domain/author-pages/stats";
import { AUTHOR_PAGE_THEMES } from "@inkforge/domain/author-pages/themes";
import { AMAZON_DOMAINS, type AmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import { useCallback, useEffect, useState } from "react";
import { type Control, useFieldArray, useWatch } from "react-hook-form";
import { SelectField, TextAreaField, TextField, ToolForm } from "@/components/forms/fields";
import { ToolButton } from "@/components/ui/tool-button";
import { failureText } from "@/lib/api/api-error";
import type { AuthorPageSubscriber, createAuthorPageClient } from "@/lib/api/author-page-client";
import { downloadApiFile } from "@/lib/api/raw-request";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { AuthorPageView, SOCIAL_LINK_LABELS } from "./author-page-view";
import { authorImageUrl } from "./image-url";
import { loadAuthorPageSchema } from "./load-author-page-schema";
import { NewsletterForm } from "./newsletter-form";
import { revalidateAuthorPage } from "./revalidate-author-page";

/*
 * The owner's editor (issue 30): one draft document edited locally, saved as a whole, previewed
 * with the readers' own component, then published. Books are part of the draft. The values live
 * in one react-hook-form form (issue 25), the books and their reviews in field arrays; the
 * domain's `authorPageFormSchema` reads them into the save body by the page's contract and puts
 * each problem under its box, so nothing is sent while one is marked.
 */

type Subscriber = AuthorPageSubscriber;
type AuthorPageApi = ReturnType<typeof createAuthorPageClient>;
export type ProjectChoice = { id: string; title: string };
/** What the editor opens with: the saved page (null before the first save), or a failed read. */
export type Opening = { page: EditorState | null } | { failed: true };

// Stable for `useZodForm`: zod and the page's contract arrive with the first save, not the page.
const loadPageSchema = loadAuthorPageSchema("authorPageFormSchema");

const LABELS = {
  slug: "Page address",
  penName: "Pen name",
  tagline: "One line for readers",
  bio: "Bio",
  genres: "Genres",
  newsletterHeading: "Heading",
};

const emptyPage: AuthorPageFormValues = {
  slug: "",
  penName: "",
  tagline: "",
  bio: "",
  genres: "",
  theme: AUTHOR_PAGE_THEMES[0].id,
  newsletter: true,
  newsletterHeading: DEFAULT_NEWSLETTER_HEADING,
  consentText: "",
  associateTags: AMAZON_DOMAINS.map(() => ""),
  links: {},
  photo: "",
  startHere: "",
  books: [],
};

function newBook(): AuthorBookFormValues {
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

function fromServer(page: EditorState["draft"]): AuthorPageFormValues {
  return {
    slug: page.slug,
    penName: page.penName,
    tagline: page.tagline,
    bio: paragraphHtmlToText(page.bio),
    genres: page.genres.join(", "),
    theme: page.theme,
    newsletter: page.newsletter.enabled,
    newsletterHeading: page.newsletter.heading,
    consentText: page.newsletter.consentText,
    associateTags: AMAZON_DOMAINS.map((domain) => page.associateTags[domain] ?? ""),
    links: Object.fromEntries(page.links.map((l) => [l.kind, l.url])),
    photo: page.photo,
    books: page.books.map((b) => ({
      id: b.id,
      title: b.title,
      subtitle: b.subtitle,
      formats: [...b.formats],
      series: b.series,
      seriesNumber: b.seriesNumber == null ? "" : String(b.seriesNumber),
      description: paragraphHtmlToText(b.description),
      asin: b.asin,
      isbn: b.isbn,
      coverImage: b.coverImage,
      stores: Object.fromEntries(b.otherStores.map((s) => [s.store, s.url])),
      excerpt: paragraphHtmlToText(b.excerpt),
      releaseDate: b.releaseDate,
      reviews: b.reviews.map((r) => ({ ...r })),
    })),
    startHere: page.startHere,
  };
}

type UploadImage = (kind: "photo" | "cover", file: File) => Promise<string | null>;

/** One book of the draft: its boxes, its quoted reviews (up to five) and its other stores. */
function BookEditor({
  control,
  index,
  uploadImage,
  onCover,
  onRemove,
}: {
  control: Control<AuthorPageFormValues, unknown, AuthorPageDraftInput>;
  index: number;
  uploadImage: UploadImage;
  onCover: (key: string) => void;
  onRemove: () => void;
}) {
  const reviews = useFieldArray({ control, name: `books.${index}.reviews` });
  const title = useWatch({ control, name: `books.${index}.title` });
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="book-editor">
      <TextField name={`books.${index}.title`} label="Title" />
      <TextField name={`books.${index}.subtitle`} label="Subtitle" />
      <div className="grid grid-cols-[1fr_5rem] gap-2">
        <TextField name={`books.${index}.series`} label="Series" />
        <TextField name={`books.${index}.seriesNumber`} label="Number" inputMode="numeric" />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <TextField name={`books.${index}.asin`} label="ASIN" />
        <TextField name={`books.${index}.isbn`} label="ISBN" />
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
            if (key) onCover(key);
          }}
        />
      </label>
      <TextAreaField name={`books.${index}.description`} label="Description" rows={3} />
      <TextField
        name={`books.${index}.releaseDate`}
        label="Release date (books not out yet are listed as coming soon)"
        type="date"
      />
      <TextAreaField name={`books.${index}.excerpt`} label="Excerpt" rows={3} />
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Reviews you quote</legend>
        {reviews.fields.map((review, r) => (
          <div key={review.id} className="grid gap-1 sm:grid-cols-[1fr_12rem]">
            <TextField name={`books.${index}.reviews.${r}.quote`} label={`Quote ${r + 1}`} />
            <TextField name={`books.${index}.reviews.${r}.source`} label={`Source ${r + 1}`} />
          </div>
        ))}
        {reviews.fields.length < 5 ? (
          <ToolButton
            type="button"
            variant="outline"
            size="sm"
            onClick={() => reviews.append({ quote: "", source: "" }, { shouldFocus: false })}
          >
            Add a review
          </ToolButton>
        ) : null}
      </fieldset>
      <details>
        <summary className="cursor-pointer text-sm">Other stores</summary>
        {OTHER_STORES.map((store) => (
          <div key={store} className="mt-2">
            <TextField
              name={`books.${index}.stores.${store}`}
              label={`${OTHER_STORE_LABELS[store]} link`}
            />
          </div>
        ))}
      </details>
      <ToolButton type="button" variant="outline" size="sm" onClick={onRemove}>
        Remove {title || "this book"}
      </ToolButton>
    </div>
  );
}

/** The editor itself, drawn once `author-page-editor.tsx` has the owner's page. */
export function AuthorPageForm({
  apiToken,
  api,
  opening,
  projects,
}: {
  apiToken: string;
  api: AuthorPageApi;
  opening: Opening;
  projects: readonly ProjectChoice[];
}) {
  const openedPage = "page" in opening ? opening.page : null;
  const [loaded, setLoaded] = useState<EditorState | null>(openedPage);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: "ok" | "error" } | null>(
    "failed" in opening
      ? { text: "Your page could not be loaded. Please reload.", tone: "error" }
      : null,
  );
  const [stats, setStats] = useState<AuthorPageStats | null>(null);
  const [subscribers, setSubscribers] = useState<Subscriber[]>([]);
  const [insightsFailed, setInsightsFailed] = useState(false);
  // Which project to add as a book: an action beside the form, not one of the page's values.
  const [projectId, setProjectId] = useState("");
  const form = useZodForm({
    loadSchema: loadPageSchema,
    defaultValues: openedPage ? fromServer(openedPage.draft) : emptyPage,
    labels: LABELS,
  });
  const books = useFieldArray({ control: form.control, name: "books", keyName: "key" });
  const draft = form.watch();

  const refreshInsights = useCallback(async () => {
    const [s, l] = await Promise.all([api.stats(), api.subscribers()]);
    if (s.ok) setStats(s.data);
    if (l.ok) setSubscribers(l.data.subscribers);
    // The figures are a side panel: a failure says so there rather than blocking the editor.
    if (!s.ok || !l.ok) setInsightsFailed(true);
    else setInsightsFailed(false);
  }, [api]);

  const { reset } = form;
  // The figures of a page already saved; a new page has none to show.
  const hasPage = openedPage !== null;
  useEffect(() => {
    if (hasPage) void refreshInsights();
  }, [hasPage, refreshInsights]);

  async function save(body: AuthorPageDraftInput): Promise<EditorState | null> {
    const answer = await api.save(body);
    if (!answer.ok) {
      setMessage({ text: failureText(answer), tone: "error" });
      return null;
    }
    const saved = answer.data;
    if (loaded && loaded.draft.slug !== saved.draft.slug) {
      await revalidateAuthorPage([loaded.draft.slug]);
    }
    setLoaded(saved);
    // The next save sends back the consent sentence the server keeps for this page.
    form.setValue("consentText", saved.draft.newsletter.consentText);
    return saved;
  }

  /** Every action saves the draft first, and none runs while a box is marked. */
  const checked = (action: (body: AuthorPageDraftInput) => Promise<void>) =>
    form.handleSubmit(
      async (body) => {
        setBusy(true);
        setMessage(null);
        try {
          await action(body);
        } finally {
          setBusy(false);
        }
      },
      () =>
        setMessage({
          text: "Nothing was saved: fix the boxes marked below.",
          tone: "error",
        }),
    );

  const run = (action: "save" | "publish" | "unpublish") =>
    checked(async (body) => {
      const saved = await save(body);
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
    });

  /** Saves the edits first, so the book joins the draft as the owner sees it, then adds it. */
  const addFromProject = checked(async (body) => {
    if (!projectId) return;
    if (!(await save(body))) return;
    const answer = await api.addFromProject(projectId);
    if (!answer.ok) {
      setMessage({ text: failureText(answer), tone: "error" });
      return;
    }
    const state = answer.data;
    setLoaded(state);
    reset(fromServer(state.draft));
    const added = state.draft.books.at(-1)?.title ?? "The book";
    setMessage({ text: `${added} was added from your book projects.`, tone: "ok" });
    setProjectId("");
  });

  async function uploadImage(kind: "photo" | "cover", file: File): Promise<string | null> {
    const answer = await api.uploadImage(kind, file);
    if (!answer.ok) {
      setMessage({ text: `The image could not be uploaded: ${answer.message}`, tone: "error" });
      return null;
    }
    // A failed upload's message goes once a later one works (it stayed beside the new photo).
    setMessage((current) => (current?.tone === "error" ? null : current));
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

  const previewHref = (bookId: string, store: string) => {
    const book = draft.books.find((b) => b.id === bookId);
    if (!book) return "#";
    if (store === "amazon" || store.startsWith("amazon.")) {
      const domain = (store === "amazon" ? "amazon.com" : store) as AmazonDomain;
      return (
        amazonBuyLink(
          domain,
          { asin: book.asin.trim().toUpperCase(), isbn: book.isbn.replace(/[\s-]/g, "") },
          draft.associateTags[AMAZON_DOMAINS.indexOf(domain)]?.trim() || undefined,
        ) ?? "#"
      );
    }
    return book.stores[store as OtherStore] ?? "#";
  };
  const liveUrl = loaded?.status === "published" ? `/authors/${loaded.draft.slug}` : null;
  const field = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2";

  return (
    <div className="mx-auto grid max-w-[1400px] gap-8 px-4 py-8 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <ToolForm
        form={form}
        label="Author page editor"
        idPrefix="author-page"
        className="space-y-5"
        onSubmit={run("save")}
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
          <TextField name="penName" label="Pen name" />
          <TextField
            name="slug"
            label="Page address"
            hint="Your page is /authors/ followed by this: 3–40 lowercase letters, digits and hyphens."
          />
          <label className="block">
            Author photo (JPEG, PNG or WebP, up to 5 MB)
            <input
              className="mt-1 block text-sm"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                const key = file ? await uploadImage("photo", file) : null;
                if (key) form.setValue("photo", key);
              }}
            />
          </label>
          <TextField name="tagline" label="One line for readers" />
          <TextAreaField name="bio" label="Bio" rows={5} />
          <TextField name="genres" label="Genres (comma-separated)" />
          <details>
            <summary className="cursor-pointer">Social and store profiles</summary>
            {SOCIAL_KINDS.map((kind) => (
              <div key={kind} className="mt-2">
                <TextField name={`links.${kind}`} label={`${SOCIAL_LINK_LABELS[kind]} link`} />
              </div>
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
                  value={theme.id}
                  className="sr-only"
                  {...form.register("theme")}
                />
                <span className="block h-3 rounded" style={{ background: theme.colors.accent }} />
                {theme.name}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold">Books</legend>
          {books.fields.map((book, index) => (
            <BookEditor
              key={book.key}
              control={form.control}
              index={index}
              uploadImage={uploadImage}
              onCover={(key) => form.setValue(`books.${index}.coverImage`, key)}
              onRemove={() => books.remove(index)}
            />
          ))}
          <ToolButton
            type="button"
            variant="outline"
            onClick={() => books.append(newBook(), { shouldFocus: false })}
          >
            Add a book
          </ToolButton>
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
              <ToolButton
                type="button"
                variant="outline"
                disabled={!projectId || busy}
                onClick={() => void addFromProject()}
              >
                Add from project
              </ToolButton>
            </div>
          ) : null}
          {draft.books.length > 1 ? (
            <SelectField
              name="startHere"
              label="Start here (the book new readers should read first)"
              options={[
                { value: "", label: "No recommendation" },
                ...draft.books.map((b) => ({ value: b.id, label: b.title || "Untitled" })),
              ]}
            />
          ) : null}
          <details>
            <summary className="cursor-pointer">
              Amazon associate tags (optional, per store)
            </summary>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {AMAZON_DOMAINS.map((domain, index) => (
                <TextField
                  key={domain}
                  name={`associateTags.${index}`}
                  label={`Associate tag for ${domain}`}
                />
              ))}
            </div>
          </details>
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-lg font-semibold">Newsletter</legend>
          <label className="flex items-center gap-2">
            <input type="checkbox" {...form.register("newsletter")} />
            Show a newsletter sign-up form
          </label>
          <TextField name="newsletterHeading" label="Heading" />
        </fieldset>

        <div className="sticky bottom-0 flex flex-wrap gap-2 border-t border-slate-200 bg-white py-3">
          <ToolButton type="submit" variant="outline" disabled={busy}>
            Save draft
          </ToolButton>
          <ToolButton type="button" disabled={busy} onClick={() => void run("publish")()}>
            Publish
          </ToolButton>
          {loaded?.status === "published" ? (
            <ToolButton
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => void run("unpublish")()}
            >
              Unpublish
            </ToolButton>
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
              <ToolButton
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void refreshInsights()}
              >
                Refresh
              </ToolButton>
              <ToolButton
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void exportCsv()}
              >
                Export subscribers (CSV)
              </ToolButton>
            </div>
          </section>
        ) : null}
      </ToolForm>

      <section
        aria-label="Preview"
        className="overflow-hidden rounded-xl border border-slate-200 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto"
      >
        <p className="bg-slate-100 px-3 py-1 text-xs text-slate-600">Preview (not yet saved)</p>
        <AuthorPageView
          page={{
            penName: draft.penName || "Your pen name",
            tagline: draft.tagline,
            // As the save will send it; the saved page shows the API's sanitised copy.
            bio: textToParagraphHtml(draft.bio),
            photoUrl: authorImageUrl(draft.photo),
            genres: genreList(draft.genres),
            links: filledLinks(draft.links),
            theme: draft.theme,
            startHere: draft.startHere,
            books: draft.books.map((b) => ({
              id: b.id,
              title: b.title || "Untitled",
              subtitle: b.subtitle,
              series: b.series,
              seriesNumber: b.seriesNumber.trim() ? Number(b.seriesNumber) : null,
              description: textToParagraphHtml(b.description),
              formats: b.formats,
              coverUrl: authorImageUrl(b.coverImage),
              hasAmazon: Boolean(b.asin.trim() || b.isbn.trim()),
              otherStores: filledStores(b.stores),
              excerpt: textToParagraphHtml(b.excerpt),
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
