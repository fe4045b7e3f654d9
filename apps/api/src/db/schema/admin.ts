import { sql } from "drizzle-orm";
import {
  bigint,
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

/*
 * The operator console (issue 29, decision 0103): the second factor of staff accounts, their
 * short console sessions, and the append-only audit log of every change made through it.
 */

/**
 * A staff account's TOTP secret. The secret is sealed with a key derived from TOKEN_SECRET
 * (AES-256-GCM), so a copy of the database alone cannot mint codes. Until `confirmedAt` is set
 * the enrolment is unfinished and may be started over.
 */
export const adminTotp = pgTable("admin_totp", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** `iv.ciphertext.tag`, base64url. */
  sealedSecret: text("sealed_secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The 30-second step of the last accepted code: a code is accepted once (no replay). */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
export type AdminTotpRow = typeof adminTotp.$inferSelect;

/** Ten one-time recovery codes per enrolment; only an HMAC of each is kept. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("admin_recovery_codes_hash_uq").on(table.userId, table.codeHash)],
);

/**
 * A console session: opened by the second factor, ended by idle time, its maximum age, signing
 * out, an admin's revocation, or the account losing its role. Only the SHA-256 of the token is
 * stored.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** The account's token version when opened: a password change ends the session too. */
    tokenVersion: integer("token_version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** The hard end (created + the maximum age), whatever the activity. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Who ended it early: the holder (sign-out) or another admin. */
    revokedBy: uuid("revoked_by").references(() => users.id),
    userAgent: text("user_agent"),
  },
  (table) => [
    index("admin_sessions_user_idx")
      .on(table.userId, table.createdAt)
      .where(sql`${table.revokedAt} is null`),
  ],
);
export type AdminSessionRow = typeof adminSessions.$inferSelect;

/**
 * Every change made through the console (or the admin CLI): who, when, what, before and after,
 * written in the change's own transaction. Append-only: the migration adds a trigger that refuses
 * UPDATE, DELETE and TRUNCATE (decision 0103), and no query function changes a row.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The staff account; null for the command line (`actorLabel` says so). */
    actorId: uuid("actor_id").references(() => users.id),
    /** The actor's email at the time, or `cli`: the row reads on its own after the account changes. */
    actorLabel: text("actor_label").notNull(),
    /** A dotted verb from the closed list in services/admin/audit.ts, e.g. `order.refund`. */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason"),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    requestId: text("request_id"),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_actor_at_idx").on(table.actorId, table.at),
    index("audit_log_action_at_idx").on(table.action, table.at),
    index("audit_log_target_idx").on(table.targetType, table.targetId, table.at),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
