import { z } from "zod";
import {
  booleanFlagSchema,
  ConfigError,
  httpUrlSchema,
  isFlagOn,
  type Mode,
  type ValuesOf,
} from "./shared";

export type StripeConfig = { secretKey: string; webhookSecret: string; apiUrl: string };
export type PaypalConfig = {
  clientId: string;
  secret: string;
  webhookId: string | undefined;
  apiUrl: string;
};

/**
 * `sandbox`: local hosted pages, no network, both checkout kinds (the default). Otherwise the
 * live providers named in PAYMENT_PROVIDER, each configured by its keys.
 */
export type PaymentsConfig =
  | {
      provider: "sandbox";
      stripe: undefined;
      paypal: undefined;
      /**
       * SANDBOX_PAYMENTS_IN_PRODUCTION: the sandbox (buyers approve their own payments) asked for
       * in production on purpose, e.g. a staging site; every page then says "Test payments".
       */
      inProduction: boolean;
    }
  | { provider: "live"; stripe: StripeConfig | undefined; paypal: PaypalConfig | undefined };

export type PaymentProvidersConfig = {
  /** Payment providers (decision 0019). */
  payments: PaymentsConfig;
};

export const paymentsShape = {
  SANDBOX_PAYMENTS_IN_PRODUCTION: booleanFlagSchema.optional(),
  PAYMENT_PROVIDER: z
    .string()
    .regex(
      /^(sandbox|stripe|paypal|stripe,paypal|paypal,stripe)$/,
      "must be sandbox, stripe, paypal, or stripe,paypal",
    )
    .optional(),
  STRIPE_SECRET_KEY: z.string().trim().min(8, "must be at least 8 characters").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(8, "must be at least 8 characters").optional(),
  STRIPE_API_URL: httpUrlSchema.prefault("https://api.stripe.com"),
  PAYPAL_CLIENT_ID: z.string().trim().min(4, "must be at least 4 characters").optional(),
  PAYPAL_SECRET: z.string().trim().min(4, "must be at least 4 characters").optional(),
  PAYPAL_WEBHOOK_ID: z.string().trim().min(1).optional(),
  PAYPAL_API_URL: httpUrlSchema.prefault("https://api-m.paypal.com"),
};

/**
 * PAYMENT_PROVIDER and the keys of each live provider it names. Unset, the providers whose keys
 * are set are used, and the sandbox when none are. In production the sandbox (where buyers approve
 * their own payments) must be asked for by name, so a missing key can't quietly open the shop.
 */
export function paymentsFrom(values: ValuesOf<typeof paymentsShape>, mode: Mode): PaymentsConfig {
  const inferred =
    [values.STRIPE_SECRET_KEY ? "stripe" : null, values.PAYPAL_CLIENT_ID ? "paypal" : null]
      .filter(Boolean)
      .join(",") || "sandbox";
  const chosen = values.PAYMENT_PROVIDER ?? inferred;
  if (chosen === "sandbox") {
    if (mode === "production" && values.PAYMENT_PROVIDER === undefined) {
      throw new ConfigError(
        "Invalid configuration: PAYMENT_PROVIDER: no payment provider is configured in production " +
          "mode; set STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET or PAYPAL_CLIENT_ID/PAYPAL_SECRET, or " +
          "PAYMENT_PROVIDER=sandbox with SANDBOX_PAYMENTS_IN_PRODUCTION=true for a staging site",
      );
    }
    const inProduction = mode === "production";
    if (inProduction && isFlagOn(values.SANDBOX_PAYMENTS_IN_PRODUCTION) !== true) {
      // Anyone can approve their own sandbox checkout, so production needs a second, explicit
      // setting before it grants anything that way (decision 0028).
      throw new ConfigError(
        "Invalid configuration: SANDBOX_PAYMENTS_IN_PRODUCTION: PAYMENT_PROVIDER=sandbox lets " +
          "every buyer approve their own payment; in production (DATABASE_URL set) also set " +
          "SANDBOX_PAYMENTS_IN_PRODUCTION=true (a staging site), or configure stripe or paypal",
      );
    }
    return { provider: "sandbox", stripe: undefined, paypal: undefined, inProduction };
  }
  const names = chosen.split(",");
  let stripe: StripeConfig | undefined;
  let paypal: PaypalConfig | undefined;
  if (names.includes("stripe")) {
    if (!values.STRIPE_SECRET_KEY || !values.STRIPE_WEBHOOK_SECRET) {
      throw new ConfigError(
        "Invalid configuration: PAYMENT_PROVIDER names stripe, so STRIPE_SECRET_KEY and " +
          "STRIPE_WEBHOOK_SECRET must be set",
      );
    }
    stripe = {
      secretKey: values.STRIPE_SECRET_KEY,
      webhookSecret: values.STRIPE_WEBHOOK_SECRET,
      apiUrl: values.STRIPE_API_URL,
    };
  }
  if (names.includes("paypal")) {
    if (!values.PAYPAL_CLIENT_ID || !values.PAYPAL_SECRET) {
      throw new ConfigError(
        "Invalid configuration: PAYMENT_PROVIDER names paypal, so PAYPAL_CLIENT_ID and " +
          "PAYPAL_SECRET must be set",
      );
    }
    paypal = {
      clientId: values.PAYPAL_CLIENT_ID,
      secret: values.PAYPAL_SECRET,
      webhookId: values.PAYPAL_WEBHOOK_ID,
      apiUrl: values.PAYPAL_API_URL,
    };
  }
  return { provider: "live", stripe, paypal };
}
