import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { createDatabase, migrateDatabase } from "../../src/db/client";
import { countNewsletterSubscriptions } from "../../src/db/queries/newsletter";
import { seedDemoData } from "../../src/db/seed";
import { testEnv } from "../helper";

describe("PGlite on disk", () => {
  const root = mkdtempSync(join(tmpdir(), "inkforge-db-"));
  // A parent that does not exist yet: PGlite alone would fail to create it.
  const dataDir = join(root, "nested", "data");

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  async function boot() {
    const config = loadConfig({ ...testEnv, DATA_DIR: dataDir });
    const database = await createDatabase(config);
    await migrateDatabase(database);
    await seedDemoData(database.db, { now: new Date("2025-01-01T00:00:00Z") });
    const app = await buildApp({ config, db: database.db });
    return { app, database };
  }

  it("boots, keeps its data across a restart, and migrates and seeds idempotently", async () => {
    const first = await boot();
    expect(first.database.kind).toBe("pglite");
    const subscribe = await first.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: { email: "kept@example.com" },
    });
    expect(subscribe.statusCode).toBe(200);
    expect(await countNewsletterSubscriptions(first.database.db)).toBe(2);
    await first.app.close();
    await first.database.close();

    const second = await boot();
    const health = await second.app.inject({ method: "GET", url: "/health" });
    expect(health.statusCode).toBe(200);
    // The seed row and the subscriber, each once: nothing duplicated, nothing lost.
    expect(await countNewsletterSubscriptions(second.database.db)).toBe(2);
    await second.app.close();
    await second.database.close();
  });
});
