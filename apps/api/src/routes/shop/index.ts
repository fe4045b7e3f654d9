import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  type CountryLookup,
  createConfiguredCountryLookup,
} from "../../services/geo/country-lookup";
import type { PaymentProviders } from "../../services/payments/provider";
import { createPaymentProviders } from "../../services/payments/providers";
import { handleWebhook, type WebhookSource } from "../../services/shop/webhooks";
import { catalogueRoutes } from "./catalogue";
import { checkoutRoutes } from "./checkout";
import { createShopContextFactory } from "./context";
import { courseRoutes } from "./courses";
import { shopDevRoutes } from "./dev";
import { downloadRoutes } from "./downloads";
import { featureCheckRoutes } from "./feature-check";
import { geoRoutes } from "./geo";
import { libraryRoutes } from "./library";
import { orderRoutes } from "./orders";
import { paymentModeRoutes } from "./payment-mode";
import { sandboxPageRoutes } from "./sandbox-pages";
import { subscriptionRoutes } from "./subscriptions";
import { webhookRoutes } from "./webhooks";

export type ShopRoutesOptions = {
  /** Payment providers; default: what PAYMENT_PROVIDER selects (createPaymentProviders). */
  payments?: PaymentProviders;
  /** The country lookup; default: GEO_LOOKUP_URL's service when it is set. */
  countryLookup?: CountryLookup;
};

/**
 * The shop (spec 7.11–7.14, decisions 0018–0021): catalogue, feature checks, purchases,
 * subscriptions, orders, downloads, courses, country, webhooks, and — with the sandbox provider —
 * its hosted pages and, in demo mode, the renewal trigger.
 */
export const shopRoutes: FastifyPluginAsyncZod<ShopRoutesOptions> = async (app, options) => {
  const { config } = app;
  const providers =
    options.payments ?? createPaymentProviders(config, { db: app.db, now: app.now });
  const shop = createShopContextFactory(app, providers);
  const lookup =
    options.countryLookup ??
    createConfiguredCountryLookup(config.geo, (error) =>
      app.log.warn({ err: error }, "country lookup failed"),
    );

  const { sandbox } = providers;
  if (sandbox && config.mode === "production") {
    app.addHook("onReady", async () => {
      app.log.warn(
        "PAYMENT_PROVIDER is sandbox in production (SANDBOX_PAYMENTS_IN_PRODUCTION): anyone can " +
          "approve sandbox payments and every page says Test payments; set PAYMENT_PROVIDER to " +
          "stripe and/or paypal for a real shop",
      );
    });
  }
  if (sandbox) {
    // The sandbox's "webhooks" take the same path as real ones.
    sandbox.onDeliver(async (rawBody, headers) => {
      await handleWebhook(shop(), "sandbox", rawBody, headers);
    });
  }

  await app.register(catalogueRoutes);
  await app.register(featureCheckRoutes);
  await app.register(checkoutRoutes, { shop });
  await app.register(subscriptionRoutes, { shop });
  await app.register(orderRoutes);
  await app.register(downloadRoutes);
  await app.register(libraryRoutes);
  await app.register(courseRoutes);
  await app.register(geoRoutes, { lookup });
  await app.register(paymentModeRoutes, { providers });

  const sources: WebhookSource[] = [];
  if (sandbox) sources.push("sandbox");
  if (providers.card?.name === "stripe") sources.push("stripe");
  if (providers.paypal?.name === "paypal") sources.push("paypal");
  await app.register(webhookRoutes, { shop, sources });

  if (sandbox) {
    await app.register(sandboxPageRoutes, { sandbox });
    if (config.mode === "demo" && config.devRoutes)
      await app.register(shopDevRoutes, { shop, sandbox });
  }
};
