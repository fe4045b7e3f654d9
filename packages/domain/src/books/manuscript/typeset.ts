import {
  BLEED,
  findGutterBand,
  findInteriorPageLimit,
  GUTTER_BANDS,
  MIN_PAGE_COUNT,
  POINTS_PER_INCH,
  PRINT_MINIMUMS,
} from "../../kdp/interior-rules";
import type { Binding, PaperType, TrimId } from "../../kdp/trim-sizes";
import type { Box, Element, TextElement } from "../interior/elements";
import { ascentPt, type FontRole, measureText } from "../interior/font-metrics";
import type { LaidOutBook, LaidOutPage, PageRole } from "../interior/layout-book";
import { framePage, type Margins } from "../interior/page-geometry";
import { type SectionKind, zoneOf } from "./contract";
import type { ChapterDoc, DocNode } from "./document";
import { dataUrlBytes, readImageSize } from "./image-size";
import { type BrokenLine, breakParagraph, type StyledWord } from "./line-breaking";
import { type Faces, THEMES, type Theme, type ThemeId } from "./themes";

/*
 * The book writer's print typesetter (decision 0120): a manuscript in, a LaidOutBook out, for the
 * same validateLayout, renderer and preflight as every other book. Pages are a baseline grid of
 * the theme's leading; paragraphs are broken by line-breaking.ts (justified, hyphenated); a
 * paragraph never leaves one line alone at the foot (orphan) or head (widow) of a page; headings
 * keep with the text after them; chapters open on a new page (a right-hand one when the theme
 * says, with a blank left page before it when needed) lowered by a sink; running heads and folios
 * are left off opening, part, blank and front-matter pages. Footnotes sit at the foot of the page
 * that sets their reference, under a short rule, a long one continuing at the next page's foot
 * (decision 0149). The gutter follows the page count
 * (KDP's bands), and since a wider gutter narrows the lines the book is set again until the two
 * agree, as layoutBook does. Pure and deterministic: the same manuscript sets the same pages.
 */

export type ManuscriptForPrint = {
  title: string;
  subtitle: string;
  author: string;
  copyrightHolder: string;
  isbn: string;
  printContents: boolean;
  /** In reading order. */
  sections: ReadonlyArray<{ kind: SectionKind; title: string; doc: ChapterDoc }>;
};

export type PrintOptions = {
  trim: TrimId;
  paper: PaperType;
  binding: Binding;
  theme: ThemeId;
  /** The copyright year: the domain reads no clock. */
  year: number;
};

/** A chapter's first page number, for the contents and the ebook's print page list. */
export type ContentsEntry = { title: string; kind: SectionKind; page: number; label?: string };

export type TypesetBook = LaidOutBook & {
  contents: ContentsEntry[];
  /** Images printed below 300 DPI: flagged for the member, not refused. */
  lowResolutionImages: ImageFinding[];
  /**
   * The bytes of each image element's `ref`, for the renderer (decision 0129): the chapter's data
   * URLs are decoded here once, and the laid-out pages only name them.
   */
  images: Record<string, Uint8Array>;
};

// --- Blocks -------------------------------------------------------------------------------------

type Block =
  | {
      kind: "text";
      words: StyledWord[];
      indentFirst: boolean;
      leftPt: number;
      align: "justify" | "left" | "center";
      sizePt?: number;
      spaceBefore: number;
      keepWithNext?: boolean;
      /** A chapter's first paragraph, set with a drop cap when the theme has one. */
      dropCap?: boolean;
    }
  | { kind: "break" }
  | {
      kind: "image";
      /** The chapter's data URL: the same picture twice is one image. */
      src: string;
      bytes: Uint8Array;
      alt: string;
      pixelWidth: number;
      pixelHeight: number;
      /** The caption's words (the image's title), set centred in italics under it. */
      caption: StyledWord[];
    };

/** KDP's minimum for printed images: fewer dots per inch at the printed size print soft. */
const MIN_IMAGE_DPI = 300;

/** An image printed below MIN_IMAGE_DPI at its printed size: flagged, not refused. */
type ImageFinding = { page: number; alt: string; dpi: number };

function styledWords(nodes: readonly DocNode[], faces: Faces, notes: string[]): StyledWord[] {
  const words: StyledWord[] = [];
  let current: StyledWord = [];
  const push = (text: string, font: FontRole) => {
    const parts = text.split(/(\s+)/);
    parts.forEach((part) => {
      if (part === "") return;
      if (/^\s+$/.test(part)) {
        if (current.length > 0) words.push(current);
        current = [];
        return;
      }
      const last = current.at(-1);
      if (last && last.font === font) last.text += part;
      else current.push({ text: part, font });
    });
  };
  for (const node of nodes) {
    if (node.type === "hardBreak") {
      if (current.length > 0) words.push(current);
      current = [];
      continue;
    }
    if (node.type === "footnote") {
      notes.push(String(node.attrs?.text ?? ""));
      // Its own piece, carrying the note's index, so the page that sets the reference holds the note.
      current.push({ text: `[${notes.length}]`, font: faces.regular, note: notes.length - 1 });
      continue;
    }
    if (node.type !== "text" || !node.text) continue;
    const marks = new Set((node.marks ?? []).map((mark) => mark.type));
    const bold = marks.has("bold");
    const italic = marks.has("italic");
    const font =
      bold && italic ? faces.boldItalic : bold ? faces.bold : italic ? faces.italic : faces.regular;
    push(node.text.replace(/\u00ad/g, ""), font);
  }
  if (current.length > 0) words.push(current);
  return words;
}

