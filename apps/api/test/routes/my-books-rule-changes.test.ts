import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../src/db/schema";
import { addFigureChange, applyDueFigureChanges } from "../../src/services/my-books/rule-changes";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { get, post, userIdOf } from "../shop-helpers";

/*
 * The price planner and KDP rule-change alerts through the API (issue 33, decision 0118): a book
 * priced in every marketplace with the royalty calculator's rules, a bulk price edit, the CSV, and
 * a dated printing cost change that re-prices members' books and tells each affected one.
 */

const now = new Date("2027-03-01T09:00:00Z");
let testApp: TestApp;
let author: string;
let stranger: string;
let projectId: string;
let strangerProjectId: string;

beforeAll(async () => {
  testApp = await buildTestApp({ now: () => now });
  await testApp.app.ready();
  author = await registerUser(testApp.app, "planner.author@example.test");
  stranger = await registerUser(testApp.app, "planner.stranger@example.test");
  const project = await post(testApp.app, "/api/book-projects", author, {
    title: "Dragon Tea",
    specs: { binding: "paperback", pageCount: 200, ink: "black", paper: "white", trim: "6x9" },
    listPrices: { "amazon.com": 12.99, "amazon.de": 12.99 },
  });
  projectId = project.json().id;
  const other = await post(testApp.app, "/api/book-projects", stranger, {
    title: "Someone's book",
    specs: { binding: "ebook", fileSizeMb: 1 },
    listPrices: { "amazon.com": 4.99 },
  });
  strangerProjectId = other.json().id;
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

const plan = async (token: string) =>
  (await get(testApp.app, "/api/v1/my-books/price-plan", token)).json().rows as Array<{
    projectId: string;
    marketplace: string;
    status: string;
    royalty: number | null;
    suggestedPrice: number;
    listPrice: number | null;
  }>;

const putPrices = (token: string, prices: unknown[]) =>
  testApp.app.inject({
    method: "PUT",
    url: "/api/v1/my-books/price-plan",
    headers: bearer(token),
    payload: { prices },
  });

describe("price planner", () => {
  it("prices the book in every marketplace that prints it, in the better band", async () => {
    const rows = await plan(author);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((row) => row.projectId === projectId)).toBe(true);
    expect(rows.find((row) => row.marketplace === "amazon.de")).toMatchObject({
      status: "better-band",
      listPrice: 12.99,
      suggestedPrice: 12.99,
    });
    expect(rows.find((row) => row.marketplace === "amazon.co.uk")).toMatchObject({
      status: "no-price",
      listPrice: null,
    });
  });

  it("edits prices in bulk and marks the 50% band with a suggested price", async () => {
    const response = await putPrices(author, [
      { projectId, marketplace: "amazon.de", listPrice: 8.99 },
      { projectId, marketplace: "amazon.co.uk", listPrice: 9.99 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().rows;
    expect(
      rows.find((row: { marketplace: string }) => row.marketplace === "amazon.de"),
    ).toMatchObject({
      status: "fifty-percent-band",
      suggestedPrice: 9.99,
    });
    expect(
      rows.find((row: { marketplace: string }) => row.marketplace === "amazon.co.uk").listPrice,
    ).toBe(9.99);
  });

  it("refuses another member's book with 404 and writes none of the batch", async () => {
    const response = await putPrices(stranger, [
      { projectId: strangerProjectId, marketplace: "amazon.com", listPrice: 5.99 },
      { projectId, marketplace: "amazon.de", listPrice: 99 },
    ]);
    expect(response.statusCode).toBe(404);
    expect((await plan(author)).find((row) => row.marketplace === "amazon.de")?.listPrice).toBe(
      8.99,
    );
    expect((await plan(stranger))[0]?.listPrice).toBe(4.99);
  });

  it("answers 400 naming the field", async () => {
    const response = await putPrices(author, [
      { projectId, marketplace: "amazon.moon", listPrice: 5 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/marketplace/);
  });

  it("exports the plan as CSV", async () => {
    const response = await get(testApp.app, "/api/v1/my-books/price-plan.csv", author);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.body).toMatch(/^Title,Format,Marketplace/);
    expect(response.body).toMatch(
      /\nDragon Tea,paperback,amazon.de,EUR,8.99,[\d.]+,50% band,9.99,/,
    );
  });
});

describe("rule-change alerts", () => {
  it("re-prices members' books when a dated printing cost changes and notifies each affected book once", async () => {
    const ctx = { db: testApp.db, now: () => now };
    await addFigureChange(ctx, {
      figure: "print-cost",
      region: "EU",
      binding: "paperback",
      ink: "black",
      bands: [
        {
          minPages: 24,
          maxPages: 110,
          fixed: { regular: 2.05, large: 2.48 },
          perPage: { regular: 0, large: 0 },
        },
        {
          minPages: 111,
          maxPages: 828,
          fixed: { regular: 1.25, large: 1.25 },
          perPage: { regular: 0.012, large: 0.016 },
        },
      ],
      effectiveFrom: "2027-03-01",
      source: { key: "KDP help (test)", title: "KDP raised EU printing costs", date: "2027-03-01" },
    });
    // Two runs at once (the hourly job and a second worker): one applies it.
    const counts = await Promise.all([applyDueFigureChanges(ctx), applyDueFigureChanges(ctx)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await applyDueFigureChanges(ctx)).toBe(0);

    const authorId = await userIdOf(testApp.db, "planner.author@example.test");
    const notes = await testApp.db
      .select({ data: notifications.data, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, authorId));
    const alerts = notes.filter(
      (n) => (n.data as { title?: string }).title === "KDP changed what Dragon Tea earns",
    );
    expect(alerts).toHaveLength(1);
    expect((alerts[0]?.data as { link?: string } | undefined)?.link).toBe("/my-books/rule-changes");
    // 0.75 + 200 × 0.012 = €3.15 a copy before, 1.25 + 2.40 = €3.65 after.
    expect(alerts[0]?.message).toMatch(
      /amazon\.de paperback: €[\d.]+ → €[\d.]+ a copy from 1 March; suggested price €9\.99/,
    );
    expect(alerts[0]?.message).not.toMatch(/amazon\.com /);

    const changes = (await get(testApp.app, "/api/v1/my-books/rule-changes", author)).json()
      .changes;
    expect(changes[0]).toMatchObject({
      figure: "paperback printing cost, black ink, EU stores",
      effectiveFrom: "2027-03-01",
      source: { title: "KDP raised EU printing costs" },
      books: [{ projectId, title: "Dragon Tea" }],
    });
    expect(
      changes[0].books[0].lines.some((line: string) => line.startsWith("amazon.de paperback")),
    ).toBe(true);
    const theirs = (await get(testApp.app, "/api/v1/my-books/rule-changes", stranger)).json()
      .changes;
    expect(theirs[0].books).toEqual([]);

    // The planner prices under the new cost from its date on.
    const de = (await plan(author)).find((row) => row.marketplace === "amazon.de");
    expect(de).toMatchObject({ status: "fifty-percent-band" });
  });

  it("re-prices print books when a store's 60% threshold changes, once", async () => {
    const ctx = { db: testApp.db, now: () => now };
    await addFigureChange(ctx, {
      figure: "print-threshold",
      marketplace: "amazon.com",
      value: 13.99,
      effectiveFrom: "2027-03-01",
      source: {
        key: "KDP help (test)",
        title: "KDP moved the US 60% threshold",
        date: "2027-03-01",
      },
    });
    expect(await applyDueFigureChanges(ctx)).toBe(1);
    expect(await applyDueFigureChanges(ctx)).toBe(0);

    const authorId = await userIdOf(testApp.db, "planner.author@example.test");
    const notes = await testApp.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, authorId));
    const alerts = notes.filter((n) => n.message?.startsWith("KDP moved the US 60% threshold"));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.message).toMatch(
      /amazon\.com paperback: \$[\d.]+ → \$[\d.]+ a copy from 1 March; suggested price \$13\.99/,
    );
    const changes = (await get(testApp.app, "/api/v1/my-books/rule-changes", author)).json()
      .changes;
    expect(changes[0]).toMatchObject({
      figure: "Print 60% royalty threshold on amazon.com: USD 13.99",
      books: [{ projectId, title: "Dragon Tea" }],
    });
    const us = (await plan(author)).find((row) => row.marketplace === "amazon.com");
    expect(us).toMatchObject({ status: "fifty-percent-band", suggestedPrice: 13.99 });
  });
});
