import { centsToDecimalString } from "@inkforge/domain/shop/money";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../../db/client";
import {
  type SandboxPaymentRow,
  type SandboxSubscriptionRow,
  sandboxPayments,
  sandboxSubscriptions,
} from "../../../db/schema";
import {
  type BillingPortalFlow,
  type CardCheckoutProvider,
  type CheckoutSession,
  type CreateCheckoutParams,
  type CreatePaypalOrderParams,
  type Interval,
  type PaymentEvent,
  PaymentProviderError,
  type PaypalCapture,
  type PaypalOrder,
  type PaypalOrderStatus,
  type PaypalOrdersProvider,
  type ProviderSubscriptionState,
  type RefundPaymentParams,
  type RefundResult,
  type RetrievedCheckout,
  WebhookVerificationError,
} from "../provider";
import { paypalStyleId, sandboxId } from "./ids";
import { addInterval } from "./intervals";
import { SANDBOX_SIGNATURE_HEADER, signPayload, verifySignature } from "./signing";

/*
 * The sandbox payment provider (decision 0019): a card checkout and a PayPal-style order flow that
 * run offline, with hosted pages served by the API itself (routes/shop/sandbox-pages.ts). It keeps
 * its own records (sandbox_* tables), as a real provider keeps its own, and tells the shop what
 * happened only through signed webhook deliveries handed to `deliver`, the same path
 * `POST /api/webhooks/sandbox` takes. Nothing here reads the shop's tables.
 */

export type SandboxDelivery = (rawBody: Buffer, headers: Record<string, string>) => Promise<void>;

export type SandboxOptions = {
  db: Database;
  now: () => Date;
  /** Signs webhook deliveries (see signing.ts). */
  webhookSecret: string;
  /** Origin of this API as browsers reach it, for the hosted pages' URLs. */
  publicUrl: string;
};

/** A sandbox event as delivered (the sandbox's own wire format, modelled on Stripe's). */
type SandboxEvent = { id: string; type: string; created: number; data: Record<string, unknown> };

export type RenewalOutcome = "paid" | "failed";

export class SandboxProvider {
  readonly card: CardCheckoutProvider;
  readonly paypal: PaypalOrdersProvider;
  private deliverEvent: SandboxDelivery | undefined;

  constructor(private readonly options: SandboxOptions) {
    this.card = this.createCardProvider();
    this.paypal = this.createPaypalProvider();
  }

  /** Where events go: the shop's webhook handling (set when the routes are registered). */
  onDeliver(deliver: SandboxDelivery): void {
    this.deliverEvent = deliver;
  }

  private get db() {
    return this.options.db;
  }

  private url(path: string): string {
    return `${this.options.publicUrl}${path}`;
  }

  // --- Webhook deliveries ------------------------------------------------------------------------

  private buildEvent(type: string, data: Record<string, unknown>): string {
    const event: SandboxEvent = {
      id: sandboxId("evt"),
      type,
      created: Math.floor(this.options.now().getTime() / 1000),
      data,
    };
    return JSON.stringify(event);
  }

  /** Delivers an event body, freshly signed, as a provider retrying a webhook would. */
  async deliver(body: string): Promise<void> {
    if (!this.deliverEvent) throw new Error("The sandbox has nowhere to deliver events");
    const raw = Buffer.from(body, "utf8");
    await this.deliverEvent(raw, {
      "content-type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: signPayload(this.options.webhookSecret, raw, this.options.now()),
    });
  }

  /** The signature header for a body (tests use it to forge or replay deliveries). */
  sign(body: Buffer | string): string {
    return signPayload(this.options.webhookSecret, body, this.options.now());
  }

