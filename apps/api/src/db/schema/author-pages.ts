import type { AuthorPageDraft } from "@inkforge/domain/author-pages/contracts";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/*
 * Author pages (issue 30, decision 0107). One page per member: the draft and the published copy
 * are whole documents (books inside), so publishing is a single row update.
 */
export const authorPages = pgTable("author_pages", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The current address; unique across pages and across old addresses (author_page_slugs). */
  slug: text("slug").notNull().unique(),
  draft: jsonb("draft").$type<AuthorPageDraft>().notNull(),
  published: jsonb("published").$type<AuthorPageDraft>(),
  /** Readers see `published` only while this is true (and the owner still holds the feature). */
  isPublished: boolean("is_published").notNull().default(false),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** Old addresses of a page: readers following an old link are sent to the current one. */
export const authorPageSlugs = pgTable(
  "author_page_slugs",
  {
    slug: text("slug").primaryKey(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => authorPages.id, { onDelete: "cascade" }),
    retiredAt: timestamp("retired_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("author_page_slugs_page_idx").on(table.pageId)],
);

/**
 * Readers who asked for the author's newsletter. Double opt-in: `confirmedAt` is set by the link
 * in the confirmation email; tokens are random and stored as given because they grant only
 * confirming or leaving one list.
 */
export const authorPageSubscribers = pgTable(
  "author_page_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => authorPages.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    confirmToken: text("confirm_token").notNull().unique(),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("author_page_subscribers_page_email_idx").on(table.pageId, table.email)],
);

/**
 * Counters per page, day and event: no cookie, IP or reader id is ever stored, only the sums.
 * `target` is "" for views and sign-ups, the store (`amazon:amazon.de`, `kobo`) for clicks.
 */
export const authorPageDailyStats = pgTable(
  "author_page_daily_stats",
  {
    pageId: uuid("page_id")
      .notNull()
      .references(() => authorPages.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    event: text("event").notNull(),
    target: text("target").notNull().default(""),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.day, table.event, table.target] })],
);

export type AuthorPageRow = typeof authorPages.$inferSelect;
export type AuthorPageSubscriberRow = typeof authorPageSubscribers.$inferSelect;
