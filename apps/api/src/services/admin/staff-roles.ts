import type { StaffRole } from "@inkforge/domain/admin/rules";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { findActiveUserByEmail, findUserById } from "../../db/queries/accounts";
import { deleteSecondFactor, findTotp, revokeConsoleSessions } from "../../db/queries/admin";
import { type User, users } from "../../db/schema";
import { AppError } from "../../errors";
import { type AuditActor, recordAudit } from "./audit";

type Ctx = { db: Database; now: Date; actor: AuditActor; requestId?: string | null };

/**
 * Gives an account a staff role, changes it, or takes it away (null), with the audit row in the
 * same transaction (decision 0103). Any change ends the account's open console sessions, so the
 * new role applies from the next sign-in; taking the role away also forgets its second factor.
 */
export async function setStaffRole(
  ctx: Ctx,
  target: { email: string } | { userId: string },
  role: StaffRole | null,
  reason: string | null,
): Promise<{ user: User; changed: boolean }> {
  const user =
    "email" in target
      ? await findActiveUserByEmail(ctx.db, target.email.trim().toLowerCase())
      : await findUserById(ctx.db, target.userId);
  if (!user || user.deletedAt !== null) {
    throw new AppError("NOT_FOUND", "No account has this email or id");
  }
  if (user.staffRole === role) return { user, changed: false };
  if (ctx.actor.id === user.id && role !== "admin") {
    // The console's last admin could otherwise lock everybody out; the CLI can still do it.
    throw new AppError("CONFLICT", "You cannot lower your own role; ask another admin");
  }
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ staffRole: role, updatedAt: ctx.now })
      .where(eq(users.id, user.id))
      .returning();
    const ended = await revokeConsoleSessions(tx, {
      userId: user.id,
      by: ctx.actor.id,
      now: ctx.now,
    });
    const hadSecondFactor = role === null && Boolean(await findTotp(tx, user.id));
    if (role === null) await deleteSecondFactor(tx, user.id);
    await recordAudit(tx, ctx, {
      action: role === null ? "staff.revoke" : "staff.grant",
      targetType: "user",
      targetId: user.id,
      reason,
      before: { email: user.email, role: user.staffRole },
      after: {
        email: user.email,
        role,
        consoleSessionsEnded: ended.length,
        ...(role === null ? { secondFactorRemoved: hadSecondFactor } : {}),
      },
    });
    return { user: updated ?? user, changed: true };
  });
}

/** Forgets a staff account's authenticator and recovery codes (a lost phone); it enrols again. */
export async function resetSecondFactor(ctx: Ctx, email: string, reason: string | null) {
  const user = await findActiveUserByEmail(ctx.db, email.trim().toLowerCase());
  if (!user?.staffRole) throw new AppError("NOT_FOUND", "No staff account has this email");
  await ctx.db.transaction(async (tx) => {
    const totp = await findTotp(tx, user.id);
    await deleteSecondFactor(tx, user.id);
    const ended = await revokeConsoleSessions(tx, {
      userId: user.id,
      by: ctx.actor.id,
      now: ctx.now,
    });
    await recordAudit(tx, ctx, {
      action: "staff.reset-2fa",
      targetType: "user",
      targetId: user.id,
      reason,
      before: { email: user.email, role: user.staffRole, enrolled: Boolean(totp?.confirmedAt) },
      after: {
        email: user.email,
        role: user.staffRole,
        enrolled: false,
        consoleSessionsEnded: ended.length,
      },
    });
  });
  return user;
}
