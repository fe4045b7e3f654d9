import {
  courseSchema,
  downloadItemSchema,
  featureLimitsResponseSchema,
  merchItemSchema,
  shopItemSchema,
} from "@inkforge/domain/contracts/shop";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { back, buyOnce, get, post } from "../shop-helpers";
import { type StandInServer, sendJson, startHttpStandIn } from "../stand-ins/http-server";

const now = new Date("2026-11-21T10:00:00.000Z");

const isAscendingByIndex = (items: Array<{ index: number }>) =>
  items.every((item, position) => position === 0 || items[position - 1]!.index <= item.index);

describe("catalogue endpoints", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => now });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("GET /api/features lists feature items by index with prices and product ids", async () => {
    const response = await get(testApp.app, "/api/features");
    expect(response.statusCode).toBe(200);
    const items = response.json();
    expect(items.every((item: unknown) => shopItemSchema.safeParse(item).success)).toBe(true);
    expect(items.every((item: { feature_type: string }) => item.feature_type === "feature")).toBe(
      true,
    );
    expect(isAscendingByIndex(items)).toBe(true);
    expect(items[0]).toMatchObject({
      _id: "pro",
      index: 10,
      price: { month: 999, year: 9900, lifetime: 19900 },
      products: { month: "pro-monthly", year: "pro-yearly", lifetime: "pro-lifetime" },
      tier: "Pro",
    });
    // An item without an index sorts as 1000: after every indexed one.
    const basics = items.find((item: { _id: string }) => item._id === "kdp-basics-course");
    expect(basics.index).toBe(1000);
    expect(items.at(-1)._id).toBe("kdp-basics-course");
  });

  it("GET /api/shop lists the downloads by index (default 1000 last); categories by index", async () => {
    const items = (await get(testApp.app, "/api/shop")).json();
    expect(items.map((item: { _id: string }) => item._id)).toEqual([
      "keyword-research-workbook",
      "ads-keyword-starter-list",
      "kdp-launch-checklist",
      "cover-size-cheat-sheet",
    ]);
    expect(items.map((item: { index: number }) => item.index)).toEqual([900, 910, 1000, 1000]);
    expect(items[0].file).toEqual({
      name: "keyword-research-workbook.pdf",
      sizeBytes: 31_631,
      contentType: "application/pdf",
    });
    const free = (await get(testApp.app, "/api/shop?category=free")).json();
    expect(free.map((item: { _id: string }) => item._id)).toEqual([
      "kdp-launch-checklist",
      "cover-size-cheat-sheet",
    ]);
    const categories = (await get(testApp.app, "/api/shop/categories")).json();
    expect(categories[0]).toEqual({ _id: "plans", name: "Plans", index: 10 });
    expect(isAscendingByIndex(categories)).toBe(true);
  });

  it("views one item by offer or product id, its file, and 404s unknown ids", async () => {
    const byOffer = (await get(testApp.app, "/api/shop/viewproduct/hot-niches")).json();
    const byProduct = (await get(testApp.app, "/api/shop/viewproduct/hot-niches-monthly")).json();
    expect(byProduct).toEqual(byOffer);
    expect(byOffer).toMatchObject({ offering: "both", price: { month: 1499, lifetime: 17900 } });
    expect((await get(testApp.app, "/api/features/viewproduct/pro-max")).json().tier).toBe(
      "Pro Max",
    );
    expect(
      (await get(testApp.app, "/api/features/viewproduct/kdp-launch-checklist")).statusCode,
    ).toBe(404);
    expect(
      (await get(testApp.app, "/api/shop/file/ads-keyword-starter-list")).json(),
    ).toMatchObject({
      contentType: "text/csv",
    });
    expect((await get(testApp.app, "/api/shop/file/pro")).statusCode).toBe(404);
    const missing = await get(testApp.app, "/api/shop/viewproduct/nothing-here");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ name: "Error", code: "NOT_FOUND" });
  });

  it("GET /api/features/shop/{id} lists the items that give a feature, without a token", async () => {
    const items = (await get(testApp.app, "/api/features/shop/masterclass")).json();
    expect(items.map((item: { _id: string }) => item._id)).toEqual(["supreme", "masterclass"]);
    expect((await get(testApp.app, "/api/features/shop/unknown-feature")).statusCode).toBe(404);
  });

  it("merch: items by index (default 1000 last), categories, one item", async () => {
    const items = (await get(testApp.app, "/api/merch")).json();
    expect(items.every((item: unknown) => merchItemSchema.safeParse(item).success)).toBe(true);
    expect(items.map((item: { _id: string; index: number }) => [item._id, item.index])).toEqual([
      ["author-notebook", 10],
      ["write-publish-repeat-mug", 20],
      ["book-tote", 1000],
    ]);
    expect((await get(testApp.app, "/api/merch/categories")).json()).toHaveLength(3);
    expect((await get(testApp.app, "/api/merch/viewproduct/book-tote")).json().price).toBe(1800);
    expect((await get(testApp.app, "/api/merch/viewproduct/nope")).statusCode).toBe(404);
  });
});

