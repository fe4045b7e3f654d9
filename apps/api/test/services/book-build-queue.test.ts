import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";

/*
 * A book build through the real queue (decision 0098): pg-boss in the API process on PGlite sends
 * the books.build job, the in-process worker runs it, the tool pool generates and renders the
 * book, and the page's poll sees progress reach 1 and the file appear.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { JOB_WORKER: "in-process" } });
  await testApp.app.ready();
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

describe("the books.build job on the in-process queue", () => {
  it("builds a queued book without anyone running the job by hand", async () => {
    const token = await registerUser(testApp.app, "queued.book@example.test");
    const started = await testApp.app.inject({
      method: "POST",
      url: "/api/books/puzzle-builds",
      headers: bearer(token),
      payload: {
        title: "Queue Mazes",
        author: "Ada",
        trim: "8.5x11",
        sections: [{ type: "maze", difficulty: "easy", count: 2 }],
      },
    });
    expect(started.statusCode, started.body).toBe(202);
    const id = started.json().build.id as string;
    const deadline = Date.now() + 60_000;
    let build = started.json().build;
    while (build.status !== "done" && build.status !== "failed" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      build = (
        await testApp.app.inject({
          method: "GET",
          url: `/api/books/builds/${id}`,
          headers: bearer(token),
        })
      ).json().build;
    }
    expect(build).toMatchObject({ status: "done", progress: 1, sample: true });
    const file = await testApp.app.inject({
      method: "GET",
      url: `/api/books/builds/${id}/file`,
      headers: bearer(token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  }, 90_000);
});
