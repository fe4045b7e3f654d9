import * as z from "zod/mini";
import { POINTS_PER_INCH } from "../../kdp/interior-rules";
import {
  COVER_RULES,
  type CoverRect,
  type CoverTemplate,
  coverTemplateInputSchema,
} from "../../tools/cover-template/cover-template";
import { type PreflightFinding, preflightReportSchema } from "../book-build-contract";
import { checkFonts, checkImages, type FactBox, type PdfFacts } from "./check-pdf-facts";

/*
 * The cover half of the upload preflight (issue 28, decision 0111): an author's cover PDF checked
 * against the cover template for the book's page count, paper, trim and binding. The size, spine,
 * bleed and safe areas all come from computeCoverTemplate (the Cover Template tool's maths), so
 * the preflight and the template can never disagree about a spine.
 */

/** What the cover is for: the cover template's own input, so a bad value is the same 400. */
export const coverPreflightQuerySchema = coverTemplateInputSchema;

/** A cover file within this of the template's size is that size (exporters round to 0.01 in). */
const COVER_SIZE_TOLERANCE_IN = 0.02;
/** Art this close to the file's edge reaches it (anti-aliasing, exporters rounding). */
const EDGE_REACH_PT = 1;
/** Text this close to a safe-area line is on it. */
const SAFE_TOLERANCE_PT = 0.5;

const round2 = (value: number) => Math.round(value * 100) / 100;
const inches = (points: number) => round2(points / POINTS_PER_INCH);
const near = (a: number, b: number) => Math.abs(a - b) <= COVER_SIZE_TOLERANCE_IN;

function toPoints(rect: CoverRect): FactBox {
  return {
    x: rect.xIn * POINTS_PER_INCH,
    y: rect.yIn * POINTS_PER_INCH,
    width: rect.widthIn * POINTS_PER_INCH,
    height: rect.heightIn * POINTS_PER_INCH,
  };
}

function inside(mark: FactBox, area: FactBox): boolean {
  return (
    mark.x >= area.x - SAFE_TOLERANCE_PT &&
    mark.y >= area.y - SAFE_TOLERANCE_PT &&
    mark.x + mark.width <= area.x + area.width + SAFE_TOLERANCE_PT &&
    mark.y + mark.height <= area.y + area.height + SAFE_TOLERANCE_PT
  );
}

function overlaps(mark: FactBox, area: FactBox): boolean {
  return (
    mark.x < area.x + area.width - SAFE_TOLERANCE_PT &&
    mark.x + mark.width > area.x + SAFE_TOLERANCE_PT &&
    mark.y < area.y + area.height - SAFE_TOLERANCE_PT &&
    mark.y + mark.height > area.y + SAFE_TOLERANCE_PT
  );
}

function describeBook(template: CoverTemplate): string {
  return `a ${template.pages}-page ${template.trim.widthIn} × ${template.trim.heightIn} in ${template.binding} on ${template.paperLabel.toLowerCase()}`;
}

function describeSize(template: CoverTemplate): string {
  const edge =
    template.bleedIn !== null
      ? `${template.bleedIn} in bleed on every edge`
      : `${template.wrapIn} in wrap on every edge`;
  const panel = template.boardWidthIn ?? template.trim.widthIn;
  return `${template.widthIn} × ${template.heightIn} in (back and front ${panel} in wide each, spine ${template.spineIn} in, ${edge})`;
}

/** Which part of the cover a mark sits on, for the message. */
function whereOnCover(mark: FactBox, template: CoverTemplate): string {
  const centre = (mark.x + mark.width / 2) / POINTS_PER_INCH;
  const { back, spine } = template.regions;
  if (centre < back.xIn + back.widthIn) return "on the back cover";
  if (centre < spine.xIn + spine.widthIn) return "on the spine";
  return "on the front cover";
}

function checkSize(
  widthIn: number,
  heightIn: number,
  template: CoverTemplate,
  findings: PreflightFinding[],
): boolean {
  if (near(widthIn, template.widthIn) && near(heightIn, template.heightIn)) return true;
  const bleed = template.bleedIn;
  if (
    bleed !== null &&
    near(widthIn, template.widthIn - 2 * bleed) &&
    near(heightIn, template.heightIn - 2 * bleed)
  ) {
    findings.push({
      code: "cover-missing-bleed",
      page: 1,
      message: `The cover is ${widthIn} × ${heightIn} in: the right size for the trimmed cover, but without bleed. KDP needs ${bleed} in of bleed on every edge, so ${describeBook(template)} needs ${template.widthIn} × ${template.heightIn} in. Enlarge the document by ${bleed} in on each side and extend the background into it.`,
    });
    return false;
  }
  const spineGuess = widthIn - (template.widthIn - template.spineIn);
  const spineHint =
    near(heightIn, template.heightIn) && spineGuess > 0
      ? ` Its height is right, so the spine is probably ${round2(spineGuess)} in instead of ${template.spineIn} in: check the page count and paper it was made for.`
      : "";
  findings.push({
    code: "cover-size-mismatch",
    page: 1,
    message: `The cover is ${widthIn} × ${heightIn} in; ${describeBook(template)} needs ${describeSize(template)}.${spineHint} Set the document to ${template.widthIn} × ${template.heightIn} in (the Cover Template tool draws it) and export again.`,
  });
  return false;
}

