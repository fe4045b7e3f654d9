/*
 * A chapter's text as the editor keeps it: ProseMirror JSON as TipTap writes it (decision 0119).
 * The API stores what the editor sends, so this module is the one place that says which nodes and
 * marks a chapter may hold; the typesetter, the EPUB writer and the DOCX export only handle these.
 * A document is checked by walking it (zod has no cheap recursive schema that names the exact
 * node at fault) and refused with the path of its first bad node, e.g. `doc.content.3.attrs.level`.
 */

export const BLOCK_TYPES = [
  "paragraph",
  "heading",
  "blockquote",
  "bulletList",
  "orderedList",
  "listItem",
  /** A scene break: drawn as a centred ornament in print and as <hr> in the ebook. */
  "horizontalRule",
  "image",
] as const;
export const INLINE_TYPES = ["text", "hardBreak", "footnote"] as const;
export const MARK_TYPES = [
  "bold",
  "italic",
  "underline",
  "strike",
  "code",
  "link",
  "superscript",
  "subscript",
] as const;

export type MarkType = (typeof MARK_TYPES)[number];
export type DocMark = { type: MarkType; attrs?: { href?: string } };

export type DocNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  text?: string;
  marks?: DocMark[];
};

export type ChapterDoc = { type: "doc"; content: DocNode[] };

/** The deepest nesting allowed (lists in lists in quotes); keeps a hostile document cheap to walk. */
const MAX_DEPTH = 12;
/** Per chapter: a long chapter is 15,000 words, about 100 KB of text; JSON doubles it at most. */
export const MAX_CHAPTER_TEXT_CHARS = 400_000;
export const MAX_ATTR_CHARS = 2_000;
/** Images as data URLs may be large; one chapter's images are capped with the document. */
const MAX_IMAGE_SRC_CHARS = 2_000_000;

export type DocProblem = { path: string; message: string };

const blockTypes = new Set<string>(BLOCK_TYPES);
const inlineTypes = new Set<string>(INLINE_TYPES);
const markTypes = new Set<string>(MARK_TYPES);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The first problem of a value that should be a chapter document, or null when it is one. */
export function findDocProblem(value: unknown, path = "doc"): DocProblem | null {
  if (!isRecord(value) || value.type !== "doc") {
    return { path, message: "must be an editor document (type doc)" };
  }
  if (value.content === undefined) return null;
  if (!Array.isArray(value.content)) return { path: `${path}.content`, message: "must be a list" };
  const budget = { chars: 0 };
  for (const [index, node] of value.content.entries()) {
    const problem = checkNode(node, `${path}.content.${index}`, 1, "block", budget);
    if (problem) return problem;
  }
  return null;
}

function checkNode(
  node: unknown,
  path: string,
  depth: number,
  expected: "block" | "inline",
  budget: { chars: number },
): DocProblem | null {
  if (depth > MAX_DEPTH) return { path, message: `nests deeper than ${MAX_DEPTH} levels` };
  if (!isRecord(node) || typeof node.type !== "string") {
    return { path, message: "must be a node with a type" };
  }
  const allowed = expected === "block" ? blockTypes : inlineTypes;
  if (!allowed.has(node.type)) {
    return {
      path: `${path}.type`,
      message: `${String(node.type).slice(0, 40)} is not allowed here`,
    };
  }
  if (node.attrs !== undefined && node.attrs !== null) {
    const problem = checkAttrs(node.type, node.attrs, `${path}.attrs`);
    if (problem) return problem;
  }
  if (node.type === "text") {
    if (typeof node.text !== "string" || node.text.length === 0) {
      return { path: `${path}.text`, message: "must be non-empty text" };
    }
    budget.chars += node.text.length;
    if (budget.chars > MAX_CHAPTER_TEXT_CHARS) {
      return { path, message: `a chapter holds at most ${MAX_CHAPTER_TEXT_CHARS} characters` };
    }
  }
  if (node.marks !== undefined) {
    if (!Array.isArray(node.marks)) return { path: `${path}.marks`, message: "must be a list" };
    for (const [index, mark] of node.marks.entries()) {
      const at = `${path}.marks.${index}`;
      if (!isRecord(mark) || typeof mark.type !== "string" || !markTypes.has(mark.type)) {
        return { path: at, message: "is not a mark a chapter may use" };
      }
      if (mark.type === "link") {
        const href = isRecord(mark.attrs) ? mark.attrs.href : undefined;
        if (typeof href !== "string" || !/^(https?:\/\/|mailto:)/i.test(href)) {
          return { path: `${at}.attrs.href`, message: "must be an http(s) or mailto link" };
        }
      }
    }
  }
  if (node.content !== undefined) {
    if (!Array.isArray(node.content)) return { path: `${path}.content`, message: "must be a list" };
    const childKind = childKindOf(node.type);
    if (!childKind) return { path: `${path}.content`, message: `${node.type} holds no content` };
    for (const [index, child] of node.content.entries()) {
      const problem = checkNode(child, `${path}.content.${index}`, depth + 1, childKind, budget);
      if (problem) return problem;
    }
  }
  return null;
}

