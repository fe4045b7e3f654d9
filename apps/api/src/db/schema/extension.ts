import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/*
 * The browser extension's sign-in (issue 32, decision 0123): the site's sign-in page makes a
 * one-time code for the signed-in member, the extension exchanges it once for its own token.
 * Both are kept as SHA-256 hashes only.
 */

export const extensionSignInCodes = pgTable(
  "extension_sign_in_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set by the one exchange that wins; a code is never exchanged twice. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("extension_sign_in_codes_user_idx").on(table.userId)],
);

/** One signed-in extension: listed under the account's sessions, where the member revokes it. */
export const extensionSessions = pgTable(
  "extension_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** The account's token version at sign-in: a password change ends the session too. */
    tokenVersion: integer("token_version").notNull(),
    /** The browser as the exchange's User-Agent named it, for the sessions list. */
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    index("extension_sessions_user_idx")
      .on(table.userId, table.createdAt)
      .where(sql`${table.revokedAt} is null`),
  ],
);

export type ExtensionSessionRow = typeof extensionSessions.$inferSelect;

/*
 * Pages the extension could not read (decision 0132), one count per UTC day, store, page kind and
 * parser version. Nothing else is kept: no member, address, URL, title or ASIN, so the table says
 * only that a parser broke and where.
 */
export const extensionParseFailures = pgTable(
  "extension_parse_failures",
  {
    day: date("day", { mode: "string" }).notNull(),
    marketplace: text("marketplace").notNull(),
    pageKind: text("page_kind").notNull(),
    parserVersion: text("parser_version").notNull(),
    reports: integer("reports").notNull(),
  },
  (table) => [
    primaryKey({
      name: "extension_parse_failures_pk",
      columns: [table.day, table.marketplace, table.pageKind, table.parserVersion],
    }),
  ],
);
