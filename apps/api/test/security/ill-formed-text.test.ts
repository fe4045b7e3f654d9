import { ILL_FORMED_TEXT_MESSAGE } from "@inkforge/domain/contracts/text";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookProjects, contactMessages } from "../../src/db/schema";
import { bearer, editAccount, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce } from "../shop-helpers";
import type { ErrorBody } from "../tools-helpers";

/** A lone high surrogate between ordinary letters: no UTF-8 form exists for it. */
const bad = "ab\ud800cd";

/*
 * Issue 24: a lone UTF-16 surrogate was a 500 on routes that store jsonb ("invalid input syntax
 * for type json") and silently became U+FFFD on the others. One rule now: 400 naming the field.
 */
describe("ill-formed text is a 400 naming the field on every route", () => {
  let testApp: TestApp;
  let token: string;
  let supreme: string;
  let pageId: string;
  let boardId: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    token = await registerUser(testApp.app, "surrogate@example.test");
    supreme = await registerUser(testApp.app, "surrogate-supreme@example.test");
    await buyOnce(testApp.app, supreme, ["supreme-lifetime"]);
    const board = await send("POST", "/api/board/create", token, {
      title: "Plan",
      boardCollection: { columns: [{ id: "todo", title: "To do" }] },
    });
    expect(board.statusCode).toBe(201);
    boardId = board.json().id;
    const page = await send("POST", "/api/page/create", token, { data: pageData() });
    expect(page.statusCode).toBe(201);
    pageId = page.json().id;
  });

  afterAll(async () => {
    await testApp.close();
  });

  function send(method: "POST" | "PUT", url: string, auth: string | undefined, payload: unknown) {
    return testApp.app.inject({
      method,
      url,
      headers: auth ? bearer(auth) : {},
      remoteAddress: nextAddress(),
      payload: payload as Record<string, unknown>,
    });
  }

  function pageData(change: Record<string, unknown> = {}) {
    return {
      boardId,
      column: "todo",
      position: 1,
      title: "Write blurb",
      notes: "",
      dueDate: null,
      done: false,
      ...change,
    };
  }

  function expectIllFormed(response: { statusCode: number; json: () => unknown }, path: string) {
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details).toEqual([{ path, message: ILL_FORMED_TEXT_MESSAGE }]);
  }

  const cases: Array<{
    method: "POST" | "PUT";
    url: () => string;
    user: () => string | undefined;
    payload: () => unknown;
    field: string;
  }> = [
    {
      method: "POST",
      url: () => "/api/account/jsonregister",
      user: () => undefined,
      payload: () => ({
        email: "lone@example.test",
        password: "a fine password",
        lm_data: { campaign: bad },
      }),
      field: "lm_data.campaign",
    },
    {
      method: "POST",
      url: () => "/api/account/metadata",
      user: () => token,
      payload: () => ({ note: bad }),
      field: "note",
    },
    {
      method: "POST",
      url: () => "/api/book-projects",
      user: () => token,
      payload: () => ({ title: bad }),
      field: "title",
    },
    {
      method: "POST",
      url: () => "/api/board/create",
      user: () => token,
      payload: () => ({ title: "Plan", boardCollection: { columns: [{ id: "a", title: bad }] } }),
      field: "boardCollection.columns.0.title",
    },
    {
      method: "POST",
      url: () => "/api/page/create",
      user: () => token,
      payload: () => ({ data: pageData({ notes: bad }) }),
      field: "data.notes",
    },
    {
      method: "PUT",
      url: () => `/api/page/${pageId}`,
      user: () => token,
      payload: () => ({ id: pageId, data: pageData({ title: bad }) }),
      field: "data.title",
    },
    {
      method: "POST",
      url: () => "/api/v1/keyword-monitors",
      user: () => supreme,
      payload: () => ({
        title: "Dragon Tales",
        author: "Ann Writer",
        seeds: ["dragon", bad],
        domain: "amazon.com",
        department: "books",
      }),
      field: "seeds.1",
    },
    {
      method: "POST",
      url: () => "/api/v1/research/suggestions",
      user: () => token,
      payload: () => ({ seed: bad, domain: "amazon.com", department: "books" }),
      field: "seed",
    },
    {
      method: "POST",
      url: () => "/api/message",
      user: () => undefined,
      payload: () => ({
        Name: "Ada",
        Email: "ada@example.test",
        Subject: "Hello",
        Message: bad,
      }),
      field: "Message",
    },
    {
      method: "POST",
      url: () => "/api/newsletter/subscribe",
      user: () => undefined,
      payload: () => ({ email: "news@example.test", source: bad }),
      field: "source",
    },
  ];

  it.each(cases.map((item) => [`${item.method} ${item.url()}`, item] as const))(
    "%s",
    async (_label, item) => {
      expectIllFormed(await send(item.method, item.url(), item.user(), item.payload()), item.field);
    },
  );

  it("names a key that holds a lone surrogate, and a low surrogate alone", async () => {
    expectIllFormed(
      await send("POST", "/api/account/metadata", token, { [`k${bad}`]: 1 }),
      `k${bad}`,
    );
    expectIllFormed(await send("POST", "/api/book-projects", token, { title: "x\udc00" }), "title");
  });

  it("refuses it in the JSON of the account edit's multipart field", async () => {
    expectIllFormed(await editAccount(testApp.app, token, { username: bad }), "data.username");
  });

  it("stores nothing, and still takes paired surrogates (emoji)", async () => {
    expect((await testApp.db.select({ n: count() }).from(contactMessages))[0]?.n).toBe(0);
    const before = (await testApp.db.select({ n: count() }).from(bookProjects))[0]?.n;
    expect(before).toBe(0);
    const response = await send("POST", "/api/book-projects", token, { title: "Dragons 🐉" });
    expect(response.statusCode).toBe(201);
    expect(response.json().title).toBe("Dragons 🐉");
  });
});
