import { PDFDocument, rgb } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";

const PT = 72;

/** A 24-page book of vector marks inside the margins, at `size` points. */
async function buildPdf(size: [number, number], count = 24): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let index = 0; index < count; index += 1) {
    doc
      .addPage(size)
      .drawRectangle({ x: PT, y: PT, width: size[0] - 2 * PT, height: 20, color: rgb(0, 0, 0) });
  }
  return Buffer.from(await doc.save());
}

describe("POST /api/books/preflight", () => {
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    token = await registerUser(testApp.app, "preflight@example.com");
  });

  afterAll(async () => {
    await testApp.close();
  });

  const upload = (
    payload: Buffer | string,
    options: { query?: string; headers?: Record<string, string> } = {},
  ) =>
    testApp.app.inject({
      method: "POST",
      url: `/api/books/preflight${options.query ?? ""}`,
      payload,
      remoteAddress: nextAddress(),
      headers: { ...bearer(token), "content-type": "application/pdf", ...options.headers },
    });

  it("answers the report read back from a right-trim file", async () => {
    const response = await upload(await buildPdf([6 * PT, 9 * PT]), { query: "?trim=6x9" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      ok: true,
      pageCount: 24,
      widthIn: 6,
      heightIn: 9,
      findings: [],
    });
  });

  it("names a wrong trim with its page", async () => {
    const response = await upload(await buildPdf([420, 595]));
    expect(response.statusCode).toBe(200);
    expect(response.json().findings).toEqual([
      expect.objectContaining({ code: "page-size-not-kdp", page: 1 }),
    ]);
  });

  it("checks the expected trim and page count from the query", async () => {
    const response = await upload(await buildPdf([6 * PT, 9 * PT]), {
      query: "?trim=8.5x11&pages=30&paper=cream&binding=paperback",
    });
    expect(response.json().findings.map((f: { code: string }) => f.code)).toEqual([
      "page-size-not-expected-trim",
      "page-count-not-expected",
    ]);
  });

  it("answers a file that is not a PDF with a finding", async () => {
    const response = await upload("just some text, not a PDF");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: false, findings: [{ code: "not-a-pdf" }] });
  });

  it.each([
    ["?trim=6x10", "trim"],
    ["?paper=glossy", "paper"],
    ["?binding=spiral", "binding"],
    ["?pages=0", "pages"],
    ["?pages=many", "pages"],
  ])("refuses %s with 400 naming %s", async (query, field) => {
    const response = await upload(await buildPdf([6 * PT, 9 * PT]), { query });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it("refuses another content type with 415", async () => {
    const response = await upload(JSON.stringify({ pdf: "x" }), {
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(415);
  });

  it("refuses signed-out callers with 401 before reading the body", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/books/preflight",
      payload: await buildPdf([6 * PT, 9 * PT]),
      headers: { "content-type": "application/pdf" },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a 200 MB upload with 413 from its Content-Length, without reading it", async () => {
    // A body stream that would take 200 MB: the answer must come before it is consumed.
    const { Readable } = await import("node:stream");
    let bytesRead = 0;
    const chunk = Buffer.alloc(1024 * 1024);
    const body = new Readable({
      read() {
        bytesRead += chunk.length;
        this.push(bytesRead > 200 * 1024 * 1024 ? null : chunk);
      },
    });
    const started = Date.now();
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/books/preflight",
      payload: body,
      headers: {
        ...bearer(token),
        "content-type": "application/pdf",
        "content-length": String(200 * 1024 * 1024),
      },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("PAYLOAD_TOO_LARGE");
    expect(Date.now() - started).toBeLessThan(1000);
    expect(bytesRead).toBeLessThan(100 * 1024 * 1024);
  });

  // light-my-request reads a stream whole before the app sees it, so only the answer is checked.
  it("refuses a chunked upload past the limit with 413", async () => {
    const { Readable } = await import("node:stream");
    let bytesRead = 0;
    const chunk = Buffer.alloc(1024 * 1024);
    const body = new Readable({
      read() {
        bytesRead += chunk.length;
        this.push(bytesRead > 200 * 1024 * 1024 ? null : chunk);
      },
    });
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/books/preflight",
      payload: body,
      headers: { ...bearer(token), "content-type": "application/pdf" },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(413);
  });
});

describe("POST /api/books/preflight past the worker's deadline", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { TOOL_DEADLINE_MS: "10" } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("answers 422 naming the limit, and the API keeps answering", async () => {
    const token = await registerUser(testApp.app, "slow-preflight@example.com");
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/books/preflight",
      payload: await buildPdf([6 * PT, 9 * PT], 600),
      headers: { ...bearer(token), "content-type": "application/pdf" },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "TOOL_TIME_LIMIT_EXCEEDED" });
    expect(response.json().message).toContain("0.01-second limit");
    expect(response.json().message).toContain("export the interior alone");
    const health = await testApp.app.inject({ method: "GET", url: "/health" });
    expect(health.statusCode).toBe(200);
  });
});
