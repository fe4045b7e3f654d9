import { describe, expect, it } from "vitest";
import { descriptionLength, descriptionText, sanitizeDescriptionHtml } from "./sanitize-html";

// Input → exactly what KDP receives. XSS payloads first, then structure, entities and text.
const cases: [name: string, input: string, output: string][] = [
  ["script with content", "<p>Hi<script>alert(1)</script></p>", "<p>Hi</p>"],
  ["script with a closing tag inside a string", '<script>var s="</p>";</script>ok', "ok"],
  ["uppercase script", "<SCRIPT SRC=//evil.example/x.js></SCRIPT>safe", "safe"],
  ["unterminated script", "<p>a</p><script>alert(1)", "<p>a</p>"],
  ["img onerror", '<img src=x onerror="alert(1)">text', "text"],
  ["img onerror with > inside the quoted value", '<img alt=">" onerror=alert(1)>x', "x"],
  ["javascript: link keeps its text", '<a href="javascript:alert(1)">Click</a>', "Click"],
  ["entity-encoded javascript: link", '<a href="&#106;avascript:alert(1)">x</a>', "x"],
  ["svg onload", '<svg onload="alert(1)"><circle r="1"/></svg>after', "after"],
  ["svg with a nested svg and title", "<svg><svg><title>t</title></svg>in</svg>out", "out"],
  ["event handler on an allowed tag", '<b onclick="alert(1)" class="x">bold</b>', "<b>bold</b>"],
  ["style attribute and style element", '<p style="color:red">a</p><style>p{}</style>', "<p>a</p>"],
  ["iframe", '<iframe src="https://evil.example"></iframe>x', "x"],
  ["comment", "a<!-- <script>alert(1)</script> -->b", "ab"],
  ["conditional comment", "<!--[if IE]><script>x</script><![endif]-->ok", "ok"],
  ["unterminated comment", "ok<!-- never closed <b>", "ok"],
  ["doctype and processing instruction", "<!DOCTYPE html><?xml x?>t", "t"],
  [
    "encoded script stays text",
    "&lt;script&gt;alert(1)&lt;/script&gt;",
    "&lt;script&gt;alert(1)&lt;/script&gt;",
  ],
  ["double-encoded stays double", "&amp;lt;b&amp;gt;", "&amp;lt;b&amp;gt;"],
  ["tag split by a newline", "<img\nsrc=x\nonerror=alert(1)>y", "y"],
  ["unterminated tag at the end", "text<img src=x onerror=alert(1)", "text"],
  ["bare < is text", "1 < 2 and 3 > 2", "1 &lt; 2 and 3 &gt; 2"],
  ["< followed by a digit", "I <3 books", "I &lt;3 books"],
  ["object with its fallback", "<object data=x><p>fallback</p></object>z", "z"],
  // Structure.
  [
    "allowed tags kept",
    "<p><b>a</b> <i>b</i> <em>c</em> <u>d</u></p>",
    "<p><b>a</b> <i>b</i> <em>c</em> <u>d</u></p>",
  ],
  ["headings h4 to h6", "<h4>a</h4><h5>b</h5><h6>c</h6>", "<h4>a</h4><h5>b</h5><h6>c</h6>"],
  ["h1 to h3 become h4", "<h1>a</h1><h2>b</h2><h3>c</h3>", "<h4>a</h4><h4>b</h4><h4>c</h4>"],
  ["strong becomes b", "<strong>x</strong>", "<b>x</b>"],
  ["div becomes p", "<div>line</div><div><br></div>", "<p>line</p><p><br></p>"],
  ["span and font removed, text kept", '<span style="x"><font color=red>t</font></span>', "t"],
  ["br variants", "a<br>b<br/>c<BR />d</br>e", "a<br>b<br>c<br>d<br>e"],
  [
    "lists",
    "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul><ol><li>c</li></ol>",
    "<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol>",
  ],
  ["unclosed list items close each other", "<ul><li>a<li>b</ul>", "<ul><li>a</li><li>b</li></ul>"],
  [
    "nested list",
    "<ul><li>a<ul><li>b</li></ul></li></ul>",
    "<ul><li>a<ul><li>b</li></ul></li></ul>",
  ],
  ["item outside a list becomes a paragraph", "<li>lonely</li>", "<p>lonely</p>"],
  ["unclosed tags are closed", "<p><b>bold", "<p><b>bold</b></p>"],
  ["misnested inline tags", "<b><i>x</b>y</i>", "<b><i>x</i></b>y"],
  ["stray end tags dropped", "</b>a</p></ul>", "a"],
  ["a block closes an open paragraph", "<p>a<ul><li>b</li></ul>", "<p>a</p><ul><li>b</li></ul>"],
  ["self-closed non-void tag is dropped", "<b/>x", "x"],
  [
    "attributes dropped from lists",
    '<ol type="a" start="3"><li value="9">x</li></ol>',
    "<ol><li>x</li></ol>",
  ],
  // Entities and text.
  ["named entities decoded then escaped", "Tom &amp; Jerry &mdash; &copy;", "Tom &amp; Jerry — ©"],
  ["numeric entities", "&#65;&#x42;", "AB"],
  ["NUL entity", "a&#0;b", "a\ufffdb"],
  ["control character entity removed", "a&#1;b", "ab"],
  ["unknown entity stays literal", "&bogus; fish", "&amp;bogus; fish"],
  ["plain text", "Just words.", "Just words."],
  ["empty", "", ""],
];

describe("sanitizeDescriptionHtml", () => {
  it.each(cases)("%s", (_name, input, output) => {
    expect(sanitizeDescriptionHtml(input)).toBe(output);
  });

  it("is idempotent on every case", () => {
    for (const [, input] of cases) {
      const once = sanitizeDescriptionHtml(input);
      expect(sanitizeDescriptionHtml(once)).toBe(once);
    }
  });

  it("never lets an attribute, handler or script through", () => {
    for (const [, input] of cases) {
      const output = sanitizeDescriptionHtml(input);
      expect(output).not.toMatch(/<[a-z0-9]+\s/i);
      expect(output).not.toMatch(/<(script|img|svg|iframe|a|style)\b/i);
    }
  });
});

describe("descriptionLength and descriptionText", () => {
  it("counts the tags", () => {
    expect(descriptionLength("<p><b>Hi</b></p>")).toBe(16);
  });
  it("reads the text with line breaks for blocks", () => {
    expect(descriptionText("<h4>A &amp; B</h4><ul><li>one</li><li>two</li></ul>")).toBe(
      "A & B\none\ntwo",
    );
  });
});
