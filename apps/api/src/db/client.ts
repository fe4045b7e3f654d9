import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Config, inMemoryDataDir } from "../config";
import * as schema from "./schema";

/** The handle query functions take first; both drivers produce one. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConnection =
  | {
      kind: "pglite";
      db: Database;
      client: PGlite;
      close: () => Promise<void>;
    }
  | {
      kind: "postgres";
      db: Database;
      client: pg.Pool;
      close: () => Promise<void>;
    };

export type DatabaseConfig = Pick<Config, "databaseUrl" | "dataDir">;

export type CreateDatabaseOptions = {
  /** Where connection errors of idle pooled clients go; the default prints them to stderr. */
  onPoolError?: (error: Error) => void;
};

/**
 * Opens the database: node-postgres when DATABASE_URL is set, otherwise embedded PGlite in
 * `<dataDir>/pglite` (or in memory for `memory://`). Does not migrate; see migrateDatabase.
 */
export async function createDatabase(
  config: DatabaseConfig,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseConnection> {
  if (config.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client that loses its connection emits 'error'; unhandled, it would crash the process.
    // The pool replaces the client by itself, so reporting it is enough.
    pool.on(
      "error",
      options.onPoolError ?? ((error) => console.error(`PostgreSQL pool error: ${error.message}`)),
    );
    return {
      kind: "postgres",
      db: drizzleNodePg({ client: pool, schema }),
      client: pool,
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if (config.dataDir === inMemoryDataDir) {
    client = new PGlite();
  } else {
    // PGlite creates only the last folder of its path, so make the parents first.
    mkdirSync(config.dataDir, { recursive: true });
    client = new PGlite(join(config.dataDir, "pglite"));
  }
  await client.waitReady;
  return {
    kind: "pglite",
    db: drizzlePglite({ client, schema }),
    client,
    close: () => client.close(),
  };
}

/**
 * drizzle/ sits next to src/ and dist/, so it is one level up from the bundle (dist/server.js)
 * and two levels up from this source file (src/db/client.ts).
 */
export function findMigrationsFolder(): string {
  const candidates = [
    fileURLToPath(new URL("../drizzle", import.meta.url)),
    fileURLToPath(new URL("../../drizzle", import.meta.url)),
  ];
  const found = candidates.find((folder) => existsSync(join(folder, "meta", "_journal.json")));
  if (!found) {
    throw new Error(`No drizzle migrations found; looked in ${candidates.join(" and ")}`);
  }
  return found;
}

/** Any 64-bit number works; it only has to be the same for every API instance. */
const migrationLockId = 7_341_902_518;

/** Applies pending migrations from drizzle/ with the driver's own migrator. Idempotent. */
export async function migrateDatabase(
  connection: DatabaseConnection,
  migrationsFolder: string = findMigrationsFolder(),
): Promise<void> {
  if (connection.kind === "pglite") {
    await migratePglite(drizzlePglite({ client: connection.client, schema }), { migrationsFolder });
    return;
  }
  // Several API instances may start together; a session advisory lock on one pooled client makes
  // the others wait instead of applying the same migration twice.
  const client = await connection.client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockId]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [migrationLockId]);
    }
  } finally {
    client.release();
  }
}
