import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/db/client";
import { dailyCountsBetween, listIntegrationHealth } from "../../src/db/queries/ops";
import { startMeterFlush } from "../../src/services/ops/meter-flush";
import { OpsMeter } from "../../src/services/ops/ops-meter";
import { buildTestApp, type TestApp } from "../helper";

/*
 * The job worker's meter (`npm run worker`, decision 0136): the worker counts its jobs' research
 * calls and Keepa tokens with its own OpsMeter and writes it with `startMeterFlush`, the same
 * writer the API's plugin uses, into the same tables: on its timer, and what is left when it stops.
 */

describe("a process's meter written on a timer and at stop (worker and API alike)", () => {
  let testApp: TestApp;
  const now = () => new Date("2027-03-04T05:06:07Z");
  const day = "2027-03-04";
  const workerCounts = async () =>
    (await dailyCountsBetween(testApp.db, day, "2027-03-05", "worker-test.")).map((row) => [
      row.metric,
      row.count,
    ]);

  beforeAll(async () => {
    testApp = await buildTestApp({ now });
    await testApp.app.ready();
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  it("adds the counts and outcomes on the timer, then what is left at stop, and nothing twice", async () => {
    const meter = new OpsMeter(now);
    const log = { error: vi.fn() };
    const flusher = startMeterFlush(meter, testApp.db, log, 20);
    meter.count("worker-test.research.keepa", 2);
    meter.count("worker-test.keepa.tokens", 7);
    meter.integration("worker-test-keepa", { ok: true });
    await vi.waitFor(async () => expect(await workerCounts()).toHaveLength(2), { timeout: 5_000 });
    expect(await workerCounts()).toEqual([
      ["worker-test.keepa.tokens", 7],
      ["worker-test.research.keepa", 2],
    ]);
    const health = (await listIntegrationHealth(testApp.db)).find(
      (row) => row.name === "worker-test-keepa",
    );
    expect(health?.lastSuccessAt?.toISOString()).toBe(now().toISOString());

    meter.count("worker-test.keepa.tokens", 3);
    await flusher.stop();
    expect(await workerCounts()).toEqual([
      ["worker-test.keepa.tokens", 10],
      ["worker-test.research.keepa", 2],
    ]);
    // Stopped: nothing more is written, and nothing was written twice.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await workerCounts()).toEqual([
      ["worker-test.keepa.tokens", 10],
      ["worker-test.research.keepa", 2],
    ]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("counts in the UTC day of the clock as it crosses midnight either way, formatting each day once", async () => {
    let at = new Date("2027-03-06T23:59:59.999Z");
    const meter = new OpsMeter(() => at);
    // Every request is counted: the day's key is worked out once per day, not per count
    // (decision 0162).
    const format = vi.spyOn(Date.prototype, "toISOString");
    try {
      for (let i = 0; i < 1_000; i += 1) meter.count("worker-test.midnight");
      at = new Date("2027-03-07T00:00:00.000Z");
      meter.count("worker-test.midnight", 2);
      // The demo clock can be moved back.
      at = new Date("2027-03-06T00:00:00.000Z");
      meter.count("worker-test.midnight", 3);
      expect(format.mock.calls.length).toBeLessThanOrEqual(3);
    } finally {
      format.mockRestore();
    }
    await startMeterFlush(meter, testApp.db, { error: vi.fn() }, 60_000).stop();
    const counts = await dailyCountsBetween(
      testApp.db,
      "2027-03-06",
      "2027-03-08",
      "worker-test.midnight",
    );
    expect(counts.map((row) => [row.day, row.count])).toEqual([
      ["2027-03-06", 1_003],
      ["2027-03-07", 2],
    ]);
  });

  it("logs a failed write and keeps its counts for the next one", async () => {
    const meter = new OpsMeter(now);
    const log = { error: vi.fn() };
    const down = {
      insert: () => {
        throw new Error("database is down");
      },
    } as unknown as Database;
    meter.count("worker-test.retry", 4);
    await startMeterFlush(meter, down, log, 60_000).stop();
    expect(log.error).toHaveBeenCalledWith(expect.anything(), "ops meter flush");
    await startMeterFlush(meter, testApp.db, log, 60_000).stop();
    expect(await workerCounts()).toContainEqual(["worker-test.retry", 4]);
  });
});
