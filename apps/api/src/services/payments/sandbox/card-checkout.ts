import { and, eq, or } from "drizzle-orm";
import {
  type SandboxSubscriptionRow,
  sandboxPayments,
  sandboxSubscriptions,
} from "../../../db/schema";
import {
  type ChargedShipping,
  type CheckoutSession,
  type CreateCheckoutParams,
  PaymentProviderError,
  type RetrievedCheckout,
} from "../provider";
import type { SandboxCore } from "./core";
import { sandboxId } from "./ids";
import { addInterval } from "./intervals";
import { shippingData, subscriptionData, toSubscriptionState, withQuery } from "./wire-format";

/*
 * The sandbox's card checkout (modelled on Stripe Checkout): a hosted page per checkout; the
 * buyer approves (giving a shipping address when merch is in it) or cancels, and the shop hears
 * of it through a signed `checkout.session.completed` / `checkout.session.expired` delivery.
 */

export async function createCheckout(
  core: SandboxCore,
  params: CreateCheckoutParams,
): Promise<CheckoutSession> {
  const id = sandboxId("cs");
  const [inserted] = await core.db
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
      shipping: params.requiresShipping && params.shipping ? { ...params.shipping } : null,
      createdAt: core.now(),
    })
    .onConflictDoNothing()
    .returning();
  // Same idempotency key: the first checkout, as a provider answers a repeated create.
  const row = inserted ?? (await core.findByRequestId("checkout", params.idempotencyKey));
  if (!row) throw new PaymentProviderError("unavailable", "The sandbox lost a checkout");
  return { providerRef: row.id, url: core.url(`/sandbox/checkout/${row.id}`) };
}

export async function retrieveCheckout(
  core: SandboxCore,
  ref: string,
): Promise<RetrievedCheckout | null> {
  const [row] = await core.db
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
    ? await core.findSubscription(row.subscriptionId)
    : undefined;
  const shipping = chargedShipping(row.shipping);
  return {
    providerRef: row.id,
    orderId: row.reference,
    status: row.status === "complete" ? "complete" : row.status === "open" ? "open" : "canceled",
    paid: row.status === "complete",
    amountCents: row.totalCents + (row.status === "complete" ? (shipping?.amountCents ?? 0) : 0),
    currency: row.currency,
    paymentRef: row.paymentRef,
    subscription: subscription ? toSubscriptionState(subscription) : null,
    shipping,
  };
}

type StoredShipping = NonNullable<(typeof sandboxPayments.$inferSelect)["shipping"]>;

function chargedShipping(shipping: StoredShipping | null): ChargedShipping | null {
  if (!shipping?.address || shipping.amountCents === undefined) return null;
  const rate = shipping.rates.find((candidate) =>
    candidate.countries.includes(shipping.address!.country),
  );
  return { address: shipping.address, amountCents: shipping.amountCents, rateId: rate?.id ?? "" };
}

/** The address the hosted page's form posted, or the first field that is missing or wrong. */
function readShippingForm(
  form: Record<string, string>,
  countries: readonly string[],
): ChargedShipping["address"] {
  const field = (name: string, label: string, max = 200) => {
    const value = (form[name] ?? "").trim();
    if (!value) throw new PaymentProviderError("invalid_request", `Enter the ${label}`);
    if (value.length > max) {
      throw new PaymentProviderError("invalid_request", `The ${label} is too long`);
    }
    return value;
  };
  const optional = (name: string) => (form[name] ?? "").trim().slice(0, 200) || null;
  const name = field("name", "full name");
  const line1 = field("line1", "street address");
  const city = field("city", "city");
  const postalCode = field("postal_code", "postal code", 20);
  const country = field("country", "country", 2).toUpperCase();
  if (!countries.includes(country)) {
    throw new PaymentProviderError("invalid_request", `We do not ship to ${country}`);
  }
  return {
    name,
    line1,
    line2: optional("line2"),
    city,
    state: optional("state"),
    postalCode,
    country,
  };
}

/**
 * The buyer approved on the hosted page: the payment succeeds and the shop is told. With merch,
 * the form carries the shipping address; the charge is the lines plus the destination's rate.
 */
export async function approveCheckout(
  core: SandboxCore,
  id: string,
  form: Record<string, string> = {},
): Promise<{ redirect: string }> {
  const row = await core.findPayment("checkout", id);
  if (!row) throw new PaymentProviderError("not_found", "No such checkout");
  if (row.status === "canceled") {
    throw new PaymentProviderError("invalid_request", "This checkout was cancelled");
  }
  const now = core.now();
  let shipping: ChargedShipping | null = null;
  if (row.shipping && row.status === "open") {
    const address = readShippingForm(form, row.shipping.countries);
    const rate = row.shipping.rates.find((candidate) =>
      candidate.countries.includes(address.country),
    );
    if (!rate) {
      throw new PaymentProviderError("invalid_request", `We do not ship to ${address.country}`);
    }
    shipping = { address, amountCents: rate.amountCents, rateId: rate.id };
  }
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
  const body = core.buildEvent("checkout.session.completed", {
    id: row.id,
    client_reference_id: row.reference,
    amount_total: row.totalCents + (shipping?.amountCents ?? 0),
    currency: row.currency,
    payment_intent: paymentRef,
    subscription: subscription ? subscriptionData(subscription) : null,
    shipping: shipping ? shippingData(shipping) : null,
  });
  // Only one approval completes the checkout, however many arrive at once.
  const [completed] = await core.db
    .update(sandboxPayments)
    .set({
      status: "complete",
      paymentRef,
      subscriptionId: subscription?.id ?? null,
      eventBody: body,
      completedAt: now,
      ...(shipping && row.shipping
        ? {
            shipping: {
              ...row.shipping,
              address: shipping.address,
              amountCents: shipping.amountCents,
            },
          }
        : {}),
    })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "open")))
    .returning();
  if (completed) {
    if (subscription) await core.db.insert(sandboxSubscriptions).values(subscription);
    await core.deliver(body);
  } else {
    // Approved before: deliver the same event again (the shop sees a duplicate, a no-op).
    const current = await core.findPayment("checkout", id);
    if (current?.status !== "complete" || !current.eventBody) {
      throw new PaymentProviderError("invalid_request", "This checkout was cancelled");
    }
    await core.deliver(current.eventBody);
  }
  return { redirect: withQuery(row.successUrl ?? "/", { session_id: row.id }) };
}

/** The buyer cancelled on the hosted page. */
export async function cancelCheckout(core: SandboxCore, id: string): Promise<{ redirect: string }> {
  const row = await core.findPayment("checkout", id);
  if (!row) throw new PaymentProviderError("not_found", "No such checkout");
  const [canceled] = await core.db
    .update(sandboxPayments)
    .set({ status: "canceled", completedAt: core.now() })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "open")))
    .returning();
  if (canceled) {
    await core.deliver(core.buildEvent("checkout.session.expired", { id: row.id }));
  } else if (row.status === "complete") {
    throw new PaymentProviderError("invalid_request", "This checkout is already paid");
  }
  return { redirect: row.cancelUrl ?? "/" };
}
