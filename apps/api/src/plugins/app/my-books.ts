import PgBoss from "pg-boss";
import { queueDatabaseFor } from "../../services/jobs/queue-database";
import { createReportImportQueue, sendReportImportJob } from "../../services/my-books/import-job";
import type {
  ReportImportContext,
  ReportImportSender,
} from "../../services/my-books/report-imports";
import type { App } from "../../types";

declare module "fastify" {
  interface FastifyInstance {
    myBooks: {
      /** What the my-books.import job needs; the in-process queue and tests run it with this. */
      context: ReportImportContext;
      /** Sends an import's job: through the in-process queue, or a send-only client beside it. */
      send: ReportImportSender;
    };
  }
}

/** Deadline for reading one report in the tool pool: 50,000 rows take about 3 s (bench). */
const READ_REPORT_DEADLINE_MS = 60_000;

/**
 * My books' import job sender (decisions 0098, 0116), after registerBookBuilds (it uses the file
 * storage). As for book builds: the in-process queue takes `send` over; with JOB_WORKER=off a
 * send-only pg-boss client is started on the first import.
 */
export function registerMyBooks(app: App): void {
  let sender: Promise<PgBoss> | undefined;
  const startSender = async () => {
    const boss = new PgBoss({
      db: queueDatabaseFor(app.db) as PgBoss.Db,
      schema: "pgboss",
      supervise: false,
      schedule: false,
    });
    boss.on("error", (error) => app.log.error({ err: error }, "job queue error"));
    await boss.start();
    await createReportImportQueue(boss);
    return boss;
  };
  app.decorate("myBooks", {
    context: {
      db: app.db,
      now: () => app.now(),
      storage: app.fileStorage,
      readReport: (input, onProgress) =>
        app.toolPool.run("my-books-read-report", input, {
          activity: "Reading this report",
          remedy: "export fewer months at a time",
          deadlineMs: READ_REPORT_DEADLINE_MS,
          onProgress: (value) => onProgress(Number(value)),
        }),
    },
    send: async (importId: string) => {
      sender ??= startSender();
      await sendReportImportJob(await sender, importId);
    },
  });
  app.addHook("onClose", async () => {
    if (sender) await (await sender).stop({ graceful: false, wait: true });
  });
}
