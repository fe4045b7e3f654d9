import {
  checkPrices,
  type PriceCheckInput,
  priceCheckInputSchema,
} from "@inkforge/domain/tools/price-check/price-check";
import * as z from "zod/mini";
import { pickFields, type Values } from "./form-values";

/*
 * What the price checker loads after its first paint (decision 0054): the domain's schema and
 * checks, and zod with them.
 */

export { checkPrices };

// The form holds the URL's strings; the domain schema reads them the same way the API does.
export const priceCheckFormSchema = z.pipe(
  z.transform((values): unknown => pickFields(values as Values)),
  priceCheckInputSchema,
) as unknown as z.ZodMiniType<PriceCheckInput, Values>;
