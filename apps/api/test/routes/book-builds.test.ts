import { and, eq } from "drizzle-orm";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookBuilds, notifications, toolUsage } from "../../src/db/schema";
import { runBookBuild } from "../../src/services/books/puzzle-book-builds";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce, userIdOf } from "../shop-helpers";

/*
 * Puzzle book builds through the API (issue 27, decision 0098): a request checked before anything
 * is stored, the job run in-process (as the queue would), the PDF read back with pdf-lib, the
 * gating between the puzzle book maker's owners and free samples, and another member's build.
 */

const clock = new Date("2026-11-28T12:00:00.000Z");
let now = clock;
const smallBook = {
  title: "Rainy Day Puzzles!",
  author: "Ada Inkwell",
  trim: "6x9",
  sections: [
    { type: "sudoku", difficulty: "easy", count: 2, options: { size: 9 } },
    { type: "maze", difficulty: "easy", count: 2 },
  ],
};

let testApp: TestApp;
let owner: string;
let member: string;
let stranger: string;

beforeAll(async () => {
  testApp = await buildTestApp({ now: () => now });
  await testApp.app.ready();
  owner = await registerUser(testApp.app, "puzzle.owner@example.test");
  await buyOnce(testApp.app, owner, ["puzzle-tools-v1-lifetime"]);
  member = await registerUser(testApp.app, "free.member@example.test");
  stranger = await registerUser(testApp.app, "someone.else@example.test");
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

const start = (token: string | undefined, payload: unknown) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/books/puzzle-builds",
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const read = (token: string, url: string) =>
  testApp.app.inject({ method: "GET", url, headers: bearer(token) });

async function buildCount(email: string): Promise<number> {
  const userId = await userIdOf(testApp.db, email);
  return (await testApp.db.select().from(bookBuilds).where(eq(bookBuilds.userId, userId))).length;
}

function pageContent(pdf: PDFDocument, index: number): string {
  const contents = pdf.getPage(index).node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => pdf.context.lookup(ref))
      : [contents];
  return streams
    .map((stream) =>
      stream instanceof PDFRawStream
        ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1")
        : "",
    )
    .join("\n");
}

async function buildAndDownload(token: string, payload: unknown) {
  const started = await start(token, payload);
  expect(started.statusCode, started.body).toBe(202);
  const queued = started.json().build;
  expect(queued).toMatchObject({ status: "queued", progress: 0, kind: "puzzle-book" });
  await runBookBuild(testApp.app.bookBuilds.context, queued.id);
  const done = (await read(token, `/api/books/builds/${queued.id}`)).json().build;
  const file = await read(token, `/api/books/builds/${queued.id}/file`);
  return { queued, done, file };
}

describe("POST /api/books/puzzle-builds and the build job", () => {
  const makerUses = async (userId: string) =>
    (
      await testApp.db
        .select()
        .from(toolUsage)
        .where(and(eq(toolUsage.userId, userId), eq(toolUsage.toolId, "puzzle-book-maker")))
    ).length;

  it("builds an owner's book end to end: a 6×9 PDF with every font embedded, no watermark, and a notification", async () => {
    const { queued, done, file } = await buildAndDownload(owner, smallBook);
    expect(queued.seed).toMatch(/^[\w-]+$/);
    expect(done).toMatchObject({ status: "done", progress: 1, sample: false, error: null });
    expect(done.finishedAt).toBe(clock.toISOString());
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe(
      'attachment; filename="rainy-day-puzzles-interior.pdf"',
    );
    expect(done.fileBytes).toBe(file.rawPayload.length);
    // The build's own PDF, read back by the preflight an author's upload gets: no findings.
    expect(done.preflight).toMatchObject({
      ok: true,
      pageCount: done.pageCount,
      widthIn: 6,
      heightIn: 9,
      findings: [],
    });

    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBe(done.pageCount);
    expect(done.pageCount).toBeGreaterThanOrEqual(24);
    for (const page of pdf.getPages()) {
      expect(page.getMediaBox()).toEqual({ x: 0, y: 0, width: 432, height: 648 });
      expect(page.getTrimBox()).toEqual({ x: 0, y: 0, width: 432, height: 648 });
    }
    const descriptors = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFDict =>
          object instanceof PDFDict &&
          object.get(PDFName.of("Type")) === PDFName.of("FontDescriptor"),
      );
    expect(descriptors.length).toBeGreaterThan(0);
    for (const descriptor of descriptors) {
      expect(descriptor.get(PDFName.of("FontFile2"))).toBeDefined();
    }
    expect(pageContent(pdf, 0)).not.toContain("/Watermark");

    const ownerId = await userIdOf(testApp.db, "puzzle.owner@example.test");
    const sent = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ownerId));
    const ready = sent.filter((row) => row.message?.startsWith("Your puzzle book is ready"));
    expect(ready).toHaveLength(1);
    expect(ready[0]?.data).toMatchObject({ link: "/puzzle-book-maker", buildId: queued.id });

    // The job again (a retry, a second worker): nothing changes and nobody is told twice.
    await runBookBuild(testApp.app.bookBuilds.context, queued.id);
    const again = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ownerId));
    expect(
      again.filter((row) => row.message?.startsWith("Your puzzle book is ready")),
    ).toHaveLength(1);
    // The finished book is one use of the maker, recorded by the server (issue 24), not twice.
    expect(await makerUses(ownerId)).toBe(1);
  }, 60_000);

  it("the same request and seed give the same PDF bytes", async () => {
    const seeded = { ...smallBook, seed: "same-book-1" };
    const first = await buildAndDownload(owner, seeded);
    const second = await buildAndDownload(owner, seeded);
    expect(first.queued.seed).toBe("same-book-1");
    expect(Buffer.compare(first.file.rawPayload, second.file.rawPayload)).toBe(0);
  }, 60_000);

  it("builds a free member's sample: marked sample, watermarked on every page", async () => {
    const sample = { ...smallBook, sections: [{ type: "maze", difficulty: "easy", count: 3 }] };
    const { done, file } = await buildAndDownload(member, sample);
    expect(done).toMatchObject({ status: "done", sample: true });
    expect(file.headers["content-disposition"]).toContain("-sample-interior.pdf");
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getSubject()).toMatch(/Free sample/);
    for (let index = 0; index < pdf.getPageCount(); index += 1) {
      expect(pageContent(pdf, index)).toContain("/Subtype /Watermark >> BDC");
    }
    // A sample of a maker the plan lacks earns nothing.
    expect(await makerUses(await userIdOf(testApp.db, "free.member@example.test"))).toBe(0);
  }, 60_000);

  it("refuses a free member more than the sample's puzzles with 403, storing nothing", async () => {
    const before = await buildCount("free.member@example.test");
    const response = await start(member, {
      ...smallBook,
      sections: [{ type: "maze", difficulty: "easy", count: 7 }],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "FORBIDDEN" });
    expect(response.json().message).toBe(
      "A free sample holds up to 6 puzzles; this book has 7. Whole books come with Puzzle Tools or the Puzzle Mega Bundle, or the Pro Max plan and above.",
    );
    expect(await buildCount("free.member@example.test")).toBe(before);
  });

  it.each([
    [
      "a word longer than the grid",
      {
        sections: [
          {
            type: "word-search",
            difficulty: "easy",
            count: 2,
            options: { size: 8, words: ["ABCDEFGHIJKLMNOP"] },
          },
        ],
      },
      "sections.0.options",
    ],
    [
      "a 900-page book",
      {
        largePrint: true,
        sections: [
          { type: "sudoku", difficulty: "easy", count: 450, options: { size: 9 } },
          { type: "sudoku", difficulty: "medium", count: 450, options: { size: 9 } },
        ],
      },
      "sections",
    ],
    ["an unknown trim", { trim: "9x12" }, "trim"],
    [
      "an unknown puzzle type",
      { sections: [{ type: "tangram", difficulty: "easy", count: 1 }] },
      "sections.0.type",
    ],
    ["an empty title", { title: " " }, "title"],
  ])(
    "refuses %s with 400 naming %s, storing nothing",
    async (_case, overrides, field) => {
      const before = await buildCount("puzzle.owner@example.test");
      const response = await start(owner, { ...smallBook, ...overrides });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
      expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(
        field,
      );
      expect(await buildCount("puzzle.owner@example.test")).toBe(before);
    },
    60_000,
  );

  it("answers 401 signed out, and 404 for another member's build and its file", async () => {
    expect((await start(undefined, smallBook)).statusCode).toBe(401);
    now = new Date(clock.getTime() + 60_000);
    const started = (await start(owner, smallBook)).json().build;
    expect((await read(stranger, `/api/books/builds/${started.id}`)).statusCode).toBe(404);
    expect((await read(stranger, `/api/books/builds/${started.id}/file`)).statusCode).toBe(404);
    const listed = (await read(stranger, "/api/books/builds")).json().builds;
    expect(listed).toEqual([]);
    // The owner's list has it, newest first; its file is not there until it is done.
    const own = (await read(owner, "/api/books/builds")).json().builds;
    expect(own[0].id).toBe(started.id);
    expect((await read(owner, `/api/books/builds/${started.id}/file`)).statusCode).toBe(404);
    await runBookBuild(testApp.app.bookBuilds.context, started.id);
  }, 60_000);

  it("lets a member have 3 builds waiting at once, then answers 429 without storing", async () => {
    const token = await registerUser(testApp.app, "busy.member@example.test");
    const sample = { ...smallBook, sections: [{ type: "maze", difficulty: "easy", count: 1 }] };
    for (let index = 0; index < 3; index += 1) {
      expect((await start(token, sample)).statusCode).toBe(202);
    }
    const fourth = await start(token, sample);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe("RATE_LIMITED");
    expect(await buildCount("busy.member@example.test")).toBe(3);
  });

  it("fails a book the engine refuses with the rule's message, and sends no notification", async () => {
    // Stored as queued (as an older request could be), then refused by the job's own check.
    const userId = await userIdOf(testApp.db, "free.member@example.test");
    const [row] = await testApp.db
      .insert(bookBuilds)
      .values({
        userId,
        kind: "puzzle-book",
        request: {
          ...(smallBook as never as object),
          binding: "paperback",
          paper: "white",
          bleed: false,
          largePrint: false,
          copyrightPage: true,
          howToPlay: true,
          answerKey: true,
          pageNumbers: true,
          headers: false,
          notes: undefined,
          sections: [{ type: "sudoku", difficulty: "easy", count: 900, options: { size: 9 } }],
        } as never,
        seed: "too-big",
        status: "queued",
        sample: false,
        createdAt: clock,
        updatedAt: clock,
      })
      .returning();
    await runBookBuild(testApp.app.bookBuilds.context, row!.id);
    const [failed] = await testApp.db.select().from(bookBuilds).where(eq(bookBuilds.id, row!.id));
    expect(failed?.status).toBe("failed");
    expect(failed?.error?.message).toMatch(/KDP's maximum|at most/);
    expect(failed?.fileKey).toBeNull();
    const told = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(told.filter((told) => (told.data as { buildId?: string }).buildId === row!.id)).toEqual(
      [],
    );
  }, 120_000);

  it("writes the job's progress as puzzles are generated, at most once a second", async () => {
    const token = await registerUser(testApp.app, "progress.member@example.test");
    const sample = { ...smallBook, sections: [{ type: "maze", difficulty: "easy", count: 1 }] };
    const id = (await start(token, sample)).json().build.id as string;
    const progressOf = async () =>
      (await testApp.db.select().from(bookBuilds).where(eq(bookBuilds.id, id)))[0]?.progress;
    const seen: Array<number | undefined> = [];
    await runBookBuild(
      {
        ...testApp.app.bookBuilds.context,
        buildPdf: async (_input, onProgress) => {
          onProgress({ done: 50, total: 100 });
          await new Promise((resolve) => setTimeout(resolve, 100));
          seen.push(await progressOf());
          // Within the same second: not written.
          for (let done = 51; done <= 90; done += 1) onProgress({ done, total: 100 });
          await new Promise((resolve) => setTimeout(resolve, 100));
          seen.push(await progressOf());
          return { ok: false, code: "page-count-above-maximum", message: "Too many pages." };
        },
      },
      id,
    );
    expect(seen).toEqual([0.45, 0.45]);
    const build = (await read(token, `/api/books/builds/${id}`)).json().build;
    expect(build).toMatchObject({
      status: "failed",
      error: { code: "page-count-above-maximum", message: "Too many pages." },
    });
  });
});
