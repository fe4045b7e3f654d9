"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import type { TrackerEntry, TrackerKind, TrackerList } from "@/lib/api/trackers-client";
import {
  useExportTrackerCsv,
  useRemoveTrackerEntry,
  useSetTrackerEntryPaused,
} from "@/lib/api/use-trackers";
import { downloadCsv } from "@/lib/download-csv";
import { describeChange, entryLabel, slotTime, trackedValueName, UNITS } from "./tracker-api";
import { Sparkline } from "./tracker-chart";

/*
 * The entries with their latest value, change since yesterday and last week and 30-day trend.
 * Pause and remove show at once; a refusal puts the row back and says why in a toast.
 */

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

export function EntryTable({
  kind,
  list,
  selected,
  onSelect,
  onRemoved,
}: {
  kind: TrackerKind;
  list: TrackerList;
  selected: string | null;
  onSelect: (id: string) => void;
  /** The entry left the list (the detail of a removed entry closes). */
  onRemoved: (entry: TrackerEntry) => void;
}) {
  const pause = useSetTrackerEntryPaused(kind);
  const remove = useRemoveTrackerEntry(kind);
  const exportCsv = useExportTrackerCsv(kind);
  const onRemove = (entry: TrackerEntry) => {
    if (!window.confirm(`Stop tracking ${entryLabel(entry)} and delete its history?`)) return;
    onRemoved(entry);
    remove.mutate(entry);
  };
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
            disabled={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate(undefined, {
                onSuccess: (csv) => downloadCsv(`${kind}-tracker.csv`, csv),
              })
            }
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
                      onClick={() => pause.mutate({ entry, paused: !entry.paused })}
                      className={buttonVariants({ variant: "ghost", size: "sm" })}
                    >
                      {entry.paused ? "Resume" : "Pause"}
                    </button>
                    <button
                      type="button"
                      onClick={() => onRemove(entry)}
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
