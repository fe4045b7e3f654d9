import { z } from "zod";
import { CURRENCIES, MARKETPLACE_IDS } from "../../kdp/marketplaces";

/* The JSON answers of POST /api/tools/royalty and POST /api/tools/price-check (OpenAPI too). */

export const kdpSourceSchema = z.object({
  key: z.string(),
  title: z.string(),
  date: z.string(),
  url: z.string().optional(),
  confidence: z
    .literal("unverified")
    .optional()
    .describe("Present when the figure is not checked against a stored copy of KDP's page"),
});
const bandSchema = z.object({ min: z.number(), max: z.number() });

export const royaltyResultSchema = z.object({
  format: z.enum(["ebook", "paperback", "hardcover"]),
  marketplace: z.enum(MARKETPLACE_IDS),
  currency: z.enum(CURRENCIES),
  listPrice: z.number(),
  priceWithoutVat: z.number().describe("List price without the VAT the store shows"),
  vatRate: z.number(),
  royalty: z.number().describe("Royalty per sale, rounded to the cent (whole yen in Japan)"),
  rate: z.number().describe("Percent applied: 35 or 70 (eBook), 50 or 60 (print)"),
  deliveryCost: z.number().optional(),
  printingCost: z.number().optional(),
  sixtyPercentFrom: z.number().optional().describe("Print: list price from which 60% applies"),
  minimumListPrice: z.number().optional(),
  expandedDistribution: z
    .object({ royalty: z.number(), rate: z.literal(40), minimumListPrice: z.number() })
    .optional(),
  warnings: z.array(z.string()),
  sources: z.array(kdpSourceSchema),
});

export const royaltyComparisonRowSchema = z.object({
  marketplace: z.enum(MARKETPLACE_IDS),
  label: z.string(),
  currency: z.enum(CURRENCIES),
  cost: z.number().nullable(),
  minimumListPrice: z.number().nullable(),
  sixtyPercentFrom: z.number().nullable(),
  band70: bandSchema.nullable(),
  royaltyAtBetterRate: z.number().nullable(),
  note: z.string().nullable(),
});

export const royaltyResponseSchema = royaltyResultSchema.extend({
  marketplaces: z
    .array(royaltyComparisonRowSchema)
    .describe("The same book in every marketplace, each in its own currency"),
});

const plannedRoyaltySchema = z
  .object({ royalty: z.number(), rate: z.number(), currency: z.enum(CURRENCIES) })
  .nullable()
  .describe("What the planned price earns per sale (null without a price KDP accepts)");

const flagSchema = z.object({
  level: z.enum(["error", "warning", "ok"]),
  message: z.string(),
  fix: z.string().nullable(),
});

export const priceCheckResultSchema = z.discriminatedUnion("format", [
  z.object({
    format: z.literal("ebook"),
    fileSizeMb: z.number(),
    rows: z.array(
      z.object({
        marketplace: z.enum(MARKETPLACE_IDS),
        label: z.string(),
        currency: z.enum(CURRENCIES),
        minimumListPrice: z.number().nullable(),
        maxListPrice: z.number().nullable(),
        band70: bandSchema,
        selectRequiredFor70: z.boolean(),
        source: kdpSourceSchema,
      }),
    ),
    flags: z.array(flagSchema),
    plannedRoyalty: plannedRoyaltySchema,
  }),
  z.object({
    format: z.enum(["paperback", "hardcover"]),
    pages: z.number().int(),
    trim: z.string(),
    ink: z.enum(["black", "standard-color", "premium-color"]),
    paper: z.enum(["white", "cream"]),
    rows: z.array(
      z.object({
        marketplace: z.enum(MARKETPLACE_IDS),
        label: z.string(),
        currency: z.enum(CURRENCIES),
        printingCost: z.number().nullable(),
        minimumListPrice: z.number().nullable(),
        sixtyPercentFrom: z.number(),
        maxListPrice: z.number(),
        expandedDistributionMinimum: z.number().nullable(),
        unavailable: z.string().nullable(),
        source: kdpSourceSchema,
      }),
    ),
    flags: z.array(flagSchema),
    plannedRoyalty: plannedRoyaltySchema,
  }),
]);
