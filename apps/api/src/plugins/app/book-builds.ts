import PgBoss from "pg-boss";
import { createBookBuildQueue, sendBookBuildJob } from "../../services/books/book-build-job";
import { bookBuildRunners, createBookBuildPool } from "../../services/books/book-build-pool";
import type { BookBuildContext, BookBuildSender } from "../../services/books/puzzle-book-builds";
import { queueDatabaseFor } from "../../services/jobs/queue-database";
import { meteredPort } from "../../services/ops/metered-port";
import { createFileStorage } from "../../services/storage/create-file-storage";
import type { FileStorage } from "../../services/storage/file-storage";
import type { App } from "../../types";

declare module "fastify" {
  interface FastifyInstance {
    /** Produced files (book PDFs), decision 0098. */
    fileStorage: FileStorage;
    bookBuilds: {
      /** What the books.build job needs; the in-process queue and tests run it with this. */
      context: BookBuildContext;
      /** Sends a build's job: through the in-process queue, or a send-only client beside it. */
      send: BookBuildSender;
    };
  }
}

/**
 * Book builds' storage and job sender (decision 0098), before the routes that use them. With the
 * in-process worker, registerJobQueue points `send` at its queue. With JOB_WORKER=off the jobs run
 * in `npm run worker`, so the API only sends them, through a pg-boss client that neither works
 * jobs nor maintains the queue, started on the first build.
 */
export function registerBookBuilds(app: App): void {
  const storage = meteredPort(createFileStorage(app.config.storage), app.opsMeter, {
    integration: "storage",
  });
  app.decorate("fileStorage", storage);

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
    await createBookBuildQueue(boss);
    return boss;
  };
  const bookPool = createBookBuildPool({ ...app.config.toolPool, log: app.log });
  app.decorate("bookBuilds", {
    context: {
      db: app.db,
      now: () => app.now(),
      storage,
      ...bookBuildRunners(bookPool, app.config.toolPool),
    },
    send: async (buildId: string) => {
      sender ??= startSender();
      await sendBookBuildJob(await sender, buildId);
    },
  });
  app.addHook("onClose", async () => {
    await bookPool.close();
    if (sender) await (await sender).stop({ graceful: false, wait: true });
  });
}
