import {
  commissionParamsSchema,
  commissionsPageSchema,
  commissionsQuerySchema,
  idParamsSchema,
  orderDetailViewSchema,
  ordersPageSchema,
  ordersQuerySchema,
  paymentEventsPageSchema,
  paymentEventsQuerySchema,
  reasonRequestSchema,
  refundRequestSchema,
  shipOrderRequestSchema,
} from "@inkforge/domain/admin/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { decideHeldCommission, findCommissions } from "../../services/admin/commissions";
import { consoleContext } from "../../services/admin/console-context";
import { resendReceipt, shipOrder } from "../../services/admin/fulfilment";
import { findOrders, findPaymentEvents, getOrder, refundOrder } from "../../services/admin/orders";
import type { PaymentProviders } from "../../services/payments/provider";
import { requireConsoleCaller } from "./gate";
import { consoleReadRateLimit, consoleWriteRateLimit } from "./limits";

/** Orders, payment events, refunds and held affiliate commissions (decision 0104). */
export const orderRoutes: FastifyPluginAsyncZod<{ payments: PaymentProviders }> = async (
  app,
  { payments },
) => {
  const ctx = (request: Parameters<typeof requireConsoleCaller>[0]) =>
    consoleContext(app, request, requireConsoleCaller(request));

  app.get(
    "/api/admin/orders",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "searchOrders",
        summary: "Every order, filtered and sorted",
        description:
          "q: the buyer's email (part), an order or buyer id, or a provider reference; status and provider filters.",
        tags: ["admin"],
        querystring: ordersQuerySchema,
        response: { 200: ordersPageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => findOrders(ctx(request), request.query),
  );

  app.get(
    "/api/admin/orders/:id",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "getOrderForConsole",
        summary: "An order with its lines, refunds, payment events and commissions",
        tags: ["admin"],
        params: idParamsSchema,
        response: { 200: orderDetailViewSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => getOrder(ctx(request), request.params.id),
  );

  app.post(
    "/api/admin/orders/:id/refund",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        operationId: "refundOrder",
        summary: "Refund a paid order in full or in part, with a reason",
        description:
          "Through the provider that took the money. Any refund reverses the order's affiliate commission; a full refund also ends what the order granted (and a subscription it started). Audited: the request, then the provider's answer and its effects.",
        tags: ["admin"],
        params: idParamsSchema,
        body: refundRequestSchema,
        response: { 200: orderDetailViewSchema, ...errorResponses(400, 404, 409, 429, 502) },
      },
    },
    async (request) =>
      refundOrder(
        {
          ...ctx(request),
          providers: payments,
          affiliateProgramme: app.config.affiliate.programme,
          log: request.log,
        },
        request.params.id,
        request.body,
      ),
  );

  app.get(
    "/api/admin/payment-events",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "listPaymentEvents",
        summary: "Payment events as the providers delivered them, newest first",
        tags: ["admin"],
        querystring: paymentEventsQuerySchema,
        response: { 200: paymentEventsPageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => findPaymentEvents(ctx(request), request.query),
  );

  app.get(
    "/api/admin/commissions",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "listCommissions",
        summary: "Affiliate commissions by status (held for review by default)",
        tags: ["admin"],
        querystring: commissionsQuerySchema,
        response: { 200: commissionsPageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => findCommissions(ctx(request), request.query),
  );

  for (const decision of ["approve", "reverse"] as const) {
    app.post(
      `/api/admin/commissions/:id/${decision}`,
      {
        config: { rateLimit: consoleWriteRateLimit },
        schema: {
          operationId: decision === "approve" ? "approveCommission" : "reverseCommission",
          summary:
            decision === "approve"
              ? "Clear a held commission, with a reason"
              : "Reverse a held commission, with a reason",
          description:
            decision === "approve"
              ? "It becomes pending and is approved like any other once its refund window passes. Audited."
              : "It becomes reversed (reason: review) and is never paid. Audited.",
          tags: ["admin"],
          params: commissionParamsSchema,
          body: reasonRequestSchema,
          response: {
            200: z.object({ id: z.string(), status: z.string() }),
            ...errorResponses(400, 404, 409, 429),
          },
        },
      },
      async (request) =>
        decideHeldCommission(ctx(request), request.params.id, decision, request.body.reason),
    );
  }

  app.post(
    "/api/admin/orders/:id/ship",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "shipOrder",
        summary: "Mark a paid merch order shipped, with the tracking number",
        description:
          "The buyer sees the tracking number on their orders page. Again on a shipped order: corrects the tracking and keeps the shipping date. 409 for an order without merch or not paid. Audited.",
        tags: ["admin"],
        params: idParamsSchema,
        body: shipOrderRequestSchema,
        response: {
          200: z.object({
            fulfilmentStatus: z.string().nullable(),
            shippedAt: z.string().nullable(),
            trackingNumber: z.string().nullable(),
            trackingCarrier: z.string().nullable(),
          }),
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    async (request) => shipOrder(ctx(request), request.params.id, request.body),
  );

  app.post(
    "/api/admin/orders/:id/receipt",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "resendReceipt",
        summary: "Mail the buyer the order's receipt again, with a reason",
        description:
          "To the account's address. Only a paid order has a receipt (else 409). Audited.",
        tags: ["admin"],
        params: idParamsSchema,
        body: reasonRequestSchema,
        response: {
          200: z.object({ sent: z.literal(true), to: z.string() }),
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    async (request) =>
      resendReceipt(
        {
          ...ctx(request),
          emails: app.emailSender,
          siteName: app.config.siteName,
          webOrigin: app.config.webOrigin,
          log: request.log,
        },
        request.params.id,
        request.body.reason,
      ),
  );
};