function childKindOf(type: string): "block" | "inline" | null {
  switch (type) {
    case "paragraph":
    case "heading":
      return "inline";
    case "blockquote":
    case "bulletList":
    case "orderedList":
    case "listItem":
      return "block";
    default:
      return null;
  }
}

function checkAttrs(type: string, attrs: unknown, path: string): DocProblem | null {
  if (!isRecord(attrs)) return { path, message: "must be an object" };
  for (const [key, value] of Object.entries(attrs)) {
    const limit = type === "image" && key === "src" ? MAX_IMAGE_SRC_CHARS : MAX_ATTR_CHARS;
    if (typeof value === "string" && value.length > limit) {
      return { path: `${path}.${key}`, message: `must be at most ${limit} characters` };
    }
  }
  if (type === "heading") {
    const level = attrs.level;
    if (!(Number.isInteger(level) && (level as number) >= 1 && (level as number) <= 4)) {
      return { path: `${path}.level`, message: "must be a whole number from 1 to 4" };
    }
  }
  if (type === "image") {
    const src = attrs.src;
    if (typeof src !== "string" || !/^(data:image\/(png|jpeg);base64,|https:\/\/)/.test(src)) {
      return { path: `${path}.src`, message: "must be a PNG or JPEG data URL or an https URL" };
    }
  }
  if (type === "footnote" && typeof attrs.text !== "string") {
    return { path: `${path}.text`, message: "must be the footnote's text" };
  }
  return null;
}

/** Words as a reader counts them: runs of letters or digits, with inner apostrophes and hyphens. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** The words of a chapter's text (footnotes included: they are printed). */
export function countDocWords(doc: ChapterDoc): number {
  let words = 0;
  walk(doc.content, (node) => {
    if (node.type === "text" && node.text) words += countWords(node.text);
    if (node.type === "footnote" && typeof node.attrs?.text === "string") {
      words += countWords(node.attrs.text);
    }
  });
  return words;
}

function walk(nodes: readonly DocNode[] | undefined, visit: (node: DocNode) => void): void {
  for (const node of nodes ?? []) {
    visit(node);
    walk(node.content, visit);
  }
}

/** A block's text, hard breaks as newlines (used for headings, headers and the ebook's nav). */
export function inlineText(node: DocNode): string {
  let text = "";
  for (const child of node.content ?? []) {
    if (child.type === "text") text += child.text ?? "";
    else if (child.type === "hardBreak") text += "\n";
    else if (child.content) text += inlineText(child);
  }
  return text;
}

export const emptyDoc = (): ChapterDoc => ({ type: "doc", content: [{ type: "paragraph" }] });

/** Paragraphs of plain text as a document (Markdown's and the DOCX reader's simplest case). */
export function docFromParagraphs(paragraphs: readonly string[]): ChapterDoc {
  const content = paragraphs
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text): DocNode => ({ type: "paragraph", content: [{ type: "text", text }] }));
  return { type: "doc", content: content.length > 0 ? content : [{ type: "paragraph" }] };
}
