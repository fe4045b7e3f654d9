"use client";

import type { ParseFailures } from "@inkforge/domain/admin/parse-failures";
import { type Column, DataTable, useConsoleGet } from "./data-table";

/*
 * The browser extension's parse failures (decision 0132): pages it could not read, per day and
 * store, for the last 14 days, with an alert line for each store whose failures jumped today or
 * yesterday, so a parser broken by an Amazon markup change is noticed within a day. Admins only.
 */

type Line = { key: string; marketplace: string; pageKind: string; byDay: Map<string, number> };

function linesOf(data: ParseFailures): Line[] {
  const lines = new Map<string, Line>();
  for (const row of data.rows) {
    const key = `${row.marketplace} ${row.pageKind}`;
    const line = lines.get(key) ?? {
      key,
      marketplace: row.marketplace,
      pageKind: row.pageKind,
      byDay: new Map<string, number>(),
    };
    line.byDay.set(row.day, (line.byDay.get(row.day) ?? 0) + row.reports);
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => a.key.localeCompare(b.key));
}

const shortDay = (day: string) => day.slice(5);
const pageWord = (kind: string) => (kind === "search" ? "search pages" : "product pages");

export function ParseFailuresPage() {
  const { data, error } = useConsoleGet<ParseFailures>("/api/admin/extension-parse-failures");
  const lines = data ? linesOf(data) : [];
  const totals = (data?.days ?? []).map((day) =>
    lines.reduce((sum, line) => sum + (line.byDay.get(day) ?? 0), 0),
  );
  const highest = Math.max(1, ...totals);
  const alerted = new Set((data?.alerts ?? []).map((a) => `${a.marketplace} ${a.pageKind}`));

  const columns: Column<Line>[] = [
    {
      key: "store",
      label: "Store",
      render: (line) => (
        <span className={alerted.has(line.key) ? "font-semibold text-red-800" : undefined}>
          {line.marketplace} · {line.pageKind}
        </span>
      ),
    },
    ...(data?.days ?? []).map((day) => ({
      key: day,
      label: shortDay(day),
      className: "px-2 py-2 text-right tabular-nums",
      render: (line: Line) => line.byDay.get(day) ?? "",
    })),
    {
      key: "total",
      label: "14 days",
      className: "px-3 py-2 text-right font-semibold tabular-nums",
      render: (line) => [...line.byDay.values()].reduce((sum, n) => sum + n, 0),
    },
  ];

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-ink-900">Extension parsers</h1>
      <p className="text-sm text-slate-600">
        Amazon pages the browser extension could not read, per day (UTC) and store. Only pages that
        failed are counted, so a store is compared with its own usual level: an alert shows when a
        day has at least 5 reports and three times the median of the 7 days before. The parser
        versions tell an old build from the current one.
      </p>
      {error ? <p className="text-red-700">{error}</p> : null}
      {data && data.alerts.length === 0 ? (
        <p role="status" className="text-sm text-emerald-800" data-testid="parse-alerts">
          No store's failures jumped today or yesterday.
        </p>
      ) : null}
      {data && data.alerts.length > 0 ? (
        <ul role="alert" className="grid gap-1" data-testid="parse-alerts">
          {data.alerts.map((alert) => (
            <li
              key={`${alert.marketplace} ${alert.pageKind}`}
              className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
            >
              <strong>
                {alert.marketplace} {pageWord(alert.pageKind)}
              </strong>
              : {alert.reports} failed on {alert.day}, against a usual {alert.usual} a day (parser{" "}
              {alert.parserVersions.join(", ")}). Check the page's markup against its fixture.
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <figure className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3">
          <figcaption className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            Failed pages per day, every store
          </figcaption>
          <div className="flex h-32 items-end gap-1" data-testid="parse-chart">
            {data.days.map((day, i) => (
              <div key={day} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                <span className="text-[10px] tabular-nums text-slate-600">{totals[i] || ""}</span>
                <div
                  className="w-full rounded-t bg-ember-600"
                  style={{ height: `${((totals[i] ?? 0) / highest) * 100}%` }}
                  title={`${day}: ${totals[i] ?? 0}`}
                />
                <span className="text-[10px] text-slate-500">{shortDay(day).slice(3)}</span>
              </div>
            ))}
          </div>
        </figure>
      ) : null}
      <DataTable
        caption="Failed pages per day, store and page kind"
        columns={columns}
        rows={lines}
        rowKey={(line) => line.key}
        testId="parse-failures-table"
        empty="No failed pages in the last 14 days."
      />
    </div>
  );
}
