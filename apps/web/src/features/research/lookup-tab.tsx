"use client";

import { Search } from "lucide-react";
import Link from "next/link";
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ToolButton } from "@/features/tools/shared/tool-button";
import type { ApiFailure } from "@/lib/api/api-call";
import { amazonProductUrl, amazonSearchUrl, backendKeywordsHref } from "./amazon-links";
import { downloadCsv } from "./download";
import { RecentSearches } from "./recent-searches";
import type { LookupAnswer, Quota, RecentSearch, ResearchApi } from "./research-api";
import { type Column, ResultTable } from "./result-table";
import {
  csvFileName,
  type LookupRow,
  type LookupSortKey,
  lookupCsv,
  lookupSortValue,
  sortRows,
} from "./rows";
import { QuotaLine, ResearchError, SourceNote, sourceSubject } from "./status-notes";
import { AMAZON_DOMAINS, ASIN_PATTERN, type ResearchUrlState } from "./url-state";

const TOOL = "reverse-product-lookup";
const UNIT = "lookups";

type Query = { asin: string; domain: ResearchUrlState["domain"] };
type Run =
  | { kind: "idle" }
  | { kind: "loading"; query: Query }
  | { kind: "done"; query: Query; answer: LookupAnswer }
  | { kind: "failed"; query: Query; failure: ApiFailure };

const COLUMNS: Column<LookupRow, LookupSortKey>[] = [
  { key: "keyword", label: "Keyword", render: (row) => row.keyword },
  {
    key: "position",
    label: "Position",
    hint: "in the results",
    numeric: true,
    render: (row) => row.position,
  },
  {
    key: "demand",
    label: "Demand",
    hint: "0–100",
    numeric: true,
    render: (row) =>
      row.demand === null ? <span className="text-slate-500">not measured</span> : row.demand,
  },
  {
    key: "searchVolume",
    label: "Monthly searches",
    numeric: true,
    render: (row) =>
      row.searchVolume === null ? (
        <span className="text-slate-500">not measured</span>
      ) : (
        row.searchVolume.toLocaleString("en-US")
      ),
  },
];

