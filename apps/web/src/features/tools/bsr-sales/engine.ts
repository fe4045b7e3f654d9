import {
  type BsrSalesInput,
  bsrSalesInputSchema,
  estimateBsrSales,
  sampleBsrCurves,
} from "@inkforge/domain/tools/bsr-sales/bsr-sales";
import type * as z from "zod/mini";
import type { Values } from "./bsr-sales-tool";

/*
 * What the BSR sales page loads after its first paint (decision 0054): the domain's schema,
 * estimate and curves, and zod with them.
 */

export { estimateBsrSales, sampleBsrCurves };

// The form holds the URL's strings; the domain schema reads them the same way the API does.
export const bsrSalesFormSchema = bsrSalesInputSchema as unknown as z.ZodMiniType<
  BsrSalesInput,
  Values
>;
