import {
  BLEED,
  minimumOutsideMarginIn,
  POINTS_PER_INCH,
  requireInsideMarginIn,
} from "../../kdp/interior-rules";
import { getTrimSizeOrThrow, type TrimId } from "../../kdp/trim-sizes";
import type { Box } from "./elements";

/*
 * Where a page's trim and safe area sit on the PDF page. Page 1 is a right-hand page (recto): its
 * spine edge is on the left. The bleed, when there is one, lies outside the trim on the top,
 * bottom and outside edge, so a recto's trim starts at x = 0 and a verso's at x = bleed. Margins
 * are measured from the PDF page's edge, as KDP measures them (kdp/interior-rules.ts).
 */

export type PageSide = "recto" | "verso";

export type Margins = {
  /** From the spine edge, in inches. */
  insideIn: number;
  /** From the top, bottom and outside edges of the PDF page (bleed included), in inches. */
  outsideIn: number;
};

export type PageFrame = {
  side: PageSide;
  widthPt: number;
  heightPt: number;
  trimBox: Box;
  safeArea: Box;
};

export function pageSide(pageNumber: number): PageSide {
  return pageNumber % 2 === 1 ? "recto" : "verso";
}

export function framePage(
  trimId: TrimId,
  bleed: boolean,
  margins: Margins,
  pageNumber: number,
): PageFrame {
  const trim = getTrimSizeOrThrow(trimId);
  const bleedPt = bleed ? BLEED.inches * POINTS_PER_INCH : 0;
  const trimWidth = trim.widthIn * POINTS_PER_INCH;
  const trimHeight = trim.heightIn * POINTS_PER_INCH;
  const widthPt = trimWidth + bleedPt;
  const heightPt = trimHeight + 2 * bleedPt;
  const side = pageSide(pageNumber);
  const inside = margins.insideIn * POINTS_PER_INCH;
  const outside = margins.outsideIn * POINTS_PER_INCH;
  const left = side === "recto" ? inside : outside;
  const right = side === "recto" ? outside : inside;
  return {
    side,
    widthPt,
    heightPt,
    trimBox: {
      x: side === "recto" ? 0 : bleedPt,
      y: bleedPt,
      width: trimWidth,
      height: trimHeight,
    },
    safeArea: {
      x: left,
      y: outside,
      width: widthPt - left - right,
      height: heightPt - 2 * outside,
    },
  };
}

/** KDP's smallest margins for a page count and bleed: the safe area no element may leave. */
export function minimumMargins(pages: number, bleed: boolean): Margins {
  return { insideIn: requireInsideMarginIn(pages), outsideIn: minimumOutsideMarginIn(bleed) };
}
