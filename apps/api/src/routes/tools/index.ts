import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { aPlusTemplateRoutes } from "./a-plus-template";
import { backendKeywordsRoutes } from "./backend-keywords";
import { bookDataTranslateRoutes } from "./bookdata-translate";
import { bsrSalesRoutes } from "./bsr-sales";
import { coverTemplateRoutes } from "./cover-template";
import { grammarCheckRoutes } from "./grammar-check";
import { guidelinesCheckRoutes } from "./guidelines-check";
import { listingCreatorRoutes } from "./listing-creators";
import { penNameRoutes } from "./pen-name";
import { penNameFavouriteRoutes } from "./pen-name-favourites";
import { priceCheckRoutes } from "./price-check";
import { qrCodeRoutes } from "./qr-code";
import { royaltyRoutes } from "./royalty";
import { trademarkCheckRoutes } from "./trademark-check";
import { wordCloudRoutes } from "./word-cloud";

/**
 * Every tool route together may take this many requests per client address per minute. Each route
 * keeps its own, tighter limit; this ceiling stops one address from spreading a loop over all the
 * tools (and covers tool routes without a limit of their own).
 */
export const toolsRateLimit = { max: 300, timeWindow: 60_000 } as const;

/** The free tools (issue 9): calculators and generators under /api/tools. */
export const toolRoutes: FastifyPluginAsyncZod = async (app) => {
  // createRateLimit, unlike the rateLimit hook, does not mark the request as counted, so the
  // route's own limit still runs after this one.
  const countToolRequest = app.createRateLimit({
    ...toolsRateLimit,
    // Per address, signed in or not: the ceiling is about load from one client.
    keyGenerator: (request) => `tools:ip:${request.ip}`,
  });
  app.addHook("onRequest", async (request) => {
    const decision = await countToolRequest(request);
    if (decision.isAllowed || !decision.isExceeded) return;
    throw new AppError(
      "RATE_LIMITED",
      `Too many requests to the tools; try again in ${decision.ttlInSeconds} seconds`,
      { retryAfterSeconds: decision.ttlInSeconds },
    );
  });

  await app.register(coverTemplateRoutes);
  await app.register(aPlusTemplateRoutes);
  await app.register(penNameRoutes);
  await app.register(penNameFavouriteRoutes);
  await app.register(qrCodeRoutes);
  await app.register(wordCloudRoutes);
  await app.register(bsrSalesRoutes);
  await app.register(royaltyRoutes);
  await app.register(priceCheckRoutes);
  await app.register(backendKeywordsRoutes);
  await app.register(guidelinesCheckRoutes);
  await app.register(trademarkCheckRoutes);
  await app.register(grammarCheckRoutes);
  await app.register(bookDataTranslateRoutes);
  await app.register(listingCreatorRoutes);
};
