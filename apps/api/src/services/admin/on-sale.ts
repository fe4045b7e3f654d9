import {
  type BackingService,
  backingServices,
  type OfferSale,
  type OnSaleRequest,
  offersBackedBy,
  servicesOfOffer,
} from "@inkforge/domain/admin/on-sale-contract";
import { findProduct, productsOfOffer } from "@inkforge/domain/shop/catalogue";
import { eq, inArray } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { type OfferOffSaleRow, offersOffSale } from "../../db/schema";
import { AppError } from "../../errors";
import { recordAudit } from "./audit";
import type { ConsoleContext } from "./console-context";

/*
 * What is on sale (issue 29, decision 0135): the offers whose tools need an outside service, with
 * whether that service is set up, and the operator's switch. An offer off sale cannot be bought
 * (checkout answers 409 naming it); the public list of offers off sale lets the pages follow.
 */

/** Whether each outside service is set up in this deployment (research: any live source). */
function configuredServices(config: Config): Record<BackingService, boolean> {
  const research = config.researchSources;
  return {
    translation: config.translation !== undefined,
    "language-model": config.generation !== undefined,
    "research-sources": Boolean(
      research.keepa || research.dataForSeo || research.amazonSuggestions,
    ),
  };
}

const offersWithServices = () => [...new Set(backingServices.flatMap((s) => offersBackedBy[s]))];

function toView(
  offerId: string,
  row: OfferOffSaleRow | undefined,
  configured: Record<BackingService, boolean>,
): OfferSale {
  return {
    offerId,
    name: productsOfOffer(offerId)[0]?.offerTitle ?? offerId,
    onSale: row === undefined,
    reason: row?.reason ?? null,
    takenOffAt: row ? row.takenOffAt.toISOString() : null,
    services: servicesOfOffer(offerId).map((service) => ({
      service,
      configured: configured[service],
    })),
  };
}

export async function listOfferSales(ctx: Pick<ConsoleContext, "db">, config: Config) {
  const rows = await ctx.db.select().from(offersOffSale);
  const byId = new Map(rows.map((row) => [row.offerId, row]));
  const configured = configuredServices(config);
  return { offers: offersWithServices().map((id) => toView(id, byId.get(id), configured)) };
}

export async function setOfferOnSale(
  ctx: ConsoleContext,
  config: Config,
  offerId: string,
  request: OnSaleRequest,
) {
  const configured = configuredServices(config);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(offersOffSale)
      .where(eq(offersOffSale.offerId, offerId))
      .for("update");
    let after: OfferOffSaleRow | undefined;
    if (request.onSale) {
      await tx.delete(offersOffSale).where(eq(offersOffSale.offerId, offerId));
    } else {
      [after] = await tx
        .insert(offersOffSale)
        .values({ offerId, reason: request.reason, takenOffBy: ctx.actor.id, takenOffAt: ctx.now })
        .onConflictDoUpdate({
          target: offersOffSale.offerId,
          set: { reason: request.reason, takenOffBy: ctx.actor.id, takenOffAt: ctx.now },
        })
        .returning();
    }
    const view = toView(offerId, after, configured);
    await recordAudit(tx, ctx, {
      action: request.onSale ? "offer.on-sale" : "offer.off-sale",
      targetType: "offer",
      targetId: offerId,
      reason: request.reason,
      before: toView(offerId, before, configured),
      after: view,
    });
    return view;
  });
}

/** The offers off sale now (public: the shop and the pages hide them). */
export async function listOffersOffSale(db: Database): Promise<string[]> {
  const rows = await db.select({ offerId: offersOffSale.offerId }).from(offersOffSale);
  return rows.map((row) => row.offerId).sort();
}

/** Refuses a checkout that includes a product of an offer taken off sale (409 naming the field). */
export async function assertOffersOnSale(
  db: Database,
  productIds: readonly string[],
  field: string,
): Promise<void> {
  const offerIds = [
    ...new Set(productIds.flatMap((id) => findProduct(id)?.offerId ?? [])),
  ] as string[];
  if (offerIds.length === 0) return;
  const [off] = await db
    .select()
    .from(offersOffSale)
    .where(inArray(offersOffSale.offerId, offerIds))
    .limit(1);
  if (!off) return;
  const message = `${productsOfOffer(off.offerId)[0]?.offerTitle ?? off.offerId} is not on sale at the moment`;
  throw new AppError("CONFLICT", `${field}: ${message}`, { details: [{ path: field, message }] });
}
