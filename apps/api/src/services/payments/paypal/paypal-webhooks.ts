import { decimalStringToCents } from "@inkforge/domain/shop/money";
import { z } from "zod";
import type { PayPalClient } from "./paypal-client";

/**
 * PayPal webhooks. PayPal signs deliveries with a certificate (RSA-SHA256), not a shared secret;
 * we ask PayPal itself to check each delivery (`POST /v1/notifications/verify-webhook-signature`)
 * and act only on `verification_status: "SUCCESS"`.
 *
 * Failure modes, for the route: PayPalWebhookVerificationError → 400 and no effect (a forgery or a
 * delivery for another webhook); PayPalApiError 5xx / PayPalConnectionError → 503, so PayPal
 * delivers again later (fail closed, never a grant on an unverified event).
 */

/** The transmission headers PayPal sends with every delivery (lower-case, as Node gives them). */
const payPalTransmissionHeaders = {
  authAlgo: "paypal-auth-algo",
  certUrl: "paypal-cert-url",
  transmissionId: "paypal-transmission-id",
  transmissionSig: "paypal-transmission-sig",
  transmissionTime: "paypal-transmission-time",
} as const;

export type PayPalWebhookFailure = "missing_headers" | "malformed_body" | "verification_failed";

export class PayPalWebhookVerificationError extends Error {
  override name = "PayPalWebhookVerificationError";
  readonly reason: PayPalWebhookFailure;
  constructor(reason: PayPalWebhookFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** The delivery verified, but it is not an event we can read. */
export class PayPalEventError extends Error {
  override name = "PayPalEventError";
}

type IncomingHeaders = Record<string, string | string[] | undefined>;

function headerValue(headers: IncomingHeaders, name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  const single = Array.isArray(value) ? value[0] : value;
  return single === undefined || single.trim() === "" ? undefined : single;
}

export type VerifyPayPalWebhookInput = {
  client: Pick<PayPalClient, "verifyWebhookSignature">;
  /** PAYPAL_WEBHOOK_ID: the id of our webhook in PayPal's dashboard. */
  webhookId: string;
  headers: IncomingHeaders;
  /** The body exactly as received. */
  rawBody: string | Uint8Array;
};

/** Resolves when PayPal vouches for the delivery; throws PayPalWebhookVerificationError if not. */
export async function verifyPayPalWebhook({
  client,
  webhookId,
  headers,
  rawBody,
}: VerifyPayPalWebhookInput): Promise<void> {
  if (webhookId === "") throw new TypeError("PayPal webhook id is empty");
  const values = Object.fromEntries(
    Object.entries(payPalTransmissionHeaders).map(([key, name]) => [
      key,
      headerValue(headers, name),
    ]),
  ) as Record<keyof typeof payPalTransmissionHeaders, string | undefined>;
  const missing = Object.entries(values)
    .filter(([, value]) => value === undefined)
    .map(([key]) => payPalTransmissionHeaders[key as keyof typeof payPalTransmissionHeaders]);
  if (missing.length > 0) {
    throw new PayPalWebhookVerificationError(
      "missing_headers",
      `PayPal webhook headers missing: ${missing.join(", ")}`,
    );
  }
  const text = typeof rawBody === "string" ? rawBody : Buffer.from(rawBody).toString("utf8");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new PayPalWebhookVerificationError("malformed_body", "PayPal webhook body is not JSON");
  }
  const status = await client.verifyWebhookSignature({
    authAlgo: values.authAlgo!,
    certUrl: values.certUrl!,
    transmissionId: values.transmissionId!,
    transmissionSig: values.transmissionSig!,
    transmissionTime: values.transmissionTime!,
    webhookId,
    webhookEvent: text,
  });
  if (status !== "SUCCESS") {
    throw new PayPalWebhookVerificationError(
      "verification_failed",
      `PayPal did not verify the webhook (${status})`,
    );
  }
}

// --- Events ------------------------------------------------------------------------------------

const payPalHandledEventTypes = [
  "CHECKOUT.ORDER.APPROVED",
  "PAYMENT.CAPTURE.COMPLETED",
  "PAYMENT.CAPTURE.PENDING",
  "PAYMENT.CAPTURE.DENIED",
  "PAYMENT.CAPTURE.REFUNDED",
  "PAYMENT.CAPTURE.REVERSED",
  "CUSTOMER.DISPUTE.CREATED",
] as const;
type PayPalHandledEventType = (typeof payPalHandledEventTypes)[number];

export type NormalisedPayPalEvent = {
  handled: true;
  /** `WH-…`: the key for exactly-once processing. */
  id: string;
  type: PayPalHandledEventType;
  created: Date | undefined;
  /** Our order id (the purchase unit's `custom_id` / `reference_id`). */
  orderRef: string | undefined;
  /** PayPal's order id. */
  providerOrderId: string | undefined;
  /** PAYMENT.CAPTURE.*: the capture; CHECKOUT.ORDER.APPROVED: undefined (nothing captured yet). */
  captureId: string | undefined;
  /** PAYMENT.CAPTURE.*: COMPLETED, PENDING, DECLINED…; only COMPLETED grants. */
  captureStatus: string | undefined;
  amountCents: number | undefined;
  /** "USD". */
  currency: string | undefined;
};

type IgnoredPayPalEvent = { handled: false; id: string; type: string };

export type PayPalWebhookEvent = NormalisedPayPalEvent | IgnoredPayPalEvent;

const moneySchema = z.object({ currency_code: z.string(), value: z.string() }).nullish();

const envelopeSchema = z.object({
  id: z.string().min(1),
  event_type: z.string().min(1),
  create_time: z.string().optional(),
  resource: z.record(z.string(), z.unknown()),
});

const captureResourceSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: moneySchema,
  custom_id: z.string().nullish(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().nullish() }).nullish() })
    .nullish(),
});

