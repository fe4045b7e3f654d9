import { describe, expect, it } from "vitest";
import { findGutterBand } from "../../kdp/interior-rules";
import { validateLayout } from "../interior/validate-layout";
import type { ChapterDoc } from "./document";
import { breakParagraph, hyphenationParts } from "./line-breaking";
import { THEMES } from "./themes";
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

/** A PNG's signature and IHDR: all the typesetter reads of a picture is its pixel size. */
function pngDataUrl(width: number, height: number): string {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
}

describe("typesetManuscript: images", () => {
  const withImage = (
    width: number,
    height: number,
    paragraphsBefore: number,
    caption = "The harbour at dusk",
  ): ManuscriptForPrint => ({
    ...manuscript(0),
    printContents: false,
    sections: [
      {
        kind: "chapter",
        title: "Pictures",
        doc: {
          type: "doc",
          content: [
            ...(doc(paragraphsBefore, 90, 5).content ?? []),
            {
              type: "image",
              attrs: { src: pngDataUrl(width, height), alt: "Harbour", title: caption },
            },
            ...(doc(2, 40, 9).content ?? []),
          ],
        },
      },
    ],
  });
  const options = {
    trim: "6x9",
    paper: "white",
    binding: "paperback",
    theme: "classic",
    year: 2026,
  } as const;
  const imagesOf = (book: ReturnType<typeof typesetManuscript>) =>
    book.pages.flatMap((page) =>
      page.elements.flatMap((element) =>
        element.kind === "image" ? [{ page: page.number, element, safe: page.safeArea }] : [],
      ),
    );

  it.each([
    // [pixels wide, pixels high, paragraphs before, fills the width, flagged DPI]
    { w: 2400, h: 1600, before: 0, fullWidth: true, dpi: null },
    { w: 600, h: 400, before: 0, fullWidth: true, dpi: 122 },
    { w: 1500, h: 9000, before: 0, fullWidth: false, dpi: null },
    { w: 2400, h: 1600, before: 5, fullWidth: true, dpi: null },
  ])(
    "prints a $w × $h image ($before paragraphs before it)",
    ({ w, h, before, fullWidth, dpi }) => {
      const book = typesetManuscript(withImage(w, h, before), options);
      expect(validateLayout(book).violations).toEqual([]);
      const [placed, ...others] = imagesOf(book);
      expect(others).toEqual([]);
      expect(placed).toBeDefined();
      const { element, safe } = placed!;
      // The picture keeps its aspect and stays inside the text block.
      expect(element.width / element.height).toBeCloseTo(w / h, 3);
      expect(element.x).toBeGreaterThanOrEqual(safe.x - 1e-6);
      expect(element.x + element.width).toBeLessThanOrEqual(safe.x + safe.width + 1e-6);
      expect(element.y + element.height).toBeLessThanOrEqual(safe.y + safe.height + 1e-6);
      if (fullWidth) expect(element.width).toBeCloseTo(safe.width, 3);
      else expect(element.width).toBeLessThan(safe.width);
      // The caption is on the image's page, under it, in italics.
      const page = book.pages[placed!.page - 1]!;
      const caption = page.elements.filter(
        (item) =>
          item.kind === "text" &&
          item.font === "serif-italic" &&
          ["The", "harbour", "at", "dusk"].includes(item.text),
      );
      expect(caption.length).toBe(4);
      for (const item of caption) {
        if (item.kind !== "text") continue;
        expect(item.baseline).toBeGreaterThan(element.y + element.height);
      }
      expect(book.lowResolutionImages).toEqual(
        dpi === null ? [] : [{ page: placed!.page, alt: "Harbour", dpi }],
      );
    },
  );

  it("moves an image and its caption to the next page rather than split them", () => {
    // Enough text before it that the page has some room left, but not for the picture.
    const runs = Array.from({ length: 12 }, (_, index) => {
      const book = typesetManuscript(withImage(2400, 1600, index + 1), options);
      const [placed] = imagesOf(book);
      const page = book.pages[placed!.page - 1]!;
      return page.elements.some(
        (item) =>
          item.kind === "text" &&
          item.text === "dusk" &&
          item.font === "serif-italic" &&
          item.baseline > placed!.element.y + placed!.element.height,
      );
    });
    expect(runs.every(Boolean)).toBe(true);
  });

  it("lets alt text stand in for an image it cannot hold", () => {
    const book = typesetManuscript(
      {
        ...manuscript(0),
        sections: [
          {
            kind: "chapter",
            title: "Link",
            doc: {
              type: "doc",
              content: [
                { type: "image", attrs: { src: "https://example.com/a.png", alt: "A map" } },
              ],
            },
          },
        ],
      },
      options,
    );
    expect(imagesOf(book)).toEqual([]);
    expect(
      book.pages.some((page) =>
        page.elements.some((item) => item.kind === "text" && item.text === "[A"),
      ),
    ).toBe(true);
  });
});

