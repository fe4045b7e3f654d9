/* The articles' body format: a small, safe subset of Markdown (see `BlogPostSource.body`). */

export type BlogBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] };

/**
 * Splits a body into blocks. Blank lines separate blocks; a block starting with `## ` is a
 * heading; a block whose lines all start with `- ` is a list. Everything else is a paragraph, so
 * any text, even `<script>`, stays text: the page renders blocks as elements, never as HTML.
 */
export function parseBlogBody(body: string): BlogBlock[] {
  const blocks: BlogBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");
    if (lines.length === 0) continue;
    // A heading line may be followed directly by its first paragraph or list.
    let rest = lines;
    if (rest[0]?.startsWith("## ")) {
      blocks.push({ kind: "heading", text: rest[0].slice(3).trim() });
      rest = rest.slice(1);
      if (rest.length === 0) continue;
    }
    const firstItem = rest.findIndex((line) => line.startsWith("- "));
    if (firstItem === -1) {
      blocks.push({ kind: "paragraph", text: rest.join(" ") });
      continue;
    }
    if (firstItem > 0) blocks.push({ kind: "paragraph", text: rest.slice(0, firstItem).join(" ") });
    blocks.push({
      kind: "list",
      items: rest.slice(firstItem).map((line) => line.replace(/^- /, "").trim()),
    });
  }
  return blocks;
}

/** Words in a body (headings and list items included), for reading time and checks. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read at 230 words a minute, at least one. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.round(countWords(body) / 230));
}
