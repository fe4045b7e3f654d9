import { newPasswordSchema, RESET_CONFIRM_REQUIRED } from "@inkforge/domain/contracts/account";
import { findUserById, updateUser } from "../../db/queries/accounts";
import {
  consumePasswordReset,
  findUsablePasswordReset,
  retirePasswordResetsOfUser,
} from "../../db/queries/password-resets";
import { AppError } from "../../errors";
import { validationFailed } from "../../lib/validation";
import { authRateBudgets, resetBudget } from "../rate-limit/budgets";
import type { AccountContext } from "./context";
import { requireAcceptablePasswordOrThrow } from "./password-policy";
import { hashResetToken, maxResetTokenLength } from "./reset-tokens";

function invalidResetToken(): AppError {
  return new AppError(
    "INVALID_RESET_TOKEN",
    "This reset link is invalid, already used or expired; ask for a new one",
  );
}

/**
 * `POST /api/resetpass/reset`: sets a new password with a reset token. The token works once;
 * every token issued before (sessions) stops working.
 */
export async function resetPassword(
  ctx: AccountContext,
  { token, password }: { token: string | undefined; password: string | undefined },
): Promise<{ reset: true }> {
  if (!token || !password) {
    throw new AppError("VALIDATION_FAILED", RESET_CONFIRM_REQUIRED, {
      details: [
        ...(!password ? [{ path: "password", message: "is required" }] : []),
        ...(!token ? [{ path: "token", message: "is required" }] : []),
      ],
    });
  }
  const parsedPassword = newPasswordSchema.safeParse(password);
  if (!parsedPassword.success) throw validationFailed(parsedPassword.error, "password");
  if (token.length > maxResetTokenLength) throw invalidResetToken();

  // Only a live token earns a KDF run, so garbage tokens cost next to nothing.
  const tokenHash = hashResetToken(token);
  const reset = await findUsablePasswordReset(ctx.db, { tokenHash, now: ctx.now });
  if (!reset) throw invalidResetToken();
  const owner = await findUserById(ctx.db, reset.userId);
  if (!owner) throw invalidResetToken();
  requireAcceptablePasswordOrThrow(parsedPassword.data, owner);
  const passwordHash = await ctx.hasher.hash(parsedPassword.data);

  const user = await ctx.db.transaction(async (tx) => {
    // Conditional: of two concurrent uses of one token, exactly one gets here.
    if (!(await consumePasswordReset(tx, { id: reset.id, now: ctx.now }))) return undefined;
    const updated = await updateUser(tx, reset.userId, {
      passwordHash,
      bumpTokenVersion: true,
      now: ctx.now,
    });
    await retirePasswordResetsOfUser(tx, { userId: reset.userId, now: ctx.now });
    return updated;
  });
  if (!user) throw invalidResetToken();

  // Whoever holds the inbox is the owner: lift a lockout left by someone guessing the password.
  await resetBudget(ctx.limiter, authRateBudgets.loginFailuresPerAccount, user.email);
  ctx.log.info({ event: "password.reset", userId: user.id }, "password reset");
  return { reset: true };
}
