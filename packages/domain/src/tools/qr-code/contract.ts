import { z } from "zod";

/** `POST /api/tools/qr-code` answer: the print plan, its warnings and the SVG. */
export const qrCodeResultSchema = z.object({
  version: z.number().int(),
  moduleCount: z.number().int(),
  pixels: z.number().int(),
  moduleMm: z.number(),
  modulePx: z.number(),
  contrastRatio: z.number(),
  tooDense: z.boolean(),
  warnings: z.array(
    z.object({
      field: z.enum(["data", "sizeIn", "quietZone", "foreground"]),
      message: z.string(),
    }),
  ),
  svg: z.string(),
});
