// Backup under write load (issue 16, decision 0071): the API runs on a fresh data folder while
// writers register, create book projects and buy; `npm run backup` copies the database mid-load;
// the copy is restored into a fresh folder and compared with the live database: every write
// acknowledged before the backup began is in the copy, and no table of the copy holds more rows
// than the live database. Prints the table.
//
//   node bench/backup.mjs
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { buildApiIfStale, root, waitForUrl } from "../scripts/lib/project.mjs";
import { printTable, waitForExit } from "./lib.mjs";
import { apiOrigin, writer } from "./write-load.mjs";

const port = 4413;
apiOrigin.value = `http://127.0.0.1:${port}`;
const folder = mkdtempSync(path.join(os.tmpdir(), "inkforge-backup-bench-"));
const liveDir = path.join(folder, "live");
const restoredDir = path.join(folder, "restored");
const backupFile = path.join(folder, "backup.tar.gz");
const env = { ...process.env, API_HOST: "127.0.0.1", API_PORT: String(port), LOG_LEVEL: "warn" };

async function rowCounts(dataDir) {
  const client = new PGlite(path.join(dataDir, "pglite"));
  try {
    const tables = await client.query(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    );
    const counts = {};
    for (const { table_name: table } of tables.rows) {
      const result = await client.query(`select count(*)::int as n from "${table}"`);
      counts[table] = result.rows[0].n;
    }
    const emails = await client.query("select email from users");
    return { counts, emails: new Set(emails.rows.map((row) => row.email)) };
  } finally {
    await client.close();
  }
}

try {
  buildApiIfStale();
  const api = spawn(process.execPath, ["apps/api/dist/server.js"], {
    cwd: root,
    env: { ...env, DATA_DIR: liveDir, TRUST_PROXY: "loopback", JOB_WORKER: "off" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForUrl(`${apiOrigin.value}/health`, { child: api });

  const acknowledged = [];
  const stop = { done: false };
  const writers = [0, 1, 2].map((n) => writer(`backup-${n}`, acknowledged, stop));
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  const before = acknowledged.length;
  const acknowledgedBefore = new Set(
    acknowledged.filter((w) => w.kind === "registration").map((w) => w.email),
  );
  const started = performance.now();
  const backup = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "apps/api/src/cli/backup.ts", backupFile],
    { cwd: root, env: { ...env, DATA_DIR: liveDir }, encoding: "utf8" },
  );
  const backupMs = performance.now() - started;
  if (backup.status !== 0) throw new Error(`backup failed: ${backup.stderr}`);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  stop.done = true;
  await Promise.allSettled(writers);
  api.kill("SIGTERM");
  await waitForExit(api);

  const restore = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "apps/api/src/cli/restore.ts", backupFile],
    { cwd: root, env: { ...env, DATA_DIR: restoredDir }, encoding: "utf8" },
  );
  if (restore.status !== 0) throw new Error(`restore failed: ${restore.stderr}`);

  const live = await rowCounts(liveDir);
  const restored = await rowCounts(restoredDir);
  const missing = [...acknowledgedBefore].filter((email) => !restored.emails.has(email));
  const tablesOver = Object.keys(restored.counts).filter(
    (table) => restored.counts[table] > (live.counts[table] ?? 0),
  );

  console.info(
    `\nBackup under load: ${before} writes acknowledged before the backup, ${acknowledged.length} in all; ` +
      `backup took ${Math.round(backupMs)} ms (${Math.round(statSync(backupFile).size / 1024)} KiB gzipped)`,
  );
  printTable(
    ["users", "book_projects", "orders", "owned_features", "notifications"]
      .filter((table) => table in live.counts)
      .map((table) => ({
        table,
        "live rows": live.counts[table],
        "restored rows": restored.counts[table],
      })),
  );
  printTable([
    {
      "registrations acknowledged before the backup": acknowledgedBefore.size,
      "missing from the restore (goal 0)": missing.length,
      "tables with more rows than live (goal 0)": tablesOver.length,
    },
  ]);
  process.exitCode = missing.length > 0 || tablesOver.length > 0 ? 1 : 0;
} finally {
  // The secrets files sit beside the data folders, inside this one too.
  rmSync(folder, { recursive: true, force: true });
}
