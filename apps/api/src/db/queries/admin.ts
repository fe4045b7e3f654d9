import { and, desc, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  type AdminSessionRow,
  type AdminTotpRow,
  type AuditLogRow,
  adminRecoveryCodes,
  adminSessions,
  adminTotp,
  auditLog,
  type User,
  users,
} from "../schema";

/*
 * The console's own tables (decision 0103). The audit log has an insert and reads here, and
 * nothing else: no function updates or deletes a row of it, and the database refuses to.
 */

// ---------------------------------------------------------------- second factor

export async function findTotp(db: Database, userId: string): Promise<AdminTotpRow | undefined> {
  const [row] = await db.select().from(adminTotp).where(eq(adminTotp.userId, userId));
  return row;
}

/** Starts (or starts over) an unconfirmed enrolment; a confirmed one is left alone. */
export async function upsertPendingTotp(
  db: Database,
  values: { userId: string; sealedSecret: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(adminTotp)
    .values({ userId: values.userId, sealedSecret: values.sealedSecret, createdAt: values.now })
    .onConflictDoUpdate({
      target: adminTotp.userId,
      set: { sealedSecret: values.sealedSecret, createdAt: values.now, lastUsedStep: null },
      setWhere: isNull(adminTotp.confirmedAt),
    })
    .returning({ userId: adminTotp.userId });
  return rows.length > 0;
}

/**
 * Accepts a code's time step once: only a step later than the last accepted one moves the row,
 * so the same code (or an older one) replayed by anybody is refused, even concurrently.
 */
export async function claimTotpStep(
  db: Database,
  values: { userId: string; step: number; confirmAt?: Date },
): Promise<boolean> {
  const rows = await db
    .update(adminTotp)
    .set({
      lastUsedStep: values.step,
      ...(values.confirmAt ? { confirmedAt: values.confirmAt } : {}),
    })
    .where(
      and(
        eq(adminTotp.userId, values.userId),
        sql`coalesce(${adminTotp.lastUsedStep}, -1) < ${values.step}`,
        values.confirmAt
          ? isNull(adminTotp.confirmedAt)
          : sql`${adminTotp.confirmedAt} is not null`,
      ),
    )
    .returning({ userId: adminTotp.userId });
  return rows.length > 0;
}

export async function deleteSecondFactor(db: Database, userId: string): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.delete(adminTotp).where(eq(adminTotp.userId, userId));
}

export async function replaceRecoveryCodes(
  db: Database,
  values: { userId: string; hashes: string[]; now: Date },
): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, values.userId));
  await db.insert(adminRecoveryCodes).values(
    values.hashes.map((codeHash) => ({
      userId: values.userId,
      codeHash,
      createdAt: values.now,
    })),
  );
}

/** Uses a recovery code once: the conditional update is the check, so two uses cannot both win. */
export async function useRecoveryCode(
  db: Database,
  values: { userId: string; codeHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: values.now })
    .where(
      and(
        eq(adminRecoveryCodes.userId, values.userId),
        eq(adminRecoveryCodes.codeHash, values.codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- sessions

export async function insertConsoleSession(
  db: Database,
  values: {
    userId: string;
    tokenHash: string;
    tokenVersion: number;
    now: Date;
    expiresAt: Date;
    userAgent: string | null;
  },
): Promise<AdminSessionRow> {
  const [row] = await db
    .insert(adminSessions)
    .values({
      userId: values.userId,
      tokenHash: values.tokenHash,
      tokenVersion: values.tokenVersion,
      createdAt: values.now,
      lastSeenAt: values.now,
      expiresAt: values.expiresAt,
      userAgent: values.userAgent,
    })
    .returning();
  if (!row) throw new Error("console session insert returned no row");
  return row;
}

/** A session by its token's digest, with its account. */
export async function findConsoleSession(
  db: Database,
  tokenHash: string,
): Promise<{ session: AdminSessionRow; user: User } | undefined> {
  const [row] = await db
    .select({ session: adminSessions, user: users })
    .from(adminSessions)
    .innerJoin(users, eq(users.id, adminSessions.userId))
    .where(eq(adminSessions.tokenHash, tokenHash));
  return row;
}

/** Moves the idle clock; written at most once a minute per session to spare the database. */
export async function touchConsoleSession(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(adminSessions)
    .set({ lastSeenAt: now })
    .where(
      and(eq(adminSessions.id, id), lt(adminSessions.lastSeenAt, new Date(now.getTime() - 60_000))),
    );
}

/** The open sessions of an account (not revoked, not past their hard end). */
export async function listOpenConsoleSessions(
  db: Database,
  userId: string,
  now: Date,
): Promise<AdminSessionRow[]> {
  return db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, userId),
        isNull(adminSessions.revokedAt),
        gte(adminSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(adminSessions.createdAt));
}

/** Ends sessions early: one (`id`) or every open one of the account. Answers the ids ended. */
export async function revokeConsoleSessions(
  db: Database,
  values: { userId: string; id?: string; by: string | null; now: Date },
): Promise<string[]> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: values.now, revokedBy: values.by })
    .where(
      and(
        eq(adminSessions.userId, values.userId),
        isNull(adminSessions.revokedAt),
        values.id ? eq(adminSessions.id, values.id) : undefined,
      ),
    )
    .returning({ id: adminSessions.id });
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------- audit log

export type NewAuditEntry = Omit<AuditLogRow, "id">;

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<AuditLogRow> {
  const [row] = await db.insert(auditLog).values(entry).returning();
  if (!row) throw new Error("audit insert returned no row");
  return row;
}

export type AuditFilter = {
  actor?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

function auditWhere(filter: AuditFilter): SQL | undefined {
  const actor = filter.actor?.toLowerCase();
  return and(
    actor
      ? /^[0-9a-f-]{36}$/.test(actor)
        ? eq(auditLog.actorId, actor)
        : eq(auditLog.actorLabel, actor)
      : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
  );
}

/** Matching entries, newest first. */
export async function searchAuditEntries(
  db: Database,
  filter: AuditFilter,
  window: { limit: number; offset: number },
): Promise<{ items: AuditLogRow[]; total: number }> {
  const where = auditWhere(filter);
  const items = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
  return { items, total: count?.n ?? 0 };
}
