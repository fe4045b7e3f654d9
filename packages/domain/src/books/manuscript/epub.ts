import { strToU8, type Zippable, zipSync } from "fflate";
import { escapeXml } from "../epub";
import { wrapText } from "../interior/font-metrics";
import type { SectionKind } from "./contract";
import type { ChapterDoc, DocMark, DocNode } from "./document";
import { dataUrlBytes, readImageSize } from "./image-size";
import { THEMES, type ThemeId } from "./themes";

/*
 * A manuscript as EPUB 3 (decision 0121), the ebook KDP takes: `mimetype` first and stored, the
 * container, a package document (metadata, manifest, spine), the navigation document, a title
 * page, one XHTML file per section and the print theme adapted to reflowable text as CSS (the
 * faces as generic families, sizes in em, chapter openings as page breaks). Text is escaped and
 * markup is made only from the closed list of nodes and marks (document.ts), so nothing in a
 * chapter can inject elements. The cover, when given, is a PNG or JPEG with the cover-image
 * property. Every entry has a fixed date and the identifier is the manuscript's, so the same
 * manuscript gives the same bytes.
 */

export type ManuscriptForEbook = {
  id: string;
  title: string;
  subtitle: string;
  author: string;
  copyrightHolder: string;
  isbn: string;
  language?: string;
  sections: ReadonlyArray<{ kind: SectionKind; title: string; doc: ChapterDoc }>;
};

export type EbookOptions = {
  theme: ThemeId;
  year: number;
  /** `YYYY-MM-DDThh:mm:ssZ`: dcterms:modified, required by EPUB 3. */
  modified: string;
  cover?: { bytes: Uint8Array; mediaType: "image/png" | "image/jpeg" };
};

const sectionFile = (index: number) => `section-${String(index + 1).padStart(3, "0")}.xhtml`;

function css(theme: ThemeId): string {
  const t = THEMES[theme];
  const family = t.faces.regular.startsWith("serif") ? "serif" : "sans-serif";
  const leading = (t.leadingPt / t.sizePt).toFixed(2);
  return `body { font-family: ${family}; line-height: ${leading}; margin: 0 4%; }
${theme === "large-print" ? "body { font-size: 1.4em; }\n" : ""}p { margin: 0; text-indent: ${t.indentEm}em; text-align: ${t.justify ? "justify" : "left"}; ${t.hyphenate ? "hyphens: auto; -webkit-hyphens: auto; " : ""}}
h1 + p, h2 + p, h3 + p, h4 + p, hr + p, .first { text-indent: 0; }
section { page-break-before: always; break-before: page; }
.label { text-align: center; text-transform: uppercase; letter-spacing: 0.1em; font-size: 0.9em; margin-top: 3em; text-indent: 0; }
h1 { text-align: center; font-size: 1.6em; margin: 0.5em 0 1.5em; font-weight: bold; }
h2 { font-size: 1.15em; margin: 1.2em 0 0.4em; }
h3, h4 { font-size: 1em; margin: 1em 0 0.3em; }
hr { border: 0; text-align: center; margin: 1em 0; }
hr::after { content: "${t.sceneBreak.replace(/\s+/g, " ")}"; }
blockquote { margin: 1em 2em; }
.centre, .dedication p { text-align: center; text-indent: 0; }
.dedication { font-style: italic; margin-top: 30%; }
.titlepage { text-align: center; margin-top: 25%; }
.titlepage h1 { font-size: 2em; }
.notes { font-size: 0.85em; margin-top: 2em; }
img { max-width: 100%; }
nav ol { list-style: none; padding-left: 0; }
`;
}

