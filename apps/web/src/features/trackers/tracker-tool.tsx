"use client";

import { Lock } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { failureText, toFailure } from "@/lib/api/api-error";
import type { TrackerKind } from "@/lib/api/trackers-client";
import { useTrackerList } from "@/lib/api/use-trackers";
import { EntryTable } from "./entry-table";
import { JobStatusNote } from "./job-status-note";
import { NAMES, UNITS } from "./tracker-api";

// The forms (react-hook-form) and the detail chart load after the first paint (decision 0054):
// both show only once the member's list has arrived, and the chunks are fetched alongside it.
const loadAddForm = () => import("./add-form");
const loadEntryDetail = () => import("./entry-detail");
const AddForm = dynamic(() => loadAddForm().then((module) => module.AddForm), { ssr: false });
const EntryDetail = dynamic(() => loadEntryDetail().then((module) => module.EntryDetail), {
  ssr: false,
});

/**
 * The keyword and ASIN trackers (issue 12): add entries (also `?add=a,b` from the research app),
 * each entry's trend and change since yesterday and last week, a detail chart, alerts, pause and
 * remove, CSV export, and when the daily job last ran and failed. Every limit is the server's.
 */
export function TrackerTool({ kind, plansNote }: { kind: TrackerKind; plansNote: string }) {
  const params = useSearchParams();
  const list = useTrackerList(kind);
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => {
    void loadAddForm();
    void loadEntryDetail();
  }, []);

  if (list.session.status !== "signed-in") return null;
  if (list.isError && !list.data)
    return (
      <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-900">
        {failureText(toFailure(list.error))}
      </p>
    );
  if (!list.data) return <p className="text-slate-700">Loading your {UNITS[kind]}…</p>;
  const current = list.data;

  if (current.limit.max === 0) return <TrackerUpgrade kind={kind} plansNote={plansNote} />;

  const selectedEntry = current.entries.find((entry) => entry.id === selected) ?? null;
  return (
    // min-w-0: grid items would otherwise grow to the table's width and widen the page on phones.
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <JobStatusNote list={current} />
      {list.isError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          Your {UNITS[kind]} could not be refreshed, so this list may be out of date:{" "}
          {failureText(toFailure(list.error))}
        </p>
      ) : null}
      <AddForm
        kind={kind}
        list={current}
        initial={params.get("add") ?? ""}
        market={params.get("market")}
      />
      <EntryTable
        kind={kind}
        list={current}
        selected={selected}
        onSelect={(id) => setSelected(id === selected ? null : id)}
        onRemoved={(entry) => {
          if (selected === entry.id) setSelected(null);
        }}
      />
      {selectedEntry ? (
        <EntryDetail key={selectedEntry.id} kind={kind} entry={selectedEntry} />
      ) : null}
    </div>
  );
}

function TrackerUpgrade({ kind, plansNote }: { kind: TrackerKind; plansNote: string }) {
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
