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

  it("serves a cover at the width the public page shows it, drawn once and kept", async () => {
    const response = await upload(owner, await jpegWithMetadata(1000, 1600), "cover");
    expect(response.statusCode, response.body).toBe(200);
    const { key } = response.json();
    // Drawn with the upload, so no reader waits for it.
    expect(await testApp.app.fileStorage.get(key.replace(/\.webp$/, "-w320.webp"))).not.toBeNull();
    const url = `/api/v1/${key.replace("author-pages/", "author-pages/images/")}`;
    const full = await testApp.app.inject({ method: "GET", url });
    const small = await testApp.app.inject({ method: "GET", url: `${url}?w=320` });
    expect([small.statusCode, small.headers["content-type"]]).toEqual([200, "image/webp"]);
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 512]);
    expect(small.rawPayload.length).toBeLessThan(full.rawPayload.length);
    // Kept beside the upload through the storage adapter: the second reader gets the same bytes.
    const variantKey = key.replace(/\.webp$/, "-w320.webp");
    const again = await testApp.app.inject({ method: "GET", url: `${url}?w=320` });
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true);
    // An image stored before the widths existed is drawn for its first reader, then kept.
    const { key: older } = (
      await upload(owner, await jpegWithMetadata(1000, 1600), "cover")
    ).json();
    const olderVariant = older.replace(/\.webp$/, "-w320.webp");
    await testApp.app.fileStorage.delete(olderVariant);
    const olderUrl = `/api/v1/${older.replace("author-pages/", "author-pages/images/")}?w=320`;
    const drawn = await testApp.app.inject({ method: "GET", url: olderUrl });
    expect([drawn.statusCode, (await sharp(drawn.rawPayload).metadata()).width]).toEqual([
      200, 320,
    ]);
    expect(await testApp.app.fileStorage.get(olderVariant)).not.toBeNull();
    // Only the listed widths: any other is refused, naming the field; no other key is readable.
    const odd = await testApp.app.inject({ method: "GET", url: `${url}?w=4000` });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().details[0].path).toBe("w");
    const variantUrl = `/api/v1/${variantKey.replace("author-pages/", "author-pages/images/")}`;
    expect((await testApp.app.inject({ method: "GET", url: variantUrl })).statusCode).toBe(404);
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
