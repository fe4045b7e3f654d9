import type { PaypalConfig, StripeConfig } from "../../config";
import { createPaypalProvider } from "./paypal";
import type { CardCheckoutProvider, PaypalOrdersProvider } from "./provider";
import { createStripeProvider } from "./stripe";

/*
 * The hooks the live adapters plug into (decision 0019). The Stripe adapter lives in ./stripe and
 * the PayPal adapter in ./paypal; each exports a factory of this shape, and this file is the one
 * place that imports them:
 *
 *   import { createStripeProvider } from "./stripe";
 *   export const liveAdapters: LiveAdapterFactories = { stripe: createStripeProvider, … };
 *
 * A provider named in PAYMENT_PROVIDER without an adapter here stops the API at start-up with a
 * message saying so (see createPaymentProviders).
 */

type AdapterDeps = {
  /** The server's clock (webhook timestamp tolerance). */
  now: () => Date;
  /** Outgoing HTTP; tests pass one that reaches a local stand-in. */
  fetch: typeof fetch;
};

export type LiveAdapterFactories = {
  stripe?: (config: StripeConfig, deps: AdapterDeps) => CardCheckoutProvider;
  paypal?: (config: PaypalConfig, deps: AdapterDeps) => PaypalOrdersProvider;
};

export const liveAdapters: LiveAdapterFactories = {
  stripe: createStripeProvider,
  paypal: createPaypalProvider,
};
