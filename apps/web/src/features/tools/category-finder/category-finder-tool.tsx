"use client";

import { KDP_CATEGORY_RULE } from "@inkforge/domain/kdp/categories";
import { AMAZON_DOMAINS } from "@inkforge/domain/research/amazon-marketplaces";
import type {
  CategoryFinderQuery,
  CategoryFinderResult,
} from "@inkforge/domain/research/category-finder";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { ToolButton } from "@/components/ui/tool-button";
import { useAuth } from "@/lib/auth/use-auth";
import { formatAsOf } from "@/lib/format-sales";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { CategoryList } from "./category-list";

type Mode = "words" | "asin";
type Values = { mode: Mode; words: string; asin: string; domain: string };
type Status =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "done"; result: CategoryFinderResult }
  | { kind: "error"; message: string };

function readValues(params: Pick<URLSearchParams, "get">): Values {
  const domain = params.get("domain") ?? "";
  const asin = params.get("asin");
  return {
    mode: asin ? "asin" : "words",
    words: params.get("words") ?? "",
    asin: asin ?? "",
    domain: (AMAZON_DOMAINS as string[]).includes(domain) ? domain : "amazon.com",
  };
}

const loadSchema = () => import("./form-schema").then((module) => module.categoryFinderFormSchema);
const LABELS = { words: "Search words", asin: "ASIN", domain: "Store" };
const DOMAIN_OPTIONS = AMAZON_DOMAINS.map((domain) => ({ value: domain, label: domain }));

/**
 * The Kindle category finder (issue 12): searches the category tree by words or a book's ASIN on
 * the API (free, no sign-in). The search lives in the URL, so a result can be shared and reloads
 * to the same list; each search is one deliberate use (a click), never a keystroke.
 */
export function CategoryFinderTool() {
  const params = useSearchParams();
  const [initial] = useState(() => readValues(params));
  const form = useZodForm<Values, CategoryFinderQuery>({
    loadSchema,
    defaultValues: initial,
    labels: LABELS,
  });
  const mode = useWatch({ control: form.control, name: "mode" });
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const auth = useAuth();
  // Signed in, the search carries the member's token: the server records the use itself.
  const token = auth.status === "authenticated" ? auth.apiToken : undefined;
  const latest = useRef(0);

  /** `use`: a deliberate search, recorded as a use when signed in (opening a link is not one). */
  const search = useCallback(
    async (wanted: CategoryFinderQuery, use: boolean) => {
      const ticket = ++latest.current;
      setStatus({ kind: "loading" });
      // Loaded with the first search: the caller stays out of the first load (0054).
      const result = await import("@/lib/api/tools-client").then(
        ({ toolsApi }) =>
          toolsApi(use ? token : null).categories({
            domain: wanted.domain,
            ...(wanted.asin !== undefined ? { asin: wanted.asin } : { words: wanted.words ?? "" }),
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

  // A shared link (or a reload) runs its search once, when the contract accepts it.
  const ranFromUrl = useRef(false);
  useEffect(() => {
    if (ranFromUrl.current) return;
    ranFromUrl.current = true;
    if (initial[initial.mode].trim() === "") return;
    void form.handleSubmit((query) => search(query, false))();
  }, [form, initial, search]);

  const submit = form.handleSubmit((query) => {
    const address = new URLSearchParams({ domain: query.domain });
    if (query.asin !== undefined) address.set("asin", query.asin);
    else address.set("words", query.words ?? "");
    window.history.replaceState(null, "", `${window.location.pathname}?${address.toString()}`);
    void search(query, true);
  });

  return (
    <div className="grid gap-8">
      <ToolForm
        form={form}
        onSubmit={submit}
        idPrefix="category-finder"
        label="Kindle category finder"
        className="grid gap-4 rounded-xl border bg-white p-4 sm:p-5 lg:grid-cols-[auto_minmax(0,1fr)_12rem_auto] lg:items-end"
      >
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold text-ink-900">Search by</legend>
          <div className="flex gap-4">
            {(["words", "asin"] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-ink-900">
                <input
                  type="radio"
                  value={value}
                  className="size-4"
                  {...form.register("mode", { onChange: () => form.clearErrors() })}
                />
                {value === "words" ? "Words" : "Book's ASIN"}
              </label>
            ))}
          </div>
        </fieldset>
        {mode === "asin" ? (
          <TextField key="asin" name="asin" label="ASIN" placeholder="e.g. B08N5WRWNW" />
        ) : (
          <TextField
            key="words"
            name="words"
            label="Search words"
            placeholder="e.g. cozy mystery, sudoku"
          />
        )}
        <SelectField name="domain" label="Store" options={DOMAIN_OPTIONS} />
        <ToolButton type="submit" disabled={status.kind === "loading"}>
          {status.kind === "loading" ? "Searching…" : "Find categories"}
        </ToolButton>
      </ToolForm>

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
