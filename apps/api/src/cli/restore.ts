// `npm run restore -- <file.tar.gz> [--replace]` (decision 0071): brings a backup of the embedded
// database back into DATA_DIR. Stop the site first. A database already there is refused, or with
// --replace moved aside to pglite.before-restore-<instant> (never deleted).
import { readFileSync } from "node:fs";
import { ConfigError, inMemoryDataDir, loadConfig } from "../config";
import { restoreEmbeddedDatabase } from "../services/backup/embedded-backup";

const usage = "usage: npm run restore -- <backup.tar.gz> [--replace]";

async function main(args: string[]): Promise<number> {
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file) {
    console.error(usage);
    return 2;
  }
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
  if (config.mode !== "demo" || config.dataDir === inMemoryDataDir) {
    console.error(
      "npm run restore restores the embedded database into DATA_DIR; on PostgreSQL use pg_restore (README).",
    );
    return 2;
  }
  const running = await fetch(`http://${config.host}:${config.port}/health`, {
    signal: AbortSignal.timeout(2_000),
  }).then(
    () => true,
    () => false,
  );
  if (running) {
    console.error(`The API is running at ${config.host}:${config.port}; stop it before restoring.`);
    return 2;
  }
  const { movedAside } = await restoreEmbeddedDatabase(readFileSync(file), config.dataDir, {
    replace: args.includes("--replace"),
    now: new Date(),
  });
  console.info(
    `Restored ${file} into ${config.dataDir}${movedAside ? `; the previous database is in ${movedAside}` : ""}`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
