"use client";

import { AMAZON_DOMAINS } from "@inkforge/domain/research/amazon-marketplaces";
import type { DeepViewResult } from "@inkforge/domain/research/deep-view-contract";
import { useSearchParams } from "next/navigation";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { publicEnv } from "@/config/public-env";
import { ResearchError, SourceNote, sourceSubject } from "@/features/research/status-notes";
import { useCapability } from "@/features/research/use-capability";
import { ToolButton } from "@/features/tools/shared/tool-button";
import { type ApiFailure, createApiCaller } from "@/lib/api/api-call";
import { useAuth } from "@/lib/auth/use-auth";
import { DeepViewTable } from "./deep-view-table";
import { NicheSummaryCards } from "./niche-summary-cards";
import { RankReviewsScatter } from "./rank-reviews-scatter";
import { deepViewSubject } from "./rows";
import { ToolUpgradePrompt } from "./tool-upgrade-prompt";

const DEPARTMENTS = [
  { value: "books", label: "Books" },
  { value: "kindle", label: "Kindle Store" },
  { value: "all", label: "All departments" },
] as const;

/** `category` is a category id from the category finder; when set, the keyword is not used. */
type Query = { keyword: string; category: string; domain: string; department: string };

function readQuery(params: Pick<URLSearchParams, "get">): Query {
  const domain = params.get("domain") ?? "";
  const department = params.get("department") ?? "";
  return {
    keyword: params.get("keyword") ?? "",
    category: params.get("category") ?? "",
    domain: (AMAZON_DOMAINS as string[]).includes(domain) ? domain : "amazon.com",
    department: DEPARTMENTS.some((d) => d.value === department) ? department : "books",
  };
}

/** The request body: exactly one of keyword or category id (the API refuses both or neither). */
function requestBody(query: Query) {
  const { domain, department } = query;
  return query.category
    ? { categoryId: query.category, domain, department }
    : { keyword: query.keyword, domain, department };
}

/** The address of a query: only the subject in use, so a shared link means one thing. */
function queryParams(query: Query): URLSearchParams {
  const { domain, department } = query;
  return new URLSearchParams(
    query.category
      ? { category: query.category, domain, department }
      : { keyword: query.keyword, domain, department },
  );
}

/**
 * Deep View (`/titans-deep-view`, issue 12): a keyword and marketplace (or a category, `?category=`
 * from the category finder) → up to `limit` products
 * with estimated sales and royalty ranges, the niche summary and score, a rank-vs-reviews chart
 * and the table. The query lives in the URL so a result can be reloaded or shared.
 */
