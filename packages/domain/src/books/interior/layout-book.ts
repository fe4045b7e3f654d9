import {
  BLEED,
  findGutterBand,
  findInteriorPageLimit,
  GUTTER_BANDS,
  MIN_PAGE_COUNT,
  PRINT_MINIMUMS,
} from "../../kdp/interior-rules";
import type { Binding, PaperType, TrimId } from "../../kdp/trim-sizes";
import { type Box, type Element, placeText } from "./elements";
import { type FontRole, fitTextSize, glyphHeightPt, measureText, wrapText } from "./font-metrics";
import { framePage, type Margins, type PageSide } from "./page-geometry";
import type { AnswersPerPage, PuzzlesPerPage } from "./per-page";

/*
 * The print interior engine (decision 0090): a book spec in, pages of absolutely placed elements
 * out. The engine knows pages, margins and typography, not puzzles: each puzzle arrives as a
 * LayoutItem that draws itself and its answer into a box it is given. The page count is planned
 * first and the margins follow from it (the gutter grows with the page count); when the count
 * lands in a wider gutter band the book is planned again with that gutter, so the margins and the
 * count always agree. Pure and deterministic: the same spec gives the same pages.
 */

export type LayoutItem = {
  /** Shown after the puzzle number, e.g. "Easy". */
  caption?: string;
  drawPuzzle: (box: Box) => Element[];
  drawAnswer: (box: Box) => Element[];
};

export type InteriorSection = {
  title: string;
  /** Paragraphs of a how-to-play page before the section's puzzles. */
  howToPlay?: readonly string[];
  puzzlesPerPage?: PuzzlesPerPage;
  answersPerPage?: AnswersPerPage;
  items: readonly LayoutItem[];
};

export type InteriorSpec = {
  title: string;
  subtitle?: string;
  author: string;
  trim: TrimId;
  binding: Binding;
  paper: PaperType;
  bleed: boolean;
  /** Bigger type, one puzzle per page, at most four answers per page. */
  largePrint?: boolean;
  /** The year is an argument: the domain reads no clock. */
  copyright?: { year: number; holder: string; lines?: readonly string[] };
  /** Default true. */
  pageNumbers?: boolean;
  /** Running heads: the book's title on left pages, the section's on right pages. Default false. */
  headers?: boolean;
  /** Default true. */
  answerKey?: boolean;
  /** Lined notes pages up to KDP's minimum page count (default true); else the book is refused. */
  notesToMinimum?: boolean;
  sections: readonly InteriorSection[];
  /** Design margins beyond KDP's minimums, in inches from the trim edge. */
  margins?: { insideExtraIn?: number; outsideIn?: number };
};

export type PageRole =
  | "title"
  | "copyright"
  | "how-to-play"
  | "puzzles"
  | "answers"
  | "notes"
  | "blank"
  /** layoutPageBook (page-book.ts): a section's or a month's title page. */
  | "divider"
  /** layoutPageBook: a body page of a low-content, coloring or activity book. */
  | "content";

export type LaidOutPage = {
  /** 1-based; odd pages are right-hand (recto). */
  number: number;
  side: PageSide;
  role: PageRole;
  /** The section's title on how-to-play and puzzle pages. */
  section?: string;
  blank: boolean;
  widthPt: number;
  heightPt: number;
  trimBox: Box;
  safeArea: Box;
  elements: Element[];
};

export type PlacedPuzzle = {
  /** Numbered through the whole book from 1. */
  number: number;
  section: string;
  page: number;
  answerPage: number | null;
};

export type LaidOutBook = {
  title: string;
  trim: TrimId;
  binding: Binding;
  paper: PaperType;
  bleed: boolean;
  largePrint: boolean;
  margins: Margins;
  pageWidthPt: number;
  pageHeightPt: number;
  pages: LaidOutPage[];
  puzzles: PlacedPuzzle[];
};

export type Typography = {
  title: number;
  subtitle: number;
  author: number;
  heading: number;
  body: number;
  caption: number;
  answerLabel: number;
  folio: number;
  header: number;
  copyright: number;
  lineGap: number;
  notesLineGap: number;
};

/** Type sizes in points. Large print follows the common 16 pt body floor for large-print books. */
export const TYPOGRAPHY: Record<"standard" | "large", Typography> = {
  standard: {
    title: 28,
    subtitle: 16,
    author: 14,
    heading: 20,
    body: 11,
    caption: 11,
    answerLabel: 8,
    folio: 9,
    header: 8,
    copyright: 9,
    lineGap: 1.35,
    notesLineGap: 24,
  },
  large: {
    title: 36,
    subtitle: 22,
    author: 18,
    heading: 26,
    body: 16,
    caption: 16,
    answerLabel: 12,
    folio: 14,
    header: 12,
    copyright: 12,
    lineGap: 1.4,
    notesLineGap: 34,
  },
};