function blocksOf(doc: ChapterDoc, theme: Theme, notes: string[]): Block[] {
  const blocks: Block[] = [];
  let afterBreak = true;
  const walk = (nodes: readonly DocNode[], leftPt: number, listMarker?: () => string) => {
    for (const node of nodes) {
      switch (node.type) {
        case "paragraph": {
          const words = styledWords(node.content ?? [], theme.faces, notes);
          const marker = listMarker?.();
          if (marker) words.unshift([{ text: marker, font: theme.faces.regular }]);
          if (words.length === 0) {
            afterBreak = true;
            break;
          }
          blocks.push({
            kind: "text",
            words,
            indentFirst: !afterBreak && leftPt === 0,
            leftPt,
            align: theme.justify ? "justify" : "left",
            spaceBefore: leftPt > 0 && afterBreak ? 0.5 : 0,
          });
          afterBreak = false;
          break;
        }
        case "heading":
          blocks.push({
            kind: "text",
            words: styledWords(
              node.content ?? [],
              { ...theme.faces, regular: theme.faces.bold, italic: theme.faces.boldItalic },
              notes,
            ),
            indentFirst: false,
            leftPt: 0,
            align: "left",
            spaceBefore: 1,
            keepWithNext: true,
          });
          afterBreak = true;
          break;
        case "blockquote":
          afterBreak = true;
          walk(node.content ?? [], leftPt + theme.sizePt * 2);
          afterBreak = true;
          break;
        case "bulletList":
        case "orderedList": {
          let number = Number(node.attrs?.start ?? 1);
          for (const item of node.content ?? []) {
            let first = true;
            const marker = () => {
              if (!first) return "";
              first = false;
              return node.type === "bulletList" ? "•" : `${number++}.`;
            };
            afterBreak = true;
            walk(item.content ?? [], leftPt + theme.sizePt * 1.5, marker);
          }
          afterBreak = true;
          break;
        }
        case "horizontalRule":
          blocks.push({ kind: "break" });
          afterBreak = true;
          break;
        case "image": {
          const alt = String(node.attrs?.alt ?? "").trim();
          const src = String(node.attrs?.src ?? "");
          const bytes = dataUrlBytes(src);
          const size = bytes ? readImageSize(bytes) : null;
          if (bytes && size && size.width > 0 && size.height > 0) {
            blocks.push({
              kind: "image",
              src,
              bytes,
              alt,
              pixelWidth: size.width,
              pixelHeight: size.height,
              caption: styledWords(
                [{ type: "text", text: String(node.attrs?.title ?? "").trim() }],
                { ...theme.faces, regular: theme.faces.italic },
                notes,
              ),
            });
          } else if (alt) {
            // An image the book cannot hold (a link, or bytes that are not PNG or JPEG): its alt
            // text stands in, centred and in italics.
            blocks.push({
              kind: "text",
              words: styledWords(
                [{ type: "text", text: `[${alt}]` }],
                { ...theme.faces, regular: theme.faces.italic },
                notes,
              ),
              indentFirst: false,
              leftPt: 0,
              align: "center",
              spaceBefore: 0.5,
            });
          }
          afterBreak = true;
          break;
        }
      }
    }
  };
  walk(doc.content ?? [], 0);
  return blocks;
}

// --- Pages --------------------------------------------------------------------------------------

type Line = {
  elements: Element[];
  height: number;
  /** Footnotes referenced on this line: their notes go to the foot of the page it lands on. */
  notes?: readonly number[];
  /** A drop cap hung from this line: its baseline is relative to the line's own. */
  dropCap?: TextElement;
};

/** Cap height as a share of the em (Liberation Serif and Sans, read from their OS/2 tables). */
const CAP_HEIGHT: Partial<Record<FontRole, number>> = { serif: 0.662, regular: 0.716 };

/**
 * Splits off a paragraph's first letter (with any opening quote) for a drop cap, sized so its
 * cap height runs from the first line's cap height to the last spanned line's baseline.
 */
