import { describe, expect, it } from "vitest";
import { findGutterBand } from "../../kdp/interior-rules";
import { validateLayout } from "../interior/validate-layout";
import type { ChapterDoc } from "./document";
import { breakParagraph, hyphenationParts } from "./line-breaking";
import { type ManuscriptForPrint, typesetManuscript } from "./typeset";

const words =
  "the harbour lights came on one by one while an extraordinarily patient ferryman counted every passenger twice because nobody had told him otherwise".split(
    " ",
  );
function text(count: number, seed: number): string {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 16807) % 2147483647;
    return words[state % words.length];
  }).join(" ");
}
const doc = (paragraphs: number, length: number, seed: number): ChapterDoc => ({
  type: "doc",
  content: Array.from({ length: paragraphs }, (_, index) => ({
    type: "paragraph",
    content: [{ type: "text", text: `${text(length, seed + index)}.` }],
  })),
});

const manuscript = (chapters: number): ManuscriptForPrint => ({
  title: "The Ferryman",
  subtitle: "A novel",
  author: "Ada Green",
  copyrightHolder: "",
  isbn: "",
  printContents: true,
  sections: [
    { kind: "dedication", title: "Dedication", doc: doc(1, 4, 1) },
    { kind: "part", title: "Part One", doc: { type: "doc", content: [] } },
    ...Array.from({ length: chapters }, (_, index) => ({
      kind: "chapter" as const,
      title: `Chapter title ${index + 1}`,
      doc: doc(14, 90, index * 100),
    })),
    { kind: "about-author", title: "About the Author", doc: doc(1, 30, 7) },
  ],
});

describe("breakParagraph", () => {
  it("fills justified lines to the width exactly and the last line no wider", () => {
    const styled = text(120, 3)
      .split(" ")
      .map((word) => [{ text: word, font: "serif" as const }]);
    const lines = breakParagraph(styled, {
      sizePt: 11,
      widths: () => 250,
      justify: true,
      hyphenate: true,
    });
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines.slice(0, -1)) expect(line.width).toBeCloseTo(250, 0);
    expect(lines.at(-1)!.width).toBeLessThanOrEqual(250);
    const rejoined = lines
      .map((line) => line.pieces.map((piece) => piece.text).join(" "))
      .join(" ")
      .replace(/- /g, "");
    expect(rejoined.replace(/\s+/g, "")).toBe(text(120, 3).replace(/\s+/g, ""));
  });

  it.each([
    ["extraordinarily", true],
    ["ferryman", true],
    ["the", false],
    ["Ferry-man", false],
  ])("hyphenates %s: %s", (word, splits) => {
    expect(hyphenationParts(word).length > 1).toBe(splits);
    expect(hyphenationParts(word).join("")).toBe(word);
  });
});

describe("typesetManuscript", () => {
  const book = typesetManuscript(manuscript(6), {
    trim: "6x9",
    paper: "cream",
    binding: "paperback",
    theme: "classic",
    year: 2026,
  });

  it("passes the engine's own KDP checks and has an even count with the gutter for it", () => {
    expect(validateLayout(book).violations).toEqual([]);
    expect(book.pages.length % 2).toBe(0);
    expect(book.margins.insideIn).toBeGreaterThanOrEqual(
      findGutterBand(book.pages.length)!.insideIn,
    );
  });

  it("opens every chapter on a right-hand page with no running head, a blank left page before when needed", () => {
    const chapters = book.contents.filter((entry) => entry.kind === "chapter");
    expect(chapters).toHaveLength(6);
    for (const entry of chapters) {
      expect(entry.page % 2).toBe(1);
      const before = book.pages[entry.page - 2]!;
      if (before.role === "blank") expect(before.elements).toEqual([]);
    }
    expect(book.contents.find((entry) => entry.kind === "part")!.page % 2).toBe(1);
  });

  it("leaves no paragraph's single line alone at the head of a page (widow control)", () => {
    // Page tops of body pages whose first line ends a paragraph begun on the page before.
    for (const page of book.pages) {
      if (page.role !== "content" || page.blank || !page.section?.startsWith("Chapter")) continue;
      const lines = new Set(
        page.elements
          .filter((e) => e.kind === "text")
          .map((e) => (e.kind === "text" ? e.baseline : 0)),
      );
      expect(lines.size === 0 || lines.size >= 2 || page.number === book.pages.length).toBe(true);
    }
  });

  it("is the same book every time, and the modern theme sets chapters on the next page", () => {
    const again = typesetManuscript(manuscript(6), {
      trim: "6x9",
      paper: "cream",
      binding: "paperback",
      theme: "classic",
      year: 2026,
    });
    expect(JSON.stringify(again)).toBe(JSON.stringify(book));
    const withoutPart = {
      ...manuscript(6),
      sections: manuscript(6).sections.filter((s) => s.kind !== "part"),
    };
    const modern = typesetManuscript(withoutPart, {
      trim: "6x9",
      paper: "cream",
      binding: "paperback",
      theme: "modern",
      year: 2026,
    });
    expect(validateLayout(modern).violations).toEqual([]);
    expect(
      modern.contents
        .filter((entry) => entry.kind === "chapter")
        .some((entry) => entry.page % 2 === 0),
    ).toBe(true);
  });

  it("fills a short book to KDP's minimum with notes pages, never a run of blanks", () => {
    const short = typesetManuscript(manuscript(1), {
      trim: "5x8",
      paper: "white",
      binding: "paperback",
      theme: "large-print",
      year: 2026,
    });
    expect(short.pages.length).toBeGreaterThanOrEqual(24);
    expect(validateLayout(short).violations).toEqual([]);
    let run = 0;
    for (const page of short.pages) {
      run = page.blank ? run + 1 : 0;
      expect(run).toBeLessThanOrEqual(2);
    }
  });
});
