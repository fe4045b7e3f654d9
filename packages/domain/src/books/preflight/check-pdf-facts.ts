import * as z from "zod/mini";
import {
  BLANK_PAGE_LIMITS,
  BLEED,
  checkBlankRun,
  findBlankRuns,
  findGutterBand,
  GUTTER_BANDS,
  MIN_PAGE_COUNT,
  minimumOutsideMarginIn,
  POINTS_PER_INCH,
} from "../../kdp/interior-rules";
import {
  BINDINGS,
  type Binding,
  findPageLimit,
  findTrimSize,
  listPaperTypes,
  PAPER_TYPES,
  type PageLimit,
  type PaperType,
  TRIM_IDS,
  TRIM_SIZES,
  type TrimSize,
} from "../../kdp/trim-sizes";
import type { PreflightFinding, PreflightReport } from "../book-build-contract";

/*
 * The rules half of the PDF preflight (decision 0099): what was read back from a PDF file (page
 * sizes, where marks are drawn, fonts, placed images) checked against KDP's interior rules. The
 * API reads the file in a worker (services/books/preflight/) and hands the facts here, so every
 * rule is a pure function with a table of cases. Codes are a closed list; each message says what
 * to change in plain words.
 */

export const PREFLIGHT_FINDING_CODES = [
  "not-a-pdf",
  "encrypted",
  "too-many-pages",
  "page-unreadable",
  "page-size-not-kdp",
  "page-size-not-expected-trim",
  "page-size-varies",
  "paper-not-offered",
  "page-count-below-minimum",
  "page-count-above-maximum",
  "page-count-odd",
  "page-count-not-expected",
  "content-in-gutter",
  "content-outside-margin",
  "font-not-embedded",
  "image-low-resolution",
  "too-many-consecutive-blank-pages",
  "too-many-trailing-blank-pages",
  "cover-page-count",
  "cover-size-mismatch",
  "cover-missing-bleed",
  "cover-art-short-of-bleed",
  "cover-text-outside-safe-area",
  "cover-text-on-thin-spine",
  "cover-text-in-barcode-area",
] as const;
export type PreflightFindingCode = (typeof PREFLIGHT_FINDING_CODES)[number];

/** The resolution KDP asks for in placed images (kdp-facts §4, print quality). */
export const MIN_IMAGE_DPI = 300;

/**
 * The most pages the preflight reads one by one. KDP prints at most 828; a file that declares
 * more is answered from its page count alone, so a hostile page count cannot keep a worker busy.
 */
export const MAX_CHECKED_PAGES = 1000;

/** Page sizes within this of a KDP size are that size: exporters round to 0.01 pt–0.5 pt. */
const SIZE_TOLERANCE_IN = 0.02;
/** Marks this close to a margin line are on it (rounding in exporters, anti-aliasing hairlines). */
const MARGIN_TOLERANCE_PT = 0.5;
/** A bleed page's art that reaches this close to the page edge is meant to bleed. */
const BLEED_REACH_PT = 0.05 * POINTS_PER_INCH;
/** A repeated page-level finding is reported for this many pages, then summarised. */
const MAX_FINDINGS_PER_CODE = 20;

/** What a book is expected to be; every field optional (an upload may say nothing). */
export const preflightExpectationsSchema = z.object({
  trim: z.optional(z.enum(TRIM_IDS)),
  paper: z.optional(z.enum(PAPER_TYPES)),
  binding: z.optional(z.enum(BINDINGS)),
  pages: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_CHECKED_PAGES))),
});
export type PreflightExpectations = z.output<typeof preflightExpectationsSchema>;

/** A box in points, origin at the page's top-left corner, y down (as the interior engine). */
export type FactBox = { x: number; y: number; width: number; height: number };

export type PdfPageFacts = {
  widthPt: number;
  heightPt: number;
  /** Every visible mark: text runs, filled or stroked paths, images. */
  marks: FactBox[];
  /** The text runs among the marks (the cover check keeps text, not art, inside the safe area). */
  textMarks?: FactBox[];
  images: { widthPx: number; heightPx: number; placed: FactBox }[];
};

export type PdfFacts = {
  /** The page count the file declares. */
  pageCount: number;
  /** Pages read, in order; empty when the page count is past MAX_CHECKED_PAGES. */
  pages: PdfPageFacts[];
  /** Pages that could not be read (1-based); their entries in `pages` are stand-ins. */
  unreadablePages: number[];
  /** Fonts used without their font program, with the pages that use them. */
  fontsNotEmbedded: { name: string; pages: number[] }[];
};

