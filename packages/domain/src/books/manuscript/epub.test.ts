import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { buildManuscriptEpub, type ManuscriptForEbook } from "./epub";

/*
 * The EPUB rules a reader and KDP check first (OCF 3.3 and the EPUB 3.3 package rules): the
 * mimetype entry first, stored and exact; container.xml naming the package document; a manifest
 * whose every item exists and whose files are all listed; a spine of manifest ids; exactly one
 * nav document with a toc; the unique identifier and dcterms:modified; well-formed XHTML.
 */

const png1x1 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const book: ManuscriptForEbook = {
  id: "6f1c2a7e-0000-4000-8000-000000000001",
  title: "The Salt & the <Sea>",
  subtitle: "A novel",
  author: "Ada Green",
  copyrightHolder: "",
  isbn: "",
  sections: [
    {
      kind: "dedication",
      title: "Dedication",
      doc: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "For Sam." }] }],
      },
    },
    { kind: "part", title: "Part One", doc: { type: "doc", content: [] } },
    {
      kind: "chapter",
      title: "Arrival",
      doc: {
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [
              { type: "text", text: "It was <b>not</b> " },
              {
                type: "text",
                text: "calm",
                marks: [
                  { type: "italic" },
                  { type: "link", attrs: { href: "https://x.test/?a=1&b=2" } },
                ],
              },
              { type: "footnote", attrs: { text: "A note & more." } },
            ],
          },
          { type: "horizontalRule" },
          {
            type: "blockquote",
            content: [{ type: "paragraph", content: [{ type: "text", text: "Quoted" }] }],
          },
          {
            type: "bulletList",
            content: [
              {
                type: "listItem",
                content: [{ type: "paragraph", content: [{ type: "text", text: "one" }] }],
              },
            ],
          },
          { type: "image", attrs: { src: png1x1, alt: "map" } },
        ],
      },
    },
    {
      kind: "about-author",
      title: "About the Author",
      doc: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "Ada writes." }] }],
      },
    },
  ],
};

const options = {
  theme: "classic" as const,
  year: 2026,
  modified: "2026-11-28T00:00:00Z",
  cover: {
    bytes: Uint8Array.from(atob(png1x1.split(",")[1] as string), (c) => c.charCodeAt(0)),
    mediaType: "image/png" as const,
  },
};

/** Tags balance, attributes are quoted, and no stray `&` or `<` is left in text. */
function isWellFormed(xml: string): boolean {
  const body = xml.replace(/<\?xml[^>]*\?>/, "").replace(/<!DOCTYPE[^>]*>/, "");
  if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(body)) return false;
  const stack: string[] = [];
  for (const match of body.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g,
  )) {
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name as string);
  }
  const stray = body.replace(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g, "");
  return stack.length === 0 && !stray.includes("<");
}

