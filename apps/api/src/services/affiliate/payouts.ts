import {
  type ParsedPayoutFile,
  type PayoutPlan,
  parsePayoutCsv,
  payoutCsv,
  planPayouts,
} from "@inkforge/domain/affiliate/payouts";
import type { AffiliateProgrammeConfig } from "../../config";
import type { Database } from "../../db/client";
import { listApprovedCommissions, markCommissionsPaid } from "../../db/queries/affiliates";
import { approveDueCommissions } from "./affiliate-dashboard";

/*
 * The operator's payout round (issue 15, decision 0057): export the approved commissions worth
 * paying as a CSV, pay them by hand from it, then give the same file back to mark them paid.
 * No payout provider is integrated yet.
 */

export type PayoutExport = { csv: string; plan: PayoutPlan; approvedNow: number };

export async function exportPayouts(ctx: {
  db: Database;
  now: Date;
  programme: AffiliateProgrammeConfig;
}): Promise<PayoutExport> {
  const approvedNow = await approveDueCommissions(ctx);
  const plan = planPayouts(
    await listApprovedCommissions(ctx.db),
    ctx.programme.payoutThresholdCents,
  );
  return { csv: payoutCsv(plan.rows), plan, approvedNow };
}

export type MarkPaidResult = {
  /** Commission ids marked paid now. */
  paid: string[];
  /** Ids in the file that were not approved any more (paid already, reversed) or not that affiliate's. */
  unchanged: string[];
};

/**
 * Marks the file's commissions paid, each only while still approved and only for the affiliate
 * its row names, all in one transaction: a file given twice pays nothing twice.
 */
export async function markPayoutsPaid(
  ctx: { db: Database; now: Date },
  csvText: string,
): Promise<MarkPaidResult> {
  const parsed = parsePayoutCsv(csvText);
  if (!parsed.ok) throw new Error(`The payout file is not valid: ${parsed.error}`);
  return ctx.db.transaction((tx) => markParsedPayoutsPaid(tx, ctx.now, parsed));
}

/**
 * Marks a parsed file's commissions paid with the caller's transaction handle (the console
 * writes its audit row in the same transaction).
 */
export async function markParsedPayoutsPaid(
  tx: Database,
  now: Date,
  parsed: Extract<ParsedPayoutFile, { ok: true }>,
): Promise<MarkPaidResult> {
  const result: MarkPaidResult = { paid: [], unchanged: [] };
  for (const row of parsed.rows) {
    const paid = await markCommissionsPaid(tx, {
      affiliateId: row.affiliateId,
      ids: row.commissionIds,
      now,
    });
    result.paid.push(...paid);
    result.unchanged.push(...row.commissionIds.filter((id) => !paid.includes(id)));
  }
  return result;
}
