import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Database } from "../../db/client";

/*
 * Backups of the embedded database (decision 0071). PGlite is one connection owned by one
 * process, so a running API makes the copy itself: `dumpDataDir` takes PGlite's query lock, so the
 * tarball is the database between two statements, and PostgreSQL's own recovery (the same that
 * survives `kill -9`, see bench/crash.mjs) makes it consistent when it is opened again. PostgreSQL
 * deployments use pg_dump instead (README).
 */

/** The PGlite client behind a drizzle handle, or undefined on node-postgres. */
export function embeddedClientOf(db: Database): PGlite | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : undefined;
}

/** A gzipped tarball of the embedded database's files. */
export async function dumpEmbeddedDatabase(client: PGlite): Promise<Buffer> {
  const dump = await client.dumpDataDir("gzip");
  return Buffer.from(await dump.arrayBuffer());
}

/** Writes a file whole or not at all: a crash mid-write leaves no half backup under the name. */
export function writeFileAtomically(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes, { mode: 0o600 });
  renameSync(temporary, file);
}

/**
 * Restores a backup into `<dataDir>/pglite`. An existing database there is moved aside (never
 * deleted) when `replace` is set, and refused otherwise. Answers where the old one went.
 */
export async function restoreEmbeddedDatabase(
  backup: Uint8Array,
  dataDir: string,
  { replace, now }: { replace: boolean; now: Date },
): Promise<{ movedAside: string | null }> {
  const target = join(dataDir, "pglite");
  let movedAside: string | null = null;
  if (existsSync(target)) {
    if (!replace) {
      throw new Error(
        `${target} already holds a database; pass --replace to move it aside and restore over it`,
      );
    }
    movedAside = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    renameSync(target, movedAside);
  }
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(target, {
    loadDataDir: new Blob([backup as Uint8Array<ArrayBuffer>]),
  });
  await client.waitReady;
  // A query proves the restored files open as a database before we call it done.
  await client.query("select 1");
  await client.close();
  return { movedAside };
}
