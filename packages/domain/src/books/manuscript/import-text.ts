import type { SectionKind } from "./contract";
import { type ChapterDoc, type DocMark, type DocNode, inlineText } from "./document";

/*
 * Importing a manuscript (decision 0121): Markdown, or a DOCX converted to HTML by mammoth on the
 * server, becomes editor blocks, and the blocks are cut into sections at the document's top
 * heading level. A heading that names front or back matter ("Dedication", "About the Author",
 * "Also by …") or a part ("Part One") gives that kind of section; any other is a chapter. Pure
 * string work, no DOM: mammoth writes a small, well-formed subset of HTML, and the Markdown is an
 * author's (CommonMark's common blocks and emphasis, not its every corner).
 */

export type ImportedSection = { kind: SectionKind; title: string; doc: ChapterDoc };

// --- Markdown -----------------------------------------------------------------------------------

const ATX = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BREAK = /^\s*(?:(?:\*\s*){3,}|(?:-\s*){3,}|(?:_\s*){3,}|#|~~~?)\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const IMAGE = /^\s*!\[([^\]]*)\]\((https:\/\/[^\s)]+)\)\s*$/;

export function readMarkdown(markdown: string): DocNode[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  return readMarkdownLines(lines);
}

function readMarkdownLines(lines: readonly string[]): DocNode[] {
  const blocks: DocNode[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] as string;
    if (line.trim() === "") {
      index += 1;
      continue;
    }
    const heading = ATX.exec(line);
    if (heading) {
      const level = Math.min((heading[1] as string).length, 4);
      blocks.push(block("heading", readInline(heading[2] as string), { level }));
      index += 1;
      continue;
    }
    if (BREAK.test(line)) {
      blocks.push({ type: "horizontalRule" });
      index += 1;
      continue;
    }
    const image = IMAGE.exec(line);
    if (image) {
      blocks.push({ type: "image", attrs: { src: image[2], alt: image[1] } });
      index += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && QUOTE.test(lines[index] as string)) {
        quoted.push(QUOTE.exec(lines[index] as string)?.[1] ?? "");
        index += 1;
      }
      blocks.push({ type: "blockquote", content: readMarkdownLines(quoted) });
      continue;
    }
    const ordered = ORDERED.exec(line);
    if (BULLET.test(line) || ordered) {
      const pattern = ordered ? ORDERED : BULLET;
      const items: DocNode[] = [];
      while (index < lines.length && pattern.test(lines[index] as string)) {
        const match = pattern.exec(lines[index] as string);
        const text = (ordered ? match?.[2] : match?.[1]) ?? "";
        items.push({ type: "listItem", content: [block("paragraph", readInline(text))] });
        index += 1;
      }
      blocks.push(
        ordered
          ? { type: "orderedList", attrs: { start: Number(ordered[1]) }, content: items }
          : { type: "bulletList", content: items },
      );
      continue;
    }
    // A paragraph: lines up to a blank line or another block; Setext headings too.
    const paragraph: string[] = [];
    while (index < lines.length) {
      const next = lines[index] as string;
      if (next.trim() === "" || ATX.test(next) || QUOTE.test(next) || IMAGE.test(next)) break;
      if (paragraph.length > 0 && /^\s*(=+|-+)\s*$/.test(next)) {
        const level = next.trim().startsWith("=") ? 1 : 2;
        blocks.push(block("heading", readInline(paragraph.join(" ")), { level }));
        paragraph.length = 0;
        index += 1;
        break;
      }
      if (paragraph.length > 0 && (BREAK.test(next) || BULLET.test(next) || ORDERED.test(next))) {
        break;
      }
      paragraph.push(next.trim());
      index += 1;
    }
    if (paragraph.length > 0) blocks.push(block("paragraph", readInline(paragraph.join(" "))));
  }
  return blocks;
}

function block(type: string, content: DocNode[], attrs?: Record<string, unknown>): DocNode {
  return { type, ...(attrs ? { attrs } : {}), ...(content.length > 0 ? { content } : {}) };
}

/** Emphasis, strong, code, links and escapes; unmatched markers stay as text. */
export function readInline(text: string): DocNode[] {
  const nodes: DocNode[] = [];
  parseInline(text, [], nodes);
  return mergeText(nodes);
}

