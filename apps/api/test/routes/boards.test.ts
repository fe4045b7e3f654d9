import {
  boardHistoryListSchema,
  boardListSchema,
  boardWithPagesSchema,
  pageListSchema,
  pageSchema,
} from "@inkforge/domain/book-project/board";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";

type ErrorBody = { code: string; message: string; details?: { path: string; message: string }[] };
type PageBody = { id: string; data: Record<string, unknown> };

let clock = new Date("2026-11-27T09:00:00.000Z");
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};

const columns = [
  { id: "todo", title: "To do" },
  { id: "in-progress", title: "In progress" },
  { id: "done", title: "Done" },
];
const missing = "00000000-0000-4000-8000-000000000000";

describe("boards and pages API (spec 7.9)", () => {
  let testApp: TestApp;
  let token: string;
  let otherToken: string;
  const boardIds: string[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
    token = await registerUser(testApp.app, "planner@example.com");
    otherToken = await registerUser(testApp.app, "nosy@example.com");
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

  const pageData = (boardId: string, change: Record<string, unknown> = {}) => ({
    boardId,
    column: "todo",
    position: 1,
    title: "Write blurb",
    notes: "",
    dueDate: null,
    done: false,
    ...change,
  });

  it("answers 401 without a token on every route", async () => {
    for (const [method, url] of [
      ["GET", "/api/board"],
      ["POST", "/api/board/create"],
      ["GET", `/api/board/collection/${missing}`],
      ["DELETE", `/api/board/collection/${missing}`],
      ["GET", "/api/board/history"],
      ["GET", "/api/page"],
      ["POST", "/api/page/create"],
      ["PUT", `/api/page/${missing}`],
      ["DELETE", `/api/page/collection/${missing}`],
      ["GET", `/api/page/${missing}`],
    ] as const) {
      const response = await testApp.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(401);
    }
  });

  it("POST /api/board/create stores {title, boardCollection}", async () => {
    for (const title of ["Series plan", "Alpha launch", "Backlist", "Zine"]) {
      tick();
      const response = await call("POST", "/api/board/create", {
        title,
        boardCollection: { columns },
      });
      expect(response.statusCode).toBe(201);
      const board = response.json();
      expect(board).toMatchObject({
        title,
        boardCollection: { columns, template: null, projectId: null },
        createdAt: clock.toISOString(),
      });
      boardIds.push(board.id);
    }
  });

  it.each<[string, unknown, string]>([
    ["no title", { boardCollection: { columns } }, "title"],
    ["a blank title", { title: " ", boardCollection: { columns } }, "title"],
    ["no boardCollection", { title: "x" }, "boardCollection"],
    ["no columns", { title: "x", boardCollection: { columns: [] } }, "boardCollection.columns"],
    [
      "a bad column id",
      { title: "x", boardCollection: { columns: [{ id: "To Do", title: "To do" }] } },
      "boardCollection.columns.0.id",
    ],
  ])("POST /api/board/create with %s is a 400 naming the field", async (_name, body, field) => {
    const response = await call("POST", "/api/board/create", body);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().details?.map((detail) => detail.path)).toContain(field);
  });

  it("POST /api/board/create takes exactly {title, boardCollection}", async () => {
    const response = await call("POST", "/api/board/create", {
      title: "x",
      boardCollection: { columns },
      owner: "someone-else",
    });
    expect(response.statusCode).toBe(400);
  });

  it("POST /api/board/create refuses another user's project as 404", async () => {
    const project = (
      await call("POST", "/api/book-projects", { title: "Theirs" }, otherToken)
    ).json();
    const response = await call("POST", "/api/board/create", {
      title: "Hijack",
      boardCollection: { columns, projectId: project.id },
    });
    expect(response.statusCode).toBe(404);
  });

  it("GET /api/board: defaults [0,2] and datetime ASC, with Content-Range", async () => {
    const response = await call("GET", "/api/board");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-range"]).toBe("board 0-2/4");
    expect(response.headers["cache-control"]).toBe("no-store");
    const boards = response.json();
    expect(boardListSchema.safeParse(boards).success).toBe(true);
    expect(boards.map((board: { title: string }) => board.title)).toEqual([
      "Series plan",
      "Alpha launch",
      "Backlist",
    ]);
  });

  it("GET /api/board honours range and sort", async () => {
    const desc = await call(
      "GET",
      `/api/board?range=[1,3]&sort=${encodeURIComponent('["datetime","DESC"]')}`,
    );
    expect(desc.headers["content-range"]).toBe("board 1-3/4");
    expect(desc.json().map((board: { title: string }) => board.title)).toEqual([
      "Backlist",
      "Alpha launch",
      "Series plan",
    ]);
    const byTitle = await call(
      "GET",
      `/api/board?range=[0,9]&sort=${encodeURIComponent('["title","ASC"]')}`,
    );
    expect(byTitle.headers["content-range"]).toBe("board 0-3/4");
    expect(byTitle.json().map((board: { title: string }) => board.title)).toEqual([
      "Alpha launch",
      "Backlist",
      "Series plan",
      "Zine",
    ]);
    const past = await call("GET", "/api/board?range=[10,12]");
    expect(past.json()).toEqual([]);
    expect(past.headers["content-range"]).toBe("board */4");
  });

  it.each<[string, string]>([
    ["range=[2,1]", "range"],
    ["range=nope", "range"],
    [`sort=${encodeURIComponent('["owner","ASC"]')}`, "sort"],
    [`sort=${encodeURIComponent('["datetime","UP"]')}`, "sort"],
  ])("GET /api/board?%s is a 400 naming %s", async (query, field) => {
    const response = await call("GET", `/api/board?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().details?.[0]?.path).toBe(field);
  });

  it("another user sees none of these boards", async () => {
    const response = await call("GET", "/api/board", undefined, otherToken);
    expect(response.headers["content-range"]).toBe("board 0-0/1");
    expect(response.json()[0].title).toBe("Theirs");
    const single = await call("GET", `/api/board/collection/${boardIds[0]}`, undefined, otherToken);
    expect(single.statusCode).toBe(404);
    expect(single.json<ErrorBody>().code).toBe("NOT_FOUND");
  });

  let pageIds: string[] = [];

  it("POST /api/page/create adds cards that GET /api/board/collection/{id} returns in order", async () => {
    const boardId = boardIds[0]!;
    pageIds = [];
    for (const [title, column, position] of [
      ["Outline", "todo", 2],
      ["Research", "todo", 1],
      ["Cover brief", "in-progress", 1],
    ] as const) {
      tick();
      const response = await call("POST", "/api/page/create", {
        data: pageData(boardId, { title, column, position, dueDate: "2027-01-10" }),
      });
      expect(response.statusCode).toBe(201);
      const page = response.json();
      expect(pageSchema.safeParse(page).success).toBe(true);
      expect(page.data).toEqual(
        pageData(boardId, { title, column, position, dueDate: "2027-01-10" }),
      );
      pageIds.push(page.id);
    }
    const board = await call("GET", `/api/board/collection/${boardId}`);
    expect(board.statusCode).toBe(200);
    const body = board.json();
    expect(boardWithPagesSchema.safeParse(body).success).toBe(true);
    expect(body.pages.map((page: PageBody) => page.data.title)).toEqual([
      "Research",
      "Outline",
      "Cover brief",
    ]);
  });

  it.each<[string, unknown, string]>([
    ["no data", {}, "data"],
    ["no title", { data: { boardId: missing, column: "todo", position: 1 } }, "data.title"],
    [
      "a text position",
      { data: { boardId: missing, column: "todo", position: "1", title: "x" } },
      "data.position",
    ],
    [
      "a bad due date",
      { data: { boardId: missing, column: "todo", position: 1, title: "x", dueDate: "soon" } },
      "data.dueDate",
    ],
  ])("POST /api/page/create with %s is a 400 naming the field", async (_name, body, field) => {
    const response = await call("POST", "/api/page/create", body);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().details?.map((detail) => detail.path)).toContain(field);
  });

  it("POST /api/page/create names data.column when the board has no such column", async () => {
    const response = await call("POST", "/api/page/create", {
      data: pageData(boardIds[0]!, { column: "someday" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().details?.[0]?.path).toBe("data.column");
  });

  it("POST /api/page/create on another user's board is 404", async () => {
    const response = await call(
      "POST",
      "/api/page/create",
      { data: pageData(boardIds[0]!) },
      otherToken,
    );
    expect(response.statusCode).toBe(404);
  });

  it("GET /api/page: defaults, range, sort, board filter and Content-Range", async () => {
    const first = await call("GET", "/api/page");
    expect(first.statusCode).toBe(200);
    expect(pageListSchema.safeParse(first.json()).success).toBe(true);
    expect(first.headers["content-range"]).toBe("page 0-2/3");
    expect(first.json().map((page: PageBody) => page.data.title)).toEqual([
      "Outline",
      "Research",
      "Cover brief",
    ]);
    const desc = await call(
      "GET",
      `/api/page?range=[0,0]&sort=${encodeURIComponent('["datetime","DESC"]')}`,
    );
    expect(desc.headers["content-range"]).toBe("page 0-0/3");
    expect(desc.json()[0].data.title).toBe("Cover brief");
    const byPosition = await call(
      "GET",
      `/api/page?board=${boardIds[0]}&range=[0,9]&sort=${encodeURIComponent('["position","ASC"]')}`,
    );
    expect(byPosition.json().map((page: PageBody) => page.data.position)).toEqual([1, 1, 2]);
    const otherBoard = await call("GET", `/api/page?board=${boardIds[1]}`);
    expect(otherBoard.json()).toEqual([]);
    expect(otherBoard.headers["content-range"]).toBe("page */0");
    const bad = await call("GET", "/api/page?range=[0,500]");
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().details?.[0]?.path).toBe("range");
    const theirs = await call("GET", "/api/page", undefined, otherToken);
    expect(theirs.headers["content-range"]).toMatch(/^page (\*|0-\d+)\/\d+$/);
    expect(theirs.json().some((page: PageBody) => pageIds.includes(page.id))).toBe(false);
  });

  it("GET /api/page/{id} answers the page; another user's is 404", async () => {
    const response = await call("GET", `/api/page/${pageIds[0]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.title).toBe("Outline");
    expect((await call("GET", `/api/page/${pageIds[0]}`, undefined, otherToken)).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/api/page/${missing}`)).statusCode).toBe(404);
    const bad = await call("GET", "/api/page/not-an-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().details?.[0]?.path).toBe("id");
  });

  it("PUT /api/page/{id} {id, data} moves a card and the move stays", async () => {
    const id = pageIds[0]!;
    tick();
    const data = pageData(boardIds[0]!, {
      title: "Outline",
      column: "done",
      position: 1,
      done: true,
    });
    const response = await call("PUT", `/api/page/${id}`, { id, data });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, data, updatedAt: clock.toISOString() });
    expect((await call("GET", `/api/page/${id}`)).json().data).toEqual(data);
  });

  it("PUT /api/page/{id} with a different id in the body is a 400 naming id", async () => {
    const response = await call("PUT", `/api/page/${pageIds[0]}`, {
      id: pageIds[1],
      data: pageData(boardIds[0]!),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().details?.[0]?.path).toBe("id");
    const noId = await call("PUT", `/api/page/${pageIds[0]}`, { data: pageData(boardIds[0]!) });
    expect(noId.statusCode).toBe(400);
    expect(noId.json<ErrorBody>().details?.map((detail) => detail.path)).toContain("id");
  });

  it("PUT /api/page/{id} on another user's page, or onto their board, is 404", async () => {
    const id = pageIds[1]!;
    const other = await call(
      "PUT",
      `/api/page/${id}`,
      { id, data: pageData(boardIds[0]!) },
      otherToken,
    );
    expect(other.statusCode).toBe(404);
    const theirBoard = (await call("GET", "/api/board", undefined, otherToken)).json()[0].id;
    const onto = await call("PUT", `/api/page/${id}`, { id, data: pageData(theirBoard) });
    expect(onto.statusCode).toBe(404);
    expect((await call("GET", `/api/page/${id}`)).json().data.title).toBe("Research");
  });

  it("GET /api/board/history says who changed what, with range and Content-Range", async () => {
    const response = await call("GET", `/api/board/history?range=[0,99]&board=${boardIds[0]}`);
    expect(response.statusCode).toBe(200);
    const entries = response.json();
    expect(boardHistoryListSchema.safeParse(entries).success).toBe(true);
    expect(response.headers["content-range"]).toBe("history 0-4/5");
    expect(
      entries.map((entry: { action: string; summary: string }) => [entry.action, entry.summary]),
    ).toEqual([
      ["board-created", "Created “Series plan”"],
      ["page-created", "Added “Outline” to To do"],
      ["page-created", "Added “Research” to To do"],
      ["page-created", "Added “Cover brief” to In progress"],
      ["page-moved", "Moved “Outline” to Done"],
    ]);
    const all = await call("GET", "/api/board/history");
    expect(all.headers["content-range"]).toMatch(/^history 0-2\/\d+$/);
    const theirs = await call("GET", "/api/board/history?range=[0,99]", undefined, otherToken);
    expect(
      theirs.json().every((entry: { boardId: string }) => !boardIds.includes(entry.boardId)),
    ).toBe(true);
  });

  it("DELETE /api/page/collection/{id} removes the page; another user's is 404", async () => {
    tick();
    const id = pageIds[2]!;
    expect(
      (await call("DELETE", `/api/page/collection/${id}`, undefined, otherToken)).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/page/collection/${id}`)).statusCode).toBe(204);
    expect((await call("GET", `/api/page/${id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/page/collection/${id}`)).statusCode).toBe(404);
  });

  it("DELETE /api/board/collection/{id} removes the board and its pages; history stays", async () => {
    tick();
    const id = boardIds[0]!;
    expect(
      (await call("DELETE", `/api/board/collection/${id}`, undefined, otherToken)).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/board/collection/${id}`)).statusCode).toBe(204);
    expect((await call("GET", `/api/board/collection/${id}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/page/${pageIds[0]}`)).statusCode).toBe(404);
    expect((await call("GET", "/api/board")).headers["content-range"]).toBe("board 0-2/3");
    const history = await call(
      "GET",
      `/api/board/history?board=${id}&range=[0,0]&sort=${encodeURIComponent('["datetime","DESC"]')}`,
    );
    expect(history.json()[0]).toMatchObject({ action: "board-deleted", boardId: id });
  });
});
