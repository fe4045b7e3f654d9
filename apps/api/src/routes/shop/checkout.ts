import {
  billingPortalRequestSchema,
  checkoutConfirmationSchema,
  checkoutUrlResponseSchema,
  freePaynowRequestSchema,
  okResponseSchema,
  paynowWithOfferRequestSchema,
  paypalCaptureRequestSchema,
  paypalCaptureResponseSchema,
  paypalCreateOrderAnswerSchema,
  paypalCreateOrderRequestSchema,
  recurringPaymentRequestSchema,
  subsPaynowRequestSchema,
} from "@inkforge/domain/contracts/shop";
import { parseSubscriptionItemId, resolveCheckoutProduct } from "@inkforge/domain/shop/catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { capturePaypalOrder } from "../../services/shop/capture-paypal-order";
import { claimFreeItems } from "../../services/shop/claim-free-items";
import {
  confirmCheckout,
  requireOwnOrderBeforeProvider,
} from "../../services/shop/confirm-checkout";
import { withShopRules } from "../../services/shop/errors";
import { type CheckoutIntent, startCheckout } from "../../services/shop/start-checkout";
import { openBillingPortal } from "../../services/shop/subscriptions";
import {
  checkoutRateLimit,
  idempotencyHeaderSchema,
  idempotencyOf,
  type ShopContextFactory,
} from "./context";

const checkoutErrors = errorResponses(400, 401, 404, 409, 429, 502);
/** What a checkout answers on each channel: its page (card) or its PayPal order. */
const checkoutAnswers = {
  card: checkoutUrlResponseSchema,
  paypal: paypalCreateOrderAnswerSchema,
} as const;
const amountsNote =
  "The server prices the cart from the catalogue: any amount, currency or quantity sent is " +
  "ignored. `success`/`fail` are paths on the web site. With an Idempotency-Key header a repeat " +
  "answers the first answer (another body with the same key: 409).";

