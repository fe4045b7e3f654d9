import { bigint, date, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/*
 * What the operator console's overview and system screens read about the running service
 * (issue 29, decision 0136): counters per UTC day and the last success and failure of each
 * integration. Both are written by the process's OpsMeter in batches, never per request.
 */

/**
 * A counter per UTC day and metric: `http.requests`, `http.5xx`, `research.calls.<source>`,
 * `keepa.tokens`. Each process adds what it counted since its last flush.
 */
export const opsDailyCounts = pgTable(
  "ops_daily_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    metric: text("metric").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.metric] })],
);

/**
 * The last success and failure of each configured integration (`research.keepa`,
 * `payments.webhook.stripe`, `email`, …). The error is the adapter's own message, never a
 * secret: adapters do not put keys in their messages.
 */
export const integrationHealth = pgTable("integration_health", {
  name: text("name").primaryKey(),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
  lastError: text("last_error"),
});