type PageShape = { trim: TrimSize; bleed: boolean };

const round2 = (value: number) => Math.round(value * 100) / 100;
const inches = (points: number) => round2(points / POINTS_PER_INCH);
const near = (a: number, b: number) => Math.abs(a - b) <= SIZE_TOLERANCE_IN;

/** The KDP trim (and whether it has bleed) a page size is, or null. */
export function matchKdpPageSize(widthIn: number, heightIn: number): PageShape | null {
  for (const trim of TRIM_SIZES) {
    if (near(widthIn, trim.widthIn) && near(heightIn, trim.heightIn)) return { trim, bleed: false };
    if (
      near(widthIn, trim.widthIn + BLEED.inches) &&
      near(heightIn, trim.heightIn + 2 * BLEED.inches)
    )
      return { trim, bleed: true };
  }
  return null;
}

function describeTrim(trim: TrimSize): string {
  return `${trim.widthIn} × ${trim.heightIn} in`;
}

function insideMarginFor(pageCount: number): number {
  const band = findGutterBand(pageCount);
  if (band) return band.insideIn;
  // Outside KDP's 24–828 pages the page-count finding says so; the nearest band still applies.
  const first = GUTTER_BANDS[0];
  const last = GUTTER_BANDS[GUTTER_BANDS.length - 1];
  if (!first || !last) throw new Error("KDP gutter bands are missing");
  return pageCount < first.minPages ? first.insideIn : last.insideIn;
}

/** The widest page limits KDP offers a trim in a binding over the papers asked about. */
function pageLimitFor(trim: TrimSize, binding: Binding, paper?: PaperType): PageLimit | null {
  if (paper) return findPageLimit(trim.id, binding, paper);
  const limits = listPaperTypes(trim.id, binding)
    .map((each) => findPageLimit(trim.id, binding, each))
    .filter((limit): limit is PageLimit => limit !== null);
  if (limits.length === 0) return null;
  return {
    min: Math.min(...limits.map((limit) => limit.min)),
    max: Math.max(...limits.map((limit) => limit.max)),
  };
}

/** A finding about many pages, capped so that a 500-page problem stays readable. */
function addPageFindings(
  findings: PreflightFinding[],
  code: PreflightFindingCode,
  pages: { page: number; message: string }[],
  summary: (more: number) => string,
) {
  for (const { page, message } of pages.slice(0, MAX_FINDINGS_PER_CODE)) {
    findings.push({ code, page, message });
  }
  const more = pages.length - MAX_FINDINGS_PER_CODE;
  if (more > 0) findings.push({ code, message: summary(more) });
}

function checkSafeArea(facts: PdfFacts, shape: PageShape, findings: PreflightFinding[]): void {
  const insideIn = insideMarginFor(facts.pageCount);
  const outsideIn = minimumOutsideMarginIn(shape.bleed);
  const inside = insideIn * POINTS_PER_INCH;
  const outside = outsideIn * POINTS_PER_INCH;
  const gutter: { page: number; message: string }[] = [];
  const margin: { page: number; message: string }[] = [];

  facts.pages.forEach((page, index) => {
    const pageNumber = index + 1;
    // Page 1 is a right-hand page: its spine edge is on the left.
    const recto = pageNumber % 2 === 1;
    let gutterGap = Number.POSITIVE_INFINITY;
    let outsideGap = Number.POSITIVE_INFINITY;
    for (const mark of page.marks) {
      const left = mark.x;
      const right = page.widthPt - (mark.x + mark.width);
      const top = mark.y;
      const bottom = page.heightPt - (mark.y + mark.height);
      const spineGap = recto ? left : right;
      const edgeGap = recto ? right : left;
      // Bleed art reaches the trimmed-off edge on purpose; KDP only asks that it reach it.
      const bleeds =
        shape.bleed &&
        (edgeGap <= BLEED_REACH_PT || top <= BLEED_REACH_PT || bottom <= BLEED_REACH_PT);
      if (bleeds) continue;
      gutterGap = Math.min(gutterGap, spineGap);
      outsideGap = Math.min(outsideGap, edgeGap, top, bottom);
    }
    if (gutterGap < inside - MARGIN_TOLERANCE_PT) {
      gutter.push({
        page: pageNumber,
        message: `Something on this page is ${inches(Math.max(0, gutterGap))} in from the spine edge; a ${facts.pageCount}-page book needs at least ${insideIn} in there, or it disappears into the binding. Widen the inside (gutter) margin to ${insideIn} in.`,
      });
    }
    if (outsideGap < outside - MARGIN_TOLERANCE_PT) {
      margin.push({
        page: pageNumber,
        message: `Something on this page is ${inches(Math.max(0, outsideGap))} in from the top, bottom or outside edge of the page; keep text and important art at least ${outsideIn} in from those edges${shape.bleed ? " (bleed pages)" : ""}, or it may be trimmed off.`,
      });
    }
  });

  addPageFindings(
    findings,
    "content-in-gutter",
    gutter,
    (more) =>
      `${more} more pages have content in the gutter; widen the inside margin to ${insideIn} in.`,
  );
  addPageFindings(
    findings,
    "content-outside-margin",
    margin,
    (more) =>
      `${more} more pages have content too close to the edge; keep it ${outsideIn} in inside.`,
  );
}