  parseEvents(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent[] {
    verifySignature(
      this.options.webhookSecret,
      rawBody,
      headers[SANDBOX_SIGNATURE_HEADER],
      this.options.now(),
    );
    let event: SandboxEvent;
    try {
      event = JSON.parse(rawBody.toString("utf8")) as SandboxEvent;
    } catch {
      throw new WebhookVerificationError("The body is not JSON");
    }
    if (typeof event?.id !== "string" || typeof event.type !== "string" || !event.data) {
      throw new WebhookVerificationError("The body is not a sandbox event");
    }
    return [toPaymentEvent(event)];
  }

  // --- Card checkout -----------------------------------------------------------------------------

  private createCardProvider(): CardCheckoutProvider {
    return {
      name: "sandbox",
      createCheckout: (params) => this.createCheckout(params),
      retrieveCheckout: (ref) => this.retrieveCheckout(ref),
      cancelSubscription: (ref, { atPeriodEnd }) => this.cancelSubscription(ref, atPeriodEnd),
      changeInterval: (ref, change) => this.changeInterval(ref, change),
      createBillingPortal: (params) => this.createBillingPortal(params),
      refundPayment: (params) => this.refundPayment(params),
      parseWebhook: async (rawBody, headers) => this.parseEvents(rawBody, headers),
    };
  }

  private async createCheckout(params: CreateCheckoutParams): Promise<CheckoutSession> {
    const id = sandboxId("cs");
    const [inserted] = await this.db
      .insert(sandboxPayments)
      .values({
        id,
        kind: "checkout",
        status: "open",
        reference: params.orderId,
        mode: params.mode,
        interval: params.interval,
        lines: params.lines,
        totalCents: params.totalCents,
        currency: params.currency,
        customerEmail: params.customerEmail,
        successUrl: params.successUrl,
        cancelUrl: params.cancelUrl,
        flow: params.subscriptionProductId,
        requestId: params.idempotencyKey,
        createdAt: this.options.now(),
      })
      .onConflictDoNothing()
      .returning();
    // Same idempotency key: the first checkout, as a provider answers a repeated create.
    const row = inserted ?? (await this.findByRequestId("checkout", params.idempotencyKey));
    if (!row) throw new PaymentProviderError("unavailable", "The sandbox lost a checkout");
    return { providerRef: row.id, url: this.url(`/sandbox/checkout/${row.id}`) };
  }

  private async findByRequestId(kind: "checkout" | "paypal" | "refund", requestId: string) {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.kind, kind), eq(sandboxPayments.requestId, requestId)));
    return row;
  }

  async findPayment(
    kind: SandboxPaymentRow["kind"],
    id: string,
  ): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.kind, kind), eq(sandboxPayments.id, id)));
    return row;
  }

  async findSubscription(id: string): Promise<SandboxSubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, id));
    return row;
  }

  private async retrieveCheckout(ref: string): Promise<RetrievedCheckout | null> {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(
        and(
          eq(sandboxPayments.kind, "checkout"),
          or(eq(sandboxPayments.id, ref), eq(sandboxPayments.paymentRef, ref)),
        ),
      );
    if (!row) return null;
    const subscription = row.subscriptionId
      ? await this.findSubscription(row.subscriptionId)
      : undefined;
    return {
      providerRef: row.id,
      orderId: row.reference,
      status: row.status === "complete" ? "complete" : row.status === "open" ? "open" : "canceled",
      paid: row.status === "complete",
      amountCents: row.totalCents,
      currency: row.currency,
      paymentRef: row.paymentRef,
      subscription: subscription ? toSubscriptionState(subscription) : null,
    };
  }

  /** The buyer approved on the hosted page: the payment succeeds and the shop is told. */
  async approveCheckout(id: string): Promise<{ redirect: string }> {
    const row = await this.findPayment("checkout", id);
    if (!row) throw new PaymentProviderError("not_found", "No such checkout");
    if (row.status === "canceled") {
      throw new PaymentProviderError("invalid_request", "This checkout was cancelled");
    }
    const now = this.options.now();
    const paymentRef = sandboxId("pi");
    let subscription: SandboxSubscriptionRow | undefined;
    if (row.mode === "subscription" && row.interval) {
      subscription = {
        id: sandboxId("sub"),
        customerEmail: row.customerEmail,
        productId: row.flow ?? row.lines[0]?.productId ?? "unknown",
        unitCents: row.totalCents,
        interval: row.interval,
        status: "active",
        currentPeriodEnd: addInterval(now, row.interval),
        cancelAtPeriodEnd: false,
        cardLast4: "4242",
        createdAt: now,
        updatedAt: now,
      };
    }
    const body = this.buildEvent("checkout.session.completed", {
      id: row.id,
      client_reference_id: row.reference,
      amount_total: row.totalCents,
      currency: row.currency,
      payment_intent: paymentRef,
      subscription: subscription ? subscriptionData(subscription) : null,
    });
    // Only one approval completes the checkout, however many arrive at once.
    const [completed] = await this.db
      .update(sandboxPayments)
      .set({
        status: "complete",
        paymentRef,
        subscriptionId: subscription?.id ?? null,
        eventBody: body,
        completedAt: now,
      })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "open")))
      .returning();
    if (completed) {
      if (subscription) await this.db.insert(sandboxSubscriptions).values(subscription);
      await this.deliver(body);
    } else {
      // Approved before: deliver the same event again (the shop sees a duplicate, a no-op).
      const current = await this.findPayment("checkout", id);
      if (current?.status !== "complete" || !current.eventBody) {
        throw new PaymentProviderError("invalid_request", "This checkout was cancelled");
      }
      await this.deliver(current.eventBody);
    }
    return { redirect: withQuery(row.successUrl ?? "/", { session_id: row.id }) };
  }

  /** The buyer cancelled on the hosted page. */
  async cancelCheckout(id: string): Promise<{ redirect: string }> {
    const row = await this.findPayment("checkout", id);
    if (!row) throw new PaymentProviderError("not_found", "No such checkout");
    const [canceled] = await this.db
      .update(sandboxPayments)
      .set({ status: "canceled", completedAt: this.options.now() })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "open")))
      .returning();
    if (canceled) {
      await this.deliver(this.buildEvent("checkout.session.expired", { id: row.id }));
    } else if (row.status === "complete") {
      throw new PaymentProviderError("invalid_request", "This checkout is already paid");
    }
    return { redirect: row.cancelUrl ?? "/" };
  }

  // --- Subscriptions -----------------------------------------------------------------------------

  private async requireSubscription(ref: string): Promise<SandboxSubscriptionRow> {
    const subscription = await this.findSubscription(ref);
    if (!subscription) throw new PaymentProviderError("not_found", "No such subscription");
    return subscription;
  }

  private async updateSubscription(
    ref: string,
    values: Partial<SandboxSubscriptionRow>,
  ): Promise<SandboxSubscriptionRow> {
    const [row] = await this.db
      .update(sandboxSubscriptions)
      .set({ ...values, updatedAt: this.options.now() })
      .where(eq(sandboxSubscriptions.id, ref))
      .returning();
    if (!row) throw new PaymentProviderError("not_found", "No such subscription");
    return row;
  }

  private async cancelSubscription(
    ref: string,
    atPeriodEnd: boolean,
  ): Promise<ProviderSubscriptionState> {
    const current = await this.requireSubscription(ref);
    if (current.status === "canceled") return toSubscriptionState(current);
    const row = await this.updateSubscription(
      ref,
      atPeriodEnd ? { cancelAtPeriodEnd: true } : { status: "canceled" },
    );
    return toSubscriptionState(row);
  }

  private async changeInterval(
    ref: string,
    change: { interval: Interval; productId: string; unitCents: number },
  ): Promise<ProviderSubscriptionState> {
    const current = await this.requireSubscription(ref);
    if (current.status === "canceled") {
      throw new PaymentProviderError("invalid_request", "This subscription has ended");
    }
    const row = await this.updateSubscription(ref, {
      interval: change.interval,
      productId: change.productId,
      unitCents: change.unitCents,
    });
    return toSubscriptionState(row);
  }

  /**
   * A renewal at the end of the current period (the dev endpoint triggers it): paid extends the
   * period by one interval, failed makes the subscription past due. A subscription set to cancel
   * at the period end ends instead.
   */
  async simulateRenewal(ref: string, outcome: RenewalOutcome): Promise<void> {
    const current = await this.requireSubscription(ref);
    if (current.status === "canceled") {
      throw new PaymentProviderError("invalid_request", "This subscription has ended");
    }
    if (current.cancelAtPeriodEnd) {
      await this.updateSubscription(ref, { status: "canceled" });
      await this.deliver(
        this.buildEvent("customer.subscription.deleted", {
          id: ref,
          ended_at: Math.floor(current.currentPeriodEnd.getTime() / 1000),
          ended_at_ms: current.currentPeriodEnd.getTime(),
        }),
      );
      return;
    }
    if (outcome === "failed") {
      await this.updateSubscription(ref, { status: "past_due" });
      await this.deliver(this.buildEvent("invoice.payment_failed", { subscription: ref }));
      return;
    }
    await this.payRenewal(current);
  }

  private async payRenewal(current: SandboxSubscriptionRow): Promise<void> {
    const periodEnd = addInterval(current.currentPeriodEnd, current.interval);
    await this.updateSubscription(current.id, { status: "active", currentPeriodEnd: periodEnd });
    await this.deliver(
      this.buildEvent("invoice.paid", {
        subscription: current.id,
        amount_paid: current.unitCents,
        period_end_ms: periodEnd.getTime(),
      }),
    );
  }

  // --- Billing portal ----------------------------------------------------------------------------

  private async createBillingPortal(params: {
    flow: BillingPortalFlow;
    subscriptionRef: string;
    customerEmail: string;
    returnUrl: string;
  }): Promise<{ url: string }> {
    await this.requireSubscription(params.subscriptionRef);
    const id = sandboxId("bps");
    await this.db.insert(sandboxPayments).values({
      id,
      kind: "portal",
      status: "open",
      flow: params.flow,
      subscriptionId: params.subscriptionRef,
      customerEmail: params.customerEmail,
      successUrl: params.returnUrl,
      createdAt: this.options.now(),
    });
    return { url: this.url(`/sandbox/billing/${id}`) };
  }

  /** The portal's "update card" form: a past-due subscription is charged again on the new card. */
  async updateCard(portalId: string, cardNumber: string): Promise<{ redirect: string }> {
    const portal = await this.requirePortal(portalId);
    const digits = cardNumber.replace(/[\s-]/g, "");
    if (!/^\d{12,19}$/.test(digits)) {
      throw new PaymentProviderError("invalid_request", "Enter a card number of 12 to 19 digits");
    }
    const current = await this.requireSubscription(portal.subscriptionId!);
    await this.updateSubscription(current.id, { cardLast4: digits.slice(-4) });
    if (current.status === "past_due") await this.payRenewal(current);
    return { redirect: portal.successUrl ?? "/" };
  }

  /** The portal's "change billing cycle" form: month ⇄ year from the next renewal on. */
  async changeCycle(
    portalId: string,
    change: { interval: Interval; productId: string; unitCents: number },
  ): Promise<{ redirect: string }> {
    const portal = await this.requirePortal(portalId);
    const state = await this.changeInterval(portal.subscriptionId!, change);
    await this.deliver(
      this.buildEvent("customer.subscription.updated", {
        ...subscriptionDataFromState(state),
        product_id: change.productId,
      }),
    );
    return { redirect: portal.successUrl ?? "/" };
  }

  /** The portal's "cancel at period end" / "keep my subscription" switch. */
  async setCancelAtPeriodEnd(portalId: string, cancel: boolean): Promise<{ redirect: string }> {
    const portal = await this.requirePortal(portalId);
    const current = await this.requireSubscription(portal.subscriptionId!);
    if (current.status !== "canceled") {
      const row = await this.updateSubscription(current.id, { cancelAtPeriodEnd: cancel });
      await this.deliver(this.buildEvent("customer.subscription.updated", subscriptionData(row)));
    }
    return { redirect: portal.successUrl ?? "/" };
  }

  async requirePortal(portalId: string): Promise<SandboxPaymentRow> {
    const portal = await this.findPayment("portal", portalId);
    if (!portal?.subscriptionId) throw new PaymentProviderError("not_found", "No such session");
    return portal;
  }

  // --- Refunds ----------------------------------------------------------------------------------

  /**
   * Refunds a paid checkout or a captured PayPal-style order, at most its amount in total. A repeat
   * with the same idempotency key answers the first refund, as Stripe and PayPal do.
   */
  async refundPayment(params: RefundPaymentParams): Promise<RefundResult> {
    if (!Number.isSafeInteger(params.amountCents) || params.amountCents <= 0) {
      throw new PaymentProviderError("invalid_request", "A refund needs a positive amount");
    }
    const repeat = await this.findByRequestId("refund", params.idempotencyKey);
    if (repeat) return { refundRef: repeat.id, status: "succeeded" };
    const [payment] = await this.db
      .select()
      .from(sandboxPayments)
      .where(
        and(
          inArray(sandboxPayments.kind, ["checkout", "paypal"]),
          eq(sandboxPayments.paymentRef, params.paymentRef),
        ),
      );
    if (!payment) throw new PaymentProviderError("not_found", "No such payment");
    const earlier = await this.db
      .select({ totalCents: sandboxPayments.totalCents })
      .from(sandboxPayments)
      .where(
        and(eq(sandboxPayments.kind, "refund"), eq(sandboxPayments.reference, params.paymentRef)),
      );
    const refunded = earlier.reduce((sum, row) => sum + row.totalCents, 0);
    if (refunded + params.amountCents > payment.totalCents) {
      throw new PaymentProviderError(
        "invalid_request",
        "The refund is more than what is left of the payment",
      );
    }
    const now = this.options.now();
    const [inserted] = await this.db
      .insert(sandboxPayments)
      .values({
        id: sandboxId("re"),
        kind: "refund",
        status: "succeeded",
        reference: params.paymentRef,
        totalCents: params.amountCents,
        currency: params.currency,
        customerEmail: payment.customerEmail,
        flow: params.reason,
        requestId: params.idempotencyKey,
        createdAt: now,
        completedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    const row = inserted ?? (await this.findByRequestId("refund", params.idempotencyKey));
    if (!row) throw new PaymentProviderError("unavailable", "The sandbox lost a refund");
    return { refundRef: row.id, status: "succeeded" };
  }

  // --- PayPal-style orders -----------------------------------------------------------------------

  private createPaypalProvider(): PaypalOrdersProvider {
    return {
      name: "sandbox",
      createOrder: (params) => this.createPaypalOrder(params),
      captureOrder: (id, requestId) => this.capturePaypalOrder(id, requestId),
      getOrder: (id) => this.getPaypalOrder(id),
      refundPayment: (params) => this.refundPayment(params),
      verifyWebhook: async (rawBody, headers) => this.parseEvents(rawBody, headers),
    };
  }

  private async createPaypalOrder(
    params: CreatePaypalOrderParams,
  ): Promise<{ id: string; approveUrl: string }> {
    const [inserted] = await this.db
      .insert(sandboxPayments)
      .values({
        id: paypalStyleId(),
        kind: "paypal",
        status: "CREATED",
        reference: params.orderId,
        mode: "payment",
        lines: params.lines,
        totalCents: params.totalCents,
        currency: params.currency,
        successUrl: params.returnUrl,
        cancelUrl: params.cancelUrl,
        requestId: params.requestId,
        createdAt: this.options.now(),
      })
      .onConflictDoNothing()
      .returning();
    const row = inserted ?? (await this.findByRequestId("paypal", params.requestId));
    if (!row) throw new PaymentProviderError("unavailable", "The sandbox lost an order");
    return { id: row.id, approveUrl: this.url(`/sandbox/paypal/${row.id}`) };
  }

  private toCapture(row: SandboxPaymentRow): PaypalCapture {
    return {
      id: row.id,
      status: "COMPLETED",
      captureId: row.paymentRef!,
      amount: { value: centsToDecimalString(row.totalCents), currency_code: row.currency },
    };
  }

  private async capturePaypalOrder(id: string, requestId: string): Promise<PaypalCapture> {
    const captureId = paypalStyleId();
    const [captured] = await this.db
      .update(sandboxPayments)
      .set({
        status: "COMPLETED",
        paymentRef: captureId,
        captureRequestId: requestId,
        completedAt: this.options.now(),
      })
      .where(
        and(
          eq(sandboxPayments.kind, "paypal"),
          eq(sandboxPayments.id, id),
          eq(sandboxPayments.status, "APPROVED"),
        ),
      )
      .returning();
    if (captured) return this.toCapture(captured);
    const row = await this.findPayment("paypal", id);
    if (!row) throw new PaymentProviderError("not_found", `Order ${id} does not exist`);
    if (row.status === "COMPLETED") {
      // PayPal-Request-Id semantics: the same request id answers the first capture.
      if (row.captureRequestId === requestId) return this.toCapture(row);
      throw new PaymentProviderError("already_captured", "ORDER_ALREADY_CAPTURED");
    }
    throw new PaymentProviderError(
      "not_approved",
      row.status === "VOIDED" ? "The buyer cancelled this order" : "ORDER_NOT_APPROVED",
    );
  }

  private async getPaypalOrder(id: string): Promise<PaypalOrder | null> {
    const row = await this.findPayment("paypal", id);
    if (!row) return null;
    return {
      id: row.id,
      status: row.status as PaypalOrderStatus,
      orderId: row.reference,
      amount: { value: centsToDecimalString(row.totalCents), currency_code: row.currency },
      capture: row.status === "COMPLETED" && row.paymentRef ? this.toCapture(row) : null,
    };
  }

  /** The buyer approved on the PayPal-style page; the merchant captures next. */
  async approvePaypalOrder(id: string): Promise<{ redirect: string }> {
    const row = await this.findPayment("paypal", id);
    if (!row) throw new PaymentProviderError("not_found", "No such order");
    if (row.status === "VOIDED") {
      throw new PaymentProviderError("invalid_request", "This order was cancelled");
    }
    await this.db
      .update(sandboxPayments)
      .set({ status: "APPROVED" })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "CREATED")));
    return {
      redirect: withQuery(row.successUrl ?? "/", { token: row.id, PayerID: "SANDBOXPAYER" }),
    };
  }

  async cancelPaypalOrder(id: string): Promise<{ redirect: string }> {
    const row = await this.findPayment("paypal", id);
    if (!row) throw new PaymentProviderError("not_found", "No such order");
    const [voided] = await this.db
      .update(sandboxPayments)
      .set({ status: "VOIDED", completedAt: this.options.now() })
      .where(
        and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, ["CREATED", "APPROVED"])),
      )
      .returning();
    if (voided) {
      await this.deliver(this.buildEvent("checkout.order.voided", { id }));
    } else if (row.status === "COMPLETED") {
      throw new PaymentProviderError("invalid_request", "This order is already paid");
    }
    return { redirect: withQuery(row.cancelUrl ?? "/", { token: row.id }) };
  }
}

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  return new SandboxProvider(options);
}

