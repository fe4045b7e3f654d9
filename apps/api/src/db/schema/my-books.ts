import type { CostBand } from "@inkforge/domain/kdp/print-costs";
import type { KdpSource } from "@inkforge/domain/kdp/trim-sizes";
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookProjects } from "./planner";

/*
 * My books (issue 33, decisions 0116–0118): a member's imported KDP and Amazon Ads reports, the
 * rates that convert them, and the dated KDP figure changes with the books each one touched.
 */

/** One uploaded report: its file waits in file storage until the `my-books.import` job reads it. */
export const myBooksImports = pgTable(
  "my_books_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "kdp-royalties" | "ads-sponsored-products". */
    kind: text("kind").notNull(),
    fileName: text("file_name").notNull(),
    fileKey: text("file_key"),
    adsMarketplace: text("ads_marketplace"),
    /** "queued" | "running" | "done" | "failed". */
    status: text("status").notNull(),
    progress: real("progress").notNull().default(0),
    layoutId: text("layout_id"),
    months: jsonb("months").$type<string[]>().notNull().default([]),
    rowCount: integer("row_count").notNull().default(0),
    error: jsonb("error").$type<{
      code: string;
      message: string;
      expected?: string[];
      found?: string[];
    }>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("my_books_imports_user_created_idx").on(table.userId, table.createdAt)],
);
export type MyBooksImportRow = typeof myBooksImports.$inferSelect;

/** A month's sales (or KENP pages) of one book, format and marketplace, from a KDP report. */
export const myBooksSales = pgTable(
  "my_books_sales",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    importId: uuid("import_id")
      .notNull()
      .references(() => myBooksImports.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    marketplace: text("marketplace").notNull(),
    asin: text("asin").notNull(),
    title: text("title").notNull(),
    format: text("format").notNull(),
    units: doublePrecision("units").notNull(),
    kenpPages: doublePrecision("kenp_pages").notNull(),
    royalty: doublePrecision("royalty").notNull(),
    currency: text("currency").notNull(),
  },
  (table) => [index("my_books_sales_user_month_idx").on(table.userId, table.month)],
);

/** A day's Sponsored Products spend for one advertised ASIN, kept by month. */
export const myBooksAdSpend = pgTable(
  "my_books_ad_spend",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    importId: uuid("import_id")
      .notNull()
      .references(() => myBooksImports.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    marketplace: text("marketplace").notNull(),
    asin: text("asin").notNull(),
    campaign: text("campaign").notNull(),
    spend: doublePrecision("spend").notNull(),
    sales: doublePrecision("sales").notNull(),
    orders: doublePrecision("orders").notNull(),
    currency: text("currency").notNull(),
  },
  (table) => [index("my_books_ad_spend_user_month_idx").on(table.userId, table.month)],
);

/**
 * A rate the member entered: an exchange rate (kind "fx", code = currency, value = units per
 * euro) or a KENP per-page rate (kind "kenp", code = marketplace, value in its currency), per month.
 */
export const myBooksRates = pgTable(
  "my_books_rates",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    code: text("code").notNull(),
    month: text("month").notNull(),
    value: doublePrecision("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.code, table.month] })],
);

/** ECB reference rates fetched once a day: units of `currency` per euro on `day`. */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    day: date("day", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    perEur: doublePrecision("per_eur").notNull(),
    source: text("source").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.currency] })],
);

/**
 * A new dated version of a KDP printing cost (decision 0118): from `effectiveFrom` it replaces
 * the bands of the code's row for the region, binding and ink.
 */
export const kdpFigureChanges = pgTable("kdp_figure_changes", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** print-cost (region, binding, ink, bands), print-threshold or delivery-cost (marketplace, value). */
  figure: text("figure").notNull().default("print-cost"),
  region: text("region"),
  binding: text("binding"),
  ink: text("ink"),
  bands: jsonb("bands").$type<CostBand[]>(),
  marketplace: text("marketplace"),
  value: doublePrecision("value"),
  effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
  source: jsonb("source").$type<KdpSource>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  /** Set when every member's books were re-computed under it. */
  appliedAt: timestamp("applied_at", { withTimezone: true }),
});
export type KdpFigureChangeRow = typeof kdpFigureChanges.$inferSelect;

/** One book (project, marketplace) a figure change altered: what it earned before and after. */
export const myBooksRuleAlerts = pgTable(
  "my_books_rule_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    changeId: uuid("change_id")
      .notNull()
      .references(() => kdpFigureChanges.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => bookProjects.id, { onDelete: "cascade" }),
    marketplace: text("marketplace").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("my_books_rule_alerts_once_idx").on(
      table.changeId,
      table.projectId,
      table.marketplace,
    ),
    index("my_books_rule_alerts_user_idx").on(table.userId, table.createdAt),
  ],
);
