import { ALLOWED_DESCRIPTION_TAGS } from "../guidelines-check/guidelines-check";

/*
 * The description creator's HTML sanitiser (decision 0059): whatever comes in (the editor's
 * innerHTML, a paste, an LLM's answer), what goes out is KDP's allow-list only
 * (`ALLOWED_DESCRIPTION_TAGS`, owned by the guidelines checker) with no attributes, and every text
 * character escaped. It is safe by construction: the output is built from our own tag strings
 * and escaped text, never copied from the input, so no attribute, script or URL can survive.
 *
 * A small tokenizer rather than the DOM: the same function runs in the API (no DOM there) and in
 * the browser, and a DOMParser round trip would still need this allow-list walk.
 */

type AllowedTag = (typeof ALLOWED_DESCRIPTION_TAGS)[number];
const ALLOWED = new Set<string>(ALLOWED_DESCRIPTION_TAGS);

/** Tags the editor or a paste produces that mean an allowed one. */
const SYNONYMS: Record<string, AllowedTag> = {
  strong: "b",
  div: "p",
  h1: "h4",
  h2: "h4",
  h3: "h4",
};

/**
 * Dropped with everything inside them: code, styles, embedded documents and foreign (SVG, MathML)
 * content, whose text is never prose.
 */
const RAW_TEXT = new Set([
  "script",
  "style",
  "textarea",
  "title",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "noscript",
  "plaintext",
]);
const DROP_WITH_CONTENT = new Set([
  "svg",
  "math",
  "template",
  "object",
  "select",
  "head",
  "video",
  "audio",
]);

const BLOCKS = new Set(["p", "h4", "h5", "h6", "ol", "ul", "li"]);
const TEXT_BLOCKS = new Set(["p", "h4", "h5", "h6"]);
const INLINE = new Set(["b", "em", "i", "u"]);

/** The named entities descriptions actually use; others stay as the literal text they are. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  copy: "©",
  reg: "®",
  trade: "™",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  bull: "•",
  middot: "·",
  deg: "°",
  times: "×",
  eacute: "é",
  egrave: "è",
  aacute: "á",
  agrave: "à",
  ouml: "ö",
  auml: "ä",
  uuml: "ü",
  szlig: "ß",
  ntilde: "ñ",
  ccedil: "ç",
};

export function decodeEntities(text: string): string {
  return text.replace(
    /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});?/gi,
    (whole, body: string) => {
      if (body.startsWith("#")) {
        const code =
          body[1] === "x" || body[1] === "X"
            ? Number.parseInt(body.slice(2), 16)
            : Number.parseInt(body.slice(1), 10);
        // Control characters and surrogates are not text; NUL and beyond Unicode become U+FFFD.
        if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
        if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return "";
        return String.fromCodePoint(code);
      }
      const named = NAMED_ENTITIES[body.toLowerCase()];
      return named !== undefined && whole.endsWith(";") ? named : whole;
    },
  );
}

export function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

type Token =
  | { kind: "text"; text: string }
  | { kind: "start"; name: string; selfClosing: boolean }
  | { kind: "end"; name: string };

const NAME = /^[a-z][a-z0-9-]*/i;

/** Index just past the `>` closing a tag opened at `from`, skipping quoted attribute values. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let index = from; index < html.length; index += 1) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === ">") {
      return index + 1;
    }
  }
  // A tag still open at the end of the input is dropped, as browsers drop it.
  return html.length;
}

function* tokenize(html: string): Generator<Token> {
  let index = 0;
  let text = "";
  const flush = function* (): Generator<Token> {
    if (text !== "") yield { kind: "text", text };
    text = "";
  };
  while (index < html.length) {
    const open = html.indexOf("<", index);
    if (open === -1) {
      text += html.slice(index);
      break;
    }
    text += html.slice(index, open);
    const next = html[open + 1] ?? "";
    if (html.startsWith("<!--", open)) {
      yield* flush();
      const close = html.indexOf("-->", open + 4);
      index = close === -1 ? html.length : close + 3;
    } else if (next === "!" || next === "?") {
      yield* flush();
      const close = html.indexOf(">", open);
      index = close === -1 ? html.length : close + 1;
    } else if (next === "/" && /[a-z]/i.test(html[open + 2] ?? "")) {
      yield* flush();
      const name = (NAME.exec(html.slice(open + 2))?.[0] ?? "").toLowerCase();
      index = tagEnd(html, open + 2);
      yield { kind: "end", name };
    } else if (/[a-z]/i.test(next)) {
      yield* flush();
      const name = (NAME.exec(html.slice(open + 1))?.[0] ?? "").toLowerCase();
      const end = tagEnd(html, open + 1);
      const selfClosing = html[end - 2] === "/";
      index = end;
      if (RAW_TEXT.has(name)) {
        // Raw text runs to the matching end tag whatever it contains ("</p>" inside a script).
        const close = html.toLowerCase().indexOf(`</${name}`, index);
        index = close === -1 ? html.length : tagEnd(html, close + 2);
        continue;
      }
      yield { kind: "start", name, selfClosing };
    } else {
      // A "<" that starts no tag ("a < b", "<3") is text.
      text += "<";
      index = open + 1;
    }
  }
  yield* flush();
}

/**
 * The KDP-safe form of a description: allowed tags only, without attributes, properly nested and
 * closed; unknown tags removed with their text kept; scripts, styles and foreign content removed
 * with their content; text decoded and re-escaped.
 */
