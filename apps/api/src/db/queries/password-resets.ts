import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { passwordResets, users } from "../schema";

/**
 * Stores a new reset token (its hash) and retires every earlier unused one of the user, so only
 * the newest email works.
 */
export async function replacePasswordReset(
  db: Database,
  {
    userId,
    tokenHash,
    now,
    expiresAt,
  }: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ userId, tokenHash, createdAt: now, expiresAt });
  });
}

/** The unused, unexpired reset with this token hash, if its account is live. */
export async function findUsablePasswordReset(
  db: Database,
  { tokenHash, now }: { tokenHash: string; now: Date },
): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Marks a reset used, only if it still is usable: of two concurrent uses exactly one gets true.
 */
export async function consumePasswordReset(
  db: Database,
  { id, now }: { id: string; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.id, id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ id: passwordResets.id });
  return updated.length > 0;
}

/** Retires every unused reset of the user (after a reset or a password change). */
export async function retirePasswordResetsOfUser(
  db: Database,
  { userId, now }: { userId: string; now: Date },
): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function deletePasswordResetsOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}
