"use client";

import { Search } from "lucide-react";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { TextField, ToolForm } from "@/components/forms/fields";
import { MarketplaceSelect } from "@/components/forms/marketplace-select";
import { SourceNote, sourceSubject } from "@/components/research/status-notes";
import { ToolButton } from "@/components/ui/tool-button";
import { type LookupQuery, useResearchQuota, useReverseLookupRun } from "@/lib/api/use-research";
import { downloadCsv } from "@/lib/download-csv";
import { useZodForm } from "@/lib/forms/use-zod-form";
import {
  csvFileName,
  type LookupRow,
  type LookupSortKey,
  lookupCsv,
  lookupRows,
  lookupSortValue,
  nextSort,
  sortRows,
} from "@/lib/research/rows";
import { ASIN_PATTERN, marketplaceOr, type ResearchUrlState } from "@/lib/research/url-state";
import { amazonProductUrl, amazonSearchUrl } from "./amazon-links";
import { QuotaAndRecent } from "./quota-and-recent";
import { type Column, ResultTable } from "./result-table";
import { RunNotice, SelectionBar } from "./run-parts";

const TOOL = "reverse-product-lookup";
const loadSchema = () => import("./form-schemas").then((module) => module.lookupFormSchema);
const UNIT = "lookups";

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
  state,
  update,
}: {
  state: ResearchUrlState;
  update: (patch: Partial<ResearchUrlState>, push?: boolean) => void;
}) {
  const form = useZodForm<LookupQuery, LookupQuery>({
    loadSchema,
    defaultValues: { asin: state.asin, domain: state.domain },
    labels: { asin: "ASIN", domain: "Marketplace" },
  });
  const domain = useWatch({ control: form.control, name: "domain" });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // A shared or reloaded link opens on its lookup; afterwards lookups start from the form.
  const { state: run, start } = useReverseLookupRun(
    ASIN_PATTERN.test(state.asin) ? { asin: state.asin, domain: state.domain } : null,
  );
  const quota = useResearchQuota(TOOL);

  const lookUp = (query: LookupQuery) => {
    setSelected(new Set());
    start(query);
  };

  const submit = form.handleSubmit((query) => {
    update(query, true);
    lookUp(query);
  });

  const answer = run.kind === "done" ? run.answer : null;
  const rows = useMemo(() => {
    if (!answer) return [];
    return sortRows(
      lookupRows(answer),
      (row) => lookupSortValue(row, state.lookupSort),
      state.lookupDir,
    );
  }, [answer, state.lookupSort, state.lookupDir]);
  const chosen = rows.filter((row) => selected.has(row.keyword));

  const onSort = (key: LookupSortKey) => {
    const sort = nextSort({ key: state.lookupSort, dir: state.lookupDir }, key, [
      "keyword",
      "position",
    ]);
    update({ lookupSort: sort.key, lookupDir: sort.dir });
  };

  const exportRows = (list: LookupRow[]) => {
    if (run.kind !== "done") return;
    downloadCsv(
      csvFileName(["reverse-lookup", run.query.asin, run.query.domain]),
      lookupCsv(list, { ...run.query, source: run.answer.source, asOf: run.answer.asOf }),
    );
  };

  return (
    <div className="grid gap-6">
      <ToolForm
        form={form}
        onSubmit={submit}
        idPrefix="research"
        label="Reverse product lookup"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        <TextField
          name="asin"
          label="ASIN"
          placeholder="e.g. B0C1234567"
          hint="10 letters and digits, as in the book's Amazon address after /dp/."
        />
        <MarketplaceSelect value={domain} onChange={(next) => form.setValue("domain", next)} />
        <ToolButton
          type="submit"
          disabled={run.kind === "loading" || quota.data?.limit === 0}
          className="h-11"
        >
          <Search aria-hidden className="h-4 w-4" />
          {run.kind === "loading" ? "Looking up…" : "Look up"}
        </ToolButton>
      </ToolForm>

      <QuotaAndRecent
        tool={TOOL}
        unit={UNIT}
        describe={(query) => `${query.asin ?? ""} · ${query.domain ?? ""}`}
        onPick={(query) => {
          const asin = (query.asin ?? "").toUpperCase();
          if (!ASIN_PATTERN.test(asin)) return;
          const next: LookupQuery = { asin, domain: marketplaceOr(query.domain) };
          form.reset(next);
          update(next, true);
          lookUp(next);
        }}
      />

      <RunNotice
        run={run}
        unit={UNIT}
        loading={(query) => `Finding the keywords ${query.asin} is found for on ${query.domain}…`}
        onRetry={lookUp}
      />
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
              <SelectionBar
                chosen={chosen.map((row) => row.keyword)}
                total={rows.length}
                onExport={(which) => exportRows(which === "all" ? rows : chosen)}
              />
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
