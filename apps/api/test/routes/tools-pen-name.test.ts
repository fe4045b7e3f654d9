import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import type { ErrorBody } from "../tools-helpers";

const url = (query: Record<string, string>) =>
  `/api/tools/pen-name?${new URLSearchParams(query).toString()}`;
const FAVOURITES = "/api/tools/pen-names/favourites";

describe("GET /api/tools/pen-name", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("answers names from the chosen country and gender, the same for the same seed", async () => {
    const query = { country: "FR", gender: "female", count: "5", seed: "paris", genre: "literary" };
    const first = await testApp.app.inject({ method: "GET", url: url(query) });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.names).toHaveLength(5);
    expect(body.initials).toBe("middle");
    for (const name of body.names) {
      expect(name).toMatchObject({ country: "FR", countryName: "France", gender: "female" });
      expect(name.name).toMatch(/^\S+ \p{Lu}\. .+$/u);
    }
    const again = await testApp.app.inject({ method: "GET", url: url(query) });
    expect(again.json()).toEqual(body);
  });

  it("answers ten names from any country by default", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/tools/pen-name" });
    expect(response.statusCode).toBe(200);
    expect(response.json().names).toHaveLength(10);
  });

  it.each<[string, Record<string, string>, string]>([
    ["country", { country: "ZZ" }, "country"],
    ["gender", { gender: "robot" }, "gender"],
    ["genre", { genre: "poetry" }, "genre"],
    ["initials", { initials: "three" }, "initials"],
    ["count above 20", { count: "21" }, "count"],
    ["count not a number", { count: "many" }, "count"],
    ["seed too long", { seed: "s".repeat(65) }, "seed"],
  ])("refuses a bad %s with 400 naming it", async (_label, query, field) => {
    const response = await testApp.app.inject({ method: "GET", url: url(query) });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((detail) => detail.path)).toEqual([field]);
  });
});

describe("the generators in the OpenAPI document", () => {
  it("describes each generator route", async () => {
    const testApp = await buildTestApp();
    try {
      const response = await testApp.app.inject({ method: "GET", url: "/docs/json" });
      expect(response.statusCode).toBe(200);
      type Operation = { operationId?: string };
      const paths = response.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
      expect(paths["/api/tools/pen-name"]?.get?.operationId).toBe("generatePenNames");
      expect(paths["/api/tools/pen-names/favourites"]?.get?.operationId).toBe(
        "listPenNameFavourites",
      );
      expect(paths["/api/tools/pen-names/favourites"]?.post?.operationId).toBe(
        "savePenNameFavourite",
      );
      expect(paths["/api/tools/pen-names/favourites/{id}"]?.delete?.operationId).toBe(
        "deletePenNameFavourite",
      );
      expect(paths["/api/tools/qr-code"]?.post?.operationId).toBe("createQrCode");
      expect(paths["/api/tools/word-frequencies"]?.post?.operationId).toBe("countWordFrequencies");
    } finally {
      await testApp.close();
    }
  });
});

describe("pen name favourites", () => {
  let testApp: TestApp;
  let ann: string;
  let bob: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    ann = await registerUser(testApp.app, "ann@example.test");
    bob = await registerUser(testApp.app, "bob@example.test");
  });

  afterAll(async () => {
    await testApp.close();
  });

  const save = (token: string, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: "POST",
      url: FAVOURITES,
      headers: bearer(token),
      payload,
      remoteAddress: nextAddress(),
    });
  const list = (token: string) =>
    testApp.app.inject({ method: "GET", url: FAVOURITES, headers: bearer(token) });

  it("needs a bearer token", async () => {
    expect((await testApp.app.inject({ method: "GET", url: FAVOURITES })).statusCode).toBe(401);
    const post = await testApp.app.inject({
      method: "POST",
      url: FAVOURITES,
      payload: { name: "Olivia Hartley" },
    });
    expect(post.statusCode).toBe(401);
  });

  it("saves a name once, lists it newest first, and only for its owner", async () => {
    const created = await save(ann, { name: "  Olivia J. Hartley ", country: "GB" });
    expect(created.statusCode).toBe(201);
    const favourite = created.json();
    expect(favourite).toMatchObject({ name: "Olivia J. Hartley", country: "GB" });
    expect(favourite.id).toMatch(/^[0-9a-f-]{36}$/);

    const again = await save(ann, { name: "Olivia J. Hartley", country: "GB" });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(favourite.id);

    const second = await save(ann, { name: "R. A. Moreau" });
    expect(second.statusCode).toBe(201);
    expect(second.json().country).toBeNull();

    const annList = await list(ann);
    expect(annList.statusCode).toBe(200);
    expect(
      annList
        .json()
        .map((item: { name: string }) => item.name)
        .sort(),
    ).toEqual(["Olivia J. Hartley", "R. A. Moreau"]);
    expect((await list(bob)).json()).toEqual([]);
  });

  it("refuses a famous author's name, naming the field, and stores nothing", async () => {
    const response = await save(bob, { name: "stephen KING" });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.details?.[0]?.path).toBe("name");
    expect(body.details?.[0]?.message).toContain("Stephen King");
    expect((await list(bob)).json()).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["a missing name", {}, "name"],
    ["a one-letter name", { name: "A" }, "name"],
    ["an 81-character name", { name: "A".repeat(81) }, "name"],
    ["an unknown country", { name: "Jane Hollow", country: "ZZ" }, "country"],
  ])("refuses %s with 400 naming it", async (_label, payload, field) => {
    const response = await save(bob, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().details?.map((detail) => detail.path)).toContain(field);
  });

  it("deletes only the owner's favourite: another user's answers 404 and it stays", async () => {
    const saved = (await save(ann, { name: "Mei Tanaka-Ross" })).json();
    const byBob = await testApp.app.inject({
      method: "DELETE",
      url: `${FAVOURITES}/${saved.id}`,
      headers: bearer(bob),
    });
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json<ErrorBody>().code).toBe("NOT_FOUND");
    expect((await list(ann)).json().map((item: { id: string }) => item.id)).toContain(saved.id);

    const byAnn = await testApp.app.inject({
      method: "DELETE",
      url: `${FAVOURITES}/${saved.id}`,
      headers: bearer(ann),
    });
    expect(byAnn.statusCode).toBe(204);
    expect((await list(ann)).json().map((item: { id: string }) => item.id)).not.toContain(saved.id);
    const twice = await testApp.app.inject({
      method: "DELETE",
      url: `${FAVOURITES}/${saved.id}`,
      headers: bearer(ann),
    });
    expect(twice.statusCode).toBe(404);
  });

  it("refuses a malformed id with 400 naming it", async () => {
    const response = await testApp.app.inject({
      method: "DELETE",
      url: `${FAVOURITES}/not-a-uuid`,
      headers: bearer(ann),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().details?.[0]?.path).toBe("id");
  });

  it("keeps at most 100 favourites per user", async () => {
    const carol = await registerUser(testApp.app, "carol@example.test");
    for (let index = 0; index < 100; index += 1) {
      expect((await save(carol, { name: `Pen Name ${index}` })).statusCode).toBe(201);
    }
    const over = await save(carol, { name: "Pen Name 100" });
    expect(over.statusCode).toBe(409);
    expect(over.json<ErrorBody>().code).toBe("CONFLICT");
    // Saving one she already has still answers it.
    expect((await save(carol, { name: "Pen Name 7" })).statusCode).toBe(200);
    expect((await list(carol)).json()).toHaveLength(100);
  });
});