function checkPageCount(
  facts: PdfFacts,
  trim: TrimSize | null,
  expectations: PreflightExpectations,
  findings: PreflightFinding[],
): void {
  const count = facts.pageCount;
  const binding = expectations.binding ?? "paperback";
  if (expectations.pages !== undefined && expectations.pages !== count) {
    findings.push({
      code: "page-count-not-expected",
      message: `The file has ${count} pages, not the ${expectations.pages} you expected. Check that every section was exported.`,
    });
  }
  const limit = trim ? pageLimitFor(trim, binding, expectations.paper) : null;
  if (trim && !limit) {
    findings.push({
      code: "paper-not-offered",
      message: `KDP does not print a ${describeTrim(trim)} ${binding}${expectations.paper ? ` on ${expectations.paper} paper` : ""}. Choose another trim or paper.`,
    });
  }
  const min = limit?.min ?? MIN_PAGE_COUNT.pages;
  if (count < min) {
    findings.push({
      code: "page-count-below-minimum",
      message: `The file has ${count} pages; KDP needs at least ${min} for this book. Add pages (content or blank pages at the end).`,
    });
  }
  if (limit && count > limit.max) {
    findings.push({
      code: "page-count-above-maximum",
      message: `The file has ${count} pages; KDP prints at most ${limit.max} for this trim${expectations.paper ? " and paper" : ""}. Split the book or choose a larger trim.`,
    });
  }
  if (count % 2 === 1) {
    findings.push({
      code: "page-count-odd",
      message: `The file has an odd number of pages (${count}); KDP adds a blank page at the end to make ${count + 1}. Add a page yourself if the last page should not be blank.`,
    });
  }
}

function checkBlankPages(facts: PdfFacts, findings: PreflightFinding[]): void {
  const unreadable = new Set(facts.unreadablePages);
  const blank = facts.pages.map(
    (page, index) => page.marks.length === 0 && !unreadable.has(index + 1),
  );
  for (const run of findBlankRuns(blank)) {
    const broken = checkBlankRun(run);
    if (broken === "consecutive") {
      findings.push({
        code: "too-many-consecutive-blank-pages",
        page: run.start,
        message: `Pages ${run.start}–${run.start + run.length - 1} are ${run.length} blank pages in a row; KDP accepts at most ${BLANK_PAGE_LIMITS.maxConsecutive}. Remove some or put something on them (a note, a section title).`,
      });
    } else if (broken === "trailing") {
      findings.push({
        code: "too-many-trailing-blank-pages",
        page: run.start,
        message: `The book ends with ${run.length} blank pages (from page ${run.start}); KDP accepts at most ${BLANK_PAGE_LIMITS.maxTrailing} at the end. Remove the extra ones.`,
      });
    }
  }
}

/** Images placed under 300 DPI, a finding per page (the interior and the cover check alike). */
export function checkImages(facts: PdfFacts, findings: PreflightFinding[]): void {
  const low: { page: number; message: string }[] = [];
  facts.pages.forEach((page, index) => {
    let worst: { dpi: number; widthPx: number; heightPx: number } | null = null;
    for (const image of page.images) {
      const widthIn = image.placed.width / POINTS_PER_INCH;
      const heightIn = image.placed.height / POINTS_PER_INCH;
      if (widthIn <= 0 || heightIn <= 0) continue;
      const dpi = Math.min(image.widthPx / widthIn, image.heightPx / heightIn);
      if (dpi < MIN_IMAGE_DPI - 1 && (!worst || dpi < worst.dpi)) {
        worst = { dpi, widthPx: image.widthPx, heightPx: image.heightPx };
      }
    }
    if (worst) {
      low.push({
        page: index + 1,
        message: `An image on this page prints at ${Math.round(worst.dpi)} DPI (${worst.widthPx} × ${worst.heightPx} pixels at its placed size); KDP asks for ${MIN_IMAGE_DPI}. Replace it with a larger image or place it smaller.`,
      });
    }
  });
  addPageFindings(
    findings,
    "image-low-resolution",
    low,
    (more) => `${more} more pages have images under ${MIN_IMAGE_DPI} DPI.`,
  );
}