// --- Wire format ---------------------------------------------------------------------------------

function toSubscriptionState(row: SandboxSubscriptionRow): ProviderSubscriptionState {
  return {
    providerRef: row.id,
    status: row.status,
    interval: row.interval,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

function subscriptionDataFromState(state: ProviderSubscriptionState): Record<string, unknown> {
  return {
    id: state.providerRef,
    status: state.status,
    interval: state.interval,
    current_period_end_ms: state.currentPeriodEnd.getTime(),
    cancel_at_period_end: state.cancelAtPeriodEnd,
  };
}

function subscriptionData(row: SandboxSubscriptionRow): Record<string, unknown> {
  return subscriptionDataFromState(toSubscriptionState(row));
}

function readSubscription(value: unknown): ProviderSubscriptionState | null {
  if (typeof value !== "object" || value === null) return null;
  const data = value as Record<string, unknown>;
  const status = data.status;
  const interval = data.interval;
  const end = Number(data.current_period_end_ms);
  if (
    typeof data.id !== "string" ||
    (status !== "active" && status !== "past_due" && status !== "canceled") ||
    (interval !== "month" && interval !== "year") ||
    !Number.isFinite(end)
  ) {
    throw new WebhookVerificationError("The event's subscription is malformed");
  }
  return {
    providerRef: data.id,
    status,
    interval,
    currentPeriodEnd: new Date(end),
    cancelAtPeriodEnd: data.cancel_at_period_end === true,
  };
}

function text(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  if (typeof value !== "string" || value.length === 0) {
    throw new WebhookVerificationError(`The event has no ${key}`);
  }
  return value;
}

function number(data: Record<string, unknown>, key: string): number {
  const value = data[key];
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new WebhookVerificationError(`The event has no ${key}`);
  }
  return value;
}

/** A verified sandbox event in the shop's normalised form. */
function toPaymentEvent(event: SandboxEvent): PaymentEvent {
  const occurredAt = new Date(event.created * 1000);
  const { data } = event;
  switch (event.type) {
    case "checkout.session.completed":
      return {
        type: "checkout.completed",
        eventId: event.id,
        occurredAt,
        providerRef: text(data, "id"),
        orderId: typeof data.client_reference_id === "string" ? data.client_reference_id : null,
        amountCents: number(data, "amount_total"),
        currency: text(data, "currency"),
        paymentRef: typeof data.payment_intent === "string" ? data.payment_intent : null,
        subscription: readSubscription(data.subscription),
      };
    case "checkout.session.expired":
    case "checkout.order.voided":
      return {
        type: "checkout.failed",
        eventId: event.id,
        occurredAt,
        providerRef: text(data, "id"),
        reason: event.type === "checkout.order.voided" ? "canceled" : "expired",
      };
    case "invoice.paid":
      return {
        type: "subscription.renewed",
        eventId: event.id,
        occurredAt,
        subscriptionRef: text(data, "subscription"),
        currentPeriodEnd: new Date(number(data, "period_end_ms")),
        amountCents: number(data, "amount_paid"),
      };
    case "invoice.payment_failed":
      return {
        type: "subscription.payment_failed",
        eventId: event.id,
        occurredAt,
        subscriptionRef: text(data, "subscription"),
      };
    case "customer.subscription.updated":
      return {
        type: "subscription.updated",
        eventId: event.id,
        occurredAt,
        subscription: readSubscription(data)!,
        productId: typeof data.product_id === "string" ? data.product_id : null,
      };
    case "customer.subscription.deleted":
      return {
        type: "subscription.canceled",
        eventId: event.id,
        occurredAt,
        subscriptionRef: text(data, "id"),
        endedAt: new Date(number(data, "ended_at_ms")),
      };
    default:
      return { type: "ignored", eventId: event.id, providerType: event.type };
  }
}

/** `url` with extra query parameters (kept absolute). */
function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
