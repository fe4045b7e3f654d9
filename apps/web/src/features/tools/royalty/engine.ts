import {
  compareRoyaltyAcrossMarketplaces,
  computeRoyalty,
  type RoyaltyInput,
  royaltyInputSchema,
} from "@inkforge/domain/tools/royalty/royalty";
import * as z from "zod/mini";
import { pickFields, type Values } from "./form-values";

/*
 * What the royalty page loads after its first paint (decision 0054): the domain's schema and
 * calculation, and zod with them.
 */

export { compareRoyaltyAcrossMarketplaces, computeRoyalty };

// The form holds the URL's strings; the domain schema reads them the same way the API does.
export const royaltyFormSchema = z.pipe(
  z.transform((values): unknown => pickFields(values as Values)),
  royaltyInputSchema,
) as unknown as z.ZodMiniType<RoyaltyInput, Values>;