/** A JPEG's start and its frame header (SOF0), which carries the pixel size. */
function jpegDataUrl(width: number, height: number): string {
  const bytes = new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xc0,
    0,
    17,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    0,
    0,
  ]);
  return `data:image/jpeg;base64,${btoa(String.fromCharCode(...bytes))}`;
}

describe("typesetManuscript: footnotes", () => {
  it("marks a footnote in the text and prints its note under the chapter, numbered", () => {
    const book = typesetManuscript(
      {
        ...manuscript(0),
        printContents: false,
        sections: [
          {
            kind: "chapter",
            title: "Notes",
            doc: {
              type: "doc",
              content: [
                {
                  type: "paragraph",
                  content: [
                    { type: "text", text: "The ferry left at dawn" },
                    { type: "footnote", attrs: { text: "Or so the ferryman said." } },
                    { type: "text", text: " and came back late." },
                  ],
                },
              ],
            },
          },
        ],
      },
      { trim: "6x9", paper: "white", binding: "paperback", theme: "classic", year: 2026 },
    );
    const chapter = book.pages.filter((page) => page.section === "Notes");
    const texts = chapter.flatMap((page) =>
      page.elements.flatMap((element) => (element.kind === "text" ? [element] : [])),
    );
    const marker = texts.find((element) => element.text.includes("[1]"));
    const note = texts.find((element) => element.text === "1.");
    expect(marker?.text).toBe("dawn[1]");
    expect(note).toBeDefined();
    // The note comes after the text, smaller, and holds its words.
    expect(note!.baseline).toBeGreaterThan(marker!.baseline);
    expect(note!.sizePt).toBeLessThan(marker!.sizePt);
    expect(texts.map((element) => element.text).join(" ")).toContain("Or so the ferryman said.");
  });

  // Classic: body 11 pt, notes at 85% of it.
  const BODY = THEMES.classic.sizePt;
  const NOTE = BODY * 0.85;
  type Para = {
    words: number;
    seed: number;
    notes?: Array<{ at: "middle" | "end"; words: number }>;
  };
  const chapterOf = (paras: Para[]): ChapterDoc =>
    ({
      type: "doc",
      content: paras.map((para) => {
        const body = text(para.words, para.seed).split(" ");
        const content: Array<Record<string, unknown>> = [];
        const middle = (para.notes ?? []).filter((note) => note.at === "middle");
        const end = (para.notes ?? []).filter((note) => note.at === "end");
        // Middle notes are spread through the paragraph's first half.
        const cuts = middle.map((_, index) =>
          Math.floor(((index + 1) * body.length) / (2 * (middle.length + 1))),
        );
        let from = 0;
        middle.forEach((note, index) => {
          content.push({ type: "text", text: `${body.slice(from, cuts[index]).join(" ")}` });
          content.push({
            type: "footnote",
            attrs: { text: `Note ${text(note.words, para.seed + 7)}` },
          });
          content.push({ type: "text", text: " " });
          from = cuts[index] as number;
        });
        content.push({ type: "text", text: `${body.slice(from).join(" ")}.` });
        for (const note of end) {
          content.push({
            type: "footnote",
            attrs: { text: `Note ${text(note.words, para.seed + 7)}` },
          });
        }
        return { type: "paragraph", content };
      }),
    }) as ChapterDoc;
  const setNotes = (paras: Para[]) =>
    typesetManuscript(
      {
        ...manuscript(0),
        printContents: false,
        sections: [{ kind: "chapter", title: "Footnoted", doc: chapterOf(paras) }],
      },
      { trim: "6x9", paper: "white", binding: "paperback", theme: "classic", year: 2026 },
    );
  /** Per chapter page: its body lines, the references on them, its rule and its note lines. */
  const readPages = (book: ReturnType<typeof setNotes>) =>
    book.pages
      .filter((page) => page.section === "Footnoted" && !page.blank)
      .map((page) => {
        const texts = page.elements.flatMap((e) => (e.kind === "text" ? [e] : []));
        const body = texts.filter((e) => e.sizePt === BODY);
        const notes = texts.filter((e) => Math.abs(e.sizePt - NOTE) < 1e-9);
        const bodyLines = [...new Set(body.map((e) => e.baseline))].sort((a, b) => a - b);
        const refs = body.flatMap((e) =>
          [...e.text.matchAll(/\[(\d+)\]/g)].map((m) => ({
            note: Number(m[1]),
            line: bodyLines.indexOf(e.baseline),
          })),
        );
        const starts = notes
          .filter((e) => /^\d+\.$/.test(e.text))
          .map((e) => Number.parseInt(e.text, 10));
        const rules = page.elements.filter((e) => e.kind === "line");
        return { page: page.number, bodyLines, refs, notes, starts, rules, texts };
      });
  const noteWords = (pages: ReturnType<typeof readPages>) =>
    pages
      .flatMap((p) =>
        [...new Set(p.notes.map((e) => e.baseline))]
          .sort((a, b) => a - b)
          .map((b) =>
            p.notes
              .filter((e) => e.baseline === b)
              .map((e) => e.text)
              .join(" "),
          ),
      )
      .join(" ")
      .replace(/- /g, "")
      .replace(/-$/, "");

  /** Each note starts on the page of its reference, below every body line, above the folio. */
  const expectAtFoot = (pages: ReturnType<typeof readPages>, count: number) => {
    for (let n = 1; n <= count; n += 1) {
      const ref = pages.find((p) => p.refs.some((r) => r.note === n));
      const start = pages.find((p) => p.starts.includes(n));
      expect(ref, `reference ${n}`).toBeDefined();
      expect(start?.page, `note ${n}`).toBe(ref?.page);
    }
    for (const p of pages) {
      if (p.notes.length === 0) {
        expect(p.rules).toHaveLength(0);
        continue;
      }
      expect(p.rules).toHaveLength(1);
      const rule = p.rules[0]!;
      const ruleY = rule.kind === "line" ? rule.y1 : 0;
      expect(Math.max(...p.bodyLines)).toBeLessThan(ruleY);
      expect(Math.min(...p.notes.map((e) => e.baseline))).toBeGreaterThan(ruleY);
      const folio = p.texts.find((e) => e.text === String(p.page));
      if (folio) expect(Math.max(...p.notes.map((e) => e.baseline))).toBeLessThan(folio.baseline);
    }
  };

  it("sets a note at the foot of the page of its reference, under a short rule", () => {
    const book = setNotes([
      { words: 120, seed: 1 },
      { words: 120, seed: 2, notes: [{ at: "middle", words: 20 }] },
      { words: 900, seed: 3 },
    ]);
    expect(validateLayout(book).violations).toEqual([]);
    const pages = readPages(book);
    expectAtFoot(pages, 1);
    // Exactly one page has notes, and the text after it runs on.
    expect(pages.filter((p) => p.notes.length > 0)).toHaveLength(1);
    expect(noteWords(pages)).toBe(`1. Note ${text(20, 9)}`);
  });

  it("sets two notes referenced on one page at its foot, in order", () => {
    const book = setNotes([
      {
        words: 200,
        seed: 4,
        notes: [
          { at: "middle", words: 15 },
          { at: "middle", words: 25 },
        ],
      },
      { words: 900, seed: 5 },
    ]);
    const pages = readPages(book);
    expectAtFoot(pages, 2);
    const withNotes = pages.filter((p) => p.notes.length > 0);
    expect(withNotes).toHaveLength(1);
    expect(withNotes[0]!.starts).toEqual([1, 2]);
    expect(noteWords(pages)).toBe(`1. Note ${text(15, 11)} 2. Note ${text(25, 11)}`);
  });

  it("keeps a note with its reference when the reference is on a page's last line", () => {
    // Every paragraph ends with a note: some reference lands on a page's last line, and its note
    // is on that page (the line moves over with it when the note cannot fit).
    const paras = Array.from({ length: 40 }, (_, index) => ({
      words: 60 + ((index * 37) % 90),
      seed: 20 + index,
      notes: [{ at: "end" as const, words: 10 + ((index * 13) % 40) }],
    }));
    const book = setNotes(paras);
    expect(validateLayout(book).violations).toEqual([]);
    const pages = readPages(book);
    expectAtFoot(pages, 40);
    const onLastLine = pages.filter((p) => p.refs.some((r) => r.line === p.bodyLines.length - 1));
    expect(onLastLine.length).toBeGreaterThan(0);
  });

  it("continues a note too long for one page at the foot of the next", () => {
    const book = setNotes([
      { words: 80, seed: 6, notes: [{ at: "middle", words: 700 }] },
      { words: 1200, seed: 7 },
    ]);
    expect(validateLayout(book).violations).toEqual([]);
    const pages = readPages(book);
    expectAtFoot(pages, 1);
    const withNotes = pages.filter((p) => p.notes.length > 0);
    expect(withNotes.length).toBeGreaterThanOrEqual(2);
    // The continuation is at the foot of the pages straight after, which still carry body text.
    withNotes.forEach((p, index) => {
      expect(p.page).toBe(withNotes[0]!.page + index);
      expect(p.bodyLines.length).toBeGreaterThan(0);
    });
    expect(noteWords(pages)).toBe(`1. Note ${text(700, 13)}`);
  });
});