describe("buildManuscriptEpub", () => {
  const bytes = buildManuscriptEpub(book, options);
  const files = unzipSync(bytes);
  const text = (path: string) => strFromU8(files[path] as Uint8Array);

  it("starts with the mimetype entry, stored uncompressed, with no extra field", () => {
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    expect(view.getUint16(8, true)).toBe(0); // compression method: stored
    const nameLength = view.getUint16(26, true);
    expect(view.getUint16(28, true)).toBe(0); // extra field length
    expect(strFromU8(bytes.slice(30, 30 + nameLength))).toBe("mimetype");
    expect(strFromU8(bytes.slice(30 + nameLength, 30 + nameLength + 20))).toBe(
      "application/epub+zip",
    );
  });

  it("names the package document in META-INF/container.xml", () => {
    const container = text("META-INF/container.xml");
    const path = /full-path="([^"]+)"/.exec(container)?.[1];
    expect(path).toBe("OEBPS/content.opf");
    expect(files[path as string]).toBeDefined();
  });

  it("lists every file in the manifest, and every manifest item exists", () => {
    const opf = text("OEBPS/content.opf");
    const hrefs = [...opf.matchAll(/<item [^>]*href="([^"]+)"/g)].map((m) => `OEBPS/${m[1]}`);
    for (const href of hrefs) expect(files[href], href).toBeDefined();
    const inZip = Object.keys(files).filter(
      (path) => path.startsWith("OEBPS/") && path !== "OEBPS/content.opf",
    );
    expect(new Set(hrefs)).toEqual(new Set(inZip));
  });

  it("has a spine of manifest ids, one nav document with a toc, metadata and the cover", () => {
    const opf = text("OEBPS/content.opf");
    const ids = new Set([...opf.matchAll(/<item id="([^"]+)"/g)].map((m) => m[1]));
    const spine = [...opf.matchAll(/<itemref idref="([^"]+)"/g)].map((m) => m[1]);
    expect(spine.length).toBeGreaterThan(4);
    for (const id of spine) expect(ids.has(id)).toBe(true);
    expect([...opf.matchAll(/properties="nav"/g)]).toHaveLength(1);
    expect(opf).toMatch(/unique-identifier="book-id"/);
    expect(opf).toMatch(
      /<dc:identifier id="book-id">urn:uuid:6f1c2a7e-0000-4000-8000-000000000001<\/dc:identifier>/,
    );
    expect(opf).toMatch(/<dc:title>The Salt &amp; the &lt;Sea&gt;<\/dc:title>/);
    expect(opf).toMatch(/<dc:language>en<\/dc:language>/);
    expect(opf).toMatch(
      /<meta property="dcterms:modified">\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/meta>/,
    );
    expect(opf).toMatch(/properties="cover-image"/);
    const nav = text("OEBPS/nav.xhtml");
    expect(nav).toMatch(/<nav epub:type="toc"/);
    expect(nav).toContain("Chapter 1: Arrival");
    expect(nav).toContain("Part One");
  });

  it("writes well-formed XHTML with the chapter's text escaped and its marks as markup", () => {
    for (const [path, content] of Object.entries(files)) {
      if (!/\.(xhtml|opf|xml)$/.test(path)) continue;
      expect(isWellFormed(strFromU8(content)), path).toBe(true);
    }
    const chapter = text("OEBPS/section-003.xhtml");
    expect(chapter).toContain("It was &lt;b&gt;not&lt;/b&gt; ");
    expect(chapter).toContain('<a href="https://x.test/?a=1&amp;b=2"><em>calm</em></a>');
    expect(chapter).toContain('epub:type="footnote"');
    expect(chapter).toContain("<hr/>");
    expect(chapter).toMatch(/<img src="images\/img1.png" alt="map"\/>/);
    expect(text("OEBPS/style.css")).toContain("font-family: serif");
  });

  it("is the same bytes for the same manuscript", () => {
    expect(buildManuscriptEpub(book, options)).toEqual(bytes);
  });
});

describe("buildManuscriptEpub without a cover image", () => {
  it.each([
    {
      theme: "classic" as const,
      family: "Liberation Serif",
      title: "The Salt &amp; the &lt;Sea&gt;",
    },
    {
      theme: "modern" as const,
      family: "Liberation Sans",
      title: "The Salt &amp; the &lt;Sea&gt;",
    },
  ])(
    "generates a $theme title cover in $family, listed as the cover-image",
    ({ theme, family, title }) => {
      const { cover: _, ...withoutCover } = options;
      const files = unzipSync(buildManuscriptEpub(book, { ...withoutCover, theme }));
      const opf = strFromU8(files["OEBPS/content.opf"] as Uint8Array);
      expect(opf).toContain(
        '<item id="cover-image" href="cover.svg" media-type="image/svg+xml" properties="cover-image"/>',
      );
      expect(opf).toContain('<meta name="cover" content="cover-image"/>');
      expect(opf).toMatch(/<spine>\n<itemref idref="cover" linear="yes"\/>/);
      const svg = strFromU8(files["OEBPS/cover.svg"] as Uint8Array);
      expect(isWellFormed(svg)).toBe(true);
      expect(svg).toContain(family);
      const titleText = [...svg.matchAll(/font-weight="bold"[^>]*>([^<]*)</g)]
        .map((match) => match[1])
        .join(" ");
      expect(titleText).toBe(title);
      expect(svg).toContain(">Ada Green</text>");
      expect(strFromU8(files["OEBPS/cover.xhtml"] as Uint8Array)).toContain('<img src="cover.svg"');
    },
  );

  it("wraps a long title to stay inside the cover", () => {
    const long = { ...book, title: "A Very Long Title ".repeat(12).trim() };
    const { cover: _, ...withoutCover } = options;
    const files = unzipSync(buildManuscriptEpub(long, withoutCover));
    const svg = strFromU8(files["OEBPS/cover.svg"] as Uint8Array);
    const lines = [...svg.matchAll(/font-weight="bold"[^>]*>([^<]*)</g)];
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(4);
  });
});
