import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dailyCountsBetween } from "../../src/db/queries/ops";
import { buildTestApp, type TestApp } from "../helper";

/*
 * The request counter behind the console's overview (decision 0136), on the hot path of every
 * request: a callback hook with the day's key worked out once per day (decision 0162).
 */
describe("the ops meter's request count", () => {
  let testApp: TestApp;
  let at = new Date("2027-05-01T23:59:59.900Z");

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => at });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("counts every answer, a 404 too, in the UTC day it was given", async () => {
    const requests = async () => {
      await testApp.app.opsMeter.flush(testApp.db);
      return (
        await dailyCountsBetween(testApp.db, "2027-05-01", "2027-05-03", "http.requests")
      ).map((row) => [row.day, row.count]);
    };
    const before = await requests();
    const countOn = (day: string) =>
      (before.find(([d]) => d === day)?.[1] as number | undefined) ?? 0;
    for (const url of ["/api/server-time", "/api/server-time", "/api/no-such-route"]) {
      await testApp.app.inject({ method: "GET", url });
    }
    at = new Date("2027-05-02T00:00:00.100Z");
    expect((await testApp.app.inject({ method: "GET", url: "/api/server-time" })).statusCode).toBe(
      200,
    );
    expect(await requests()).toEqual([
      ["2027-05-01", countOn("2027-05-01") + 3],
      ["2027-05-02", countOn("2027-05-02") + 1],
    ]);
  });
});
