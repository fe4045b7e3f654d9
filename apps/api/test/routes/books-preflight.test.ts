import { computeCoverTemplate } from "@inkforge/domain/tools/cover-template/cover-template";
import { PDFDocument, rgb } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { brokenInteriorPdf, coverPdf, manyPagesPdf, PT, pngHeight } from "./preflight-fixtures";

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
    // A first check starts the tool worker and loads pdf.js; the timed cases measure the refusal.
    await upload(await buildPdf([6 * PT, 9 * PT], 1));
  });

  afterAll(async () => {
    await testApp.close();
  });

  const upload = (
    payload: Buffer | Uint8Array | string,
    options: { query?: string; headers?: Record<string, string>; path?: string } = {},
  ) =>
    testApp.app.inject({
      method: "POST",
      url: `/api/books/preflight${options.path ?? ""}${options.query ?? ""}`,
      // light-my-request sends a bare Uint8Array as JSON; a Buffer goes as bytes.
      payload: payload instanceof Uint8Array ? Buffer.from(payload) : payload,
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
      thumbnails: [],
    });
  });

  it("finds the broken interior's wrong trim, gutter text and 150 DPI image, each with its page and thumbnail", async () => {
    const response = await upload(Buffer.from(await brokenInteriorPdf()), { query: "?trim=6x9" });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(
      report.findings.map((finding: { code: string; page?: number }) => [
        finding.code,
        finding.page,
      ]),
    ).toEqual([
      ["page-size-not-expected-trim", 1],
      ["content-in-gutter", 3],
      ["image-low-resolution", 5],
    ]);
    expect(report.findings[1].message).toContain("Widen the inside (gutter) margin");
    expect(report.findings[2].message).toContain("150 DPI");
    expect(report.thumbnails.map((thumbnail: { page: number }) => thumbnail.page)).toEqual([
      1, 3, 5,
    ]);
    for (const thumbnail of report.thumbnails) expect(pngHeight(thumbnail.dataUrl)).toBe(200);
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

  it.each([
    ["a text file", () => Buffer.from("just some text, not a PDF"), "PDF_UNREADABLE", "not a PDF"],
    [
      "a PDF cut short",
      async () => Buffer.from(await brokenInteriorPdf()).subarray(0, 3000),
      "PDF_UNREADABLE",
      "cut short",
    ],
    ["a PDF of 1,001 pages", () => manyPagesPdf(1001, 1001), "PDF_TOO_MANY_PAGES", "1001 pages"],
  ])(
    "refuses %s with a clear 422 within a second, and the API keeps answering",
    async (_name, make, code, words) => {
      const started = Date.now();
      const [response, clock] = await Promise.all([
        upload(await make()),
        testApp.app.inject({ method: "GET", url: "/api/server-time" }),
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code });
      expect(response.json().message).toContain(words);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(clock.statusCode).toBe(200);
    },
  );

  it("does not trust a page tree claiming 100 million pages: it answers for the pages really there, at once", async () => {
    const started = Date.now();
    const response = await upload(manyPagesPdf(1, 100_000_000));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(200);
    expect(response.json().pageCount).toBe(1);
  });

  describe("a cover", () => {
    // 200 pages of white paper, 6 × 9 paperback: the cover template's own maths.
    const template = computeCoverTemplate({
      binding: "paperback",
      trim: "6x9",
      pages: 200,
      paper: "white",
    });
    const query = "?binding=paperback&trim=6x9&pages=200&paper=white";
    const titleXIn = template.regions.safe.front.xIn + 0.5;

    it("passes at the template's size, with art to the bleed and the title in the safe area", async () => {
      const response = await upload(
        await coverPdf({ widthIn: template.widthIn, heightIn: template.heightIn, titleXIn }),
        { path: "/cover", query },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        ok: true,
        pageCount: 1,
        findings: [],
        thumbnails: [],
        expected: { widthIn: template.widthIn, heightIn: template.heightIn, spineIn: 0.45 },
      });
    });

    it("names a spine made for another page count, with the size it should be and a thumbnail", async () => {
      const response = await upload(
        await coverPdf({ widthIn: template.widthIn - 0.2, heightIn: template.heightIn, titleXIn }),
        { path: "/cover", query },
      );
      expect(response.statusCode).toBe(200);
      const report = response.json();
      expect(report.findings).toEqual([
        expect.objectContaining({ code: "cover-size-mismatch", page: 1 }),
      ]);
      expect(report.findings[0].message).toContain(`${template.widthIn} × ${template.heightIn} in`);
      expect(report.thumbnails).toHaveLength(1);
      expect(pngHeight(report.thumbnails[0].dataUrl)).toBeLessThanOrEqual(200);
    });

    it("names a title outside the safe area and a second page", async () => {
      const response = await upload(
        await coverPdf({
          widthIn: template.widthIn,
          heightIn: template.heightIn,
          titleXIn: template.widthIn - 0.2,
          pages: 2,
        }),
        { path: "/cover", query },
      );
      expect(response.json().findings.map((finding: { code: string }) => finding.code)).toEqual([
        "cover-page-count",
        "cover-text-outside-safe-area",
      ]);
    });

    it.each([
      ["?binding=paperback&trim=6x9&pages=2000&paper=white", "pages"],
      ["?binding=paperback&trim=6x10&pages=200&paper=white", "trim"],
      ["?trim=6x9&pages=200&paper=white", "binding"],
    ])("refuses %s with 400 naming %s", async (badQuery, field) => {
      const response = await upload(
        await coverPdf({ widthIn: template.widthIn, heightIn: template.heightIn, titleXIn }),
        { path: "/cover", query: badQuery },
      );
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(field);
    });

    it("refuses a file that is not a PDF with 422", async () => {
      const response = await upload("not a pdf", { path: "/cover", query });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe("PDF_UNREADABLE");
    });
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
    expect(response.json().message).toContain("0.04-second limit");
    expect(response.json().message).toContain("export the interior alone");
    const health = await testApp.app.inject({ method: "GET", url: "/health" });
    expect(health.statusCode).toBe(200);
  });
});