/** PAYMENT.CAPTURE.REFUNDED / REVERSED carry the refund; its `up` link names the capture. */
const refundResourceSchema = z.object({
  id: z.string(),
  amount: moneySchema,
  links: z.array(z.object({ rel: z.string(), href: z.string() })).default([]),
});

/** CUSTOMER.DISPUTE.CREATED names the disputed capture as the seller's transaction id. */
const disputeResourceSchema = z.object({
  dispute_id: z.string(),
  dispute_amount: moneySchema,
  disputed_transactions: z
    .array(z.object({ seller_transaction_id: z.string().nullish() }))
    .default([]),
});

const orderResourceSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().nullish(),
        custom_id: z.string().nullish(),
        amount: moneySchema,
      }),
    )
    .default([]),
});

function money(amount: z.output<typeof moneySchema>) {
  return {
    amountCents: amount ? (decimalStringToCents(amount.value) ?? undefined) : undefined,
    currency: amount?.currency_code,
  };
}

function parseDate(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Reads a (verified) PayPal event into the shop's normalised form. */
export function parsePayPalEvent(body: unknown): PayPalWebhookEvent {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) {
    throw new PayPalEventError("Body is not a PayPal webhook event", { cause: envelope.error });
  }
  const { id, event_type: type, create_time, resource } = envelope.data;
  if (!(payPalHandledEventTypes as readonly string[]).includes(type)) {
    return { handled: false, id, type };
  }
  const base = { handled: true as const, id, type: type as PayPalHandledEventType };
  const created = parseDate(create_time);

  if (type === "CHECKOUT.ORDER.APPROVED") {
    const order = orderResourceSchema.safeParse(resource);
    if (!order.success) {
      throw new PayPalEventError(`${type} has an unexpected resource`, { cause: order.error });
    }
    const unit = order.data.purchase_units[0];
    return {
      ...base,
      created,
      orderRef: unit?.custom_id ?? unit?.reference_id ?? undefined,
      providerOrderId: order.data.id,
      captureId: undefined,
      captureStatus: undefined,
      ...money(unit?.amount),
    };
  }
  if (type === "PAYMENT.CAPTURE.REFUNDED" || type === "PAYMENT.CAPTURE.REVERSED") {
    const refund = refundResourceSchema.safeParse(resource);
    if (!refund.success) {
      throw new PayPalEventError(`${type} has an unexpected resource`, { cause: refund.error });
    }
    const up = refund.data.links.find((link) => link.rel === "up")?.href;
    const captureId = up ? /\/captures\/([^/?#]+)/.exec(up)?.[1] : undefined;
    return {
      ...base,
      created,
      orderRef: undefined,
      providerOrderId: undefined,
      captureId,
      captureStatus: undefined,
      ...money(refund.data.amount),
    };
  }
  if (type === "CUSTOMER.DISPUTE.CREATED") {
    const dispute = disputeResourceSchema.safeParse(resource);
    if (!dispute.success) {
      throw new PayPalEventError(`${type} has an unexpected resource`, { cause: dispute.error });
    }
    return {
      ...base,
      created,
      orderRef: undefined,
      providerOrderId: undefined,
      captureId: dispute.data.disputed_transactions[0]?.seller_transaction_id ?? undefined,
      captureStatus: undefined,
      ...money(dispute.data.dispute_amount),
    };
  }
  const capture = captureResourceSchema.safeParse(resource);
  if (!capture.success) {
    throw new PayPalEventError(`${type} has an unexpected resource`, { cause: capture.error });
  }
  return {
    ...base,
    created,
    orderRef: capture.data.custom_id ?? undefined,
    providerOrderId: capture.data.supplementary_data?.related_ids?.order_id ?? undefined,
    captureId: capture.data.id,
    captureStatus: capture.data.status,
    ...money(capture.data.amount),
  };
}

/** Verifies the delivery with PayPal, then parses it. */
export async function constructPayPalEvent(
  input: VerifyPayPalWebhookInput,
): Promise<PayPalWebhookEvent> {
  await verifyPayPalWebhook(input);
  const text =
    typeof input.rawBody === "string" ? input.rawBody : Buffer.from(input.rawBody).toString("utf8");
  return parsePayPalEvent(JSON.parse(text));
}
