import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownedFeatures } from "../../src/db/schema";
import { bearer, multipartBody, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { userIdOf } from "../shop-helpers";

const URL = "/api/v1/author-page/images";

/** A JPEG carrying EXIF metadata (camera make and a comment) that must not survive. */
async function jpegWithMetadata(width: number, height: number): Promise<Blob> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam", ImageDescription: "home address here" } })
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });
}

describe("author page images", () => {
  let testApp: TestApp;
  let owner: string;
  let free: string;
  let ownerId: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    owner = await registerUser(testApp.app, "img-owner@example.test");
    free = await registerUser(testApp.app, "img-free@example.test");
    ownerId = await userIdOf(testApp.db, "img-owner@example.test");
    await testApp.db.insert(ownedFeatures).values({
      userId: ownerId,
      featureId: "author-page-builder",
      shopId: "author-page-builder-lifetime",
      period: "lifetime",
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function upload(token: string, file: Blob, kind = "photo") {
    const { payload, headers } = await multipartBody({ file });
    return testApp.app.inject({
      method: "POST",
      url: `${URL}?kind=${kind}`,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  }

  it("re-encodes an upload as a resized WebP without its metadata and serves it", async () => {
    const response = await upload(owner, await jpegWithMetadata(1600, 1200));
    expect(response.statusCode, response.body).toBe(200);
    const { key, width, height } = response.json();
    expect(key).toMatch(new RegExp(`^author-pages/${ownerId}/photo-[0-9a-f]{24}\\.webp$`));
    expect([width, height]).toEqual([800, 600]);

    const served = await testApp.app.inject({
      method: "GET",
      url: `/api/v1/${key.replace("author-pages/", "author-pages/images/")}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("SecretCam"))).toBe(false);

    // The key can go into the owner's draft, but not into another member's.
    const saved = await testApp.app.inject({
      method: "PUT",
      url: "/api/v1/author-page",
      headers: bearer(owner),
      payload: { slug: "img-owner", penName: "Img", photo: key },
    });
    expect(saved.statusCode).toBe(200);
  });

  it.each([
    [
      "a text file posing as an image",
      new Blob(["<svg onload=alert(1)>"], { type: "image/png" }),
      415,
    ],
    [
      "a truncated PNG",
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])]),
      400,
    ],
    ["a file over 5 MB", new Blob([new Uint8Array(5 * 1024 * 1024 + 10).fill(0xff)]), 413],
  ])("refuses %s (%i)", async (_name, file, status) => {
    const response = await upload(owner, file);
    expect(response.statusCode).toBe(status);
  });

  it("is for owners of the feature only", async () => {
    const response = await upload(free, await jpegWithMetadata(10, 10));
    expect(response.statusCode).toBe(403);
  });

  it("refuses a draft naming an image that is not the member's own upload", async () => {
    const response = await testApp.app.inject({
      method: "PUT",
      url: "/api/v1/author-page",
      headers: bearer(owner),
      payload: {
        slug: "img-owner",
        penName: "Img",
        photo:
          "author-pages/00000000-0000-0000-0000-000000000000/photo-aaaaaaaaaaaaaaaaaaaaaaaa.webp",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("photo");
  });
});
