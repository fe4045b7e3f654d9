import { describe, expect, it } from "vitest";
import { countDocWords, findDocProblem } from "./document";
import {
  kindOfHeading,
  readInline,
  readMammothHtml,
  readMarkdown,
  splitIntoSections,
} from "./import-text";

describe("readInline", () => {
  it.each([
    ["plain", [{ type: "text", text: "plain" }]],
    [
      "*it* and **bold**",
      [
        { type: "text", text: "it", marks: [{ type: "italic" }] },
        { type: "text", text: " and " },
        { type: "text", text: "bold", marks: [{ type: "bold" }] },
      ],
    ],
    ["a * b * c", [{ type: "text", text: "a * b * c" }]],
    ["snake_case_name", [{ type: "text", text: "snake_case_name" }]],
    ["\\*not\\*", [{ type: "text", text: "*not*" }]],
    [
      "[site](https://x.test)",
      [
        {
          type: "text",
          text: "site",
          marks: [{ type: "link", attrs: { href: "https://x.test" } }],
        },
      ],
    ],
    ["[bad](javascript:x)", [{ type: "text", text: "[bad](javascript:x)" }]],
    ["`a*b`", [{ type: "text", text: "a*b", marks: [{ type: "code" }] }]],
  ])("%j", (text, nodes) => {
    expect(readInline(text)).toEqual(nodes);
  });
});

describe("readMarkdown and splitIntoSections", () => {
  const markdown = [
    "Opening words before any heading.",
    "",
    "# Dedication",
    "For *Sam*.",
    "",
    "# Part One",
    "",
    "# Chapter 1: The Road",
    "",
    "It was a dark",
    "and stormy night.",
    "",
    "* * *",
    "",
    "> A quote",
    "> continued",
    "",
    "- one",
    "- two",
    "",
    "## A scene heading",
    "",
    "1. first",
    "2. second",
    "",
    "Chapter Two",
    "===========",
    "",
    "Last.",
    "",
    "# About the Author",
    "Ada writes.",
  ].join("\n");

  it("cuts at the top heading level and names front matter, parts and back matter", () => {
    const sections = splitIntoSections(readMarkdown(markdown), "Untitled");
    expect(sections.map((s) => [s.kind, s.title])).toEqual([
      ["chapter", "Untitled"],
      ["dedication", "Dedication"],
      ["part", "Part One"],
      ["chapter", "Chapter 1: The Road"],
      ["chapter", "Chapter Two"],
      ["about-author", "About the Author"],
    ]);
    for (const section of sections) expect(findDocProblem(section.doc)).toBeNull();
    const road = sections[3]!.doc.content;
    expect(road.map((node) => node.type)).toEqual([
      "paragraph",
      "horizontalRule",
      "blockquote",
      "bulletList",
      "heading",
      "orderedList",
    ]);
    expect(road[0]).toEqual({
      type: "paragraph",
      content: [{ type: "text", text: "It was a dark and stormy night." }],
    });
    expect(countDocWords(sections[3]!.doc)).toBe(17);
  });

  it("keeps a document without headings as one chapter", () => {
    const sections = splitIntoSections(readMarkdown("Just text.\n\nMore text."), "My book");
    expect(sections).toHaveLength(1);
    expect(sections[0]).toMatchObject({ kind: "chapter", title: "My book" });
  });
});

describe("readMammothHtml", () => {
  it("reads mammoth's tags, entities, marks, links and breaks", () => {
    const html =
      "<h1>Chapter One</h1><p>He said &quot;hi&quot; &amp; left<br />at <strong>once</strong> <em>quietly</em>.</p>" +
      "<p>*</p><ul><li>item</li></ul><blockquote><p>quoted</p></blockquote>" +
      '<p><a href="https://example.com">site</a><sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup></p>' +
      "<h1>Acknowledgments</h1><p>Thanks.</p>";
    const sections = splitIntoSections(readMammothHtml(html), "Untitled");
    expect(sections.map((s) => [s.kind, s.title])).toEqual([
      ["chapter", "Chapter One"],
      ["acknowledgements", "Acknowledgments"],
    ]);
    const [first] = sections;
    for (const section of sections) expect(findDocProblem(section.doc)).toBeNull();
    expect(first!.doc.content.map((node) => node.type)).toEqual([
      "paragraph",
      "horizontalRule",
      "bulletList",
      "blockquote",
      "paragraph",
    ]);
    expect(first!.doc.content[0]).toEqual({
      type: "paragraph",
      content: [
        { type: "text", text: 'He said "hi" & left' },
        { type: "hardBreak" },
        { type: "text", text: "at " },
        { type: "text", text: "once", marks: [{ type: "bold" }] },
        { type: "text", text: " " },
        { type: "text", text: "quietly", marks: [{ type: "italic" }] },
        { type: "text", text: "." },
      ],
    });
  });
});

describe("readMammothHtml: Word's footnotes (decision 0149)", () => {
  it("puts each note at its reference and drops mammoth's list of notes", () => {
    const html =
      '<h1>One</h1><p>The ferry<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup> left at <em>dawn</em>' +
      '<sup><a href="#footnote-2" id="footnote-ref-2">[2]</a></sup>.</p>' +
      '<h1>Two</h1><p>Back<sup><a href="#endnote-1" id="endnote-ref-1">[3]</a></sup> late.</p>' +
      '<ol><li id="footnote-1"><p>Built in 1890 &amp; <em>still</em> afloat. <a href="#footnote-ref-1">↑</a></p></li>' +
      '<li id="footnote-2"><p>Or so he said.</p><p>Twice. <a href="#footnote-ref-2">↑</a></p></li>' +
      '<li id="endnote-1"><p>An endnote. <a href="#endnote-ref-1">↑</a></p></li></ol><dl></dl>';
    const sections = splitIntoSections(readMammothHtml(html), "Untitled");
    for (const section of sections) expect(findDocProblem(section.doc)).toBeNull();
    expect(sections.map((s) => s.doc.content)).toEqual([
      [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "The ferry" },
            { type: "footnote", attrs: { text: "Built in 1890 & still afloat." } },
            { type: "text", text: " left at " },
            { type: "text", text: "dawn", marks: [{ type: "italic" }] },
            { type: "footnote", attrs: { text: "Or so he said. Twice." } },
            { type: "text", text: "." },
          ],
        },
      ],
      [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Back" },
            { type: "footnote", attrs: { text: "An endnote." } },
            { type: "text", text: " late." },
          ],
        },
      ],
    ]);
  });
});

describe("kindOfHeading", () => {
  it.each([
    ["Dedication", "dedication"],
    ["PART II", "part"],
    ["Part Three: The Sea", "part"],
    ["Partly Cloudy", "chapter"],
    ["Also by Ada Green", "also-by"],
    ["Acknowledgements", "acknowledgements"],
    ["Chapter 12", "chapter"],
  ])("%s → %s", (title, kind) => {
    expect(kindOfHeading(title)).toBe(kind);
  });
});