function parseInline(text: string, marks: readonly DocMark[], out: DocNode[]): void {
  let plain = "";
  const flush = () => {
    if (plain) out.push(textNode(plain, marks));
    plain = "";
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (
      char === "\\" &&
      index + 1 < text.length &&
      /[\\`*_{}[\]()#+\-.!>~|]/.test(text[index + 1] as string)
    ) {
      plain += text[index + 1];
      index += 2;
      continue;
    }
    if (char === "`") {
      const end = text.indexOf("`", index + 1);
      if (end > index + 1) {
        flush();
        out.push(textNode(text.slice(index + 1, end), [...marks, { type: "code" }]));
        index = end + 1;
        continue;
      }
    }
    if (char === "[") {
      const link = /^\[([^\]]+)\]\(((?:https?:\/\/|mailto:)[^\s)]+)\)/.exec(text.slice(index));
      if (link) {
        flush();
        parseInline(link[1] as string, [...marks, { type: "link", attrs: { href: link[2] } }], out);
        index += link[0].length;
        continue;
      }
    }
    // An underscore inside a word (snake_case) is text, as in CommonMark.
    const intraword = char === "_" && /[\p{L}\p{N}]/u.test(text[index - 1] ?? "");
    if ((char === "*" || char === "_") && !intraword) {
      const double = text[index + 1] === char;
      const marker = double ? char + char : char;
      const end = findCloser(text, index + marker.length, marker);
      const closesInWord = char === "_" && /[\p{L}\p{N}]/u.test(text[end + marker.length] ?? "");
      if (end > 0 && !closesInWord) {
        flush();
        const mark: DocMark = { type: double ? "bold" : "italic" };
        parseInline(text.slice(index + marker.length, end), [...marks, mark], out);
        index = end + marker.length;
        continue;
      }
    }
    plain += char;
    index += 1;
  }
  flush();
}

/** The closing marker's index: not escaped, not after a space, not the start of a longer run. */
function findCloser(text: string, from: number, marker: string): number {
  if (/\s/.test(text[from] ?? " ")) return -1;
  let index = text.indexOf(marker, from + 1);
  while (index > 0) {
    const escaped = text[index - 1] === "\\";
    const longer = marker.length === 1 && text[index + 1] === marker;
    if (!escaped && !longer && !/\s/.test(text[index - 1] as string)) return index;
    index = text.indexOf(marker, index + (longer ? 2 : 1));
  }
  return -1;
}

function textNode(text: string, marks: readonly DocMark[]): DocNode {
  return { type: "text", text, ...(marks.length > 0 ? { marks: [...marks] } : {}) };
}

function mergeText(nodes: DocNode[]): DocNode[] {
  const merged: DocNode[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (
      last?.type === "text" &&
      node.type === "text" &&
      JSON.stringify(last.marks ?? []) === JSON.stringify(node.marks ?? [])
    ) {
      last.text = `${last.text}${node.text}`;
    } else {
      merged.push({ ...node });
    }
  }
  return merged;
}

// --- mammoth's HTML -----------------------------------------------------------------------------

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: "\u00a0",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+\d*|#\d+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#") && name !== "#39") return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

type Tag = { name: string; attrs: Record<string, string>; children: Array<Tag | string> };

/** mammoth's HTML as a tree: its tags are balanced and its text escaped, so a stack suffices. */
function parseHtml(html: string): Tag {
  const root: Tag = { name: "root", attrs: {}, children: [] };
  const stack: Tag[] = [root];
  const pattern = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/gi;
  for (const match of html.matchAll(pattern)) {
    const top = stack.at(-1) as Tag;
    if (match[5] !== undefined) {
      top.children.push(decodeEntities(match[5]));
      continue;
    }
    const name = (match[2] as string).toLowerCase();
    if (match[1]) {
      const at = stack.map((tag) => tag.name).lastIndexOf(name);
      if (at > 0) stack.length = at;
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const attr of (match[3] ?? "").matchAll(/([a-z-]+)(?:="([^"]*)")?/gi)) {
      attrs[(attr[1] as string).toLowerCase()] = decodeEntities(attr[2] ?? "");
    }
    const tag: Tag = { name, attrs, children: [] };
    top.children.push(tag);
    if (!match[4] && !["br", "img", "hr"].includes(name)) stack.push(tag);
  }
  return root;
}

const INLINE_MARKS: Record<string, DocMark["type"]> = {
  strong: "bold",
  b: "bold",
  em: "italic",
  i: "italic",
  u: "underline",
  s: "strike",
  del: "strike",
  code: "code",
  sup: "superscript",
  sub: "subscript",
};

export function readMammothHtml(html: string): DocNode[] {
  const root = parseHtml(html);
  placeNotes(root, notesOf(root));
  return blocksOf(root.children);
}

const NOTE_ID = /^(?:foot|end)note-(\d+)$/;

