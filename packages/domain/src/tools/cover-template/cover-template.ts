import * as z from "zod/mini";
import { whenParsed } from "../../contracts/when-parsed";
import { measurePageBlockIn, PAPER_SPECS } from "../../kdp/paper";
import {
  BINDINGS,
  type Binding,
  findPageLimit,
  findTrimSize,
  type KdpSource,
  listPaperTypes,
  listTrimSizes,
  PAPER_TYPES,
  type PageLimit,
  type PaperType,
  TRIM_IDS,
  type TrimId,
} from "../../kdp/trim-sizes";

/*
 * The KDP print cover template: full wrap size, spine, bleed or hardcover wrap and hinge, safe
 * areas, barcode box and whether the spine may carry text (kdp-facts §3.1–§3.3, decision 0034).
 * Geometry is in inches from the top-left corner of the file; totals are rounded to 0.001 in as
 * KDP's calculator shows them, and pixels are taken from the unrounded size.
 */

export const MM_PER_IN = 25.4;
export const PT_PER_IN = 72;
export const COVER_DPI = 300;

const mm = (value: number) => value / MM_PER_IN;

export const COVER_RULES = {
  /** Paperback bleed on every outer edge. */
  bleedIn: 0.125,
  /** Text and important art stay this far inside the trim (or the board). */
  safeMarginIn: 0.125,
  /** Spine text stays this far from each fold. */
  spineFoldMarginIn: 0.0625,
  /** KDP's barcode box on the back cover. */
  barcodeWidthIn: 2,
  barcodeHeightIn: 1.2,
  /** Paperback: the barcode keeps this distance from the spine and the trim. */
  barcodeMarginIn: 0.25,
  /** Fewer pages than this and KDP rejects text on the spine. */
  spineTextMinPages: 80,
  hardcover: {
    /** Added to the page block for the case binding (4.8 mm). */
    spineExtraIn: mm(4.8),
    /** The board is larger than the trim: 5 mm wider, 6 mm taller. */
    boardExtraWidthIn: mm(5),
    boardExtraHeightIn: mm(6),
    /** Cover material that wraps round each board edge (15 mm). */
    wrapIn: mm(15),
    /** Hinge beside the spine on each board (10 mm): no text or barcode. */
    hingeIn: mm(10),
    /** Barcode: this far from the back hinge and above the bottom of the board. */
    barcodeFromHingeIn: 0.25,
    barcodeAboveBoardIn: 0.375,
  },
} as const;

export const COVER_SOURCES: Record<"paperback" | "hardcover" | "spineText", KdpSource> = {
  paperback: {
    key: "OFFICIAL G201953020",
    title: "KDP help: Create a paperback cover (bleed, safe area, barcode), via S-GILD and S-ITA",
    date: "2026-09-30",
  },
  hardcover: {
    key: "S-GILD",
    title: "KDP cover calculator readouts for hardcover (spine +4.8 mm, board, 15 mm wrap, hinge)",
    date: "2026-09-30",
  },
  spineText: {
    key: "S-GILD",
    title: "KDP help: spine text needs more than 79 pages (Cover Creator: 80)",
    date: "2026-09-30",
  },
};

const bindingLabel: Record<Binding, string> = { paperback: "paperback", hardcover: "hardcover" };

export const coverTemplateInputSchema = z
  .object({
    binding: z.enum(BINDINGS, { error: "Binding must be paperback or hardcover" }),
    trim: z.enum(TRIM_IDS, { error: "Trim size must be one of KDP's trim sizes, e.g. 6x9" }),
    pages: z.pipe(
      z.transform((value) => (typeof value === "string" ? Number(value) : value)),
      z.int({ error: "Pages must be a whole number" }),
    ),
    paper: z.enum(PAPER_TYPES, {
      error: "Paper must be white, cream, groundwood, standard-color or premium-color",
    }),
  })
  .check(
    // The trim and paper whenever their own fields parsed, so a bad page count does not hide them.
    z.superRefine(
      (input, context) => {
        const trim = findTrimSize(input.trim);
        if (!trim?.bindings[input.binding]) {
          const offered = listTrimSizes(input.binding).map((size) => size.id);
          context.addIssue({
            code: "custom",
            path: ["trim"],
            message: `Trim size ${input.trim} is not offered for a ${bindingLabel[input.binding]}; choose one of ${offered.join(", ")}`,
          });
          return;
        }
        if (!findPageLimit(input.trim, input.binding, input.paper)) {
          const offered = listPaperTypes(input.trim, input.binding);
          context.addIssue({
            code: "custom",
            path: ["paper"],
            message: `Paper ${input.paper} is not offered for a ${input.trim} ${bindingLabel[input.binding]}; choose one of ${offered.join(", ")}`,
          });
        }
      },
      { when: whenParsed(["binding", "trim", "paper"]) },
    ),
    // The page count's range depends on all three, so it is judged once they are valid.
    z.superRefine((input, context) => {
      if (context.issues.length > 0) return;
      const limit = findPageLimit(input.trim, input.binding, input.paper);
      if (limit && (input.pages < limit.min || input.pages > limit.max)) {
        context.addIssue({
          code: "custom",
          path: ["pages"],
          message: `Pages must be between ${limit.min} and ${limit.max} for a ${input.trim} ${bindingLabel[input.binding]} on ${PAPER_SPECS[input.paper].label.toLowerCase()}`,
        });
      }
    }),
  );

