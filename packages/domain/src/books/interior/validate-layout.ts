import {
  BLANK_PAGE_LIMITS,
  checkBlankRun,
  findBlankRuns,
  findGutterBand,
  findInteriorPageLimit,
  interiorPageSizeIn,
  minimumOutsideMarginIn,
  POINTS_PER_INCH,
  PRINT_MINIMUMS,
} from "../../kdp/interior-rules";
import { quoteShort } from "../../text/quote-short";
import { type Element, elementBounds, isBoxInside } from "./elements";
import { findUnprintableCharacters } from "./font-coverage";
import type { LaidOutBook, LaidOutPage } from "./layout-book";
import { pageSide } from "./page-geometry";

/*
 * The gate between a laid-out interior and a PDF: every KDP interior rule checked on the final
 * pages, whoever produced them. A renderer draws only a book that passes. The codes are a closed
 * list; each message names the rule, the KDP number and the page that breaks it.
 */

export const LAYOUT_RULE_CODES = [
  "paper-not-offered",
  "page-count-below-minimum",
  "page-count-above-maximum",
  "page-count-odd",
  "page-size-mismatch",
  "page-sequence",
  "inside-margin-too-small",
  "outside-margin-too-small",
  "element-outside-safe-area",
  "too-many-consecutive-blank-pages",
  "too-many-trailing-blank-pages",
  "font-too-small",
  "line-too-thin",
  "grey-fill-too-light",
  "unprintable-characters",
] as const;
export type LayoutRuleCode = (typeof LAYOUT_RULE_CODES)[number];

export type LayoutViolation = {
  code: LayoutRuleCode;
  message: string;
  /** The page that breaks the rule, when the rule is about one page. */
  page?: number;
};

export type LayoutValidation = { ok: boolean; violations: LayoutViolation[] };

const EPSILON = 1e-3;
const inches = (pt: number) => `${Number((pt / POINTS_PER_INCH).toFixed(3))} in`;

/** Check a laid-out book against KDP's interior rules; `ok` only when nothing is broken. */
export function validateLayout(book: LaidOutBook): LayoutValidation {
  const violations: LayoutViolation[] = [];
  const count = book.pages.length;
  const limit = findInteriorPageLimit(book.trim, book.binding, book.paper);

  if (!limit) {
    violations.push({
      code: "paper-not-offered",
      message: `KDP does not print a ${book.binding} in ${book.trim} on ${book.paper} paper.`,
    });
  } else {
    if (count < limit.min) {
      violations.push({
        code: "page-count-below-minimum",
        message: `KDP's minimum for this trim and paper is ${limit.min} pages; the book has ${count}.`,
      });
    }
    if (count > limit.max) {
      violations.push({
        code: "page-count-above-maximum",
        message: `KDP's maximum for this trim and paper is ${limit.max} pages; the book has ${count}.`,
      });
    }
  }
  if (count % 2 === 1) {
    violations.push({
      code: "page-count-odd",
      message: `KDP prints an even number of pages; the book has ${count}.`,
    });
  }

  const size = interiorPageSizeIn(book.trim, book.bleed);
  const band = findGutterBand(count);
  const insideMinPt = (band?.insideIn ?? 0) * POINTS_PER_INCH;
  const outsideMinPt = minimumOutsideMarginIn(book.bleed) * POINTS_PER_INCH;

  book.pages.forEach((page, index) => {
    const number = index + 1;
    if (page.number !== number || page.side !== pageSide(number)) {
      violations.push({
        code: "page-sequence",
        message: `Pages must be numbered in order with odd pages on the right; position ${number} holds page ${page.number} (${page.side}).`,
        page: page.number,
      });
    }
    if (
      Math.abs(page.widthPt - size.widthIn * POINTS_PER_INCH) > EPSILON ||
      Math.abs(page.heightPt - size.heightIn * POINTS_PER_INCH) > EPSILON
    ) {
      violations.push({
        code: "page-size-mismatch",
        message: `Every page must be ${size.widthIn} × ${size.heightIn} in (the trim${book.bleed ? " plus bleed" : ""}); page ${number} is ${inches(page.widthPt)} × ${inches(page.heightPt)}.`,
        page: number,
      });
    }
    checkMargins(
      page,
      number,
      insideMinPt,
      outsideMinPt,
      band?.minPages,
      band?.maxPages,
      violations,
    );
    checkElements(page, number, violations);
  });

  for (const run of findBlankRuns(book.pages.map((page) => page.blank))) {
    const broken = checkBlankRun(run);
    if (broken === "consecutive") {
      violations.push({
        code: "too-many-consecutive-blank-pages",
        message: `KDP allows at most ${BLANK_PAGE_LIMITS.maxConsecutive} blank pages in a row before the end; pages ${run.start}–${run.start + run.length - 1} are ${run.length}.`,
        page: run.start,
      });
    } else if (broken === "trailing") {
      violations.push({
        code: "too-many-trailing-blank-pages",
        message: `KDP allows at most ${BLANK_PAGE_LIMITS.maxTrailing} blank pages at the end; the book ends with ${run.length}.`,
        page: run.start,
      });
    }
  }
  return { ok: violations.length === 0, violations };
}

