import { centsToDecimalString, decimalStringToCents } from "@inkforge/domain/shop/money";
import { z } from "zod";
import { type FailedAttempt, type RetryOptions, withRetries } from "../retry-policy";

/**
 * A small typed client for PayPal's REST API (OAuth2 client credentials, Orders v2, refunds,
 * webhook verification), written on `fetch`. PayPal's server SDK cannot serve here (decision
 * 0031): its base URL is fixed to PayPal's two hosts, so it cannot reach a stand-in or any other
 * host, and it has no webhook verification call. Retries follow the policy shared with Stripe.
 */

const DEFAULT_PAYPAL_API_BASE = "https://api-m.sandbox.paypal.com";

// --- Errors ------------------------------------------------------------------------------------

export type PayPalErrorDetail = { issue: string; field?: string; description?: string };

/** PayPal answered with an error (`{ name, message, details[], debug_id }` or OAuth's `error`). */
export class PayPalApiError extends Error {
  override name = "PayPalApiError";
  readonly status: number;
  /** PayPal's error name: `UNPROCESSABLE_ENTITY`, `RESOURCE_NOT_FOUND`, `invalid_client`, … */
  readonly errorName: string;
  /** The first `details[].issue`, e.g. `ORDER_ALREADY_CAPTURED`, `ORDER_NOT_APPROVED`. */
  readonly issue: string | undefined;
  readonly details: PayPalErrorDetail[];
  /** Quote this to PayPal support. */
  readonly debugId: string | undefined;

  constructor(input: {
    status: number;
    errorName: string;
    message: string;
    details?: PayPalErrorDetail[];
    debugId?: string | undefined;
  }) {
    super(input.message);
    this.status = input.status;
    this.errorName = input.errorName;
    this.details = input.details ?? [];
    this.issue = this.details[0]?.issue;
    this.debugId = input.debugId;
  }

  hasIssue(issue: string): boolean {
    return this.details.some((detail) => detail.issue === issue);
  }

  get isTransient(): boolean {
    return this.status >= 500 || this.status === 429;
  }
}

/** No answer from PayPal (network error or timeout), after any retries. */
export class PayPalConnectionError extends Error {
  override name = "PayPalConnectionError";
}

/** PayPal answered 2xx with a body we could not read. */
export class PayPalResponseError extends Error {
  override name = "PayPalResponseError";
}

// --- Request shapes ----------------------------------------------------------------------------

type PayPalMoney = { currency_code: "USD"; value: string };

type PayPalItem = {
  name: string;
  quantity: string;
  unit_amount: PayPalMoney;
  sku?: string;
  description?: string;
  category?: "DIGITAL_GOODS" | "PHYSICAL_GOODS" | "DONATION";
};

type PayPalPurchaseUnitRequest = {
  /** Our order id. */
  reference_id?: string;
  /** Echoed on captures and in capture webhooks; we put our order id here too. */
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  amount: PayPalMoney & {
    breakdown?: {
      item_total?: PayPalMoney;
      discount?: PayPalMoney;
      tax_total?: PayPalMoney;
      shipping?: PayPalMoney;
      handling?: PayPalMoney;
      insurance?: PayPalMoney;
      shipping_discount?: PayPalMoney;
    };
  };
  items?: PayPalItem[];
};

type PayPalExperienceContext = {
  return_url: string;
  cancel_url: string;
  brand_name?: string;
  shipping_preference?: "NO_SHIPPING" | "GET_FROM_FILE" | "SET_PROVIDED_ADDRESS";
  user_action?: "PAY_NOW" | "CONTINUE";
  landing_page?: "LOGIN" | "GUEST_PAYMENT" | "NO_PREFERENCE";
};

export type PayPalCreateOrderRequest = {
  intent: "CAPTURE";
  purchase_units: PayPalPurchaseUnitRequest[];
  /** Current form of the return/cancel URLs… */
  payment_source?: { paypal: { experience_context: PayPalExperienceContext } };
  /** …and the older one, still accepted. */
  application_context?: PayPalExperienceContext;
};

// --- Response shapes ---------------------------------------------------------------------------

