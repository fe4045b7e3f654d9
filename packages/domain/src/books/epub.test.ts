import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { BlogCategory, BlogPost } from "../blog/types";
import { assembleBook } from "./book";
import { buildEpub, chapterFile, escapeXml } from "./epub";
import { fieldGuide } from "./field-guide";

const ORIGIN = "https://inkforge.example";

describe("buildEpub", () => {
  const bytes = buildEpub(fieldGuide, ORIGIN);
  const files = unzipSync(bytes);

  it("starts with the stored mimetype entry, as EPUB readers require", () => {
    // Local file header: name at offset 30, compression method 0 (stored) at offset 8.
    const raw = Buffer.from(bytes);
    expect(raw.subarray(0, 4).toString("latin1")).toBe("PK\x03\x04");
    expect(raw.readUInt16LE(8)).toBe(0);
    expect(raw.subarray(30, 38).toString("latin1")).toBe("mimetype");
    expect(raw.subarray(38, 58).toString("latin1")).toBe("application/epub+zip");
    expect(Object.keys(files)[0]).toBe("mimetype");
  });

  it("has the container, the package, the nav and one file per chapter, in contents order", () => {
    expect(strFromU8(files["META-INF/container.xml"]!)).toContain('full-path="OEBPS/content.opf"');
    const opf = strFromU8(files["OEBPS/content.opf"]!);
    expect(opf).toContain(`<dc:title>${escapeXml(fieldGuide.title)}</dc:title>`);
    expect(opf).toContain(
      `<meta property="dcterms:modified">${fieldGuide.editionDate}T00:00:00Z</meta>`,
    );
    const nav = strFromU8(files["OEBPS/nav.xhtml"]!);
    const links = [...nav.matchAll(/href="(chapter-\d+\.xhtml)"/g)].map((match) => match[1]);
    expect(links).toEqual(fieldGuide.chapters.map((chapter) => chapterFile(chapter.number)));
    const spine = [...opf.matchAll(/<itemref idref="c(\d+)"\/>/g)].map((match) => Number(match[1]));
    expect(spine).toEqual(fieldGuide.chapters.map((chapter) => chapter.number));
    for (const chapter of fieldGuide.chapters) {
      const xhtml = strFromU8(files[`OEBPS/${chapterFile(chapter.number)}`]!);
      expect(xhtml).toContain(`<h1>${escapeXml(chapter.title)}</h1>`);
      expect(xhtml).toContain(`${ORIGIN}${chapter.source}`);
    }
  });

  it("is the same bytes on every build", () => {
    expect(Buffer.from(buildEpub(fieldGuide, ORIGIN)).equals(Buffer.from(bytes))).toBe(true);
  });

  it("writes an article's text as text, never as markup", () => {
    const category: BlogCategory = { id: 1, slug: "c", name: "A & B", description: "", index: 1 };
    const post: BlogPost = {
      id: 1,
      slug: "x",
      title: "Tags <b>",
      categoryId: 1,
      date: "2026-01-01",
      summary: "",
      body: '<script>alert("x")</script> & more',
      index: 1,
      author: "The Inkforge team",
      link: "/blog/x",
      thumbnail: "",
      wordCount: 0,
    };
    const book = assembleBook(
      { id: "b", title: "T", subtitle: "S", author: "The Inkforge team" },
      { posts: [post], categories: [category] },
    );
    const chapter = strFromU8(unzipSync(buildEpub(book, ORIGIN))[`OEBPS/${chapterFile(1)}`]!);
    expect(chapter).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more");
    expect(chapter).toContain("<h1>Tags &lt;b&gt;</h1>");
    expect(chapter).not.toContain("<script>");
  });
});
