import { describe, expect, it } from "vitest";
import { sanitizeDescriptionHtml } from "../tools/description-creator/sanitize-html";
import { paragraphHtmlToText, textToParagraphHtml } from "./paragraph-text";

describe("an author page's text boxes", () => {
  it.each([
    ["one line", "Sea stories.", "<p>Sea stories.</p>"],
    [
      "markup characters",
      "Also 3 < 5 and x>y & <3 love.",
      "<p>Also 3 &#60; 5 and x&#62;y &#38; &#60;3 love.</p>",
    ],
    [
      "a tag typed as text",
      '<a href="x">me</a>',
      "<p>&#60;a href=&#34;x&#34;&#62;me&#60;/a&#62;</p>",
    ],
    ["a blank line", "First.\n\nSecond.", "<p>First.</p><p>Second.</p>"],
    ["a single newline", "First.\nSame paragraph.", "<p>First.<br>Same paragraph.</p>"],
    ["Windows newlines and spaces around", "  A.\r\n \r\nB.  ", "<p>A.</p><p>B.</p>"],
    ["nothing", "  \n ", ""],
  ])("%s: to HTML and back, through the API's sanitiser, as typed", (_case, text, html) => {
    expect(textToParagraphHtml(text)).toBe(html);
    const saved = sanitizeDescriptionHtml(textToParagraphHtml(text));
    expect(paragraphHtmlToText(saved)).toBe(
      text
        .replace(/\r\n?/g, "\n")
        .replace(/\n[^\S\n]*\n/g, "\n\n")
        .trim(),
    );
  });

  it("reads back pages saved before the boxes were converted (the raw text, sanitised)", () => {
    expect(paragraphHtmlToText(sanitizeDescriptionHtml("Also 3 < 5 & more"))).toBe(
      "Also 3 < 5 & more",
    );
  });
});
