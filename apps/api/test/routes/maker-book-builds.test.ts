import { eq } from "drizzle-orm";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookBuilds, notifications } from "../../src/db/schema";
import { runBookBuild } from "../../src/services/books/puzzle-book-builds";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce, userIdOf } from "../shop-helpers";

/*
 * The activity, coloring and low-content book builds (issue 28, decision 0109) through the API:
 * the request checked before anything is stored (400 naming the field), the gating per maker
 * (an owner's whole book, a free member's watermarked sample, low-content for every member), the
 * job run in-process as the queue would, and the PDF read back: page size, page count, blank backs.
 */

const clock = new Date("2026-11-28T12:00:00.000Z");
let testApp: TestApp;
let activityOwner: string;
let coloringOwner: string;
let member: string;
let stranger: string;

beforeAll(async () => {
  testApp = await buildTestApp({ now: () => clock });
  await testApp.app.ready();
  activityOwner = await registerUser(testApp.app, "activity.owner@example.test");
  await buyOnce(testApp.app, activityOwner, ["puzzle-tools-v2-lifetime"]);
  coloringOwner = await registerUser(testApp.app, "coloring.owner@example.test");
  await buyOnce(testApp.app, coloringOwner, ["coloring-book-maker-lifetime"]);
  member = await registerUser(testApp.app, "maker.member@example.test");
  stranger = await registerUser(testApp.app, "maker.stranger@example.test");
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

const activityBook = {
  title: "Busy Little Hands",
  author: "Ada Inkwell",
  ageBand: "4-6",
  sections: [
    { type: "maze", count: 2 },
    { type: "letter-tracing", count: 2 },
  ],
};
const coloringBook = { title: "Calm Mandalas", author: "Ada Inkwell", designs: 3 };
const journal = { template: "notebook", title: "Lined Journal", author: "Ada Inkwell" };

const start = (token: string | undefined, url: string, payload: unknown) =>
  testApp.app.inject({
    method: "POST",
    url,
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
  if (!contents) return "";
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

/** Whether a page draws anything: a path painted, text shown or an image placed. */
const draws = (content: string) => /\b(S|s|f|F|B|b|Tj|TJ|Do)\b/.test(content);

async function buildAndDownload(token: string, url: string, payload: unknown, kind: string) {
  const started = await start(token, url, payload);
  expect(started.statusCode, started.body).toBe(202);
  const queued = started.json().build;
  expect(queued).toMatchObject({ status: "queued", progress: 0, kind });
  await runBookBuild(testApp.app.bookBuilds.context, queued.id);
  const done = (await read(token, `/api/books/builds/${queued.id}`)).json().build;
  expect(done, JSON.stringify(done.error)).toMatchObject({ status: "done", progress: 1 });
  const file = await read(token, `/api/books/builds/${queued.id}/file`);
  expect(file.statusCode).toBe(200);
  const pdf = await PDFDocument.load(file.rawPayload);
  expect(pdf.getPageCount()).toBe(done.pageCount);
  return { done, pdf };
}

function expectPageSize(pdf: PDFDocument, widthIn: number, heightIn: number) {
  for (const page of pdf.getPages()) {
    expect(page.getMediaBox()).toEqual({ x: 0, y: 0, width: widthIn * 72, height: heightIn * 72 });
  }
}

describe("POST /api/books/activity-builds", () => {
  it("builds an Activity Tools owner's whole book: 8.5×11 pages, preflight clean, a notification", async () => {
    const { done, pdf } = await buildAndDownload(
      activityOwner,
      "/api/books/activity-builds",
      activityBook,
      "activity-book",
    );
    expect(done).toMatchObject({ sample: false, trim: "8.5x11", title: "Busy Little Hands" });
    expect(done.preflight).toMatchObject({ ok: true, widthIn: 8.5, heightIn: 11, findings: [] });
    expect(done.pageCount).toBeGreaterThanOrEqual(24);
    expectPageSize(pdf, 8.5, 11);
    expect(pdf.getSubject() ?? "").not.toMatch(/Free sample/);
    const ownerId = await userIdOf(testApp.db, "activity.owner@example.test");
    const told = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ownerId));
    expect(told.map((row) => row.message)).toContain(
      `Your activity book is ready: "Busy Little Hands", ${done.pageCount} pages.`,
    );
    expect(told.find((row) => row.message?.startsWith("Your activity"))?.data).toMatchObject({
      link: "/tools/v2",
    });
  }, 120_000);

  it("builds the 60-page one-click book for ages 4–6", async () => {
    const { STARTER_ACTIVITY_SECTIONS } = await import(
      "@inkforge/domain/books/activities/activity-book"
    );
    const { done } = await buildAndDownload(
      activityOwner,
      "/api/books/activity-builds",
      { ...activityBook, sections: STARTER_ACTIVITY_SECTIONS },
      "activity-book",
    );
    expect(done.pageCount).toBe(60);
    expect(done.preflight).toMatchObject({ ok: true, pageCount: 60 });
  }, 120_000);

  it("builds a free member's sample of up to 6 activity pages, watermarked, and refuses 7 with 403", async () => {
    const { done, pdf } = await buildAndDownload(
      member,
      "/api/books/activity-builds",
      activityBook,
      "activity-book",
    );
    expect(done.sample).toBe(true);
    expect(pdf.getSubject()).toMatch(/Free sample/);
    const before = await buildCount("maker.member@example.test");
    const refused = await start(member, "/api/books/activity-builds", {
      ...activityBook,
      sections: [{ type: "maze", count: 7 }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "A free sample holds up to 6 activity pages; this book has 7. Whole books come with Activity Tools or the Puzzle Mega Bundle, or the Pro Max plan and above.",
    );
    expect(await buildCount("maker.member@example.test")).toBe(before);
  }, 120_000);
});

describe("POST /api/books/coloring-builds", () => {
  it("builds a Coloring Book Maker owner's book single-sided: every design's back page is blank", async () => {
    const { done, pdf } = await buildAndDownload(
      coloringOwner,
      "/api/books/coloring-builds",
      coloringBook,
      "coloring-book",
    );
    expect(done).toMatchObject({ sample: false, trim: "8.5x11" });
    expect(done.preflight).toMatchObject({ ok: true, findings: [] });
    expectPageSize(pdf, 8.5, 11);
    // Title page 1, copyright page 2, then design and blank back in turn from page 3.
    for (let design = 0; design < coloringBook.designs; design += 1) {
      const front = 2 + design * 2;
      expect(draws(pageContent(pdf, front)), `page ${front + 1} has a design`).toBe(true);
      expect(draws(pageContent(pdf, front + 1)), `page ${front + 2} is blank`).toBe(false);
    }
  }, 120_000);

  it("gives a member without the maker a sample of up to 5 designs and refuses 6 with 403", async () => {
    const { done } = await buildAndDownload(
      stranger,
      "/api/books/coloring-builds",
      { ...coloringBook, designs: 2 },
      "coloring-book",
    );
    expect(done.sample).toBe(true);
    const refused = await start(stranger, "/api/books/coloring-builds", {
      ...coloringBook,
      designs: 6,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "A free sample holds up to 5 designs; this book has 6. Whole books come with Coloring Book Maker, or the Pro Max plan and above.",
    );
  }, 120_000);
});

describe("POST /api/books/low-content-builds", () => {
  it("builds any member's 6×9 120-page lined journal, no sample", async () => {
    const { done, pdf } = await buildAndDownload(
      member,
      "/api/books/low-content-builds",
      journal,
      "low-content-book",
    );
    expect(done).toMatchObject({ sample: false, trim: "6x9", pageCount: 120 });
    expect(done.preflight).toMatchObject({ ok: true, pageCount: 120, widthIn: 6, heightIn: 9 });
    expectPageSize(pdf, 6, 9);
  }, 120_000);

  it("builds a 2027 daily planner at 8.5×11 with a page a day", async () => {
    const { done, pdf } = await buildAndDownload(
      member,
      "/api/books/low-content-builds",
      { template: "daily-planner", title: "Planner 2027", author: "Ada Inkwell", year: 2027 },
      "low-content-book",
    );
    expect(done.trim).toBe("8.5x11");
    expect(done.pageCount).toBeGreaterThanOrEqual(367);
    expect(done.preflight).toMatchObject({ ok: true, findings: [] });
    expectPageSize(pdf, 8.5, 11);
  }, 180_000);
});

describe("checks before anything is stored", () => {
  it.each([
    ["activity", "an unknown age band", { ...activityBook, ageBand: "9-12" }, "ageBand"],
    [
      "activity",
      "an unknown activity type",
      { ...activityBook, sections: [{ type: "crossword", count: 1 }] },
      "sections.0.type",
    ],
    [
      "activity",
      "more than 300 activity pages",
      {
        ...activityBook,
        sections: [1, 2, 3, 4].map(() => ({ type: "maze", count: 100 })),
      },
      "sections",
    ],
    ["coloring", "an unknown style", { ...coloringBook, styles: ["paisley"] }, "styles.0"],
    ["coloring", "no designs", { ...coloringBook, designs: 0 }, "designs"],
    [
      "low-content",
      "a planner without its year",
      { ...journal, template: "daily-planner" },
      "year",
    ],
    ["low-content", "an empty title", { ...journal, title: " " }, "title"],
    ["low-content", "an unknown template", { ...journal, template: "diary" }, "template"],
  ])("%s: refuses %s with 400 naming %s", async (kind, _case, payload, field) => {
    const owner = kind === "coloring" ? coloringOwner : activityOwner;
    const email =
      kind === "coloring" ? "coloring.owner@example.test" : "activity.owner@example.test";
    const before = await buildCount(email);
    const response = await start(owner, `/api/books/${kind}-builds`, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(field);
    expect(await buildCount(email)).toBe(before);
  });

  it("answers 401 signed out, and 404 for another member's build and its file", async () => {
    expect((await start(undefined, "/api/books/low-content-builds", journal)).statusCode).toBe(401);
    const started = (await start(member, "/api/books/low-content-builds", journal)).json().build;
    expect((await read(stranger, `/api/books/builds/${started.id}`)).statusCode).toBe(404);
    expect((await read(stranger, `/api/books/builds/${started.id}/file`)).statusCode).toBe(404);
    await runBookBuild(testApp.app.bookBuilds.context, started.id);
    expect((await read(member, `/api/books/builds/${started.id}/file`)).statusCode).toBe(200);
    expect((await read(stranger, `/api/books/builds/${started.id}/file`)).statusCode).toBe(404);
  }, 120_000);
});