export function LookupTab({
  api,
  state,
  update,
}: {
  api: ResearchApi;
  state: ResearchUrlState;
  update: (patch: Partial<ResearchUrlState>, push?: boolean) => void;
}) {
  const [draft, setDraft] = useState<Query>({ asin: state.asin, domain: state.domain });
  const [invalid, setInvalid] = useState(false);
  const [run, setRun] = useState<Run>({ kind: "idle" });
  const [quota, setQuota] = useState<Quota | null>(null);
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const generation = useRef(0);

  const refreshSide = useCallback(() => {
    void api.quota(TOOL).then((answer) => {
      if (answer.ok) setQuota(answer.data);
    });
    void api.recent(TOOL).then((answer) => {
      if (answer.ok) setRecent(answer.data);
    });
  }, [api]);

  const lookUp = useCallback(
    async (query: Query) => {
      const id = ++generation.current;
      setRun({ kind: "loading", query });
      setSelected(new Set());
      const answer = await api.reverseLookup(query);
      if (id !== generation.current) return;
      setRun(
        answer.ok
          ? { kind: "done", query, answer: answer.data }
          : { kind: "failed", query, failure: answer },
      );
      if (answer.ok && answer.data.quota) setQuota(answer.data.quota);
      refreshSide();
    },
    [api, refreshSide],
  );

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    refreshSide();
    if (ASIN_PATTERN.test(state.asin)) void lookUp({ asin: state.asin, domain: state.domain });
  }, [refreshSide, lookUp, state.asin, state.domain]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asin = draft.asin.trim().toUpperCase();
    if (!ASIN_PATTERN.test(asin)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const query = { ...draft, asin };
    update(query, true);
    void lookUp(query);
  };

  const rows = useMemo(() => {
    if (run.kind !== "done") return [];
    return sortRows(
      run.answer.rows,
      (row) => lookupSortValue(row, state.lookupSort),
      state.lookupDir,
    );
  }, [run, state.lookupSort, state.lookupDir]);
  const chosen = rows.filter((row) => selected.has(row.keyword));

  const onSort = (key: LookupSortKey) =>
    update({
      lookupSort: key,
      lookupDir:
        state.lookupSort === key
          ? state.lookupDir === "asc"
            ? "desc"
            : "asc"
          : key === "keyword" || key === "position"
            ? "asc"
            : "desc",
    });

  const exportRows = (list: LookupRow[]) => {
    if (run.kind !== "done") return;
    downloadCsv(
      csvFileName(["reverse-lookup", run.query.asin, run.query.domain]),
      lookupCsv(list, { ...run.query, source: run.answer.source, asOf: run.answer.asOf }),
    );
  };

  return (
    <div className="grid gap-6">
      <form
        aria-label="Reverse product lookup"
        onSubmit={submit}
        noValidate
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        <div className="grid gap-1.5">
          <label htmlFor="research-asin" className="text-sm font-semibold text-ink-900">
            ASIN
          </label>
          <input
            id="research-asin"
            value={draft.asin}
            maxLength={10}
            placeholder="e.g. B0C1234567"
            aria-invalid={invalid}
            aria-describedby={invalid ? "research-asin-error" : undefined}
            onChange={(event) => setDraft({ ...draft, asin: event.target.value })}
            className="h-11 w-full rounded-md border bg-white px-3 font-mono text-base uppercase text-slate-900 aria-[invalid=true]:border-red-700"
          />
          {invalid ? (
            <p id="research-asin-error" className="text-sm text-red-700">
              An ASIN is 10 letters and digits, as in the book's Amazon address after /dp/.
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="research-lookup-domain" className="text-sm font-semibold text-ink-900">
            Marketplace
          </label>
          <select
            id="research-lookup-domain"
            value={draft.domain}
            onChange={(event) =>
              setDraft({ ...draft, domain: event.target.value as Query["domain"] })
            }
            className="h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900"
          >
            {AMAZON_DOMAINS.map((domain) => (
              <option key={domain} value={domain}>
                {domain}
              </option>
            ))}
          </select>
        </div>
        <ToolButton
          type="submit"
          disabled={run.kind === "loading" || quota?.limit === 0}
          className="h-11"
        >
          <Search aria-hidden className="h-4 w-4" />
          {run.kind === "loading" ? "Looking up…" : "Look up"}
        </ToolButton>
      </form>

      <div className="flex flex-wrap items-start justify-between gap-3">
        <QuotaLine quota={quota} unit={UNIT} />
        <RecentSearches
          searches={recent}
          describe={(query) => `${query.asin ?? ""} · ${query.domain ?? ""}`}
          onPick={(query) => {
            const asin = (query.asin ?? "").toUpperCase();
            if (!ASIN_PATTERN.test(asin)) return;
            const next: Query = {
              asin,
              domain: (AMAZON_DOMAINS as readonly string[]).includes(query.domain ?? "")
                ? (query.domain as Query["domain"])
                : "amazon.com",
            };
            setDraft(next);
            update(next, true);
            void lookUp(next);
          }}
        />
      </div>

      {run.kind === "loading" ? (
        <p role="status" className="text-slate-700">
          Finding the keywords {run.query.asin} is found for on {run.query.domain}…
        </p>
      ) : null}
      {run.kind === "failed" ? (
        <ResearchError failure={run.failure} unit={UNIT} onRetry={() => void lookUp(run.query)} />
      ) : null}
      {run.kind === "done" ? (
        <section aria-label="Keywords of the book" className="grid gap-4">
          <SourceNote source={run.answer.source} asOf={run.answer.asOf} />
          {run.answer.notes.map((note) => (
            <p key={note} className="text-sm text-amber-900">
              {note}
            </p>
          ))}
          <p className="text-sm text-slate-700">
            Keywords{" "}
            <a
              href={amazonProductUrl(run.query.domain, run.query.asin)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-mono underline"
            >
              {run.query.asin}
            </a>{" "}
            is found for on {run.query.domain}, best position first.
          </p>
          {rows.length === 0 ? (
            <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">
              {sourceSubject(run.answer.source)} knows no keyword that {run.query.asin} ranks for on{" "}
              {run.query.domain}.
            </p>
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-2 rounded-md bg-slate-50 p-2 text-sm">
                <span aria-live="polite" className="px-1 text-slate-700">
                  {chosen.length} of {rows.length} selected
                </span>
                <ToolButton
                  size="sm"
                  variant="outline"
                  disabled={chosen.length === 0}
                  onClick={() => exportRows(chosen)}
                >
                  Export selected (CSV)
                </ToolButton>
                <ToolButton size="sm" variant="outline" onClick={() => exportRows(rows)}>
                  Export all (CSV)
                </ToolButton>
                {chosen.length > 0 ? (
                  <Link
                    href={backendKeywordsHref(chosen.map((row) => row.keyword))}
                    className="inline-flex h-8 items-center rounded-md bg-ember-600 px-3 font-semibold text-white hover:bg-ember-700"
                  >
                    Send to 7 Backend Keywords
                  </Link>
                ) : null}
              </div>
              <ResultTable
                label={`Keywords of ${run.query.asin}`}
                testId="lookup-table"
                rows={rows}
                columns={COLUMNS}
                rowKey={(row) => row.keyword}
                selected={selected}
                onSelectedChange={setSelected}
                sort={{ key: state.lookupSort, dir: state.lookupDir }}
                onSort={onSort}
                onOpen={(row) =>
                  window.open(
                    amazonSearchUrl(run.query.domain, "books", row.keyword),
                    "_blank",
                    "noopener,noreferrer",
                  )
                }
              />
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