describe("typesetManuscript: images by ref (decision 0129)", () => {
  it("names each picture by a ref, keeps its bytes once beside the pages, PNG or JPEG", () => {
    const png = pngDataUrl(2400, 1600);
    const jpeg = jpegDataUrl(1800, 1200);
    const image = (src: string) => ({ type: "image", attrs: { src, alt: "Harbour" } });
    const book = typesetManuscript(
      {
        ...manuscript(0),
        printContents: false,
        sections: [
          {
            kind: "chapter",
            title: "Pictures",
            doc: { type: "doc", content: [image(png), image(jpeg), image(png)] },
          },
        ],
      },
      { trim: "6x9", paper: "white", binding: "paperback", theme: "classic", year: 2026 },
    );
    const refs = book.pages.flatMap((page) =>
      page.elements.flatMap((element) => (element.kind === "image" ? [element.ref] : [])),
    );
    expect(refs).toEqual(["image-1", "image-2", "image-1"]);
    expect(Object.keys(book.images)).toEqual(["image-1", "image-2"]);
    const base64 = (src: string) => src.slice(src.indexOf(",") + 1);
    const encoded = (bytes: Uint8Array | undefined) => btoa(String.fromCharCode(...(bytes ?? [])));
    expect(encoded(book.images["image-1"])).toBe(base64(png));
    expect(encoded(book.images["image-2"])).toBe(base64(jpeg));
    // The laid-out pages carry no picture bytes: their JSON only names them.
    expect(JSON.stringify(book.pages)).not.toContain("base64");
  });
});

