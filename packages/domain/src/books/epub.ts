import { strToU8, type Zippable, zipSync } from "fflate";
import { type Book, type BookBlock, bookContents, formatEditionDate } from "./book";

/*
 * The bonus book as EPUB 3 (decision 0072), the format Kindle's Send to Kindle and most readers
 * take: the `mimetype` entry first and stored uncompressed, the container, the package document,
 * a navigation document and one XHTML file per chapter. Text is escaped, never markup, so nothing
 * in an article can inject elements. Every entry carries the edition date, so the same book gives
 * the same bytes.
 */

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function blockXhtml(block: BookBlock): string {
  if (block.kind === "heading") return `<h2>${escapeXml(block.text)}</h2>`;
  if (block.kind === "paragraph") return `<p>${escapeXml(block.text)}</p>`;
  return `<ul>\n${block.items.map((item) => `  <li>${escapeXml(item)}</li>`).join("\n")}\n</ul>`;
}

function page(title: string, body: string, extraNamespace = ""): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml"${extraNamespace} xml:lang="en" lang="en">
<head>
<meta charset="UTF-8"/>
<title>${escapeXml(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
${body}
</body>
</html>
`;
}

const style = `body { font-family: serif; line-height: 1.5; margin: 0 5%; }
h1 { font-family: sans-serif; font-size: 1.6em; margin: 1.5em 0 0.3em; }
h2 { font-family: sans-serif; font-size: 1.15em; margin: 1.4em 0 0.4em; }
.label { font-family: sans-serif; color: #555; font-size: 0.85em; margin: 2em 0 0; }
.source { font-style: italic; color: #555; font-size: 0.85em; }
nav ol { list-style: none; padding-left: 0; }
nav ol ol { padding-left: 1.2em; }
`;

export type EpubFile = { path: string; text: string };

/** The chapter file names, in reading order. */
export const chapterFile = (number: number) => `chapter-${String(number).padStart(3, "0")}.xhtml`;

/** Every file of the EPUB except `mimetype` and the container, paths relative to `OEBPS/`. */
export function epubFiles(book: Book, siteOrigin: string): EpubFile[] {
  const title = page(
    book.title,
    `<section epub:type="titlepage">
<h1>${escapeXml(book.title)}</h1>
<p><em>${escapeXml(book.subtitle)}</em></p>
<p>${escapeXml(book.author)}</p>
<p>Edition of ${escapeXml(formatEditionDate(book.editionDate))}</p>
</section>`,
    ' xmlns:epub="http://www.idpf.org/2007/ops"',
  );
  const foreword = page(
    "Foreword",
    `<h1>Foreword</h1>\n${book.foreword.map(blockXhtml).join("\n")}`,
  );
  const contents = bookContents(book);
  const parts: string[] = [];
  let currentPart = "";
  for (const entry of contents) {
    if (entry.part !== currentPart) {
      if (currentPart) parts.push("</ol></li>");
      currentPart = entry.part;
      parts.push(`<li><span>${escapeXml(entry.part)}</span><ol>`);
    }
    parts.push(
      `<li><a href="${chapterFile(entry.number)}">${entry.number}. ${escapeXml(entry.title)}</a></li>`,
    );
  }
  if (currentPart) parts.push("</ol></li>");
  const nav = page(
    "Contents",
    `<nav epub:type="toc" id="toc">
<h1>Contents</h1>
<ol>
<li><a href="title.xhtml">Title page</a></li>
<li><a href="foreword.xhtml">Foreword</a></li>
${parts.join("\n")}
</ol>
</nav>`,
    ' xmlns:epub="http://www.idpf.org/2007/ops"',
  );
  const chapters = book.chapters.map((chapter) => ({
    path: chapterFile(chapter.number),
    text: page(
      chapter.title,
      `<p class="label">Chapter ${chapter.number} · ${escapeXml(chapter.part)}</p>
<h1>${escapeXml(chapter.title)}</h1>
<p class="source">Published on the Inkforge blog on ${escapeXml(formatEditionDate(chapter.published))} at ${escapeXml(`${siteOrigin}${chapter.source}`)}</p>
${chapter.blocks.map(blockXhtml).join("\n")}`,
    ),
  }));
  const manifest = [
    `<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>`,
    `<item id="style" href="style.css" media-type="text/css"/>`,
    `<item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>`,
    `<item id="foreword" href="foreword.xhtml" media-type="application/xhtml+xml"/>`,
    ...book.chapters.map(
      (chapter) =>
        `<item id="c${chapter.number}" href="${chapterFile(chapter.number)}" media-type="application/xhtml+xml"/>`,
    ),
  ];
  const spine = [
    `<itemref idref="title"/>`,
    `<itemref idref="foreword"/>`,
    `<itemref idref="nav"/>`,
    ...book.chapters.map((chapter) => `<itemref idref="c${chapter.number}"/>`),
  ];
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="en">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">urn:inkforge:${escapeXml(book.id)}:${escapeXml(book.editionDate)}</dc:identifier>
<dc:title>${escapeXml(book.title)}</dc:title>
<dc:creator>${escapeXml(book.author)}</dc:creator>
<dc:publisher>Inkforge</dc:publisher>
<dc:language>en</dc:language>
<dc:date>${escapeXml(book.editionDate)}</dc:date>
<dc:description>${escapeXml(book.subtitle)}</dc:description>
<meta property="dcterms:modified">${escapeXml(book.editionDate)}T00:00:00Z</meta>
</metadata>
<manifest>
${manifest.join("\n")}
</manifest>
<spine>
${spine.join("\n")}
</spine>
</package>
`;
  return [
    { path: "content.opf", text: opf },
    { path: "nav.xhtml", text: nav },
    { path: "style.css", text: style },
    { path: "title.xhtml", text: title },
    { path: "foreword.xhtml", text: foreword },
    ...chapters,
  ];
}

const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`;

/** The EPUB file: `mimetype` first and stored, then the container and the book's files. */
export function buildEpub(book: Book, siteOrigin: string): Uint8Array {
  const mtime = new Date(`${book.editionDate}T00:00:00Z`);
  const at = Number.isNaN(mtime.getTime()) ? new Date("2026-01-01T00:00:00Z") : mtime;
  const entries: Zippable = {
    mimetype: [strToU8("application/epub+zip"), { level: 0, mtime: at }],
    "META-INF/container.xml": [strToU8(container), { level: 9, mtime: at }],
  };
  for (const file of epubFiles(book, siteOrigin)) {
    entries[`OEBPS/${file.path}`] = [strToU8(file.text), { level: 9, mtime: at }];
  }
  return zipSync(entries);
}