function dropCapOf(
  words: readonly StyledWord[],
  theme: Theme,
): { cap: TextElement; gap: number; words: StyledWord[] } | null {
  const [firstWord, ...otherWords] = words;
  const [firstPiece, ...otherPieces] = firstWord ?? [];
  if (!firstPiece) return null;
  const match = /^([“"‘']?\p{L})(.*)$/su.exec(firstPiece.text);
  if (!match) return null;
  const lines = theme.dropCapLines;
  const cap = CAP_HEIGHT[theme.faces.regular] ?? 0.68;
  const sizePt = ((lines - 1) * theme.leadingPt) / cap + theme.sizePt;
  const text = match[1] as string;
  const font = theme.display.regular;
  const width = measureText(text, font, sizePt);
  const rest = match[2] as string;
  const word: StyledWord = [...(rest ? [{ ...firstPiece, text: rest }] : []), ...otherPieces];
  return {
    cap: { kind: "text", text, font, sizePt, x: 0, baseline: (lines - 1) * theme.leadingPt, width },
    gap: theme.sizePt * 0.35,
    words: word.length > 0 ? [word, ...otherWords] : otherWords,
  };
}
type PlannedPage = {
  role: PageRole;
  section?: string;
  /** No running head or folio: openings, part pages, front matter, blanks. */
  bare: boolean;
  lines: Array<{ top: number; elements: Element[] }>;
};

type Frame = { content: Box; widthPt: number };

/** Footnotes at the foot of the page: smaller type on a tighter leading, under a short rule. */
type NoteStyle = { sizePt: number; leadingPt: number; ruleSpacePt: number };

/** A line of a note, its elements at x from the content box and baseline from the line's top. */
type NoteLine = Element[];

class PageSetter {
  readonly pages: PlannedPage[] = [];
  readonly contents: ContentsEntry[] = [];
  readonly lowResolutionImages: ImageFinding[] = [];
  readonly images: Record<string, Uint8Array> = {};
  private readonly imageRefs = new Map<string, string>();
  private cursor = 0;
  /** The chapter's notes, each broken into lines, by index. */
  private noteLines: NoteLine[][] = [];
  /** Note lines for the current page's foot. */
  private foot: NoteLine[] = [];
  /** Lines of a note too long for its page, continued at the foot of the pages after. */
  private carry: NoteLine[] = [];

  constructor(
    private readonly frameOf: (page: number) => Frame,
    private readonly noteStyle: NoteStyle,
  ) {}

  get current(): PlannedPage | undefined {
    return this.pages.at(-1);
  }

  newPage(role: PageRole, section: string | undefined, bare: boolean): PlannedPage {
    this.closeFoot();
    const page: PlannedPage = { role, ...(section ? { section } : {}), bare, lines: [] };
    this.pages.push(page);
    this.cursor = 0;
    if (this.carry.length > 0) {
      // A continued note takes at most half the page, so the text still moves on.
      const cap = this.noteCapacity(this.frame().content.height / 2);
      this.foot = this.carry.splice(0, cap);
    }
    return page;
  }

  /** Starts a chapter's notes: referenced lines put them at the foot of their page. */
  beginNotes(lines: NoteLine[][]): void {
    this.noteLines = lines;
  }

  /** Ends a chapter's notes: what a long note still carries goes on pages of its own. */
  endNotes(section: string): void {
    while (this.carry.length > 0) {
      this.newPage("content", section, false);
      const room = this.noteCapacity(this.frame().content.height) - this.foot.length;
      this.foot.push(...this.carry.splice(0, Math.max(1, room)));
    }
    this.closeFoot();
    this.noteLines = [];
  }

  /** The height at the foot the notes take: the rule's space and their lines. */
  private reserve(count: number): number {
    return count > 0 ? this.noteStyle.ruleSpacePt + count * this.noteStyle.leadingPt : 0;
  }

  private noteCapacity(height: number): number {
    return Math.max(
      1,
      Math.floor((height - this.noteStyle.ruleSpacePt + 1e-6) / this.noteStyle.leadingPt),
    );
  }

  /**
   * How many of these lines fit on the current page with the notes they reference at its foot: a
   * line fits when its notes do, or when the last of them can at least start here and continue on
   * the next page (which ends the page).
   */
  roomFor(lines: readonly Line[]): number {
    const height = this.frame().content.height;
    let foot = this.foot.length;
    let count = 0;
    for (const line of lines) {
      const bottom = this.cursor + (count + 1) * line.height;
      const sizes = (line.notes ?? []).flatMap((note) => {
        const length = this.noteLines[note]?.length ?? 0;
        return length > 0 ? [length] : [];
      });
      const whole = foot + sizes.reduce((sum, size) => sum + size, 0);
      if (sizes.length === 0) {
        if (bottom + this.reserve(foot) > height + 1e-6) break;
        count += 1;
        continue;
      }
      // A note must not start while an earlier one still runs on to the next page.
      if (this.carry.length > 0) break;
      if (bottom + this.reserve(whole) <= height + 1e-6) {
        foot = whole;
        count += 1;
        continue;
      }
      const started = whole - (sizes.at(-1) as number) + 1;
      if (bottom + this.reserve(started) <= height + 1e-6) count += 1;
      break;
    }
    return count;
  }

  /** Puts the notes of a line just placed at the foot; what does not fit continues overleaf. */
  addNotes(notes: readonly number[]): void {
    for (const note of notes) {
      const lines = this.noteLines[note];
      if (!lines) continue;
      if (this.carry.length > 0) this.carry.push(...lines);
      else this.foot.push(...lines);
    }
    const height = this.frame().content.height;
    while (this.foot.length > 1 && this.cursor + this.reserve(this.foot.length) > height + 1e-6) {
      this.carry.unshift(this.foot.pop() as NoteLine);
    }
  }

  /** Draws the current page's notes at the foot of its text block, under a short rule. */
  private closeFoot(): void {
    const page = this.current;
    if (!page || this.foot.length === 0) return;
    const content = this.frame().content;
    const { leadingPt, ruleSpacePt } = this.noteStyle;
    let top = content.y + content.height - this.foot.length * leadingPt;
    const ruleY = top - ruleSpacePt / 2;
    const stroke = PRINT_MINIMUMS.lineWeightPt;
    page.lines.push({
      top: top - ruleSpacePt,
      elements: [
        {
          kind: "line",
          x1: content.x + stroke,
          y1: ruleY,
          x2: content.x + content.width / 3,
          y2: ruleY,
          strokePt: stroke,
        },
      ],
    });
    for (const line of this.foot) {
      const lineTop = top;
      page.lines.push({
        top: lineTop,
        elements: line.map((element) =>
          element.kind === "text"
            ? { ...element, x: element.x + content.x, baseline: lineTop + element.baseline }
            : element,
        ),
      });
      top += leadingPt;
    }
    this.foot = [];
  }

  /** A new page that is a right-hand one, with a blank left page before it when needed. */
  newRecto(role: PageRole, section: string | undefined, bare: boolean): PlannedPage {
    if (this.pages.length % 2 === 1) this.newPage("blank", undefined, true);
    return this.newPage(role, section, bare);
  }

  frame(): Frame {
    return this.frameOf(this.pages.length);
  }

  remaining(): number {
    return this.frame().content.height - this.cursor - this.reserve(this.foot.length);
  }

  /** Puts lines at the cursor; the caller has checked they fit. */
  place(lines: readonly Line[]): void {
    const page = this.current as PlannedPage;
    const content = this.frame().content;
    // Lines are set relative to the content box: a paragraph may continue on the other side.
    for (const line of lines) {
      const elements = line.elements.map((element) =>
        element.kind === "text" || element.kind === "image"
          ? { ...element, x: element.x + content.x }
          : element,
      );
      page.lines.push({ top: content.y + this.cursor, elements });
      this.cursor += line.height;
    }
  }

  skip(height: number): void {
    this.cursor += height;
  }

  atTop(): boolean {
    return this.cursor === 0;
  }

  /** The ref an image is drawn by; its bytes are kept once however often the chapter shows it. */
  imageRef(src: string, bytes: Uint8Array): string {
    let ref = this.imageRefs.get(src);
    if (!ref) {
      ref = `image-${this.imageRefs.size + 1}`;
      this.imageRefs.set(src, ref);
      this.images[ref] = bytes;
    }
    return ref;
  }
}

/** Places a broken line's pieces as text elements, relative to a page's content box later. */
function lineElements(line: BrokenLine, sizePt: number, left: number, offset: number): Element[] {
  return line.pieces.map((piece) => ({
    kind: "text" as const,
    text: piece.text,
    font: piece.font,
    sizePt,
    x: left + offset + piece.x,
    baseline: 0,
    width: piece.width,
  }));
}

/** Moves elements set at baseline 0 to a line box's top. */
function atTop(elements: readonly Element[], top: number, theme: Theme): Element[] {
  return elements.map((element) =>
    element.kind === "image"
      ? { ...element, y: top + element.y }
      : element.kind === "text"
        ? {
            ...element,
            baseline:
              top +
              (theme.leadingPt - element.sizePt) / 2 +
              ascentPt(element.font, element.sizePt) * 0.95,
          }
        : element,
  );
}

export function typesetManuscript(
  manuscript: ManuscriptForPrint,
  options: PrintOptions,
): TypesetBook {
  const theme = THEMES[options.theme];
  // As layoutBook: start from the narrowest gutter and widen until the count agrees with it.
  let bandIndex = 0;
  for (;;) {
    const band = GUTTER_BANDS[bandIndex] as (typeof GUTTER_BANDS)[number];
    const margins: Margins = { insideIn: band.insideIn + 0.125, outsideIn: theme.outsideIn };
    const book = setBook(manuscript, options, theme, margins);
    const needed = findGutterBand(book.pages.length);
    const neededIndex = needed ? GUTTER_BANDS.indexOf(needed) : GUTTER_BANDS.length - 1;
    if (neededIndex <= bandIndex || book.pages.length > (GUTTER_BANDS.at(-1)?.maxPages ?? 0))
      return book;
    bandIndex = neededIndex;
  }
}

function setBook(
  manuscript: ManuscriptForPrint,
  options: PrintOptions,
  theme: Theme,
  margins: Margins,
): TypesetBook {
  const headBand = theme.headerSizePt * 1.4 + theme.leadingPt * 0.6;
  const footBand = theme.folioSizePt * 1.4 + theme.leadingPt * 0.6;
  const frameOf = (index: number): Frame => {
    const frame = framePage(options.trim, false, margins, index);
    const safe = frame.safeArea;
    // Whole lines of the grid between the head and foot bands.
    const lines = Math.floor((safe.height - headBand - footBand) / theme.leadingPt);
    return {
      content: {
        x: safe.x,
        y: safe.y + headBand,
        width: safe.width,
        height: lines * theme.leadingPt,
      },
      widthPt: frame.widthPt,
    };
  };
  const noteStyle: NoteStyle = {
    sizePt: theme.sizePt * 0.85,
    leadingPt: theme.leadingPt * 0.85,
    ruleSpacePt: theme.leadingPt * 0.85,
  };
  const setter = new PageSetter(frameOf, noteStyle);
  const d = theme.display;

  // Title page and copyright page.
  const title = setter.newPage("title", undefined, true);
  const titleFrame = setter.frame().content;
  title.lines.push(
    ...centred(
      manuscript.title,
      d.bold,
      theme.titleSizePt + 6,
      titleFrame,
      titleFrame.y + titleFrame.height * 0.25,
    ),
  );
  let y = (title.lines.at(-1)?.top ?? titleFrame.y) + (theme.titleSizePt + 6) * 1.6;
  if (manuscript.subtitle) {
    title.lines.push(
      ...centred(manuscript.subtitle, d.italic, theme.titleSizePt * 0.7, titleFrame, y),
    );
    y = (title.lines.at(-1)?.top ?? y) + theme.titleSizePt * 1.5;
  }
  if (manuscript.author) {
    title.lines.push(
      ...centred(
        manuscript.author,
        d.regular,
        theme.titleSizePt * 0.75,
        titleFrame,
        titleFrame.y + titleFrame.height * 0.7,
      ),
    );
  }
  const copyright = setter.newPage("copyright", undefined, true);
  const copyFrame = setter.frame().content;
  const holder = manuscript.copyrightHolder || manuscript.author || manuscript.title;
  const copyLines = [
    `Copyright © ${options.year} ${holder}`,
    "All rights reserved.",
    ...(manuscript.isbn ? [`ISBN ${manuscript.isbn}`] : []),
  ];
  copyLines.forEach((text, index) => {
    const top = copyFrame.y + copyFrame.height - (copyLines.length - index) * theme.leadingPt;
    copyright.lines.push(
      ...centredAt(text, d.regular, theme.sizePt * 0.85, copyFrame, top, "left"),
    );
  });

  const sections = manuscript.sections;
  const front = sections.filter((section) => zoneOf(section.kind) === "front");
  const rest = sections.filter((section) => zoneOf(section.kind) !== "front");

  // Dedication and epigraph: a right-hand page each, the text centred a third of the way down.
  for (const section of front) {
    if (section.kind === "preface") continue;
    setter.newRecto("content", section.title, true);
    setter.contents.push({ title: section.title, kind: section.kind, page: setter.pages.length });
    const frame = setter.frame().content;
    setter.skip(Math.floor((frame.height * 0.3) / theme.leadingPt) * theme.leadingPt);
    flowBlocks(
      setter,
      theme,
      blocksOf(section.doc, theme, []).map((block) =>
        block.kind === "text"
          ? {
              ...block,
              align: "center" as const,
              indentFirst: false,
              words: block.words.map((word) =>
                word.map((piece) => ({
                  ...piece,
                  font: piece.font === theme.faces.regular ? theme.faces.italic : piece.font,
                })),
              ),
            }
          : block,
      ),
      section.title,
    );
  }

  // The contents: entries are known now, their page numbers after the body is set.
  const contentsEntries = sections.filter(
    (section) => section.kind !== "dedication" && section.kind !== "epigraph",
  );
  let contentsPages: PlannedPage[] = [];
  if (manuscript.printContents && contentsEntries.length > 0) {
    const first = setter.newRecto("content", "Contents", true);
    contentsPages = [first];
    const frame = setter.frame().content;
    const perFirst = Math.max(
      1,
      Math.floor((frame.height - theme.leadingPt * 4) / theme.leadingPt),
    );
    const perNext = Math.floor(frame.height / theme.leadingPt);
    let left = contentsEntries.length - perFirst;
    while (left > 0) {
      contentsPages.push(setter.newPage("content", "Contents", false));
      left -= perNext;
    }
  }

  // Preface, then the body and back matter.
  const ordered = [...front.filter((section) => section.kind === "preface"), ...rest];
  let chapterNumber = 0;
  for (const section of ordered) {
    if (section.kind === "part") {
      setter.newRecto("divider", section.title, true);
      setter.contents.push({ title: section.title, kind: section.kind, page: setter.pages.length });
      const frame = setter.frame().content;
      const page = setter.current as PlannedPage;
      page.lines.push(
        ...centred(section.title, d.bold, theme.titleSizePt, frame, frame.y + frame.height * 0.35),
      );
      const partText = blocksOf(section.doc, theme, []);
      if (partText.length > 0) {
        setter.skip(
          Math.ceil((frame.height * 0.35 + theme.titleSizePt * 3) / theme.leadingPt) *
            theme.leadingPt,
        );
        flowBlocks(
          setter,
          theme,
          partText.map((block) =>
            block.kind === "text"
              ? { ...block, align: "center" as const, indentFirst: false }
              : block,
          ),
          section.title,
        );
      }
      // The back of a part page stays blank.
      setter.newPage("blank", undefined, true);
      continue;
    }
    const label = section.kind === "chapter" ? `Chapter ${++chapterNumber}` : undefined;
    if (theme.openRecto) setter.newRecto("content", section.title, true);
    else setter.newPage("content", section.title, true);
    setter.contents.push({
      title: section.title,
      kind: section.kind,
      page: setter.pages.length,
      ...(label ? { label } : {}),
    });
    const frame = setter.frame().content;
    const page = setter.current as PlannedPage;
    const sinkLines = Math.floor((frame.height * theme.sinkShare) / theme.leadingPt);
    setter.skip(sinkLines * theme.leadingPt);
    if (label) {
      page.lines.push(
        ...centred(
          label.toUpperCase(),
          d.regular,
          theme.labelSizePt,
          frame,
          frame.y + sinkLines * theme.leadingPt,
        ),
      );
      setter.skip(theme.leadingPt * 1.5);
    }
    const titleTop = frame.y + (sinkLines + (label ? 1.5 : 0)) * theme.leadingPt;
    const titleLines = centred(section.title, d.bold, theme.titleSizePt, frame, titleTop);
    page.lines.push(...titleLines);
    const titleHeight = Math.max(1, titleLines.length) * theme.titleSizePt * 1.25;
    setter.skip(
      Math.ceil((titleHeight + theme.leadingPt * 1.5) / theme.leadingPt) * theme.leadingPt,
    );
    const notes: string[] = [];
    const blocks = blocksOf(section.doc, theme, notes);
    const first = blocks.find((block) => block.kind === "text");
    if (first && first.kind === "text") {
      first.indentFirst = false;
      if (theme.dropCapLines > 0 && first.align !== "center" && first.leftPt === 0) {
        first.dropCap = true;
      }
    }
    setter.beginNotes(notes.map((note, index) => noteLines(note, index, theme, noteStyle, frame)));
    flowBlocks(setter, theme, blocks, section.title);
    setter.endNotes(section.title);
  }

  // Fill to KDP's minimum with lined notes pages, then to an even count (a blank last page).
  const minimum =
    findInteriorPageLimit(options.trim, options.binding, options.paper)?.min ??
    MIN_PAGE_COUNT.pages;
  while (setter.pages.length < minimum) {
    const page = setter.newPage("notes", "Notes", false);
    const frame = setter.frame().content;
    page.lines.push(...centredAt("Notes", d.bold, theme.titleSizePt * 0.8, frame, frame.y, "left"));
    for (
      let top = frame.y + theme.leadingPt * 3;
      top <= frame.y + frame.height - 1;
      top += theme.leadingPt * 1.6
    ) {
      const stroke = PRINT_MINIMUMS.lineWeightPt;
      page.lines.push({
        top,
        elements: [
          {
            kind: "line",
            x1: frame.x + stroke,
            y1: top,
            x2: frame.x + frame.width - stroke,
            y2: top,
            strokePt: stroke,
          },
        ],
      });
    }
  }
  if (setter.pages.length % 2 === 1) setter.newPage("blank", undefined, true);

  // Now the contents' page numbers are known.
  if (contentsPages.length > 0) {
    const entries = setter.contents.filter(
      (entry) => entry.kind !== "dedication" && entry.kind !== "epigraph",
    );
    let pageIndex = 0;
    let page = contentsPages[0] as PlannedPage;
    const firstIndex = setter.pages.indexOf(page);
    let frame = frameOf(firstIndex + 1).content;
    page.lines.push(
      ...centred("Contents", d.bold, theme.titleSizePt, frame, frame.y + theme.leadingPt),
    );
    let top = frame.y + theme.leadingPt * 4;
    for (const entry of entries) {
      if (top + theme.leadingPt > frame.y + frame.height + 1e-6) {
        pageIndex += 1;
        page = contentsPages[pageIndex] as PlannedPage;
        frame = frameOf(setter.pages.indexOf(page) + 1).content;
        top = frame.y;
      }
      const text = entry.label ? `${entry.label}: ${entry.title}` : entry.title;
      const number = String(entry.page);
      const font = entry.kind === "part" ? d.bold : d.regular;
      const size = theme.sizePt;
      const numberWidth = measureText(number, d.regular, size);
      const fitted = fitText(text, font, size, frame.width - numberWidth - size * 2);
      page.lines.push({
        top,
        elements: atTop(
          [
            {
              kind: "text",
              text: fitted,
              font,
              sizePt: size,
              x: frame.x + (entry.kind === "part" ? 0 : size),
              baseline: 0,
              width: measureText(fitted, font, size),
            },
            {
              kind: "text",
              text: number,
              font: d.regular,
              sizePt: size,
              x: frame.x + frame.width - numberWidth,
              baseline: 0,
              width: numberWidth,
            },
          ],
          top,
          theme,
        ),
      });
      top += theme.leadingPt;
    }
  }

  return finish(manuscript, options, theme, margins, setter, headBand, footBand);
}

/** A note broken at the text block's width, numbered, each line's baseline from its top. */
function noteLines(
  note: string,
  index: number,
  theme: Theme,
  style: NoteStyle,
  frame: Box,
): NoteLine[] {
  const words = styledWords([{ type: "text", text: note }], theme.faces, []);
  words.unshift([{ text: `${index + 1}.`, font: theme.faces.regular }]);
  return breakParagraph(words, {
    sizePt: style.sizePt,
    widths: () => frame.width,
    justify: theme.justify,
    hyphenate: theme.hyphenate,
  }).map((line) =>
    lineElements(line, style.sizePt, 0, 0).map((element) =>
      element.kind === "text"
        ? {
            ...element,
            baseline:
              (style.leadingPt - style.sizePt) / 2 + ascentPt(element.font, style.sizePt) * 0.95,
          }
        : element,
    ),
  );
}

function fitText(text: string, font: FontRole, sizePt: number, width: number): string {
  if (measureText(text, font, sizePt) <= width) return text;
  let cut = text.length;
  while (cut > 1 && measureText(`${text.slice(0, cut)}…`, font, sizePt) > width) cut -= 1;
  return `${text.slice(0, cut).trimEnd()}…`;
}

/** One or more centred lines (wrapped to the box) starting at `top`. */
function centred(
  text: string,
  font: FontRole,
  sizePt: number,
  box: Box,
  top: number,
): Array<{ top: number; elements: Element[] }> {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .map((word): StyledWord => [{ text: word, font }]);
  const lines = breakParagraph(words, {
    sizePt,
    widths: () => box.width,
    justify: false,
    hyphenate: false,
  });
  return lines.map((line, index) => {
    const lineTop = top + index * sizePt * 1.25;
    return {
      top: lineTop,
      elements: line.pieces.map((piece) => ({
        kind: "text" as const,
        text: piece.text,
        font: piece.font,
        sizePt,
        x: box.x + (box.width - line.width) / 2 + piece.x,
        baseline: lineTop + ascentPt(piece.font, sizePt),
        width: piece.width,
      })),
    };
  });
}

function centredAt(
  text: string,
  font: FontRole,
  sizePt: number,
  box: Box,
  top: number,
  align: "left" | "center",
): Array<{ top: number; elements: Element[] }> {
  if (align === "center") return centred(text, font, sizePt, box, top);
  const width = measureText(text, font, sizePt);
  return [
    {
      top,
      elements: [
        {
          kind: "text",
          text: fitText(text, font, sizePt, box.width),
          font,
          sizePt,
          x: box.x,
          baseline: top + ascentPt(font, sizePt),
          width: Math.min(width, box.width),
        },
      ],
    },
  ];
}

/**
 * Flows blocks onto pages: each paragraph is broken at the page's width, then its lines are put
 * down, moving to a new page with widow and orphan control and keeping headings with their text.
 */
function flowBlocks(
  setter: PageSetter,
  theme: Theme,
  blocks: readonly Block[],
  section: string,
): void {
  const newPage = () => setter.newPage("content", section, false);
  blocks.forEach((block, index) => {
    if (block.kind === "image") {
      placeImage(setter, theme, block, newPage);
      return;
    }
    if (block.kind === "break") {
      if (setter.atTop()) return;
      if (setter.remaining() < theme.leadingPt * 3) {
        newPage();
        return;
      }
      const frame = setter.frame().content;
      const text = theme.sceneBreak;
      const width = measureText(text, theme.faces.regular, theme.sizePt);
      const element: Element = {
        kind: "text",
        text,
        font: theme.faces.regular,
        sizePt: theme.sizePt,
        x: (frame.width - width) / 2,
        baseline: 0,
        width,
      };
      setter.place([{ elements: [element], height: theme.leadingPt }]);
      fixLastLine(setter, theme);
      return;
    }
    const sizePt = block.sizePt ?? theme.sizePt;
    const frame = setter.frame().content;
    const width = frame.width - block.leftPt;
    const indent = block.indentFirst ? theme.indentEm * sizePt : 0;
    const breakWith = (words: readonly StyledWord[], hang: number, hangLines: number) =>
      breakParagraph(words, {
        sizePt,
        widths: (line) => (line < hangLines ? width - hang : line === 0 ? width - indent : width),
        justify: block.align === "justify",
        hyphenate: theme.hyphenate,
      });
    let broken = breakWith(block.words, 0, 0);
    let hang = 0;
    let cap: TextElement | undefined;
    const drop = block.dropCap ? dropCapOf(block.words, theme) : null;
    if (drop) {
      const withCap = breakWith(drop.words, drop.cap.width + drop.gap, theme.dropCapLines);
      // A paragraph shorter than the cap is tall would leave it hanging into the next one.
      if (withCap.length >= theme.dropCapLines) {
        broken = withCap;
        hang = drop.cap.width + drop.gap;
        cap = { ...drop.cap, x: block.leftPt };
      }
    }
    const lines: Line[] = broken.map((line, lineIndex) => {
      const offset =
        block.align === "center"
          ? (width - line.width) / 2
          : lineIndex < (cap ? theme.dropCapLines : 0)
            ? hang
            : lineIndex === 0
              ? indent
              : 0;
      return {
        elements: lineElements(line, sizePt, block.leftPt, offset),
        height: theme.leadingPt,
        ...(line.notes.length > 0 ? { notes: line.notes } : {}),
        ...(lineIndex === 0 && cap ? { dropCap: cap } : {}),
      };
    });
    // The lines a drop cap spans stay on one page with it.
    const firstKeep = cap ? Math.max(2, theme.dropCapLines) : 2;
    const before =
      block.spaceBefore > 0 && !setter.atTop()
        ? Math.round(block.spaceBefore) * theme.leadingPt
        : 0;
    let rest = lines;
    // A heading keeps with two lines of what follows.
    const keep = block.keepWithNext ? 2 : 0;
    const fits = (count: number) => before + count * theme.leadingPt <= setter.remaining() + 1e-6;
    if (!fits(Math.min(rest.length, firstKeep) + keep) && !setter.atTop()) newPage();
    else if (before > 0) setter.skip(before);
    while (rest.length > 0) {
      const room = setter.roomFor(rest);
      if (rest.length <= room) {
        placeLines(setter, theme, rest);
        break;
      }
      // Orphan: never one line alone at the foot; widow: never one line alone at the head.
      let take = room;
      if (rest.length - take === 1) take -= 1;
      if (take < (rest === lines ? firstKeep : 2) && !setter.atTop()) {
        newPage();
        continue;
      }
      take = Math.max(take, 1);
      placeLines(setter, theme, rest.slice(0, take));
      rest = rest.slice(take);
      newPage();
    }
    void index;
  });
}

/**
 * An image fitted to the text block's width (or to a page's height with its caption, whichever is
 * smaller), its box rounded up to whole lines so the text after it stays on the baseline grid, and
 * kept on one page with its caption. Its resolution at that size is checked against KDP's 300 DPI.
 */
function placeImage(
  setter: PageSetter,
  theme: Theme,
  block: Extract<Block, { kind: "image" }>,
  newPage: () => void,
): void {
  const leading = theme.leadingPt;
  const frame = setter.frame().content;
  const caption =
    block.caption.length > 0
      ? breakParagraph(block.caption, {
          sizePt: theme.sizePt,
          widths: () => frame.width,
          justify: false,
          hyphenate: false,
        })
      : [];
  const captionHeight = caption.length * leading;
  let width = frame.width;
  let height = (width * block.pixelHeight) / block.pixelWidth;
  const maxHeight = frame.height - captionHeight;
  if (height > maxHeight) {
    height = maxHeight;
    width = (height * block.pixelWidth) / block.pixelHeight;
  }
  const boxHeight = Math.ceil(height / leading - 1e-9) * leading;
  const before = setter.atTop() ? 0 : leading;
  if (before + boxHeight + captionHeight > setter.remaining() + 1e-6 && !setter.atTop()) newPage();
  else if (before > 0) setter.skip(before);
  const image: Element = {
    kind: "image",
    ref: setter.imageRef(block.src, block.bytes),
    x: (frame.width - width) / 2,
    y: (boxHeight - height) / 2,
    width,
    height,
  };
  setter.place([{ elements: [image], height: boxHeight }]);
  fixLastLine(setter, theme);
  placeLines(
    setter,
    theme,
    caption.map((line) => ({
      elements: lineElements(line, theme.sizePt, 0, (frame.width - line.width) / 2),
      height: leading,
    })),
  );
  if (setter.remaining() >= leading) setter.skip(leading);
  const dpi = block.pixelWidth / (width / POINTS_PER_INCH);
  if (dpi < MIN_IMAGE_DPI - 0.5) {
    setter.lowResolutionImages.push({
      page: setter.pages.length,
      alt: block.alt,
      dpi: Math.round(dpi),
    });
  }
}

function placeLines(setter: PageSetter, theme: Theme, lines: readonly Line[]): void {
  for (const line of lines) {
    setter.place([line]);
    fixLastLine(setter, theme);
    if (line.notes) setter.addNotes(line.notes);
    if (line.dropCap) {
      const placed = (setter.current as PlannedPage).lines.at(-1);
      const body = placed?.elements.find((element) => element.kind === "text");
      if (placed && body?.kind === "text") {
        placed.elements.push({
          ...line.dropCap,
          x: line.dropCap.x + setter.frame().content.x,
          baseline: body.baseline + line.dropCap.baseline,
        });
      }
    }
  }
}

/** Sets the baseline of the line just placed from its top. */
function fixLastLine(setter: PageSetter, theme: Theme): void {
  const page = setter.current as PlannedPage;
  const last = page.lines.at(-1);
  if (last) last.elements = atTop(last.elements, last.top, theme);
}

function finish(
  manuscript: ManuscriptForPrint,
  options: PrintOptions,
  theme: Theme,
  margins: Margins,
  setter: PageSetter,
  headBand: number,
  footBand: number,
): TypesetBook {
  void footBand;
  const d = theme.display;
  const pages = setter.pages.map((planned, index): LaidOutPage => {
    const number = index + 1;
    const frame = framePage(options.trim, false, margins, number);
    const elements: Element[] = planned.lines.flatMap((line) => line.elements);
    const blank = elements.length === 0;
    if (!blank && !planned.bare) {
      const safe = frame.safeArea;
      const head =
        frame.side === "verso"
          ? theme.runningHeads === "author-title"
            ? manuscript.author || manuscript.title
            : manuscript.title
          : theme.runningHeads === "author-title"
            ? manuscript.title
            : (planned.section ?? manuscript.title);
      const headText = fitText(head.toUpperCase(), d.regular, theme.headerSizePt, safe.width * 0.8);
      const headWidth = measureText(headText, d.regular, theme.headerSizePt);
      elements.push({
        kind: "text",
        text: headText,
        font: d.regular,
        sizePt: theme.headerSizePt,
        x: safe.x + (safe.width - headWidth) / 2,
        baseline: safe.y + ascentPt(d.regular, theme.headerSizePt),
        width: headWidth,
      });
      const folio = String(number);
      const folioWidth = measureText(folio, d.regular, theme.folioSizePt);
      elements.push({
        kind: "text",
        text: folio,
        font: d.regular,
        sizePt: theme.folioSizePt,
        x: safe.x + (safe.width - folioWidth) / 2,
        baseline: safe.y + safe.height - theme.folioSizePt * 0.25,
        width: folioWidth,
      });
    }
    void headBand;
    return {
      number,
      side: frame.side,
      role: planned.role,
      ...(planned.section ? { section: planned.section } : {}),
      blank,
      widthPt: frame.widthPt,
      heightPt: frame.heightPt,
      trimBox: frame.trimBox,
      safeArea: frame.safeArea,
      elements,
    };
  });
  const first = pages[0];
  return {
    title: manuscript.title,
    trim: options.trim,
    binding: options.binding,
    paper: options.paper,
    bleed: false,
    largePrint: options.theme === "large-print",
    margins,
    pageWidthPt: first?.widthPt ?? 0,
    pageHeightPt: first?.heightPt ?? 0,
    pages,
    puzzles: [],
    contents: setter.contents,
    lowResolutionImages: setter.lowResolutionImages,
    images: setter.images,
  };
}

/** Inches of KDP's bleed, re-exported for callers that show the page size. */
export const BLEED_IN = BLEED.inches;
export const POINTS = POINTS_PER_INCH;