/**
 * Word's footnotes and endnotes, which mammoth lists at the end as `<li id="footnote-N">` each
 * with a back link: their plain text by id.
 */
function notesOf(tag: Tag, notes = new Map<string, string>()): Map<string, string> {
  for (const child of tag.children) {
    if (typeof child === "string") continue;
    if (child.name === "li" && NOTE_ID.test(child.attrs.id ?? "")) {
      notes.set(child.attrs.id as string, plainText(child).replace(/\s+/g, " ").trim());
    } else {
      notesOf(child, notes);
    }
  }
  return notes;
}

function plainText(tag: Tag): string {
  return tag.children
    .map((child) => {
      if (typeof child === "string") return child;
      // The back link to the reference ("↑").
      if (child.name === "a" && /-ref-\d+$/.test(child.attrs.href ?? "")) return "";
      return ` ${plainText(child)} `;
    })
    .join("");
}

/**
 * Puts a note where mammoth left its reference (`<sup><a href="#footnote-N">[N]</a></sup>`) as a
 * `footnote` tag, and drops the list of notes at the end (decision 0149).
 */
function placeNotes(tag: Tag, notes: ReadonlyMap<string, string>): void {
  tag.children = tag.children.flatMap((child): Array<Tag | string> => {
    if (typeof child === "string") return [child];
    if (child.name === "li" && NOTE_ID.test(child.attrs.id ?? "")) return [];
    const link = child.name === "sup" && child.children.length === 1 ? child.children[0] : null;
    const id = typeof link === "object" && link?.name === "a" ? link.attrs.href?.slice(1) : "";
    const text = id ? notes.get(id) : undefined;
    if (text !== undefined) return [{ name: "footnote", attrs: { text }, children: [] }];
    placeNotes(child, notes);
    return [child];
  });
}

function blocksOf(children: ReadonlyArray<Tag | string>): DocNode[] {
  const blocks: DocNode[] = [];
  let loose: DocNode[] = [];
  const flushLoose = () => {
    const content = trimInline(mergeText(loose));
    if (content.length > 0) blocks.push({ type: "paragraph", content });
    loose = [];
  };
  for (const child of children) {
    if (
      typeof child === "string" ||
      INLINE_MARKS[child.name] ||
      ["a", "br", "span", "footnote"].includes(child.name)
    ) {
      loose.push(...inlineOf([child], []));
      continue;
    }
    flushLoose();
    const name = child.name;
    const heading = /^h([1-6])$/.exec(name);
    if (heading) {
      const content = trimInline(mergeText(inlineOf(child.children, [])));
      if (content.length > 0) {
        blocks.push({
          type: "heading",
          attrs: { level: Math.min(Number(heading[1]), 4) },
          content,
        });
      }
    } else if (name === "p" && child.attrs.class === "title-page") {
      // The server maps Word's Title and Subtitle styles here: the manuscript's own fields.
    } else if (name === "p") {
      const images = child.children.filter(
        (c): c is Tag => typeof c !== "string" && c.name === "img",
      );
      const content = trimInline(mergeText(inlineOf(child.children, [])));
      if (content.length > 0) {
        const text = content
          .map((node) => node.text ?? "")
          .join("")
          .trim();
        blocks.push(
          /^(\*\s*){3}$|^#$|^\*$/.test(text)
            ? { type: "horizontalRule" }
            : { type: "paragraph", content },
        );
      }
      for (const image of images) blocks.push(...imageOf(image));
    } else if (name === "blockquote") {
      blocks.push({ type: "blockquote", content: blocksOf(child.children) });
    } else if (name === "ul" || name === "ol") {
      const items = child.children
        .filter((c): c is Tag => typeof c !== "string" && c.name === "li")
        .map((li) => ({ type: "listItem", content: listItemBlocks(li) }));
      if (items.length > 0)
        blocks.push({ type: name === "ul" ? "bulletList" : "orderedList", content: items });
    } else if (name === "hr") {
      blocks.push({ type: "horizontalRule" });
    } else if (name === "img") {
      blocks.push(...imageOf(child));
    } else if (name === "table") {
      // Books rarely carry tables; their cells' text is kept as paragraphs.
      blocks.push(...blocksOf(flattenTable(child)));
    } else {
      blocks.push(...blocksOf(child.children));
    }
  }
  flushLoose();
  return blocks;
}

function flattenTable(tag: Tag): Array<Tag | string> {
  const out: Array<Tag | string> = [];
  for (const child of tag.children) {
    if (typeof child === "string") continue;
    if (child.name === "td" || child.name === "th")
      out.push({ name: "p", attrs: {}, children: child.children });
    else out.push(...flattenTable(child));
  }
  return out;
}

