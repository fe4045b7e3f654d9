import "server-only";
import type { RoyaltyResult } from "@inkforge/domain/tools/royalty/royalty";
import { readSearchParamValues } from "@/lib/forms/query-values";
import { compareRoyaltyAcrossMarketplaces, computeRoyalty, royaltyFormSchema } from "./engine";
import { DEFAULTS } from "./form-values";

export type InitialRoyalty = {
  result: RoyaltyResult;
  rows: ReturnType<typeof compareRoyaltyAcrossMarketplaces>;
};

/**
 * The royalty and the marketplace table for the URL's values, computed on the server, so the
 * first paint holds the answer and the page needs its engine only once the person uses it
 * (decisions 0087, 0183). Null for values the form refuses: the engine then loads after the paint
 * to say what is wrong.
 */
export function computeInitialRoyalty(
  searchParams: Record<string, string | string[] | undefined>,
): InitialRoyalty | null {
  const parsed = royaltyFormSchema.safeParse(readSearchParamValues(searchParams, DEFAULTS));
  if (!parsed.success) return null;
  return {
    result: computeRoyalty(parsed.data),
    rows: compareRoyaltyAcrossMarketplaces(parsed.data),
  };
}