export type CoverTemplateInput = z.output<typeof coverTemplateInputSchema>;

/** The same rules over form and URL values, which are all strings (the tool page's form). */
export const coverTemplateFormSchema = z.pipe(
  z.object({ binding: z.string(), trim: z.string(), pages: z.string(), paper: z.string() }),
  z.transform((values, payload): CoverTemplateInput => {
    const parsed = coverTemplateInputSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      payload.issues.push({
        code: "custom",
        path: issue.path,
        message: issue.message,
        input: values,
      });
    }
    return z.NEVER;
  }),
);

/** A rectangle in inches from the top-left corner of the cover file. */
export type CoverRect = { xIn: number; yIn: number; widthIn: number; heightIn: number };

export type CoverTemplate = {
  binding: Binding;
  trim: { id: TrimId; label: string; widthIn: number; heightIn: number };
  pages: number;
  paper: PaperType;
  paperLabel: string;
  pageLimit: PageLimit;
  /** Full cover file, including bleed (paperback) or wrap (hardcover). */
  widthIn: number;
  heightIn: number;
  widthMm: number;
  heightMm: number;
  /** The same size in PDF points (1/72 in), unrounded beyond 0.01 pt. */
  widthPt: number;
  heightPt: number;
  dpi: typeof COVER_DPI;
  widthPx: number;
  heightPx: number;
  spineIn: number;
  spineMm: number;
  spinePx: number;
  /** Paperback bleed per outer edge; null for a hardcover, which has a wrap instead. */
  bleedIn: number | null;
  /** Hardcover only: wrap per outer edge, hinge per board and the board size. */
  wrapIn: number | null;
  hingeIn: number | null;
  boardWidthIn: number | null;
  boardHeightIn: number | null;
  safeMarginIn: number;
  spineTextAllowed: boolean;
  spineTextMinPages: number;
  /** Geometry for drawing, in inches (0.0001 in), origin top-left. */
  regions: {
    /** The visible cover once trimmed (paperback) or cased (hardcover). */
    trim: CoverRect;
    back: CoverRect;
    spine: CoverRect;
    front: CoverRect;
    safe: { back: CoverRect; front: CoverRect; spine: CoverRect | null };
    barcode: CoverRect;
    hinges: [CoverRect, CoverRect] | null;
  };
  sources: KdpSource[];
};

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};
const round3 = (value: number) => round(value, 3);
const rect = (xIn: number, yIn: number, widthIn: number, heightIn: number): CoverRect => ({
  xIn: round(xIn, 4),
  yIn: round(yIn, 4),
  widthIn: round(widthIn, 4),
  heightIn: round(heightIn, 4),
});

type Layout = {
  widthIn: number;
  heightIn: number;
  spineIn: number;
  edgeIn: number;
  panelWidthIn: number;
  panelHeightIn: number;
  hingeIn: number;
};

function layOut(input: CoverTemplateInput, trimWidthIn: number, trimHeightIn: number): Layout {
  const pageBlockIn = measurePageBlockIn(input.pages, input.paper);
  if (input.binding === "paperback") {
    const edgeIn = COVER_RULES.bleedIn;
    return {
      spineIn: pageBlockIn,
      edgeIn,
      panelWidthIn: trimWidthIn,
      panelHeightIn: trimHeightIn,
      widthIn: 2 * edgeIn + 2 * trimWidthIn + pageBlockIn,
      heightIn: 2 * edgeIn + trimHeightIn,
      hingeIn: 0,
    };
  }
  const rules = COVER_RULES.hardcover;
  const spineIn = pageBlockIn + rules.spineExtraIn;
  const boardWidthIn = trimWidthIn + rules.boardExtraWidthIn;
  const boardHeightIn = trimHeightIn + rules.boardExtraHeightIn;
  return {
    spineIn,
    edgeIn: rules.wrapIn,
    panelWidthIn: boardWidthIn,
    panelHeightIn: boardHeightIn,
    widthIn: 2 * rules.wrapIn + 2 * boardWidthIn + spineIn,
    heightIn: 2 * rules.wrapIn + boardHeightIn,
    hingeIn: rules.hingeIn,
  };
}