/** Purchases (spec 7.8, 7.12, 7.13; decision 0018). */
export const checkoutRoutes: FastifyPluginAsyncZod<{ shop: ShopContextFactory }> = async (
  app,
  { shop },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  /** Signed in, and at most `max` a minute per user: the writes that open a provider's page. */
  const signedInWrite = (max: number) => ({
    onRequest: app.authenticate,
    config: checkoutRateLimit(max),
  });

  /**
   * A route that opens a checkout on `channel`: `intentOf` names what to buy from the validated
   * body, whose `success`/`fail` are the return paths; the server prices it (startCheckout), and
   * an Idempotency-Key header makes a repeat answer the first answer.
   */
  const checkoutRoute = <Body extends { success: string; fail: string }>(
    url: string,
    channel: CheckoutIntent["channel"],
    {
      body,
      ...doc
    }: { operationId: string; summary: string; description: string; body: z.ZodType<Body> },
    intentOf: (body: Body) => Omit<CheckoutIntent, "channel" | "successPath" | "failPath">,
  ) =>
    app.post(
      url,
      {
        ...signedInWrite(60),
        schema: {
          ...doc,
          tags: ["payments"],
          headers: idempotencyHeaderSchema,
          body,
          response: { 200: checkoutAnswers[channel], ...checkoutErrors },
        },
      },
      async (request) => {
        // Validated against `body`: the type provider cannot see that through `Body`.
        const validated = request.body as Body;
        const intent: CheckoutIntent = {
          channel,
          ...intentOf(validated),
          successPath: validated.success,
          failPath: validated.fail,
        };
        return startCheckout(
          shop(request),
          requireUser(request),
          intent,
          idempotencyOf(request, validated),
        );
      },
    );

  checkoutRoute(
    "/api/features/paynow",
    "card",
    {
      operationId: "payNow",
      summary: "Buy products once (lifetime, downloads, merch): answers the checkout page url",
      description: `${amountsNote} \`special_offer: "new-member"\` takes the new-member price off lifetime products for accounts under 24 hours old. Affiliate is stored on the order.`,
      body: paynowWithOfferRequestSchema,
    },
    (body) => ({
      productIds: body.items.map((item) => item.product_id),
      field: "items",
      expect: "any",
      specialOffer: body.special_offer,
      affiliate: body.affiliate,
    }),
  );

  checkoutRoute(
    "/api/subs/paynow",
    "card",
    {
      operationId: "subscribeNow",
      summary: "Subscribe (items: [{ id: 'subs_<product>' }]): answers the checkout page url",
      description: `${amountsNote} One monthly or yearly product, e.g. subs_pro-monthly.`,
      body: subsPaynowRequestSchema,
    },
    (body) => {
      const itemId = body.items[0]!.id;
      const product = parseSubscriptionItemId(itemId);
      if (!product) {
        throw new AppError("NOT_FOUND", `No subscription product ${itemId}`);
      }
      return { productIds: [product._id], field: "items", expect: "subscription" };
    },
  );

  checkoutRoute(
    "/api/features/recurring-payment",
    "card",
    {
      operationId: "startRecurringPayment",
      summary: "Subscribe to a product every month or year: answers the checkout page url",
      description: `${amountsNote} product_id is an offer (pro, with interval) or a product id whose period is interval.`,
      body: recurringPaymentRequestSchema,
    },
    (body) => {
      const product = withShopRules("product_id", () =>
        resolveCheckoutProduct(body.product_id, body.interval),
      );
      return {
        productIds: [product._id],
        field: "product_id",
        expect: "subscription",
        affiliate: body.affiliate,
      };
    },
  );

  app.post(
    "/api/features/freepaynow",
    {
      ...signedInWrite(60),
      schema: {
        operationId: "claimFreeItems",
        summary: 'Claim free items at once: answers "OK"',
        description: "Only items priced 0 (period free); a paid item is 400 naming items.",
        tags: ["payments"],
        body: freePaynowRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await claimFreeItems(
        shop(request),
        requireUser(request),
        request.body.items.map((item) => item.product_id),
      );
      // The JSON string "OK" (Fastify would send a bare string as text/plain).
      return reply.type("application/json; charset=utf-8").send(JSON.stringify("OK") as "OK");
    },
  );

  checkoutRoute(
    "/api/paypal/create-paypal-order",
    "paypal",
    {
      operationId: "createPaypalOrder",
      summary: "Create a PayPal order for products (one-time payments): answers its id",
      description: `${amountsNote} The buyer approves it (sandbox: /sandbox/paypal/{id}); then capture. A token in the body is ignored.`,
      body: paypalCreateOrderRequestSchema,
    },
    (body) => ({
      productIds: body.items.map((item) => item.product_id),
      field: "items",
      expect: "payment",
      specialOffer: body.special_offer,
      affiliate: body.affiliate,
    }),
  );

  app.post(
    "/api/paypal/capture-paypal-order",
    {
      ...signedInWrite(120),
      schema: {
        operationId: "capturePaypalOrder",
        summary: "Capture an approved PayPal order: answers the capture (id, status, amount)",
        description:
          "Idempotent: capturing again (or at the same time) answers the same capture and grants " +
          "once. 422 PAYMENT_NOT_APPROVED before the buyer approved. Another user's order: 404.",
        tags: ["payments"],
        body: paypalCaptureRequestSchema,
        response: {
          200: paypalCaptureResponseSchema,
          ...errorResponses(400, 401, 404, 422, 429, 502),
        },
      },
    },
    async (request) =>
      capturePaypalOrder(shop(request), requireUser(request), request.body.orderID),
  );

  /** The buyer is back from the hosted page: confirms the order the query's reference names. */
  const confirmRoute = <Query>(
    url: string,
    {
      querystring,
      ...doc
    }: {
      operationId: string;
      summary: string;
      description?: string;
      querystring: z.ZodType<Query>;
    },
    referenceOf: (query: Query) => Parameters<typeof confirmCheckout>[2],
  ) =>
    app.get(
      url,
      {
        onRequest: app.authenticate,
        // Each confirm may ask the provider: a reload or two per order, not a loop.
        config: checkoutRateLimit(30),
        schema: {
          ...doc,
          tags: ["payments"],
          querystring,
          response: {
            200: checkoutConfirmationSchema,
            ...errorResponses(400, 401, 404, 429, 502),
          },
        },
      },
      async (request) => {
        const ctx = shop(request);
        const user = requireUser(request);
        // Validated against `querystring`: the type provider cannot see that through `Query`.
        const ref = referenceOf(request.query as Query);
        await requireOwnOrderBeforeProvider(ctx, user, ref);
        return confirmCheckout(ctx, user, ref);
      },
    );

  confirmRoute(
    "/api/stripecomm/order/success",
    {
      operationId: "confirmCheckoutSession",
      summary: "Confirm the order of a checkout the buyer returned from (session_id)",
      description:
        "Asks the provider and applies the payment if the webhook has not yet; idempotent. " +
        "`paid` is true once the features are granted.",
      querystring: z.object({ session_id: z.string().trim().min(1).max(255) }),
    },
    (query) => ({ sessionId: query.session_id }),
  );

  confirmRoute(
    "/api/stripecomm/order/success/v2",
    {
      operationId: "confirmPaymentIntent",
      summary: "Confirm the order of a payment (payment_intent)",
      querystring: z.object({ payment_intent: z.string().trim().min(1).max(255) }),
    },
    (query) => ({ paymentIntent: query.payment_intent }),
  );

  const portalRoute = (
    url: string,
    flow: "update-card" | "change-cycle" | "manage",
    operationId: string,
    summary: string,
  ) =>
    app.post(
      url,
      {
        ...signedInWrite(60),
        schema: {
          operationId,
          summary,
          description:
            "Answers the provider's billing page url (sandbox: /sandbox/billing/{id}), which " +
            "returns to `return` (default /me). subscription_id defaults to the newest live one.",
          tags: ["subscriptions"],
          body: billingPortalRequestSchema.nullish(),
          response: { 200: checkoutUrlResponseSchema, ...errorResponses(400, 401, 404, 502) },
        },
      },
      async (request) =>
        openBillingPortal(shop(request), requireUser(request), flow, {
          subscriptionId: request.body?.subscription_id,
          returnPath: request.body?.return,
        }),
    );
  portalRoute(
    "/api/stripecomm/update-card",
    "update-card",
    "updateCard",
    "Update the card of a subscription (a past-due renewal is retried on it)",
  );
  portalRoute(
    "/api/stripecomm/update-billing-cycle",
    "change-cycle",
    "updateBillingCycle",
    "Switch a subscription between monthly and yearly",
  );
  portalRoute(
    "/api/stripecomm/manage-billing",
    "manage",
    "manageBilling",
    "Manage a subscription in the provider's billing page",
  );
};
