import {
  devRenewRequestSchema,
  orderDetailSchema,
  subscriptionDetailSchema,
} from "@inkforge/domain/contracts/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import type { SandboxProvider } from "../../services/payments/sandbox/sandbox-provider";
import { isProviderError } from "../../services/shop/errors";
import { findOwnOrder, markOrderShipped, orderDetailOf } from "../../services/shop/own-orders";
import { getSubscription, requireOwnSubscription } from "../../services/shop/subscriptions";
import { idParamsSchema, type ShopContextFactory } from "./context";

/**
 * `POST /api/dev/subscriptions/{id}/renew` (demo mode with the sandbox only; 404 otherwise): runs
 * the sandbox renewal of one of the caller's subscriptions now, paid or failed, through the same
 * webhook path a real renewal takes. `POST /api/dev/orders/{id}/ship` marks a merch order shipped.
 */
export const shopDevRoutes: FastifyPluginAsyncZod<{
  shop: ShopContextFactory;
  sandbox: SandboxProvider;
}> = async (app, { shop, sandbox }) => {
  app.post(
    "/api/dev/subscriptions/:id/renew",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "renewSandboxSubscription",
        summary: "Trigger a sandbox renewal, paid or failed (demo mode only)",
        description:
          "paid extends the period by one interval; failed makes it past due (access lasts to " +
          "the period end). A subscription set to cancel ends instead. 404 outside demo mode.",
        tags: ["dev"],
        params: idParamsSchema,
        body: devRenewRequestSchema,
        response: { 200: subscriptionDetailSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const ctx = shop(request);
      const user = requireUser(request);
      const row = await requireOwnSubscription(ctx, user, request.params.id);
      if (row.provider !== "sandbox") throw new AppError("NOT_FOUND", "Not a sandbox subscription");
      try {
        await sandbox.simulateRenewal(row.providerRef, request.body.outcome);
      } catch (error) {
        if (isProviderError(error, "invalid_request")) {
          throw new AppError("CONFLICT", error.message);
        }
        throw error;
      }
      return getSubscription(shop(request), user, row.id);
    },
  );

  app.post(
    "/api/dev/orders/:id/reverse",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "reverseSandboxOrder",
        summary: "Refund one of the caller's paid orders, or open a chargeback (demo mode only)",
        description:
          "Stands in for the provider's refund or the buyer's bank (decision 0057): the sandbox " +
          "sends charge.refunded or charge.dispute.created, whose webhook reverses the order's " +
          "affiliate commission. 404 for other orders and outside demo mode.",
        tags: ["dev"],
        params: idParamsSchema,
        body: z.object({ reason: z.enum(["refund", "chargeback"]) }),
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const order = await findOwnOrder(app.db, user.id, id);
      if (order?.provider !== "sandbox" || order.status !== "paid" || !order.captureRef) {
        throw new AppError("NOT_FOUND", "No paid sandbox order of yours has this id");
      }
      try {
        await sandbox.simulateReversal(
          {
            paymentRef: order.captureRef,
            amountCents: order.totalCents + (order.shippingCents ?? 0),
            currency: "USD",
          },
          request.body.reason,
        );
      } catch (error) {
        if (isProviderError(error, "invalid_request"))
          throw new AppError("CONFLICT", error.message);
        throw error;
      }
      return orderDetailOf(app.db, order);
    },
  );

  app.post(
    "/api/dev/orders/:id/ship",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "shipSandboxOrder",
        summary: "Mark one of the caller's merch orders shipped (demo mode only)",
        description:
          "Stands in for the warehouse (decision 0028): a paid merch order awaiting fulfilment " +
          "becomes shipped, as /me then shows. 404 for other orders and outside demo mode.",
        tags: ["dev"],
        params: idParamsSchema,
        response: { 200: orderDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const order = await findOwnOrder(app.db, user.id, id);
      if (!order || order.fulfilmentStatus === null) {
        throw new AppError("NOT_FOUND", "No such merch order");
      }
      return orderDetailOf(app.db, await markOrderShipped(app.db, order, app.now()));
    },
  );
};
