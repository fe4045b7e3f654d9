import { z } from "zod";
import { CURRENCIES, MARKETPLACE_IDS } from "../../kdp/marketplaces";

/** `GET /api/tools/bsr-sales` answer (see BsrSalesResult). */
const sourceSchema = z.object({ key: z.string(), title: z.string(), date: z.string() });
const rangeSchema = z.object({ low: z.number(), typical: z.number(), high: z.number() });

export const bsrSalesResultSchema = z.object({
  bsr: z.number().int(),
  format: z.enum(["ebook", "paperback", "hardcover"]),
  marketplace: z.enum(MARKETPLACE_IDS),
  daily: rangeSchema.describe("Copies per day: lowest, middle and highest published curve"),
  monthly: rangeSchema.describe("Copies per 30-day month, whole copies"),
  curves: z.array(
    z.object({ id: z.string(), label: z.string(), daily: z.number(), source: sourceSchema }),
  ),
  marketplaceFactor: z.number(),
  royalty: z
    .object({
      currency: z.enum(CURRENCIES),
      perSale: z.number(),
      rate: z.number(),
      monthly: rangeSchema,
    })
    .nullable()
    .describe("With a list price: royalty per sale and per month at the three estimates"),
  notes: z.array(z.object({ text: z.string(), source: sourceSchema })),
});
