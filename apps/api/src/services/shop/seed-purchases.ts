import { getProductOrThrow, isRecurringProduct } from "@inkforge/domain/shop/catalogue";
import type { Database } from "../../db/client";
import { demoAccounts } from "../../db/demo-accounts";
import { findActiveUserByEmail } from "../../db/queries/accounts";
import { findOrderByProviderRef, insertOrder, setOrderProviderRef } from "../../db/queries/shop";
import { sandboxSubscriptions } from "../../db/schema";
import { addInterval } from "../payments/sandbox/intervals";
import { fulfilPaidOrder } from "./fulfil-order";

/**
 * What each demo account has bought (decision 0020): `pro@` Pro monthly (an active sandbox
 * subscription, renewable and cancellable from the demo), `promax@` Pro Max lifetime with the
 * Keyword Research Workbook (a download), `supreme@` Supreme lifetime. Free accounts buy nothing.
 */
const demoPurchases: Readonly<Record<string, readonly string[]>> = {
  "pro@demo.inkforge.test": ["pro-monthly"],
  "promax@demo.inkforge.test": ["pro-max-lifetime", "keyword-research-workbook"],
  "supreme@demo.inkforge.test": ["supreme-lifetime"],
};

/**
 * Records the demo purchases as paid sandbox orders, through the same fulfilment as a real
 * payment (grants, subscription, notifications). Idempotent: an account's seeded order has a
 * fixed provider reference, so a second run finds it and does nothing.
 */
export async function seedDemoPurchases(db: Database, { now }: { now: Date }): Promise<void> {
  for (const account of demoAccounts) {
    const productIds = demoPurchases[account.email];
    if (!productIds) continue;
    const user = await findActiveUserByEmail(db, account.email);
    if (!user) continue;
    const providerRef = `seed_${user.id}`;
    if (await findOrderByProviderRef(db, "sandbox", providerRef)) continue;

    const products = productIds.map(getProductOrThrow);
    const recurring = products.find(isRecurringProduct);
    await db.transaction(async (tx) => {
      const order = await insertOrder(
        tx,
        {
          userId: user.id,
          provider: "sandbox",
          channel: "card",
          mode: recurring ? "subscription" : "payment",
          interval: recurring ? recurring.billingPeriod : null,
          totalCents: products.reduce((sum, product) => sum + product.priceCents, 0),
          currency: "USD",
          specialOffer: null,
          affiliate: null,
          successUrl: "about:blank",
          failUrl: "about:blank",
          createdAt: now,
        },
        products.map((product, position) => ({
          position,
          productId: product._id,
          kind: "product" as const,
          title: product.title,
          unitCents: product.priceCents,
          listCents: product.priceCents,
          quantity: 1,
        })),
      );
      let subscription = null;
      if (recurring) {
        const periodEnd = addInterval(now, recurring.billingPeriod);
        const [row] = await tx
          .insert(sandboxSubscriptions)
          .values({
            id: `sub_sandbox_seed_${user.id}`,
            customerEmail: user.email,
            productId: recurring._id,
            unitCents: recurring.priceCents,
            interval: recurring.billingPeriod,
            status: "active",
            currentPeriodEnd: periodEnd,
            cancelAtPeriodEnd: false,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        subscription = {
          providerRef: `sub_sandbox_seed_${user.id}`,
          status: "active" as const,
          interval: recurring.billingPeriod,
          currentPeriodEnd: row?.currentPeriodEnd ?? periodEnd,
          cancelAtPeriodEnd: false,
        };
      }
      await setOrderProviderRef(tx, order.id, providerRef);
      await fulfilPaidOrder(tx, order, {
        now,
        paymentRef: `pi_sandbox_seed_${user.id}`,
        subscription,
      });
    });
  }
}
