import { bookProjectSchema } from "@inkforge/domain/book-project/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookBuilds, bookProjects } from "../../src/db/schema";
import { runBookBuild } from "../../src/services/books/puzzle-book-builds";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce, userIdOf } from "../shop-helpers";

/*
 * A book project's built interior (decision 0138): a finished book build of any kind goes into a
 * project the member owns (PUT /api/book-projects/:id/interior, or POST with interiorBuildId), the
 * project answers with the interior and its specs follow the PDF; another member's build or
 * project is 404 and nothing is written.
 */

const clock = new Date("2026-11-29T10:00:00.000Z");
let testApp: TestApp;
let owner: string;
let stranger: string;
let puzzleBuildId: string;

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
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

const donePreflight = (pages: number, width: number, height: number) => ({
  ok: true,
  pageCount: pages,
  widthIn: width,
  heightIn: height,
  findings: [],
});

/** A stored build of `kind`, as the job leaves it; only the fields the project reads matter. */
async function insertBuild(
  email: string,
  values: {
    kind: string;
    request: Record<string, unknown>;
    status?: string;
    pageCount?: number | null;
    sample?: boolean;
  },
): Promise<string> {
  const userId = await userIdOf(testApp.db, email);
  const status = values.status ?? "done";
  const pageCount = values.pageCount === undefined ? 120 : values.pageCount;
  const [row] = await testApp.db
    .insert(bookBuilds)
    .values({
      userId,
      kind: values.kind,
      request: values.request as never,
      seed: "seed",
      status,
      progress: status === "done" ? 1 : 0,
      sample: values.sample ?? false,
      pageCount: status === "done" ? pageCount : null,
      fileKey: status === "done" ? `builds/${values.kind}.pdf` : null,
      fileBytes: status === "done" ? 2048 : null,
      preflight: status === "done" && pageCount ? donePreflight(pageCount, 8.5, 11) : null,
      createdAt: clock,
      updatedAt: clock,
      finishedAt: status === "done" ? clock : null,
    })
    .returning();
  return row!.id;
}

const projectRows = async (email: string) => {
  const userId = await userIdOf(testApp.db, email);
  return testApp.db.select().from(bookProjects).where(eq(bookProjects.userId, userId));
};

