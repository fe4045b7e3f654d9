import { createJobQueue } from "../../services/jobs/job-queue";
import { queueDatabaseFor } from "../../services/jobs/queue-database";
import type { App } from "../../types";

/**
 * The in-process job worker (JOB_WORKER=in-process, the default; decision 0065): pg-boss on the
 * API's own database connection, PGlite or PostgreSQL. It starts when the app is ready and stops
 * before the app closes, so no poll or cron timer outlives the app (tests, shutdown).
 */
export function registerJobQueue(app: App): void {
  if (!app.config.jobs.inProcess) return;
  const queue = createJobQueue({
    database: queueDatabaseFor(app.db),
    ctx: { db: app.db, now: () => app.now(), research: app.research },
    books: app.bookBuilds.context,
    myBooks: app.myBooks.context,
    log: app.log,
  });
  app.bookBuilds.send = (buildId) => queue.sendBookBuild(buildId);
  app.myBooks.send = (importId) => queue.sendReportImport(importId);
  app.addHook("onReady", async () => {
    await queue.start();
  });
  app.addHook("onClose", async () => {
    await queue.stop();
  });
}
