"use client";

import { CheckboxField, TextField, ToolForm } from "@/components/forms/fields";
import { buttonVariants } from "@/components/ui/button-variants";
import { failureText, toFailure } from "@/lib/api/api-error";
import type { TrackerEntry, TrackerKind } from "@/lib/api/trackers-client";
import {
  useExportTrackerCsv,
  useSaveTrackerAlerts,
  useTrackerHistory,
} from "@/lib/api/use-trackers";
import { downloadCsv } from "@/lib/download-csv";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { dateTime, entryLabel, trackedValueName } from "./tracker-api";
import { HistoryChart } from "./tracker-chart";

const loadAlertsSchema = () => import("./form-schemas").then((module) => module.alertsFormSchema);

/** One entry's every snapshot as a chart, its latest figures, its alerts and its CSV. */
export function EntryDetail({ kind, entry }: { kind: TrackerKind; entry: TrackerEntry }) {
  // Read again when a new snapshot arrives (the list refreshed with another latest day).
  const history = useTrackerHistory(kind, entry);
  const exportCsv = useExportTrackerCsv(kind);
  const save = useSaveTrackerAlerts(kind);
  const form = useZodForm({
    loadSchema: loadAlertsSchema,
    labels: { threshold: "Alert threshold" },
    defaultValues: {
      threshold: entry.alertRankThreshold?.toString() ?? "",
      firstPage: entry.alertLeavesFirstPage ? "true" : "false",
    },
  });
  const submit = form.handleSubmit((change) => save.mutate({ entry, change }));

  const name = trackedValueName(kind);
  const points = (history.data?.snapshots ?? []).map((snapshot) => ({
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
          disabled={exportCsv.isPending}
          onClick={() =>
            exportCsv.mutate(entry.id, {
              onSuccess: (csv) => downloadCsv(`${kind}-${entry.asin}.csv`, csv),
            })
          }
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Export this history (CSV)
        </button>
      </div>
      {history.isError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          The history of this entry could not be loaded: {failureText(toFailure(history.error))}
        </p>
      ) : null}
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
      <ToolForm
        form={form}
        onSubmit={submit}
        idPrefix={`alerts-${entry.id}`}
        label="Alerts"
        className="grid gap-3 border-t border-slate-100 pt-3"
      >
        <h3 className="font-semibold text-ink-900">Alerts</h3>
        <div className="max-w-xs">
          <TextField
            name="threshold"
            inputMode="numeric"
            label={`Tell me when the ${name} crosses`}
            placeholder={kind === "keyword" ? "e.g. 10" : "e.g. 50000"}
          />
        </div>
        {kind === "keyword" ? (
          <CheckboxField
            name="firstPage"
            label="Tell me when the book leaves the first page (position past 16, or not found)"
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={save.isPending}
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            Save alerts
          </button>
          {save.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {failureText(toFailure(save.error))}
            </p>
          ) : save.isSuccess ? (
            <p role="status" className="text-sm text-slate-700">
              Alerts saved. They arrive in your notifications.
            </p>
          ) : null}
        </div>
      </ToolForm>
    </section>
  );
}
