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
import { glyphHeightPt } from "./font-metrics";
import {
  drawCopyrightPage,
  drawNotesPage,
  drawTitlePage,
  fitLine,
  type LaidOutBook,
  type LaidOutPage,
  type PageRole,
  TYPOGRAPHY,
  type Typography,
} from "./layout-book";
import { framePage, type Margins, type PageSide } from "./page-geometry";

/*
 * The page-by-page sibling of layoutBook (decision 0101): low-content, coloring and activity books
 * know each page in advance, so the caller lists the pages and each draws itself into the content
 * box it is given. Everything else is layoutBook's: the same page geometry, the gutter from KDP's
 * band for the final page count, the same title and copyright pages, folios, padding to KDP's
 * minimum and to an even count, and the same LaidOutBook for validateLayout and the renderer.
 * Because the page list is fixed before drawing, the count (and so the gutter) is known in one
 * pass; no page's content can change the count.
 */

export type PageContext = {
  number: number;
  side: PageSide;
  /** The safe area less the folio band: where a page's content goes. */
  content: Box;
  safeArea: Box;
  type: Typography;
};

export type BookPagePlan = {
  role: PageRole;
  section?: string;
  /** Draws the page; a page without it (or drawing nothing) is blank and gets no folio. */
  draw?: (context: PageContext) => Element[];
  /** Default true: a page number under drawn content. A full-page design turns it off. */
  folio?: boolean;
};

export type PageBookSpec = {
  title: string;
  subtitle?: string;
  author: string;
  trim: TrimId;
  binding: Binding;
  paper: PaperType;
  bleed: boolean;
  largePrint?: boolean;
  /** Default true: page 1 is the title page, page 2 the copyright page (or blank without one). */
  titlePage?: boolean;
  copyright?: { year: number; holder: string; lines?: readonly string[] };
  /** Default true. */
  pageNumbers?: boolean;
  pages: readonly BookPagePlan[];
  /** What fills the book up to KDP's minimum and an even count. Default "notes" (lined pages). */
  fill?: "notes" | "blank";
  /** Design margins beyond KDP's minimums, in inches from the trim edge. */
  margins?: { insideExtraIn?: number; outsideIn?: number };
};

const DEFAULT_OUTSIDE_FROM_TRIM_IN = 0.5;
const DEFAULT_INSIDE_EXTRA_IN = 0.125;
const GAP = 8;

/** The final page list: front matter, the caller's pages, then fill to the minimum and an even count. */
export function planPageBook(spec: PageBookSpec): BookPagePlan[] {
  const fillPage: BookPagePlan =
    (spec.fill ?? "notes") === "notes"
      ? { role: "notes", draw: ({ content, type }) => drawNotesPage(content, type) }
      : { role: "blank" };
  const plan: BookPagePlan[] = [];
  if (spec.titlePage ?? true) {
    plan.push({
      role: "title",
      folio: false,
      draw: ({ safeArea, type }) => drawTitlePage(spec, safeArea, type),
    });
    plan.push(
      spec.copyright
        ? {
            role: "copyright",
            draw: ({ content, type }) => drawCopyrightPage(spec, content, type),
          }
        : { role: "blank" },
    );
  }
  plan.push(...spec.pages);
  const minimum =
    findInteriorPageLimit(spec.trim, spec.binding, spec.paper)?.min ?? MIN_PAGE_COUNT.pages;
  while (plan.length < minimum) plan.push(fillPage);
  if (plan.length % 2 === 1) plan.push(fillPage);
  return plan;
}

/** KDP's margins for a page book of `pages` pages with the spec's design margins. */
export function pageBookMargins(spec: PageBookSpec, pages: number): Margins {
  const bleedIn = spec.bleed ? BLEED.inches : 0;
  const outsideIn =
    Math.max(spec.margins?.outsideIn ?? DEFAULT_OUTSIDE_FROM_TRIM_IN, 0.25) + bleedIn;
  const insideExtraIn = Math.max(spec.margins?.insideExtraIn ?? DEFAULT_INSIDE_EXTRA_IN, 0);
  const band = findGutterBand(pages) ?? (GUTTER_BANDS.at(-1) as (typeof GUTTER_BANDS)[number]);
  return { insideIn: band.insideIn + insideExtraIn, outsideIn };
}

/** The content box of a page: the safe area less the folio band at the bottom. */
export function pageContentBox(safeArea: Box, type: Typography, pageNumbers: boolean): Box {
  const bottom = pageNumbers ? type.folio * type.lineGap + GAP : 0;
  return { ...safeArea, height: safeArea.height - bottom };
}

/** Lay out a page book: the same LaidOutBook as layoutBook, with no puzzles listed. */
export function layoutPageBook(spec: PageBookSpec): LaidOutBook {
  const largePrint = spec.largePrint ?? false;
  const type = TYPOGRAPHY[largePrint ? "large" : "standard"];
  const pageNumbers = spec.pageNumbers ?? true;
  const plan = planPageBook(spec);
  const margins = pageBookMargins(spec, plan.length);
  const pages = plan.map((planned, index): LaidOutPage => {
    const number = index + 1;
    const frame = framePage(spec.trim, spec.bleed, margins, number);
    const content = pageContentBox(frame.safeArea, type, pageNumbers);
    const elements =
      planned.draw?.({ number, side: frame.side, content, safeArea: frame.safeArea, type }) ?? [];
    const blank = elements.length === 0;
    if (!blank && pageNumbers && (planned.folio ?? true)) {
      const top = frame.safeArea.y + frame.safeArea.height - glyphHeightPt("regular", type.folio);
      elements.push(
        placeText(String(number), "regular", type.folio, { ...frame.safeArea, top }, "center"),
      );
    }
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
    puzzles: [],
  };
}

/** A section's divider page: its title (and an optional line) in the upper third of the page. */
export function dividerPage(title: string, subtitle?: string): BookPagePlan {
  return {
    role: "divider",
    section: title,
    draw: ({ content, type }) => {
      const top = content.y + content.height * 0.33;
      const elements: Element[] = [
        fitLine(title, "bold", type.heading * 1.4, content, top, "center"),
      ];
      if (subtitle) {
        elements.push(
          fitLine(subtitle, "regular", type.body, content, top + type.heading * 2.2, "center"),
        );
      }
      return elements;
    },
  };
}

/** The stroke every ruled line of a page book uses unless a design asks for more. */
export const RULE_STROKE_PT = PRINT_MINIMUMS.lineWeightPt;