describe("feature checks, downloads and courses of a buyer", () => {
  let testApp: TestApp;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    testApp = await buildTestApp({
      now: () => now,
      env: { FEATURE_ACCESS_EXCLUDED_ID: "arc-reviews" },
    });
    token = await registerUser(testApp.app, "reader@example.com");
    otherToken = await registerUser(testApp.app, "stranger@example.com");
    await buyOnce(testApp.app, token, [
      "supreme-lifetime",
      "keyword-research-workbook",
      "ads-keyword-starter-list",
    ]);
    await post(testApp.app, "/api/features/freepaynow", token, {
      items: [{ product_id: "kdp-launch-checklist" }],
      ...back,
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("/api/fc answers the owned entries; /api/fc/{id} the spec's check", async () => {
    const all = (await get(testApp.app, "/api/fc", token)).json();
    expect(all.simple.length).toBeGreaterThan(5);
    expect(all.simple[0]).toHaveProperty("feature_shop._id");
    expect((await get(testApp.app, "/api/fc/masterclass", token)).json()).toEqual({
      _id: "masterclass",
      access: true,
    });
    expect((await get(testApp.app, "/api/fc/masterclass", otherToken)).json().access).toBe(false);
    // The configured excluded id never grants access.
    const everything = (await get(testApp.app, "/api/fc/all", token)).json();
    expect(everything.find((row: { _id: string }) => row._id === "supreme")).toEqual({
      _id: "supreme",
      access: true,
      owned: true,
    });
    expect(everything.find((row: { _id: string }) => row._id === "arc-reviews").access).toBe(false);
    expect((await get(testApp.app, "/api/fc", undefined)).statusCode).toBe(401);
  });

  it("byname, byproduct and lifetime", async () => {
    expect((await get(testApp.app, "/api/fc/byname/hotNiches", token)).json()).toEqual({
      _id: "hot-niches",
      access: true,
    });
    expect((await get(testApp.app, "/api/fc/byname/no-such-name", token)).statusCode).toBe(404);
    expect(
      (await get(testApp.app, "/api/fc/byproduct/supreme-lifetime", token)).json().access,
    ).toBe(true);
    expect((await get(testApp.app, "/api/fc/byproduct/pro-monthly", token)).json().access).toBe(
      true,
    );
    expect(
      (await get(testApp.app, "/api/fc/byproduct/supreme-lifetime", otherToken)).json().access,
    ).toBe(false);
    expect((await get(testApp.app, "/api/fc/lifetime/supreme", token)).json().access).toBe(true);
    expect((await get(testApp.app, "/api/fc/lifetime/nothing", token)).statusCode).toBe(404);
  });

  it("limits: the tier and each capability", async () => {
    const limits = (await get(testApp.app, "/api/features/limits", token)).json();
    expect(featureLimitsResponseSchema.safeParse(limits).success).toBe(true);
    expect(limits.tier).toBe("Supreme");
    const fromSubscriptions = (
      await get(testApp.app, "/api/features/limits-subscription", token)
    ).json();
    expect(fromSubscriptions.tier).toBe("Free");
  });

  it("downloads: listed, viewed, streamed with Content-Length to the owner only", async () => {
    const list = (await get(testApp.app, "/api/download/list", token)).json();
    expect(list.every((item: unknown) => downloadItemSchema.safeParse(item).success)).toBe(true);
    // The buyer joined just now, so Supreme lifetime came at the new-member price, with its
    // bonus book (decision 0072).
    expect(list.map((item: { product_id: string }) => item.product_id).sort()).toEqual([
      "ads-keyword-starter-list",
      "inkforge-field-guide",
      "kdp-launch-checklist",
      "keyword-research-workbook",
    ]);
    const workbook = list.find(
      (item: { product_id: string }) => item.product_id === "keyword-research-workbook",
    );
    expect((await get(testApp.app, `/api/download/view/${workbook._id}`, token)).json()).toEqual(
      workbook,
    );
    expect(
      (
        await get(testApp.app, "/api/download/viewbyproduct/keyword-research-workbook", token)
      ).json(),
    ).toEqual(workbook);

    const file = await get(testApp.app, `/api/download/filestream/${workbook._id}`, token);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain(
      'attachment; filename="keyword-research-workbook.pdf"',
    );
    expect(Number(file.headers["content-length"])).toBe(file.rawPayload.length);
    // The size the shop and /me show is the size of the file sent.
    expect(file.rawPayload.length).toBe(workbook.file.sizeBytes);
    expect(file.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(file.rawPayload.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);

    const csvItem = list.find(
      (item: { product_id: string }) => item.product_id === "ads-keyword-starter-list",
    );
    const csv = await get(testApp.app, `/api/download/filestream/${csvItem._id}`, token);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.split("\r\n")[0]).toBe("genre,keyword,match_type,characters");

    for (const url of [
      `/api/download/filestream/${workbook._id}`,
      `/api/download/view/${workbook._id}`,
      "/api/download/viewbyproduct/keyword-research-workbook",
    ]) {
      const foreign = await get(testApp.app, url, otherToken);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe("NOT_FOUND");
    }
    expect((await get(testApp.app, "/api/download/list", otherToken)).json()).toEqual([]);
  });

  it("lessons: the owner reads each lesson's text with its neighbours; others and strangers get 404", async () => {
    const first = await get(
      testApp.app,
      "/api/courses/masterclass/lessons/masterclass-m1-l1",
      token,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      _id: "masterclass-m1-l1",
      course_id: "masterclass",
      module_title: "Getting started on KDP",
      title: "Welcome and how to use this course",
      previous_lesson_id: null,
      next_lesson_id: "masterclass-m1-l2",
      position: 1,
      lesson_count: 80,
      video_url: null,
    });
    expect(first.json().body.length).toBeGreaterThan(200);
    const royalties = (
      await get(testApp.app, "/api/courses/masterclass/lessons/masterclass-m1-l4", token)
    ).json();
    // The lesson quotes the royalty calculator's worked example.
    expect(royalties.body).toContain("$1.39 per sale at $9.99");
    const last = (
      await get(testApp.app, "/api/courses/masterclass/lessons/masterclass-m8-l10", token)
    ).json();
    expect(last.next_lesson_id).toBeNull();
    expect(last.previous_lesson_id).toBe("masterclass-m8-l9");
    for (const [url, who] of [
      ["/api/courses/masterclass/lessons/masterclass-m1-l1", otherToken],
      ["/api/courses/masterclass/lessons/kdp-basics-m1-l1", token],
      ["/api/courses/masterclass/lessons/no-such-lesson", token],
      ["/api/courses/no-such-course/lessons/masterclass-m1-l1", token],
    ] as const) {
      expect((await get(testApp.app, url, who)).statusCode, url).toBe(404);
    }
    expect(
      (
        await testApp.app.inject({
          method: "GET",
          url: "/api/courses/masterclass/lessons/masterclass-m1-l1",
        })
      ).statusCode,
    ).toBe(401);
  });

  it("courses: the owner's list, status and progress; others get 404", async () => {
    const courses = (await get(testApp.app, "/api/courses/by-user", token)).json();
    expect(courses.every((course: unknown) => courseSchema.safeParse(course).success)).toBe(true);
    expect(courses.map((course: { _id: string }) => course._id)).toEqual(["masterclass"]);
    const lessons = courses[0].modules[0].lessons;
    expect(courses[0].modules.flatMap((m: { lessons: unknown[] }) => m.lessons)).toHaveLength(80);

    const initial = (
      await get(testApp.app, "/api/courses/course-status/masterclass", token)
    ).json();
    expect(initial).toEqual({
      course_id: "masterclass",
      completed_lessons: [],
      percent_complete: 0,
      last_lesson_id: null,
    });
    const marked = await post(testApp.app, "/api/courses/course-status/masterclass", token, {
      lesson_id: lessons[1]._id,
    });
    expect(marked.json()).toMatchObject({
      completed_lessons: [lessons[1]._id],
      percent_complete: 1,
      last_lesson_id: lessons[1]._id,
    });
    const bad = await post(testApp.app, "/api/courses/course-status/masterclass", token, {
      lesson_id: "kdp-basics-m1-l1",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe("lesson_id");
    expect(
      (await get(testApp.app, "/api/courses/course-status/masterclass", otherToken)).statusCode,
    ).toBe(404);
    expect(
      (
        await post(testApp.app, "/api/courses/course-status/masterclass", otherToken, {
          lesson_id: lessons[0]._id,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("GET /api/geo", () => {
  let lookup: StandInServer;
  const apps: TestApp[] = [];
  const secret = "geo-secret-value";
  let trusting: TestApp;
  let untrusting: TestApp;
  let unknown: TestApp;

  beforeAll(async () => {
    lookup = await startHttpStandIn((request, response, url) => {
      if (request.headers["x-geo-key"] !== secret) return sendJson(response, 401, {});
      const ip = url.searchParams.get("ip");
      sendJson(response, 200, ip === "198.51.100.9" ? { country: "de" } : { country_code: "NG" });
    });
    const lookupEnv = {
      GEO_LOOKUP_URL: `${lookup.origin}/v1/country`,
      GEO_LOOKUP_HEADER: "X-Geo-Key",
    };
    trusting = await buildTestApp({
      now: () => now,
      env: { ...lookupEnv, GEO_LOOKUP_SECRET: secret, TRUST_PROXY: "true" },
    });
    untrusting = await buildTestApp({
      now: () => now,
      env: { ...lookupEnv, GEO_LOOKUP_SECRET: "wrong", DEFAULT_COUNTRY: "fr" },
    });
    unknown = await buildTestApp({ now: () => now, env: { DEFAULT_COUNTRY: "none" } });
    apps.push(trusting, untrusting, unknown);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await lookup.close();
  });

  async function geo(testApp: TestApp, headers: Record<string, string>, ip = "198.51.100.9") {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/geo",
      headers,
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
    return response;
  }

  it("reads a trusted proxy's header only when TRUST_PROXY is on", async () => {
    const trusted = await geo(trusting, { "cf-ipcountry": "gb" });
    expect(trusted.json()).toEqual({
      country: "GB",
      paymentButton: true,
      source: "header",
      ip: "198.51.100.9",
    });
    const alias = await geo(trusting, { "x-country-code": "EGY" });
    expect(alias.json()).toMatchObject({ country: "EG", paymentButton: true });
    const spoofed = await geo(untrusting, { "cf-ipcountry": "GB", "x-country-code": "GB" });
    expect(spoofed.json()).toEqual({
      country: "FR",
      paymentButton: false,
      source: "default",
      ip: "198.51.100.9",
    });
  });

  it("asks the lookup service with the secret header, server-side", async () => {
    const germany = await geo(trusting, { "cf-ipcountry": "XX" });
    expect(germany.json()).toEqual({
      country: "DE",
      paymentButton: true,
      source: "lookup",
      ip: "198.51.100.9",
    });
    expect(germany.body).not.toContain(secret);
    const nigeria = await geo(trusting, {}, "192.0.2.44");
    expect(nigeria.json()).toEqual({
      country: "NG",
      paymentButton: false,
      source: "lookup",
      ip: "192.0.2.44",
    });
    expect(lookup.requests.at(-1)!.url).toBe("/v1/country?ip=192.0.2.44");
  });

  it("falls back to DEFAULT_COUNTRY (US in demo mode) when there is no answer, else none", async () => {
    expect((await geo(unknown, {})).json()).toEqual({
      country: null,
      paymentButton: false,
      source: "none",
      ip: "198.51.100.9",
    });
    const testApp = await buildTestApp({ now: () => now });
    apps.push(testApp);
    expect((await geo(testApp, {})).json()).toEqual({
      country: "US",
      paymentButton: true,
      source: "default",
      ip: "198.51.100.9",
    });
  });
});
