import { and, asc, desc, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  type ExtensionSessionRow,
  extensionParseFailures,
  extensionSessions,
  extensionSignInCodes,
  type User,
  users,
} from "../schema";

export async function insertExtensionSignInCode(
  db: Database,
  values: { userId: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(extensionSignInCodes).values({
    userId: values.userId,
    codeHash: values.codeHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/**
 * Marks a live code used and answers its member; undefined for an unknown, used or expired code.
 * One conditional update, so of two exchanges at once exactly one gets the member.
 */
export async function consumeExtensionSignInCode(
  db: Database,
  input: { codeHash: string; now: Date },
): Promise<string | undefined> {
  const [row] = await db
    .update(extensionSignInCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(extensionSignInCodes.codeHash, input.codeHash),
        isNull(extensionSignInCodes.usedAt),
        gt(extensionSignInCodes.expiresAt, input.now),
      ),
    )
    .returning({ userId: extensionSignInCodes.userId });
  return row?.userId;
}

/** Codes nobody will exchange any more: kept out of the table as each new one is made. */
export async function deleteStaleExtensionSignInCodes(db: Database, before: Date): Promise<void> {
  await db.delete(extensionSignInCodes).where(lt(extensionSignInCodes.expiresAt, before));
}

export async function insertExtensionSession(
  db: Database,
  values: Omit<ExtensionSessionRow, "id" | "revokedAt">,
): Promise<ExtensionSessionRow> {
  const [row] = await db.insert(extensionSessions).values(values).returning();
  if (!row) throw new Error("extension session insert returned nothing");
  return row;
}

/** The live session of a token hash with its member; undefined when revoked, expired or gone. */
export async function findLiveExtensionSession(
  db: Database,
  input: { tokenHash: string; now: Date },
): Promise<{ session: ExtensionSessionRow; user: User } | undefined> {
  const [row] = await db
    .select({ session: extensionSessions, user: users })
    .from(extensionSessions)
    .innerJoin(users, eq(users.id, extensionSessions.userId))
    .where(
      and(
        eq(extensionSessions.tokenHash, input.tokenHash),
        isNull(extensionSessions.revokedAt),
        gt(extensionSessions.expiresAt, input.now),
      ),
    );
  return row;
}

export async function touchExtensionSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(extensionSessions).set({ lastSeenAt: now }).where(eq(extensionSessions.id, id));
}

export async function listLiveExtensionSessions(
  db: Database,
  input: { userId: string; now: Date },
): Promise<ExtensionSessionRow[]> {
  return db
    .select()
    .from(extensionSessions)
    .where(
      and(
        eq(extensionSessions.userId, input.userId),
        isNull(extensionSessions.revokedAt),
        gt(extensionSessions.expiresAt, input.now),
      ),
    )
    .orderBy(desc(extensionSessions.createdAt), desc(extensionSessions.id));
}

/** Revokes one of the member's own live sessions; false when there is none by that id. */
export async function revokeExtensionSession(
  db: Database,
  input: { userId: string; id: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(extensionSessions)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(extensionSessions.id, input.id),
        eq(extensionSessions.userId, input.userId),
        isNull(extensionSessions.revokedAt),
      ),
    )
    .returning({ id: extensionSessions.id });
  return rows.length > 0;
}

/** Adds one to the day's count of pages a parser could not read; one upsert, so reports add up. */
export async function countExtensionParseFailure(
  db: Database,
  values: { day: string; marketplace: string; pageKind: string; parserVersion: string },
): Promise<void> {
  await db
    .insert(extensionParseFailures)
    .values({ ...values, reports: 1 })
    .onConflictDoUpdate({
      target: [
        extensionParseFailures.day,
        extensionParseFailures.marketplace,
        extensionParseFailures.pageKind,
        extensionParseFailures.parserVersion,
      ],
      set: { reports: sql`${extensionParseFailures.reports} + 1` },
    });
}

/** Every count from `fromDay` on (ISO dates compare as text), oldest first. */
export async function listExtensionParseFailures(db: Database, fromDay: string) {
  return db
    .select()
    .from(extensionParseFailures)
    .where(gte(extensionParseFailures.day, fromDay))
    .orderBy(
      asc(extensionParseFailures.day),
      asc(extensionParseFailures.marketplace),
      asc(extensionParseFailures.pageKind),
    );
}
