"use client";

import { Search } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { TextField, ToolForm } from "@/components/forms/fields";
import { MarketplaceSelect } from "@/components/forms/marketplace-select";
import {
  formatInstant,
  SourceNote,
  sourceName,
  sourceSubject,
} from "@/components/research/status-notes";
import { ToolButton } from "@/components/ui/tool-button";
import type { SuggestionsResponse } from "@/lib/api/research-client";
import { type SuggestionsQuery, useSuggestionsRun } from "@/lib/api/use-research";
import { downloadCsv } from "@/lib/download-csv";
import { useZodForm } from "@/lib/forms/use-zod-form";
import {
  csvFileName,
  filterRows,
  nextSort,
  type SuggestionRow,
  type SuggestionSortKey,
  sortRows,
  suggestionRows,
  suggestionSortValue,
  suggestionsCsv,
} from "@/lib/research/rows";
import {
  marketplaceOr,
  RESEARCH_DEPARTMENTS,
  type ResearchDepartment,
  type ResearchUrlState,
} from "@/lib/research/url-state";
import { amazonSearchUrl, keywordTrackerHref } from "./amazon-links";
import { DemandFormula } from "./demand-formula";
import { QuotaAndRecent } from "./quota-and-recent";
import { type Column, ResultTable } from "./result-table";
import { RunNotice, SelectionBar } from "./run-parts";
import { SuggestionTree } from "./suggestion-tree";

const TOOL = "search-suggestions";
const loadSuggestionsSchema = () =>
  import("./form-schemas").then((module) => module.suggestionsFormSchema);
const UNIT = "searches";

const DEPARTMENT_LABELS: Record<ResearchDepartment, string> = {
  books: "Books",
  kindle: "Kindle Store",
};

function Score({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center justify-end gap-2">
      <span aria-hidden className="hidden h-1.5 w-12 overflow-hidden rounded bg-slate-200 sm:block">
        <span className="block h-full bg-ember-500" style={{ width: `${value}%` }} />
      </span>
      <span className="font-semibold text-slate-900">{value}</span>
    </span>
  );
}

const COLUMNS: Column<SuggestionRow, SuggestionSortKey>[] = [
  { key: "keyword", label: "Suggestion", render: (row) => row.keyword },
  { key: "demand", label: "Demand", numeric: true, render: (row) => <Score value={row.demand} /> },
  { key: "early", label: "Early", hint: "0–100", numeric: true, render: (row) => row.parts.early },
  {
    key: "position",
    label: "Position",
    hint: "0–100",
    numeric: true,
    render: (row) => row.parts.position,
  },
  {
    key: "breadth",
    label: "Breadth",
    hint: "0–100",
    numeric: true,
    render: (row) => row.parts.breadth,
  },
  {
    key: "competition",
    label: "Competition",
    hint: "0 open – 100 crowded",
    numeric: true,
    render: (row) =>
      row.competition === null ? (
        <span className="text-slate-500">not measured</span>
      ) : (
        row.competition
      ),
  },
  {
    key: "combined",
    label: "Score",
    hint: "demand × openness",
    numeric: true,
    render: (row) =>
      row.combined === null ? (
        <span className="text-slate-500" title="Needs a competition figure">
          —
        </span>
      ) : (
        <span className="font-semibold">{row.combined}</span>
      ),
  },
];

/** Where competition came from, and what the API could not measure. */
function AnswerNotes({ answer }: { answer: SuggestionsResponse }) {
  const origin = answer.competition;
  return (
    <div className="grid gap-1 text-sm text-slate-700" data-testid="research-notes">
      <p>
        {origin
          ? `Competition from ${sourceName(origin.source)} for the top ${origin.measured} suggestions, data as of ${formatInstant(origin.asOf)}; the rest say “not measured”.`
          : "Competition is not measured: no product source answered for these suggestions, so the table ranks by demand alone."}
      </p>
      {answer.notes.map((note) => (
        <p key={note} className="text-amber-900">
          {note}
        </p>
      ))}
    </div>
  );
}

