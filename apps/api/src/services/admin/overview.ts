import type { ConsoleOverview, OverviewPeriod } from "@inkforge/domain/admin/ops-contract";
import { SHOP_CURRENCY } from "@inkforge/domain/shop/enums";
import { DAY_MS } from "@inkforge/domain/time-units";
import { countQueues, totalsBetween } from "../../db/queries/console";
import {
  activePlans,
  dailySeries,
  failedPaymentsBetween,
  offerConversionBetween,
} from "../../db/queries/console-ops";
import { dailyCountsBetween } from "../../db/queries/ops";
import type { ConsoleContext } from "./console-context";
import { jobQueueCounts } from "./job-queue-status";
import { monthlyRecurringCents } from "./mrr";

/** The chart's window: the last 30 days, today included. */
const CHART_DAYS = 30;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** `part / whole` in basis points, rounded down; 0 for an empty whole. */
function basisPoints(part: number, whole: number): number {
  return whole > 0 ? Math.floor((part * 10_000) / whole) : 0;
}

async function period(
  ctx: Pick<ConsoleContext, "db">,
  from: Date,
  to: Date,
): Promise<OverviewPeriod> {
  const [totals, offerBuyers, failedPayments, counts] = await Promise.all([
    totalsBetween(ctx.db, from, to),
    offerConversionBetween(ctx.db, from, to),
    failedPaymentsBetween(ctx.db, from, to),
    dailyCountsBetween(ctx.db, isoDay(from), isoDay(to)),
  ]);
  const researchCalls: Record<string, number> = {};
  let keepaTokens = 0;
  let requests = 0;
  let serverErrors = 0;
  for (const row of counts) {
    if (row.metric.startsWith("research.calls.")) {
      const source = row.metric.slice("research.calls.".length);
      researchCalls[source] = (researchCalls[source] ?? 0) + row.count;
    } else if (row.metric === "keepa.tokens") keepaTokens += row.count;
    else if (row.metric === "http.requests") requests += row.count;
    else if (row.metric === "http.5xx") serverErrors += row.count;
  }
  return {
    ...totals,
    offerBuyers,
    offerConversionBp: basisPoints(offerBuyers, totals.newMembers),
    failedPayments,
    researchCalls,
    keepaTokens,
    requests,
    serverErrors,
    serverErrorRateBp: basisPoints(serverErrors, requests),
  };
}

/**
 * The overview's day and month (UTC) at the server's clock, the last 30 days for the charts, the
 * plans' recurring revenue and the job queue (decision 0136). The process's own counters are
 * written first, so what it just counted is in the figures.
 */
export async function getOverview(
  ctx: Pick<ConsoleContext, "db" | "now"> & { flush: () => Promise<void> },
): Promise<ConsoleOverview> {
  await ctx.flush();
  const now = ctx.now;
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const dayEnd = new Date(dayStart.getTime() + DAY_MS);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const chartStart = new Date(dayEnd.getTime() - CHART_DAYS * DAY_MS);
  const [today, month, plans, series, jobs, queues] = await Promise.all([
    period(ctx, dayStart, dayEnd),
    period(ctx, monthStart, monthEnd),
    activePlans(ctx.db),
    dailySeries(ctx.db, chartStart, dayEnd),
    jobQueueCounts(ctx.db, dayStart, monthStart),
    countQueues(ctx.db),
  ]);
  const planRows = plans.map((plan) => ({
    productId: plan.productId,
    interval: plan.interval,
    active: plan.active,
    monthlyRecurringCents: monthlyRecurringCents(Number(plan.cents), plan.interval),
  }));
  const days = Array.from({ length: CHART_DAYS }, (_, index) => {
    const day = isoDay(new Date(chartStart.getTime() + index * DAY_MS));
    return {
      day,
      salesCents: series.sales.get(day) ?? 0,
      refundsCents: series.refunds.get(day) ?? 0,
      newMembers: series.members.get(day) ?? 0,
    };
  });
  return {
    at: now.toISOString(),
    currency: SHOP_CURRENCY,
    today,
    month,
    plans: planRows,
    activeSubscriptions: planRows.reduce((sum, plan) => sum + plan.active, 0),
    monthlyRecurringCents: planRows.reduce((sum, plan) => sum + plan.monthlyRecurringCents, 0),
    days,
    jobs,
    ...queues,
  };
}
