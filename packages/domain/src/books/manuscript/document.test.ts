import { describe, expect, it } from "vitest";
import { isSnapshotDue, VERSION_SNAPSHOT_INTERVAL_MS } from "./contract";
import { countDocWords, countWords, findDocProblem, inlineText } from "./document";

describe("countWords", () => {
  it.each([
    ["", 0],
    ["one", 1],
    ["It was a dark and stormy night.", 7],
    ["don't stop — well-known mother-in-law", 4],
    ["  spaced\tout\nwords  ", 3],
    ["1984 was 12 months", 4],
    ["café naïve Ångström", 3],
    ["— … !!", 0],
  ])("%j has %i words", (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe("findDocProblem", () => {
  const text = (value: string, marks?: unknown[]) => ({
    type: "text",
    text: value,
    ...(marks ? { marks } : {}),
  });
  it.each([
    ["not an object", "nope", "doc"],
    ["another type", { type: "page" }, "doc"],
    ["content not a list", { type: "doc", content: {} }, "doc.content"],
    ["unknown block", { type: "doc", content: [{ type: "iframe" }] }, "doc.content.0.type"],
    ["inline at block level", { type: "doc", content: [text("loose")] }, "doc.content.0.type"],
    [
      "block inside a paragraph",
      { type: "doc", content: [{ type: "paragraph", content: [{ type: "paragraph" }] }] },
      "doc.content.0.content.0.type",
    ],
    [
      "heading level",
      { type: "doc", content: [{ type: "heading", attrs: { level: 7 } }] },
      "doc.content.0.attrs.level",
    ],
    [
      "empty text",
      { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "" }] }] },
      "doc.content.0.content.0.text",
    ],
    [
      "unknown mark",
      { type: "doc", content: [{ type: "paragraph", content: [text("a", [{ type: "blink" }])] }] },
      "doc.content.0.content.0.marks.0",
    ],
    [
      "script link",
      {
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [text("a", [{ type: "link", attrs: { href: "javascript:x" } }])],
          },
        ],
      },
      "doc.content.0.content.0.marks.0.attrs.href",
    ],
    [
      "image from anywhere",
      { type: "doc", content: [{ type: "image", attrs: { src: "file:///etc/passwd" } }] },
      "doc.content.0.attrs.src",
    ],
    [
      "footnote without text",
      { type: "doc", content: [{ type: "paragraph", content: [{ type: "footnote", attrs: {} }] }] },
      "doc.content.0.content.0.attrs.text",
    ],
    [
      "nested too deep",
      {
        type: "doc",
        content: [
          Array.from({ length: 14 }).reduce<object>(
            (inner) => ({ type: "blockquote", content: [inner] }),
            { type: "paragraph" },
          ),
        ],
      },
      `doc${".content.0".repeat(13)}`,
    ],
  ])("refuses %s at %s", (_name, value, path) => {
    expect(findDocProblem(value)?.path).toBe(path);
  });

  it("accepts what the editor writes for a book chapter", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [text("A scene")] },
        {
          type: "paragraph",
          content: [
            text("Bold", [{ type: "bold" }]),
            { type: "hardBreak" },
            text("link", [{ type: "link", attrs: { href: "https://example.com" } }]),
            { type: "footnote", attrs: { text: "A note." } },
          ],
        },
        { type: "horizontalRule" },
        { type: "blockquote", content: [{ type: "paragraph", content: [text("Quoted")] }] },
        {
          type: "orderedList",
          attrs: { start: 1 },
          content: [
            { type: "listItem", content: [{ type: "paragraph", content: [text("Item")] }] },
          ],
        },
        { type: "image", attrs: { src: "data:image/png;base64,iVBORw0KGgo=", alt: "map" } },
      ],
    };
    expect(findDocProblem(doc)).toBeNull();
    expect(countDocWords(doc as never)).toBe(8);
    expect(inlineText(doc.content[1] as never)).toBe("Bold\nlink");
  });
});

describe("isSnapshotDue", () => {
  const now = new Date("2026-11-28T10:00:00Z");
  it.each([
    [null, true],
    [new Date(now.getTime() - VERSION_SNAPSHOT_INTERVAL_MS), true],
    [new Date(now.getTime() - VERSION_SNAPSHOT_INTERVAL_MS + 1), false],
    [now, false],
  ])("last snapshot %s → %s", (last, due) => {
    expect(isSnapshotDue(last, now)).toBe(due);
  });
});
