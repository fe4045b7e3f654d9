// Entry point of the job worker (dist/worker.js, `npm run worker`): the pg-boss jobs of decision
// 0065 in their own process, against the same PostgreSQL as the API (run the API with
// JOB_WORKER=off, or keep both: the jobs are idempotent and pg-boss hands each to one worker).

import { ConfigError, loadConfig } from "./config";
import { createDatabase, migrateDatabase } from "./db/client";
import { bookBuildRunners, createBookBuildPool } from "./services/books/book-build-pool";
import { createJobQueue } from "./services/jobs/job-queue";
import { queueDatabaseFor } from "./services/jobs/queue-database";
import { startMeterFlush } from "./services/ops/meter-flush";
import { OpsMeter } from "./services/ops/ops-meter";
import { createResearchSources } from "./services/research/create-research-sources";
import { createFileStorage } from "./services/storage/create-file-storage";

const shutdownTimeoutMs = 15_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.databaseUrl === undefined) {
    // Embedded PGlite has one connection, held by the API process: its worker runs in-process.
    console.error(
      "The worker needs DATABASE_URL (PostgreSQL); on the embedded database the API runs the jobs itself (JOB_WORKER=in-process)",
    );
    process.exit(1);
  }
  // One JSON line per event, like the API's log lines.
  const line = (level: string, details: object, message: string) =>
    process.stdout.write(
      `${JSON.stringify({
        level,
        time: Date.now(),
        name: "inkforge-worker",
        msg: message,
        ...details,
      })}\n`,
    );
  const log = {
    error: (details: object, message: string) => line("error", details, message),
    info: (details: object, message: string) => line("info", details, message),
  };
  const now = () => new Date();
  const database = await createDatabase(config);
  await migrateDatabase(database);
  // The jobs' research calls and Keepa tokens count on the console like the API's (decision 0136).
  const meter = new OpsMeter(now);
  // Book builds render in this process's own book workers and store where the API reads.
  const bookPool = createBookBuildPool({ ...config.toolPool, log });
  const queue = createJobQueue({
    database: queueDatabaseFor(database.db),
    ctx: { db: database.db, now, research: createResearchSources(config, now, database.db, meter) },
    books: {
      db: database.db,
      now,
      storage: createFileStorage(config.storage),
      ...bookBuildRunners(bookPool, config.toolPool),
    },
    log,
  });
  await queue.start();
  const meterFlush = startMeterFlush(meter, database.db, log);
  log.info({ database: database.kind }, "Inkforge worker ready");

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "worker shutting down");
    setTimeout(() => process.exit(1), shutdownTimeoutMs).unref();
    await queue.stop();
    await meterFlush.stop();
    await bookPool.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  console.error("The worker failed to start:", error);
  process.exit(1);
});
