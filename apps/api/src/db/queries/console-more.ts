import { asc, desc, eq, ilike, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  affiliateCommissions,
  commentReports,
  contactMessages,
  newsletterSubscriptions,
  notifications,
} from "../schema";
import { countRows } from "./paged";

/*
 * The console's reads added for issue 29's second round: a person's notifications, affiliate
 * commissions by status and GDPR export, comment reports, and the newsletter sign-ups.
 */

type Window = { limit: number; offset: number };

/** The rows of a raw statement, whichever driver ran it. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export async function listNewestNotifications(db: Database, userId: string, limit: number) {
  return db
    .select({
      id: notifications.id,
      code: notifications.code,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}

export async function countCommissionsByStatus(db: Database, affiliateId: number) {
  return db
    .select({
      status: affiliateCommissions.status,
      count: sql<number>`count(*)::int`,
      amountCents: sql<number>`coalesce(sum(${affiliateCommissions.amountCents}), 0)::int`,
    })
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.affiliateId, affiliateId))
    .groupBy(affiliateCommissions.status)
    .orderBy(asc(affiliateCommissions.status));
}

/** Tables whose rows are secrets of the account, not data about the person: never exported. */
const secretTables = new Set([
  "password_resets",
  "admin_totp",
  "admin_recovery_codes",
  "admin_sessions",
  "extension_sessions",
  "extension_sign_in_codes",
]);
/** Columns that hold credentials anywhere. */
const secretColumn = /(hash|secret|token)/i;
const rowsPerTable = 10_000;

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !secretColumn.test(key)));
}

/**
 * Every row that names the account, table by table: each table with a `user_id` column, found in
 * the catalogue so a table added later is exported without anyone remembering to list it; plus
 * the contact messages and newsletter sign-up sent from its address.
 */
export async function collectPersonData(
  db: Database,
  user: { id: string; email: string },
): Promise<{ account: Record<string, unknown>; tables: Record<string, unknown[]> }> {
  const tableNames = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'user_id'
          order by table_name`,
    ),
  )
    .map((row) => row.table_name)
    .filter((name) => !secretTables.has(name) && /^[a-z0-9_]+$/.test(name));
  const tables: Record<string, unknown[]> = {};
  for (const name of tableNames) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(
        sql`select * from ${sql.identifier(name)} where user_id = ${user.id} limit ${rowsPerTable}`,
      ),
    );
    if (rows.length > 0) tables[name] = rows.map(withoutSecrets);
  }
  const [byEmailMessages, byEmailNewsletter] = await Promise.all([
    db.select().from(contactMessages).where(eq(contactMessages.email, user.email)),
    db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, user.email.toLowerCase())),
  ]);
  const known = new Set(
    ((tables.contact_messages ?? []) as { id?: string }[]).map((row) => row.id),
  );
  const extraMessages = byEmailMessages.filter((row) => !known.has(row.id));
  if (extraMessages.length > 0) {
    tables.contact_messages = [...(tables.contact_messages ?? []), ...extraMessages];
  }
  if (byEmailNewsletter.length > 0) tables.newsletter_subscriptions = byEmailNewsletter;
  const [account] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from users where id = ${user.id}`),
  );
  return { account: withoutSecrets(account ?? {}), tables };
}

// ---------------------------------------------------------------- comment reports

/** Records a reader's report once; a repeat changes nothing. Answers whether it was new. */
export async function insertCommentReport(
  db: Database,
  params: { commentId: string; userId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(commentReports)
    .values({ commentId: params.commentId, userId: params.userId, createdAt: params.now })
    .onConflictDoNothing()
    .returning({ id: commentReports.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- newsletter

/** `%` and `_` typed in a search box are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listNewsletterSignUps(
  db: Database,
  query: Window & { q?: string | undefined; sort: "createdAt" | "email"; dir: "asc" | "desc" },
) {
  const q = query.q?.trim();
  const where = q ? ilike(newsletterSubscriptions.email, likePattern(q)) : undefined;
  const column = {
    createdAt: newsletterSubscriptions.createdAt,
    email: newsletterSubscriptions.email,
  }[query.sort];
  const direction = query.dir === "asc" ? asc : desc;
  const items = await db
    .select()
    .from(newsletterSubscriptions)
    .where(where)
    .orderBy(direction(column), direction(newsletterSubscriptions.id))
    .limit(query.limit)
    .offset(query.offset);
  return { items, total: await countRows(db, newsletterSubscriptions, where) };
}
