import {
  offerSaleSchema,
  offerSalesSchema,
  onSaleParamsSchema,
  onSaleRequestSchema,
} from "@inkforge/domain/admin/on-sale-contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { consoleContext } from "../../services/admin/console-context";
import { listOfferSales, setOfferOnSale } from "../../services/admin/on-sale";
import { requireConsoleCaller } from "./gate";
import { consoleReadRateLimit, consoleWriteRateLimit } from "./limits";

/** What is on sale: offers whose backing service is missing taken off and put back (0135). */
export const onSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof requireConsoleCaller>[0]) =>
    consoleContext(app, request, requireConsoleCaller(request));

  app.get(
    "/api/admin/on-sale",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "listOfferSales",
        summary: "The offers that need an outside service, whether it is set up, and if on sale",
        tags: ["admin"],
        response: { 200: offerSalesSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => listOfferSales(ctx(request), app.config),
  );

  app.post(
    "/api/admin/on-sale/:offerId",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "setOfferOnSale",
        summary: "Take an offer off sale, or put it back, with a reason (audited)",
        tags: ["admin"],
        params: onSaleParamsSchema,
        body: onSaleRequestSchema,
        response: { 200: offerSaleSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      setOfferOnSale(ctx(request), app.config, request.params.offerId, request.body),
  );
};