function page(title: string, body: string, lang: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${lang}" lang="${lang}">
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

type Images = Array<{ id: string; href: string; mediaType: string; bytes: Uint8Array }>;

const MARK_TAGS: Partial<Record<DocMark["type"], string>> = {
  bold: "strong",
  italic: "em",
  underline: "u",
  strike: "s",
  code: "code",
  superscript: "sup",
  subscript: "sub",
};

class XhtmlWriter {
  notes: string[] = [];
  constructor(
    private readonly images: Images,
    private readonly sectionIndex: number,
  ) {}

  blocks(nodes: readonly DocNode[]): string {
    return nodes.map((node) => this.block(node)).join("\n");
  }

  private block(node: DocNode): string {
    switch (node.type) {
      case "paragraph":
        return `<p>${this.inline(node.content ?? [])}</p>`;
      case "heading": {
        const level = Math.min(4, Math.max(2, Number(node.attrs?.level ?? 2)));
        return `<h${level}>${this.inline(node.content ?? [])}</h${level}>`;
      }
      case "blockquote":
        return `<blockquote>\n${this.blocks(node.content ?? [])}\n</blockquote>`;
      case "bulletList":
      case "orderedList": {
        const tag = node.type === "bulletList" ? "ul" : "ol";
        const items = (node.content ?? []).map(
          (item) => `<li>${this.blocks(item.content ?? [])}</li>`,
        );
        return `<${tag}>\n${items.join("\n")}\n</${tag}>`;
      }
      case "horizontalRule":
        return "<hr/>";
      case "image": {
        const src = String(node.attrs?.src ?? "");
        const bytes = dataUrlBytes(src);
        const size = bytes ? readImageSize(bytes) : null;
        if (!bytes || !size) return "";
        const id = `img${this.images.length + 1}`;
        const href = `images/${id}.${size.format === "png" ? "png" : "jpg"}`;
        this.images.push({ id, href, mediaType: `image/${size.format}`, bytes });
        return `<p class="centre"><img src="${href}" alt="${escapeXml(String(node.attrs?.alt ?? ""))}"/></p>`;
      }
      default:
        return "";
    }
  }

  private inline(nodes: readonly DocNode[]): string {
    let out = "";
    for (const node of nodes) {
      if (node.type === "hardBreak") out += "<br/>";
      else if (node.type === "footnote") {
        this.notes.push(String(node.attrs?.text ?? ""));
        const n = this.notes.length;
        out += `<a epub:type="noteref" href="#note-${this.sectionIndex}-${n}" id="ref-${this.sectionIndex}-${n}"><sup>${n}</sup></a>`;
      } else if (node.type === "text" && node.text) {
        let text = escapeXml(node.text);
        for (const mark of node.marks ?? []) {
          const tag = MARK_TAGS[mark.type];
          if (tag) text = `<${tag}>${text}</${tag}>`;
          if (mark.type === "link" && mark.attrs?.href)
            text = `<a href="${escapeXml(mark.attrs.href)}">${text}</a>`;
        }
        out += text;
      }
    }
    return out;
  }

  footnotes(): string {
    if (this.notes.length === 0) return "";
    const items = this.notes.map(
      (note, index) =>
        `<aside epub:type="footnote" id="note-${this.sectionIndex}-${index + 1}"><p class="first"><a href="#ref-${this.sectionIndex}-${index + 1}">${index + 1}.</a> ${escapeXml(note)}</p></aside>`,
    );
    return `<div class="notes">\n${items.join("\n")}\n</div>`;
  }
}

/** The generated cover's size in px: KDP's ideal ebook cover ratio of 1.6:1. */
const COVER_WIDTH = 1600;
const COVER_HEIGHT = 2560;

/**
 * A title cover when the book has no cover image: the title and author in the theme's display
 * faces on a plain ground, as an SVG (a core EPUB 3 image type), wrapped with the same metrics
 * the print typesetter uses so long titles stay inside the page.
 */
function generatedCover(
  book: ManuscriptForEbook,
  theme: ThemeId,
): { bytes: Uint8Array; mediaType: "image/svg+xml"; href: string } {
  const faces = THEMES[theme].display;
  const family = faces.regular.startsWith("serif")
    ? "'Liberation Serif', 'Times New Roman', serif"
    : "'Liberation Sans', Arial, sans-serif";
  const width = COVER_WIDTH * 0.8;
  let titleSize = 160;
  let titleLines = wrapText(book.title, faces.bold, titleSize, width);
  while (titleLines.length > 4 && titleSize > 40) {
    titleSize -= 10;
    titleLines = wrapText(book.title, faces.bold, titleSize, width);
  }
  const line = (text: string, y: number, size: number, weight: string, style = "normal") =>
    `<text x="${COVER_WIDTH / 2}" y="${Math.round(y)}" font-size="${size}" font-weight="${weight}" font-style="${style}" text-anchor="middle">${escapeXml(text)}</text>`;
  const titleTop = COVER_HEIGHT * 0.3;
  const parts = [
    ...titleLines.map((text, index) =>
      line(text, titleTop + index * titleSize * 1.2, titleSize, "bold"),
    ),
    ...(book.subtitle
      ? wrapText(book.subtitle, faces.italic, 70, width).map((text, index) =>
          line(
            text,
            titleTop + titleLines.length * titleSize * 1.2 + 60 + index * 84,
            70,
            "normal",
            "italic",
          ),
        )
      : []),
    ...(book.author
      ? wrapText(book.author, faces.regular, 90, width).map((text, index) =>
          line(text, COVER_HEIGHT * 0.82 + index * 108, 90, "normal"),
        )
      : []),
  ];
  const svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="#f4efe6"/>
<rect x="60" y="60" width="${COVER_WIDTH - 120}" height="${COVER_HEIGHT - 120}" fill="none" stroke="#2b2b2b" stroke-width="6"/>
<g font-family="${family}" fill="#1d1d1d">
${parts.join("\n")}
</g>
</svg>
`;
  return { bytes: strToU8(svg), mediaType: "image/svg+xml", href: "cover.svg" };
}

export type EpubEntry = { path: string; bytes: Uint8Array };

/** Every entry of the EPUB, in zip order: `mimetype`, the container, then the book. */
export function manuscriptEpubEntries(
  book: ManuscriptForEbook,
  options: EbookOptions,
): EpubEntry[] {
  const lang = book.language ?? "en";
  const images: Images = [];
  const files: Array<{
    id: string;
    path: string;
    text: string;
    title: string;
    kind?: SectionKind;
    label?: string;
  }> = [];
  const holder = book.copyrightHolder || book.author || book.title;
  files.push({
    id: "titlepage",
    path: "title.xhtml",
    title: book.title,
    text: page(
      book.title,
      `<section epub:type="titlepage" class="titlepage">
<h1>${escapeXml(book.title)}</h1>
${book.subtitle ? `<p class="centre"><em>${escapeXml(book.subtitle)}</em></p>\n` : ""}${book.author ? `<p class="centre">${escapeXml(book.author)}</p>\n` : ""}<p class="centre">Copyright © ${options.year} ${escapeXml(holder)}. All rights reserved.</p>
${book.isbn ? `<p class="centre">ISBN ${escapeXml(book.isbn)}</p>\n` : ""}</section>`,
      lang,
    ),
  });
  let chapter = 0;
  book.sections.forEach((section, index) => {
    const writer = new XhtmlWriter(images, index + 1);
    const label = section.kind === "chapter" ? `Chapter ${++chapter}` : undefined;
    const epubType =
      section.kind === "chapter"
        ? "chapter"
        : section.kind === "part"
          ? "part"
          : section.kind === "about-author"
            ? "appendix"
            : section.kind;
    const body = writer.blocks(section.doc.content ?? []);
    const wrapperClass =
      section.kind === "dedication" || section.kind === "epigraph" ? ` class="dedication"` : "";
    files.push({
      id: `s${index + 1}`,
      path: sectionFile(index),
      title: section.title,
      kind: section.kind,
      ...(label ? { label } : {}),
      text: page(
        section.title,
        `<section epub:type="${epubType}"${wrapperClass}>
${label ? `<p class="label">${escapeXml(label)}</p>\n` : ""}<h1>${escapeXml(section.title)}</h1>
${body}
${writer.footnotes()}
</section>`,
        lang,
      ),
    });
  });

  const navItems = files
    .slice(1)
    .map(
      (file) =>
        `<li><a href="${file.path}">${escapeXml(file.label ? `${file.label}: ${file.title}` : file.title)}</a></li>`,
    );
  const nav = page(
    "Contents",
    `<nav epub:type="toc" id="toc">
<h1>Contents</h1>
<ol>
${navItems.join("\n")}
</ol>
</nav>
<nav epub:type="landmarks" hidden="">
<ol>
<li><a epub:type="titlepage" href="title.xhtml">Title page</a></li>
<li><a epub:type="toc" href="nav.xhtml">Contents</a></li>
${files[1] ? `<li><a epub:type="bodymatter" href="${(files.find((file) => file.kind === "chapter" || file.kind === "part") ?? files[1]).path}">Start</a></li>` : ""}
</ol>
</nav>`,
    lang,
  );
  const cover = options.cover
    ? {
        bytes: options.cover.bytes,
        mediaType: options.cover.mediaType,
        href: `cover.${options.cover.mediaType === "image/png" ? "png" : "jpg"}`,
      }
    : generatedCover(book, options.theme);
  const manifest = [
    `<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>`,
    `<item id="style" href="style.css" media-type="text/css"/>`,
    ...(cover
      ? [
          `<item id="cover-image" href="${cover.href}" media-type="${cover.mediaType}" properties="cover-image"/>`,
          `<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>`,
        ]
      : []),
    ...files.map(
      (file) => `<item id="${file.id}" href="${file.path}" media-type="application/xhtml+xml"/>`,
    ),
    ...images.map(
      (image) => `<item id="${image.id}" href="${image.href}" media-type="${image.mediaType}"/>`,
    ),
  ];
  const spine = [
    ...(cover ? [`<itemref idref="cover" linear="yes"/>`] : []),
    `<itemref idref="${files[0]?.id}"/>`,
    `<itemref idref="nav"/>`,
    ...files.slice(1).map((file) => `<itemref idref="${file.id}"/>`),
  ];
  const identifier = book.isbn
    ? `urn:isbn:${book.isbn.replace(/[^0-9X]/gi, "")}`
    : `urn:uuid:${book.id}`;
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${lang}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">${escapeXml(identifier)}</dc:identifier>
<dc:title>${escapeXml(book.title)}</dc:title>
${book.author ? `<dc:creator id="author">${escapeXml(book.author)}</dc:creator>\n` : ""}<dc:language>${lang}</dc:language>
<dc:rights>Copyright © ${options.year} ${escapeXml(holder)}. All rights reserved.</dc:rights>
${book.subtitle ? `<dc:description>${escapeXml(book.subtitle)}</dc:description>\n` : ""}<meta property="dcterms:modified">${escapeXml(options.modified)}</meta>
${cover ? `<meta name="cover" content="cover-image"/>\n` : ""}</metadata>
<manifest>
${manifest.join("\n")}
</manifest>
<spine>
${spine.join("\n")}
</spine>
</package>
`;
  const text = (path: string, value: string): EpubEntry => ({ path, bytes: strToU8(value) });
  return [
    text("mimetype", "application/epub+zip"),
    text(
      "META-INF/container.xml",
      `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`,
    ),
    text("OEBPS/content.opf", opf),
    text("OEBPS/nav.xhtml", nav),
    text("OEBPS/style.css", css(options.theme)),
    ...(cover
      ? [
          {
            path: `OEBPS/${cover.href}`,
            bytes: cover.bytes,
          },
          text(
            "OEBPS/cover.xhtml",
            page(
              "Cover",
              `<section epub:type="cover"><img src="${cover.href}" alt="${escapeXml(book.title)}"/></section>`,
              lang,
            ),
          ),
        ]
      : []),
    ...files.map((file) => text(`OEBPS/${file.path}`, file.text)),
    ...images.map((image) => ({ path: `OEBPS/${image.href}`, bytes: image.bytes })),
  ];
}

/** The EPUB file; `mimetype` first and stored (not compressed), as the OCF rules require. */
export function buildManuscriptEpub(book: ManuscriptForEbook, options: EbookOptions): Uint8Array {
  const mtime = new Date("2026-01-01T00:00:00Z");
  const entries: Zippable = {};
  for (const entry of manuscriptEpubEntries(book, options)) {
    entries[entry.path] = [entry.bytes, { level: entry.path === "mimetype" ? 0 : 9, mtime }];
  }
  return zipSync(entries);
}
