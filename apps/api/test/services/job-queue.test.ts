import { dailySlotMinute } from "@inkforge/domain/research/tracker-rules";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackerSnapshots } from "../../src/db/schema";
import { createJobQueue, JOB_NAMES } from "../../src/services/jobs/job-queue";
import { queueDatabaseFor } from "../../src/services/jobs/queue-database";
import type { ResearchSources } from "../../src/services/research/ports";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce } from "../shop-helpers";

/*
 * pg-boss in the API process on the embedded PGlite default (decision 0065): the app starts the
 * worker when ready and stops it on close, and a due entry's snapshot is taken through the queue.
 */

const asOf = new Date("2026-11-27T00:00:00.000Z");
const research: ResearchSources = {
  suggestions: { id: "sample", suggest: async () => ({ source: "sample", asOf, data: [] }) },
  products: {
    id: "sample",
    getProducts: async ({ asins, domain }) => ({
      source: "sample",
      asOf,
      data: asins.map((asin) => ({
        asin,
        domain,
        title: "A book",
        authors: [],
        format: "kindle" as const,
        binding: null,
        publisher: null,
        independent: null,
        pages: null,
        publishedAt: null,
        price: 2.99,
        currency: "USD",
        salesRank: 4321,
        salesRankCategory: null,
        rating: null,
        reviewCount: 7,
        categoryIds: [],
      })),
    }),
    searchProducts: async () => ({
      source: "sample",
      asOf,
      data: { resultCount: 0, products: [] },
    }),
    findCategories: async () => ({ source: "sample", asOf, data: [] }),
  },
  keywords: null,
};

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting for the job");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the job queue on PGlite in the API process", () => {
  let testApp: TestApp;
  let clock = new Date("2026-11-27T00:00:00.000Z");

  beforeAll(async () => {
    testApp = await buildTestApp({
      now: () => clock,
      research,
      env: { JOB_WORKER: "in-process" },
    });
    await testApp.app.ready();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("installs pg-boss beside our tables when the app is ready", async () => {
    const result = await testApp.db.execute(
      sql`select count(*)::int as queues from pgboss.queue where name like 'trackers.%'`,
    );
    const rows = (result as unknown as { rows: { queues: number }[] }).rows;
    expect(rows[0]?.queues).toBe(2);
  });

  it("takes a due entry's snapshot through the queue, once, with a worker polling beside the app's", async () => {
    const token = await registerUser(testApp.app, "queue@example.test");
    await buyOnce(testApp.app, token, ["supreme-lifetime"]);
    const added = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/trackers/asin",
      headers: bearer(token),
      payload: { entries: [{ asin: "B0QUEUE001", domain: "amazon.com" }] },
    });
    const entryId = added.json().added[0].id as string;
    // Just past the entry's slot: it is due now and not before.
    const slot = dailySlotMinute(entryId);
    clock = new Date(Date.UTC(2026, 10, 27, Math.floor(slot / 60), slot % 60, 30));

    // A second worker on the same database, as a separate worker process would be.
    const second = createJobQueue({
      database: queueDatabaseFor(testApp.db),
      ctx: { db: testApp.db, now: () => clock, research },
      log: testApp.app.log,
      pollingIntervalSeconds: 0.5,
    });
    await second.start();
    try {
      expect(await second.scheduleDueWork()).toEqual({ snapshots: 1, monitors: 0 });
      // Sending the same day's job again while it waits adds nothing (singleton key).
      await second.scheduleDueWork();
      const snapshot = await waitFor(async () => {
        const [row] = await testApp.db.select().from(trackerSnapshots);
        return row;
      });
      expect(snapshot).toMatchObject({ entryId, day: "2026-11-27", salesRank: 4321 });
      await waitFor(async () =>
        (await second.boss.getQueueSize(JOB_NAMES.trackerSnapshot)) === 0 ? true : undefined,
      );
      expect(await testApp.db.select().from(trackerSnapshots)).toHaveLength(1);
      // Due no longer: today's snapshot exists.
      expect(await second.scheduleDueWork()).toEqual({ snapshots: 0, monitors: 0 });
    } finally {
      await second.stop();
    }
  });
});
