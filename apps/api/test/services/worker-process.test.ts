import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { inMemoryDataDir } from "../../src/config";
import { createDatabase, migrateDatabase } from "../../src/db/client";
import { onPostgres, withTestDatabase } from "../helper";

/*
 * `npm run worker` (decision 0065): the jobs in their own process against PostgreSQL. Runs in the
 * PostgreSQL suite only; on PGlite the API runs the jobs itself and the worker refuses to start.
 */

const apiRoot = fileURLToPath(new URL("../..", import.meta.url));

function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/worker.ts"], {
    cwd: apiRoot,
    env: {
      ...process.env,
      TOKEN_SECRET: "worker-test-token-secret-0123456789abcdef0123",
      NEXTAUTH_SECRET: "worker-test-nextauth-secret-0123456789abcdef",
      WEB_ORIGIN: "https://web.example.test",
      PAYMENT_PROVIDER: "sandbox",
      SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, exited, output: () => output };
}

describe("the worker process", () => {
  it("refuses to start on the embedded database", async () => {
    const worker = startWorker({ DATA_DIR: inMemoryDataDir, DATABASE_URL: "" });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain("The worker needs DATABASE_URL");
  }, 60_000);

  it.runIf(onPostgres)(
    "installs the queues and schedules on PostgreSQL and stops cleanly on SIGTERM",
    async () => {
      const { databaseUrl } = await withTestDatabase({
        databaseUrl: undefined,
        dataDir: inMemoryDataDir,
      });
      // Migrated first, as the API would have done, so the worker's own migration is a no-op.
      const database = await createDatabase({ databaseUrl, dataDir: inMemoryDataDir });
      await migrateDatabase(database);
      await database.close();
      const worker = startWorker({ DATABASE_URL: databaseUrl! });
      const deadline = Date.now() + 60_000;
      while (!worker.output().includes("Inkforge worker ready")) {
        if (Date.now() > deadline) throw new Error(`no ready line: ${worker.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const schedules = await client.query("select name, cron from pgboss.schedule");
        expect(schedules.rows).toEqual(
          expect.arrayContaining([
            { name: "trackers.schedule", cron: "*/10 * * * *" },
            { name: "keyword-monitors.schedule", cron: "17 * * * *" },
          ]),
        );
      } finally {
        await client.end();
      }
      worker.child.kill("SIGTERM");
      expect(await worker.exited).toBe(0);
    },
    90_000,
  );
});
