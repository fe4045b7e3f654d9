import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { myBooksAdSpend, myBooksSales } from "../../src/db/schema";
import { runReportImport } from "../../src/services/my-books/report-imports";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { makeAdsReportCsv, makeKdpRoyaltyReport, seriesSales } from "../my-books/report-fixtures";
import { userIdOf } from "../shop-helpers";

/*
 * My books' report imports through the API (issue 33, decision 0116): fixture reports made with
 * exceljs from the documented columns, uploaded, read by the job in the tool pool, summed on the
 * dashboard; a month imported again replaces it; an unknown layout writes nothing; another
 * member sees none of it.
 */

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
let testApp: TestApp;
let author: string;
let stranger: string;

beforeAll(async () => {
  testApp = await buildTestApp({ now: () => new Date("2026-11-28T12:00:00Z") });
  await testApp.app.ready();
  author = await registerUser(testApp.app, "report.author@example.test");
  stranger = await registerUser(testApp.app, "report.stranger@example.test");
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

async function upload(token: string, body: Buffer, query: string, type = XLSX) {
  return testApp.app.inject({
    method: "POST",
    url: `/api/v1/my-books/imports?${query}`,
    headers: { ...bearer(token), "content-type": type },
    payload: body,
  });
}

/** Uploads, runs the job as the queue would, and returns the finished import. */
async function importReport(token: string, body: Buffer, query: string, type = XLSX) {
  const started = await upload(token, body, query, type);
  expect(started.statusCode, started.body).toBe(202);
  const queued = started.json().import;
  expect(queued).toMatchObject({ status: "queued", progress: 0 });
  await runReportImport(testApp.app.myBooks.context, queued.id);
  const polled = await testApp.app.inject({
    method: "GET",
    url: `/api/v1/my-books/imports/${queued.id}`,
    headers: bearer(token),
  });
  expect(polled.statusCode).toBe(200);
  return polled.json().import;
}

const dashboard = async (token: string) =>
  (
    await testApp.app.inject({
      method: "GET",
      url: "/api/v1/my-books/dashboard?currency=USD",
      headers: bearer(token),
    })
  ).json();

async function salesRows(email: string) {
  const userId = await userIdOf(testApp.db, email);
  return testApp.db.select().from(myBooksSales).where(eq(myBooksSales.userId, userId));
}

describe("report imports", () => {
  it("imports a KDP month (formula cells read as their values) and shows it per book", async () => {
    const done = await importReport(
      author,
      await makeKdpRoyaltyReport(seriesSales("2026-09")),
      "kind=kdp-royalties&fileName=sept.xlsx",
    );
    expect(done).toMatchObject({
      status: "done",
      progress: 1,
      layoutId: "kdp-royalties-2024",
      months: ["2026-09"],
      rowCount: 5,
    });
    const board = await dashboard(author);
    const tea = board.books.find((b: { title: string }) => b.title === "Dragon Tea");
    expect(tea).toMatchObject({ units: 14, kenpPages: 2000 });
    expect(tea.byMarketplace.map((m: { marketplace: string }) => m.marketplace)).toEqual([
      "amazon.com",
      "amazon.de",
    ]);
    // 34.93 USD + 12.40 EUR at the starter rate (1.16 USD per EUR) = 34.93 + 14.384.
    expect(tea.royalty).toBeCloseTo(49.31, 2);
    expect(board.conversions).toEqual([
      expect.objectContaining({ currency: "EUR", rate: 1.16, source: "starter" }),
    ]);
  });

  it("replaces a month imported again instead of adding to it", async () => {
    const done = await importReport(
      author,
      await makeKdpRoyaltyReport(seriesSales("2026-09", 2)),
      "kind=kdp-royalties&fileName=sept-again.xlsx",
    );
    expect(done.status).toBe("done");
    const rows = await salesRows("report.author@example.test");
    expect(rows).toHaveLength(5);
    expect(
      rows
        .filter((row) => row.format !== "ebook" || row.units > 0)
        .map((r) => r.units)
        .sort(),
    ).toEqual([10, 20, 8]);
  });

  it("adds a second month beside the first", async () => {
    await importReport(
      author,
      await makeKdpRoyaltyReport(seriesSales("2026-10")),
      "kind=kdp-royalties&fileName=oct.xlsx",
    );
    expect((await dashboard(author)).months).toEqual(["2026-09", "2026-10"]);
  });

  it("imports a Sponsored Products CSV and takes its spend off the book's profit", async () => {
    const done = await importReport(
      author,
      await makeAdsReportCsv([
        {
          day: "2026-09-03",
          campaign: "Auto",
          asin: "B0DRAGON01",
          spend: 12.5,
          sales: 40,
          orders: 4,
          currency: "USD",
        },
        {
          day: "2026-09-04",
          campaign: "Auto",
          asin: "B0DRAGON01",
          spend: 7.5,
          sales: 0,
          orders: 0,
          currency: "USD",
        },
      ]),
      "kind=ads-sponsored-products&fileName=ads.csv&marketplace=amazon.com",
      "text/csv",
    );
    expect(done).toMatchObject({
      status: "done",
      layoutId: "ads-sp-advertised-product-14-day",
      rowCount: 2,
    });
    const tea = (await dashboard(author)).books.find(
      (b: { title: string }) => b.title === "Dragon Tea",
    );
    expect(tea.adSpend).toBe(20);
    expect(tea.profit).toBeCloseTo(tea.royalty + tea.kuEstimate - 20, 2);
  });

  it("refuses an unknown layout with the columns found and expected, writing nothing", async () => {
    const before = await salesRows("report.author@example.test");
    const csv = Buffer.from("Date,Book,Sold\n2026-09-01,Dragon Tea,3\n");
    const failed = await importReport(
      author,
      csv,
      "kind=kdp-royalties&fileName=odd.csv",
      "text/csv",
    );
    expect(failed.status).toBe("failed");
    expect(failed.error.code).toBe("unknown-layout");
    expect(failed.error.found).toEqual(["Date", "Book", "Sold"]);
    expect(failed.error.expected).toEqual(
      expect.arrayContaining(["eBook Royalty: Net Units Sold"]),
    );
    expect(await salesRows("report.author@example.test")).toEqual(before);
  });

  it("refuses a file with a bad cell whole: the month's earlier rows stay", async () => {
    const before = await salesRows("report.author@example.test");
    const sales = seriesSales("2026-10", 3);
    sales.push({ ...sales[0]!, marketplace: "amazon.moon" });
    const failed = await importReport(
      author,
      await makeKdpRoyaltyReport(sales),
      "kind=kdp-royalties&fileName=bad.xlsx",
    );
    expect(failed).toMatchObject({ status: "failed", error: { code: "bad-cell" } });
    expect(await salesRows("report.author@example.test")).toEqual(before);
  });

  it("answers 400 naming the field, 415 for another body type, 401 without sign-in", async () => {
    const bad = await upload(author, Buffer.from("x"), "kind=royalties&fileName=a.xlsx");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/kind/);
    const json = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/my-books/imports?kind=kdp-royalties&fileName=a.json",
      headers: { ...bearer(author), "content-type": "application/json" },
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await testApp.app.inject({ method: "GET", url: "/api/v1/my-books/imports" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("converts with the member's own rate, and estimates KU with their KENP rate", async () => {
    const saved = await testApp.app.inject({
      method: "PUT",
      url: "/api/v1/my-books/rates",
      headers: bearer(author),
      payload: {
        exchange: [
          { currency: "EUR", month: "2026-11", perEur: 1 },
          { currency: "USD", month: "2026-11", perEur: 1.25 },
        ],
        kenp: [{ marketplace: "amazon.com", month: "2026-09", perPage: 0.01 }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().kenp).toEqual([
      { marketplace: "amazon.com", month: "2026-09", perPage: 0.01 },
    ]);
    const board = await dashboard(author);
    expect(board.conversions).toEqual([
      { currency: "EUR", rate: 1.25, date: "2026-11", source: "entered" },
    ]);
    expect(board.kenpRatesUsed).toContainEqual(
      expect.objectContaining({
        marketplace: "amazon.com",
        month: "2026-09",
        perPage: 0.01,
        source: "entered",
      }),
    );
    const bad = await testApp.app.inject({
      method: "PUT",
      url: "/api/v1/my-books/rates",
      headers: bearer(author),
      payload: { exchange: [{ currency: "EUR", month: "2026-13", perEur: 1 }], kenp: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/month/);
    const theirs = await testApp.app.inject({
      method: "GET",
      url: "/api/v1/my-books/rates",
      headers: bearer(stranger),
    });
    expect(theirs.json()).toEqual({ exchange: [], kenp: [] });
  });

  it("keeps a member's imports and figures their own", async () => {
    const mine = await testApp.app.inject({
      method: "GET",
      url: "/api/v1/my-books/imports",
      headers: bearer(author),
    });
    const [first] = mine.json().imports;
    const other = await testApp.app.inject({
      method: "GET",
      url: `/api/v1/my-books/imports/${first.id}`,
      headers: bearer(stranger),
    });
    expect(other.statusCode).toBe(404);
    expect((await dashboard(stranger)).books).toEqual([]);
    const strangerId = await userIdOf(testApp.db, "report.stranger@example.test");
    expect(
      await testApp.db.select().from(myBooksAdSpend).where(eq(myBooksAdSpend.userId, strangerId)),
    ).toEqual([]);
  });
});
