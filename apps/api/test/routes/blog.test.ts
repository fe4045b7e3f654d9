import { blogCategories, blogPosts } from "@inkforge/domain/blog/index";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findBlogPostById,
  listBlogPostSummaries,
  syncBlogContent,
} from "../../src/db/queries/blog";
import { comments } from "../../src/db/schema";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";

describe("blog API (spec §7.10)", () => {
  const now = new Date("2026-11-24T10:00:00.000Z");
  let testApp: TestApp;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => now });
    await syncBlogContent(testApp.db, { categories: blogCategories, posts: blogPosts });
    alice = await registerUser(testApp.app, "alice@example.com");
    bob = await registerUser(testApp.app, "bob@example.com");
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: "GET", url, headers });

  it("lists every seeded post in index order, with link, thumbnail and category", async () => {
    const response = await get("/api/blog");
    expect(response.statusCode).toBe(200);
    const posts = response.json() as {
      id: number;
      index: number;
      link: string;
      thumbnail: string;
      category: string;
    }[];
    expect(posts).toHaveLength(blogPosts.length);
    expect(posts.map((post) => post.index)).toEqual(
      [...posts.map((post) => post.index)].sort((a, b) => a - b),
    );
    expect(posts[0]).toMatchObject({
      link: `/blog/${blogPosts[0]?.slug}`,
      thumbnail: `/api/blog/thumbnail/${blogPosts[0]?.id}`,
      category: blogCategories.find((category) => category.id === blogPosts[0]?.categoryId)?.name,
    });
  });

  it("syncing again updates a post in place instead of duplicating it", async () => {
    const [first] = blogPosts;
    if (!first) throw new Error("no posts");
    await syncBlogContent(testApp.db, {
      categories: blogCategories,
      posts: [{ ...first, title: "An edited title" }],
    });
    // Read from the database: the HTTP answers are cached for the process's life, and the server
    // syncs only at start, before it listens.
    expect((await findBlogPostById(testApp.db, first.id))?.title).toBe("An edited title");
    await syncBlogContent(testApp.db, { categories: blogCategories, posts: blogPosts });
    expect(await listBlogPostSummaries(testApp.db)).toHaveLength(blogPosts.length);
    expect((await findBlogPostById(testApp.db, first.id))?.title).toBe(first.title);
  });

  it("serves the post lists and posts from memory with a strong ETag, and a repeat is a 304", async () => {
    for (const url of [
      "/api/blog",
      "/api/blog/categories",
      `/api/blog/viewblog/${blogPosts[0]?.id}`,
    ]) {
      const first = await get(url);
      const second = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(second.body, url).toBe(first.body);
      const etag = String(second.headers.etag);
      expect(etag, url).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(second.headers["cache-control"], url).toBe(first.headers["cache-control"]);
      const revalidated = await get(url, { "if-none-match": etag });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.body, url).toBe("");
    }
    // A missing post is not cached as anything: it answers its 404 every time.
    for (let round = 0; round < 2; round += 1) {
      expect((await get("/api/blog/viewblog/999999")).statusCode).toBe(404);
    }
  });

  it("answers one post by id and by URL-encoded title, and 404 for unknown ones", async () => {
    const post = blogPosts[5];
    if (!post) throw new Error("no post");
    const byId = await get(`/api/blog/viewblog/${post.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ id: post.id, title: post.title, body: post.body });
    const byTitle = await get(
      `/api/blog/viewblogbytitle/${encodeURIComponent(post.title.toUpperCase())}`,
    );
    expect(byTitle.statusCode).toBe(200);
    expect(byTitle.json().id).toBe(post.id);
    expect((await get(`/api/blog/byslug/${post.slug}`)).json().id).toBe(post.id);
    expect((await get("/api/blog/byslug/no-such-post")).statusCode).toBe(404);
    expect((await get("/api/blog/byslug/Bad%20Slug")).statusCode).toBe(400);
    expect((await get("/api/blog/viewblog/99999")).statusCode).toBe(404);
    expect((await get("/api/blog/viewblogbytitle/No%20such%20post")).statusCode).toBe(404);
    const bad = await get("/api/blog/viewblog/abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe("id");
  });

  it("lists categories in order and the posts of one category", async () => {
    const categories = (await get("/api/blog/categories")).json() as { id: number }[];
    expect(categories.map((category) => category.id)).toEqual(
      blogCategories.map((category) => category.id),
    );
    const list = (await get("/api/blog/bycategoryid/3")).json() as { categoryId: number }[];
    expect(list.length).toBe(blogPosts.filter((post) => post.categoryId === 3).length);
    expect(list.every((post) => post.categoryId === 3)).toBe(true);
    expect((await get("/api/blog/bycategoryid/999")).statusCode).toBe(404);
  });

  it("searches with PostgreSQL full-text search, a title match first", async () => {
    const response = await get("/api/blog/search?q=royalty");
    expect(response.statusCode).toBe(200);
    const hits = response.json() as { title: string; rank: number }[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(5);
    expect(hits[0]?.title.toLowerCase()).toContain("royalt");
    expect(hits.map((hit) => hit.rank)).toEqual(
      [...hits.map((hit) => hit.rank)].sort((a, b) => b - a),
    );
    expect((await get("/api/blog/search?q=zzqxqzz")).json()).toEqual([]);
    expect((await get("/api/blog/search?q=%20%20")).statusCode).toBe(400);
  });

  it("draws a thumbnail as SVG", async () => {
    const response = await get(`/api/blog/thumbnail/${blogPosts[0]?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("image/svg+xml");
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(response.body).toContain("<svg");
    expect((await get("/api/blog/thumbnail/424242")).statusCode).toBe(404);
  });

  describe("comments", () => {
    const postId = blogPosts[0]?.id ?? 1;
    const comment = (token: string | null, payload: unknown, kind = "blog") =>
      testApp.app.inject({
        method: "POST",
        url: `/api/comment/${kind}`,
        payload: payload as Record<string, unknown>,
        headers: token ? bearer(token) : {},
        remoteAddress: nextAddress(),
      });

    it.each([
      ["a right-to-left override", "see gpj.\u202Eexe"],
      ["a zero-width space", "fr\u200Bee"],
    ])(
      "refuses %s in a comment, as in a username (400 naming message)",
      async (_label, message) => {
        const response = await comment(alice, { pid: postId, message });
        expect(response.statusCode).toBe(400);
        expect(response.json().details.map((d: { path: string }) => d.path)).toEqual(["message"]);
      },
    );

    it("a signed-in user posts a comment; it answers 'OK' and lists with Content-Range", async () => {
      const response = await comment(alice, { pid: postId, message: "  Very useful, thanks.  " });
      expect(response.statusCode).toBe(201);
      expect(response.body).toBe("OK");
      const list = await get(`/api/comment/blog/${postId}`, bearer(alice));
      expect(list.statusCode).toBe(200);
      expect(list.headers["content-range"]).toBe("comments 0-0/1");
      expect(list.json()).toEqual([
        expect.objectContaining({
          message: "Very useful, thanks.",
          username: "alice",
          mine: true,
          pid: String(postId),
        }),
      ]);
      // Someone else sees it, not as theirs; a visitor sees it too.
      expect((await get(`/api/comment/blog/${postId}`, bearer(bob))).json()[0].mine).toBe(false);
      expect((await get(`/api/comment/blog/${postId}`)).json()[0].mine).toBe(false);
    });

    it("stores markup as text: the API never turns a comment into HTML", async () => {
      const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
      expect((await comment(bob, { pid: postId, message: payload })).statusCode).toBe(201);
      const list = (
        await get(`/api/comment/blog/${postId}?range=[0,9]&sort=["datetime","DESC"]`)
      ).json();
      expect(list.map((item: { message: string }) => item.message)).toContain(payload);
    });

    it("refuses visitors, empty or overlong text and unknown posts, writing nothing", async () => {
      const before = (await testApp.db.select().from(comments)).length;
      expect((await comment(null, { pid: postId, message: "hi" })).statusCode).toBe(401);
      const empty = await comment(alice, { pid: postId, message: "   " });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().details[0].path).toBe("message");
      expect((await comment(alice, { pid: postId, message: "x".repeat(2001) })).statusCode).toBe(
        400,
      );
      const unknown = await comment(alice, { pid: 99999, message: "hello" });
      expect(unknown.statusCode).toBe(404);
      expect(
        (await comment(alice, { pid: "not-a-product", message: "hello" }, "shop")).statusCode,
      ).toBe(404);
      expect((await comment(alice, { pid: postId, message: "hi" }, "forum")).statusCode).toBe(400);
      expect((await testApp.db.select().from(comments)).length).toBe(before);
    });

    it("only the author deletes a comment; another user's delete is a 404 and changes nothing", async () => {
      await comment(alice, { pid: postId, message: "Mine to delete" });
      const list = (
        await get(`/api/comment/blog/${postId}?range=[0,99]`, bearer(alice))
      ).json() as {
        id: string;
        message: string;
      }[];
      const mine = list.find((item) => item.message === "Mine to delete");
      if (!mine) throw new Error("comment not listed");
      const byBob = await testApp.app.inject({
        method: "DELETE",
        url: `/api/comment/blog/${mine.id}`,
        headers: bearer(bob),
      });
      expect(byBob.statusCode).toBe(404);
      const visitor = await testApp.app.inject({
        method: "DELETE",
        url: `/api/comment/blog/${mine.id}`,
      });
      expect(visitor.statusCode).toBe(401);
      const byAlice = await testApp.app.inject({
        method: "DELETE",
        url: `/api/comment/blog/${mine.id}`,
        headers: bearer(alice),
      });
      expect(byAlice.statusCode).toBe(204);
      const again = await testApp.app.inject({
        method: "DELETE",
        url: `/api/comment/blog/${mine.id}`,
        headers: bearer(alice),
      });
      expect(again.statusCode).toBe(404);
    });

    it("shop comments work the same on catalogue items", async () => {
      const list = (await get("/api/shop")).json() as
        | { _id?: string; id?: string }[]
        | { items?: unknown };
      const first = Array.isArray(list) ? list[0] : undefined;
      const productId = (first?._id ?? first?.id) as string | undefined;
      if (!productId) throw new Error("no shop item");
      expect(
        (await comment(bob, { pid: productId, message: "Does this include updates?" }, "shop"))
          .statusCode,
      ).toBe(201);
      const shopList = await get(`/api/comment/shop/${encodeURIComponent(productId)}`);
      expect(shopList.json()).toEqual([
        expect.objectContaining({ message: "Does this include updates?" }),
      ]);
    });

    it("pages and sorts by the list convention, refusing bad ranges", async () => {
      const page = await get(`/api/comment/blog/${postId}?range=[0,0]&sort=["datetime","ASC"]`);
      expect(page.json()).toHaveLength(1);
      expect(page.headers["content-range"]).toMatch(/^comments 0-0\/\d+$/);
      const bad = await get(`/api/comment/blog/${postId}?range=[5,1]`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].path).toBe("range");
    });
  });
});
