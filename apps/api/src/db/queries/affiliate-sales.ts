import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import {
  type AffiliateSaleRow,
  type AffiliateSaleStatus,
  affiliateSales,
  type OrderRow,
  orders,
} from "../schema";

/**
 * The caller's own paid order whose provider payment (PayPal capture id, payment intent) is
 * `captureRef`. Another user's order, a pending one (a PENDING capture) or an unknown reference
 * all answer undefined.
 */
export async function findPaidOrderOfUserByCaptureRef(
  db: Database,
  userId: string,
  captureRef: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.captureRef, captureRef), eq(orders.status, "paid")),
    )
    .limit(1);
  return row;
}

export type NewAffiliateSale = Omit<AffiliateSaleRow, "id" | "status" | "sentAt">;

/**
 * Records the sale of an order unless it is already recorded. Answers the new row, or undefined
 * when the order had one: exactly one caller per order gets a row back, and only it forwards.
 */
export async function insertAffiliateSale(
  db: Database,
  sale: NewAffiliateSale,
): Promise<AffiliateSaleRow | undefined> {
  const [row] = await db
    .insert(affiliateSales)
    .values({ ...sale, status: "recorded" })
    .onConflictDoNothing({ target: affiliateSales.orderId })
    .returning();
  return row;
}

export async function findAffiliateSaleByOrderId(
  db: Database,
  orderId: string,
): Promise<AffiliateSaleRow | undefined> {
  const [row] = await db
    .select()
    .from(affiliateSales)
    .where(eq(affiliateSales.orderId, orderId))
    .limit(1);
  return row;
}

/** Settles a recorded sale after the forward: `sent` (with its instant) or `failed`. */
export async function settleAffiliateSale(
  db: Database,
  id: string,
  outcome: { status: Exclude<AffiliateSaleStatus, "recorded">; sentAt: Date | null },
): Promise<void> {
  await db
    .update(affiliateSales)
    .set({ status: outcome.status, sentAt: outcome.sentAt })
    .where(and(eq(affiliateSales.id, id), eq(affiliateSales.status, "recorded")));
}