/** Fonts used without their font program (the interior and the cover check alike). */
export function checkFonts(facts: PdfFacts, findings: PreflightFinding[]): void {
  for (const font of facts.fontsNotEmbedded) {
    const pages = font.pages;
    findings.push({
      code: "font-not-embedded",
      page: pages[0],
      message: `The font “${font.name}” is not embedded (used on page${pages.length > 1 ? "s" : ""} ${pages.slice(0, 10).join(", ")}${pages.length > 10 ? "…" : ""}); KDP needs every font inside the file. Export again with “embed all fonts” turned on.`,
    });
  }
}

/**
 * The preflight report for the facts read from a PDF: page size against KDP's trims (with or
 * without bleed, the same on every page), the safe area with the gutter by page count, fonts
 * embedded, images at 300 DPI, page count limits and evenness, blank pages.
 */
export function checkPdfFacts(
  facts: PdfFacts,
  expectations: PreflightExpectations = {},
): PreflightReport {
  const findings: PreflightFinding[] = [];
  const first = facts.pages[0];
  const widthIn = first ? inches(first.widthPt) : 0;
  const heightIn = first ? inches(first.heightPt) : 0;

  if (facts.pageCount > MAX_CHECKED_PAGES) {
    findings.push({
      code: "too-many-pages",
      message: `The file declares ${facts.pageCount} pages; KDP prints at most 828, so its pages were not checked one by one. Export the interior alone.`,
    });
    return { ok: false, pageCount: facts.pageCount, widthIn, heightIn, findings };
  }

  for (const page of facts.unreadablePages) {
    findings.push({
      code: "page-unreadable",
      page,
      message: "This page could not be read. Export the PDF again (PDF/X-1a or “PDF for print”).",
    });
  }

  const shape = first ? matchKdpPageSize(widthIn, heightIn) : null;
  const expectedTrim = expectations.trim ? findTrimSize(expectations.trim) : undefined;
  if (first && !shape) {
    findings.push({
      code: "page-size-not-kdp",
      page: 1,
      message: `The pages are ${widthIn} × ${heightIn} in, which is not a KDP trim size (with or without 0.125 in bleed). Set the document's page size to a KDP trim${expectedTrim ? `, here ${describeTrim(expectedTrim)}` : ", e.g. 6 × 9 in"}, and export again.`,
    });
  } else if (shape && expectedTrim && shape.trim.id !== expectedTrim.id) {
    findings.push({
      code: "page-size-not-expected-trim",
      page: 1,
      message: `The pages are ${describeTrim(shape.trim)}${shape.bleed ? " with bleed" : ""}, not the ${describeTrim(expectedTrim)} trim you chose. Change the document's page size or choose ${describeTrim(shape.trim)} on KDP.`,
    });
  }

  if (first) {
    const varies: { page: number; message: string }[] = [];
    facts.pages.forEach((page, index) => {
      if (index === 0) return;
      if (!near(inches(page.widthPt), widthIn) || !near(inches(page.heightPt), heightIn)) {
        varies.push({
          page: index + 1,
          message: `This page is ${inches(page.widthPt)} × ${inches(page.heightPt)} in, unlike page 1 (${widthIn} × ${heightIn} in). Every page of a print book must be the same size; export all pages at one size.`,
        });
      }
    });
    addPageFindings(
      findings,
      "page-size-varies",
      varies,
      (more) => `${more} more pages differ in size from page 1.`,
    );
  }

  checkPageCount(facts, shape?.trim ?? expectedTrim ?? null, expectations, findings);
  if (shape) checkSafeArea(facts, shape, findings);

  checkFonts(facts, findings);
  checkImages(facts, findings);
  checkBlankPages(facts, findings);

  return { ok: findings.length === 0, pageCount: facts.pageCount, widthIn, heightIn, findings };
}

/** The report for bytes that are not a readable PDF at all. */
export function unreadablePdfReport(code: "not-a-pdf" | "encrypted"): PreflightReport {
  const message =
    code === "encrypted"
      ? "The PDF is password-protected, so it cannot be checked (and KDP refuses it too). Export it again without a password."
      : "This file is not a PDF we can read: it may be damaged, cut short, or another kind of file. Export the interior again as a PDF.";
  return { ok: false, pageCount: 0, widthIn: 0, heightIn: 0, findings: [{ code, message }] };
}
