import type { SandboxPaymentRow, SandboxSubscriptionRow } from "../../../db/schema";
import type {
  CardCheckoutProvider,
  PaymentEvent,
  PaypalOrdersProvider,
  RefundPaymentParams,
  RefundResult,
} from "../provider";
import * as portal from "./billing-portal";
import * as card from "./card-checkout";
import { SandboxCore, type SandboxDelivery, type SandboxOptions } from "./core";
import * as paypal from "./paypal-orders";
import * as refunds from "./refunds";
import * as subscriptions from "./subscriptions";

export type { SandboxDelivery, SandboxOptions } from "./core";

/*
 * The sandbox payment provider (decision 0019): a card checkout and a PayPal-style order flow that
 * run offline, with hosted pages served by the API itself (routes/shop/sandbox-pages.ts). It keeps
 * its own records (sandbox_* tables), as a real provider keeps its own, and tells the shop what
 * happened only through signed webhook deliveries handed to `deliver`, the same path
 * `POST /api/webhooks/sandbox` takes. Nothing here reads the shop's tables.
 *
 * Each flow lives in its own file (decision 0028): card-checkout, paypal-orders, subscriptions,
 * billing-portal, refunds; core holds what they share, wire-format the webhook format.
 */
export class SandboxProvider {
  readonly card: CardCheckoutProvider;
  readonly paypal: PaypalOrdersProvider;
  private readonly core: SandboxCore;

  constructor(options: SandboxOptions) {
    const core = new SandboxCore(options);
    this.core = core;
    this.card = {
      name: "sandbox",
      createCheckout: (params) => card.createCheckout(core, params),
      retrieveCheckout: (ref) => card.retrieveCheckout(core, ref),
      cancelSubscription: (ref, { atPeriodEnd }) =>
        subscriptions.cancelSubscription(core, ref, atPeriodEnd),
      changeInterval: (ref, change) => subscriptions.changeInterval(core, ref, change),
      createBillingPortal: (params) => portal.createBillingPortal(core, params),
      refundPayment: (params) => refunds.refundPayment(core, params),
      parseWebhook: async (rawBody, headers) => core.parseEvents(rawBody, headers),
    };
    this.paypal = {
      name: "sandbox",
      createOrder: (params) => paypal.createPaypalOrder(core, params),
      captureOrder: (id, requestId) => paypal.capturePaypalOrder(core, id, requestId),
      getOrder: (id) => paypal.getPaypalOrder(core, id),
      refundPayment: (params) => refunds.refundPayment(core, params),
      verifyWebhook: async (rawBody, headers) => core.parseEvents(rawBody, headers),
    };
  }

  /** Where events go: the shop's webhook handling (set when the routes are registered). */
  onDeliver(deliver: SandboxDelivery): void {
    this.core.onDeliver(deliver);
  }

  /** Delivers an event body, freshly signed, as a provider retrying a webhook would. */
  deliver(body: string): Promise<void> {
    return this.core.deliver(body);
  }

  /** The signature header for a body (tests use it to forge or replay deliveries). */
  sign(body: Buffer | string): string {
    return this.core.sign(body);
  }

  parseEvents(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent[] {
    return this.core.parseEvents(rawBody, headers);
  }

  findPayment(kind: SandboxPaymentRow["kind"], id: string): Promise<SandboxPaymentRow | undefined> {
    return this.core.findPayment(kind, id);
  }

  findSubscription(id: string): Promise<SandboxSubscriptionRow | undefined> {
    return this.core.findSubscription(id);
  }

  /** The buyer approved on the hosted page (with the shipping address form for merch). */
  approveCheckout(id: string, form: Record<string, string> = {}): Promise<{ redirect: string }> {
    return card.approveCheckout(this.core, id, form);
  }

  cancelCheckout(id: string): Promise<{ redirect: string }> {
    return card.cancelCheckout(this.core, id);
  }

  simulateRenewal(ref: string, outcome: subscriptions.RenewalOutcome): Promise<void> {
    return subscriptions.simulateRenewal(this.core, ref, outcome);
  }

  updateCard(portalId: string, cardNumber: string): Promise<{ redirect: string }> {
    return portal.updateCard(this.core, portalId, cardNumber);
  }

  changeCycle(
    portalId: string,
    change: subscriptions.IntervalChange,
  ): Promise<{ redirect: string }> {
    return portal.changeCycle(this.core, portalId, change);
  }

  setCancelAtPeriodEnd(portalId: string, cancel: boolean): Promise<{ redirect: string }> {
    return portal.setCancelAtPeriodEnd(this.core, portalId, cancel);
  }

  requirePortal(portalId: string): Promise<SandboxPaymentRow> {
    return portal.requirePortal(this.core, portalId);
  }

  approvePaypalOrder(id: string): Promise<{ redirect: string }> {
    return paypal.approvePaypalOrder(this.core, id);
  }

  cancelPaypalOrder(id: string): Promise<{ redirect: string }> {
    return paypal.cancelPaypalOrder(this.core, id);
  }

  refundPayment(params: RefundPaymentParams): Promise<RefundResult> {
    return refunds.refundPayment(this.core, params);
  }

  /**
   * The buyer's money goes back (demo mode's dev route): a refund of the whole payment, or a
   * chargeback the buyer's bank opened, each announced by a webhook as Stripe does
   * (`charge.refunded`, `charge.dispute.created`).
   */
  async simulateReversal(
    payment: { paymentRef: string; amountCents: number; currency: "USD" },
    reason: "refund" | "chargeback",
  ): Promise<void> {
    if (reason === "refund") {
      await refunds.refundPayment(this.core, {
        paymentRef: payment.paymentRef,
        amountCents: payment.amountCents,
        currency: payment.currency,
        reason: "requested_by_customer",
        idempotencyKey: `refund-all:${payment.paymentRef}`,
      });
    }
    const type = reason === "refund" ? "charge.refunded" : "charge.dispute.created";
    await this.core.deliver(
      this.core.buildEvent(type, {
        payment_intent: payment.paymentRef,
        amount: payment.amountCents,
        currency: payment.currency.toLowerCase(),
      }),
    );
  }
}

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  return new SandboxProvider(options);
}
