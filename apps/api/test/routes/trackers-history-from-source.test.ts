import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleCatalogue } from "../../src/services/research/sample/sample-market";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce } from "../shop-helpers";

/*
 * Issue 24: a new tracker started empty ("the daily job has not run yet"). A new entry now takes
 * the book's history from the source at once (the sample keeps 365 days), without today's day,
 * which stays the daily job's.
 */

const clock = new Date("2026-11-27T12:00:00.000Z");

type History = {
  snapshots: { day: string; salesRank: number | null; price: number | null; source: string }[];
};

describe("a new tracker entry starts with the source's history", () => {
  let testApp: TestApp;
  let supreme: string;
  const call = (method: "GET" | "POST", url: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: bearer(supreme),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      remoteAddress: nextAddress(),
    });

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
    supreme = await registerUser(testApp.app, "supreme-tracker-history@example.test");
    await buyOnce(testApp.app, supreme, ["supreme-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each(["asin", "keyword"] as const)(
    "a %s entry has a year of daily points on day one",
    async (kind) => {
      // A book published well before the history's window.
      const book = sampleCatalogue().products.find((p) => p.publishedDay < 20_000);
      const asin = book?.asin ?? "";
      const entry =
        kind === "asin"
          ? { asin, domain: "amazon.com" }
          : { asin, domain: "amazon.com", keyword: "gratitude journal", department: "books" };
      const added = await call("POST", `/api/v1/trackers/${kind}`, { entries: [entry] });
      expect(added.statusCode).toBe(201);
      const id = added.json().added[0].id as string;

      const history = await call("GET", `/api/v1/trackers/${kind}/${id}/history`);
      expect(history.statusCode).toBe(200);
      const { snapshots } = history.json<History>();
      expect(snapshots.length).toBe(364);
      expect(snapshots.at(-1)?.day).toBe("2026-11-26");
      expect(snapshots[0]?.day).toBe("2025-11-28");
      expect(snapshots.every((s) => s.source === "sample" && s.salesRank !== null)).toBe(true);
      expect(snapshots.every((s) => s.price !== null)).toBe(true);
    },
  );
});
