import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBookBuild } from "../../src/services/books/puzzle-book-builds";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce } from "../shop-helpers";

const paragraph = (text: string) => `${text}\n`;
const novella = Array.from({ length: 4 }, (_, chapter) =>
  [
    `# Chapter ${chapter + 1}`,
    "",
    ...Array.from({ length: 12 }, (_, index) =>
      paragraph(
        `Paragraph ${index + 1} of chapter ${chapter + 1}: the harbour lights came on one by one while the extraordinarily patient ferryman counted *every* passenger twice, because nobody had ever told him otherwise.`,
      ),
    ),
  ].join("\n"),
).join("\n");

describe("formatting a manuscript as a book build (issue 34)", () => {
  let testApp: TestApp;
  let pro: string;
  let rival: string;
  let manuscriptId: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    pro = await registerUser(testApp.app, "format.pro@example.com");
    rival = await registerUser(testApp.app, "format.rival@example.com");
    await buyOnce(testApp.app, pro, ["pro-lifetime"]);
    const project = await testApp.app.inject({
      method: "POST",
      url: "/api/book-projects",
      headers: bearer(pro),
      payload: { title: "The Ferryman" },
    });
    const manuscript = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/manuscripts",
      headers: bearer(pro),
      payload: { projectId: project.json().id, author: "Ada Green" },
    });
    manuscriptId = manuscript.json().id;
    const imported = await testApp.app.inject({
      method: "POST",
      url: `/api/v1/manuscripts/${manuscriptId}/import`,
      headers: { ...bearer(pro), "content-type": "text/markdown" },
      payload: `# Dedication\n\nFor Sam.\n\n${novella}`,
    });
    expect(imported.statusCode).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  });

  async function build(payload: object, token = pro) {
    const started = await testApp.app.inject({
      method: "POST",
      url: "/api/books/manuscript-builds",
      headers: bearer(token),
      payload,
    });
    return started;
  }

  async function finished(id: string) {
    await runBookBuild(testApp.app.bookBuilds.context, id);
    const read = await testApp.app.inject({
      method: "GET",
      url: `/api/books/builds/${id}`,
      headers: bearer(pro),
    });
    return read.json().build;
  }

  it("typesets a 5 x 8 paperback PDF that passes the preflight, with the fonts embedded, the same count twice", async () => {
    const started = await build({ manuscriptId, format: "pdf", trim: "5x8", theme: "classic" });
    expect(started.statusCode).toBe(202);
    expect(started.json().build).toMatchObject({
      kind: "manuscript",
      format: "pdf",
      status: "queued",
      trim: "5x8",
    });
    const done = await finished(started.json().build.id);
    expect(done).toMatchObject({ status: "done", progress: 1, title: "The Ferryman" });
    expect(done.preflight.ok).toBe(true);
    expect(done.preflight.findings).toEqual([]);
    expect(done.pageCount).toBeGreaterThanOrEqual(24);
    expect(done.pageCount % 2).toBe(0);

    const file = await testApp.app.inject({
      method: "GET",
      url: `/api/books/builds/${done.id}/file`,
      headers: bearer(pro),
    });
    expect(file.headers["content-type"]).toBe("application/pdf");
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBe(done.pageCount);
    const { width, height } = pdf.getPage(0).getSize();
    expect([width, height]).toEqual([360, 576]);
    const fonts = new Set<string>();
    for (const [, object] of pdf.context.enumerateIndirectObjects()) {
      const dict = object as { get?: (name: PDFName) => unknown };
      const baseFont = dict.get?.(PDFName.of("BaseFont"));
      if (baseFont) fonts.add(String(baseFont));
    }
    expect([...fonts].some((name) => name.includes("LiberationSerif"))).toBe(true);

    // The preview draws the downloaded file's own pages, a few at a time.
    const preview = await testApp.app.inject({
      method: "GET",
      url: `/api/books/builds/${done.id}/pages?from=3&count=2`,
      headers: bearer(pro),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().pageCount).toBe(done.pageCount);
    const shown = preview.json().pages as Array<{ page: number; dataUrl: string }>;
    expect(shown.map((item) => item.page)).toEqual([3, 4]);
    for (const item of shown) {
      const png = Buffer.from(item.dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      // As tall as the preview asks, the page's 5:8 shape kept.
      expect(png.readUInt32BE(20)).toBe(900);
      expect(png.readUInt32BE(16)).toBeCloseTo(900 * (5 / 8), -1);
    }
    for (const [query, field] of [
      ["count=5", "count"],
      ["from=0", "from"],
    ]) {
      const refused = await testApp.app.inject({
        method: "GET",
        url: `/api/books/builds/${done.id}/pages?${query}`,
        headers: bearer(pro),
      });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(field);
    }

    const again = await build({ manuscriptId, format: "pdf", trim: "5x8", theme: "classic" });
    const second = await finished(again.json().build.id);
    expect(second.pageCount).toBe(done.pageCount);
  }, 120_000);

  it("writes an EPUB", async () => {
    const started = await build({ manuscriptId, format: "epub", theme: "modern" });
    const done = await finished(started.json().build.id);
    expect(done).toMatchObject({
      status: "done",
      format: "epub",
      pageCount: null,
      preflight: null,
      trim: "ebook",
    });
    const file = await testApp.app.inject({
      method: "GET",
      url: `/api/books/builds/${done.id}/file`,
      headers: bearer(pro),
    });
    expect(file.headers["content-type"]).toBe("application/epub+zip");
    expect(file.headers["content-disposition"]).toBe('attachment; filename="the-ferryman.epub"');
    // The OCF rules' first check (the package itself is checked in the domain's epub.test.ts):
    // the mimetype entry first and stored, so its text sits right after the first header.
    const bytes = file.rawPayload;
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.readUInt16LE(8)).toBe(0);
    expect(bytes.subarray(30, 58).toString("latin1")).toBe("mimetypeapplication/epub+zip");
    expect(bytes.includes(Buffer.from("OEBPS/nav.xhtml"))).toBe(true);
    const preview = await testApp.app.inject({
      method: "GET",
      url: `/api/books/builds/${done.id}/pages`,
      headers: bearer(pro),
    });
    expect(preview.statusCode).toBe(404);
  }, 60_000);

  it("prints a chapter's image at its own pixels and flags it under 300 DPI", async () => {
    const picture = new PNG({ width: 240, height: 160 });
    picture.data.fill(128);
    const src = `data:image/png;base64,${PNG.sync.write(picture, { colorType: 2 }).toString("base64")}`;
    const project = await testApp.app.inject({
      method: "POST",
      url: "/api/book-projects",
      headers: bearer(pro),
      payload: { title: "Pictures" },
    });
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/manuscripts",
      headers: bearer(pro),
      payload: { projectId: project.json().id, author: "Ada Green" },
    });
    const pictures = created.json().id;
    const section = await testApp.app.inject({
      method: "POST",
      url: `/api/v1/manuscripts/${pictures}/sections`,
      headers: bearer(pro),
      payload: {
        kind: "chapter",
        title: "The Harbour",
        doc: {
          type: "doc",
          content: [
            { type: "paragraph", content: [{ type: "text", text: "It was late." }] },
            { type: "image", attrs: { src, alt: "The harbour", title: "The harbour at dusk" } },
          ],
        },
      },
    });
    expect(section.statusCode).toBe(201);
    const started = await build({ manuscriptId: pictures, format: "pdf", trim: "6x9" });
    const done = await finished(started.json().build.id);
    expect(done.status).toBe("done");
    expect(done.preflight.ok).toBe(false);
    const [finding, ...others] = done.preflight.findings;
    expect(others).toEqual([]);
    expect(finding).toMatchObject({ code: "image-low-resolution" });
    // The preflight reads the placed size back from the PDF: 240 px across the 4.9 in text block.
    expect(finding).toMatchObject({ page: 5 });
    expect(finding.message).toMatch(/prints at 49 DPI/);

    const file = await testApp.app.inject({
      method: "GET",
      url: `/api/books/builds/${done.id}/file`,
      headers: bearer(pro),
    });
    const pdf = await PDFDocument.load(file.rawPayload);
    const images = [...pdf.context.enumerateIndirectObjects()].filter(
      ([, object]) =>
        object instanceof PDFRawStream &&
        String(object.dict.get(PDFName.of("Subtype"))) === "/Image" &&
        String(object.dict.get(PDFName.of("Width"))) === "240",
    );
    expect(images).toHaveLength(1);
  }, 120_000);

  it.each([
    [{ manuscriptId: "x", format: "pdf" }, "manuscriptId"],
    [{ manuscriptId: "00000000-0000-4000-8000-000000000000", format: "mobi" }, "format"],
    [{ manuscriptId: "00000000-0000-4000-8000-000000000000", format: "pdf", trim: "4x4" }, "trim"],
    [
      { manuscriptId: "00000000-0000-4000-8000-000000000000", format: "pdf", theme: "gothic" },
      "theme",
    ],
  ])("refuses %j with 400 naming %s", async (payload, field) => {
    const response = await build(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(field);
  });

  it("answers another member's manuscript with 404 naming manuscriptId", async () => {
    const response = await build({ manuscriptId, format: "pdf" }, rival);
    expect(response.statusCode).toBe(404);
    expect(response.json().details[0].path).toBe("manuscriptId");
  });
});