describe("typesetManuscript: drop caps", () => {
  const options = (theme: "classic" | "modern" | "large-print") =>
    ({ trim: "6x9", paper: "white", binding: "paperback", theme, year: 2026 }) as const;
  const opening = (first: string, length: number): ManuscriptForPrint => ({
    ...manuscript(0),
    printContents: false,
    sections: [
      {
        kind: "chapter",
        title: "Opening",
        doc: {
          type: "doc",
          content: [
            {
              type: "paragraph",
              content: [{ type: "text", text: `${first} ${text(length, 4)}.` }],
            },
            ...(doc(2, 40, 9).content ?? []),
          ],
        },
      },
    ],
  });
  const chapterPage = (book: ReturnType<typeof typesetManuscript>) =>
    book.pages.find((page) => page.section === "Opening" && page.role === "content")!;

  it.each([
    { theme: "classic", first: "Harbour", lines: 3, cap: "H", rest: "arbour", length: 90 },
    { theme: "large-print", first: "Harbour", lines: 2, cap: "H", rest: "arbour", length: 90 },
    { theme: "classic", first: "“Harbour", lines: 3, cap: "“H", rest: "arbour", length: 90 },
    { theme: "modern", first: "Harbour", lines: 0, cap: null, rest: "Harbour", length: 90 },
    // Shorter than the cap is tall: no drop cap rather than one hanging into the next paragraph.
    { theme: "classic", first: "Harbour", lines: 0, cap: null, rest: "Harbour", length: 3 },
  ] as const)(
    "$theme, “$first”, $length words: a $lines-line drop cap",
    ({ theme, first, lines, cap, rest, length }) => {
      const book = typesetManuscript(opening(first, length), options(theme));
      expect(validateLayout(book).violations).toEqual([]);
      const page = chapterPage(book);
      const body = THEMES[theme].sizePt;
      const texts = page.elements.filter((element) => element.kind === "text");
      const big = texts.filter((element) => element.sizePt > THEMES[theme].titleSizePt);
      const restWord = texts.find((element) => element.text.startsWith(rest))!;
      expect(restWord).toBeDefined();
      if (cap === null) {
        expect(big).toEqual([]);
        return;
      }
      expect(big.map((element) => element.text)).toEqual([cap]);
      const dropped = big[0]!;
      // Its baseline sits on the baseline of the last line it spans.
      const leading = THEMES[theme].leadingPt;
      expect(dropped.baseline - restWord.baseline).toBeCloseTo((lines - 1) * leading, 3);
      // The spanned lines start after it; the line below it starts at the margin again.
      const spanned = texts.filter(
        (element) =>
          element.sizePt === body &&
          element.baseline > restWord.baseline - 1 &&
          element.baseline < restWord.baseline + (lines - 0.5) * leading,
      );
      for (const element of spanned) {
        expect(element.x).toBeGreaterThan(dropped.x + dropped.width);
      }
      const below = texts.filter(
        (element) =>
          element.sizePt === body &&
          Math.abs(element.baseline - (restWord.baseline + lines * leading)) < 0.5,
      );
      expect(Math.min(...below.map((element) => element.x))).toBeCloseTo(dropped.x, 3);
    },
  );
});

