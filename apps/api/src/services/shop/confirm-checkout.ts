import type { OrderDetail } from "@inkforge/domain/contracts/shop";
import {
  findOrderByCaptureRef,
  findOrderById,
  findOrderByProviderRef,
  listOrderLines,
  listRefundsOfOrders,
} from "../../db/queries/shop";
import type { OrderRow, User } from "../../db/schema";
import { AppError } from "../../errors";
import { applyPaymentEvent } from "./apply-payment-event";
import type { ShopContext } from "./context";
import { providerFailed } from "./errors";
import { toOrderDetail } from "./views";

/**
 * Who owns the order a confirm names, checked before the provider is asked (decision 0029):
 * another user's order is a 404 without a provider call, and so is an unknown checkout session,
 * because every session is recorded on its order when it is opened. Only a payment intent not yet
 * recorded here (paid, webhook not in) needs the provider to name its order; the per-user limit
 * bounds those calls.
 */
export async function requireOwnOrderBeforeProvider(
  ctx: ShopContext,
  user: User,
  ref: { sessionId: string } | { paymentIntent: string },
): Promise<void> {
  const card = ctx.providers.card;
  if (!card) return;
  const order =
    "sessionId" in ref
      ? await findOrderByProviderRef(ctx.db, card.name, ref.sessionId)
      : await findOrderByCaptureRef(ctx.db, card.name, ref.paymentIntent);
  if (order ? order.userId !== user.id : "sessionId" in ref) {
    throw new AppError("NOT_FOUND", "No such order");
  }
}

/**
 * `GET /api/stripecomm/order/success?session_id=` and `/success/v2?payment_intent=`: the buyer is
 * back from the hosted page. Fulfilment is driven by webhooks; this asks the provider too, so the
 * buyer sees the purchase at once even if the webhook is late. Idempotent: it applies the same
 * "checkout completed" event the webhook would, and an order is paid at most once.
 */
export async function confirmCheckout(
  ctx: ShopContext,
  user: User,
  ref: { sessionId: string } | { paymentIntent: string },
): Promise<{ paid: boolean; order: OrderDetail }> {
  const card = ctx.providers.card;
  if (!card) throw new AppError("NOT_FOUND", "Card checkout is not available");
  let order: OrderRow | undefined =
    "sessionId" in ref
      ? await findOrderByProviderRef(ctx.db, card.name, ref.sessionId)
      : await findOrderByCaptureRef(ctx.db, card.name, ref.paymentIntent);

  // A closed order is asked about too: a payment that arrived after it closed is fulfilled or
  // refunded (decision 0028), and the buyer should see which at once.
  if (order?.status !== "paid") {
    let checkout: Awaited<ReturnType<typeof card.retrieveCheckout>>;
    try {
      checkout = await card.retrieveCheckout(
        "sessionId" in ref ? ref.sessionId : ref.paymentIntent,
      );
    } catch (error) {
      throw providerFailed(error);
    }
    if (checkout && !order && checkout.orderId) {
      order = await findOrderById(ctx.db, checkout.orderId).catch(() => undefined);
    }
    if (!order || order.userId !== user.id || order.channel !== "card") {
      throw new AppError("NOT_FOUND", "No such order");
    }
    if (checkout?.paid && checkout.providerRef === order.providerRef) {
      await applyPaymentEvent(ctx, card.name, {
        type: "checkout.completed",
        eventId: `confirm:${checkout.providerRef}`,
        occurredAt: ctx.now,
        providerRef: checkout.providerRef,
        orderId: order.id,
        amountCents: checkout.amountCents,
        currency: checkout.currency,
        paymentRef: checkout.paymentRef,
        subscription: checkout.subscription,
        shipping: checkout.shipping ?? null,
      });
      order = (await findOrderById(ctx.db, order.id)) ?? order;
    }
  }
  if (order.userId !== user.id) throw new AppError("NOT_FOUND", "No such order");
  const [lines, refunds] = await Promise.all([
    listOrderLines(ctx.db, [order.id]),
    listRefundsOfOrders(ctx.db, [order.id]),
  ]);
  return { paid: order.status === "paid", order: toOrderDetail(order, lines, refunds) };
}
