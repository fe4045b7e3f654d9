import { eq } from "drizzle-orm";
import { type SandboxSubscriptionRow, sandboxSubscriptions } from "../../../db/schema";
import { type Interval, PaymentProviderError, type ProviderSubscriptionState } from "../provider";
import type { SandboxCore } from "./core";
import { addInterval } from "./intervals";
import { toSubscriptionState } from "./wire-format";

/*
 * The sandbox's subscriptions: cancel now or at the period end, change of cycle, and renewals
 * the dev endpoint triggers (paid, failed, or the end of a subscription set to cancel).
 */

export type RenewalOutcome = "paid" | "failed";

export type IntervalChange = { interval: Interval; productId: string; unitCents: number };

export async function requireSubscription(
  core: SandboxCore,
  ref: string,
): Promise<SandboxSubscriptionRow> {
  const subscription = await core.findSubscription(ref);
  if (!subscription) throw new PaymentProviderError("not_found", "No such subscription");
  return subscription;
}

export async function updateSubscription(
  core: SandboxCore,
  ref: string,
  values: Partial<SandboxSubscriptionRow>,
): Promise<SandboxSubscriptionRow> {
  const [row] = await core.db
    .update(sandboxSubscriptions)
    .set({ ...values, updatedAt: core.now() })
    .where(eq(sandboxSubscriptions.id, ref))
    .returning();
  if (!row) throw new PaymentProviderError("not_found", "No such subscription");
  return row;
}

export async function cancelSubscription(
  core: SandboxCore,
  ref: string,
  atPeriodEnd: boolean,
): Promise<ProviderSubscriptionState> {
  const current = await requireSubscription(core, ref);
  if (current.status === "canceled") return toSubscriptionState(current);
  const row = await updateSubscription(
    core,
    ref,
    atPeriodEnd ? { cancelAtPeriodEnd: true } : { status: "canceled" },
  );
  return toSubscriptionState(row);
}

export async function changeInterval(
  core: SandboxCore,
  ref: string,
  change: IntervalChange,
): Promise<ProviderSubscriptionState> {
  const current = await requireSubscription(core, ref);
  if (current.status === "canceled") {
    throw new PaymentProviderError("invalid_request", "This subscription has ended");
  }
  const row = await updateSubscription(core, ref, {
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
export async function simulateRenewal(
  core: SandboxCore,
  ref: string,
  outcome: RenewalOutcome,
): Promise<void> {
  const current = await requireSubscription(core, ref);
  if (current.status === "canceled") {
    throw new PaymentProviderError("invalid_request", "This subscription has ended");
  }
  if (current.cancelAtPeriodEnd) {
    await updateSubscription(core, ref, { status: "canceled" });
    await core.deliver(
      core.buildEvent("customer.subscription.deleted", {
        id: ref,
        ended_at: Math.floor(current.currentPeriodEnd.getTime() / 1000),
        ended_at_ms: current.currentPeriodEnd.getTime(),
      }),
    );
    return;
  }
  if (outcome === "failed") {
    await updateSubscription(core, ref, { status: "past_due" });
    await core.deliver(core.buildEvent("invoice.payment_failed", { subscription: ref }));
    return;
  }
  await payRenewal(core, current);
}

export async function payRenewal(
  core: SandboxCore,
  current: SandboxSubscriptionRow,
): Promise<void> {
  const periodEnd = addInterval(current.currentPeriodEnd, current.interval);
  await updateSubscription(core, current.id, { status: "active", currentPeriodEnd: periodEnd });
  await core.deliver(
    core.buildEvent("invoice.paid", {
      subscription: current.id,
      amount_paid: current.unitCents,
      period_end_ms: periodEnd.getTime(),
    }),
  );
}
