import type { TrackerList } from "@/lib/api/trackers-client";
import { dateTime } from "./tracker-api";

/** When the daily snapshot job last ran and failed; a failure after the last success is an alert. */
export function JobStatusNote({ list }: { list: TrackerList }) {
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
