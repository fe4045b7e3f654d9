import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * The points ledger (decision 0070): one row per awarded use, daily visit or streak bonus. The
 * unique (user, award, day, slot) key is what makes a daily cap hold under concurrent calls: a
 * tool capped at 5 a day has slots 0–4 for each day, and each can be written once. Totals,
 * leaderboards and streaks (the distinct days) are read from here.
 */
export const xpAwards = pgTable(
  "xp_awards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A catalogue tool id, `visit`, or `streak:<days>` for a milestone bonus. */
    awardId: text("award_id").notNull(),
    /** The calendar day (YYYY-MM-DD) in `timeZone` when it was earned. */
    day: text("day").notNull(),
    /** The IANA zone the day was counted in (the browser's, else the last one used, else UTC). */
    timeZone: text("time_zone").notNull(),
    slot: integer("slot").notNull(),
    points: integer("points").notNull(),
    awardedAt: timestamp("awarded_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("xp_awards_once_idx").on(table.userId, table.awardId, table.day, table.slot),
    index("xp_awards_user_day_idx").on(table.userId, table.day),
    index("xp_awards_awarded_at_idx").on(table.awardedAt),
  ],
);

export type XpAwardRow = typeof xpAwards.$inferSelect;

/**
 * The page-time log (spec §7.5, gap G-50): how long a page was open. Sent by `sendBeacon`
 * without a token, so `userId` is what the page claimed; it is kept only when that account exists
 * and goes with the account.
 */
export const pageTimes = pgTable(
  "page_times",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageRoute: text("page_route").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    /** Nanoseconds (seconds × 1e9), as the spec sends it. */
    totalTime: bigint("total_time", { mode: "number" }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** One id per page visit: a beacon sent twice for the same visit is stored once. */
    uniqueId: uuid("unique_id").notNull().unique(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("page_times_route_idx").on(table.pageRoute, table.startTime),
    // The console's summary of the last days over every page (decision 0136).
    index("page_times_start_idx").on(table.startTime),
  ],
);

export type PageTimeRow = typeof pageTimes.$inferSelect;

/**
 * Every setting of an account's time zone (decision 0079), the first one included: who, from
 * what, to what, how (`first-request` or `account`), and when. Kept so a change that moved a
 * streak or a visit can be traced.
 */
export const timeZoneChanges = pgTable(
  "time_zone_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    previousTimeZone: text("previous_time_zone"),
    timeZone: text("time_zone").notNull(),
    source: text("source").$type<"first-request" | "account">().notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("time_zone_changes_user_idx").on(table.userId, table.changedAt)],
);

export type TimeZoneChangeRow = typeof timeZoneChanges.$inferSelect;
