import type PgBoss from "pg-boss";
import { failImportForGood, type ReportImportContext, runReportImport } from "./report-imports";

/*
 * The `my-books.import` job (decision 0116), one per import keyed by its id, like books.build: a
 * second send while one waits is dropped, and runReportImport leaves a finished import alone. An
 * import whose last retry fails is marked failed, so the member's page stops waiting.
 */

const REPORT_IMPORT_JOB = "my-books.import";
const retried = { retryLimit: 3, retryDelay: 10, retryBackoff: true } as const;

type ReportImportJobData = { importId: string };

export async function sendReportImportJob(boss: PgBoss, importId: string): Promise<void> {
  await boss.send(REPORT_IMPORT_JOB, { importId } satisfies ReportImportJobData, {
    singletonKey: importId,
    ...retried,
  });
}

export async function createReportImportQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(REPORT_IMPORT_JOB, {
    name: REPORT_IMPORT_JOB,
    policy: "short",
    ...retried,
  });
}

export async function registerReportImportJob(
  boss: PgBoss,
  ctx: ReportImportContext,
  options: { pollingIntervalSeconds: number },
): Promise<void> {
  await createReportImportQueue(boss);
  await boss.work<ReportImportJobData>(
    REPORT_IMPORT_JOB,
    { pollingIntervalSeconds: options.pollingIntervalSeconds, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      try {
        await runReportImport(ctx, job.data.importId);
      } catch (error) {
        if (job.retryCount < job.retryLimit) throw error;
        await failImportForGood(ctx, job.data.importId);
      }
    },
  );
}
