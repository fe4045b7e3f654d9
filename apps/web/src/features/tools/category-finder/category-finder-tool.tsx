"use client";

import { KDP_CATEGORY_RULE } from "@inkforge/domain/kdp/categories";
import { AMAZON_DOMAINS } from "@inkforge/domain/research/amazon-marketplaces";
import type { CategoryFinderResult } from "@inkforge/domain/research/category-finder";
import { useSearchParams } from "next/navigation";
import type * as React from "react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ToolButton } from "@/features/tools/shared/tool-button";
import { useAuth } from "@/lib/auth/use-auth";
import { CategoryList } from "./category-list";
import { formatAsOf } from "./format";

const ASIN_PATTERN = /^[A-Z0-9]{10}$/u;

type Mode = "words" | "asin";
type Values = { mode: Mode; text: string; domain: string };
type Status =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "done"; result: CategoryFinderResult }
  | { kind: "error"; message: string };

function readValues(params: URLSearchParams): Values {
  const domain = params.get("domain") ?? "";
  const asin = params.get("asin");
  return {
    mode: asin ? "asin" : "words",
    text: asin ?? params.get("words") ?? "",
    domain: (AMAZON_DOMAINS as string[]).includes(domain) ? domain : "amazon.com",
  };
}

/** What is wrong with the typed search, before asking the API (which checks the same). */
function problemWith(values: Values): string | null {
  const text = values.text.trim();
  if (values.mode === "words") {
    if (!/[\p{L}\p{N}]/u.test(text)) return "Type a few words, such as “cozy mystery” or “sudoku”.";
    if (text.length > 100) return "Use at most 100 characters.";
    return null;
  }
  return ASIN_PATTERN.test(text.toUpperCase())
    ? null
    : "An ASIN is 10 letters or digits, like B08N5WRWNW.";
}

/**
 * The Kindle category finder (issue 12): searches the category tree by words or a book's ASIN on
 * the API (free, no sign-in). The search lives in the URL, so a result can be shared and reloads
 * to the same list; each search is one deliberate use (a click), never a keystroke.
 */
