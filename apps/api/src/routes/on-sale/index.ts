import { offSaleSchema } from "@inkforge/domain/admin/on-sale-contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listOffersOffSale } from "../../services/admin/on-sale";

export const onSalePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/shop/off-sale: offers an operator took off sale (decision 0135); checkout refuses them.
  app.get(
    "/api/shop/off-sale",
    {
      schema: {
        operationId: "listOffersOffSale",
        summary: "Offers that cannot be bought at the moment",
        tags: ["shop"],
        response: { 200: offSaleSchema },
      },
    },
    async (_request, reply) => {
      // The site reads this on every render (decision 0145); a proxy must not keep an old copy.
      reply.header("cache-control", "no-cache");
      return { offers: await listOffersOffSale(app.db) };
    },
  );
};
