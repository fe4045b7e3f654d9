import { bookProjectSchema } from "@inkforge/domain/book-project/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolUsage } from "../../src/db/schema";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { userIdOf } from "../shop-helpers";

type ErrorBody = { code: string; message: string; details?: { path: string; message: string }[] };

let clock = new Date("2026-11-27T09:00:00.000Z");
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};

describe("book projects API", () => {
  let testApp: TestApp;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
    token = await registerUser(testApp.app, "author@example.com");
    otherToken = await registerUser(testApp.app, "rival@example.com");
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    auth = token,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: bearer(auth),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it("needs a signed-in user", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/book-projects" });
    expect(response.statusCode).toBe(401);
  });

  it("creates a project with defaults and a dated launch-checklist board", async () => {
    tick();
    const response = await call("POST", "/api/book-projects", {
      title: "  Garden Journal  ",
      specs: { binding: "paperback", trim: "8.5x11", pageCount: 120 },
      listPrices: { "amazon.com": 9.99, "amazon.de": 9.49 },
      listing: { author: "Ada Green", keywords: ["garden planner", "seed log"] },
      launchDate: "2027-03-01",
    });
    expect(response.statusCode).toBe(201);
    const project = response.json();
    expect(bookProjectSchema.safeParse(project).success).toBe(true);
    expect(project).toMatchObject({
      title: "Garden Journal",
      specs: {
        binding: "paperback",
        trim: "8.5x11",
        pageCount: 120,
        paper: "white",
        ink: "black",
        fileSizeMb: null,
      },
      listPrices: { "amazon.com": 9.99, "amazon.de": 9.49 },
      listing: {
        title: "Garden Journal",
        subtitle: "",
        author: "Ada Green",
        keywords: ["garden planner", "seed log"],
        categories: [],
      },
      launchDate: "2027-03-01",
      createdAt: clock.toISOString(),
    });
    expect(project.boardId).toEqual(expect.any(String));

    const board = await call("GET", `/api/board/collection/${project.boardId}`);
    expect(board.statusCode).toBe(200);
    const body = board.json();
    expect(body.boardCollection).toEqual({
      columns: [
        { id: "todo", title: "To do" },
        { id: "in-progress", title: "In progress" },
        { id: "done", title: "Done" },
      ],
      template: { code: "kdp-launch", dataVersion: 1 },
      projectId: project.id,
    });
    expect(body.pages).toHaveLength(8);
    expect(body.pages[0].data).toMatchObject({
      boardId: project.boardId,
      column: "todo",
      position: 1,
      dueDate: "2027-01-18",
      done: false,
    });
    const launch = body.pages.find(
      (page: { data: { title: string } }) => page.data.title === "Launch day",
    );
    expect(launch.data.dueDate).toBe("2027-03-01");
    // The project and its board are a use of the Book Planner, recorded by the server (issue 24).
    const userId = await userIdOf(testApp.db, "author@example.com");
    const uses = await testApp.db
      .select()
      .from(toolUsage)
      .where(and(eq(toolUsage.userId, userId), eq(toolUsage.toolId, "book-planner")));
    expect(uses).toHaveLength(1);
  });

  it("dates the checklist eight weeks out when no launch date is given", async () => {
    tick();
    const response = await call("POST", "/api/book-projects", { title: "Quick Notebook" });
    expect(response.statusCode).toBe(201);
    expect(response.json().launchDate).toBe("2027-01-22");
    expect(response.json().specs.binding).toBe("paperback");
  });

  it.each<[string, unknown, string]>([
    ["no title", {}, "title"],
    ["a blank title", { title: "   " }, "title"],
    ["an unknown binding", { title: "x", specs: { binding: "scroll" } }, "specs.binding"],
    ["an unknown trim", { title: "x", specs: { trim: "7x7" } }, "specs.trim"],
    ["a fractional page count", { title: "x", specs: { pageCount: 10.5 } }, "specs.pageCount"],
    ["an unknown ink", { title: "x", specs: { ink: "gold" } }, "specs.ink"],
    ["an unknown paper", { title: "x", specs: { paper: "papyrus" } }, "specs.paper"],
    ["an unknown marketplace", { title: "x", listPrices: { "amazon.xx": 3 } }, "listPrices"],
    ["a zero price", { title: "x", listPrices: { "amazon.com": 0 } }, "listPrices.amazon.com"],
    [
      "eight keywords",
      { title: "x", listing: { keywords: ["a", "b", "c", "d", "e", "f", "g", "h"] } },
      "listing.keywords",
    ],
    [
      "four categories",
      { title: "x", listing: { categories: ["a", "b", "c", "d"] } },
      "listing.categories",
    ],
    ["an impossible launch date", { title: "x", launchDate: "2027-02-30" }, "launchDate"],
  ])("rejects %s with a 400 naming the field", async (_name, body, field) => {
    const response = await call("POST", "/api/book-projects", body);
    expect(response.statusCode).toBe(400);
    const error = response.json<ErrorBody>();
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.details?.map((detail) => detail.path)).toContain(field);
  });

  it("lists only the user's own projects, newest first", async () => {
    const mine = await call("GET", "/api/book-projects");
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("no-store");
    expect(mine.json().map((project: { title: string }) => project.title)).toEqual([
      "Quick Notebook",
      "Garden Journal",
    ]);
    const theirs = await call("GET", "/api/book-projects", undefined, otherToken);
    expect(theirs.json()).toEqual([]);
  });

  it("gets, merges an update into, and deletes a project; another user's is 404", async () => {
    const created = (await call("POST", "/api/book-projects", { title: "Cookbook" })).json();
    const url = `/api/book-projects/${created.id}`;

    expect((await call("GET", url)).json()).toEqual(created);
    expect((await call("GET", url, undefined, otherToken)).statusCode).toBe(404);
    expect((await call("PUT", url, { title: "Stolen" }, otherToken)).statusCode).toBe(404);
    expect((await call("DELETE", url, undefined, otherToken)).statusCode).toBe(404);

    tick();
    const updated = await call("PUT", url, {
      specs: { pageCount: 312, ink: "premium-color" },
      listing: { subtitle: "Family recipes" },
      listPrices: { "amazon.co.uk": 14.99 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: "Cookbook",
      specs: { binding: "paperback", trim: "6x9", pageCount: 312, ink: "premium-color" },
      listing: { title: "Cookbook", subtitle: "Family recipes" },
      listPrices: { "amazon.co.uk": 14.99 },
      boardId: created.boardId,
      updatedAt: clock.toISOString(),
    });
    expect(updated.json().createdAt).toBe(created.createdAt);

    const bad = await call("PUT", url, { specs: { pageCount: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().details?.[0]?.path).toBe("specs.pageCount");

    expect((await call("DELETE", url)).statusCode).toBe(204);
    expect((await call("GET", url)).statusCode).toBe(404);
    // The project's board went with it, and the board history says so.
    expect((await call("GET", `/api/board/collection/${created.boardId}`)).statusCode).toBe(404);
    const history = await call(
      "GET",
      `/api/board/history?board=${created.boardId}&range=[0,9]&sort=${encodeURIComponent('["datetime","DESC"]')}`,
    );
    expect(history.json()[0]).toMatchObject({
      action: "board-deleted",
      summary: "Deleted “Cookbook” with its book project",
    });
  });

  it("stores a description's HTML as KDP's allow-list only: no attributes, no scripts (issue 24)", async () => {
    const hostile =
      '<p>Hi <img src=x onerror="alert(1)"><b onclick="x()">bold</b></p><script>alert(2)</script><h4 style="x">Head</h4><a href="javascript:alert(3)">link</a>';
    const created = await call("POST", "/api/book-projects", {
      title: "Unsafe",
      listing: { description: hostile },
    });
    expect(created.statusCode).toBe(201);
    const clean = "<p>Hi <b>bold</b></p><h4>Head</h4>link";
    expect(created.json().listing.description).toBe(clean);
    const url = `/api/book-projects/${created.json().id}`;
    expect((await call("GET", url)).json().listing.description).toBe(clean);
    const stored = await testApp.db.query.bookProjects.findFirst({
      where: (table, { eq }) => eq(table.id, created.json().id),
    });
    expect(stored?.listing.description).toBe(clean);

    const updated = await call("PUT", url, {
      listing: {
        description: '<ul><li onmouseover="x()">One</li></ul><iframe src="//evil"></iframe>',
      },
    });
    expect(updated.json().listing.description).toBe("<ul><li>One</li></ul>");
  });

  it("answers 404 for an id that does not exist and 400 for one that is not an id", async () => {
    expect(
      (await call("GET", "/api/book-projects/00000000-0000-4000-8000-000000000000")).statusCode,
    ).toBe(404);
    const bad = await call("GET", "/api/book-projects/nope");
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().details?.[0]?.path).toBe("id");
  });
});
