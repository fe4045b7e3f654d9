import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { type LiveAdapterFactories, liveAdapters } from "./live-adapters";
import type { PaymentProviders } from "./provider";
import { createSandboxProvider } from "./sandbox/sandbox-provider";
import { deriveSandboxSecret } from "./sandbox/signing";

export type PaymentProviderDeps = {
  db: Database;
  now: () => Date;
  fetch?: typeof fetch;
  /** Live adapter factories; default: the ones installed in live-adapters.ts. */
  adapters?: LiveAdapterFactories;
};

/**
 * The providers PAYMENT_PROVIDER selects (decision 0019): the sandbox for both roles (default), or
 * the live Stripe and/or PayPal adapters. Throws at start-up when a named live provider has no
 * adapter installed.
 */
export function createPaymentProviders(
  config: Pick<Config, "payments" | "publicUrl" | "secrets">,
  deps: PaymentProviderDeps,
): PaymentProviders {
  if (config.payments.provider === "sandbox") {
    const sandbox = createSandboxProvider({
      db: deps.db,
      now: deps.now,
      webhookSecret: deriveSandboxSecret(config.secrets.tokenSecret),
      publicUrl: config.publicUrl,
    });
    return { card: sandbox.card, paypal: sandbox.paypal, sandbox };
  }
  const adapters = deps.adapters ?? liveAdapters;
  const adapterDeps = { now: deps.now, fetch: deps.fetch ?? fetch };
  const { stripe, paypal } = config.payments;
  if (stripe && !adapters.stripe) {
    throw new Error("PAYMENT_PROVIDER names stripe, but the Stripe adapter is not installed");
  }
  if (paypal && !adapters.paypal) {
    throw new Error("PAYMENT_PROVIDER names paypal, but the PayPal adapter is not installed");
  }
  return {
    card: stripe && adapters.stripe ? adapters.stripe(stripe, adapterDeps) : undefined,
    paypal: paypal && adapters.paypal ? adapters.paypal(paypal, adapterDeps) : undefined,
    sandbox: undefined,
  };
}