export function SuggestionsTab({
  state,
  update,
}: {
  state: ResearchUrlState;
  update: (patch: Partial<ResearchUrlState>, push?: boolean) => void;
}) {
  const form = useZodForm<SuggestionsQuery, SuggestionsQuery>({
    loadSchema: loadSuggestionsSchema,
    defaultValues: { seed: state.seed, domain: state.domain, department: state.department },
    labels: { seed: "Seed keyword", domain: "Marketplace", department: "Store" },
  });
  const domain = useWatch({ control: form.control, name: "domain" });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // A shared or reloaded link opens on its search; afterwards searches start from the form.
  const seed = state.seed.trim();
  const { state: run, start } = useSuggestionsRun(
    seed === "" ? null : { seed, domain: state.domain, department: state.department },
  );

  const search = (query: SuggestionsQuery) => {
    setSelected(new Set());
    start(query);
  };

  const submit = form.handleSubmit((query) => {
    update(query, true);
    search(query);
  });

  const answer = run.kind === "done" ? run.answer : null;
  const allRows = useMemo(() => (answer ? suggestionRows(answer) : []), [answer]);
  const rows = useMemo(() => {
    const filtered = filterRows(allRows, { text: state.q, minDemand: state.min });
    return sortRows(filtered, (row) => suggestionSortValue(row, state.sort), state.dir);
  }, [allRows, state.q, state.min, state.sort, state.dir]);
  const chosen = rows.filter((row) => selected.has(row.keyword));

  const onSort = (key: SuggestionSortKey) => {
    const sort = nextSort({ key: state.sort, dir: state.dir }, key, ["keyword"]);
    update({ sort: sort.key, dir: sort.dir });
  };

  const exportRows = (list: SuggestionRow[]) => {
    if (run.kind !== "done") return;
    const { query, answer } = run;
    downloadCsv(
      csvFileName(["suggestions", query.seed, query.domain, query.department]),
      suggestionsCsv(list, {
        domain: query.domain,
        department: query.department,
        source: answer.source,
        asOf: answer.asOf,
      }),
    );
  };

  return (
    <div className="grid gap-6">
      <ToolForm
        form={form}
        onSubmit={submit}
        idPrefix="research"
        label="Search suggestions"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] sm:items-end"
      >
        <TextField name="seed" label="Seed keyword" placeholder="e.g. coloring book for adults" />
        <MarketplaceSelect value={domain} onChange={(next) => form.setValue("domain", next)} />
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold text-ink-900">Store</legend>
          <div className="flex h-11 items-center gap-4">
            {RESEARCH_DEPARTMENTS.map((department) => (
              <label key={department} className="flex items-center gap-1.5 text-slate-900">
                <input
                  type="radio"
                  value={department}
                  className="h-4 w-4"
                  {...form.register("department")}
                />
                {DEPARTMENT_LABELS[department]}
              </label>
            ))}
          </div>
        </fieldset>
        <ToolButton type="submit" disabled={run.kind === "loading"} className="h-11">
          <Search aria-hidden className="h-4 w-4" />
          {run.kind === "loading" ? "Searching…" : "Search"}
        </ToolButton>
      </ToolForm>

      <QuotaAndRecent
        tool={TOOL}
        unit={UNIT}
        describe={(query) =>
          `${query.seed ?? ""} · ${query.domain ?? ""} · ${DEPARTMENT_LABELS[(query.department as ResearchDepartment) ?? "books"] ?? query.department}`
        }
        onPick={(query) => {
          const next: SuggestionsQuery = {
            seed: query.seed ?? "",
            domain: marketplaceOr(query.domain),
            department: query.department === "kindle" ? "kindle" : "books",
          };
          if (next.seed === "") return;
          form.reset(next);
          update(next, true);
          search(next);
        }}
      />

      <RunNotice
        run={run}
        unit={UNIT}
        loading={(query) =>
          `Expanding “${query.seed}” on ${query.domain}: the seed, the seed with each letter, each letter with the seed and question words…`
        }
        onRetry={search}
      />
      {run.kind === "done" ? (
        <section aria-label="Suggestions" className="grid gap-4">
          <SourceNote source={run.answer.source} asOf={run.answer.asOf} />
          <AnswerNotes answer={run.answer} />
          {allRows.length === 0 ? (
            <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">
              {sourceSubject(run.answer.source)} suggested nothing for “{run.query.seed}” in the{" "}
              {DEPARTMENT_LABELS[run.query.department]} of {run.query.domain}. Try a shorter or more
              general seed.
            </p>
          ) : (
            <>
              <div className="flex flex-wrap items-end gap-3">
                <div className="grid gap-1">
                  <label htmlFor="research-filter" className="text-sm font-semibold text-ink-900">
                    Filter
                  </label>
                  <input
                    id="research-filter"
                    type="search"
                    value={state.q}
                    placeholder="e.g. cats"
                    onChange={(event) => update({ q: event.target.value })}
                    className="h-10 w-56 rounded-md border border-slate-300 bg-white px-3 text-slate-900"
                  />
                </div>
                <div className="grid gap-1">
                  <label htmlFor="research-min" className="text-sm font-semibold text-ink-900">
                    Min demand
                  </label>
                  <input
                    id="research-min"
                    type="number"
                    min={0}
                    max={100}
                    value={state.min === 0 ? "" : state.min}
                    placeholder="0"
                    onChange={(event) => {
                      const value = Math.round(Number(event.target.value));
                      update({
                        min: Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0,
                      });
                    }}
                    className="h-10 w-24 rounded-md border border-slate-300 bg-white px-3 text-slate-900"
                  />
                </div>
                <fieldset className="flex items-center gap-1" aria-label="View">
                  {(["table", "tree"] as const).map((view) => (
                    <ToolButton
                      key={view}
                      size="sm"
                      variant={state.view === view ? "secondary" : "outline"}
                      aria-pressed={state.view === view}
                      onClick={() => update({ view })}
                    >
                      {view === "table" ? "Table" : "Tree"}
                    </ToolButton>
                  ))}
                </fieldset>
              </div>

              <SelectionBar
                testId="research-actions"
                chosen={chosen.map((row) => row.keyword)}
                total={rows.length}
                onExport={(which) => exportRows(which === "all" ? rows : chosen)}
                hint="Select phrases to send them to the 7 Backend Keywords tool or the tracker."
              >
                <Link
                  href={keywordTrackerHref(
                    chosen.map((row) => row.keyword),
                    run.query.domain,
                  )}
                  className="inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 font-semibold text-slate-900 hover:bg-slate-50"
                >
                  Track these keywords
                </Link>
              </SelectionBar>

              {rows.length === 0 ? (
                <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">
                  No suggestion matches the filter; {allRows.length} are hidden by it.
                </p>
              ) : state.view === "tree" ? (
                <SuggestionTree rows={rows} selected={selected} onSelectedChange={setSelected} />
              ) : (
                <ResultTable
                  label={`Suggestions for ${run.query.seed}`}
                  testId="suggestions-table"
                  rows={rows}
                  columns={COLUMNS}
                  rowKey={(row) => row.keyword}
                  selected={selected}
                  onSelectedChange={setSelected}
                  sort={{ key: state.sort, dir: state.dir }}
                  onSort={onSort}
                  onOpen={(row) =>
                    window.open(
                      amazonSearchUrl(run.query.domain, run.query.department, row.keyword),
                      "_blank",
                      "noopener,noreferrer",
                    )
                  }
                />
              )}
              {state.view === "table" ? (
                <p className="text-sm text-slate-600">
                  Keys in the table: ↑ and ↓ move between rows, Space selects, Enter opens the
                  phrase's Amazon search page.
                </p>
              ) : null}
            </>
          )}
        </section>
      ) : null}
      <DemandFormula />
    </div>
  );
}
