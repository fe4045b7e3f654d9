import { createSign, createVerify, generateKeyPairSync, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { crc32 } from "node:zlib";
import {
  centsToDecimalString as centsToDecimal,
  decimalStringToCents,
} from "@inkforge/domain/shop/money";
import { type StandInServer, sendJson, startHttpStandIn } from "./http-server";

/*
 * PayPal's side of the shop, on loopback: the OAuth2 token endpoint, Orders v2 (create, get,
 * capture, with PayPal-Request-Id idempotency), capture refunds (Payments v2, idempotent the same
 * way), a buyer approval page, and the
 * verify-webhook-signature endpoint. Webhook deliveries are signed like PayPal's — RSA-SHA256 over
 * `<transmission id>|<time>|<webhook id>|<crc32 of the body>` — with a key only this stand-in has,
 * so verification answers SUCCESS exactly for events it issued, unaltered.
 */

type Json = Record<string, unknown>;

export type PayPalStandInCall = {
  method: string;
  path: string;
  requestId: string | undefined;
  authorization: string | undefined;
  prefer: string | undefined;
  contentType: string | undefined;
  body: unknown;
  status: number;
};

export type PayPalCaptureOutcome = "COMPLETED" | "PENDING" | "DECLINED" | "ORDER_ALREADY_CAPTURED";

export type PayPalFailure = {
  status?: number;
  times?: number;
  method?: string;
  path?: string;
  reset?: boolean;
};

export type PayPalEvent = {
  id: string;
  event_version: "1.0";
  create_time: string;
  resource_type: string;
  resource_version: "2.0";
  event_type: string;
  summary: string;
  resource: Json;
};

export type SignedPayPalEvent = {
  body: string;
  headers: {
    "content-type": "application/json";
    "paypal-auth-algo": string;
    "paypal-cert-url": string;
    "paypal-transmission-id": string;
    "paypal-transmission-sig": string;
    "paypal-transmission-time": string;
  };
};

export type PayPalStandIn = StandInServer & {
  apiBase: string;
  clientId: string;
  secret: string;
  webhookId: string;
  calls: PayPalStandInCall[];
  /** How many tokens were issued. */
  tokenRequests: () => number;
  /** Makes every issued token invalid (PayPal answers 401 until a new one is fetched). */
  revokeTokens: () => void;
  order: (id: string) => Json | undefined;
  /** A refund as PayPal holds it. */
  refund: (id: string) => Json | undefined;
  /** The buyer approves the order in PayPal's window. */
  approveOrder: (id: string) => void;
  /** How the next capture ends; afterwards captures complete again. */
  setNextCapture: (outcome: PayPalCaptureOutcome) => void;
  /** A PENDING capture settles: returns the PAYMENT.CAPTURE.COMPLETED event. */
  completeCapture: (captureId: string) => PayPalEvent;
  /** A PENDING capture is denied: returns the PAYMENT.CAPTURE.DENIED event. */
  denyCapture: (captureId: string) => PayPalEvent;
  /** PAYMENT.CAPTURE.* event for a capture in its current state. */
  captureEvent: (type: string, captureId: string) => PayPalEvent;
  /** CHECKOUT.ORDER.APPROVED (or another CHECKOUT.ORDER.* type) for an order as it is now. */
  orderEvent: (type: string, orderId: string) => PayPalEvent;
  /** Signs a delivery of `event` as PayPal would; `webhookId` to sign for another webhook. */
  signEvent: (event: PayPalEvent | Json, options?: { webhookId?: string }) => SignedPayPalEvent;
  /** POSTs the signed event to `url`. */
  deliver: (event: PayPalEvent, url: string) => Promise<Response>;
  failNext: (failure?: PayPalFailure) => void;
};

const authFailure = {
  name: "AUTHENTICATION_FAILURE",
  message:
    "Authentication failed due to invalid authentication credentials or a missing Authorization header.",
  links: [],
};

function payPalError(name: string, message: string, issue?: string, description?: string): Json {
  return {
    name,
    message,
    debug_id: randomUUID().replaceAll("-", "").slice(0, 13),
    ...(issue === undefined ? {} : { details: [{ issue, description: description ?? issue }] }),
    links: [],
  };
}

const unprocessable = (issue: string, description: string) =>
  payPalError(
    "UNPROCESSABLE_ENTITY",
    "The requested action could not be performed, semantically incorrect, or failed business validation.",
    issue,
    description,
  );

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

let cachedKeys: ReturnType<typeof generateKeyPairSync> | undefined;
/** The stand-in's "certificate" key; one per test process, as generating it takes ~0.3 s. */
function signingKeys() {
  cachedKeys ??= generateKeyPairSync("rsa", { modulusLength: 2048 });
  return cachedKeys;
}

export async function startPayPalStandIn(
  options: {
    clientId?: string;
    secret?: string;
    webhookId?: string;
    tokenLifetimeSeconds?: number;
    now?: () => Date;
  } = {},
): Promise<PayPalStandIn> {
  const clientId = options.clientId ?? "paypal-test-client";
  const secret = options.secret ?? "paypal-test-secret";
  const webhookId = options.webhookId ?? "WH-STANDIN-0000000000";
  const tokenLifetime = options.tokenLifetimeSeconds ?? 32_400;
  const now = options.now ?? (() => new Date());
  const { publicKey, privateKey } = signingKeys();

  const tokens = new Map<string, number>();
  let tokensIssued = 0;
  const orders = new Map<string, Json>();
  const experiences = new Map<string, Json>();
  const ordersByRequestId = new Map<string, string>();
  const capturesByRequestId = new Map<string, { orderId: string; status: number; body: unknown }>();
  const refunds = new Map<string, Json>();
  const refundsByRequestId = new Map<
    string,
    { captureId: string; status: number; body: unknown }
  >();
  const calls: PayPalStandInCall[] = [];
  const failures: Array<PayPalFailure & { times: number }> = [];
  let nextCapture: PayPalCaptureOutcome = "COMPLETED";
  let counter = 0;
  let origin = "";
  const copy = <T>(value: T): T => structuredClone(value);
  const nextId = (length = 17) => {
    counter += 1;
    return `${counter.toString(36).toUpperCase()}${randomUUID().replaceAll("-", "").toUpperCase()}`.slice(
      0,
      length,
    );
  };

  function links(order: Json, approveRel: string): Json[] {
    const self = `${origin}/v2/checkout/orders/${String(order.id)}`;
    return [
      { href: self, rel: "self", method: "GET" },
      ...(order.status === "CREATED" || order.status === "PAYER_ACTION_REQUIRED"
        ? [
            {
              href: `${origin}/checkoutnow?token=${String(order.id)}`,
              rel: approveRel,
              method: "GET",
            },
          ]
        : []),
      { href: `${self}/capture`, rel: "capture", method: "POST" },
    ];
  }

  function render(order: Json): Json {
    const experience = experiences.get(String(order.id)) ?? {};
    return copy({ ...order, links: links(order, String(experience.approveRel ?? "approve")) });
  }

  function findCapture(captureId: string): { order: Json; capture: Json } {
    for (const order of orders.values()) {
      const unit = (order.purchase_units as Json[])[0]!;
      const captures = ((unit.payments as Json | undefined)?.captures as Json[] | undefined) ?? [];
      const capture = captures.find((candidate) => candidate.id === captureId);
      if (capture) return { order, capture };
    }
    throw new Error(`no capture ${captureId}`);
  }

  function createEvent(type: string, resourceType: string, resource: Json): PayPalEvent {
    return {
      id: `WH-${nextId(17)}-${nextId(17)}`,
      event_version: "1.0",
      create_time: now().toISOString(),
      resource_type: resourceType,
      resource_version: "2.0",
      event_type: type,
      summary: `Stand-in ${type}`,
      resource: copy(resource),
    };
  }

  function captureEvent(type: string, captureId: string): PayPalEvent {
    const { order, capture } = findCapture(captureId);
    return createEvent(type, "capture", {
      ...capture,
      supplementary_data: { related_ids: { order_id: order.id } },
    });
  }

  function signatureInput(transmissionId: string, time: string, forWebhook: string, body: string) {
    return `${transmissionId}|${time}|${forWebhook}|${crc32(Buffer.from(body, "utf8"))}`;
  }

  function signEvent(event: PayPalEvent | Json, signOptions: { webhookId?: string } = {}) {
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = now().toISOString();
    const signer = createSign("RSA-SHA256");
    signer.update(signatureInput(transmissionId, time, signOptions.webhookId ?? webhookId, body));
    return {
      body,
      headers: {
        "content-type": "application/json" as const,
        "paypal-auth-algo": "SHA256withRSA",
        "paypal-cert-url": `${origin}/v1/notifications/certs/CERT-STANDIN`,
        "paypal-transmission-id": transmissionId,
        "paypal-transmission-sig": signer.sign(privateKey, "base64"),
        "paypal-transmission-time": time,
      },
    };
  }

  // --- Orders ----------------------------------------------------------------------------------

  type Answer = { status: number; body: unknown };

  function validateUnit(unit: Json, index: number): Answer | undefined {
    const amount = unit.amount as Json | undefined;
    const field = `/purchase_units/@reference_id=='${String(unit.reference_id ?? "default")}'/amount`;
    if (amount?.currency_code !== "USD" || typeof amount.value !== "string") {
      return {
        status: 400,
        body: payPalError(
          "INVALID_REQUEST",
          "Request is not well-formed, syntactically incorrect, or violates schema.",
          "MISSING_REQUIRED_PARAMETER",
          `purchase_units[${index}].amount is required with currency_code USD and a value`,
        ),
      };
    }
    const total = decimalStringToCents(amount.value);
    if (total === null) {
      return {
        status: 400,
        body: payPalError("INVALID_REQUEST", "Bad amount", "INVALID_PARAMETER_VALUE", field),
      };
    }
    const items = (unit.items as Json[] | undefined) ?? [];
    const breakdown = amount.breakdown as Record<string, Json> | undefined;
    if (items.length > 0 && !breakdown?.item_total) {
      return { status: 422, body: unprocessable("ITEM_TOTAL_REQUIRED", "item_total is required") };
    }
    if (breakdown) {
      const part = (key: string) => decimalStringToCents(String(breakdown[key]?.value ?? "0")) ?? 0;
      const itemSum = items.reduce(
        (sum, item) =>
          sum +
          (decimalStringToCents(String((item.unit_amount as Json).value)) ?? 0) *
            Number(item.quantity),
        0,
      );
      if (items.length > 0 && itemSum !== part("item_total")) {
        return {
          status: 422,
          body: unprocessable(
            "ITEM_TOTAL_MISMATCH",
            "Should equal sum of (unit_amount * quantity)",
          ),
        };
      }
      const expected =
        part("item_total") +
        part("tax_total") +
        part("shipping") +
        part("handling") +
        part("insurance") -
        part("discount") -
        part("shipping_discount");
      if (expected !== total) {
        return {
          status: 422,
          body: unprocessable("AMOUNT_MISMATCH", "Should equal item_total + … - discount"),
        };
      }
    }
    return undefined;
  }

  function createOrder(body: Json, requestId: string | undefined): Answer {
    if (requestId !== undefined) {
      const existing = ordersByRequestId.get(requestId);
      if (existing) return { status: 200, body: render(orders.get(existing)!) };
    }
    if (body.intent !== "CAPTURE") {
      return {
        status: 400,
        body: payPalError(
          "INVALID_REQUEST",
          "Request is not well-formed",
          "MISSING_REQUIRED_PARAMETER",
          "/intent",
        ),
      };
    }
    const units = Array.isArray(body.purchase_units) ? (body.purchase_units as Json[]) : [];
    if (units.length === 0) {
      return {
        status: 400,
        body: payPalError(
          "INVALID_REQUEST",
          "Request is not well-formed",
          "MISSING_REQUIRED_PARAMETER",
          "/purchase_units",
        ),
      };
    }
    for (const [index, unit] of units.entries()) {
      const problem = validateUnit(unit, index);
      if (problem) return problem;
    }
    const experience =
      ((body.payment_source as Json | undefined)?.paypal as Json | undefined)?.experience_context ??
      body.application_context;
    const modern = body.payment_source !== undefined;
    const id = nextId();
    const order: Json = {
      id,
      intent: "CAPTURE",
      status: modern ? "PAYER_ACTION_REQUIRED" : "CREATED",
      purchase_units: units.map((unit) => ({ reference_id: "default", ...copy(unit) })),
      create_time: now().toISOString(),
    };
    orders.set(id, order);
    experiences.set(id, {
      ...(experience as Json | undefined),
      approveRel: modern ? "payer-action" : "approve",
    });
    if (requestId !== undefined) ordersByRequestId.set(requestId, id);
    return { status: 201, body: render(order) };
  }

  function approveOrder(id: string): void {
    const order = orders.get(id);
    if (!order) throw new Error(`no order ${id}`);
    if (order.status !== "CREATED" && order.status !== "PAYER_ACTION_REQUIRED") {
      throw new Error(`order ${id} is ${String(order.status)}`);
    }
    order.status = "APPROVED";
    order.payer = {
      payer_id: nextId(13),
      email_address: "buyer@example.com",
      name: { given_name: "Test", surname: "Buyer" },
    };
  }

  function captureOrder(id: string, requestId: string | undefined): Answer {
    if (requestId !== undefined) {
      const previous = capturesByRequestId.get(requestId);
      if (previous && previous.orderId === id) {
        // PayPal answers a repeated request id with the latest state of the first request.
        return previous.status < 300
          ? { status: previous.status, body: render(orders.get(id)!) }
          : { status: previous.status, body: previous.body };
      }
    }
    const order = orders.get(id);
    if (!order) {
      return {
        status: 404,
        body: payPalError(
          "RESOURCE_NOT_FOUND",
          "The specified resource does not exist.",
          "INVALID_RESOURCE_ID",
          "Specified resource ID does not exist.",
        ),
      };
    }
    const outcome = nextCapture;
    nextCapture = "COMPLETED";
    let answer: Answer;
    if (outcome === "ORDER_ALREADY_CAPTURED" || order.status === "COMPLETED") {
      answer = {
        status: 422,
        body: unprocessable(
          "ORDER_ALREADY_CAPTURED",
          "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
        ),
      };
    } else if (order.status !== "APPROVED") {
      answer = {
        status: 422,
        body: unprocessable(
          "ORDER_NOT_APPROVED",
          "Payer has not yet approved the Order for payment.",
        ),
      };
    } else {
      const unit = (order.purchase_units as Json[])[0]!;
      const amount = unit.amount as Json;
      const capture: Json = {
        id: nextId(),
        status: outcome,
        ...(outcome === "PENDING" ? { status_details: { reason: "PENDING_REVIEW" } } : {}),
        amount: { currency_code: amount.currency_code, value: amount.value },
        final_capture: true,
        ...(unit.custom_id === undefined ? {} : { custom_id: unit.custom_id }),
        seller_protection: { status: "ELIGIBLE" },
        create_time: now().toISOString(),
        update_time: now().toISOString(),
      };
      unit.payments = { captures: [capture] };
      order.status = "COMPLETED";
      order.update_time = now().toISOString();
      answer = { status: 201, body: render(order) };
    }
    if (requestId !== undefined) {
      capturesByRequestId.set(requestId, { orderId: id, status: answer.status, body: answer.body });
    }
    return answer;
  }

  /** POST /v2/payments/captures/{id}/refund: all that is left, or `amount` of it. */
  function refundCapture(captureId: string, body: Json, requestId: string | undefined): Answer {
    if (requestId !== undefined) {
      const previous = refundsByRequestId.get(requestId);
      if (previous && previous.captureId === captureId) {
        return { status: previous.status, body: copy(previous.body) };
      }
    }
    let capture: Json;
    try {
      capture = findCapture(captureId).capture;
    } catch {
      return {
        status: 404,
        body: payPalError(
          "RESOURCE_NOT_FOUND",
          "The specified resource does not exist.",
          "INVALID_RESOURCE_ID",
          "Specified resource ID does not exist. Please check the resource ID and try again.",
        ),
      };
    }
    const captured = decimalStringToCents(String((capture.amount as Json).value)) ?? 0;
    const refunded = [...refunds.values()]
      .filter((refund) => refund.capture_id === captureId)
      .reduce(
        (sum, refund) => sum + (decimalStringToCents(String((refund.amount as Json).value)) ?? 0),
        0,
      );
    let answer: Answer;
    const amount = body.amount as Json | undefined;
    const cents =
      amount === undefined ? captured - refunded : decimalStringToCents(String(amount.value));
    if (capture.status !== "COMPLETED" && capture.status !== "PARTIALLY_REFUNDED") {
      answer = {
        status: 422,
        body: unprocessable(
          capture.status === "REFUNDED" ? "CAPTURE_FULLY_REFUNDED" : "REFUND_NOT_ALLOWED",
          "The capture cannot be refunded.",
        ),
      };
    } else if (
      amount !== undefined &&
      amount.currency_code !== (capture.amount as Json).currency_code
    ) {
      answer = {
        status: 422,
        body: unprocessable(
          "REFUND_CURRENCY_MISMATCH",
          "Refund must be in the same currency as the capture.",
        ),
      };
    } else if (cents === null || cents < 1 || cents > captured - refunded) {
      answer = {
        status: 422,
        body: unprocessable(
          "REFUND_AMOUNT_EXCEEDED",
          "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
        ),
      };
    } else {
      const id = nextId();
      const refund: Json = {
        id,
        capture_id: captureId,
        status: "COMPLETED",
        amount: {
          currency_code: (capture.amount as Json).currency_code,
          value: centsToDecimal(cents),
        },
        ...(body.note_to_payer === undefined ? {} : { note_to_payer: body.note_to_payer }),
        create_time: now().toISOString(),
        update_time: now().toISOString(),
      };
      refunds.set(id, refund);
      capture.status = refunded + cents === captured ? "REFUNDED" : "PARTIALLY_REFUNDED";
      const { capture_id: _captureId, ...rendered } = refund;
      answer = {
        status: 201,
        body: {
          ...copy(rendered),
          links: [
            { href: `${origin}/v2/payments/refunds/${id}`, rel: "self", method: "GET" },
            { href: `${origin}/v2/payments/captures/${captureId}`, rel: "up", method: "GET" },
          ],
        },
      };
    }
    if (requestId !== undefined) {
      refundsByRequestId.set(requestId, {
        captureId,
        status: answer.status,
        body: copy(answer.body),
      });
    }
    return answer;
  }

  function verify(body: Json): Answer {
    const required = [
      "auth_algo",
      "cert_url",
      "transmission_id",
      "transmission_sig",
      "transmission_time",
      "webhook_id",
      "webhook_event",
    ];
    const missing = required.filter((key) => body[key] === undefined || body[key] === "");
    if (missing.length > 0) {
      return {
        status: 400,
        body: payPalError(
          "VALIDATION_ERROR",
          "Invalid request - see details",
          "MISSING_REQUIRED_PARAMETER",
          missing.join(","),
        ),
      };
    }
    const verifier = createVerify("RSA-SHA256");
    verifier.update(
      signatureInput(
        String(body.transmission_id),
        String(body.transmission_time),
        String(body.webhook_id),
        JSON.stringify(body.webhook_event),
      ),
    );
    let valid = false;
    try {
      valid =
        body.webhook_id === webhookId &&
        body.auth_algo === "SHA256withRSA" &&
        verifier.verify(publicKey, String(body.transmission_sig), "base64");
    } catch {
      valid = false;
    }
    return { status: 200, body: { verification_status: valid ? "SUCCESS" : "FAILURE" } };
  }

  // --- Server ----------------------------------------------------------------------------------

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    const method = request.method ?? "GET";
    const raw = await readBody(request);

    if (method === "GET" && url.pathname === "/checkoutnow") {
      const id = url.searchParams.get("token") ?? "";
      const order = orders.get(id);
      const experience = experiences.get(id);
      if (!order || !experience) {
        response.writeHead(404).end("Unknown order");
        return;
      }
      const cancel = url.searchParams.get("outcome") === "cancel";
      if (!cancel && order.status !== "APPROVED" && order.status !== "COMPLETED") approveOrder(id);
      const target = new URL(String(cancel ? experience.cancel_url : experience.return_url));
      target.searchParams.set("token", id);
      if (!cancel) target.searchParams.set("PayerID", String((order.payer as Json).payer_id));
      response.writeHead(302, { location: target.href }).end();
      return;
    }

    let body: unknown;
    try {
      body = raw === "" ? undefined : JSON.parse(raw);
    } catch {
      body = raw;
    }
    const call: PayPalStandInCall = {
      method,
      path: url.pathname,
      requestId: header(request, "paypal-request-id"),
      authorization: header(request, "authorization"),
      prefer: header(request, "prefer"),
      contentType: header(request, "content-type"),
      body,
      status: 0,
    };
    calls.push(call);
    const answer = (status: number, payload: unknown) => {
      call.status = status;
      response.writeHead(status, {
        "content-type": "application/json",
        "paypal-debug-id": randomUUID().slice(0, 13),
      });
      response.end(JSON.stringify(payload));
    };

    const failureIndex = failures.findIndex(
      (failure) =>
        (failure.method === undefined || failure.method === method) &&
        (failure.path === undefined || url.pathname.startsWith(failure.path)),
    );
    if (failureIndex >= 0) {
      const failure = failures[failureIndex]!;
      failure.times -= 1;
      if (failure.times <= 0) failures.splice(failureIndex, 1);
      if (failure.reset) {
        call.status = -1;
        request.socket.destroy();
        return;
      }
      answer(
        failure.status ?? 500,
        payPalError("INTERNAL_SERVICE_ERROR", "An internal service error has occurred."),
      );
      return;
    }

    if (method === "POST" && url.pathname === "/v1/oauth2/token") {
      const expected = `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`;
      if (call.authorization !== expected) {
        answer(401, { error: "invalid_client", error_description: "Client Authentication failed" });
        return;
      }
      if (
        !call.contentType?.startsWith("application/x-www-form-urlencoded") ||
        new URLSearchParams(raw).get("grant_type") !== "client_credentials"
      ) {
        answer(400, { error: "unsupported_grant_type", error_description: "Grant Type is NULL" });
        return;
      }
      tokensIssued += 1;
      const token = `A21AA-stand-in-${tokensIssued}-${randomUUID()}`;
      tokens.set(token, now().getTime() + tokenLifetime * 1000);
      answer(200, {
        scope: "https://uri.paypal.com/services/payments/payment",
        access_token: token,
        token_type: "Bearer",
        app_id: "APP-STANDIN",
        expires_in: tokenLifetime,
        nonce: randomUUID(),
      });
      return;
    }

    const bearer = /^Bearer (.+)$/.exec(call.authorization ?? "")?.[1];
    const expiresAt = bearer === undefined ? undefined : tokens.get(bearer);
    if (expiresAt === undefined || expiresAt <= now().getTime()) {
      answer(401, authFailure);
      return;
    }
    if (method === "POST" && !call.contentType?.startsWith("application/json")) {
      answer(415, payPalError("UNSUPPORTED_MEDIA_TYPE", "The request payload is not supported."));
      return;
    }

    if (method === "POST" && url.pathname === "/v2/checkout/orders") {
      const result = createOrder((body ?? {}) as Json, call.requestId);
      answer(result.status, result.body);
      return;
    }
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    if (orderPath) {
      const id = orderPath[1]!;
      if (method === "POST" && orderPath[2]) {
        const result = captureOrder(id, call.requestId);
        answer(result.status, result.body);
        return;
      }
      if (method === "GET" && !orderPath[2]) {
        const order = orders.get(id);
        if (order) answer(200, render(order));
        else
          answer(
            404,
            payPalError(
              "RESOURCE_NOT_FOUND",
              "The specified resource does not exist.",
              "INVALID_RESOURCE_ID",
            ),
          );
        return;
      }
    }
    const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
    if (method === "POST" && refundPath) {
      const result = refundCapture(refundPath[1]!, (body ?? {}) as Json, call.requestId);
      answer(result.status, result.body);
      return;
    }
    if (method === "POST" && url.pathname === "/v1/notifications/verify-webhook-signature") {
      const result = verify((body ?? {}) as Json);
      answer(result.status, result.body);
      return;
    }
    answer(404, payPalError("NOT_FOUND", `No route for ${method} ${url.pathname}`));
  }

  const server = await startHttpStandIn((request, response, url) => {
    handle(request, response, url).catch((error: unknown) => {
      if (!response.headersSent)
        sendJson(response, 500, { name: "INTERNAL_SERVICE_ERROR", message: String(error) });
    });
  });
  origin = server.origin;

  function settle(captureId: string, status: "COMPLETED" | "DECLINED", type: string): PayPalEvent {
    const { capture } = findCapture(captureId);
    if (capture.status !== "PENDING") {
      throw new Error(`capture ${captureId} is ${String(capture.status)}, not PENDING`);
    }
    capture.status = status;
    delete capture.status_details;
    capture.update_time = now().toISOString();
    return captureEvent(type, captureId);
  }

  return {
    ...server,
    apiBase: server.origin,
    clientId,
    secret,
    webhookId,
    calls,
    tokenRequests: () => tokensIssued,
    revokeTokens: () => tokens.clear(),
    order: (id) => {
      const order = orders.get(id);
      return order ? render(order) : undefined;
    },
    refund: (id) => copy(refunds.get(id)),
    approveOrder,
    setNextCapture: (outcome) => {
      nextCapture = outcome;
    },
    completeCapture: (captureId) => settle(captureId, "COMPLETED", "PAYMENT.CAPTURE.COMPLETED"),
    denyCapture: (captureId) => settle(captureId, "DECLINED", "PAYMENT.CAPTURE.DENIED"),
    captureEvent,
    orderEvent: (type, orderId) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      return createEvent(type, "checkout-order", render(order));
    },
    signEvent,
    deliver: (event, url) => {
      const { body, headers } = signEvent(event);
      return fetch(url, { method: "POST", headers, body });
    },
    failNext: (failure = {}) => {
      failures.push({ ...failure, times: failure.times ?? 1 });
    },
  };
}
