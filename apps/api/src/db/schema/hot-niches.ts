import type { HotNicheParts } from "@inkforge/domain/research/hot-niches";
import type { SalesRange } from "@inkforge/domain/tools/bsr-sales/bsr-sales";
import {
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

/**
 * One weekly scoring of the Hot KDP Niches candidates (decision 0068). `week` is the Monday (UTC)
 * of the week it belongs to and is unique, so two workers running the same week store one run.
 */
export const hotNicheRuns = pgTable(
  "hot_niche_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    week: text("week").notNull(),
    /** When the job scored the niches. */
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
    /** The product source that answered (`sample`, `keepa`, …) and the instant its data describes. */
    source: text("source").notNull(),
    asOf: timestamp("as_of", { withTimezone: true }).notNull(),
    domain: text("domain").notNull(),
    /** Candidates searched, and how many of them could be scored. */
    candidates: integer("candidates").notNull(),
    scored: integer("scored").notNull(),
  },
  (table) => [
    uniqueIndex("hot_niche_runs_week_idx").on(table.week),
    index("hot_niche_runs_computed_idx").on(table.computedAt),
  ],
);

/** The listed niches of a run, best first (`rank` 1). */
export const hotNiches = pgTable(
  "hot_niches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    runId: uuid("run_id")
      .notNull()
      .references(() => hotNicheRuns.id, { onDelete: "cascade" }),
    rank: integer("rank").notNull(),
    keyword: text("keyword").notNull(),
    department: text("department").notNull(),
    score: integer("score").notNull(),
    parts: jsonb("parts").$type<HotNicheParts>().notNull(),
    resultCount: integer("result_count"),
    medianRank: integer("median_rank").notNull(),
    medianReviews: integer("median_reviews").notNull(),
    medianPrice: doublePrecision("median_price"),
    dailyAtMedian: jsonb("daily_at_median").$type<SalesRange>(),
    youngCount: integer("young_count").notNull(),
    youngKnown: integer("young_known").notNull(),
  },
  (table) => [uniqueIndex("hot_niches_run_rank_idx").on(table.runId, table.rank)],
);

export type HotNicheRunRow = typeof hotNicheRuns.$inferSelect;
export type HotNicheRow = typeof hotNiches.$inferSelect;
