import { findProduct } from "@inkforge/domain/shop/catalogue";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PaymentProviderError } from "../../services/payments/provider";
import {
  billingPage,
  checkoutPage,
  errorPage,
  paypalPage,
  sandboxPageCsp,
} from "../../services/payments/sandbox/pages";
import type { SandboxProvider } from "../../services/payments/sandbox/sandbox-provider";
import { productForInterval } from "../../services/shop/subscriptions";

const checkoutParams = z.object({ id: z.string().regex(/^cs_sandbox_[A-Za-z0-9_-]{10,64}$/) });
const paypalParams = z.object({ id: z.string().regex(/^[A-Z0-9]{17}$/) });
const portalParams = z.object({ id: z.string().regex(/^bps_sandbox_[A-Za-z0-9_-]{10,64}$/) });
const formBody = z.record(z.string(), z.string()).nullish();

/**
 * The sandbox provider's hosted pages (decision 0019), mounted only when PAYMENT_PROVIDER is
 * sandbox: checkout (`/sandbox/checkout/{id}`), PayPal approval (`/sandbox/paypal/{id}`) and
 * billing (`/sandbox/billing/{id}`). Forms post here; every answer is a 303 to the web site.
 */
export const sandboxPageRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  // The pages' forms are form-encoded.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const csp = sandboxPageCsp(app.config.webOrigin);

  const html = (reply: FastifyReply, status: number, content: string) =>
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("content-security-policy", csp)
      .header("cache-control", "no-store")
      .send(content);

  /** Runs a page action; provider refusals become a small error page, not a JSON error. */
  const act = async (reply: FastifyReply, run: () => Promise<{ redirect: string }>) => {
    try {
      const { redirect } = await run();
      return reply.header("cache-control", "no-store").redirect(redirect, 303);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        return html(reply, error.kind === "not_found" ? 404 : 409, errorPage(error.message));
      }
      throw error;
    }
  };

  const page = { hide: true, tags: ["sandbox"] } as const;

  app.get(
    "/sandbox/checkout/:id",
    { schema: { ...page, params: checkoutParams } },
    async (request, reply) => {
      const row = await sandbox.findPayment("checkout", request.params.id);
      if (!row) return html(reply, 404, errorPage("No such checkout"));
      return html(reply, 200, checkoutPage(row));
    },
  );
  app.post(
    "/sandbox/checkout/:id/approve",
    { schema: { ...page, params: checkoutParams, body: formBody } },
    async (request, reply) =>
      act(reply, () => sandbox.approveCheckout(request.params.id, request.body ?? {})),
  );
  app.post(
    "/sandbox/checkout/:id/cancel",
    { schema: { ...page, params: checkoutParams, body: formBody } },
    async (request, reply) => act(reply, () => sandbox.cancelCheckout(request.params.id)),
  );

  app.get(
    "/sandbox/paypal/:id",
    { schema: { ...page, params: paypalParams } },
    async (request, reply) => {
      const row = await sandbox.findPayment("paypal", request.params.id);
      if (!row) return html(reply, 404, errorPage("No such order"));
      return html(reply, 200, paypalPage(row));
    },
  );
  app.post(
    "/sandbox/paypal/:id/approve",
    { schema: { ...page, params: paypalParams, body: formBody } },
    async (request, reply) => act(reply, () => sandbox.approvePaypalOrder(request.params.id)),
  );
  app.post(
    "/sandbox/paypal/:id/cancel",
    { schema: { ...page, params: paypalParams, body: formBody } },
    async (request, reply) => act(reply, () => sandbox.cancelPaypalOrder(request.params.id)),
  );

  app.get(
    "/sandbox/billing/:id",
    { schema: { ...page, params: portalParams } },
    async (request, reply) => {
      const portal = await sandbox.findPayment("portal", request.params.id);
      const subscription = portal?.subscriptionId
        ? await sandbox.findSubscription(portal.subscriptionId)
        : undefined;
      if (!portal || !subscription) return html(reply, 404, errorPage("No such session"));
      const other = productForInterval(
        subscription.productId,
        subscription.interval === "month" ? "year" : "month",
      );
      return html(
        reply,
        200,
        billingPage(
          portal,
          subscription,
          findProduct(subscription.productId)?.title ?? subscription.productId,
          other && (other.billingPeriod === "month" || other.billingPeriod === "year")
            ? { interval: other.billingPeriod, title: other.title, priceCents: other.priceCents }
            : null,
        ),
      );
    },
  );
  app.post(
    "/sandbox/billing/:id/card",
    { schema: { ...page, params: portalParams, body: formBody } },
    async (request, reply) =>
      act(reply, () => sandbox.updateCard(request.params.id, request.body?.card_number ?? "")),
  );
  app.post(
    "/sandbox/billing/:id/cycle",
    { schema: { ...page, params: portalParams, body: formBody } },
    async (request, reply) =>
      act(reply, async () => {
        const portal = await sandbox.requirePortal(request.params.id);
        const subscription = await sandbox.findSubscription(portal.subscriptionId!);
        const interval = request.body?.interval === "year" ? "year" : "month";
        const product = subscription && productForInterval(subscription.productId, interval);
        if (!product) {
          throw new PaymentProviderError(
            "invalid_request",
            `This plan is not sold per ${interval}`,
          );
        }
        return sandbox.changeCycle(request.params.id, {
          interval,
          productId: product._id,
          unitCents: product.priceCents,
        });
      }),
  );
  app.post(
    "/sandbox/billing/:id/cancel",
    { schema: { ...page, params: portalParams, body: formBody } },
    async (request, reply) =>
      act(reply, () =>
        sandbox.setCancelAtPeriodEnd(request.params.id, request.body?.cancel === "1"),
      ),
  );
  app.post(
    "/sandbox/billing/:id/return",
    { schema: { ...page, params: portalParams, body: formBody } },
    async (request, reply) =>
      act(reply, async () => {
        const portal = await sandbox.requirePortal(request.params.id);
        return { redirect: portal.successUrl ?? app.config.webOrigin };
      }),
  );
};
