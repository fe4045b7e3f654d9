import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "../../db/client";

/** What pg-boss runs its SQL through when handed a connection of ours (`db` option). */
export type QueueDatabase = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

/**
 * pg-boss on node-postgres: the pool itself. A statement list without parameters (pg-boss's
 * schema install and its `BEGIN; …; COMMIT;` blocks) goes through pg's simple protocol as is.
 */
function poolQueueDatabase(pool: pg.Pool): QueueDatabase {
  return {
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      // A multi-statement text answers one result per statement; pg-boss reads the last.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: last?.rows ?? [] };
    },
  };
}

/**
 * pg-boss on embedded PGlite (decision 0065). PGlite has one connection and serialises calls, so a
 * `BEGIN; …; COMMIT;` text sent whole through `exec` runs without another caller's statements in
 * between: pg-boss's advisory-locked blocks stay atomic beside the API's own queries. A failed
 * block would leave that one connection inside an aborted transaction, so it is rolled back.
 */
function pgliteQueueDatabase(client: PGlite): QueueDatabase {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows };
      }
      try {
        const results = await client.exec(text);
        return { rows: results[results.length - 1]?.rows ?? [] };
      } catch (error) {
        if (/\bBEGIN\b/i.test(text)) await client.exec("ROLLBACK").catch(() => {});
        throw error;
      }
    },
  };
}

/** The adapter for the client behind a drizzle handle (PGlite or a node-postgres pool). */
export function queueDatabaseFor(db: Database): QueueDatabase {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (
    client &&
    typeof (client as PGlite).exec === "function" &&
    "waitReady" in (client as object)
  ) {
    return pgliteQueueDatabase(client as PGlite);
  }
  if (client && typeof (client as pg.Pool).query === "function") {
    return poolQueueDatabase(client as pg.Pool);
  }
  throw new Error("The job queue needs a drizzle handle on PGlite or a node-postgres pool");
}
