"use client";

import type { FailedJob, Integration, SystemStatus } from "@inkforge/domain/admin/ops-contract";
import { useConsoleApi, useConsoleSession } from "./console-session";
import { type Column, DataTable, ReasonAction, useConsoleGet } from "./data-table";
import { when } from "./format";

type PageTime = SystemStatus["pageTimes"][number];
type Migration = SystemStatus["migrations"][number];

function Status({ row }: { row: Integration }) {
  const failing =
    row.lastFailureAt !== null &&
    (row.lastSuccessAt === null || row.lastFailureAt > row.lastSuccessAt);
  if (failing) return <span className="font-semibold text-red-700">Failing</span>;
  if (row.lastSuccessAt) return <span className="font-semibold text-emerald-700">Working</span>;
  return <span className="text-slate-500">Not used yet</span>;
}

const integrationColumns: Column<Integration>[] = [
  { key: "label", label: "Integration", render: (row) => row.label },
  {
    key: "configured",
    label: "Configured",
    render: (row) => (row.configured ? "Yes" : "No"),
  },
  { key: "adapter", label: "In use", render: (row) => row.adapter },
  { key: "host", label: "Host", render: (row) => row.host ?? "—" },
  { key: "status", label: "Status", render: (row) => <Status row={row} /> },
  { key: "success", label: "Last success", render: (row) => when(row.lastSuccessAt) },
  {
    key: "failure",
    label: "Last failure",
    render: (row) =>
      row.lastFailureAt ? (
        <span>
          {when(row.lastFailureAt)}
          <span className="block text-xs text-red-700">{row.lastError}</span>
        </span>
      ) : (
        "—"
      ),
  },
];

const pageTimeColumns: Column<PageTime>[] = [
  { key: "page", label: "Page", render: (row) => <span className="font-mono">{row.page}</span> },
  { key: "visits", label: "Visits", render: (row) => row.visits },
  { key: "median", label: "Median time", render: (row) => `${row.medianSeconds} s` },
  { key: "p90", label: "90th percentile", render: (row) => `${row.p90Seconds} s` },
];

export function SystemPage() {
  const api = useConsoleApi();
  const { session } = useConsoleSession();
  const { data, error, reload } = useConsoleGet<SystemStatus>("/api/admin/system");
  if (error) return <p className="text-red-700">{error}</p>;
  if (!data) return <p className="text-slate-600">Loading…</p>;
  const retry = (id: string) => async (reason: string) => {
    const result = await api("POST", `/api/admin/jobs/${id}/retry`, { body: { reason } });
    return result.ok ? { ok: true } : { ok: false, message: result.message };
  };
  const failedColumns: Column<FailedJob>[] = [
    { key: "name", label: "Job", render: (job) => <span className="font-mono">{job.name}</span> },
    { key: "failed", label: "Failed", render: (job) => when(job.failedAt) },
    { key: "tries", label: "Retries", render: (job) => job.retryCount },
    {
      key: "error",
      label: "Error",
      render: (job) => <span className="text-xs">{job.error ?? "—"}</span>,
    },
    {
      key: "actions",
      label: "",
      render: (job) =>
        session.role === "admin" ? (
          <ReasonAction
            label="Retry"
            run={retry(job.id)}
            onDone={reload}
            testId={`retry-${job.id}`}
          />
        ) : null,
    },
  ];
  const applied = data.migrations.filter((m) => m.applied).length;
  return (
    <div className="grid gap-6" data-testid="admin-system">
      <div>
        <h1 className="text-2xl font-bold text-ink-900">System</h1>
        <p className="text-sm text-slate-600">
          Version <span className="font-mono">{data.version}</span> · {data.mode} mode ·{" "}
          {data.database} · at {when(data.at)}
        </p>
      </div>
      <section className="grid gap-2" aria-label="Integrations">
        <h2 className="text-lg font-bold text-ink-900">Integrations</h2>
        <DataTable<Integration>
          caption="Configured integrations and their last success or failure"
          testId="system-integrations"
          rows={data.integrations}
          rowKey={(row) => row.name}
          columns={integrationColumns}
        />
      </section>
      <section className="grid gap-2" aria-label="Job queue">
        <h2 className="text-lg font-bold text-ink-900">Job queue</h2>
        {data.jobs.available ? (
          <>
            <p className="text-sm text-slate-700">
              {Object.entries(data.jobs.states)
                .map(([state, n]) => `${n} ${state}`)
                .join(" · ") || "No jobs kept."}
            </p>
            <ul className="grid gap-1 text-sm">
              {data.jobs.schedules.map((schedule) => (
                <li key={schedule.name}>
                  <span className="font-mono">{schedule.name}</span>:{" "}
                  <span className="font-mono">{schedule.cron}</span> ({schedule.timezone})
                </li>
              ))}
            </ul>
            <DataTable<FailedJob>
              caption="Failed jobs, newest first"
              testId="system-failed-jobs"
              rows={data.jobs.failed}
              rowKey={(job) => job.id}
              columns={failedColumns}
              empty="No failed jobs."
            />
          </>
        ) : (
          <p className="text-sm text-slate-600">
            The job queue has not started on this database yet.
          </p>
        )}
      </section>
      <section className="grid gap-2" aria-label="Page times">
        <h2 className="text-lg font-bold text-ink-900">Time on page, last 7 days</h2>
        <DataTable<PageTime>
          caption="Time spent per page, from the page-time beacons"
          testId="system-page-times"
          rows={data.pageTimes}
          rowKey={(row) => row.page}
          columns={pageTimeColumns}
          empty="No page times in the last 7 days."
        />
      </section>
      <section className="grid gap-2" aria-label="Migrations">
        <h2 className="text-lg font-bold text-ink-900">
          Migrations ({applied} of {data.migrations.length} applied)
        </h2>
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-ink-700">
            Every migration
          </summary>
          <DataTable<Migration>
            caption="Migrations the code ships and whether this database has them"
            rows={data.migrations}
            rowKey={(m) => m.tag}
            columns={[
              {
                key: "tag",
                label: "Migration",
                render: (m) => <span className="font-mono">{m.tag}</span>,
              },
              { key: "applied", label: "Applied", render: (m) => (m.applied ? "Yes" : "No") },
            ]}
          />
        </details>
      </section>
    </div>
  );
}
