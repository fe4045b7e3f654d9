import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A keyword or ASIN a user tracks (issue 12). Keyword entries look for `asin` in the results of
 * `keyword`; ASIN entries follow the product itself. `dedupeKey` makes adding the same entry twice
 * a no-op.
 */
export const trackerEntries = pgTable(
  "tracker_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "keyword" | "asin". */
    kind: text("kind").notNull(),
    keyword: text("keyword"),
    asin: text("asin").notNull(),
    domain: text("domain").notNull(),
    /** Keyword entries: the search department ("books", "kindle", "all"). */
    department: text("department"),
    /** kind, domain, department, normalised keyword and ASIN. */
    dedupeKey: text("dedupe_key").notNull(),
    paused: boolean("paused").notNull().default(false),
    alertRankThreshold: integer("alert_rank_threshold"),
    alertLeavesFirstPage: boolean("alert_leaves_first_page").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The last failed snapshot attempt of this entry, shown beside it until one succeeds. */
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (table) => [
    uniqueIndex("tracker_entries_user_dedupe_idx").on(table.userId, table.dedupeKey),
    index("tracker_entries_user_kind_idx").on(table.userId, table.kind, table.createdAt),
  ],
);

/** One observation of an entry per UTC day; the unique index keeps two workers from doubling it. */
export const trackerSnapshots = pgTable(
  "tracker_snapshots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => trackerEntries.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
    source: text("source").notNull(),
    asOf: timestamp("as_of", { withTimezone: true }).notNull(),
    position: integer("position"),
    firstResultRank: integer("first_result_rank"),
    resultCount: integer("result_count"),
    salesRank: integer("sales_rank"),
    price: doublePrecision("price"),
    currency: text("currency"),
    reviewCount: integer("review_count"),
    rating: doublePrecision("rating"),
  },
  (table) => [uniqueIndex("tracker_snapshots_entry_day_idx").on(table.entryId, table.day)],
);

/** The last success and failure of each kind of background job, for the pages that show them. */
export const jobRuns = pgTable("job_runs", {
  kind: text("kind").primaryKey(),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
  lastError: text("last_error"),
});

/** A saved book whose backend keywords are re-packed monthly (issue 10, the monitor variant). */
export const keywordMonitors = pgTable(
  "keyword_monitors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull(),
    author: text("author").notNull(),
    seeds: jsonb("seeds").$type<string[]>().notNull(),
    domain: text("domain").notNull(),
    department: text("department").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    boxes: jsonb("boxes").$type<string[]>().notNull().default([]),
    suggestions: jsonb("suggestions").$type<string[]>().notNull().default([]),
    lastChange: jsonb("last_change").$type<{
      added: string[];
      removed: string[];
      changeRatio: number;
      shifted: boolean;
    }>(),
  },
  (table) => [index("keyword_monitors_user_idx").on(table.userId, table.createdAt)],
);

/** One run of a monitor per calendar month ("YYYY-MM"); the unique index makes a repeat a no-op. */
export const keywordMonitorRuns = pgTable(
  "keyword_monitor_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    monitorId: uuid("monitor_id")
      .notNull()
      .references(() => keywordMonitors.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull(),
    suggestions: jsonb("suggestions").$type<string[]>().notNull(),
  },
  (table) => [uniqueIndex("keyword_monitor_runs_month_idx").on(table.monitorId, table.month)],
);

export type TrackerEntryRow = typeof trackerEntries.$inferSelect;
export type TrackerSnapshotRow = typeof trackerSnapshots.$inferSelect;
export type KeywordMonitorRow = typeof keywordMonitors.$inferSelect;