export function DeepViewTool({ limit, plans }: { limit: number; plans: readonly string[] }) {
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : null;
  const capability = useCapability("deep-view");
  const call = useMemo(
    () => (token ? createApiCaller({ baseUrl: publicEnv.apiUrl, token, timeoutMs: 60_000 }) : null),
    [token],
  );
  // From Next's router, not window.location: on a client-side link the new page renders before
  // the address bar changes.
  const searchParams = useSearchParams();
  const fromUrl = useMemo(() => readQuery(searchParams), [searchParams]);
  const [query, setQuery] = useState<Query>(fromUrl);
  const lastRun = useRef<string | null>(null);
  const [result, setResult] = useState<DeepViewResult | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [running, setRunning] = useState(false);

  const run = async (next: Query) => {
    if (!call || (!next.category && !next.keyword.trim())) return;
    const params = queryParams(next);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${params}`);
    lastRun.current = JSON.stringify(next);
    setRunning(true);
    setFailure(null);
    const answer = await call<DeepViewResult>("POST", "/api/v1/research/deep-view", {
      body: requestBody(next),
    });
    setRunning(false);
    if (answer.ok) setResult(answer.data);
    else setFailure(answer);
  };

  // A link with ?keyword= (the research workspace, Hot Niches) or ?category= (the category finder)
  // runs at once; so does a later
  // change of the address.
  const urlKey = JSON.stringify(fromUrl);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address or the plan changes
  useEffect(() => {
    if (!call || capability.status !== "ready" || !capability.available) return;
    if (!fromUrl.keyword && !fromUrl.category) return;
    if (lastRun.current === urlKey) return;
    setQuery(fromUrl);
    void run(fromUrl);
  }, [call, capability.status, urlKey]);

  if (capability.status === "loading" || capability.status === "signed-out" || !call) {
    return <p className="text-slate-700">Checking your plan…</p>;
  }
  if (capability.status === "failed") {
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
        Your plan could not be checked just now, so Deep View cannot open. Reload the page to try
        again.
      </p>
    );
  }
  if (!capability.available) {
    return (
      <ToolUpgradePrompt tool="Deep View" tier={capability.tier} plans={plans}>
        It reads up to {limit} books of one Amazon search at once and shows each one's rank, price,
        reviews, age and estimated sales and royalty, with a niche score whose parts you can check.
      </ToolUpgradePrompt>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(query);
  };

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6" data-testid="deep-view">
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3"
        aria-label="Deep View search"
      >
        {query.category ? (
          <div className="grid flex-1 gap-1 text-sm sm:min-w-72">
            <span className="font-medium">Category</span>
            <div className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1">
              <span className="min-w-0 break-words" data-testid="deep-view-category">
                {result?.category?.id === query.category ? deepViewSubject(result) : query.category}
              </span>
              <button
                type="button"
                onClick={() => setQuery({ ...query, category: "" })}
                className="shrink-0 text-ink-700 underline"
              >
                Search a keyword instead
              </button>
            </div>
          </div>
        ) : (
          <label className="grid flex-1 gap-1 text-sm sm:min-w-72">
            <span className="font-medium">Keyword</span>
            <input
              name="keyword"
              value={query.keyword}
              onChange={(event) => setQuery({ ...query, keyword: event.target.value })}
              required
              maxLength={200}
              placeholder="e.g. gratitude journal"
              className="h-10 rounded-md border px-3"
            />
          </label>
        )}
        <label className="grid gap-1 text-sm">
          <span className="font-medium">Marketplace</span>
          <select
            name="domain"
            value={query.domain}
            onChange={(event) => setQuery({ ...query, domain: event.target.value })}
            className="h-10 rounded-md border px-2"
          >
            {AMAZON_DOMAINS.map((domain) => (
              <option key={domain} value={domain}>
                {domain}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          <span className="font-medium">Department</span>
          <select
            name="department"
            value={query.department}
            onChange={(event) => setQuery({ ...query, department: event.target.value })}
            className="h-10 rounded-md border px-2"
          >
            {DEPARTMENTS.map((department) => (
              <option key={department.value} value={department.value}>
                {department.label}
              </option>
            ))}
          </select>
        </label>
        <ToolButton type="submit" disabled={running} className="h-10">
          {running ? "Analysing…" : `Analyse up to ${limit} books`}
        </ToolButton>
      </form>
      {failure ? (
        <ResearchError failure={failure} unit="analyses" onRetry={() => void run(query)} />
      ) : null}
      {result ? (
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6" aria-busy={running}>
          <div className="grid gap-1">
            <h2 className="break-words text-xl font-semibold text-ink-900">
              {result.category
                ? `${result.products.length} best sellers in ${deepViewSubject(result)} on ${result.domain}`
                : `${result.products.length} books for “${result.keyword}” on ${result.domain}`}
            </h2>
            {result.resultCount !== null && !result.category ? (
              <p className="text-sm text-slate-700">
                {result.source === "sample" ? sourceSubject(result.source) : "Amazon"} lists about{" "}
                {result.resultCount.toLocaleString("en-US")} results; the first{" "}
                {result.products.length} are analysed (at most {result.limit}).
              </p>
            ) : null}
            <SourceNote source={result.source} asOf={result.asOf} />
          </div>
          <NicheSummaryCards result={result} />
          <RankReviewsScatter products={result.products} />
          <DeepViewTable result={result} />
          <details className="rounded-lg border bg-white p-4 text-sm text-slate-700">
            <summary className="cursor-pointer font-medium text-ink-900">
              How the estimates are made
            </summary>
            <p className="mt-2">{result.method.sales}</p>
            <p className="mt-2">{result.method.royalty}</p>
            <ul className="mt-2 list-disc pl-5">
              {result.method.sources.map((source) => (
                <li key={source.key}>
                  Source: {source.title} ({source.key}), as of {source.date}
                </li>
              ))}
            </ul>
          </details>
        </div>
      ) : null}
    </div>
  );
}
