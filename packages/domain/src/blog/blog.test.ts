import { describe, expect, it } from "vitest";
import { findDisplayNameProblem } from "../contracts/text";
import { countWords, parseBlogBody, readingMinutes } from "./body";
import { commentCreateSchema } from "./contract";
import { blogCategories, blogPosts, findBlogCategory, listBlogIndex } from "./index";
import { renderBlogThumbnailSvg, wrapTitle } from "./thumbnail";

describe("the seeded articles", () => {
  it("are at least 38, with unique ids, slugs and indexes", () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(38);
    expect(new Set(blogPosts.map((post) => post.id)).size).toBe(blogPosts.length);
    expect(new Set(blogPosts.map((post) => post.slug)).size).toBe(blogPosts.length);
    expect(new Set(blogPosts.map((post) => post.index)).size).toBe(blogPosts.length);
  });

  it("are each a real article: a few hundred words, a summary and at least one heading", () => {
    for (const post of blogPosts) {
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(220);
      expect(post.summary.length, post.slug).toBeGreaterThan(60);
      expect(
        parseBlogBody(post.body).some((block) => block.kind === "heading"),
        post.slug,
      ).toBe(true);
    }
  });

  it("belong to known categories, and every category has posts", () => {
    const ids = new Set(blogCategories.map((category) => category.id));
    for (const post of blogPosts) expect(ids.has(post.categoryId), post.slug).toBe(true);
    for (const category of blogCategories)
      expect(blogPosts.filter((post) => post.categoryId === category.id).length).toBeGreaterThan(2);
  });

  it("have URL-safe slugs and ISO dates", () => {
    for (const post of blogPosts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(post.date))).toBe(false);
    }
  });

  it("are sorted by index, and the local index is generated from them", () => {
    const indexes = blogPosts.map((post) => post.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    const first = blogPosts[0];
    expect(listBlogIndex()[0]).toEqual({
      id: first?.id,
      title: first?.title,
      link: `/blog/${first?.slug}`,
      date: first?.date,
      thumbnail: `/api/blog/thumbnail/${first?.id}`,
    });
  });

  it("quote the KDP numbers the tools use (a spot check against kdp-facts)", () => {
    const text = blogPosts.map((post) => post.body).join("\n");
    // Spine per page on white paper, the 60% threshold on .com, the $4.60 → $9.20 example.
    expect(text).toContain("0.002252 in");
    expect(text).toContain("60% from $9.99");
    expect(text).toContain("$9.20");
  });
});

describe("parseBlogBody", () => {
  it.each([
    [
      "a paragraph",
      "One line\nand its continuation.",
      [{ kind: "paragraph", text: "One line and its continuation." }],
    ],
    [
      "a heading then text",
      "## Title\nBody text.",
      [
        { kind: "heading", text: "Title" },
        { kind: "paragraph", text: "Body text." },
      ],
    ],
    ["a list", "- one\n- two", [{ kind: "list", items: ["one", "two"] }]],
    [
      "a lead-in then a list",
      "Before:\n- a\n- b",
      [
        { kind: "paragraph", text: "Before:" },
        { kind: "list", items: ["a", "b"] },
      ],
    ],
    [
      "markup stays text",
      "<script>alert(1)</script>",
      [{ kind: "paragraph", text: "<script>alert(1)</script>" }],
    ],
    ["blank input", "\n\n  \n", []],
  ])("%s", (_name, body, expected) => {
    expect(parseBlogBody(body)).toEqual(expected);
  });

  it("counts words and reading time", () => {
    expect(countWords("Two words — and 3 more.")).toBe(5);
    expect(readingMinutes("word ".repeat(10))).toBe(1);
    expect(readingMinutes("word ".repeat(690))).toBe(3);
  });
});

describe("blog thumbnails", () => {
  it("wrap long titles and end with an ellipsis past the last line", () => {
    expect(wrapTitle("A short title", 26, 4)).toEqual(["A short title"]);
    const lines = wrapTitle("word ".repeat(40).trim(), 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith("…")).toBe(true);
  });

  it("escape the title and are deterministic", () => {
    const svg = renderBlogThumbnailSvg({ title: 'Tom & "Jerry" <b>' }, findBlogCategory(1));
    expect(svg).toContain("Tom &amp; &quot;Jerry&quot; &lt;b&gt;");
    expect(svg).not.toContain("<b>");
    expect(renderBlogThumbnailSvg({ title: "x" }, findBlogCategory(1))).toBe(
      renderBlogThumbnailSvg({ title: "x" }, findBlogCategory(1)),
    );
  });
});

describe("commentCreateSchema", () => {
  it.each([
    ["a message", { pid: 3, message: "Thanks" }, true],
    ["a string pid, padded message", { pid: "3", message: "  Thanks  " }, true],
    ["only spaces", { pid: 3, message: "   " }, false],
    ["2,001 characters", { pid: 3, message: "x".repeat(2001) }, false],
    ["2,000 characters", { pid: 3, message: "x".repeat(2000) }, true],
    ["no pid", { message: "no pid" }, false],
    ["no message", { pid: 3 }, false],
    ["line breaks and tabs", { pid: 3, message: "First\n\tsecond\r\nthird" }, true],
    ["a right-to-left override", { pid: 3, message: "gpj.\u202Eexe" }, false],
    ["a left-to-right isolate", { pid: 3, message: "a\u2066b\u2069" }, false],
    ["a zero-width space", { pid: 3, message: "fr\u200Bee" }, false],
    ["a bell character", { pid: 3, message: "ding\u0007" }, false],
    ["a lone surrogate", { pid: 3, message: "ab\ud800" }, false],
    ["any script and emoji", { pid: 3, message: "Zoë 李 محمد 🐉" }, true],
  ])("%s → valid %s", (_name, input, valid) => {
    expect(commentCreateSchema.safeParse(input).success).toBe(valid);
  });

  it("trims the message and reads pid as a string", () => {
    expect(commentCreateSchema.parse({ pid: 7, message: "  hi  " })).toEqual({
      pid: "7",
      message: "hi",
    });
  });
});

describe("comments and usernames share one rule", () => {
  it.each(["\u202Enimda", "ad\u200Bmin", "a\u200Fb", "ad\uFEFFmin"])("%j", (text) => {
    const comment = commentCreateSchema.safeParse({ pid: 1, message: text });
    expect(comment.success).toBe(false);
    expect(comment.error?.issues[0]?.message).toBe(findDisplayNameProblem(text));
  });
});
