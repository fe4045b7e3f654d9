"use client";

import { AMAZON_DOMAINS } from "@inkforge/domain/research/amazon-marketplaces";
import { Lock } from "lucide-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { publicEnv } from "@/config/public-env";
import { downloadCsv } from "@/features/research/download";
import { createApiCaller } from "@/lib/api/api-call";
import { useAuth } from "@/lib/auth/use-auth";
import {
  DEPARTMENTS,
  describeChange,
  entryLabel,
  failureMessage,
  readHistory,
  readTrackerList,
  slotTime,
  splitList,
  type TrackerEntry,
  type TrackerHistory,
  type TrackerKind,
  type TrackerList,
  trackedValueName,
} from "./tracker-api";
import { HistoryChart, Sparkline } from "./tracker-chart";

const NAMES = { keyword: "Keyword rank tracker", asin: "Product (ASIN) tracker" } as const;
const UNITS = { keyword: "tracked keywords", asin: "tracked products" } as const;

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(iso));

const input =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-ink-600";

/**
 * The keyword and ASIN trackers (issue 12): add entries (also `?add=a,b` from the research app),
 * each entry's trend and change since yesterday and last week, a detail chart, alerts, pause and
 * remove, CSV export, and when the daily job last ran and failed. Every limit is the server's.
 */
export function TrackerTool({ kind, plansNote }: { kind: TrackerKind; plansNote: string }) {
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : null;
  const call = useMemo(
    () => createApiCaller({ baseUrl: publicEnv.apiUrl, token: token ?? undefined }),
    [token],
  );
  const params = useSearchParams();
  const [list, setList] = useState<TrackerList | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await call("GET", `/api/v1/trackers/${kind}`);
    if (!result.ok) return setLoadError(failureMessage(result));
    const body = readTrackerList(result.data);
    if (!body) return setLoadError("The tracker service answered something unreadable.");
    setLoadError(null);
    setList(body);
  }, [call, kind]);

  useEffect(() => {
    if (token) void load();
  }, [token, load]);

  if (!token) return null;
  if (loadError && !list)
    return (
      <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-900">
        {loadError}
      </p>
    );
  if (!list) return <p className="text-slate-700">Loading your {UNITS[kind]}…</p>;

  if (list.limit.max === 0) {
    return (
      <section
        aria-label={`Upgrade to use the ${NAMES[kind]}`}
        data-testid="tracker-upgrade"
        className="grid justify-items-start gap-3 rounded-xl border border-ember-400 bg-ember-100/40 p-6 text-slate-800"
      >
        <Lock aria-hidden className="h-6 w-6 text-ember-700" />
        <h2 className="text-lg font-semibold text-ink-900">
          The {NAMES[kind]} is not part of your plan
        </h2>
        <p className="max-w-2xl">
          {kind === "keyword"
            ? "Follow where your books rank for the keywords you chose, day by day, with an alert when a book leaves the first page."
            : "Watch the sales rank, price and reviews of your books and your competitors' books every day, with an alert when a rank crosses your line."}{" "}
          {plansNote}
        </p>
        <Link href="/pricing" className={buttonVariants()}>
          See the plans
        </Link>
      </section>
    );
  }

  const selectedEntry = list.entries.find((entry) => entry.id === selected) ?? null;
  return (
    // min-w-0: grid items would otherwise grow to the table's width and widen the page on phones.
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <JobStatusNote list={list} />
      <AddForm
        kind={kind}
        list={list}
        initial={params.get("add") ?? ""}
        market={params.get("market")}
        onAdd={async (payload) => {
          const result = await call("POST", `/api/v1/trackers/${kind}`, { body: payload });
          if (!result.ok) return failureMessage(result);
          await load();
          return null;
        }}
      />
      <EntryTable
        kind={kind}
        list={list}
        selected={selected}
        onSelect={(id) => setSelected(id === selected ? null : id)}
        onPause={async (entry) => {
          await call("PUT", `/api/v1/trackers/${kind}/${entry.id}`, {
            body: { paused: !entry.paused },
          });
          await load();
        }}
        onRemove={async (entry) => {
          if (!window.confirm(`Stop tracking ${entryLabel(entry)} and delete its history?`)) return;
          await call("DELETE", `/api/v1/trackers/${kind}/${entry.id}`);
          if (selected === entry.id) setSelected(null);
          await load();
        }}
        onExport={async () => {
          const result = await call<string>("GET", `/api/v1/trackers/${kind}/export.csv`);
          if (result.ok) downloadCsv(`${kind}-tracker.csv`, String(result.data));
        }}
      />
      {selectedEntry ? (
        <EntryDetail
          key={selectedEntry.id}
          kind={kind}
          entry={selectedEntry}
          loadHistory={async () => {
            const result = await call(
              "GET",
              `/api/v1/trackers/${kind}/${selectedEntry.id}/history`,
            );
            return result.ok ? readHistory(result.data) : null;
          }}
          onSaveAlerts={async (alerts) => {
            const result = await call("PUT", `/api/v1/trackers/${kind}/${selectedEntry.id}`, {
              body: alerts,
            });
            if (!result.ok) return failureMessage(result);
            await load();
            return null;
          }}
          onExport={async () => {
            const result = await call<string>(
              "GET",
              `/api/v1/trackers/${kind}/export.csv?entry=${selectedEntry.id}`,
            );
            if (result.ok) downloadCsv(`${kind}-${selectedEntry.asin}.csv`, String(result.data));
          }}
        />
      ) : null}
    </div>
  );
}

