import type { AffiliateDashboard } from "@inkforge/domain/affiliate/contract";
import { ATTRIBUTION_WINDOW_DAYS, isApprovalDue } from "@inkforge/domain/affiliate/rules";
import { dailySeries } from "@inkforge/domain/affiliate/series";
import { centsToDecimalString } from "@inkforge/domain/shop/money";
import { DAY_MS } from "@inkforge/domain/time-units";
import type { AffiliateProgrammeConfig } from "../../config";
import type { Database } from "../../db/client";
import {
  approvePendingCommissions,
  countClicksAndSignups,
  listAffiliateEventsSince,
  listCommissionsOfAffiliate,
  listPendingCommissions,
  sumCommissionsByStatus,
} from "../../db/queries/affiliates";
import type { AffiliateRow } from "../../db/schema";
import { toAffiliateDetails } from "./affiliate-accounts";

const SERIES_DAYS = 30;
const RECENT_COMMISSIONS = 50;

export type DashboardContext = {
  db: Database;
  now: Date;
  webOrigin: string;
  programme: AffiliateProgrammeConfig;
};

/**
 * Pending commissions whose refund window has passed become approved. Run when the ledger is
 * read (the dashboard, the payout export), so no scheduler is needed for it to stay true.
 */
export async function approveDueCommissions(
  ctx: Pick<DashboardContext, "db" | "now" | "programme">,
  affiliateId?: number,
): Promise<number> {
  // The rule is the domain's (isApprovalDue), not SQL's: one definition of the refund window.
  const pending = await listPendingCommissions(ctx.db, affiliateId);
  const due = pending
    .filter((row) => isApprovalDue(row.earnedAt, ctx.now, ctx.programme.refundWindowDays))
    .map((row) => row.id);
  return approvePendingCommissions(ctx.db, due, ctx.now);
}

export async function getAffiliateDashboard(
  ctx: DashboardContext,
  affiliate: AffiliateRow,
): Promise<AffiliateDashboard> {
  await approveDueCommissions(ctx, affiliate.id);
  const since = new Date(
    Math.floor(ctx.now.getTime() / DAY_MS) * DAY_MS - (SERIES_DAYS - 1) * DAY_MS,
  );
  const [counts, sums, events, recent] = await Promise.all([
    countClicksAndSignups(ctx.db, affiliate.id),
    sumCommissionsByStatus(ctx.db, affiliate.id),
    listAffiliateEventsSince(ctx.db, affiliate.id, since),
    listCommissionsOfAffiliate(ctx.db, affiliate.id, RECENT_COMMISSIONS),
  ]);
  const money = (cents: number | undefined) => centsToDecimalString(cents ?? 0);
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    affiliate: toAffiliateDetails(affiliate, ctx.webOrigin),
    policy: {
      attribution_days: ATTRIBUTION_WINDOW_DAYS,
      rate_percent: ctx.programme.defaultBasisPoints / 100,
      refund_window_days: ctx.programme.refundWindowDays,
      payout_threshold: money(ctx.programme.payoutThresholdCents),
      currency: "USD",
    },
    totals: {
      ...counts,
      pending: money(sums.pending),
      held: money(sums.held),
      approved: money(sums.approved),
      paid: money(sums.paid),
      reversed: money(sums.reversed),
    },
    series: dailySeries(events, ctx.now, SERIES_DAYS).map((point) => ({
      date: point.date,
      clicks: point.clicks,
      signups: point.signups,
      sales: point.sales,
      commission: money(point.commissionCents),
    })),
    commissions: recent.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      amount: money(row.amountCents),
      currency: row.currency,
      earned_at: row.earnedAt.toISOString(),
      approved_at: iso(row.approvedAt),
      paid_at: iso(row.paidAt),
      reversed_at: iso(row.reversedAt),
    })),
  };
}