const DEFAULT_OUTSIDE_FROM_TRIM_IN = 0.5;
const DEFAULT_INSIDE_EXTRA_IN = 0.125;
const GAP = 8;

type PlannedPage =
  | { role: "title" | "copyright" | "blank" | "notes" }
  | { role: "how-to-play"; section: string; lines: string[]; first: boolean }
  | { role: "puzzles"; section: string; numbers: number[]; perPage: number }
  | { role: "answers"; numbers: number[]; first: boolean; perPage: number };

type Numbered = { number: number; item: LayoutItem; sectionIndex: number; section: string };

/** Lay out a puzzle book's interior. Throws on a spec that cannot be laid out at all. */
export function layoutBook(spec: InteriorSpec): LaidOutBook {
  const largePrint = spec.largePrint ?? false;
  const type = TYPOGRAPHY[largePrint ? "large" : "standard"];
  const bleedIn = spec.bleed ? BLEED.inches : 0;
  const outsideIn =
    Math.max(spec.margins?.outsideIn ?? DEFAULT_OUTSIDE_FROM_TRIM_IN, 0.25) + bleedIn;
  const insideExtraIn = Math.max(spec.margins?.insideExtraIn ?? DEFAULT_INSIDE_EXTRA_IN, 0);

  const numbered: Numbered[] = [];
  spec.sections.forEach((section, sectionIndex) => {
    for (const item of section.items) {
      numbered.push({ number: numbered.length + 1, item, sectionIndex, section: section.title });
    }
  });

  // The gutter depends on the page count and the count (through wrapped how-to text) on the
  // gutter: start from the narrowest band and widen until they agree. Bands only widen, so this
  // ends within the five bands.
  let bandIndex = 0;
  for (;;) {
    const band = GUTTER_BANDS[bandIndex] as (typeof GUTTER_BANDS)[number];
    const margins: Margins = { insideIn: band.insideIn + insideExtraIn, outsideIn };
    const plan = planPages(spec, numbered, margins, type, largePrint);
    const needed = findGutterBand(plan.length);
    const neededIndex = needed ? GUTTER_BANDS.indexOf(needed) : GUTTER_BANDS.length - 1;
    if (neededIndex <= bandIndex || plan.length > GUTTER_BANDS.at(-1)!.maxPages) {
      return renderPlan(spec, numbered, plan, margins, type, largePrint);
    }
    bandIndex = neededIndex;
  }
}

function planPages(
  spec: InteriorSpec,
  numbered: readonly Numbered[],
  margins: Margins,
  type: Typography,
  largePrint: boolean,
): PlannedPage[] {
  const plan: PlannedPage[] = [{ role: "title" }, { role: spec.copyright ? "copyright" : "blank" }];
  const frame = framePage(spec.trim, spec.bleed, margins, 3);
  const content = contentBox(frame.safeArea, spec, type);
  spec.sections.forEach((section, sectionIndex) => {
    if (section.howToPlay?.length) {
      const lines: string[] = [];
      for (const paragraph of section.howToPlay) {
        lines.push(...wrapText(paragraph, "regular", type.body, content.width), "");
      }
      const headingHeight = type.heading * type.lineGap + GAP;
      const lineHeight = type.body * type.lineGap;
      const perFirst = Math.max(1, Math.floor((content.height - headingHeight) / lineHeight));
      const perNext = Math.max(1, Math.floor(content.height / lineHeight));
      let first = true;
      let rest = lines;
      while (rest.length > 0) {
        const take = first ? perFirst : perNext;
        plan.push({
          role: "how-to-play",
          section: section.title,
          lines: rest.slice(0, take),
          first,
        });
        rest = rest.slice(take);
        first = false;
      }
    }
    const perPage = largePrint ? 1 : (section.puzzlesPerPage ?? 1);
    const items = numbered.filter((entry) => entry.sectionIndex === sectionIndex);
    for (let start = 0; start < items.length; start += perPage) {
      plan.push({
        role: "puzzles",
        section: section.title,
        numbers: items.slice(start, start + perPage).map((entry) => entry.number),
        perPage,
      });
    }
  });
  if (spec.answerKey ?? true) {
    let first = true;
    spec.sections.forEach((section, sectionIndex) => {
      const perPage = Math.min(section.answersPerPage ?? 6, largePrint ? 4 : 12);
      const items = numbered.filter((entry) => entry.sectionIndex === sectionIndex);
      for (let start = 0; start < items.length; start += perPage) {
        plan.push({
          role: "answers",
          numbers: items.slice(start, start + perPage).map((entry) => entry.number),
          first,
          perPage,
        });
        first = false;
      }
    });
  }
  const minimum =
    findInteriorPageLimit(spec.trim, spec.binding, spec.paper)?.min ?? MIN_PAGE_COUNT.pages;
  if (spec.notesToMinimum ?? true) {
    while (plan.length < minimum) plan.push({ role: "notes" });
  }
  if (plan.length % 2 === 1) plan.push({ role: "blank" });
  return plan;
}