const payPalCaptureStatuses = [
  "COMPLETED",
  "PENDING",
  "DECLINED",
  "FAILED",
  "REFUNDED",
  "PARTIALLY_REFUNDED",
] as const;
type PayPalCaptureStatus = (typeof payPalCaptureStatuses)[number];

/** CREATED, SAVED, APPROVED, VOIDED, COMPLETED, PAYER_ACTION_REQUIRED. */
type PayPalOrderStatus = string;

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });

const captureSchema = z.object({
  id: z.string(),
  status: z.enum(payPalCaptureStatuses),
  status_details: z.object({ reason: z.string() }).nullish(),
  amount: moneySchema,
  custom_id: z.string().nullish(),
});

const linkSchema = z.object({ href: z.string(), rel: z.string() });

const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(linkSchema).default([]),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().nullish(),
        custom_id: z.string().nullish(),
        amount: moneySchema.nullish(),
        payments: z.object({ captures: z.array(captureSchema).default([]) }).nullish(),
      }),
    )
    .default([]),
});

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

const errorBodySchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z
    .array(
      z.object({
        issue: z.string(),
        field: z.string().optional(),
        description: z.string().optional(),
      }),
    )
    .optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

const verificationSchema = z.object({ verification_status: z.string() });

/** The capture of an order, as the shop needs it. */
type PayPalCapture = {
  captureId: string;
  /** Only `COMPLETED` grants anything; `PENDING` waits for PAYMENT.CAPTURE.COMPLETED. */
  captureStatus: PayPalCaptureStatus;
  /** Why a capture is PENDING or DECLINED (e.g. `PENDING_REVIEW`, `ECHECK`). */
  statusReason: string | undefined;
  amount: { value: string; currency_code: string };
  /** `amount.value` in cents; null when PayPal sent something that is not a plain amount. */
  amountCents: number | null;
};

export type PayPalOrder = {
  id: string;
  status: PayPalOrderStatus;
  /** Our order id (`purchase_units[0].reference_id`, else `custom_id`). */
  referenceId: string | null;
  amount: { value: string; currency_code: string } | null;
  approveUrl: string | null;
  /** The order's (first) capture, once there is one. */
  capture: PayPalCapture | null;
};

export type PayPalCaptureResult = PayPalCapture & {
  /** PayPal's order id. */
  id: string;
  /** The order's status (COMPLETED once captured, whatever the capture's own status). */
  status: PayPalOrderStatus;
  referenceId: string | null;
  /**
   * True when PayPal said ORDER_ALREADY_CAPTURED and a fresh GET showed the order COMPLETED: the
   * result describes the existing capture.
   */
  alreadyCaptured: boolean;
};

type VerifyWebhookSignatureInput = {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
  webhookId: string;
  /** The webhook body exactly as received: it is passed on verbatim, never re-serialised. */
  webhookEvent: string;
};

export type PayPalClientOptions = RetryOptions & {
  clientId: string;
  secret: string;
  /** Default https://api-m.sandbox.paypal.com (live: https://api-m.paypal.com). */
  apiBase?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Renew the access token this long before PayPal says it expires. Default 300 s. */
  tokenMarginSeconds?: number;
  /** Per attempt. Default 15 s. */
  timeoutMs?: number;
};

export type PayPalClient = {
  /** A cached OAuth2 client-credentials token (one request until it nears expiry). */
  getAccessToken(): Promise<string>;
  createOrder(
    order: PayPalCreateOrderRequest,
    options: { requestId: string },
  ): Promise<{ id: string; status: PayPalOrderStatus; approveUrl: string | null }>;
  /**
   * Captures an approved order. ORDER_ALREADY_CAPTURED counts as success only when a fresh GET
   * shows the order COMPLETED; then the existing capture is returned (`alreadyCaptured: true`).
   * The caller must still look at `captureStatus`: only COMPLETED grants.
   */
  captureOrder(id: string, options: { requestId: string }): Promise<PayPalCaptureResult>;
  getOrder(id: string): Promise<PayPalOrder>;
  /** PayPal's own check of a webhook delivery: `SUCCESS` or `FAILURE`. */
  verifyWebhookSignature(input: VerifyWebhookSignatureInput): Promise<string>;
  /** POST /v2/payments/captures/{id}/refund (minimal; decision 0028). */
  refundCapture(
    captureId: string,
    input: { amountCents: number; noteToPayer: string; requestId: string },
  ): Promise<{ id: string; status: string }>;
};

