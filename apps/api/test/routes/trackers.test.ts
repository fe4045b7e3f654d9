import { dailySlotMinute } from "@inkforge/domain/research/tracker-rules";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notifications, toolUsage, trackerSnapshots } from "../../src/db/schema";
import {
  type ProductRecord,
  ResearchSourceFailure,
  type ResearchSources,
} from "../../src/services/research/ports";
import { takeTrackerSnapshots } from "../../src/services/trackers/take-tracker-snapshots";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce, userIdOf } from "../shop-helpers";
import type { ErrorBody } from "../tools-helpers";

/*
 * The keyword and ASIN trackers through the API (issue 12), on a fake product source whose ranks
 * and search orders each test sets, with the daily job run through its service.
 */

let clock = new Date("2026-11-27T12:00:00.000Z");
const dayMs = 86_400_000;

/** ASIN → sales rank the fake source reports (absent: the source does not know it). */
const ranks = new Map<string, number | null>();
/** keyword → ASINs in result order. */
const searches = new Map<string, string[]>();
let failing = false;

function product(asin: string, domain: ProductRecord["domain"]): ProductRecord {
  return {
    asin,
    domain,
    title: `Book ${asin}`,
    authors: ["A. Author"],
    format: "paperback",
    binding: "Paperback",
    publisher: null,
    independent: true,
    pages: 120,
    publishedAt: null,
    price: 9.99,
    currency: "USD",
    salesRank: ranks.get(asin) ?? null,
    salesRankCategory: "Books",
    rating: 4.5,
    reviewCount: 120,
    categoryIds: [],
  };
}

function failIfAsked(): void {
  if (failing) throw new ResearchSourceFailure("sample", "unavailable", "stand-in is down");
}

const research: ResearchSources = {
  suggestions: {
    id: "sample",
    suggest: async ({ prefix }) => {
      failIfAsked();
      return { source: "sample", asOf: clock, data: suggestionsFor(prefix) };
    },
  },
  products: {
    id: "sample",
    getProducts: async ({ domain, asins }) => {
      failIfAsked();
      return {
        source: "sample",
        asOf: clock,
        data: asins.filter((asin) => ranks.has(asin)).map((asin) => product(asin, domain)),
      };
    },
    searchProducts: async ({ domain, keyword }) => {
      failIfAsked();
      const order = searches.get(keyword) ?? [];
      return {
        source: "sample",
        asOf: clock,
        data: { resultCount: order.length, products: order.map((asin) => product(asin, domain)) },
      };
    },
    findCategories: async () => ({ source: "sample", asOf: clock, data: [] }),
  },
  keywords: null,
};

let suggestionPool = ["dragon books for kids", "dragon coloring book"];
function suggestionsFor(prefix: string): string[] {
  return suggestionPool.filter((suggestion) => suggestion.startsWith(prefix.split(" ")[0]!));
}

let testApp: TestApp;
let ultra: string;
let supreme: string;
let free: string;
let other: string;

function call(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token: string | undefined,
  payload?: unknown,
) {
  return testApp.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: nextAddress(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const asinEntry = (asin: string) => ({ asin, domain: "amazon.com" });
const keywordEntry = (keyword: string, asin: string) => ({
  keyword,
  asin,
  domain: "amazon.com",
  department: "books",
});

async function runJob(day?: string) {
  const { app } = testApp;
  const entries = await app.db.query.trackerEntries.findMany();
  return takeTrackerSnapshots(
    { db: app.db, now: () => clock, research },
    { entryIds: entries.map((entry) => entry.id), ...(day ? { day } : {}) },
  );
}

async function notificationsOf(email: string) {
  const userId = await userIdOf(testApp.db, email);
  return testApp.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, "001")));
}

