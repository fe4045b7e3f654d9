import { orderDetailSchema, orderListSchema } from "@inkforge/domain/contracts/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { createListQuerySchema, setContentRangeForPage, toListWindow } from "../../lib/list-query";
import { requireUser } from "../../plugins/app/auth";
import { listOwnOrders, orderDetailOf, requireOwnOrder } from "../../services/shop/own-orders";
import { idParamsSchema } from "./context";

const orderListQuerySchema = createListQuerySchema({ sortFields: ["datetime"] });

/** The caller's order history (decision 0018). Another user's order: 404. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/orders",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listOrders",
        summary: "List the caller's orders with their lines",
        description:
          'List convention: range=[a,b] (default [0,2]), sort=["datetime","ASC"|"DESC"], ' +
          "Content-Range: orders a-b/total. Status: created (not paid yet), captured (paid), " +
          "failed, canceled. Merch orders carry the shipping address and fulfilment status; " +
          "refunds lists money given back for a payment the order could not keep.",
        tags: ["orders"],
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { offset, limit, sortDirection } = toListWindow(request.query);
      const { orders, total } = await listOwnOrders(app.db, {
        userId: user.id,
        offset,
        limit,
        direction: sortDirection,
      });
      setContentRangeForPage(reply, { resource: "orders", offset, count: orders.length, total });
      return orders;
    },
  );

  app.get(
    "/api/orders/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getOrder",
        summary: "Get one of the caller's orders",
        tags: ["orders"],
        params: idParamsSchema,
        response: { 200: orderDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const order = await requireOwnOrder(app.db, requireUser(request).id, request.params.id);
      return orderDetailOf(app.db, order);
    },
  );
};
