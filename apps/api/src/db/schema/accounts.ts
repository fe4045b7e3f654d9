import type { StaffRole } from "@inkforge/domain/admin/rules";
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * People with an account. A deleted account keeps its row (orders and grants stay linked to it)
 * but loses every piece of personal data: see deleteAccount.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Trimmed and lower-cased. A deleted account holds a unique `deleted-<uuid>@deleted.invalid`. */
    email: text("email").notNull().unique(),
    username: text("username").notNull(),
    image: text("image"),
    /** `scrypt$N$r$p$salt$hash` (see password-hasher); null for an account made by Google/Facebook. */
    passwordHash: text("password_hash"),
    /** In every token as `ver`; bumping it revokes every token issued before. */
    tokenVersion: integer("token_version").notNull().default(0),
    /** Spec §6 "user type" (type 3: no masterclass offers); null for ordinary members. */
    userType: integer("user_type"),
    /** Small client-owned JSON (`GET/POST /api/account/metadata`), at most 4 KB. */
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    /** The register form's free-form `lm_data` (lead magnet / attribution), kept as sent. */
    leadMagnetData: jsonb("lm_data").$type<Record<string, unknown>>(),
    /**
     * The IANA zone the account's calendar days (points, streaks) are counted in (decision 0079):
     * set from the first request that names one, then changed only through the account, at most
     * once per TIME_ZONE_CHANGE_DAYS; null until then (UTC).
     */
    timeZone: text("time_zone"),
    /** When `timeZone` was last set: the next change waits for the interval to pass. */
    timeZoneSetAt: timestamp("time_zone_set_at", { withTimezone: true }),
    /**
     * The operator console's role (decision 0103): `admin` changes things, `support` only reads;
     * null for everyone else. Granted by `npm run admin -- grant` or by an admin in the console.
     */
    staffRole: text("staff_role").$type<StaffRole>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  // The console's new members of a day (decision 0104).
  (table) => [index("users_created_at_idx").on(table.createdAt)],
);

export type User = typeof users.$inferSelect;

export const identityProviderNames = ["google", "facebook"] as const;
export type IdentityProviderName = (typeof identityProviderNames)[number];

/** A Google or Facebook identity linked to an account. One provider identity, one account. */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider").$type<IdentityProviderName>().notNull(),
    /** The provider's stable user id (Google `sub`, Facebook app-scoped user id). */
    providerAccountId: text("provider_account_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.providerAccountId] }),
    index("oauth_accounts_user_id_idx").on(table.userId),
  ],
);

/** Password reset tokens. Only the SHA-256 of the token is stored; the token itself is mailed. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the token. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the token is used or replaced by a newer one; a used token never works again. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    index("password_resets_user_id_idx").on(table.userId).where(sql`${table.usedAt} is null`),
  ],
);
