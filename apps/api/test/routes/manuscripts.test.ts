import { manuscriptSchema } from "@inkforge/domain/books/manuscript/contract";
import { LIMITED_ENTRY_LIMIT } from "@inkforge/domain/shop/availability";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce } from "../shop-helpers";

type ErrorBody = { code: string; message: string; details?: { path: string; message: string }[] };

let clock = new Date("2026-11-27T09:00:00.000Z");
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
const doc = (...texts: string[]) => ({ type: "doc", content: texts.map(paragraph) });

describe("manuscripts API (issue 34)", () => {
  let testApp: TestApp;
  let free: string;
  let pro: string;
  let rival: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
    free = await registerUser(testApp.app, "free.writer@example.com");
    pro = await registerUser(testApp.app, "pro.writer@example.com");
    rival = await registerUser(testApp.app, "rival.writer@example.com");
    await buyOnce(testApp.app, pro, ["pro-lifetime"]);
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  });

  const call = (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    token: string,
    payload?: unknown,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function newManuscript(token: string, title: string) {
    const project = await call("POST", "/api/book-projects", token, { title });
    expect(project.statusCode).toBe(201);
    const response = await call("POST", "/api/v1/manuscripts", token, {
      projectId: project.json().id,
      author: "Ada Green",
      wordGoal: 60_000,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; projectId: string };
  }

  it("needs a signed-in member", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/v1/manuscripts" });
    expect(response.statusCode).toBe(401);
  });

  it("makes one manuscript per project, titled after it, and refuses a second (409)", async () => {
    const project = await call("POST", "/api/book-projects", pro, { title: "The Salt Road" });
    const projectId = project.json().id;
    const created = await call("POST", "/api/v1/manuscripts", pro, { projectId });
    expect(created.statusCode).toBe(201);
    const manuscript = created.json();
    expect(manuscriptSchema.safeParse(manuscript).success).toBe(true);
    expect(manuscript).toMatchObject({
      title: "The Salt Road",
      projectId,
      wordCount: 0,
      chapterCount: 0,
      sections: [],
      printContents: true,
    });
    const again = await call("POST", "/api/v1/manuscripts", pro, { projectId });
    expect(again.statusCode).toBe(409);
  });

  it("refuses another member's project as missing (404 naming projectId)", async () => {
    const project = await call("POST", "/api/book-projects", rival, { title: "Rival's book" });
    const response = await call("POST", "/api/v1/manuscripts", pro, {
      projectId: project.json().id,
    });
    expect(response.statusCode).toBe(404);
    expect((response.json() as ErrorBody).details?.[0]?.path).toBe("projectId");
  });

  it.each([
    [{ projectId: "nope" }, "projectId"],
    [{ projectId: "00000000-0000-4000-8000-000000000000", wordGoal: 0 }, "wordGoal"],
    [{ projectId: "00000000-0000-4000-8000-000000000000", title: "   " }, "title"],
  ])("refuses bad input %j with 400 naming %s", async (payload, field) => {
    const response = await call("POST", "/api/v1/manuscripts", pro, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.details?.map((detail) => detail.path)).toContain(field);
  });

  it("adds sections in reading order, counts words and the goal", async () => {
    const manuscript = await newManuscript(pro, "Reading order");
    const url = `/api/v1/manuscripts/${manuscript.id}/sections`;
    const chapter = await call("POST", url, pro, {
      kind: "chapter",
      title: "One",
      doc: doc(
        "It was a dark and stormy night.",
        "The rain fell in torrents — except at occasional intervals.",
      ),
    });
    expect(chapter.statusCode).toBe(201);
    expect(chapter.json()).toMatchObject({ kind: "chapter", version: 1, wordCount: 16 });
    await call("POST", url, pro, { kind: "about-author", title: "About the author" });
    await call("POST", url, pro, { kind: "dedication", title: "Dedication", doc: doc("For Sam.") });
    await call("POST", url, pro, { kind: "part", title: "Part One" });

    const read = await call("GET", `/api/v1/manuscripts/${manuscript.id}`, pro);
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(body.sections.map((section: { kind: string }) => section.kind)).toEqual([
      "dedication",
      "chapter",
      "part",
      "about-author",
    ]);
    expect(body).toMatchObject({ wordCount: 18, chapterCount: 1, wordGoal: 60_000 });

    const list = await call("GET", "/api/v1/manuscripts", pro);
    expect(
      list.json().manuscripts.find((m: { id: string }) => m.id === manuscript.id),
    ).toMatchObject({ wordCount: 18, chapterCount: 1 });
  });

  it.each([
    [
      { kind: "chapter", title: "x", doc: { type: "doc", content: [{ type: "script" }] } },
      "doc.content.0.type",
    ],
    [
      {
        kind: "chapter",
        title: "x",
        doc: { type: "doc", content: [{ type: "heading", attrs: { level: 9 } }] },
      },
      "doc.content.0.attrs.level",
    ],
    [
      {
        kind: "chapter",
        title: "x",
        doc: {
          type: "doc",
          content: [
            {
              type: "paragraph",
              content: [
                {
                  type: "text",
                  text: "a",
                  marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
                },
              ],
            },
          ],
        },
      },
      "doc.content.0.content.0.marks.0.attrs.href",
    ],
    [{ kind: "novel", title: "x" }, "kind"],
    [{ kind: "chapter", title: "x".repeat(201) }, "title"],
    [{ kind: "chapter", title: "x", doc: { type: "page" } }, "doc.type"],
  ])("refuses a bad section %#: 400 naming %s", async (payload, field) => {
    const manuscript = await newManuscript(pro, `Bad section ${field}`);
    const response = await call(
      "POST",
      `/api/v1/manuscripts/${manuscript.id}/sections`,
      pro,
      payload,
    );
    expect(response.statusCode).toBe(400);
    expect((response.json() as ErrorBody).details?.map((detail) => detail.path)).toContain(field);
  });

  it("autosaves with the version it started from, refuses a stale save and keeps history", async () => {
    const manuscript = await newManuscript(pro, "Autosave");
    const created = await call("POST", `/api/v1/manuscripts/${manuscript.id}/sections`, pro, {
      kind: "chapter",
      title: "Draft",
      doc: doc("one two"),
    });
    const section = created.json();
    const url = `/api/v1/manuscripts/${manuscript.id}/sections/${section.id}`;

    advance(1_000);
    const first = await call("PUT", url, pro, { baseVersion: 1, doc: doc("one two three") });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, wordCount: 3 });

    const stale = await call("PUT", url, pro, { baseVersion: 1, doc: doc("lost") });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as ErrorBody).details?.[0]?.path).toBe("baseVersion");

    // Within ten minutes: saved, but no new history entry.
    advance(60_000);
    await call("PUT", url, pro, { baseVersion: 2, doc: doc("one two three four") });
    advance(11 * 60_000);
    const later = await call("PUT", url, pro, { baseVersion: 3, title: "Chapter One" });
    expect(later.json()).toMatchObject({ version: 4, title: "Chapter One", wordCount: 4 });

    const versions = await call("GET", `${url}/versions`, pro);
    expect(versions.json().versions.map((v: { version: number }) => v.version)).toEqual([3, 1]);
    const old = await call("GET", `${url}/versions/1`, pro);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ version: 1, title: "Draft", wordCount: 2 });
    expect(old.json().doc).toEqual(doc("one two"));

    const read = await call("GET", url, pro);
    expect(read.json().doc).toEqual(doc("one two three four"));
  });

  it("reorders sections when every one is named once", async () => {
    const manuscript = await newManuscript(pro, "Reorder");
    const url = `/api/v1/manuscripts/${manuscript.id}/sections`;
    const a = (await call("POST", url, pro, { kind: "chapter", title: "A" })).json().id;
    const b = (await call("POST", url, pro, { kind: "chapter", title: "B" })).json().id;
    const order = `/api/v1/manuscripts/${manuscript.id}/order`;
    const missing = await call("PUT", order, pro, { sectionIds: [b] });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as ErrorBody).details?.[0]?.path).toBe("sectionIds");
    const ok = await call("PUT", order, pro, { sectionIds: [b, a] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().sections.map((s: { title: string }) => s.title)).toEqual(["B", "A"]);
  });

  it("answers another member's manuscript, section and version with 404 and changes nothing", async () => {
    const manuscript = await newManuscript(pro, "Private");
    const section = (
      await call("POST", `/api/v1/manuscripts/${manuscript.id}/sections`, pro, {
        kind: "chapter",
        title: "Mine",
        doc: doc("secret words"),
      })
    ).json();
    const base = `/api/v1/manuscripts/${manuscript.id}`;
    const attempts: Array<[Parameters<typeof call>[0], string, unknown?]> = [
      ["GET", base],
      ["PATCH", base, { title: "Stolen" }],
      ["POST", `${base}/sections`, { kind: "chapter", title: "Intruder" }],
      ["PUT", `${base}/order`, { sectionIds: [section.id] }],
      ["GET", `${base}/sections/${section.id}`],
      ["PUT", `${base}/sections/${section.id}`, { baseVersion: 1, doc: doc("overwritten") }],
      ["GET", `${base}/sections/${section.id}/versions`],
      ["GET", `${base}/sections/${section.id}/versions/1`],
      ["DELETE", `${base}/sections/${section.id}`],
      ["DELETE", base],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, rival, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const read = await call("GET", `${base}/sections/${section.id}`, pro);
    expect(read.json()).toMatchObject({ title: "Mine", version: 1, doc: doc("secret words") });
    const list = await call("GET", "/api/v1/manuscripts", rival);
    expect(list.json().manuscripts).toEqual([]);
  });

  it(`keeps a Free member to ${LIMITED_ENTRY_LIMIT} chapters across manuscripts (403), other sections free`, async () => {
    const first = await newManuscript(free, "Free one");
    const second = await newManuscript(free, "Free two");
    for (let index = 0; index < LIMITED_ENTRY_LIMIT; index += 1) {
      const target = index % 2 === 0 ? first : second;
      const response = await call("POST", `/api/v1/manuscripts/${target.id}/sections`, free, {
        kind: "chapter",
        title: `Chapter ${index + 1}`,
      });
      expect(response.statusCode).toBe(201);
    }
    const over = await call("POST", `/api/v1/manuscripts/${first.id}/sections`, free, {
      kind: "chapter",
      title: "One too many",
    });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toContain(`${LIMITED_ENTRY_LIMIT} chapters`);
    const backMatter = await call("POST", `/api/v1/manuscripts/${first.id}/sections`, free, {
      kind: "acknowledgements",
      title: "Thanks",
    });
    expect(backMatter.statusCode).toBe(201);
  });

  it("holds the Free limit under concurrent adds: exactly the allowance is written", async () => {
    const racer = await registerUser(testApp.app, "racing.writer@example.com");
    const manuscript = await newManuscript(racer, "Race");
    const responses = await Promise.all(
      Array.from({ length: LIMITED_ENTRY_LIMIT + 5 }, (_, index) =>
        call("POST", `/api/v1/manuscripts/${manuscript.id}/sections`, racer, {
          kind: "chapter",
          title: `Chapter ${index + 1}`,
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(LIMITED_ENTRY_LIMIT);
    expect(codes.filter((code) => code === 403)).toHaveLength(5);
    const read = await call("GET", `/api/v1/manuscripts/${manuscript.id}`, racer);
    expect(read.json().chapterCount).toBe(LIMITED_ENTRY_LIMIT);
  });

  it("lets a Pro member write past the Free limit", async () => {
    const manuscript = await newManuscript(pro, "Long novel");
    for (let index = 0; index <= LIMITED_ENTRY_LIMIT; index += 1) {
      const response = await call("POST", `/api/v1/manuscripts/${manuscript.id}/sections`, pro, {
        kind: "chapter",
        title: `Chapter ${index + 1}`,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it("deletes a manuscript with its sections", async () => {
    const manuscript = await newManuscript(pro, "Short-lived");
    await call("POST", `/api/v1/manuscripts/${manuscript.id}/sections`, pro, {
      kind: "chapter",
      title: "x",
    });
    const deleted = await call("DELETE", `/api/v1/manuscripts/${manuscript.id}`, pro);
    expect(deleted.statusCode).toBe(204);
    expect((await call("GET", `/api/v1/manuscripts/${manuscript.id}`, pro)).statusCode).toBe(404);
  });
});
