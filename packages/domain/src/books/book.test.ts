import { describe, expect, it } from "vitest";
import { blogCategories, blogPosts } from "../blog";
import type { BlogCategory, BlogPost } from "../blog/types";
import { assembleBook, blockText, bookContents, formatEditionDate } from "./book";
import { FIELD_GUIDE_ID, fieldGuide } from "./field-guide";

const identity = { id: "test-book", title: "T", subtitle: "S", author: "The Inkforge team" };

function post(id: number, categoryId: number, index: number, date: string): BlogPost {
  return {
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    categoryId,
    date,
    summary: "",
    body: `First paragraph of ${id}.\n\n## A heading\n- one\n- two`,
    index,
    author: "The Inkforge team",
    link: `/blog/post-${id}`,
    thumbnail: "",
    wordCount: 0,
  };
}
const category = (id: number, index: number): BlogCategory => ({
  id,
  slug: `c${id}`,
  name: `Category ${id}`,
  description: "",
  index,
});

describe("assembleBook", () => {
  it.each<[string, BlogPost[], BlogCategory[], string[], string[]]>([
    [
      "parts follow the category index, chapters the post index",
      [post(1, 2, 5, "2026-01-01"), post(2, 1, 9, "2026-02-01"), post(3, 1, 3, "2026-03-01")],
      [category(1, 2), category(2, 1)],
      ["Category 2", "Category 1"],
      ["post-1", "post-3", "post-2"],
    ],
    [
      "a category without posts is left out",
      [post(1, 1, 1, "2026-01-01")],
      [category(1, 1), category(2, 2)],
      ["Category 1"],
      ["post-1"],
    ],
    ["no posts: no parts, no chapters", [], [category(1, 1)], [], []],
  ])("%s", (_name, posts, categories, parts, chapterIds) => {
    const book = assembleBook(identity, { posts, categories });
    expect(book.parts.map((part) => part.title)).toEqual(parts);
    expect(book.chapters.map((chapter) => chapter.id)).toEqual(chapterIds);
    expect(book.chapters.map((chapter) => chapter.number)).toEqual(chapterIds.map((_, i) => i + 1));
  });

  it("the edition date is the newest article's date, whatever the order", () => {
    const posts = [post(1, 1, 1, "2026-05-02"), post(2, 1, 2, "2026-01-09")];
    const book = assembleBook(identity, { posts, categories: [category(1, 1)] });
    expect(book.editionDate).toBe("2026-05-02");
    expect(book.foreword.map(blockText).join(" ")).toContain("9 January 2026 and 2 May 2026");
  });

  it("chapters keep the blog's blocks: paragraph, heading, list", () => {
    const book = assembleBook(identity, {
      posts: [post(1, 1, 1, "2026-01-01")],
      categories: [category(1, 1)],
    });
    expect(book.chapters[0]?.blocks).toEqual([
      { kind: "paragraph", text: "First paragraph of 1." },
      { kind: "heading", text: "A heading" },
      { kind: "list", items: ["one", "two"] },
    ]);
  });
});

describe("the field guide", () => {
  it("has one chapter per blog article, in contents order, none empty", () => {
    expect(fieldGuide.id).toBe(FIELD_GUIDE_ID);
    expect(fieldGuide.chapters).toHaveLength(blogPosts.length);
    expect(new Set(fieldGuide.chapters.map((chapter) => chapter.id))).toEqual(
      new Set(blogPosts.map((p) => p.slug)),
    );
    const contents = bookContents(fieldGuide);
    expect(contents.map((entry) => entry.number)).toEqual(contents.map((_, i) => i + 1));
    expect(contents.map((entry) => entry.id)).toEqual(
      fieldGuide.parts.flatMap((part) => part.chapters.map((chapter) => chapter.id)),
    );
    for (const chapter of fieldGuide.chapters) {
      expect(chapter.blocks.length, chapter.id).toBeGreaterThan(0);
      expect(chapter.blocks.map(blockText).join("").trim(), chapter.id).not.toBe("");
    }
  });

  it("its parts follow the blog's categories and its foreword says where it comes from", () => {
    const order = [...blogCategories].sort((a, b) => a.index - b.index).map((c) => c.name);
    const parts = fieldGuide.parts.map((part) => part.title);
    expect(parts).toEqual(order.filter((name) => parts.includes(name)));
    const foreword = fieldGuide.foreword.map(blockText).join(" ");
    expect(foreword).toContain("Inkforge blog");
    expect(foreword).toContain(`${blogPosts.length} chapters`);
    expect(foreword).toContain(formatEditionDate(fieldGuide.editionDate));
  });
});

describe("formatEditionDate", () => {
  it.each([
    ["2026-03-14", "14 March 2026"],
    ["2025-12-01", "1 December 2025"],
    ["2026-13-01", "2026-13-01"],
    ["not a date", "not a date"],
  ])("%s → %s", (input, expected) => {
    expect(formatEditionDate(input)).toBe(expected);
  });
});
