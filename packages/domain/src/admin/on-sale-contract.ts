import { z } from "zod";
import { type FeatureId, featureIds } from "../shop/feature-ids";
import { reasonSchema } from "./contract";

/*
 * The console's On sale screen (issue 29, decision 0135): the offers whose tools depend on an
 * outside service, and whether each is on sale. When the service is not set up (the translator,
 * the language model behind the AI writing tools, the live research sources), an operator takes
 * the offer off sale and checkout refuses its products until it is put back.
 */

export const backingServices = ["translation", "language-model", "research-sources"] as const;
export type BackingService = (typeof backingServices)[number];

/** The offers whose tools need each outside service. */
export const offersBackedBy: Readonly<Record<BackingService, readonly FeatureId[]>> = {
  /** The book data translator is in the author tools bundle. */
  translation: [featureIds.authorToolsBundle],
  /** The title and description creators (AI writing) are in the author tools bundle. */
  "language-model": [featureIds.authorToolsBundle],
  /** Hot niches are computed from live marketplace research; the sample data is no product. */
  "research-sources": [featureIds.hotNiches],
};

/** The outside services an offer needs (none for most offers). */
export function servicesOfOffer(offerId: string): BackingService[] {
  return backingServices.filter((service) =>
    (offersBackedBy[service] as readonly string[]).includes(offerId),
  );
}

const offerIdsWithServices = [...new Set(Object.values(offersBackedBy).flat())];

export const onSaleRequestSchema = z.object({
  onSale: z.boolean(),
  reason: reasonSchema,
});
export type OnSaleRequest = z.input<typeof onSaleRequestSchema>;

export const onSaleParamsSchema = z.object({
  offerId: z
    .string()
    .refine(
      (id) => offerIdsWithServices.includes(id as FeatureId),
      "must be an offer that needs an outside service",
    ),
});

export const offerSaleSchema = z.object({
  offerId: z.string(),
  name: z.string(),
  onSale: z.boolean(),
  reason: z.string().nullable(),
  takenOffAt: z.string().nullable(),
  services: z.array(z.object({ service: z.enum(backingServices), configured: z.boolean() })),
});
export type OfferSale = z.infer<typeof offerSaleSchema>;
export const offerSalesSchema = z.object({ offers: z.array(offerSaleSchema) });

/** `GET /api/shop/off-sale`: the offers that cannot be bought now (the shop and pages hide them). */
export const offSaleSchema = z.object({ offers: z.array(z.string()) });
