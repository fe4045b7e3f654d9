import { escapeHtml } from "../text/escape-html";
import { decodeEntities } from "../tools/description-creator/sanitize-html";

/*
 * The editor's text boxes (bio, a book's description and excerpt) hold what the author typed; the
 * page keeps HTML, which the API sanitises. These two turn one into the other, so that "3 < 5 &
 * more" comes back into the box as typed (it came back as "3 &lt; 5 &amp; more") and a blank
 * line stays a new paragraph on the page (the bio was one run-on paragraph).
 */

/** Paragraphs at blank lines, a line break at every other newline, every character as text. */
export function textToParagraphHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/[^\S\n]*\n[^\S\n]*/g, "<br>")}</p>`)
    .join("");
}

/** The page's HTML as the text its box shows: the inverse of `textToParagraphHtml`. */
export function paragraphHtmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(p|li|h\d)>\s*(?=<)/gi, "\n\n")
      .replace(/<[^>]*>/g, ""),
  ).trim();
}