export function CategoryFinderTool() {
  const params = useSearchParams();
  const id = useId();
  const [values, setValues] = useState<Values>(() => readValues(params));
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const auth = useAuth();
  // Signed in, the search carries the member's token: the server records the use itself.
  const token = auth.status === "authenticated" ? auth.apiToken : undefined;
  const latest = useRef(0);

  /** `use`: a deliberate search, recorded as a use when signed in (opening a link is not one). */
  const search = useCallback(
    async (wanted: Values, use: boolean) => {
      const ticket = ++latest.current;
      setStatus({ kind: "loading" });
      const text = wanted.text.trim();
      // Loaded with the first search: the caller and zod stay out of the first load (0054).
      const result = await import("@/lib/api/tools-client").then(
        ({ toolsApi }) =>
          toolsApi(use ? token : null).categories({
            domain: wanted.domain,
            ...(wanted.mode === "asin" ? { asin: text.toUpperCase() } : { words: text }),
          }),
        () => null,
      );
      // An older answer arriving after a newer search must not replace it.
      if (ticket !== latest.current) return;
      setStatus(
        result?.ok
          ? { kind: "done", result: result.data }
          : {
              kind: "error",
              message:
                result === null
                  ? "Part of this page could not be loaded. Reload the page to try again."
                  : result.status === 429
                    ? "Too many searches from your connection just now; try again in a minute."
                    : result.message,
            },
      );
    },
    [token],
  );

  // A shared link (or a reload) runs its search once.
  const ranFromUrl = useRef(false);
  useEffect(() => {
    if (ranFromUrl.current) return;
    ranFromUrl.current = true;
    const initial = readValues(new URLSearchParams(window.location.search));
    if (initial.text.trim() !== "" && problemWith(initial) === null) void search(initial, false);
  }, [search]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemWith(values);
    setProblem(found);
    if (found) return;
    const query = new URLSearchParams({ domain: values.domain });
    query.set(
      values.mode,
      values.mode === "asin" ? values.text.trim().toUpperCase() : values.text.trim(),
    );
    window.history.replaceState(null, "", `${window.location.pathname}?${query.toString()}`);
    void search(values, true);
  };

  const set = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    setProblem(null);
  };
  const textId = `${id}-text`;

  return (
    <div className="grid gap-8">
      <form
        aria-label="Kindle category finder"
        noValidate
        onSubmit={submit}
        className="grid gap-4 rounded-xl border bg-white p-4 sm:p-5 lg:grid-cols-[auto_minmax(0,1fr)_12rem_auto] lg:items-end"
      >
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold text-ink-900">Search by</legend>
          <div className="flex gap-4">
            {(["words", "asin"] as const).map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-sm text-ink-900">
                <input
                  type="radio"
                  name="mode"
                  value={mode}
                  checked={values.mode === mode}
                  onChange={() => set({ mode })}
                  className="size-4"
                />
                {mode === "words" ? "Words" : "Book's ASIN"}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={textId} className="text-sm font-semibold text-ink-900">
            {values.mode === "words" ? "Search words" : "ASIN"}
          </label>
          <input
            id={textId}
            type="search"
            autoComplete="off"
            value={values.text}
            onChange={(event) => set({ text: event.target.value })}
            placeholder={values.mode === "words" ? "e.g. cozy mystery, sudoku" : "e.g. B08N5WRWNW"}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${textId}-error` : undefined}
            className="h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-700"
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-domain`} className="text-sm font-semibold text-ink-900">
            Store
          </label>
          <select
            id={`${id}-domain`}
            value={values.domain}
            onChange={(event) => set({ domain: event.target.value })}
            className="h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900"
          >
            {AMAZON_DOMAINS.map((domain) => (
              <option key={domain} value={domain}>
                {domain}
              </option>
            ))}
          </select>
        </div>
        <ToolButton type="submit" disabled={status.kind === "loading"}>
          {status.kind === "loading" ? "Searching…" : "Find categories"}
        </ToolButton>
        {problem ? (
          <p id={`${textId}-error`} className="text-sm font-medium text-red-700 lg:col-span-4">
            {problem}
          </p>
        ) : null}
      </form>

      <section aria-label="Categories found" aria-live="polite" className="grid gap-4">
        {status.kind === "loading" ? <p className="text-slate-700">Searching categories…</p> : null}
        {status.kind === "error" ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {status.message}
          </p>
        ) : null}
        {status.kind === "done" ? <Results result={status.result} /> : null}
      </section>

      <aside
        aria-label="KDP's category rule"
        data-testid="kdp-category-rule"
        className="rounded-xl border border-ember-400/50 bg-ember-100/60 p-4 text-sm text-ink-900"
      >
        <p className="font-semibold">Up to {KDP_CATEGORY_RULE.perFormat} categories per format</p>
        <p className="mt-1 text-slate-700">{KDP_CATEGORY_RULE.text}</p>
        <p className="mt-1 text-xs text-slate-600">
          Source: {KDP_CATEGORY_RULE.source.title} ({KDP_CATEGORY_RULE.source.key}), as of{" "}
          {KDP_CATEGORY_RULE.source.date}
        </p>
      </aside>
    </div>
  );
}

function Results({ result }: { result: CategoryFinderResult }) {
  const asked = result.query.asin
    ? `the book ${result.query.asin}`
    : `“${result.query.words ?? ""}”`;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-ink-900">
          {result.categories.length === 0
            ? `No categories found for ${asked} on ${result.domain}`
            : `${result.total} ${result.total === 1 ? "category" : "categories"} for ${asked} on ${result.domain}`}
        </h2>
        <p data-testid="category-source" className="text-sm text-slate-600">
          Source: {result.source.label} · data as of {formatAsOf(result.source.asOf)}
        </p>
      </div>
      {result.total > result.categories.length ? (
        <p className="text-sm text-slate-600">
          Showing the best {result.categories.length}; add a word to narrow the list.
        </p>
      ) : null}
      {result.categories.length > 0 ? (
        <CategoryList categories={result.categories} domain={result.domain} />
      ) : null}
      <div className="grid gap-1 text-sm text-slate-600">
        {result.curated ? (
          <p>
            {result.curated.count} of these come from {result.curated.source.title}, as of{" "}
            {result.curated.source.date}; they show no ranks.
          </p>
        ) : null}
        <p>{result.notes.sales}</p>
        {result.notes.salesAvailable ? null : (
          <p>{result.domain} has no published sales factor, so no sales are estimated there.</p>
        )}
      </div>
    </>
  );
}
