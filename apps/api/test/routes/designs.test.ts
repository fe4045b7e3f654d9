import { LIMITED_ENTRY_LIMIT } from "@inkforge/domain/shop/availability";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownedFeatures, toolUsage } from "../../src/db/schema";
import { bearer, multipartBody, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { userIdOf } from "../shop-helpers";

/* Designs saved to the account (issue 31, decision 0113). */

describe("designs saved to the account", () => {
  let testApp: TestApp;
  let owner: string;
  let other: string;
  let free: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    owner = await registerUser(testApp.app, "designer@example.test");
    other = await registerUser(testApp.app, "other-designer@example.test");
    free = await registerUser(testApp.app, "free-designer@example.test");
    for (const email of ["designer@example.test", "other-designer@example.test"]) {
      await testApp.db.insert(ownedFeatures).values({
        userId: await userIdOf(testApp.db, email),
        featureId: "creative-bundle",
        shopId: "creative-bundle-lifetime",
        period: "lifetime",
      });
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (
    token: string,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const aPlusPage = (headline: string) => ({
    modules: [{ type: "standard-header-image-text", headline, image: null }],
  });

  it("creates, lists, opens, saves versions, duplicates and deletes a design", async () => {
    const created = await call(owner, "POST", "/api/v1/designs", {
      kind: "a-plus",
      name: "  Garden A+ page ",
      document: aPlusPage("Grow more"),
    });
    expect(created.statusCode, created.body).toBe(201);
    const design = created.json();
    expect(design).toMatchObject({ kind: "a-plus", name: "Garden A+ page", version: 1 });

    const saved = await call(owner, "PUT", `/api/v1/designs/${design.id}`, {
      document: aPlusPage("Grow even more"),
      baseVersion: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, document: aPlusPage("Grow even more") });

    // Two autosaves in a row leave one autosave row behind the deliberate save.
    for (const [base, headline] of [
      [2, "typing"],
      [3, "typing more"],
    ] as const) {
      const autosaved = await call(owner, "PUT", `/api/v1/designs/${design.id}`, {
        document: aPlusPage(headline),
        baseVersion: base,
        autosave: true,
      });
      expect(autosaved.statusCode, autosaved.body).toBe(200);
    }
    const versions = (await call(owner, "GET", `/api/v1/designs/${design.id}/versions`)).json();
    expect(
      versions.versions.map((v: { version: number; autosave: boolean }) => [v.version, v.autosave]),
    ).toEqual([
      [4, true],
      [2, false],
      [1, false],
    ]);
    const first = await call(owner, "GET", `/api/v1/designs/${design.id}/versions/1`);
    expect(first.json().document).toEqual(aPlusPage("Grow more"));

    // Another browser still on version 2 does not overwrite version 4.
    const stale = await call(owner, "PUT", `/api/v1/designs/${design.id}`, {
      document: aPlusPage("old tab"),
      baseVersion: 2,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call(owner, "GET", `/api/v1/designs/${design.id}`)).json().document).toEqual(
      aPlusPage("typing more"),
    );

    const copy = await call(owner, "POST", `/api/v1/designs/${design.id}/duplicate`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ name: "Garden A+ page (copy)", version: 1 });
    expect(copy.json().document).toEqual(aPlusPage("typing more"));

    const list = (await call(owner, "GET", "/api/v1/designs?kind=a-plus")).json();
    expect(list.limit).toBeNull();
    expect(list.designs.map((d: { id: string }) => d.id).sort()).toEqual(
      [design.id, copy.json().id].sort(),
    );

    expect((await call(owner, "DELETE", `/api/v1/designs/${design.id}`)).statusCode).toBe(204);
    expect((await call(owner, "GET", `/api/v1/designs/${design.id}`)).statusCode).toBe(404);
  });

  it("records a use of the editor for each save the member asks for, never for an autosave", async () => {
    const userId = await userIdOf(testApp.db, "designer@example.test");
    const uses = async () =>
      (
        await testApp.db
          .select()
          .from(toolUsage)
          .where(and(eq(toolUsage.userId, userId), eq(toolUsage.toolId, "book-cover-designer")))
      ).length;
    const before = await uses();
    const created = await call(owner, "POST", "/api/v1/designs", {
      kind: "cover",
      name: "Points cover",
      document: { title: "Points" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await uses()).toBe(before + 1);
    const id = created.json().id as string;
    const autosaved = await call(owner, "PUT", `/api/v1/designs/${id}`, {
      document: { title: "Points, typing" },
      baseVersion: 1,
      autosave: true,
    });
    expect(autosaved.statusCode, autosaved.body).toBe(200);
    expect(await uses()).toBe(before + 1);
    const saved = await call(owner, "PUT", `/api/v1/designs/${id}`, {
      document: { title: "Points, saved" },
      baseVersion: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await uses()).toBe(before + 2);
  });

  it("answers 404 for another member's design and changes nothing", async () => {
    const created = await call(owner, "POST", "/api/v1/designs", {
      kind: "cover",
      name: "Mine",
      document: { title: "Mine" },
    });
    const { id } = created.json();
    expect((await call(other, "GET", `/api/v1/designs/${id}`)).statusCode).toBe(404);
    const put = await call(other, "PUT", `/api/v1/designs/${id}`, {
      document: { title: "Theirs" },
      baseVersion: 1,
    });
    expect(put.statusCode).toBe(404);
    expect((await call(other, "DELETE", `/api/v1/designs/${id}`)).statusCode).toBe(404);
    expect((await call(other, "GET", "/api/v1/designs")).json().designs).toEqual([]);
    expect((await call(owner, "GET", `/api/v1/designs/${id}`)).json().document).toEqual({
      title: "Mine",
    });
  });

  it.each([
    [{ kind: "poster", name: "x", document: {} }, "kind"],
    [{ kind: "cover", name: "   ", document: {} }, "name"],
    [{ kind: "cover", name: "x", document: [] }, "document"],
    [{ kind: "cover", name: "x", document: { big: "x".repeat(300_000) } }, "document"],
    [
      { kind: "cover", name: "x", document: { image: "data:image/png;base64,iVBORw0KGgo=" } },
      "document",
    ],
  ])("refuses bad input with 400 naming the field (%#)", async (body, field) => {
    const response = await call(owner, "POST", "/api/v1/designs", body);
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it("keeps a Free member to the plan's number of designs and none for patterns", async () => {
    for (let i = 0; i < LIMITED_ENTRY_LIMIT; i += 1) {
      const ok = await call(free, "POST", "/api/v1/designs", {
        kind: "a-plus",
        name: `Page ${i}`,
        document: {},
      });
      expect(ok.statusCode, ok.body).toBe(201);
    }
    const over = await call(free, "POST", "/api/v1/designs", {
      kind: "a-plus",
      name: "One more",
      document: {},
    });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toContain("Creative Bundle");
    const pattern = await call(free, "POST", "/api/v1/designs", {
      kind: "pattern",
      name: "Dots",
      document: {},
    });
    expect(pattern.statusCode).toBe(403);
    expect((await call(free, "GET", "/api/v1/designs?kind=a-plus")).json().limit).toBe(
      LIMITED_ENTRY_LIMIT,
    );
  });

  async function upload(token: string, file: Blob) {
    const { payload, headers } = await multipartBody({ file });
    return testApp.app.inject({
      method: "POST",
      url: "/api/v1/designs/images",
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  }

  it("re-encodes an image at its own size and lets only its owner read it", async () => {
    const jpeg = await sharp({
      create: { width: 970, height: 600, channels: 3, background: { r: 10, g: 120, b: 90 } },
    })
      .jpeg()
      .withExif({ IFD0: { Make: "SecretCam" } })
      .toBuffer();
    const response = await upload(owner, new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }));
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json();
    expect(image.name).toMatch(/^[0-9a-f]{24}\.png$/);
    expect([image.width, image.height]).toEqual([970, 600]);

    const served = await call(owner, "GET", `/api/v1/designs/images/${image.name}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["png", 970, 600, undefined]);

    expect((await call(other, "GET", `/api/v1/designs/images/${image.name}`)).statusCode).toBe(404);
  });

  it("refuses a file that is not an image, and an empty one", async () => {
    const text = await upload(owner, new Blob(["just some words"], { type: "image/png" }));
    expect(text.statusCode).toBe(415);
    // SVG is taken since decision 0125, but one that runs script is refused, naming the field.
    const script = await upload(owner, new Blob(["<svg onload=alert(1)>"], { type: "image/png" }));
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toContain("file");
    const empty = await upload(owner, new Blob([], { type: "image/png" }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("file");
  });
});