beforeAll(async () => {
  testApp = await buildTestApp({ now: () => clock });
  await testApp.app.ready();
  owner = await registerUser(testApp.app, "interior.owner@example.test");
  await buyOnce(testApp.app, owner, ["puzzle-tools-v1-lifetime"]);
  stranger = await registerUser(testApp.app, "interior.stranger@example.test");
  // One real puzzle build, run in-process as the queue would, so the link reads a real PDF's row.
  const started = await call("POST", "/api/books/puzzle-builds", owner, {
    title: "Garden Puzzles",
    author: "Ada Inkwell",
    trim: "6x9",
    binding: "paperback",
    paper: "cream",
    sections: [{ type: "sudoku", difficulty: "easy", count: 2, options: { size: 9 } }],
  });
  expect(started.statusCode).toBe(202);
  puzzleBuildId = started.json().build.id;
  await runBookBuild(testApp.app.bookBuilds.context, puzzleBuildId);
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

describe("adding a built interior to a book project", () => {
  it("links the owner's puzzle build: the project shows it and its specs follow the PDF", async () => {
    const created = await call("POST", "/api/book-projects", owner, {
      title: "Garden Puzzles",
      specs: { trim: "8.5x11", pageCount: 300, paper: "white" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().interior).toBeNull();

    const linked = await call("PUT", `/api/book-projects/${created.json().id}/interior`, owner, {
      buildId: puzzleBuildId,
    });
    expect(linked.statusCode).toBe(200);
    const project = linked.json();
    expect(bookProjectSchema.safeParse(project).success).toBe(true);
    const build = (await call("GET", `/api/books/builds/${puzzleBuildId}`, owner)).json().build;
    expect(build.status).toBe("done");
    expect(project.interior).toMatchObject({
      buildId: puzzleBuildId,
      kind: "puzzle-book",
      title: "Garden Puzzles",
      binding: "paperback",
      trim: "6x9",
      paper: "cream",
      pageCount: build.pageCount,
      sample: false,
      preflight: { ok: true, pageCount: build.pageCount, widthIn: 6, heightIn: 9 },
    });
    expect(project.specs).toMatchObject({
      binding: "paperback",
      trim: "6x9",
      pageCount: build.pageCount,
      paper: "cream",
      ink: "black",
    });
    // Read back, listed, and kept when other sections change.
    const read = await call("GET", `/api/book-projects/${project.id}`, owner);
    expect(read.json().interior.buildId).toBe(puzzleBuildId);
    const listed = (await call("GET", "/api/book-projects", owner)).json();
    expect(listed.find((p: { id: string }) => p.id === project.id).interior.buildId).toBe(
      puzzleBuildId,
    );
    const renamed = await call("PUT", `/api/book-projects/${project.id}`, owner, {
      title: "Garden Puzzles, Volume 1",
    });
    expect(renamed.json().interior.buildId).toBe(puzzleBuildId);

    const removed = await call("DELETE", `/api/book-projects/${project.id}/interior`, owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().interior).toBeNull();
    expect(removed.json().specs.trim).toBe("6x9");
  });

  it.each([
    [
      "activity-book",
      { binding: "paperback", paper: "white", trim: "8.5x11" },
      "8.5x11",
      "white",
      "black",
    ],
    [
      "coloring-book",
      { binding: "paperback", paper: "premium-color", trim: "8.5x11" },
      "8.5x11",
      "white",
      "premium-color",
    ],
    [
      "low-content-book",
      { binding: "hardcover", paper: "cream", trim: "6x9" },
      "6x9",
      "cream",
      "black",
    ],
    [
      "manuscript",
      { format: "pdf", binding: "paperback", paper: "cream", trim: "5.5x8.5" },
      "5.5x8.5",
      "cream",
      "black",
    ],
  ] as const)(
    "creates a project from a finished %s build in one call",
    async (kind, request, trim, paper, ink) => {
      const buildId = await insertBuild("interior.owner@example.test", {
        kind,
        request: { title: `A ${kind}`, ...request },
      });
      const created = await call("POST", "/api/book-projects", owner, {
        title: `A ${kind}`,
        interiorBuildId: buildId,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().interior).toMatchObject({ buildId, kind, trim, pageCount: 120 });
      expect(created.json().specs).toMatchObject({
        binding: request.binding,
        trim,
        pageCount: 120,
        paper,
        ink,
      });
    },
  );

  it.each([
    ["a queued build", { status: "queued" }, /not finished/],
    ["a failed build", { status: "failed" }, /not finished/],
    ["an EPUB", { request: { format: "epub", trim: "ebook" } }, /EPUB is not a print interior/],
    ["groundwood paper", { request: { paper: "groundwood" } }, /groundwood/],
  ] as const)(
    "refuses %s with a 400 naming the build, writing nothing",
    async (_name, change, message) => {
      const buildId = await insertBuild("interior.owner@example.test", {
        kind: "manuscript",
        status: "status" in change ? change.status : "done",
        request: {
          title: "Not yet",
          format: "pdf",
          trim: "6x9",
          paper: "cream",
          binding: "paperback",
          ...("request" in change ? change.request : {}),
        },
      });
      const project = (
        await call("POST", "/api/book-projects", owner, { title: "Waiting" })
      ).json();
      const before = await projectRows("interior.owner@example.test");

      const linked = await call("PUT", `/api/book-projects/${project.id}/interior`, owner, {
        buildId,
      });
      expect(linked.statusCode).toBe(400);
      expect(linked.json().details[0].path).toBe("buildId");
      expect(linked.json().message).toMatch(message);

      const created = await call("POST", "/api/book-projects", owner, {
        title: "From a bad build",
        interiorBuildId: buildId,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().details[0].path).toBe("interiorBuildId");
      expect(await projectRows("interior.owner@example.test")).toEqual(before);
    },
  );

  it("refuses bad input: a build id that is not an id, a missing one", async () => {
    const project = (
      await call("POST", "/api/book-projects", owner, { title: "Bad input" })
    ).json();
    for (const payload of [{ buildId: "not-an-id" }, {}]) {
      const response = await call(
        "PUT",
        `/api/book-projects/${project.id}/interior`,
        owner,
        payload,
      );
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain("buildId");
    }
    const created = await call("POST", "/api/book-projects", owner, {
      title: "Bad",
      interiorBuildId: "nope",
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().details[0].path).toBe("interiorBuildId");
  });

  it("answers another member's build or project with 404 and writes nothing", async () => {
    const mine = (await call("POST", "/api/book-projects", stranger, { title: "Mine" })).json();
    const theirs = (await call("POST", "/api/book-projects", owner, { title: "Theirs" })).json();
    const strangerBefore = await projectRows("interior.stranger@example.test");
    const ownerBefore = await projectRows("interior.owner@example.test");

    // The stranger's own project, the owner's build.
    const intoMine = await call("PUT", `/api/book-projects/${mine.id}/interior`, stranger, {
      buildId: puzzleBuildId,
    });
    expect(intoMine.statusCode).toBe(404);
    // The owner's project, with the owner's build, by the stranger.
    const intoTheirs = await call("PUT", `/api/book-projects/${theirs.id}/interior`, stranger, {
      buildId: puzzleBuildId,
    });
    expect(intoTheirs.statusCode).toBe(404);
    const removeTheirs = await call("DELETE", `/api/book-projects/${theirs.id}/interior`, stranger);
    expect(removeTheirs.statusCode).toBe(404);
    // A new project from the owner's build.
    const created = await call("POST", "/api/book-projects", stranger, {
      title: "Borrowed",
      interiorBuildId: puzzleBuildId,
    });
    expect(created.statusCode).toBe(404);

    expect(await projectRows("interior.stranger@example.test")).toEqual(strangerBefore);
    expect(await projectRows("interior.owner@example.test")).toEqual(ownerBefore);
  });

  it("a deleted build leaves the project without an interior", async () => {
    const buildId = await insertBuild("interior.owner@example.test", {
      kind: "coloring-book",
      request: { title: "Gone", binding: "paperback", paper: "white", trim: "8.5x11" },
    });
    const project = (
      await call("POST", "/api/book-projects", owner, { title: "Gone", interiorBuildId: buildId })
    ).json();
    await testApp.db.delete(bookBuilds).where(eq(bookBuilds.id, buildId));
    const read = await call("GET", `/api/book-projects/${project.id}`, owner);
    expect(read.statusCode).toBe(200);
    expect(read.json().interior).toBeNull();
  });
});
