// `npm run backup -- [file.tar.gz]` (decision 0071): a consistent copy of the embedded database.
// While the site runs, the API makes the copy (POST /api/admin/backup with the generated
// BACKUP_TOKEN); when it is stopped, this command opens the data folder itself. The default file
// is backups/inkforge-<instant>.tar.gz. On PostgreSQL (DATABASE_URL) use pg_dump (README).
import { resolve } from "node:path";
import { ConfigError, loadConfig } from "../config";
import { createDatabase } from "../db/client";
import {
  dumpEmbeddedDatabase,
  embeddedClientOf,
  writeFileAtomically,
} from "../services/backup/embedded-backup";

async function fromRunningApi(origin: string, token: string): Promise<Buffer | null> {
  let response: Response;
  try {
    response = await fetch(`${origin}/api/admin/backup`, {
      method: "POST",
      headers: { "x-backup-token": token },
      signal: AbortSignal.timeout(120_000),
    });
  } catch {
    return null; // Nothing listens: the API is stopped.
  }
  if (!response.ok) {
    throw new Error(
      `the running API refused the backup: ${response.status} ${await response.text()}`,
    );
  }
  return Buffer.from(await response.arrayBuffer());
}

async function main(args: string[]): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  if (config.mode !== "demo" || !config.secrets.backupToken) {
    console.error(
      "npm run backup copies the embedded database in a data folder. On PostgreSQL use " +
        'pg_dump --format=custom --file=inkforge.dump "$DATABASE_URL" (see README).',
    );
    return 2;
  }
  const now = new Date();
  const file = resolve(
    args[0] ?? `backups/inkforge-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`,
  );
  const origin = `http://${config.host}:${config.port}`;
  let bytes = await fromRunningApi(origin, config.secrets.backupToken);
  let how = `from the running API at ${origin}`;
  if (!bytes) {
    const database = await createDatabase(config);
    try {
      const client = embeddedClientOf(database.db);
      if (!client) throw new Error("the data folder did not open as an embedded database");
      bytes = await dumpEmbeddedDatabase(client);
      how = `from ${config.dataDir} (the API was not running)`;
    } finally {
      await database.close();
    }
  }
  writeFileAtomically(file, bytes);
  console.info(`Backed up ${how}: ${file} (${bytes.length} bytes)`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
