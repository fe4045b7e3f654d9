import { z } from "zod";
import { BINDINGS, PAPER_TYPES, TRIM_IDS } from "../../kdp/trim-sizes";
import type { Same } from "../../same-type";
import type { CoverTemplate } from "./cover-template";

/* The JSON answer of GET /api/tools/cover-template, also the OpenAPI description of it. */

const rectSchema = z.object({
  xIn: z.number(),
  yIn: z.number(),
  widthIn: z.number(),
  heightIn: z.number(),
});

const sourceSchema = z.object({ key: z.string(), title: z.string(), date: z.string() });

export const coverTemplateResultSchema = z.object({
  binding: z.enum(BINDINGS),
  trim: z.object({
    id: z.enum(TRIM_IDS),
    label: z.string(),
    widthIn: z.number(),
    heightIn: z.number(),
  }),
  pages: z.number().int(),
  paper: z.enum(PAPER_TYPES),
  paperLabel: z.string(),
  pageLimit: z.object({ min: z.number().int(), max: z.number().int() }),
  widthIn: z.number().describe("Full cover width in inches (0.001 in), bleed or wrap included"),
  heightIn: z.number().describe("Full cover height in inches (0.001 in)"),
  widthMm: z.number(),
  heightMm: z.number(),
  widthPt: z.number().describe("PDF page width in points"),
  heightPt: z.number().describe("PDF page height in points"),
  dpi: z.literal(300),
  widthPx: z.number().int().describe("Width in pixels at 300 DPI"),
  heightPx: z.number().int().describe("Height in pixels at 300 DPI"),
  spineIn: z.number(),
  spineMm: z.number(),
  spinePx: z.number().int(),
  bleedIn: z.number().nullable().describe("Paperback bleed per edge; null for hardcover"),
  wrapIn: z.number().nullable().describe("Hardcover wrap per edge; null for paperback"),
  hingeIn: z.number().nullable(),
  boardWidthIn: z.number().nullable(),
  boardHeightIn: z.number().nullable(),
  safeMarginIn: z.number(),
  spineTextAllowed: z.boolean(),
  spineTextMinPages: z.number().int(),
  regions: z.object({
    trim: rectSchema,
    back: rectSchema,
    spine: rectSchema,
    front: rectSchema,
    safe: z.object({ back: rectSchema, front: rectSchema, spine: rectSchema.nullable() }),
    barcode: rectSchema,
    hinges: z.tuple([rectSchema, rectSchema]).nullable(),
  }),
  sources: z.array(sourceSchema),
});

export type CoverTemplateResult = z.infer<typeof coverTemplateResultSchema>;

// The schema and the function's type must describe the same object.
export const coverTemplateContractMatches: Same<CoverTemplateResult, CoverTemplate> = true;