function checkMargins(
  page: LaidOutPage,
  number: number,
  insideMinPt: number,
  outsideMinPt: number,
  bandMin: number | undefined,
  bandMax: number | undefined,
  violations: LayoutViolation[],
): void {
  const safe = page.safeArea;
  const leftPt = safe.x;
  const rightPt = page.widthPt - safe.x - safe.width;
  const insidePt = page.side === "recto" ? leftPt : rightPt;
  const outsidePt = page.side === "recto" ? rightPt : leftPt;
  const bottomPt = page.heightPt - safe.y - safe.height;
  if (bandMin !== undefined && insidePt < insideMinPt - EPSILON) {
    violations.push({
      code: "inside-margin-too-small",
      message: `KDP needs an inside (gutter) margin of at least ${inches(insideMinPt)} for ${bandMin}–${bandMax} pages; page ${number} has ${inches(insidePt)}.`,
      page: number,
    });
  }
  const smallest = Math.min(outsidePt, safe.y, bottomPt);
  if (smallest < outsideMinPt - EPSILON) {
    violations.push({
      code: "outside-margin-too-small",
      message: `KDP needs top, bottom and outside margins of at least ${inches(outsideMinPt)}${page.trimBox.y > 0 ? " with bleed" : ""}; page ${number} has ${inches(smallest)}.`,
      page: number,
    });
  }
}

/** A line of the page as a message quotes it: whole up to 40 characters, else its first 32. */
const quoteText = (text: string) => quoteShort(text, 40, 32);

/** "ك" (U+0643); a lone surrogate, which no font draws, by its number only. */
function describeCharacter(character: string): string {
  const code = `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
  return /\p{Cs}/u.test(character) ? code : `"${character}" (${code})`;
}

function checkElements(page: LaidOutPage, number: number, violations: LayoutViolation[]): void {
  // One violation per rule and page: a page of a thousand maze walls is one fix, not a thousand.
  const seen = new Set<LayoutRuleCode>();
  const add = (code: LayoutRuleCode, message: string) => {
    if (seen.has(code)) return;
    seen.add(code);
    violations.push({ code, message, page: number });
  };
  page.elements.forEach((element, index) => {
    if (!isBoxInside(elementBounds(element), page.safeArea)) {
      add(
        "element-outside-safe-area",
        `Everything printed must stay inside the margins; page ${number} has ${
          element.kind === "text"
            ? `the text ${quoteText(element.text)}`
            : `a ${element.kind} (element ${index + 1})`
        } outside them.`,
      );
    }
    if (element.kind === "text") {
      const unprintable = findUnprintableCharacters(element.text);
      if (unprintable.length > 0) {
        add(
          "unprintable-characters",
          `The book's fonts print Latin, Greek and Cyrillic letters; page ${number} has ${unprintable
            .map(describeCharacter)
            .join(", ")} in ${quoteText(element.text)}, which would print as empty boxes.`,
        );
      }
    }
    const fontSize = fontSizeOf(element);
    if (fontSize !== null && fontSize < PRINT_MINIMUMS.fontSizePt - EPSILON) {
      add(
        "font-too-small",
        `KDP's smallest printable type is ${PRINT_MINIMUMS.fontSizePt} pt; page ${number} has ${fontSize} pt.`,
      );
    }
    const stroke = "strokePt" in element ? element.strokePt : 0;
    if (stroke > 0 && stroke < PRINT_MINIMUMS.lineWeightPt - EPSILON) {
      add(
        "line-too-thin",
        `KDP's thinnest printable line is ${PRINT_MINIMUMS.lineWeightPt} pt; page ${number} has a ${stroke} pt line.`,
      );
    }
    const fills = fillsOf(element);
    const light = fills.find((fill) => fill > 0 && fill < PRINT_MINIMUMS.greyFill - EPSILON);
    if (light !== undefined) {
      add(
        "grey-fill-too-light",
        `KDP may print a grey under ${PRINT_MINIMUMS.greyFill * 100}% as white; page ${number} has ${Math.round(light * 100)}%.`,
      );
    }
  });
}

function fontSizeOf(element: Element): number | null {
  if (element.kind === "text") return element.sizePt;
  if (element.kind === "grid" && element.cells.some((cell) => cell !== "")) return element.sizePt;
  return null;
}

function fillsOf(element: Element): number[] {
  if (element.kind === "rect" || element.kind === "circle") return [element.fill];
  if (element.kind === "grid") return element.fills ?? [];
  return [];
}
