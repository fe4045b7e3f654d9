import type { MarkPayoutsPaidRequest } from "@inkforge/domain/admin/contract";
import { parsePayoutCsv, planPayouts } from "@inkforge/domain/affiliate/payouts";
import type { AffiliateProgrammeConfig } from "../../config";
import { listApprovedCommissions } from "../../db/queries/affiliates";
import { AppError } from "../../errors";
import { exportPayouts, markParsedPayoutsPaid } from "../affiliate/payouts";
import { recordAudit } from "./audit";
import type { ConsoleContext } from "./console-context";

/*
 * Affiliate payouts as screens (issue 29): the operator CLI's export and mark-paid
 * (`npm run affiliate:payouts`, decision 0057), the same functions, each audited in the
 * transaction of its change.
 */

export type PayoutsContext = ConsoleContext & { programme: AffiliateProgrammeConfig };

/** What an export would pay now, without approving anything (support may look). */
export async function previewPayouts(ctx: Pick<PayoutsContext, "db" | "programme">) {
  const plan = planPayouts(
    await listApprovedCommissions(ctx.db),
    ctx.programme.payoutThresholdCents,
  );
  return { thresholdCents: ctx.programme.payoutThresholdCents, ...plan };
}

/** The CLI's export: commissions past their refund window are approved, then the file is made. */
export async function exportPayoutFile(ctx: PayoutsContext) {
  return ctx.db.transaction(async (tx) => {
    const result = await exportPayouts({ db: tx, now: ctx.now, programme: ctx.programme });
    await recordAudit(tx, ctx, {
      action: "payout.export",
      targetType: "payout",
      targetId: ctx.now.toISOString(),
      before: null,
      after: {
        approvedNow: result.approvedNow,
        rows: result.plan.rows.map((row) => ({
          affiliateId: row.affiliateId,
          amountCents: row.amountCents,
          currency: row.currency,
          commissions: row.commissionIds.length,
        })),
      },
    });
    return {
      thresholdCents: ctx.programme.payoutThresholdCents,
      ...result.plan,
      csv: result.csv,
      approvedNow: result.approvedNow,
    };
  });
}

/** The CLI's mark-paid: the exported file given back marks exactly its commissions paid, once. */
export async function markPayoutFilePaid(ctx: ConsoleContext, body: MarkPayoutsPaidRequest) {
  const parsed = parsePayoutCsv(body.csv);
  if (!parsed.ok) {
    throw new AppError("VALIDATION_FAILED", `csv: ${parsed.error}`, {
      details: [{ path: "csv", message: parsed.error }],
    });
  }
  return ctx.db.transaction(async (tx) => {
    const result = await markParsedPayoutsPaid(tx, ctx.now, parsed);
    await recordAudit(tx, ctx, {
      action: "payout.mark-paid",
      targetType: "payout",
      targetId: ctx.now.toISOString(),
      reason: body.reason,
      before: { approved: result.paid },
      after: { paid: result.paid, unchanged: result.unchanged },
    });
    return result;
  });
}