export function sanitizeDescriptionHtml(html: string): string {
  const out: string[] = [];
  const stack: AllowedTag[] = [];
  let dropping: { name: string; depth: number } | null = null;

  const close = (until: (tag: AllowedTag) => boolean) => {
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as AllowedTag;
      if (!until(top)) return;
      stack.pop();
      out.push(`</${top}>`);
    }
  };
  const closeThrough = (tag: AllowedTag) => {
    if (!stack.includes(tag)) return;
    let top: AllowedTag | undefined;
    do {
      top = stack.pop();
      if (top) out.push(`</${top}>`);
    } while (top && top !== tag);
  };
  const inList = () => {
    for (let index = stack.length - 1; index >= 0; index -= 1) {
      const tag = stack[index];
      if (tag === "ol" || tag === "ul") return true;
      if (tag === "li") return false;
    }
    return false;
  };

  for (const token of tokenize(html)) {
    if (dropping) {
      if (token.kind === "start" && token.name === dropping.name && !token.selfClosing)
        dropping.depth += 1;
      if (token.kind === "end" && token.name === dropping.name) dropping.depth -= 1;
      if (dropping.depth === 0) dropping = null;
      continue;
    }
    if (token.kind === "text") {
      const text = decodeEntities(token.text);
      const top = stack[stack.length - 1];
      // Whitespace between list items is layout, not content.
      if ((top === "ol" || top === "ul") && text.trim() === "") continue;
      out.push(escapeText(text));
      continue;
    }
    if (DROP_WITH_CONTENT.has(token.name)) {
      if (token.kind === "start" && !token.selfClosing) dropping = { name: token.name, depth: 1 };
      continue;
    }
    const mapped = SYNONYMS[token.name] ?? token.name;
    if (!ALLOWED.has(mapped)) continue;
    const tag = mapped as AllowedTag;
    if (token.kind === "end") {
      if (tag === "br") out.push("<br>");
      else closeThrough(tag);
      continue;
    }
    if (tag === "br") {
      out.push("<br>");
      continue;
    }
    if (BLOCKS.has(tag)) {
      // A block ends any open paragraph or heading and the inline formatting inside it.
      close((top) => INLINE.has(top) || TEXT_BLOCKS.has(top));
      if (tag === "li") {
        if (!inList()) {
          // An item outside a list reads as its own paragraph.
          close((top) => top === "li");
          if (!inList()) {
            out.push("<p>");
            stack.push("p");
            continue;
          }
        }
        // A new item closes the previous one, as an unclosed <li> does in HTML.
        const top = stack[stack.length - 1];
        if (top === "li") closeThrough("li");
      }
    }
    if (token.selfClosing && tag !== "br") continue;
    out.push(`<${tag}>`);
    stack.push(tag);
  }
  close(() => true);
  return out.join("");
}

/** KDP counts the description's characters with its HTML tags. */
export function descriptionLength(html: string): number {
  return html.length;
}

/** The text a reader sees, for word counts and checks that must not match inside tags. */
export function descriptionText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br>/g, "\n")
      .replace(/<\/(p|h4|h5|h6|li)>/g, "\n")
      .replace(/<[^>]*>/g, ""),
  ).trim();
}
