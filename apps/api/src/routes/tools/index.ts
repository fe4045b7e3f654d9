import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { recordServedToolRun } from "../../services/usage/record-served-tool-run";
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

/**
 * The free tool routes and the catalogue tool each runs. A signed-in call that succeeds is the
 * server's own record of a use and earns its points (issue 24); the tools with a daily quota
 * (trademark, grammar, translation, listing creators) record their runs in their services.
 */
const servedToolIds: Readonly<Record<string, string>> = {
  "/api/tools/a-plus-template": "a-plus-content-maker",
  "/api/tools/backend-keywords": "backend-keywords",
  "/api/tools/bsr-sales": "bsr-sales-calculator",
  "/api/tools/cover-template": "cover-template-generator",
  "/api/tools/guidelines-check": "guidelines-checker",
  "/api/tools/pen-name": "pen-name-generator",
  "/api/tools/price-check": "price-checker",
  "/api/tools/qr-code": "qr-code-generator",
  "/api/tools/royalty": "royalty-calculator",
  "/api/tools/word-frequencies": "word-cloud",
};

/** The free tools (issue 9): calculators and generators under /api/tools. */
export const toolRoutes: FastifyPluginAsyncZod = async (app) => {
  // A served tool identifies a signed-in caller (a bad or absent token is simply a guest).
  app.addHook("onRoute", (routeOptions) => {
    if (servedToolIds[routeOptions.url] === undefined) return;
    const preHandlers = routeOptions.preHandler;
    const list = Array.isArray(preHandlers) ? preHandlers : preHandlers ? [preHandlers] : [];
    routeOptions.preHandler = [app.identifyIfSignedIn, ...list];
  });
  // After the answer is ready and before it is sent, so a client that reads its points next sees
  // them. A failure to record is logged and never costs the user the tool's answer.
  app.addHook("onSend", async (request, reply) => {
    const toolId = servedToolIds[request.routeOptions.url ?? ""];
    const user = request.authUser;
    if (toolId === undefined || !user || reply.statusCode >= 300) return;
    try {
      await recordServedToolRun(app.db, { userId: user.id, toolId, now: app.now() });
    } catch (error) {
      request.log.error({ err: error, toolId }, "recording a tool use failed");
    }
  });

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
