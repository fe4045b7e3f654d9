import "server-only";
import { offSaleSchema } from "@inkforge/domain/admin/on-sale-contract";
import { findProduct, productsOfOffer } from "@inkforge/domain/shop/catalogue";
import { capabilitiesForTool } from "@inkforge/domain/shop/feature-matrix";
import { connection } from "next/server";
import { cache } from "react";
import { serverApi } from "@/lib/api/server-api";

/**
 * The offers an operator took off sale in the console (decision 0135), read on every render
 * (decision 0145) by the pages that sell, so none shows a buy button the API would refuse. When
 * the API cannot be asked every offer shows as on sale: checkout still refuses one off sale.
 */
export const loadOffersOffSale = cache(async (): Promise<ReadonlySet<string>> => {
  // A request-time read: the build has no API to ask, and Next's prerender stops here.
  await connection();
  const result = await serverApi()("GET", "/api/shop/off-sale", { schema: offSaleSchema });
  if (result.ok) return new Set(result.data.offers);
  console.error("Offers off sale could not be loaded", { status: result.status });
  return new Set();
});

/** Whether a product (or an offer, by its own id) belongs to an offer off sale. */
export function isOffSale(offSale: ReadonlySet<string>, productOrOfferId: string): boolean {
  return offSale.has(findProduct(productOrOfferId)?.offerId ?? productOrOfferId);
}

/** The names of the offers off sale that sell a catalogue tool on its own (for its page's note). */
export function offSaleOffersOfTool(offSale: ReadonlySet<string>, toolId: string): string[] {
  const offers = new Set(capabilitiesForTool(toolId).flatMap((row) => row.featureIds));
  return [...offers]
    .filter((id) => offSale.has(id))
    .map((id) => productsOfOffer(id)[0]?.offerTitle ?? id);
}
