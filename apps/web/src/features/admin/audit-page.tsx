"use client";

import { type AuditEntry, auditActions } from "@inkforge/domain/admin/contract";
import { DAY_MS } from "@inkforge/domain/time-units";
import { useState } from "react";
import { downloadApiFile } from "@/lib/api/raw-request";
import { useConsoleSession } from "./console-session";
import { type Column, DataTable, Pager, useConsoleGet } from "./data-table";
import { when } from "./format";

const limit = 50;

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-400">—</span>;
  return (
    <pre className="max-w-xs overflow-x-auto whitespace-pre-wrap break-all text-[11px] leading-4">
      {JSON.stringify(value, null, 1)}
    </pre>
  );
}

const columns: Column<AuditEntry>[] = [
  { key: "at", label: "When", render: (e) => when(e.at) },
  { key: "actor", label: "Who", render: (e) => e.actor },
  {
    key: "action",
    label: "What",
    render: (e) => <span data-testid="audit-action">{e.action}</span>,
  },
  { key: "target", label: "Target", render: (e) => `${e.targetType} ${e.targetId.slice(0, 8)}` },
  { key: "reason", label: "Reason", render: (e) => e.reason ?? "" },
  { key: "before", label: "Before", render: (e) => <Json value={e.before} /> },
  { key: "after", label: "After", render: (e) => <Json value={e.after} /> },
];

export function AuditPage() {
  const { session } = useConsoleSession();
  const [draft, setDraft] = useState({ actor: "", action: "", targetId: "", from: "", to: "" });
  const [filters, setFilters] = useState(draft);
  const [offset, setOffset] = useState(0);
  const params = new URLSearchParams();
  if (filters.actor) params.set("actor", filters.actor);
  if (filters.action) params.set("action", filters.action);
  if (filters.targetId) params.set("targetId", filters.targetId);
  if (filters.from) params.set("from", new Date(`${filters.from}T00:00:00Z`).toISOString());
  if (filters.to)
    params.set(
      "to",
      new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS).toISOString(),
    );
  const { data, error } = useConsoleGet<{ items: AuditEntry[]; total: number }>(
    `/api/admin/audit?${params}&limit=${limit}&offset=${offset}`,
  );
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async () => {
    // The CSV needs the console token, which a plain link cannot carry.
    const failed = await downloadApiFile(
      `/api/admin/audit.csv?${params}`,
      session.token,
      "audit-log.csv",
    );
    setDownloadError(failed ? `The export failed: ${failed.message}` : null);
  };

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-ink-900">Audit log</h1>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setOffset(0);
          setFilters(draft);
        }}
      >
        <label className="grid gap-1 text-xs font-semibold">
          Who (email or id)
          <input
            className="h-10 w-56 rounded border border-slate-300 px-2 text-sm"
            value={draft.actor}
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
          />
        </label>
        <label className="grid gap-1 text-xs font-semibold">
          What
          <select
            className="h-10 rounded border border-slate-300 px-2 text-sm"
            value={draft.action}
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
          >
            <option value="">Any</option>
            {auditActions.map((action) => (
              <option key={action}>{action}</option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-xs font-semibold">
          Target id
          <input
            className="h-10 w-56 rounded border border-slate-300 px-2 text-sm"
            value={draft.targetId}
            onChange={(event) => setDraft({ ...draft, targetId: event.target.value })}
          />
        </label>
        <label className="grid gap-1 text-xs font-semibold">
          From
          <input
            type="date"
            className="h-10 rounded border border-slate-300 px-2 text-sm"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </label>
        <label className="grid gap-1 text-xs font-semibold">
          To (inclusive)
          <input
            type="date"
            className="h-10 rounded border border-slate-300 px-2 text-sm"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </label>
        <button
          type="submit"
          className="h-10 rounded-md bg-ink-800 px-4 text-sm font-semibold text-white"
        >
          Search
        </button>
        <button
          type="button"
          onClick={download}
          className="h-10 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold"
        >
          Download CSV
        </button>
      </form>
      {downloadError ? <p className="text-sm text-red-700">{downloadError}</p> : null}
      {error ? <p className="text-red-700">{error}</p> : null}
      <DataTable
        caption="Audit log"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(e) => String(e.id)}
        testId="audit-table"
      />
      <Pager total={data?.total ?? 0} offset={offset} limit={limit} onOffset={setOffset} />
    </div>
  );
}