function listItemBlocks(li: Tag): DocNode[] {
  const blocks = blocksOf(li.children);
  return blocks.length > 0 ? blocks : [{ type: "paragraph" }];
}

function imageOf(tag: Tag): DocNode[] {
  const src = tag.attrs.src ?? "";
  if (!/^data:image\/(png|jpeg);base64,/.test(src)) return [];
  return [{ type: "image", attrs: { src, alt: tag.attrs.alt ?? "" } }];
}

function inlineOf(children: ReadonlyArray<Tag | string>, marks: readonly DocMark[]): DocNode[] {
  const out: DocNode[] = [];
  for (const child of children) {
    if (typeof child === "string") {
      const text = child.replace(/\s+/g, " ");
      if (text) out.push(textNode(text, marks));
      continue;
    }
    if (child.name === "br") {
      out.push({ type: "hardBreak" });
      continue;
    }
    if (child.name === "footnote") {
      out.push({ type: "footnote", attrs: { text: child.attrs.text ?? "" } });
      continue;
    }
    const mark = INLINE_MARKS[child.name];
    if (mark) {
      out.push(...inlineOf(child.children, [...marks, { type: mark }]));
    } else if (child.name === "a") {
      const href = child.attrs.href ?? "";
      // Internal links (bookmarks, references to notes without a note): keep their text only.
      const linked = /^(https?:\/\/|mailto:)/i.test(href)
        ? [...marks, { type: "link" as const, attrs: { href } }]
        : marks;
      out.push(...inlineOf(child.children, linked));
    } else if (child.name !== "img") {
      out.push(...inlineOf(child.children, marks));
    }
  }
  return out;
}

/** Drops leading and trailing spaces of a block's text (mammoth keeps Word's). */
function trimInline(nodes: DocNode[]): DocNode[] {
  const out = nodes.map((node) => ({ ...node }));
  while (out[0]?.type === "text" && !(out[0].text ?? "").trim()) out.shift();
  while (out.at(-1)?.type === "text" && !(out.at(-1)?.text ?? "").trim()) out.pop();
  const first = out[0];
  if (first?.type === "text") first.text = (first.text ?? "").trimStart();
  const last = out.at(-1);
  if (last?.type === "text") last.text = (last.text ?? "").trimEnd();
  return out.filter((node) => node.type !== "text" || (node.text ?? "").length > 0);
}

// --- Sections -----------------------------------------------------------------------------------

const KIND_BY_TITLE: Array<[RegExp, SectionKind]> = [
  [/^dedication$/i, "dedication"],
  [/^epigraph$/i, "epigraph"],
  [/^(preface|foreword|prologue note)$/i, "preface"],
  [/^acknowledge?ments?$/i, "acknowledgements"],
  [/^about the author$/i, "about-author"],
  [/^(also by\b.*|other books by\b.*)$/i, "also-by"],
  [/^part\s+([0-9ivxlc]+|one|two|three|four|five|six|seven|eight|nine|ten)\b.*$/i, "part"],
];

export function kindOfHeading(title: string): SectionKind {
  const clean = title.trim();
  return KIND_BY_TITLE.find(([pattern]) => pattern.test(clean))?.[1] ?? "chapter";
}

/**
 * Cuts blocks into sections at the highest heading level present; the heading becomes the
 * section's title, not its text. Text before the first heading is its own chapter, titled
 * `untitled`. Blank sections are kept (a part page holds only its title).
 */
export function splitIntoSections(blocks: readonly DocNode[], untitled: string): ImportedSection[] {
  const levels = blocks
    .filter((node) => node.type === "heading")
    .map((node) => Number(node.attrs?.level ?? 1));
  const top = levels.length > 0 ? Math.min(...levels) : null;
  const sections: ImportedSection[] = [];
  let current: { title: string; kind: SectionKind; content: DocNode[] } | null = null;
  const close = () => {
    if (!current) return;
    sections.push({
      kind: current.kind,
      title: current.title,
      doc: {
        type: "doc",
        content: current.content.length > 0 ? current.content : [{ type: "paragraph" }],
      },
    });
  };
  for (const node of blocks) {
    if (node.type === "heading" && Number(node.attrs?.level ?? 1) === top) {
      close();
      const title = inlineText(node).replace(/\s+/g, " ").trim().slice(0, 200) || untitled;
      current = { title, kind: kindOfHeading(title), content: [] };
      continue;
    }
    if (!current) current = { title: untitled, kind: "chapter", content: [] };
    current.content.push(node);
  }
  close();
  return sections;
}
