import {
  type EditAccountResponse,
  editAccountDataSchemaFor,
} from "@inkforge/domain/contracts/account";
import { updateUser } from "../../db/queries/accounts";
import { retirePasswordResetsOfUser } from "../../db/queries/password-resets";
import type { User } from "../../db/schema";
import { AppError } from "../../errors";
import { validationFailed } from "../../lib/validation";
import type { AccountContext } from "./context";
import { requireAcceptablePasswordOrThrow } from "./password-policy";
import { buildUserInfo } from "./user-info";
import { reserveLoginAttempt } from "./verify-password";

export type EditAccountInput = {
  user: User;
  /** The parsed JSON of the multipart `data` field, not yet validated. */
  data: unknown;
  ip: string;
};

/**
 * `PUT /api/account/edit`: username, image and password. Only those keys are read; anything else
 * in `data` (role, features, email, _id…) is dropped by the schema and never applied.
 * A password change needs the current password (unless the account has none yet), revokes every
 * earlier token and answers a new one.
 */
export async function editAccount(
  ctx: AccountContext,
  { user, data, ip }: EditAccountInput,
): Promise<EditAccountResponse> {
  const parsed = editAccountDataSchemaFor({ hasPassword: user.passwordHash !== null }).safeParse(
    data,
  );
  if (!parsed.success) throw validationFailed(parsed.error, "data");
  const { username, image, password, currentPassword } = parsed.data;

  let passwordHash: string | undefined;
  if (password !== undefined) {
    requireAcceptablePasswordOrThrow(password, user);
    if (user.passwordHash !== null) {
      // The current password is a password guess like a login: same budgets, checked first.
      const attempt = await reserveLoginAttempt(ctx.limiter, { email: user.email, ip });
      const valid = await ctx.hasher.verify(currentPassword ?? "", user.passwordHash);
      if (!valid) {
        ctx.log.info({ event: "password-change.failed", userId: user.id }, "wrong password");
        throw new AppError("INVALID_CREDENTIALS", "The current password is wrong");
      }
      await attempt.succeeded();
    }
    passwordHash = await ctx.hasher.hash(password);
  }

  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, {
      ...(username !== undefined ? { username } : {}),
      ...(image !== undefined ? { image: image === "" ? null : image } : {}),
      ...(passwordHash !== undefined ? { passwordHash, bumpTokenVersion: true } : {}),
      now: ctx.now,
    });
    if (row && passwordHash !== undefined) {
      // A reset link mailed before the change must not undo it.
      await retirePasswordResetsOfUser(tx, { userId: user.id, now: ctx.now });
    }
    return row;
  });
  if (!updated) {
    throw new AppError("UNAUTHENTICATED", "The session is no longer valid; sign in again");
  }

  const info = await buildUserInfo(ctx.db, updated, ctx.now);
  if (passwordHash === undefined) return { user: info };
  ctx.log.info({ event: "password.changed", userId: user.id }, "password changed");
  const token = await ctx.tokens.sign({ userId: updated.id, tokenVersion: updated.tokenVersion });
  return { user: info, token };
}
