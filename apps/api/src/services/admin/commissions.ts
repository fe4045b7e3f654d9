import type { CommissionView, commissionsQuerySchema } from "@inkforge/domain/admin/contract";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { listCommissionsByStatus } from "../../db/queries/console";
import { type AffiliateCommissionRow, affiliateCommissions } from "../../db/schema";
import { AppError } from "../../errors";
import { recordAudit } from "./audit";
import type { ConsoleContext } from "./console-context";

/*
 * Commissions held for review (decision 0078): the self-referral checks put them aside; an
 * operator clears one (it becomes `pending`, then approved like any other once its refund window
 * passes) or reverses it, with a reason, audited (decision 0104).
 */

export async function findCommissions(
  ctx: Pick<ConsoleContext, "db">,
  query: z.infer<typeof commissionsQuerySchema>,
): Promise<{ items: CommissionView[]; total: number }> {
  const { rows, total } = await listCommissionsByStatus(ctx.db, query);
  return {
    items: rows.map(({ commission, affiliateEmail, buyerEmail }) => ({
      id: commission.id,
      affiliateId: commission.affiliateId,
      affiliateEmail,
      buyerEmail,
      orderId: commission.orderId,
      kind: commission.kind,
      amountCents: commission.amountCents,
      currency: commission.currency,
      status: commission.status,
      holdReason: commission.holdReason,
      earnedAt: commission.earnedAt.toISOString(),
    })),
    total,
  };
}

function commissionState(row: AffiliateCommissionRow) {
  return {
    status: row.status,
    amountCents: row.amountCents,
    holdReason: row.holdReason,
    reversalReason: row.reversalReason,
    affiliateId: row.affiliateId,
    orderId: row.orderId,
  };
}

/** Moves a held commission on: `approve` to pending, `reverse` to reversed (reason `review`). */
export async function decideHeldCommission(
  ctx: ConsoleContext,
  id: string,
  decision: "approve" | "reverse",
  reason: string,
) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.id, id))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND", "No commission has this id");
    if (row.status !== "held") {
      throw new AppError("CONFLICT", `This commission is ${row.status}, not held for review`);
    }
    const [updated] = await tx
      .update(affiliateCommissions)
      .set(
        decision === "approve"
          ? { status: "pending" }
          : { status: "reversed", reversedAt: ctx.now, reversalReason: "review" },
      )
      .where(and(eq(affiliateCommissions.id, id), eq(affiliateCommissions.status, "held")))
      .returning();
    if (!updated) throw new AppError("CONFLICT", "This commission changed meanwhile; reload it");
    await recordAudit(tx, ctx, {
      action: decision === "approve" ? "commission.approve" : "commission.reverse",
      targetType: "commission",
      targetId: id,
      reason,
      before: commissionState(row),
      after: commissionState(updated),
    });
    return { id, status: updated.status };
  });
}