const refundSchema = z.object({ id: z.string(), status: z.string() });

// --- Order building ----------------------------------------------------------------------------

export type PayPalOrderLine = {
  name: string;
  /** Our product id. */
  sku?: string;
  /** What the buyer pays per unit, in cents, decided by our server. */
  unitAmountCents: number;
  quantity?: number;
};

/**
 * A CAPTURE order for our order `orderId`, with the items, the item total and the amount in
 * PayPal's decimal strings, computed from cents so they add up exactly (PayPal refuses an order
 * whose breakdown does not match its amount).
 */
export function buildPayPalOrderRequest(input: {
  orderId: string;
  lines: readonly PayPalOrderLine[];
  /** Taken off the item total (e.g. an offer applied to the whole order). */
  discountCents?: number;
  returnUrl: string;
  cancelUrl: string;
  brandName?: string;
  description?: string;
  /** Merch: ask PayPal for the buyer's address; otherwise no shipping (digital goods). */
  requiresShipping?: boolean;
}): PayPalCreateOrderRequest {
  if (input.lines.length === 0) throw new RangeError("a PayPal order needs at least one line");
  const usd = (cents: number): PayPalMoney => ({
    currency_code: "USD",
    value: centsToDecimalString(cents),
  });
  let itemTotal = 0;
  const items = input.lines.map((line): PayPalItem => {
    const quantity = line.quantity ?? 1;
    if (!Number.isSafeInteger(line.unitAmountCents) || line.unitAmountCents < 0) {
      throw new RangeError(`unitAmountCents must be whole cents, got ${line.unitAmountCents}`);
    }
    if (!Number.isSafeInteger(quantity) || quantity < 1) {
      throw new RangeError(`quantity must be a positive whole number, got ${quantity}`);
    }
    itemTotal += line.unitAmountCents * quantity;
    return {
      name: line.name.slice(0, 127),
      quantity: String(quantity),
      unit_amount: usd(line.unitAmountCents),
      ...(line.sku === undefined ? {} : { sku: line.sku }),
      category: input.requiresShipping ? "PHYSICAL_GOODS" : "DIGITAL_GOODS",
    };
  });
  const discount = input.discountCents ?? 0;
  if (!Number.isSafeInteger(discount) || discount < 0 || discount > itemTotal) {
    throw new RangeError(
      `discountCents must be whole cents within the item total, got ${discount}`,
    );
  }
  return {
    intent: "CAPTURE",
    purchase_units: [
      {
        reference_id: input.orderId,
        custom_id: input.orderId,
        ...(input.description === undefined ? {} : { description: input.description }),
        amount: {
          ...usd(itemTotal - discount),
          breakdown: {
            item_total: usd(itemTotal),
            ...(discount > 0 ? { discount: usd(discount) } : {}),
          },
        },
        items,
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          ...(input.brandName === undefined ? {} : { brand_name: input.brandName }),
          shipping_preference: input.requiresShipping ? "GET_FROM_FILE" : "NO_SHIPPING",
          user_action: "PAY_NOW",
        },
      },
    },
  };
}

// --- Transport ---------------------------------------------------------------------------------

type Method = "GET" | "POST";

function requireOrderId(id: string): string {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw new RangeError(`not a PayPal order id: ${id}`);
  return id;
}

function toCapture(capture: z.output<typeof captureSchema>): PayPalCapture {
  return {
    captureId: capture.id,
    captureStatus: capture.status,
    statusReason: capture.status_details?.reason ?? undefined,
    amount: { value: capture.amount.value, currency_code: capture.amount.currency_code },
    amountCents: decimalStringToCents(capture.amount.value),
  };
}