describe("typesetManuscript: widows and orphans, line by line", () => {
  const para = (value: string) => ({ type: "paragraph", content: [{ type: "text", text: value }] });
  const setLines = (fillers: number, body: string) =>
    typesetManuscript(
      {
        ...manuscript(0),
        printContents: false,
        sections: [
          {
            kind: "chapter",
            title: "Widows",
            doc: {
              type: "doc",
              content: [
                ...Array.from({ length: fillers }, (_, index) => para(`Filler ${index + 1}.`)),
                para(body),
                para("After."),
              ],
            },
          },
        ],
      },
      { trim: "6x9", paper: "white", binding: "paperback", theme: "classic", year: 2026 },
    );
  /** Body lines per page of the chapter, each as its text, from the top. */
  const linesOf = (book: ReturnType<typeof setLines>) =>
    book.pages
      .filter((page) => page.section === "Widows" && !page.blank)
      .map((page) => {
        const body = page.elements.flatMap((e) =>
          e.kind === "text" && e.sizePt === THEMES.classic.sizePt ? [e] : [],
        );
        return [...new Set(body.map((e) => e.baseline))]
          .sort((a, b) => a - b)
          .map((baseline) =>
            body
              .filter((e) => e.baseline === baseline)
              .map((e) => e.text)
              .join(" "),
          );
      });
  const isBody = (line: string) => !line.startsWith("Filler") && line !== "After.";

  // On 6×9 in the classic theme a chapter's opening page holds 21 body lines; 50 of these words
  // set 5 lines, 30 set 3 (checked below). One-line fillers leave `free` lines at the page's foot.
  const OPENING_LINES = 21;
  it.each([
    ["an orphan: the first line would be alone at the foot, so all move over", 1, 50, 5, 0, 5],
    [
      "a widow: the last line would be alone at the head, so one more line moves over",
      4,
      50,
      5,
      3,
      2,
    ],
    ["a plain split: two lines stay, three move", 2, 50, 5, 2, 3],
    ["a paragraph that fits stays whole", 5, 50, 5, 5, 0],
    ["both: two free lines and a three-line paragraph, which moves whole", 2, 30, 3, 0, 3],
  ])("%s", (_name, free, words, lines, onFirst, onSecond) => {
    const fillers = OPENING_LINES - free;
    const body = text(words, 5);
    const pages = linesOf(setLines(fillers, body));
    // The opening page holds the fillers and `onFirst` of the paragraph's lines, nothing else.
    expect(pages[0]!.filter((line) => line.startsWith("Filler"))).toHaveLength(fillers);
    expect(pages[0]!.filter(isBody)).toHaveLength(onFirst);
    expect(pages[0]).toHaveLength(fillers + onFirst);
    // The next page starts with the rest of it, then the paragraph after.
    expect(pages[1]!.slice(0, onSecond).every(isBody)).toBe(true);
    expect(pages[1]![onSecond]).toBe("After.");
    expect(onFirst + onSecond).toBe(lines);
    expect(pages.flat().filter(isBody)).toHaveLength(lines);
    // No page ends with a single first line, nor starts with a single last line, of it.
    expect(onFirst === 1 || onSecond === 1).toBe(false);
  });
});
