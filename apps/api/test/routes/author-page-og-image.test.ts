import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownedFeatures } from "../../src/db/schema";
import { bearer, multipartBody, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { userIdOf } from "../shop-helpers";

// Issue 30: the Open Graph image made from the cover and the pen name (decision 0130).

const COVER_RGB = { r: 200, g: 30, b: 40 };
/** The midnight theme's background. */
const MIDNIGHT_BG = { r: 0x11, g: 0x13, b: 0x1a };

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at], g: data[at + 1], b: data[at + 2] };
}

const near = (a: { r?: number; g?: number; b?: number }, b: { r: number; g: number; b: number }) =>
  Math.abs((a.r ?? -99) - b.r) + Math.abs((a.g ?? -99) - b.g) + Math.abs((a.b ?? -99) - b.b) < 30;

describe("the author page's Open Graph image", () => {
  let testApp: TestApp;
  let owner: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    owner = await registerUser(testApp.app, "og-owner@example.test");
    await testApp.db.insert(ownedFeatures).values({
      userId: await userIdOf(testApp.db, "og-owner@example.test"),
      featureId: "author-page-builder",
      shopId: "author-page-builder-lifetime",
      period: "lifetime",
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const send = (method: "GET" | "PUT" | "POST", url: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: bearer(owner),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function uploadCover(): Promise<string> {
    const png = await sharp({
      create: { width: 500, height: 800, channels: 3, background: COVER_RGB },
    })
      .png()
      .toBuffer();
    const { payload, headers } = await multipartBody({
      file: new Blob([new Uint8Array(png)], { type: "image/png" }),
    });
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/author-page/images?kind=cover",
      payload,
      headers: { ...headers, ...bearer(owner) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().key;
  }

  it("is drawn on publish from the first cover and the pen name, stored, and served 1200×630", async () => {
    const cover = await uploadCover();
    const draft = {
      slug: "og-owner",
      penName: "Tom & <Jerry>",
      tagline: "Sea stories for long evenings",
      theme: "midnight",
      books: [
        { id: "a", title: "No cover" },
        { id: "b", title: "The Tide", coverImage: cover },
      ],
    };
    expect((await send("PUT", "/api/v1/author-page", draft)).statusCode).toBe(200);
    // Nobody can fetch the image of a page that is not published.
    expect((await send("GET", "/api/v1/author-pages/og-owner/og-image")).statusCode).toBe(404);
    expect((await send("POST", "/api/v1/author-page/publish")).statusCode).toBe(200);

    const { ogImageVersion } = (await send("GET", "/api/v1/author-pages/og-owner")).json();
    expect(ogImageVersion).toMatch(/^[0-9a-f]{16}$/);
    // Drawn at publish time: already in storage before any reader asked.
    const page = await testApp.db.query.authorPages.findFirst();
    const key = `author-pages/og/${page?.id}/${ogImageVersion}.png`;
    expect(await testApp.app.fileStorage.stat(key)).not.toBeNull();

    const image = await send("GET", `/api/v1/author-pages/og-owner/og-image?v=${ogImageVersion}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    // The cover on the left, the theme's background on the right, the pen name in between.
    expect(near(await pixel(image.rawPayload, 150, 315), COVER_RGB)).toBe(true);
    expect(near(await pixel(image.rawPayload, 1180, 20), MIDNIGHT_BG)).toBe(true);
    const { data } = await sharp(image.rawPayload)
      .extract({ left: 500, top: 100, width: 620, height: 430 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data.some((v) => v > 200)).toBe(true);

    // A new face gives a new version; the old URL still answers, but only for an hour.
    await send("PUT", "/api/v1/author-page", { ...draft, penName: "Jane Quill" });
    await send("POST", "/api/v1/author-page/publish");
    const next = (await send("GET", "/api/v1/author-pages/og-owner")).json().ogImageVersion;
    expect(next).not.toBe(ogImageVersion);
    const stale = await send("GET", `/api/v1/author-pages/og-owner/og-image?v=${ogImageVersion}`);
    expect(stale.statusCode).toBe(200);
    expect(stale.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("draws a page without pictures, and answers 404 once it is unpublished", async () => {
    await send("PUT", "/api/v1/author-page", { slug: "og-owner", penName: "Plain Name" });
    await send("POST", "/api/v1/author-page/publish");
    const image = await send("GET", "/api/v1/author-pages/og-owner/og-image");
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1200);
    await send("POST", "/api/v1/author-page/unpublish");
    expect((await send("GET", "/api/v1/author-pages/og-owner/og-image")).statusCode).toBe(404);
  });
});
