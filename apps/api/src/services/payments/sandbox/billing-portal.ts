import { type SandboxPaymentRow, sandboxPayments } from "../../../db/schema";
import { type CreateBillingPortalParams, PaymentProviderError } from "../provider";
import type { SandboxCore } from "./core";
import { sandboxId } from "./ids";
import {
  changeInterval,
  type IntervalChange,
  payRenewal,
  requireSubscription,
  updateSubscription,
} from "./subscriptions";
import { subscriptionData, subscriptionDataFromState } from "./wire-format";

/*
 * The sandbox's billing portal (modelled on Stripe's): a session page per visit where the buyer
 * updates the card (a past-due subscription is charged again), changes the billing cycle, or
 * sets or withdraws cancellation at the period end.
 */

export async function createBillingPortal(
  core: SandboxCore,
  params: CreateBillingPortalParams,
): Promise<{ url: string }> {
  await requireSubscription(core, params.subscriptionRef);
  const id = sandboxId("bps");
  await core.db.insert(sandboxPayments).values({
    id,
    kind: "portal",
    status: "open",
    flow: params.flow,
    subscriptionId: params.subscriptionRef,
    customerEmail: params.customerEmail,
    successUrl: params.returnUrl,
    createdAt: core.now(),
  });
  return { url: core.url(`/sandbox/billing/${id}`) };
}

export async function requirePortal(
  core: SandboxCore,
  portalId: string,
): Promise<SandboxPaymentRow> {
  const portal = await core.findPayment("portal", portalId);
  if (!portal?.subscriptionId) throw new PaymentProviderError("not_found", "No such session");
  return portal;
}

/** The portal's "update card" form: a past-due subscription is charged again on the new card. */
export async function updateCard(
  core: SandboxCore,
  portalId: string,
  cardNumber: string,
): Promise<{ redirect: string }> {
  const portal = await requirePortal(core, portalId);
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) {
    throw new PaymentProviderError("invalid_request", "Enter a card number of 12 to 19 digits");
  }
  const current = await requireSubscription(core, portal.subscriptionId!);
  await updateSubscription(core, current.id, { cardLast4: digits.slice(-4) });
  if (current.status === "past_due") await payRenewal(core, current);
  return { redirect: portal.successUrl ?? "/" };
}

/** The portal's "change billing cycle" form: month ⇄ year from the next renewal on. */
export async function changeCycle(
  core: SandboxCore,
  portalId: string,
  change: IntervalChange,
): Promise<{ redirect: string }> {
  const portal = await requirePortal(core, portalId);
  const state = await changeInterval(core, portal.subscriptionId!, change);
  await core.deliver(
    core.buildEvent("customer.subscription.updated", {
      ...subscriptionDataFromState(state),
      product_id: change.productId,
    }),
  );
  return { redirect: portal.successUrl ?? "/" };
}

/** The portal's "cancel at period end" / "keep my subscription" switch. */
export async function setCancelAtPeriodEnd(
  core: SandboxCore,
  portalId: string,
  cancel: boolean,
): Promise<{ redirect: string }> {
  const portal = await requirePortal(core, portalId);
  const current = await requireSubscription(core, portal.subscriptionId!);
  if (current.status !== "canceled") {
    const row = await updateSubscription(core, current.id, { cancelAtPeriodEnd: cancel });
    await core.deliver(core.buildEvent("customer.subscription.updated", subscriptionData(row)));
  }
  return { redirect: portal.successUrl ?? "/" };
}