/** The safe area less the running head and the page number bands. */
function contentBox(safeArea: Box, spec: InteriorSpec, type: Typography): Box {
  const top = spec.headers ? type.header * type.lineGap + GAP : 0;
  const bottom = (spec.pageNumbers ?? true) ? type.folio * type.lineGap + GAP : 0;
  return {
    x: safeArea.x,
    y: safeArea.y + top,
    width: safeArea.width,
    height: safeArea.height - top - bottom,
  };
}

function renderPlan(
  spec: InteriorSpec,
  numbered: readonly Numbered[],
  plan: readonly PlannedPage[],
  margins: Margins,
  type: Typography,
  largePrint: boolean,
): LaidOutBook {
  const puzzlePage = new Map<number, number>();
  const answerPage = new Map<number, number>();
  plan.forEach((page, index) => {
    if (page.role === "puzzles") for (const n of page.numbers) puzzlePage.set(n, index + 1);
    if (page.role === "answers") for (const n of page.numbers) answerPage.set(n, index + 1);
  });
  const byNumber = new Map(numbered.map((entry) => [entry.number, entry]));

  const pages = plan.map((planned, index): LaidOutPage => {
    const number = index + 1;
    const frame = framePage(spec.trim, spec.bleed, margins, number);
    const content = contentBox(frame.safeArea, spec, type);
    const elements: Element[] = [];
    const section =
      planned.role === "puzzles" || planned.role === "how-to-play" ? planned.section : undefined;
    switch (planned.role) {
      case "title":
        elements.push(...drawTitlePage(spec, frame.safeArea, type));
        break;
      case "copyright":
        elements.push(...drawCopyrightPage(spec, content, type));
        break;
      case "how-to-play":
        elements.push(...drawHowToPage(planned, content, type));
        break;
      case "puzzles":
        elements.push(...drawPuzzlePage(planned, byNumber, content, type, largePrint));
        break;
      case "answers":
        elements.push(...drawAnswerPage(planned, byNumber, puzzlePage, content, type));
        break;
      case "notes":
        elements.push(...drawNotesPage(content, type));
        break;
      case "blank":
        break;
    }
    const blank = elements.length === 0;
    if (!blank && planned.role !== "title") {
      if (spec.headers) {
        const text = frame.side === "verso" ? spec.title : (section ?? pageHeading(planned, spec));
        elements.push(
          fitLine(text, "regular", type.header, frame.safeArea, frame.safeArea.y, "center"),
        );
      }
      if (spec.pageNumbers ?? true) {
        const top = frame.safeArea.y + frame.safeArea.height - glyphHeightPt("regular", type.folio);
        elements.push(
          placeText(String(number), "regular", type.folio, { ...frame.safeArea, top }, "center"),
        );
      }
    }
    return {
      number,
      side: frame.side,
      role: planned.role,
      ...(section ? { section } : {}),
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
    title: spec.title,
    trim: spec.trim,
    binding: spec.binding,
    paper: spec.paper,
    bleed: spec.bleed,
    largePrint,
    margins,
    pageWidthPt: first?.widthPt ?? 0,
    pageHeightPt: first?.heightPt ?? 0,
    pages,
    puzzles: numbered.map((entry) => ({
      number: entry.number,
      section: entry.section,
      page: puzzlePage.get(entry.number) ?? 0,
      answerPage: answerPage.get(entry.number) ?? null,
    })),
  };
}

function pageHeading(planned: PlannedPage, spec: InteriorSpec): string {
  if (planned.role === "answers") return "Answers";
  if (planned.role === "notes") return "Notes";
  return spec.title;
}

/** One line of text in a box's width: smaller down to KDP's 7 pt, then cut with an ellipsis. */
export function fitLine(
  text: string,
  font: FontRole,
  sizePt: number,
  box: { x: number; width: number },
  top: number,
  align: "left" | "center" | "right",
) {
  const size = fitTextSize(text, font, sizePt, box.width, PRINT_MINIMUMS.fontSizePt);
  let line = text;
  while (line.length > 1 && measureText(line, font, size) > box.width) {
    line = `${line.slice(0, -2).trimEnd()}…`;
  }
  return placeText(line, font, size, { x: box.x, width: box.width, top }, align);
}

function drawLines(
  lines: readonly string[],
  font: FontRole,
  sizePt: number,
  box: Box,
  top: number,
  lineGap: number,
  align: "left" | "center" = "left",
): { elements: Element[]; bottom: number } {
  const elements: Element[] = [];
  let y = top;
  for (const line of lines) {
    if (line)
      elements.push(placeText(line, font, sizePt, { x: box.x, width: box.width, top: y }, align));
    y += sizePt * lineGap;
  }
  return { elements, bottom: y };
}

/**
 * The title and subtitle at their sizes, or smaller, a tenth at a time, until their lines end
 * above the author's line (at 80 % of the page): a 120-letter title without a space ran off the
 * bottom of a 5 × 8 title page. Never below KDP's smallest printable type.
 */
function fitTitleBlock(
  spec: Pick<InteriorSpec, "title" | "subtitle">,
  safe: Box,
  type: Typography,
): { titleSize: number; titleLines: string[]; subtitleSize: number; subtitleLines: string[] } {
  const room = safe.height * (0.8 - 0.28) - GAP;
  const smallest = PRINT_MINIMUMS.fontSizePt;
  for (let scale = 1; ; scale -= 0.1) {
    // At full scale the typography's own sizes, unrounded, so every book that fits keeps its bytes.
    const shrink = (size: number) =>
      scale === 1 ? size : Math.max(smallest, Math.round(size * scale * 10) / 10);
    const titleSize = shrink(type.title);
    const subtitleSize = shrink(type.subtitle);
    const titleLines = wrapText(spec.title, "bold", titleSize, safe.width);
    const subtitleLines = spec.subtitle
      ? wrapText(spec.subtitle, "regular", subtitleSize, safe.width)
      : [];
    const height =
      titleLines.length * titleSize * type.lineGap +
      (subtitleLines.length > 0 ? GAP + subtitleLines.length * subtitleSize * type.lineGap : 0);
    if (height <= room || (titleSize === smallest && subtitleSize === smallest)) {
      return { titleSize, titleLines, subtitleSize, subtitleLines };
    }
  }
}

export function drawTitlePage(
  spec: Pick<InteriorSpec, "title" | "subtitle" | "author">,
  safe: Box,
  type: Typography,
): Element[] {
  const elements: Element[] = [];
  const { titleSize, titleLines, subtitleSize, subtitleLines } = fitTitleBlock(spec, safe, type);
  const title = drawLines(
    titleLines,
    "bold",
    titleSize,
    safe,
    safe.y + safe.height * 0.28,
    type.lineGap,
    "center",
  );
  elements.push(...title.elements);
  if (subtitleLines.length > 0) {
    elements.push(
      ...drawLines(
        subtitleLines,
        "regular",
        subtitleSize,
        safe,
        title.bottom + GAP,
        type.lineGap,
        "center",
      ).elements,
    );
  }
  const authorTop = safe.y + safe.height * 0.8;
  elements.push(fitLine(spec.author, "regular", type.author, safe, authorTop, "center"));
  return elements;
}

export function drawCopyrightPage(
  spec: Pick<InteriorSpec, "copyright">,
  content: Box,
  type: Typography,
): Element[] {
  const copyright = spec.copyright;
  if (!copyright) return [];
  const paragraphs = [
    `Copyright © ${copyright.year} ${copyright.holder}. All rights reserved.`,
    ...(copyright.lines ?? []),
  ];
  const lines = paragraphs.flatMap((paragraph) => [
    ...wrapText(paragraph, "regular", type.copyright, content.width),
    "",
  ]);
  lines.pop();
  const height = lines.length * type.copyright * type.lineGap;
  return drawLines(
    lines,
    "regular",
    type.copyright,
    content,
    content.y + content.height - height,
    type.lineGap,
  ).elements;
}

function drawHowToPage(
  planned: Extract<PlannedPage, { role: "how-to-play" }>,
  content: Box,
  type: Typography,
): Element[] {
  const elements: Element[] = [];
  let top = content.y;
  if (planned.first) {
    elements.push(
      fitLine(`How to play: ${planned.section}`, "bold", type.heading, content, top, "left"),
    );
    top += type.heading * type.lineGap + GAP;
  }
  elements.push(
    ...drawLines(planned.lines, "regular", type.body, content, top, type.lineGap).elements,
  );
  return elements;
}

/** Columns and rows for a number of slots on a page. */
function slotGrid(count: number): { cols: number; rows: number } {
  if (count <= 1) return { cols: 1, rows: 1 };
  if (count === 2) return { cols: 1, rows: 2 };
  if (count <= 4) return { cols: 2, rows: 2 };
  if (count <= 6) return { cols: 2, rows: 3 };
  if (count <= 9) return { cols: 3, rows: 3 };
  return { cols: 3, rows: 4 };
}

function slots(area: Box, count: number, gap: number): Box[] {
  const { cols, rows } = slotGrid(count);
  const width = (area.width - gap * (cols - 1)) / cols;
  const height = (area.height - gap * (rows - 1)) / rows;
  const boxes: Box[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      boxes.push({
        x: area.x + col * (width + gap),
        y: area.y + row * (height + gap),
        width,
        height,
      });
    }
  }
  return boxes;
}

function drawPuzzlePage(
  planned: Extract<PlannedPage, { role: "puzzles" }>,
  byNumber: ReadonlyMap<number, Numbered>,
  content: Box,
  type: Typography,
  largePrint: boolean,
): Element[] {
  const elements: Element[] = [];
  const captionSize =
    planned.perPage > 2 && !largePrint ? Math.max(type.caption - 2, 8) : type.caption;
  // The slots follow the section's setting, so a last, fuller page draws puzzles the same size.
  const boxes = slots(content, planned.perPage, GAP * 2);
  planned.numbers.forEach((number, index) => {
    const entry = byNumber.get(number) as Numbered;
    const slot = boxes[index] as Box;
    const caption = entry.item.caption
      ? `Puzzle ${number} · ${entry.item.caption}`
      : `Puzzle ${number}`;
    elements.push(fitLine(caption, "bold", captionSize, slot, slot.y, "center"));
    const captionHeight = captionSize * type.lineGap + GAP;
    elements.push(
      ...entry.item.drawPuzzle({
        x: slot.x,
        y: slot.y + captionHeight,
        width: slot.width,
        height: slot.height - captionHeight,
      }),
    );
  });
  return elements;
}

function drawAnswerPage(
  planned: Extract<PlannedPage, { role: "answers" }>,
  byNumber: ReadonlyMap<number, Numbered>,
  puzzlePage: ReadonlyMap<number, number>,
  content: Box,
  type: Typography,
): Element[] {
  const elements: Element[] = [];
  let area = content;
  if (planned.first) {
    elements.push(fitLine("Answers", "bold", type.heading, content, content.y, "left"));
    const used = type.heading * type.lineGap + GAP;
    area = { ...content, y: content.y + used, height: content.height - used };
  }
  const boxes = slots(area, planned.perPage, GAP * 1.5);
  planned.numbers.forEach((number, index) => {
    const entry = byNumber.get(number) as Numbered;
    const slot = boxes[index] as Box;
    const label = `Puzzle ${number} (page ${puzzlePage.get(number) ?? "?"})`;
    elements.push(fitLine(label, "bold", type.answerLabel, slot, slot.y, "center"));
    const labelHeight = type.answerLabel * type.lineGap + GAP / 2;
    elements.push(
      ...entry.item.drawAnswer({
        x: slot.x,
        y: slot.y + labelHeight,
        width: slot.width,
        height: slot.height - labelHeight,
      }),
    );
  });
  return elements;
}

export function drawNotesPage(content: Box, type: Typography): Element[] {
  const elements: Element[] = [fitLine("Notes", "bold", type.heading, content, content.y, "left")];
  const start = content.y + type.heading * type.lineGap + GAP + type.notesLineGap;
  for (let y = start; y <= content.y + content.height - 1; y += type.notesLineGap) {
    // Inset by the stroke: a renderer may draw square line caps past the end points.
    const stroke = PRINT_MINIMUMS.lineWeightPt;
    elements.push({
      kind: "line",
      x1: content.x + stroke,
      y1: y,
      x2: content.x + content.width - stroke,
      y2: y,
      strokePt: stroke,
    });
  }
  return elements;
}
