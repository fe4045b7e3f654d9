// Entry point of the built API (dist/server.js): configure, migrate, seed, listen, shut down cleanly.

import { blogCategories, blogPosts } from "@inkforge/domain/blog/index";
import { buildApp } from "./app";
import { type Config, ConfigError, loadConfig } from "./config";
import { createDatabase, type DatabaseConnection, migrateDatabase } from "./db/client";
import { syncBlogContent } from "./db/queries/blog";
import { seedDemoData } from "./db/seed";
import type { App } from "./types";

/** If closing hangs (a stuck connection), exit anyway rather than ignore the signal. */
const shutdownTimeoutMs = 10_000;

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function closeOnSignals(app: App, database: DatabaseConnection): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      console.error(`Shutdown took longer than ${shutdownTimeoutMs} ms; exiting`);
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    try {
      // Stop taking requests and finish the running ones before the database goes away;
      // closing PGlite cleanly also spares the next start a WAL recovery.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error("Shutdown failed:", error);
      process.exit(1);
    }
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const now = () => new Date();
  const database = await createDatabase(config);
  let app: App | undefined;
  try {
    await migrateDatabase(database);
    // The blog's articles ship in the repo; every start writes the current ones.
    await syncBlogContent(database.db, { categories: blogCategories, posts: blogPosts });
    if (config.seedDemoData) {
      await seedDemoData(database.db, { now: now(), siteName: config.siteName });
    }
    app = await buildApp({ config, db: database.db, now });
    closeOnSignals(app, database);
    await app.listen({ host: config.host, port: config.port });
    app.log.info(
      {
        mode: config.mode,
        ...(config.mode === "demo"
          ? { publicDemo: config.publicDemo, devRoutes: config.devRoutes }
          : {}),
        apiDocs: config.apiDocs,
        database: database.kind,
        ...(database.kind === "pglite" ? { dataDir: config.dataDir } : {}),
      },
      "Inkforge API ready",
    );
  } catch (error) {
    // Release the port and the data dir before reporting, so a retry is not blocked by us.
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error("The API failed to start:", error);
  process.exit(1);
});