/** Computes a KDP cover template; throws a ZodError naming the field when the input is invalid. */
export function computeCoverTemplate(raw: unknown): CoverTemplate {
  const input = coverTemplateInputSchema.parse(raw);
  const trim = findTrimSize(input.trim);
  const pageLimit = findPageLimit(input.trim, input.binding, input.paper);
  // The schema has already refused both cases; this narrows the types.
  if (!trim || !pageLimit) throw new Error("Unreachable: invalid trim or paper");

  const layout = layOut(input, trim.widthIn, trim.heightIn);
  const { edgeIn, panelWidthIn, panelHeightIn, spineIn, hingeIn } = layout;
  const isHardcover = input.binding === "hardcover";

  const back = rect(edgeIn, edgeIn, panelWidthIn, panelHeightIn);
  const spine = rect(edgeIn + panelWidthIn, edgeIn, spineIn, panelHeightIn);
  const front = rect(edgeIn + panelWidthIn + spineIn, edgeIn, panelWidthIn, panelHeightIn);
  const visible = rect(edgeIn, edgeIn, 2 * panelWidthIn + spineIn, panelHeightIn);

  const margin = COVER_RULES.safeMarginIn;
  // A hardcover keeps text off the hinge, so its safe area stops at the hinge on the spine side.
  const safeBack = rect(
    back.xIn + margin,
    back.yIn + margin,
    panelWidthIn - margin - (isHardcover ? hingeIn : margin),
    panelHeightIn - 2 * margin,
  );
  const safeFront = rect(
    front.xIn + (isHardcover ? hingeIn : margin),
    front.yIn + margin,
    panelWidthIn - margin - (isHardcover ? hingeIn : margin),
    panelHeightIn - 2 * margin,
  );
  const spineSafeWidth = spineIn - 2 * COVER_RULES.spineFoldMarginIn;
  const safeSpine =
    spineSafeWidth > 0
      ? rect(
          spine.xIn + COVER_RULES.spineFoldMarginIn,
          spine.yIn + margin,
          spineSafeWidth,
          panelHeightIn - 2 * margin,
        )
      : null;

  const { barcodeWidthIn, barcodeHeightIn } = COVER_RULES;
  const barcode = isHardcover
    ? rect(
        back.xIn +
          panelWidthIn -
          hingeIn -
          COVER_RULES.hardcover.barcodeFromHingeIn -
          barcodeWidthIn,
        back.yIn + panelHeightIn - COVER_RULES.hardcover.barcodeAboveBoardIn - barcodeHeightIn,
        barcodeWidthIn,
        barcodeHeightIn,
      )
    : rect(
        back.xIn + panelWidthIn - COVER_RULES.barcodeMarginIn - barcodeWidthIn,
        back.yIn + panelHeightIn - COVER_RULES.barcodeMarginIn - barcodeHeightIn,
        barcodeWidthIn,
        barcodeHeightIn,
      );

  const hinges: [CoverRect, CoverRect] | null = isHardcover
    ? [
        rect(spine.xIn - hingeIn, spine.yIn, hingeIn, panelHeightIn),
        rect(spine.xIn + spineIn, spine.yIn, hingeIn, panelHeightIn),
      ]
    : null;

  return {
    binding: input.binding,
    trim: { id: trim.id, label: trim.label, widthIn: trim.widthIn, heightIn: trim.heightIn },
    pages: input.pages,
    paper: input.paper,
    paperLabel: PAPER_SPECS[input.paper].label,
    pageLimit,
    widthIn: round3(layout.widthIn),
    heightIn: round3(layout.heightIn),
    widthMm: round(layout.widthIn * MM_PER_IN, 1),
    heightMm: round(layout.heightIn * MM_PER_IN, 1),
    widthPt: round(layout.widthIn * PT_PER_IN, 2),
    heightPt: round(layout.heightIn * PT_PER_IN, 2),
    dpi: COVER_DPI,
    widthPx: Math.round(layout.widthIn * COVER_DPI),
    heightPx: Math.round(layout.heightIn * COVER_DPI),
    spineIn: round3(spineIn),
    spineMm: round(spineIn * MM_PER_IN, 1),
    spinePx: Math.round(spineIn * COVER_DPI),
    bleedIn: isHardcover ? null : COVER_RULES.bleedIn,
    wrapIn: isHardcover ? round3(COVER_RULES.hardcover.wrapIn) : null,
    hingeIn: isHardcover ? round3(hingeIn) : null,
    boardWidthIn: isHardcover ? round3(panelWidthIn) : null,
    boardHeightIn: isHardcover ? round3(panelHeightIn) : null,
    safeMarginIn: margin,
    spineTextAllowed: input.pages >= COVER_RULES.spineTextMinPages,
    spineTextMinPages: COVER_RULES.spineTextMinPages,
    regions: {
      trim: visible,
      back,
      spine,
      front,
      safe: { back: safeBack, front: safeFront, spine: safeSpine },
      barcode,
      hinges,
    },
    sources: [
      isHardcover ? COVER_SOURCES.hardcover : COVER_SOURCES.paperback,
      PAPER_SPECS[input.paper].source,
      trim.source,
      COVER_SOURCES.spineText,
    ],
  };
}
