"use client";

import type { AuditEntry } from "@inkforge/domain/admin/contract";
import { auditActions } from "@inkforge/domain/admin/rules";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { InputField } from "@/components/forms/input-field";
import { downloadApiFile } from "@/lib/api/raw-request";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { useConsoleSession } from "./console-session";
import { type Column, DataTable, Pager, useConsoleGet } from "./data-table";
import { when } from "./format";
import {
  type ConsoleFormInput,
  type ConsoleFormOutput,
  loadConsoleSchema,
} from "./load-console-schema";

const limit = 50;

const labels = { actor: "Who", action: "What", targetId: "Target id", from: "From", to: "To" };

/** The console's small filter fields: the label above, a compact input. */
const compact = {
  className: "gap-1",
  labelClassName: "text-xs",
  inputClassName: "h-10 w-56 rounded px-2 text-sm",
};

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
  const form = useZodForm<
    ConsoleFormInput<"auditFiltersSchema">,
    ConsoleFormOutput<"auditFiltersSchema">
  >({
    loadSchema: loadConsoleSchema("auditFiltersSchema"),
    defaultValues: { actor: "", action: "", targetId: "", from: "", to: "" },
    labels,
  });
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [offset, setOffset] = useState(0);
  const params = new URLSearchParams(filters);
  const onSubmit = form.handleSubmit((next) => {
    setOffset(0);
    setFilters(next);
  });
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
      <FormProvider {...form}>
        <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={onSubmit}>
          <InputField id="audit-actor" name="actor" label="Who (email or id)" {...compact} />
          <label className="grid gap-1 text-xs font-semibold">
            What
            <select
              className="h-10 rounded border border-slate-300 px-2 text-sm"
              {...form.register("action")}
            >
              <option value="">Any</option>
              {auditActions.map((action) => (
                <option key={action}>{action}</option>
              ))}
            </select>
          </label>
          <InputField id="audit-target" name="targetId" label="Target id" {...compact} />
          <InputField
            id="audit-from"
            name="from"
            label="From"
            type="date"
            {...compact}
            inputClassName="h-10 rounded px-2 text-sm"
          />
          <InputField
            id="audit-to"
            name="to"
            label="To (inclusive)"
            type="date"
            {...compact}
            inputClassName="h-10 rounded px-2 text-sm"
          />
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
      </FormProvider>
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
