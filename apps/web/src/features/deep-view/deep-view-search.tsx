"use client";

import {
  AMAZON_DOMAINS,
  type AmazonDomain,
  type SuggestionDepartment,
} from "@inkforge/domain/research/amazon-marketplaces";
import { SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { MarketplaceSelect } from "@/components/forms/marketplace-select";
import { ResearchError, SourceNote, sourceSubject } from "@/components/research/status-notes";
import { ToolButton } from "@/components/ui/tool-button";
import { useAddressRun } from "@/lib/api/use-address-run";
import { type DeepViewQuery, useDeepViewRun } from "@/lib/api/use-research";
import { DeepViewTable } from "./deep-view-table";
import { NicheSummaryCards } from "./niche-summary-cards";
import { RankReviewsScatter } from "./rank-reviews-scatter";
import { deepViewSubject } from "./rows";

const DEPARTMENTS = [
  { value: "books", label: "Books" },
  { value: "kindle", label: "Kindle Store" },
  { value: "all", label: "All departments" },
] as const satisfies readonly { value: SuggestionDepartment; label: string }[];

/** `category` is a category id from the category finder; when set, the keyword is not used. */
type Query = {
  keyword: string;
  category: string;
  domain: AmazonDomain;
  department: SuggestionDepartment;
};

function readQuery(params: Pick<URLSearchParams, "get">): Query {
  const domain = params.get("domain") ?? "";
  const department = params.get("department") ?? "";
  return {
    keyword: params.get("keyword") ?? "",
    category: params.get("category") ?? "",
    domain: (AMAZON_DOMAINS as string[]).includes(domain) ? (domain as AmazonDomain) : "amazon.com",
    department: DEPARTMENTS.find((d) => d.value === department)?.value ?? "books",
  };
}

/** The run an address opens on: its category id, else its keyword; null = none. */
function runOf(query: Query): DeepViewQuery | null {
  const { domain, department } = query;
  if (query.category) return { categoryId: query.category, domain, department };
  const keyword = query.keyword.trim();
  return keyword ? { keyword, domain, department } : null;
}

/** The address of a query: only the subject in use, so a shared link means one thing. */
function queryParams(query: DeepViewQuery): URLSearchParams {
  const { domain, department } = query;
  return new URLSearchParams(
    query.categoryId
      ? { category: query.categoryId, domain, department }
      : { keyword: query.keyword ?? "", domain, department },
  );
}

const loadSchema = () => import("./search-schema").then((module) => module.deepViewFormSchema);
const DEPARTMENT_OPTIONS = DEPARTMENTS.map((department) => ({ ...department }));

/** The search form and its analysis, for a plan that includes Deep View. */
export function DeepViewSearch({ limit }: { limit: number }) {
  // A link with ?keyword= (the research workspace, Hot Niches) or ?category= (the category
  // finder) opens on its analysis.
  const tool = useAddressRun({
    read: readQuery,
    useRun: useDeepViewRun,
    runOf,
    toParams: queryParams,
    loadSchema,
    labels: { keyword: "Keyword", categoryId: "Category", domain: "Marketplace" },
  });
  const { form, values: query, state: run, running, shown: result } = tool;

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6" data-testid="deep-view">
      <ToolForm
        form={form}
        onSubmit={tool.onSubmit}
        idPrefix="deep-view"
        className="flex flex-wrap items-end gap-3"
        label="Deep View search"
      >
        {query.category ? (
          <div className="grid flex-1 gap-1 text-sm sm:min-w-72">
            <span className="font-medium">Category</span>
            <div className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1">
              <span className="min-w-0 wrap-anywhere" data-testid="deep-view-category">
                {result?.category?.id === query.category ? deepViewSubject(result) : query.category}
              </span>
              <button
                type="button"
                onClick={() => form.setValue("category", "")}
                className="shrink-0 text-ink-700 underline"
              >
                Search a keyword instead
              </button>
            </div>
          </div>
        ) : (
          <div className="flex-1 sm:min-w-72">
            <TextField name="keyword" label="Keyword" placeholder="e.g. gratitude journal" />
          </div>
        )}
        <MarketplaceSelect
          value={query.domain}
          onChange={(domain) => form.setValue("domain", domain)}
        />
        <SelectField name="department" label="Department" options={DEPARTMENT_OPTIONS} />
        <ToolButton type="submit" disabled={running} className="h-11">
          {running ? "Analysing…" : `Analyse up to ${limit} books`}
        </ToolButton>
      </ToolForm>
      {run.kind === "failed" ? (
        <ResearchError
          failure={run.failure}
          unit="analyses"
          onRetry={() => tool.retry(run.query)}
        />
      ) : null}
      {result ? (
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6" aria-busy={running}>
          <div className="grid gap-1">
            <h2 className="wrap-anywhere text-xl font-semibold text-ink-900">
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
