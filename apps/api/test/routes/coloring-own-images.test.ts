import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { traceToLineArt } from "../../src/services/books/coloring-images";
import { runBookBuild } from "../../src/services/books/puzzle-book-builds";
import { bearer, multipartBody, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce } from "../shop-helpers";

/*
 * An author's own images in a coloring book (issue 28, decision 0125): uploaded through the design
 * images route (SVG checked and drawn to pixels), named in the build request, checked for 300 DPI
 * at the live area and for ownership, traced to line art when asked, and printed on a right-hand
 * page with a blank back.
 */

const clock = new Date("2026-11-28T12:00:00.000Z");
let testApp: TestApp;
let owner: string;
let other: string;

beforeAll(async () => {
  testApp = await buildTestApp({ now: () => clock });
  await testApp.app.ready();
  owner = await registerUser(testApp.app, "own.images@example.test");
  await buyOnce(testApp.app, owner, ["coloring-book-maker-lifetime"]);
  other = await registerUser(testApp.app, "other.images@example.test");
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

async function upload(token: string, bytes: Uint8Array, type: string) {
  const { payload, headers } = await multipartBody({ file: new Blob([bytes], { type }) });
  return testApp.app.inject({
    method: "POST",
    url: "/api/v1/designs/images",
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

/** A grey picture with a dark disc: something to trace. */
async function picture(width: number, height: number): Promise<Uint8Array> {
  const r = Math.round(Math.min(width, height) / 3);
  const disc = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="#333"/></svg>`;
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#bbbbbb" } })
      .composite([{ input: Buffer.from(disc) }])
      .png()
      .toBuffer(),
  );
}

const build = (token: string, images: unknown) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/books/coloring-builds",
    headers: bearer(token),
    payload: { title: "My Own Pages", author: "Ada Inkwell", designs: 1, images },
  });

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

describe("a coloring book with the author's own images", () => {
  it("prints a 300 DPI PNG, traced, on a right-hand page with a blank back", async () => {
    const uploaded = await upload(owner, await picture(2550, 3300), "image/png");
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { name } = uploaded.json();
    const started = await build(owner, [{ name, trace: true }]);
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json().build;
    await runBookBuild(testApp.app.bookBuilds.context, id);
    const done = (
      await testApp.app.inject({
        method: "GET",
        url: `/api/books/builds/${id}`,
        headers: bearer(owner),
      })
    ).json().build;
    expect(done, JSON.stringify(done.error)).toMatchObject({ status: "done" });
    expect(done.preflight.findings).toEqual([]);
    const file = await testApp.app.inject({
      method: "GET",
      url: `/api/books/builds/${id}/file`,
      headers: bearer(owner),
    });
    const pdf = await PDFDocument.load(file.rawPayload);
    const imagePages = pdf
      .getPages()
      .map((_, index) => index)
      .filter((index) => /\bDo\b/.test(pageContent(pdf, index)));
    expect(imagePages).toHaveLength(1);
    const [page] = imagePages as [number];
    // Zero-based even index: a right-hand (odd-numbered) page; the one after draws nothing.
    expect(page % 2).toBe(0);
    expect(pageContent(pdf, page + 1)).not.toMatch(/\b(S|s|f|F|B|b|Tj|TJ|Do)\b/);
  }, 60_000);

  it("refuses a 72 DPI PNG naming the field and the pixels it needs", async () => {
    const uploaded = await upload(owner, await picture(612, 792), "image/png");
    const { name } = uploaded.json();
    const refused = await build(owner, [{ name, trace: false }]);
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body.details?.[0]?.path ?? body.message).toContain("images.0.name");
    expect(body.message).toMatch(/612 × 792 pixels/);
    expect(body.message).toMatch(/at least \d{4} pixels wide or \d{4} pixels tall/);
  });

  it("refuses another member's image", async () => {
    const uploaded = await upload(other, await picture(2550, 3300), "image/png");
    const refused = await build(owner, [{ name: uploaded.json().name }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("images.0.name");
  });

  it("stores a plain SVG drawn at print size and refuses a hostile one", async () => {
    const plain = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 85 110" width="85" height="110"><circle cx="42" cy="55" r="30" fill="none" stroke="#000"/></svg>`;
    const stored = await upload(owner, new TextEncoder().encode(plain), "image/svg+xml");
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().height).toBe(3300);
    expect((await build(owner, [{ name: stored.json().name }])).statusCode).toBe(202);
    for (const hostile of [
      `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="file:///etc/passwd"/></svg>`,
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>`,
    ]) {
      const refused = await upload(owner, new TextEncoder().encode(hostile), "image/svg+xml");
      expect(refused.statusCode, hostile).toBe(400);
      expect(refused.json().message).toContain("file");
    }
  });

  it("traces a grey picture to black lines on white", async () => {
    const traced = await sharp(await traceToLineArt(await picture(600, 600)))
      .greyscale()
      .raw()
      .toBuffer();
    const values = new Set(traced);
    expect([...values].every((value) => value === 0 || value === 255)).toBe(true);
    const black = traced.filter((value) => value === 0).length;
    // The disc's outline, not its fill: a thin ring of black on a white page.
    expect(black).toBeGreaterThan(0);
    expect(black / traced.length).toBeLessThan(0.1);
  });
});
