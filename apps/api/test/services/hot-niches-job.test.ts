import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotNicheRuns } from "../../src/db/schema";
import { HOT_NICHES_JOB } from "../../src/services/research/hot-niches-job";
import { buildTestApp, type TestApp } from "../helper";
import { fakeMarket } from "../research-finder/fake-market";

/*
 * The weekly Hot KDP Niches job on pg-boss in the API process (decision 0068): at start-up with no
 * run for the week, the job runs once and stores the week's run; its cron is registered.
 */

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting for the job");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("the Hot KDP Niches job", () => {
  let testApp: TestApp;
  const clock = new Date("2026-11-27T09:00:00.000Z");

  beforeAll(async () => {
    testApp = await buildTestApp({
      now: () => clock,
      research: fakeMarket().research,
      env: { JOB_WORKER: "in-process" },
    });
    await testApp.app.ready();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("scores the week once at start-up and keeps its weekly schedule", async () => {
    const runs = await waitFor(async () => {
      const rows = await testApp.db.select().from(hotNicheRuns);
      return rows.length > 0 ? rows : undefined;
    });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ week: "2026-11-23", source: "keepa", computedAt: clock });

    const { rows } = (await testApp.db.execute(
      `select name, cron from pgboss.schedule where name = '${HOT_NICHES_JOB.name}'`,
    )) as unknown as { rows: { name: string; cron: string }[] };
    expect(rows).toEqual([{ name: HOT_NICHES_JOB.name, cron: HOT_NICHES_JOB.cron }]);
  });
});
