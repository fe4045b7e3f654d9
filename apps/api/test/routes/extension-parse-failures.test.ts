import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extensionParseFailures } from "../../src/db/schema";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { consoleCall, makeStaff, movableClock, type Staff } from "../admin-helpers";
import { buildTestApp, type TestApp } from "../helper";

/*
 * The extension's parse-failure reports (issue 32, decision 0132): each is a count per day, store,
 * page kind and parser version, nothing else, and the operator console shows 14 days of them with
 * an alert when a store's failures jump.
 */

const reportsUrl = "/api/v1/extension/parse-reports";
const consoleUrl = "/api/admin/extension-parse-failures";
const report = {
  parser: "amazon.fr/search",
  version: "2026.11.29",
  marketplace: "amazon.fr",
  pageType: "search",
  counts: { containers: 0, rows: 0, withoutTitle: 0 },
};

describe("extension parse-failure reports", () => {
  let testApp: TestApp;
  const clock = movableClock(new Date("2026-11-20T09:00:00Z"));
  let support: Staff;
  let member: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now });
    await testApp.app.ready();
    support = await makeStaff(testApp.app, testApp.db, clock, "help@parsers.test", "support");
    member = await registerUser(testApp.app, "author@parsers.test");
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  });

  const send = (payload: unknown, remoteAddress = nextAddress()) =>
    testApp.app.inject({
      method: "POST",
      url: reportsUrl,
      remoteAddress,
      headers: { "content-type": "application/json" },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  const stored = () =>
    testApp.db
      .select()
      .from(extensionParseFailures)
      .orderBy(
        extensionParseFailures.day,
        extensionParseFailures.marketplace,
        extensionParseFailures.parserVersion,
      );

  it("keeps a count per day, store, page kind and version, and nothing of the page or the member", async () => {
    expect((await send(report)).statusCode).toBe(204);
    expect((await send(report)).statusCode).toBe(204);
    expect((await send({ ...report, version: "2026.11.1" })).statusCode).toBe(204);
    expect(
      (
        await send({
          ...report,
          parser: "amazon.co.jp/product",
          marketplace: "amazon.co.jp",
          pageType: "product",
          // Unknown keys are dropped: a title sent by mistake is never kept.
          title: "ドラゴン",
        })
      ).statusCode,
    ).toBe(204);
    expect(await stored()).toEqual([
      {
        day: "2026-11-20",
        marketplace: "amazon.co.jp",
        pageKind: "product",
        parserVersion: "2026.11.29",
        reports: 1,
      },
      {
        day: "2026-11-20",
        marketplace: "amazon.fr",
        pageKind: "search",
        parserVersion: "2026.11.1",
        reports: 1,
      },
      {
        day: "2026-11-20",
        marketplace: "amazon.fr",
        pageKind: "search",
        parserVersion: "2026.11.29",
        reports: 2,
      },
    ]);
    // Nothing else is stored anywhere: the table has exactly these columns.
    const columns = await testApp.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'extension_parse_failures' order by column_name`,
    );
    const names = (Array.isArray(columns) ? columns : (columns as { rows: unknown[] }).rows).map(
      (row) => (row as { column_name: string }).column_name,
    );
    expect(names).toEqual(["day", "marketplace", "page_kind", "parser_version", "reports"]);
  });

  it("concurrent reports add up", async () => {
    const frCount = async () =>
      (await stored()).find(
        (row) => row.marketplace === "amazon.fr" && row.parserVersion === "2026.11.29",
      )?.reports;
    const before = await frCount();
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(report)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(204));
    expect(await frCount()).toBe((before ?? 0) + 8);
  });

  it.each([
    ["parser", { parser: "amazon.fr/checkout" }],
    ["parser", { parser: "amazon.de/search" }],
    ["version", { version: "latest" }],
    ["version", { version: undefined }],
    ["marketplace", { marketplace: "amazon.moon" }],
    ["pageType", { pageType: "cart" }],
    ["counts", { counts: { "Dragon Rider": 1 } }],
    ["counts", { counts: { rows: -1 } }],
  ])("refuses a bad %s with 400 naming it, and stores nothing", async (field, change) => {
    const before = await stored();
    const answer = await send({ ...report, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(field);
    expect(await stored()).toEqual(before);
  });

  it("refuses a body over 2 KB with 413", async () => {
    const before = await stored();
    const big = JSON.stringify({ ...report, padding: "x".repeat(3000) });
    const answer = await send(big);
    expect(answer.statusCode).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it("limits one address to 30 reports a minute", async () => {
    const address = nextAddress();
    for (let i = 0; i < 30; i++) expect((await send(report, address)).statusCode).toBe(204);
    const refused = await send(report, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("the console's chart is for admins: support, members and strangers get 404", async () => {
    expect(
      (await consoleCall(testApp.app, support.consoleToken, "GET", consoleUrl)).statusCode,
    ).toBe(404);
    const byMember = await testApp.app.inject({
      method: "GET",
      url: consoleUrl,
      headers: bearer(member),
    });
    expect(byMember.statusCode).toBe(404);
    expect((await testApp.app.inject({ method: "GET", url: consoleUrl })).statusCode).toBe(404);
  });

  it("shows 14 days of counts and an alert when a store's failures jump", async () => {
    // A week of the usual one report a day on amazon.de product pages, then 9 on 2026-11-28.
    await testApp.db.delete(extensionParseFailures);
    const day = (d: number) => `2026-11-${String(d).padStart(2, "0")}`;
    await testApp.db.insert(extensionParseFailures).values([
      ...[20, 21, 22, 23, 24, 25, 26, 27].map((d) => ({
        day: day(d),
        marketplace: "amazon.de",
        pageKind: "product",
        parserVersion: "2026.11.29",
        reports: 1,
      })),
      // Outside the 14 days shown, but inside the alert's usual level.
      {
        day: "2026-11-10",
        marketplace: "amazon.de",
        pageKind: "product",
        parserVersion: "2026.11.1",
        reports: 3,
      },
    ]);
    clock.advance(8 * 86_400_000 + 5 * 3_600_000); // 2026-11-28T14:00Z
    for (let i = 0; i < 9; i++) {
      const answer = await send({
        ...report,
        parser: "amazon.de/product",
        marketplace: "amazon.de",
        pageType: "product",
      });
      expect(answer.statusCode).toBe(204);
    }
    // The first console session has ended by now: a new one, as the operator signs in each day.
    const today = await makeStaff(testApp.app, testApp.db, clock, "ops2@parsers.test");
    const answer = await consoleCall(testApp.app, today.consoleToken, "GET", consoleUrl);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const body = answer.json();
    expect(body.days).toHaveLength(14);
    expect(body.days[0]).toBe("2026-11-15");
    expect(body.days.at(-1)).toBe("2026-11-28");
    expect(body.rows.map((row: { day: string }) => row.day)).not.toContain("2026-11-10");
    expect(body.rows.at(-1)).toEqual({
      day: "2026-11-28",
      marketplace: "amazon.de",
      pageKind: "product",
      parserVersion: "2026.11.29",
      reports: 9,
    });
    expect(body.alerts).toEqual([
      {
        marketplace: "amazon.de",
        pageKind: "product",
        day: "2026-11-28",
        reports: 9,
        usual: 1,
        parserVersions: ["2026.11.29"],
      },
    ]);
  });
});
