import { findUsablePasswordReset } from "../../db/queries/password-resets";
import type { AccountContext } from "./context";
import { hashResetToken, maxResetTokenLength } from "./reset-tokens";

/** `POST /api/resetpass/check`: whether a reset link still works (unused, unexpired). */
export async function checkPasswordReset(
  ctx: AccountContext,
  { token }: { token: string | undefined },
): Promise<{ valid: boolean }> {
  if (!token || token.length > maxResetTokenLength) return { valid: false };
  const reset = await findUsablePasswordReset(ctx.db, {
    tokenHash: hashResetToken(token),
    now: ctx.now,
  });
  return { valid: reset !== undefined };
}
