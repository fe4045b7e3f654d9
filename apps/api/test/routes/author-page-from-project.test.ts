import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  authorPages,
  manuscripts,
  myBooksImports,
  myBooksSales,
  ownedFeatures,
} from "../../src/db/schema";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { userIdOf } from "../shop-helpers";

const now = new Date("2026-11-28T10:00:00.000Z");
const route = "/api/v1/author-page/books/from-project";

/*
 * Issue 30: "books from the author's book projects" in one step (decision 0148): the project's
 * listing becomes a book of the draft, with the ISBN and ASIN the site already knows.
 */
describe("POST /api/v1/author-page/books/from-project", () => {
  let testApp: TestApp;
  let owner: string;
  let ownerId: string;
  let other: string;
  let free: string;
  let projectId: string;
  let othersProjectId: string;

  const send = (method: "GET" | "PUT" | "POST", url: string, token?: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function grant(userId: string) {
    await testApp.db.insert(ownedFeatures).values({
      userId,
      featureId: "author-page-builder",
      shopId: "author-page-builder-lifetime",
      period: "lifetime",
      until: null,
    });
  }

  async function storedPage(userId: string) {
    const [row] = await testApp.db.select().from(authorPages).where(eq(authorPages.userId, userId));
    return row;
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => now });
    owner = await registerUser(testApp.app, "owner-fp@example.test");
    other = await registerUser(testApp.app, "other-fp@example.test");
    free = await registerUser(testApp.app, "free-fp@example.test");
    ownerId = await userIdOf(testApp.db, "owner-fp@example.test");
    const otherId = await userIdOf(testApp.db, "other-fp@example.test");
    await grant(ownerId);
    await grant(otherId);

    const project = await send("POST", "/api/book-projects", owner, {
      title: "Working title",
      specs: { binding: "ebook" },
      listing: {
        title: "The Salt Road",
        subtitle: "A Lighthouse Mystery",
        series: "Lighthouse Mysteries",
        description: "<p>A <b>storm</b> and a secret.</p><script>alert(1)</script>",
      },
      launchDate: "2027-05-01",
    });
    expect(project.statusCode).toBe(201);
    projectId = (project.json() as { id: string }).id;
    const othersProject = await send("POST", "/api/book-projects", other, {
      title: "Not yours",
    });
    othersProjectId = (othersProject.json() as { id: string }).id;

    // What the site knows of the book: the book writer's ISBN and a KDP report's ASIN.
    await testApp.db.insert(manuscripts).values({
      userId: ownerId,
      projectId,
      title: "The Salt Road",
      isbn: "978-0-306-40615-7",
      createdAt: now,
      updatedAt: now,
    });
    const [report] = await testApp.db
      .insert(myBooksImports)
      .values({
        userId: ownerId,
        kind: "kdp-royalties",
        fileName: "kdp.xlsx",
        status: "done",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const sale = {
      userId: ownerId,
      importId: report?.id ?? "",
      month: "2026-10",
      marketplace: "amazon.com",
      format: "ebook",
      units: 3,
      kenpPages: 0,
      royalty: 6,
      currency: "USD",
    };
    await testApp.db.insert(myBooksSales).values([
      { ...sale, asin: "B0SALT0001", title: "the  salt road " },
      { ...sale, asin: "B0OTHER001", title: "Another Book" },
    ]);

    for (const [token, slug] of [
      [owner, "salt-writer"],
      [other, "other-writer"],
    ] as const) {
      const saved = await send("PUT", "/api/v1/author-page", token, {
        slug,
        penName: "Pen",
        books: [{ id: "hand", title: "By hand" }],
      });
      expect(saved.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("adds the owner's project as a book, with the identifiers the site knows", async () => {
    const response = await send("POST", route, owner, { projectId });
    expect(response.statusCode).toBe(200);
    const books = response.json().draft.books as Record<string, unknown>[];
    expect(books.map((b) => b.id)).toEqual(["hand", `p-${projectId}`]);
    expect(books[1]).toMatchObject({
      title: "The Salt Road",
      subtitle: "A Lighthouse Mystery",
      series: "Lighthouse Mysteries",
      description: "<p>A <b>storm</b> and a secret.</p>",
      formats: ["ebook"],
      asin: "B0SALT0001",
      isbn: "9780306406157",
      releaseDate: "2027-05-01",
    });
    expect(response.json().hasUnpublishedChanges).toBe(true);
    // Stored, not only answered.
    expect((await storedPage(ownerId))?.draft.books).toHaveLength(2);
  });

  it("refuses the same project twice (409) and keeps one copy", async () => {
    const response = await send("POST", route, owner, { projectId });
    expect(response.statusCode).toBe(409);
    expect((await storedPage(ownerId))?.draft.books).toHaveLength(2);
  });

  it("answers another member's project with 404 and writes nothing", async () => {
    const before = await storedPage(ownerId);
    const response = await send("POST", route, owner, { projectId: othersProjectId });
    expect(response.statusCode).toBe(404);
    expect(await storedPage(ownerId)).toEqual(before);
  });

  it("names the field of a bad id (400)", async () => {
    const response = await send("POST", route, owner, { projectId: "not-an-id" });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("projectId");
  });

  it("offers the product without the feature (403) and asks for sign-in (401)", async () => {
    expect((await send("POST", route, free, { projectId })).statusCode).toBe(403);
    expect((await send("POST", route, undefined, { projectId })).statusCode).toBe(401);
  });

  it("answers 404 before the first save", async () => {
    const newcomer = await registerUser(testApp.app, "newcomer-fp@example.test");
    await grant(await userIdOf(testApp.db, "newcomer-fp@example.test"));
    const own = await send("POST", "/api/book-projects", newcomer, { title: "First" });
    const response = await send("POST", route, newcomer, {
      projectId: (own.json() as { id: string }).id,
    });
    expect(response.statusCode).toBe(404);
  });
});