function checkBleedArt(
  marks: FactBox[],
  widthPt: number,
  heightPt: number,
  template: CoverTemplate,
  findings: PreflightFinding[],
): void {
  if (template.bleedIn === null || marks.length === 0) return;
  const reaches = {
    left: marks.some((mark) => mark.x <= EDGE_REACH_PT),
    top: marks.some((mark) => mark.y <= EDGE_REACH_PT),
    right: marks.some((mark) => mark.x + mark.width >= widthPt - EDGE_REACH_PT),
    bottom: marks.some((mark) => mark.y + mark.height >= heightPt - EDGE_REACH_PT),
  };
  const short = (Object.keys(reaches) as (keyof typeof reaches)[]).filter((edge) => !reaches[edge]);
  if (short.length === 0) return;
  findings.push({
    code: "cover-art-short-of-bleed",
    page: 1,
    message: `The artwork does not reach the ${short.join(", ")} edge${short.length > 1 ? "s" : ""} of the file. Extend the background to the edge, through the ${template.bleedIn} in bleed, or a white line may show where KDP trims.`,
  });
}

function checkText(
  textMarks: FactBox[],
  template: CoverTemplate,
  findings: PreflightFinding[],
): void {
  const safe = template.regions.safe;
  const areas = [safe.back, safe.front, ...(safe.spine ? [safe.spine] : [])].map(toPoints);
  const spine = toPoints(template.regions.spine);
  const barcode = toPoints(template.regions.barcode);
  let outside: FactBox | null = null;
  let onSpine = false;
  let onBarcode = false;
  for (const mark of textMarks) {
    if (!template.spineTextAllowed && overlaps(mark, spine)) onSpine = true;
    else if (!outside && !areas.some((area) => inside(mark, area))) outside = mark;
    if (overlaps(mark, barcode)) onBarcode = true;
  }
  if (outside) {
    findings.push({
      code: "cover-text-outside-safe-area",
      page: 1,
      message: `Text ${whereOnCover(outside, template)} is outside the safe area (${inches(outside.x)} in from the left, ${inches(outside.y)} in from the top of the file). Keep text at least ${template.safeMarginIn} in inside the trim${template.hingeIn ? " and off the hinges" : ""}, and ${COVER_RULES.spineFoldMarginIn} in from the spine's folds, or it may be cut or wrap round.`,
    });
  }
  if (onSpine) {
    findings.push({
      code: "cover-text-on-thin-spine",
      page: 1,
      message: `There is text on the spine, but a ${template.pages}-page book's spine is only ${template.spineIn} in wide: KDP allows spine text from ${template.spineTextMinPages} pages. Remove the spine text.`,
    });
  }
  if (onBarcode) {
    findings.push({
      code: "cover-text-in-barcode-area",
      page: 1,
      message: `Text on the back cover runs into the ${template.regions.barcode.widthIn} × ${template.regions.barcode.heightIn} in box at the bottom right where KDP prints the barcode. Move it up or left, or it will be covered.`,
    });
  }
}

/**
 * The cover preflight: a single page the size of the cover template (trim + spine + trim, with
 * bleed or wrap), art reaching the bleed, text inside the safe areas (and off a spine too thin
 * for text, off the barcode box), fonts embedded, images at 300 DPI.
 */
export function checkCoverFacts(facts: PdfFacts, template: CoverTemplate) {
  const findings: PreflightFinding[] = [];
  const first = facts.pages[0];
  const widthIn = first ? inches(first.widthPt) : 0;
  const heightIn = first ? inches(first.heightPt) : 0;

  if (facts.pageCount !== 1) {
    findings.push({
      code: "cover-page-count",
      message: `The file has ${facts.pageCount} pages; a KDP cover is one page with the back, spine and front side by side. Export the cover alone as a single page${facts.pageCount > 1 ? " (only page 1 was checked)" : ""}.`,
    });
  }
  if (first && !facts.unreadablePages.includes(1)) {
    if (checkSize(widthIn, heightIn, template, findings)) {
      checkBleedArt(first.marks, first.widthPt, first.heightPt, template, findings);
      checkText(first.textMarks ?? [], template, findings);
    }
    const firstOnly: PdfFacts = {
      ...facts,
      pages: [first],
      fontsNotEmbedded: facts.fontsNotEmbedded
        .filter((font) => font.pages.includes(1))
        .map((font) => ({ ...font, pages: [1] })),
    };
    checkFonts(firstOnly, findings);
    checkImages(firstOnly, findings);
  } else if (first) {
    findings.push({
      code: "page-unreadable",
      page: 1,
      message:
        "The cover page could not be read. Export the PDF again (PDF/X-1a or “PDF for print”).",
    });
  }

  return {
    ok: findings.length === 0,
    pageCount: facts.pageCount,
    widthIn,
    heightIn,
    findings,
    expected: {
      widthIn: template.widthIn,
      heightIn: template.heightIn,
      spineIn: template.spineIn,
    },
  };
}

/** A page of the file drawn small, next to its findings: a PNG as a data URL. */
const thumbnailSchema = z.object({ page: z.number(), dataUrl: z.string() });

/** The upload preflight's answer (interior): the report plus a thumbnail of each page it names. */
export const uploadPreflightReportSchema = z.extend(preflightReportSchema, {
  thumbnails: z.array(thumbnailSchema),
});
export type UploadPreflightReport = z.output<typeof uploadPreflightReportSchema>;

/** The cover preflight's answer: the same, with the size the cover should be. */
export const coverPreflightReportSchema = z.extend(uploadPreflightReportSchema, {
  expected: z.object({ widthIn: z.number(), heightIn: z.number(), spineIn: z.number() }),
});
export type CoverPreflightReport = z.output<typeof coverPreflightReportSchema>;
