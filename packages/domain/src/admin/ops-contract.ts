import { z } from "zod";
import type { ReasonRequest } from "./contract";

/*
 * The operator console's overview and system screens (issue 29, decision 0136): what the API
 * answers and the pages draw. Money is integer cents in the shop's currency.
 */

const int = z.number().int();

const periodSchema = z.object({
  orders: int,
  salesCents: int,
  refunds: int,
  refundsCents: int,
  newMembers: int,
  /** Members who joined in the period and bought with the new-member offer (so far). */
  offerBuyers: int,
  /** `offerBuyers / newMembers` in basis points (0–10,000); 0 without new members. */
  offerConversionBp: int,
  failedPayments: int,
  /** Calls per research source id (`sample`, `amazon`, `keepa`, `dataforseo`). */
  researchCalls: z.record(z.string(), int),
  keepaTokens: int,
  requests: int,
  serverErrors: int,
  /** `serverErrors / requests` in basis points. */
  serverErrorRateBp: int,
});
export type OverviewPeriod = z.infer<typeof periodSchema>;

const planSchema = z.object({
  productId: z.string(),
  interval: z.string(),
  active: int,
  /** What the plan's active subscriptions bring a month, rounded once per plan to the cent. */
  monthlyRecurringCents: int,
});

const daySchema = z.object({
  day: z.string(),
  salesCents: int,
  refundsCents: int,
  newMembers: int,
});
export type OverviewDay = z.infer<typeof daySchema>;

export const consoleOverviewSchema = z.object({
  /** The server's instant the figures are for; days and months are UTC. */
  at: z.string(),
  currency: z.string(),
  today: periodSchema,
  month: periodSchema,
  plans: z.array(planSchema),
  activeSubscriptions: int,
  monthlyRecurringCents: int,
  /** The last 30 days, oldest first, today included. */
  days: z.array(daySchema),
  jobs: z.object({
    /** False when the job queue has never started on this database. */
    available: z.boolean(),
    queued: int,
    active: int,
    failedToday: int,
    failedThisMonth: int,
  }),
  heldCommissions: int,
  openMessages: int,
});
export type ConsoleOverview = z.infer<typeof consoleOverviewSchema>;

// ---------------------------------------------------------------- system

const integrationSchema = z.object({
  name: z.string(),
  label: z.string(),
  configured: z.boolean(),
  /** What is in use (`keepa`, `smtp`, `s3`, `sample market`, …); never a key. */
  adapter: z.string(),
  /** The host it talks to, without credentials, path or query; null when local. */
  host: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;

const scheduleSchema = z.object({ name: z.string(), cron: z.string(), timezone: z.string() });

export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  failedAt: z.string().nullable(),
  retryCount: int,
  /** pg-boss's `output` of the last try, shortened. */
  error: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

const pageTimeSchema = z.object({
  page: z.string(),
  visits: int,
  medianSeconds: z.number(),
  p90Seconds: z.number(),
});

export const systemStatusSchema = z.object({
  at: z.string(),
  version: z.string(),
  mode: z.string(),
  database: z.string(),
  /** Every migration the code ships, and whether this database has it. */
  migrations: z.array(z.object({ tag: z.string(), applied: z.boolean() })),
  integrations: z.array(integrationSchema),
  jobs: z.object({
    available: z.boolean(),
    schedules: z.array(scheduleSchema),
    states: z.record(z.string(), int),
    failed: z.array(failedJobSchema),
  }),
  /** The last 7 days' page-time beacons per page, most visited first (at most 50 pages). */
  pageTimes: z.array(pageTimeSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export type RetryJobRequest = ReasonRequest;
export const retriedJobSchema = z.object({ id: z.string(), name: z.string(), state: z.string() });