function JobStatusNote({ list }: { list: TrackerList }) {
  const { job } = list;
  const failedLast =
    job.lastFailureAt !== null &&
    (job.lastSuccessAt === null || job.lastFailureAt > job.lastSuccessAt);
  return (
    <div className="grid gap-2 text-sm" data-testid="tracker-job-status">
      <p className="text-slate-700">
        A snapshot of every entry is taken once a day at its own time (UTC).{" "}
        {job.lastSuccessAt ? (
          <>
            Last successful run: <strong>{dateTime(job.lastSuccessAt)} UTC</strong>.
          </>
        ) : (
          "The daily job has not run yet."
        )}
      </p>
      {job.lastFailureAt ? (
        <p
          role={failedLast ? "alert" : undefined}
          className={failedLast ? "rounded-md bg-red-50 px-3 py-2 text-red-900" : "text-slate-600"}
        >
          Last failure: {dateTime(job.lastFailureAt)} UTC — {job.lastError}
          {failedLast ? "" : " (a later run succeeded)"}
        </p>
      ) : null}
    </div>
  );
}

function AddForm({
  kind,
  list,
  initial,
  market,
  onAdd,
}: {
  kind: TrackerKind;
  list: TrackerList;
  initial: string;
  market: string | null;
  onAdd: (payload: { entries: Record<string, string>[] }) => Promise<string | null>;
}) {
  const [items, setItems] = useState(splitList(initial).join("\n"));
  const [asin, setAsin] = useState("");
  const [domain, setDomain] = useState(
    market && (AMAZON_DOMAINS as readonly string[]).includes(market) ? market : "amazon.com",
  );
  const [department, setDepartment] = useState("books");
  const [message, setMessage] = useState<{ tone: "error" | "ok"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { used, max, upgradeTier } = list.limit;
  const full = max !== null && used >= max;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const words = splitList(items);
    if (words.length === 0) {
      setMessage({
        tone: "error",
        text: kind === "keyword" ? "Enter at least one keyword." : "Enter at least one ASIN.",
      });
      return;
    }
    const entries =
      kind === "keyword"
        ? words.map((keyword) => ({ keyword, asin, domain, department }))
        : words.map((item) => ({ asin: item, domain }));
    setBusy(true);
    const failure = await onAdd({ entries });
    setBusy(false);
    if (failure) setMessage({ tone: "error", text: failure });
    else {
      setMessage({
        tone: "ok",
        text: `Added. The first snapshot is taken at each entry's daily time.`,
      });
      setItems("");
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-label={kind === "keyword" ? "Track keywords" : "Track ASINs"}
      className="grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 [&>*]:min-w-0"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink-900">
          {kind === "keyword" ? "Track keywords" : "Track products"}
        </h2>
        <p className="text-sm text-slate-700" data-testid="tracker-usage">
          {used} of {max === null ? "unlimited" : max} {UNITS[kind]}
        </p>
      </div>
      {full ? (
        <p className="rounded-md bg-ember-100/60 px-3 py-2 text-sm text-ink-900">
          Your plan allows {max} {UNITS[kind]}.{" "}
          {upgradeTier ? (
            <>
              <Link href="/pricing" className="font-semibold underline">
                Upgrade to {upgradeTier}
              </Link>{" "}
              to track more, or remove an entry.
            </>
          ) : (
            "Remove an entry to add another."
          )}
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2 [&>*]:min-w-0">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          {kind === "keyword"
            ? "Keywords (one per line or comma separated)"
            : "ASINs (one per line or comma separated)"}
          <textarea
            value={items}
            onChange={(event) => setItems(event.target.value)}
            rows={3}
            className="w-full min-w-0 rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        <div className="grid content-start gap-3">
          {kind === "keyword" ? (
            <label className="grid gap-1 text-sm font-medium text-slate-800">
              ASIN to look for
              <input
                value={asin}
                onChange={(event) => setAsin(event.target.value)}
                placeholder="B0XXXXXXXX"
                className={input}
              />
            </label>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <label className="grid gap-1 text-sm font-medium text-slate-800">
              Marketplace
              <select
                value={domain}
                onChange={(event) => setDomain(event.target.value)}
                className={input}
              >
                {AMAZON_DOMAINS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </label>
            {kind === "keyword" ? (
              <label className="grid gap-1 text-sm font-medium text-slate-800">
                Department
                <select
                  value={department}
                  onChange={(event) => setDepartment(event.target.value)}
                  className={input}
                >
                  {DEPARTMENTS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={buttonVariants()}>
          {busy ? "Adding…" : "Track"}
        </button>
        {message ? (
          <p
            role={message.tone === "error" ? "alert" : "status"}
            className={
              message.tone === "error" ? "text-sm text-red-800" : "text-sm text-emerald-800"
            }
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}

const toneClass = {
  better: "text-emerald-700",
  worse: "text-red-700",
  same: "text-slate-600",
  none: "text-slate-500",
} as const;

function Change({ change }: { change: TrackerEntry["changeSinceYesterday"] }) {
  const { text, tone } = describeChange(change);
  return <span className={toneClass[tone]}>{text}</span>;
}

function latestValue(kind: TrackerKind, entry: TrackerEntry): string {
  if (!entry.latest) return "—";
  const value = kind === "keyword" ? entry.latest.position : entry.latest.salesRank;
  return value === null ? "not found" : `#${value.toLocaleString("en-US")}`;
}

function EntryTable({
  kind,
  list,
  selected,
  onSelect,
  onPause,
  onRemove,
  onExport,
}: {
  kind: TrackerKind;
  list: TrackerList;
  selected: string | null;
  onSelect: (id: string) => void;
  onPause: (entry: TrackerEntry) => Promise<void>;
  onRemove: (entry: TrackerEntry) => Promise<void>;
  onExport: () => Promise<void>;
}) {
  if (list.entries.length === 0) {
    return (
      <p className="text-slate-700">
        Nothing tracked yet. Add {kind === "keyword" ? "a keyword" : "an ASIN"} above.
      </p>
    );
  }
  const source = list.entries.find((entry) => entry.latest)?.latest?.source;
  return (
    <section aria-label="Tracked entries" className="grid min-w-0 gap-3 [&>*]:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink-900">Your {UNITS[kind]}</h2>
        <div className="flex items-center gap-3">
          {source === "sample" ? (
            <span className="rounded bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-900">
              Sample data
            </span>
          ) : null}
          <button
            type="button"
            onClick={() => void onExport()}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Export CSV
          </button>
        </div>
      </div>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full min-w-[720px] text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th className="px-3 py-2">{kind === "keyword" ? "Keyword → ASIN" : "ASIN"}</th>
              <th className="px-3 py-2">{kind === "keyword" ? "Position" : "Sales rank"}</th>
              <th className="px-3 py-2">Since yesterday</th>
              <th className="px-3 py-2">Since last week</th>
              <th className="px-3 py-2">30 days</th>
              <th className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.entries.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-100" data-testid="tracker-entry">
                <td className="px-3 py-2">
                  <button
                    type="button"
                    onClick={() => onSelect(entry.id)}
                    aria-expanded={selected === entry.id}
                    className="text-left font-medium text-ink-800 underline-offset-2 hover:underline"
                  >
                    {entryLabel(entry)}
                  </button>
                  <div className="text-xs text-slate-600">
                    {entry.domain} · daily at {slotTime(entry.slotMinute)}
                    {entry.paused ? " · paused" : ""}
                  </div>
                </td>
                <td className="px-3 py-2 font-semibold">{latestValue(kind, entry)}</td>
                <td className="px-3 py-2">
                  <Change change={entry.changeSinceYesterday} />
                </td>
                <td className="px-3 py-2">
                  <Change change={entry.changeSinceLastWeek} />
                </td>
                <td className="px-3 py-2">
                  <Sparkline
                    points={entry.sparkline}
                    label={`${entryLabel(entry)} ${trackedValueName(kind)}`}
                  />
                </td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-2">
                    <button
                      type="button"
                      onClick={() => void onPause(entry)}
                      className={buttonVariants({ variant: "ghost", size: "sm" })}
                    >
                      {entry.paused ? "Resume" : "Pause"}
                    </button>
                    <button
                      type="button"
                      onClick={() => void onRemove(entry)}
                      className={buttonVariants({ variant: "ghost", size: "sm" })}
                    >
                      Remove
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function EntryDetail({
  kind,
  entry,
  loadHistory,
  onSaveAlerts,
  onExport,
}: {
  kind: TrackerKind;
  entry: TrackerEntry;
  loadHistory: () => Promise<TrackerHistory | null>;
  onSaveAlerts: (alerts: {
    alertRankThreshold: number | null;
    alertLeavesFirstPage: boolean;
  }) => Promise<string | null>;
  onExport: () => Promise<void>;
}) {
  const [history, setHistory] = useState<TrackerHistory | null>(null);
  const [threshold, setThreshold] = useState(entry.alertRankThreshold?.toString() ?? "");
  const [firstPage, setFirstPage] = useState(entry.alertLeavesFirstPage);
  const [note, setNote] = useState<string | null>(null);
  // Reload when a new snapshot arrives (the list refreshed with another latest day).
  const latestDay = entry.latest?.day;
  useEffect(() => {
    void latestDay;
    void loadHistory().then(setHistory);
  }, [loadHistory, latestDay]);

  const name = trackedValueName(kind);
  const points = (history?.snapshots ?? []).map((snapshot) => ({
    day: snapshot.day,
    value: kind === "keyword" ? snapshot.position : snapshot.salesRank,
  }));
  const latest = entry.latest;
  return (
    <section
      aria-label={`Details of ${entryLabel(entry)}`}
      className="grid min-w-0 gap-4 rounded-xl border border-slate-200 bg-white p-4 [&>*]:min-w-0"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink-900">{entryLabel(entry)}</h2>
        <button
          type="button"
          onClick={() => void onExport()}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Export this history (CSV)
        </button>
      </div>
      <HistoryChart
        points={points}
        title={`${name[0]!.toUpperCase()}${name.slice(1)} by day`}
        valueLabel={name}
      />
      {latest ? (
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          {kind === "keyword" ? (
            <div>
              <dt className="text-slate-600">First result's rank</dt>
              <dd className="font-semibold">
                {latest.firstResultRank === null
                  ? "—"
                  : `#${latest.firstResultRank.toLocaleString("en-US")}`}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-slate-600">Price</dt>
            <dd className="font-semibold">
              {latest.price === null ? "—" : `${latest.price.toFixed(2)} ${latest.currency ?? ""}`}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Reviews</dt>
            <dd className="font-semibold">{latest.reviewCount ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Rating</dt>
            <dd className="font-semibold">{latest.rating ?? "—"}</dd>
          </div>
          <div className="col-span-2 text-xs text-slate-600 sm:col-span-4">
            Source:{" "}
            {latest.source === "sample"
              ? "Sample data (connect a product source such as Keepa for real data)"
              : latest.source}
            , data as of {dateTime(latest.asOf)} UTC
          </div>
        </dl>
      ) : null}
      <form
        aria-label="Alerts"
        className="grid gap-3 border-t border-slate-100 pt-3"
        onSubmit={async (event) => {
          event.preventDefault();
          const value = threshold.trim() === "" ? null : Number(threshold);
          const failure = await onSaveAlerts({
            alertRankThreshold: value,
            alertLeavesFirstPage: firstPage,
          });
          setNote(failure ?? "Alerts saved. They arrive in your notifications.");
        }}
      >
        <h3 className="font-semibold text-ink-900">Alerts</h3>
        <label className="grid max-w-xs gap-1 text-sm font-medium text-slate-800">
          Tell me when the {name} crosses
          <input
            inputMode="numeric"
            value={threshold}
            onChange={(event) => setThreshold(event.target.value)}
            placeholder={kind === "keyword" ? "e.g. 10" : "e.g. 50000"}
            className={input}
          />
        </label>
        {kind === "keyword" ? (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={firstPage}
              onChange={(event) => setFirstPage(event.target.checked)}
            />
            Tell me when the book leaves the first page (position past 16, or not found)
          </label>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonVariants({ variant: "secondary", size: "sm" })}>
            Save alerts
          </button>
          {note ? (
            <p role="status" className="text-sm text-slate-700">
              {note}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