beforeAll(async () => {
  testApp = await buildTestApp({ now: () => clock, research });
  ultra = await registerUser(testApp.app, "ultra-tracker@example.test");
  supreme = await registerUser(testApp.app, "supreme-tracker@example.test");
  free = await registerUser(testApp.app, "free-tracker@example.test");
  other = await registerUser(testApp.app, "other-tracker@example.test");
  await buyOnce(testApp.app, ultra, ["ultra-lifetime"]);
  await buyOnce(testApp.app, supreme, ["supreme-lifetime"]);
  await buyOnce(testApp.app, other, ["supreme-lifetime"]);
});

afterAll(async () => {
  await testApp.close();
});

beforeEach(() => {
  failing = false;
});

describe("limits from the feature matrix", () => {
  it("stores exactly 100 of 101 concurrent adds on a 100-entry plan", async () => {
    const responses = await Promise.all(
      Array.from({ length: 101 }, (_, index) =>
        call("POST", "/api/v1/trackers/keyword", ultra, {
          entries: [keywordEntry(`keyword ${index}`, "B000000001")],
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    const refused = responses.filter((response) => response.statusCode === 403);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json<ErrorBody>().message).toBe(
      "Your plan allows 100 tracked keywords; you have 100. Upgrade to Supreme to track more.",
    );
    const list = await call("GET", "/api/v1/trackers/keyword", ultra);
    expect(list.json().entries).toHaveLength(100);
    expect(list.json().limit).toEqual({ used: 100, max: 100, upgradeTier: "Supreme" });
  });

  it("refuses a plan without the tracker and says which plan has it", async () => {
    const response = await call("POST", "/api/v1/trackers/asin", free, {
      entries: [asinEntry("B000000001")],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().message).toBe(
      "The Product (ASIN) tracker is not part of your plan. It comes with Pro and above.",
    );
    const list = await call("GET", "/api/v1/trackers/asin", free);
    expect(list.json().limit).toEqual({ used: 0, max: 0, upgradeTier: "Pro" });
  });

  it("does not count an entry added twice", async () => {
    const first = await call("POST", "/api/v1/trackers/asin", other, {
      entries: [asinEntry("B0TWICE001"), asinEntry("b0twice001")],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ alreadyTracked: 1 });
    const again = await call("POST", "/api/v1/trackers/asin", other, {
      entries: [asinEntry("B0TWICE001")],
    });
    expect(again.json()).toMatchObject({ added: [], alreadyTracked: 1 });
    // Tracking a new book was one use of the tracker (issue 24); nothing new, no use.
    const otherId = await userIdOf(testApp.db, "other-tracker@example.test");
    const uses = await testApp.db
      .select()
      .from(toolUsage)
      .where(and(eq(toolUsage.userId, otherId), eq(toolUsage.toolId, "asin-tracker")));
    expect(uses).toHaveLength(1);
  });
});

describe("bad input → 400 naming the field", () => {
  it.each([
    [
      "/api/v1/trackers/asin",
      { entries: [{ asin: "short", domain: "amazon.com" }] },
      "entries.0.asin",
    ],
    [
      "/api/v1/trackers/asin",
      { entries: [{ asin: "B000000001", domain: "amazon.xx" }] },
      "entries.0.domain",
    ],
    ["/api/v1/trackers/asin", { entries: [] }, "entries"],
    [
      "/api/v1/trackers/keyword",
      { entries: [{ ...keywordEntry("", "B000000001") }] },
      "entries.0.keyword",
    ],
    [
      "/api/v1/trackers/keyword",
      { entries: [{ ...keywordEntry("x", "B000000001"), department: "toys" }] },
      "entries.0.department",
    ],
    [
      "/api/v1/keyword-monitors",
      { title: "T", seeds: [], domain: "amazon.com", department: "books" },
      "seeds",
    ],
  ])("%s %j", async (url, payload, field) => {
    const response = await call("POST", url, supreme, payload);
    expect(response.statusCode).toBe(400);
    const paths = (response.json<ErrorBody>().details ?? []).map((detail) => detail.path);
    expect(paths).toContain(field);
  });

  it("names a malformed entry id and an empty update", async () => {
    const badId = await call("PUT", "/api/v1/trackers/asin/not-a-uuid", supreme, {
      paused: true,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json<ErrorBody>().details?.map((detail) => detail.path)).toContain("id");
    const badThreshold = await call(
      "PUT",
      "/api/v1/trackers/asin/00000000-0000-4000-8000-000000000000",
      supreme,
      { alertRankThreshold: 0 },
    );
    expect(badThreshold.statusCode).toBe(400);
    expect(badThreshold.json<ErrorBody>().details?.map((d) => d.path)).toContain(
      "alertRankThreshold",
    );
  });

  it("asks for a token", async () => {
    expect((await call("GET", "/api/v1/trackers/asin", undefined)).statusCode).toBe(401);
  });
});

describe("the daily job, history and alerts", () => {
  let asinId: string;
  let keywordId: string;

  beforeAll(async () => {
    clock = new Date("2026-11-20T12:00:00.000Z");
    ranks.set("B0SUPREME1", 900).set("B0OTHER001", 50);
    searches.set("dragon books", ["B0OTHER001", "B0SUPREME1"]);
    const asin = await call("POST", "/api/v1/trackers/asin", supreme, {
      entries: [asinEntry("B0SUPREME1")],
    });
    asinId = asin.json().added[0].id;
    const keyword = await call("POST", "/api/v1/trackers/keyword", supreme, {
      entries: [keywordEntry("dragon books", "B0SUPREME1")],
    });
    keywordId = keyword.json().added[0].id;
    const alerts = await call("PUT", `/api/v1/trackers/asin/${asinId}`, supreme, {
      alertRankThreshold: 1000,
    });
    expect(alerts.json()).toMatchObject({ alertRankThreshold: 1000, alertLeavesFirstPage: false });
  });

  it("writes one snapshot per entry for a day, however often it runs", async () => {
    const runs = await Promise.all([runJob(), runJob()]);
    await runJob();
    const taken = runs.flatMap((run) => run.taken);
    expect(taken.filter((id) => id === asinId)).toHaveLength(1);
    const rows = await testApp.db
      .select()
      .from(trackerSnapshots)
      .where(eq(trackerSnapshots.entryId, asinId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day: "2026-11-20", salesRank: 900, price: 9.99 });
    const keywordRows = await testApp.db
      .select()
      .from(trackerSnapshots)
      .where(eq(trackerSnapshots.entryId, keywordId));
    expect(keywordRows).toHaveLength(1);
    expect(keywordRows[0]).toMatchObject({ position: 2, firstResultRank: 50, salesRank: 900 });
  });

  it("sends one notification per alert, once", async () => {
    const before = (await notificationsOf("supreme-tracker@example.test")).length;
    clock = new Date(clock.getTime() + dayMs);
    ranks.set("B0SUPREME1", 1500);
    // The ASIN drops off the keyword's results: past the first page.
    searches.set("dragon books", ["B0OTHER001"]);
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const after = await notificationsOf("supreme-tracker@example.test");
    const fresh = after.slice(before);
    expect(fresh.map((row) => row.message).sort()).toEqual([
      '"dragon books" for B0SUPREME1 on amazon.com: left the first page of results (#2 → not found; the first page is positions 1–16).',
      "B0SUPREME1 on amazon.com: sales rank fell past #1000 (#900 → #1500).",
    ]);
    expect(fresh[0]!.data).toMatchObject({ title: "Tracker alert" });
  });

  it("shows the change since yesterday and last week, and the job's last run", async () => {
    for (let day = 0; day < 6; day += 1) {
      clock = new Date(clock.getTime() + dayMs);
      ranks.set("B0SUPREME1", 1400 - day * 100);
      await runJob();
    }
    const list = await call("GET", "/api/v1/trackers/asin", supreme);
    const entry = list.json().entries.find((row: { id: string }) => row.id === asinId);
    expect(entry.latest).toMatchObject({ day: "2026-11-27", salesRank: 900 });
    expect(entry.changeSinceYesterday).toEqual({
      from: 1000,
      to: 900,
      delta: -100,
      sinceDay: "2026-11-26",
    });
    expect(entry.changeSinceLastWeek).toEqual({
      from: 900,
      to: 900,
      delta: 0,
      sinceDay: "2026-11-20",
    });
    expect(entry.sparkline).toHaveLength(8);
    expect(entry.slotMinute).toBe(dailySlotMinute(asinId));
    expect(list.json().job).toMatchObject({
      lastSuccessAt: clock.toISOString(),
      lastFailureAt: null,
    });
  });

  it("exports the history as CSV", async () => {
    const response = await call("GET", `/api/v1/trackers/asin/export.csv?entry=${asinId}`, supreme);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = response.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "day,keyword,asin,marketplace,position,first_result_rank,sales_rank,price,currency,reviews,rating,source,data_as_of",
    );
    expect(lines).toHaveLength(9);
    expect(lines[1]).toBe(
      "2026-11-20,,B0SUPREME1,amazon.com,,,900,9.99,USD,120,4.5,sample,2026-11-20T12:00:00.000Z",
    );
  });

  it("skips a paused entry, and records a source failure for the page", async () => {
    await call("PUT", `/api/v1/trackers/asin/${asinId}`, supreme, { paused: true });
    clock = new Date(clock.getTime() + dayMs);
    const run = await runJob();
    expect(run.skipped).toContain(asinId);
    await call("PUT", `/api/v1/trackers/asin/${asinId}`, supreme, { paused: false });
    failing = true;
    const failed = await runJob();
    expect(failed.failed.map((failure) => failure.entryId)).toContain(asinId);
    const list = await call("GET", "/api/v1/trackers/asin", supreme);
    expect(list.json().job).toMatchObject({
      lastFailureAt: clock.toISOString(),
      lastError: "The sample source failed (unavailable); the job retries with backoff",
    });
  });

  it("answers 404 for another user's entry and changes nothing", async () => {
    for (const [method, url, payload] of [
      ["PUT", `/api/v1/trackers/asin/${asinId}`, { paused: true }],
      ["DELETE", `/api/v1/trackers/asin/${asinId}`, undefined],
      ["GET", `/api/v1/trackers/asin/${asinId}/history`, undefined],
      ["GET", `/api/v1/trackers/asin/export.csv?entry=${asinId}`, undefined],
      ["GET", `/api/v1/trackers/keyword/${asinId}/history`, undefined],
    ] as const) {
      const response = await call(method, url, other, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const history = await call("GET", `/api/v1/trackers/asin/${asinId}/history`, supreme);
    expect(history.json().entry.paused).toBe(false);
    expect(history.json().snapshots.length).toBeGreaterThan(0);
  });

  it("removes an entry with its history", async () => {
    const removed = await call("DELETE", `/api/v1/trackers/keyword/${keywordId}`, supreme);
    expect(removed.statusCode).toBe(204);
    const rows = await testApp.db
      .select()
      .from(trackerSnapshots)
      .where(eq(trackerSnapshots.entryId, keywordId));
    expect(rows).toHaveLength(0);
  });

  it("runs now from the demo's dev route", async () => {
    clock = new Date(clock.getTime() + dayMs);
    const response = await call("POST", "/api/dev/trackers/run", undefined);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ day: clock.toISOString().slice(0, 10), failed: 0 });
    expect(response.json().taken).toBeGreaterThan(0);
    const again = await call("POST", "/api/dev/trackers/run", undefined);
    expect(again.json()).toMatchObject({ taken: 0 });
  });
});

describe("the backend keywords monitor", () => {
  const book = {
    title: "Dragon Tales",
    subtitle: "A bedtime story",
    author: "Ann Writer",
    seeds: ["dragon"],
    domain: "amazon.com",
    department: "books",
  };

  it("saves, lists and deletes the user's monitors only", async () => {
    const created = await call("POST", "/api/v1/keyword-monitors", supreme, book);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: "Dragon Tales", lastRunAt: null, boxes: [] });
    const id = created.json().id;
    expect((await call("GET", "/api/v1/keyword-monitors", other)).json()).toEqual([]);
    expect((await call("DELETE", `/api/v1/keyword-monitors/${id}`, other)).statusCode).toBe(404);
    expect((await call("GET", "/api/v1/keyword-monitors", supreme)).json()).toHaveLength(1);
    expect((await call("DELETE", `/api/v1/keyword-monitors/${id}`, supreme)).statusCode).toBe(204);
    expect((await call("GET", "/api/v1/keyword-monitors", supreme)).json()).toEqual([]);
  });

  it("is refused on a plan without it", async () => {
    const response = await call("POST", "/api/v1/keyword-monitors", ultra, book);
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().message).toBe(
      "The backend keywords monitor is not part of your plan. It comes with Supreme.",
    );
  });

  it("re-packs monthly, once a month, and notifies when the suggestions shift", async () => {
    const { runKeywordMonitor, listOwnKeywordMonitors } = await import(
      "../../src/services/keyword-monitors/keyword-monitors"
    );
    const supremeId = await userIdOf(testApp.db, "supreme-tracker@example.test");
    const ctx = { db: testApp.db, now: () => clock, research };
    const created = await call("POST", "/api/v1/keyword-monitors", supreme, book);
    const id = created.json().id;
    suggestionPool = ["dragon books for kids", "dragon coloring book"];
    expect(await runKeywordMonitor(ctx, id)).toBe("ran");
    expect(await runKeywordMonitor(ctx, id)).toBe("not-due");
    const first = (await call("GET", "/api/v1/keyword-monitors", supreme)).json()[0];
    expect(first.boxes).toHaveLength(7);
    expect(first.boxes.join(" ")).toContain("coloring");
    expect(first.lastChange).toBeNull();

    const before = (await notificationsOf("supreme-tracker@example.test")).length;
    clock = new Date(clock.getTime() + 31 * dayMs);
    suggestionPool = ["dragon books for kids", "dragon stickers", "dragon puzzles"];
    // A second worker that read the monitor before the first one committed: it waits in its
    // suggestions fetch until the first run is done, and then the month's claim refuses it.
    let releaseLate: () => void = () => {};
    const lateGate = new Promise<void>((resolve) => {
      releaseLate = resolve;
    });
    let lateHasRead: () => void = () => {};
    const lateReading = new Promise<void>((resolve) => {
      lateHasRead = resolve;
    });
    const lateResearch: ResearchSources = {
      ...research,
      suggestions: {
        id: "sample",
        suggest: async (query) => {
          lateHasRead();
          await lateGate;
          return research.suggestions.suggest(query);
        },
      },
    };
    const late = runKeywordMonitor({ ...ctx, research: lateResearch }, id);
    await lateReading;
    expect(await runKeywordMonitor(ctx, id)).toBe("ran");
    releaseLate();
    expect(await late).toBe("already-ran");
    const after = await notificationsOf("supreme-tracker@example.test");
    expect(after.slice(before).map((row) => row.message)).toEqual([
      'The search suggestions for "Dragon Tales" shifted: 2 new, 1 gone. Your backend keywords were re-packed.',
    ]);
    // A month on, the test's token has expired; the service reads the same list.
    const [second] = await listOwnKeywordMonitors(ctx, supremeId);
    expect(second?.lastChange).toMatchObject({
      added: ["dragon stickers", "dragon puzzles"],
      removed: ["dragon coloring book"],
      shifted: true,
    });
  });
});