function toOrder(order: z.output<typeof orderSchema>): PayPalOrder {
  const unit = order.purchase_units[0];
  const capture = unit?.payments?.captures[0];
  const approve = order.links.find((link) => link.rel === "payer-action" || link.rel === "approve");
  return {
    id: order.id,
    status: order.status,
    referenceId: unit?.reference_id ?? unit?.custom_id ?? null,
    amount: unit?.amount
      ? { value: unit.amount.value, currency_code: unit.amount.currency_code }
      : null,
    approveUrl: approve?.href ?? null,
    capture: capture ? toCapture(capture) : null,
  };
}

/** A failed exchange as the shared retry policy sees it; undefined for anything else. */
export function describePayPalFailure(error: unknown): FailedAttempt | undefined {
  if (error instanceof PayPalConnectionError) return { answered: false };
  if (error instanceof PayPalApiError) return { answered: true, status: error.status };
  return undefined;
}

export function createPayPalClient(options: PayPalClientOptions): PayPalClient {
  const apiBase = (options.apiBase ?? DEFAULT_PAYPAL_API_BASE).replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const marginSeconds = options.tokenMarginSeconds ?? 300;
  const timeoutMs = options.timeoutMs ?? 15_000;
  if (options.clientId === "" || options.secret === "") {
    throw new TypeError("PayPal client id and secret must not be empty");
  }

  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  /**
   * One HTTP exchange, repeated under the shared retry policy. `retryOn5xx` says whether repeating
   * after a 5xx is safe: GETs, the token and the verification call; not POSTs that act (PayPal
   * may have acted; they are re-sent with their PayPal-Request-Id only when no answer came back).
   */
  function send(
    method: Method,
    path: string,
    init: { headers: Record<string, string>; body?: string; retryOn5xx: boolean },
  ): Promise<{ status: number; body: unknown }> {
    return withRetries(() => sendOnce(method, path, init), {
      describe: describePayPalFailure,
      retryOn5xx: init.retryOn5xx,
      maxRetries: options.maxRetries,
      sleep: options.sleep,
    });
  }

  async function sendOnce(
    method: Method,
    path: string,
    init: { headers: Record<string, string>; body?: string },
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(apiBase + path, {
        method,
        headers: { accept: "application/json", ...init.headers },
        body: init.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new PayPalConnectionError(`PayPal did not answer ${method} ${path}`, { cause: error });
    }
    let body: unknown;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(body);
      const error = parsed.success ? parsed.data : {};
      throw new PayPalApiError({
        status: response.status,
        errorName: error.name ?? error.error ?? `HTTP_${response.status}`,
        message:
          error.message ??
          error.error_description ??
          `PayPal answered ${response.status} to ${method} ${path}`,
        details: error.details,
        debugId: error.debug_id ?? response.headers.get("paypal-debug-id") ?? undefined,
      });
    }
    return { status: response.status, body };
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.secret}`).toString("base64");
    const { body } = await send("POST", "/v1/oauth2/token", {
      headers: {
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
      retryOn5xx: true,
    });
    const parsed = tokenSchema.safeParse(body);
    if (!parsed.success) {
      throw new PayPalResponseError("PayPal's token answer did not have the expected shape", {
        cause: parsed.error,
      });
    }
    const margin = Math.min(marginSeconds, parsed.data.expires_in / 2);
    cached = {
      token: parsed.data.access_token,
      renewAt: now().getTime() + (parsed.data.expires_in - margin) * 1000,
    };
    return parsed.data.access_token;
  }

  function getAccessToken(): Promise<string> {
    if (cached && now().getTime() < cached.renewAt) return Promise.resolve(cached.token);
    // Concurrent callers share one token request.
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function api(
    method: Method,
    path: string,
    {
      json,
      requestId,
      retryOn5xx = method === "GET",
    }: { json?: string; requestId?: string; retryOn5xx?: boolean } = {},
  ): Promise<unknown> {
    const call = async (token: string) =>
      send(method, path, {
        headers: {
          authorization: `Bearer ${token}`,
          ...(method === "POST"
            ? { "content-type": "application/json", prefer: "return=representation" }
            : {}),
          ...(requestId === undefined ? {} : { "paypal-request-id": requestId }),
        },
        body: json,
        retryOn5xx,
      });
    const token = await getAccessToken();
    try {
      return (await call(token)).body;
    } catch (error) {
      // A token PayPal no longer accepts (revoked, clock skew): forget it and try once more.
      if (error instanceof PayPalApiError && error.status === 401) {
        if (cached?.token === token) cached = undefined;
        return (await call(await getAccessToken())).body;
      }
      throw error;
    }
  }

  function readOrder(body: unknown, what: string): z.output<typeof orderSchema> {
    const parsed = orderSchema.safeParse(body);
    if (!parsed.success) {
      throw new PayPalResponseError(`PayPal's ${what} answer did not have the expected shape`, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  async function getOrder(id: string): Promise<PayPalOrder> {
    const body = await api("GET", `/v2/checkout/orders/${requireOrderId(id)}`);
    return toOrder(readOrder(body, "order"));
  }

  return {
    getAccessToken,

    async createOrder(order, { requestId }) {
      if (requestId.trim() === "") throw new TypeError("requestId must not be empty");
      const body = await api("POST", "/v2/checkout/orders", {
        json: JSON.stringify(order),
        requestId,
      });
      const created = toOrder(readOrder(body, "create order"));
      return { id: created.id, status: created.status, approveUrl: created.approveUrl };
    },

    async captureOrder(id, { requestId }) {
      if (requestId.trim() === "") throw new TypeError("requestId must not be empty");
      const path = `/v2/checkout/orders/${requireOrderId(id)}/capture`;
      let order: PayPalOrder;
      let alreadyCaptured = false;
      try {
        order = toOrder(readOrder(await api("POST", path, { requestId }), "capture"));
      } catch (error) {
        if (!(error instanceof PayPalApiError && error.hasIssue("ORDER_ALREADY_CAPTURED"))) {
          throw error;
        }
        // Not proof of payment by itself (S15): believe it only if the order reads COMPLETED.
        const current = await getOrder(id);
        if (current.status !== "COMPLETED" || current.capture === null) throw error;
        order = current;
        alreadyCaptured = true;
      }
      if (order.capture === null) {
        throw new PayPalResponseError(`PayPal's capture of order ${id} names no capture`);
      }
      return {
        id: order.id,
        status: order.status,
        referenceId: order.referenceId,
        ...order.capture,
        alreadyCaptured,
      };
    },

    async refundCapture(captureId, { amountCents, noteToPayer, requestId }) {
      const body = await api("POST", `/v2/payments/captures/${requireOrderId(captureId)}/refund`, {
        json: JSON.stringify({
          amount: { value: centsToDecimalString(amountCents), currency_code: "USD" },
          note_to_payer: noteToPayer.slice(0, 255),
        }),
        requestId,
      });
      const parsed = refundSchema.safeParse(body);
      if (!parsed.success) {
        throw new PayPalResponseError("PayPal's refund answer did not have the expected shape", {
          cause: parsed.error,
        });
      }
      return parsed.data;
    },

    getOrder,

    async verifyWebhookSignature(input) {
      let event: unknown;
      try {
        event = JSON.parse(input.webhookEvent);
      } catch (error) {
        throw new TypeError("webhookEvent is not JSON", { cause: error });
      }
      if (typeof event !== "object" || event === null || Array.isArray(event)) {
        throw new TypeError("webhookEvent is not a JSON object");
      }
      // The event goes in verbatim: PayPal checks its CRC, and re-serialising can change bytes.
      const head = JSON.stringify({
        auth_algo: input.authAlgo,
        cert_url: input.certUrl,
        transmission_id: input.transmissionId,
        transmission_sig: input.transmissionSig,
        transmission_time: input.transmissionTime,
        webhook_id: input.webhookId,
      });
      const json = `${head.slice(0, -1)},"webhook_event":${input.webhookEvent}}`;
      const body = await api("POST", "/v1/notifications/verify-webhook-signature", {
        json,
        retryOn5xx: true,
      });
      const parsed = verificationSchema.safeParse(body);
      if (!parsed.success) {
        throw new PayPalResponseError(
          "PayPal's verification answer did not have the expected shape",
        );
      }
      return parsed.data.verification_status;
    },
  };
}
