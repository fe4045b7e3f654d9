import { blogCategories, blogPosts } from "@inkforge/domain/blog/index";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncBlogContent } from "../../src/db/queries/blog";
import { buildTestApp, type TestApp } from "../helper";

describe("content feeds (spec §7.14)", () => {
  let testApp: TestApp;
  let configured: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await syncBlogContent(testApp.db, { categories: blogCategories, posts: blogPosts });
    configured = await buildTestApp({
      env: {
        VIDEO_CHANNEL_URL: "https://video.example.com/@inkforge",
        COMMUNITY_GROUP_URL: "https://groups.example.com/kdp-authors",
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await configured.close();
  });

  const get = (app: TestApp, url: string) => app.app.inject({ method: "GET", url });

  it("home: the six newest articles as tutorials, and no invented testimonials", async () => {
    const response = await get(testApp, "/api/content/home");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.testimonials).toEqual([]);
    expect(body.tutorials).toHaveLength(6);
    const dates = body.tutorials.map((post: { date: string }) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.tutorials[0].title).toBe("When KDP blocks your book: how to respond");
  });

  it("cards: the courses always; the channel and group only when configured", async () => {
    const courses = (await get(testApp, "/api/content/cards/courses")).json();
    expect(courses.map((card: { href: string }) => card.href)).toEqual([
      "/courses/masterclass",
      "/courses/kdp-basics",
    ]);
    expect(courses[0].description).toContain("80 written lessons");
    expect((await get(testApp, "/api/content/cards/yt")).json()).toEqual([]);
    expect((await get(testApp, "/api/content/cards/fb")).json()).toEqual([]);
    expect((await get(configured, "/api/content/cards/yt")).json()[0].href).toBe(
      "https://video.example.com/@inkforge",
    );
    expect((await get(configured, "/api/content/cards/fb")).json()[0].href).toBe(
      "https://groups.example.com/kdp-authors",
    );
    const bad = await get(testApp, "/api/content/cards/tiktok");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe("kind");
  });

  it("makerhowto: collections whose links_list holds the category's articles and its tool", async () => {
    const collections = (await get(testApp, "/api/content/makerhowto")).json();
    const covers = collections.find((item: { id: string }) => item.id === "covers");
    expect(covers.title).toBe("Covers & formatting");
    expect(covers.links_list).toContainEqual({
      title: "Spine width: the formula KDP uses, with worked examples",
      href: "/blog/paperback-spine-width-formula",
    });
    expect(covers.links_list.at(-1)).toEqual({
      title: "Cover template generator",
      href: "/kdp-cover-template-generator",
    });
    for (const collection of collections) expect(collection.links_list.length).toBeGreaterThan(1);
  });

  it("ads: the site's own paid plans, cacheable", async () => {
    const response = await get(testApp, "/api/ads");
    expect(response.headers["cache-control"]).toContain("max-age");
    const ads = response.json();
    expect(ads.length).toBeGreaterThan(2);
    expect(ads.every((ad: { href: string }) => ad.href === "/pricing")).toBe(true);
    expect(ads.map((ad: { id: string }) => ad.id)).not.toContain("free");
  });
});
