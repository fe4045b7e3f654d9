import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kdpFigureChanges, notifications } from "../../src/db/schema";
import { applyDueFigureChanges } from "../../src/services/my-books/rule-changes";
import { bearer, registerUser } from "../account-helpers";
import { consoleCall, latestAudit, makeStaff, movableClock, type Staff } from "../admin-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { post, userIdOf } from "../shop-helpers";

/*
 * KDP figure changes recorded from the operator console (decision 0127): an admin records a dated
 * change with its source, it is audited, and members' books are re-checked when its date comes.
 */

const url = "/api/admin/kdp-figure-changes";
const source = {
  title: "KDP moves the amazon.com 60% threshold",
  url: "https://kdp.amazon.com/help/topic/G201834330",
  date: "2027-01-05",
};

describe("KDP figure changes in the console", () => {
  let testApp: TestApp;
  const clock = movableClock(new Date("2027-01-10T10:00:00Z"));
  let admin: Staff;
  let support: Staff;
  let member: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now });
    await testApp.app.ready();
    admin = await makeStaff(testApp.app, testApp.db, clock, "ops@figures.test");
    support = await makeStaff(testApp.app, testApp.db, clock, "help@figures.test", "support");
    member = await registerUser(testApp.app, "author@figures.test");
    const project = await post(testApp.app, "/api/book-projects", member, {
      title: "Owl Notes",
      specs: { binding: "paperback", pageCount: 120, ink: "black", paper: "white", trim: "6x9" },
      listPrices: { "amazon.com": 10.99, "amazon.de": 10.99 },
    });
    expect(project.statusCode, project.body).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  });

  const notesOf = async (email: string) =>
    testApp.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, await userIdOf(testApp.db, email)));

  it("refuses support and members as the console does, and writes nothing", async () => {
    const body = {
      figure: "print-threshold",
      marketplace: "amazon.com",
      value: 11.99,
      effectiveFrom: "2027-01-10",
      source,
    };
    const bySupport = await consoleCall(testApp.app, support.consoleToken, "POST", url, body);
    expect(bySupport.statusCode).toBe(404);
    const byMember = await testApp.app.inject({
      method: "POST",
      url,
      headers: bearer(member),
      payload: body,
    });
    expect(byMember.statusCode).toBe(404);
    expect(await testApp.db.select().from(kdpFigureChanges)).toEqual([]);
    // Support reads the list; it is empty.
    const list = await consoleCall(testApp.app, support.consoleToken, "GET", url);
    expect(list.statusCode).toBe(200);
    expect(list.json().changes).toEqual([]);
  });

  it.each([
    ["marketplace", { marketplace: "amazon.moon" }],
    ["value", { value: -1 }],
    ["effectiveFrom", { effectiveFrom: "10/01/2027" }],
    ["url", { source: { ...source, url: "javascript:alert(1)" } }],
  ])("answers 400 naming %s", async (field, change) => {
    const response = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
      figure: "print-threshold",
      marketplace: "amazon.com",
      value: 11.99,
      effectiveFrom: "2027-01-10",
      source,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
  });

  it("answers 400 for a printing-cost row KDP could not have, naming the band, and stores nothing", async () => {
    const response = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
      figure: "print-cost",
      region: "US",
      binding: "paperback",
      ink: "black",
      bands: [
        {
          minPages: 500,
          maxPages: 100,
          fixed: { regular: 0, large: 0 },
          perPage: { regular: 0, large: 0 },
        },
      ],
      effectiveFrom: "2099-01-01",
      source,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "bands.0.maxPages: must be at least the band's first page (500)",
    );
    expect(await testApp.db.select().from(kdpFigureChanges)).toEqual([]);
  });

  it("records a due threshold change, audits it and tells the affected book once", async () => {
    const response = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
      figure: "print-threshold",
      marketplace: "amazon.com",
      value: 11.99,
      effectiveFrom: "2027-01-10",
      source,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { change, booksNotified } = response.json();
    expect(booksNotified).toBe(1);
    expect(change).toMatchObject({
      figure: "Print 60% royalty threshold on amazon.com: USD 11.99",
      source,
    });
    expect(change.appliedAt).not.toBeNull();

    const audit = await latestAudit(testApp.db, "kdp-figure.record");
    expect(audit).toMatchObject({
      actorId: admin.userId,
      targetType: "kdp-figure-change",
      targetId: change.id,
    });

    const alerts = (await notesOf("author@figures.test")).filter((n) =>
      n.message?.startsWith(source.title),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.message).toMatch(
      /amazon\.com paperback: \$[\d.]+ → \$[\d.]+ a copy from 10 January; suggested price \$11\.99/,
    );
    expect(alerts[0]?.message).not.toMatch(/amazon\.de/);
    expect(await applyDueFigureChanges({ db: testApp.db, now: clock.now })).toBe(0);
  });

  it("keeps a future delivery-cost change until its date, then the job applies it", async () => {
    await post(testApp.app, "/api/book-projects", member, {
      title: "Owl Notes eBook",
      specs: { binding: "ebook", fileSizeMb: 3 },
      listPrices: { "amazon.co.uk": 3.99 },
    });
    const response = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
      figure: "delivery-cost",
      marketplace: "amazon.co.uk",
      value: 0.2,
      effectiveFrom: "2027-02-01",
      source: { ...source, title: "KDP raises UK delivery costs" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ booksNotified: 0, change: { appliedAt: null } });
    expect(await applyDueFigureChanges({ db: testApp.db, now: clock.now })).toBe(0);

    const later = () => new Date("2027-02-01T01:00:00Z");
    expect(await applyDueFigureChanges({ db: testApp.db, now: later })).toBe(1);
    expect(await applyDueFigureChanges({ db: testApp.db, now: later })).toBe(0);
    const alerts = (await notesOf("author@figures.test")).filter((n) =>
      n.message?.startsWith("KDP raises UK delivery costs"),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.message).toMatch(
      /amazon\.co\.uk ebook: £[\d.]+ → £[\d.]+ a copy from 1 February/,
    );
  });

  it("shows the member both changes on their rule-changes page, with sources, not who recorded them", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/v1/my-books/rule-changes",
      headers: bearer(member),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(admin.email);
    const { changes } = response.json();
    expect(changes).toMatchObject([
      {
        figure: "eBook delivery cost on amazon.co.uk: GBP 0.20 a MB",
        source: { title: "KDP raises UK delivery costs", url: source.url },
        books: [{ title: "Owl Notes eBook" }],
      },
      {
        figure: "Print 60% royalty threshold on amazon.com: USD 11.99",
        source: { url: source.url },
        books: [{ title: "Owl Notes" }],
      },
    ]);
  });
});
