import PgBoss from "pg-boss";
import { registerBookBuildJob, sendBookBuildJob } from "../books/book-build-job";
import type { BookBuildContext } from "../books/puzzle-book-builds";
import { dueKeywordMonitors, runKeywordMonitor } from "../keyword-monitors/keyword-monitors";
import { registerReportImportJob, sendReportImportJob } from "../my-books/import-job";
import type { ReportImportContext } from "../my-books/report-imports";
import { applyDueFigureChanges } from "../my-books/rule-changes";
import { registerHotNichesJob } from "../research/hot-niches-job";
import { dueTrackerEntries } from "../trackers/due-tracker-entries";
import { takeTrackerSnapshots } from "../trackers/take-tracker-snapshots";
import type { TrackerContext } from "../trackers/tracker-context";
import type { QueueDatabase } from "./queue-database";

/*
 * The background jobs on pg-boss (decision 0065). Two cron jobs find the due work and send one job
 * per entry or monitor; the per-item jobs are retried with backoff and are idempotent in the
 * database (one snapshot per entry per day, one monitor run per month), so a retry, a duplicate
 * send or a second worker process never doubles anything.
 */

export const JOB_NAMES = {
  trackerSchedule: "trackers.schedule",
  trackerSnapshot: "trackers.snapshot",
  monitorSchedule: "keyword-monitors.schedule",
  monitorRun: "keyword-monitors.run",
  ruleChangeCheck: "my-books.rule-changes",
} as const;

/** Every ten minutes: the entries whose slot passed since are sent, so the day's load stays spread. */
const TRACKER_SCHEDULE_CRON = "*/10 * * * *";
/** Hourly: a monitor is due on the same day of the next month, so an hour late is on time. */
const MONITOR_SCHEDULE_CRON = "17 * * * *";
/** Hourly: a dated KDP figure change is applied within the hour its day starts (decision 0118). */
const RULE_CHANGE_CRON = "41 * * * *";

const retried = { retryLimit: 5, retryDelay: 60, retryBackoff: true } as const;

/** pg-boss inserts at most this many jobs per statement. */
const INSERT_CHUNK = 500;

export type JobQueue = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Finds the due entries and monitors now and sends their jobs (what the cron jobs do). */
  scheduleDueWork(): Promise<{ snapshots: number; monitors: number }>;
  /** Sends a book build's job (decision 0098). */
  sendBookBuild(buildId: string): Promise<void>;
  /** Sends a My books report import's job (decision 0116). */
  sendReportImport(importId: string): Promise<void>;
  readonly boss: PgBoss;
};

export type JobQueueOptions = {
  database: QueueDatabase;
  ctx: TrackerContext;
  /** What book builds need (storage, the tool pool); without it this queue builds no books. */
  books?: BookBuildContext;
  /** What report imports need (storage, the tool pool); without it no report is imported. */
  myBooks?: ReportImportContext;
  /** Where the queue's own errors go (Fastify's logger in the API). */
  log: { error(details: object, message: string): void };
  /** Seconds between polls for new jobs; tests shorten it. */
  pollingIntervalSeconds?: number;
};

export function createJobQueue({
  database,
  ctx,
  books,
  myBooks,
  log,
  pollingIntervalSeconds = 2,
}: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: database as PgBoss.Db,
    schema: "pgboss",
    // Job rows are kept a week for inspection, then removed by pg-boss's maintenance.
    deleteAfterDays: 7,
  });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));

  async function sendSnapshots(entryIds: string[], day: string): Promise<void> {
    for (let start = 0; start < entryIds.length; start += INSERT_CHUNK) {
      await boss.insert(
        entryIds.slice(start, start + INSERT_CHUNK).map((entryId) => ({
          name: JOB_NAMES.trackerSnapshot,
          data: { entryId, day },
          singletonKey: `${entryId}:${day}`,
          ...retried,
        })),
      );
    }
  }

  async function scheduleSnapshots(): Promise<number> {
    const day = ctx.now().toISOString().slice(0, 10);
    const entryIds = await dueTrackerEntries(ctx);
    await sendSnapshots(entryIds, day);
    return entryIds.length;
  }

  async function scheduleMonitors(): Promise<number> {
    const monitorIds = await dueKeywordMonitors(ctx);
    for (const monitorId of monitorIds) {
      await boss.send(JOB_NAMES.monitorRun, { monitorId }, { singletonKey: monitorId, ...retried });
    }
    return monitorIds.length;
  }

  async function scheduleDueWork() {
    return { snapshots: await scheduleSnapshots(), monitors: await scheduleMonitors() };
  }

  return {
    boss,
    scheduleDueWork,
    sendBookBuild: (buildId) => sendBookBuildJob(boss, buildId),
    sendReportImport: (importId) => sendReportImportJob(boss, importId),
    async start() {
      await boss.start();
      // 'short': while a job waits, a second send with the same singleton key is dropped.
      for (const name of Object.values(JOB_NAMES)) {
        await boss.createQueue(name, { name, policy: "short", ...retried });
      }
      await boss.schedule(JOB_NAMES.trackerSchedule, TRACKER_SCHEDULE_CRON);
      await boss.schedule(JOB_NAMES.monitorSchedule, MONITOR_SCHEDULE_CRON);
      await boss.schedule(JOB_NAMES.ruleChangeCheck, RULE_CHANGE_CRON);
      await boss.work(JOB_NAMES.ruleChangeCheck, { pollingIntervalSeconds }, async () => {
        await applyDueFigureChanges(ctx);
      });
      await boss.work(JOB_NAMES.trackerSchedule, { pollingIntervalSeconds }, async () => {
        await scheduleSnapshots();
      });
      await boss.work(JOB_NAMES.monitorSchedule, { pollingIntervalSeconds }, async () => {
        await scheduleMonitors();
      });
      await boss.work<{ entryId: string; day: string }>(
        JOB_NAMES.trackerSnapshot,
        { pollingIntervalSeconds, batchSize: 50 },
        async (jobs) => {
          const byDay = new Map<string, PgBoss.Job<{ entryId: string; day: string }>[]>();
          for (const job of jobs)
            byDay.set(job.data.day, [...(byDay.get(job.data.day) ?? []), job]);
          for (const [day, group] of byDay) {
            const result = await takeTrackerSnapshots(ctx, {
              entryIds: group.map((job) => job.data.entryId),
              day,
            });
            const failed = new Map(
              result.failed.map((failure) => [failure.entryId, failure.error]),
            );
            const failedJobs = group.filter((job) => failed.has(job.data.entryId));
            // The rest of the batch completes when this handler returns; these go back for a retry.
            for (const job of failedJobs) {
              await boss.fail(JOB_NAMES.trackerSnapshot, job.id, {
                message: failed.get(job.data.entryId),
              });
            }
          }
        },
      );
      await boss.work<{ monitorId: string }>(
        JOB_NAMES.monitorRun,
        { pollingIntervalSeconds },
        async ([job]) => {
          if (job) await runKeywordMonitor(ctx, job.data.monitorId);
        },
      );
      await registerHotNichesJob(boss, ctx, { pollingIntervalSeconds });
      if (books) await registerBookBuildJob(boss, books, { pollingIntervalSeconds });
      if (myBooks) await registerReportImportJob(boss, myBooks, { pollingIntervalSeconds });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
