import type { TokenResponse } from "@inkforge/domain/contracts/account";
import { findActiveUserByEmail, updateUser } from "../../db/queries/accounts";
import { AppError } from "../../errors";
import type { AccountContext } from "./context";
import { reserveLoginAttempt, verifyPasswordInConstantWork } from "./verify-password";

const invalidCredentialsMessage = "Wrong email or password";

export type LogInInput = {
  /** Normalised by the contract (the spec calls it `username`). */
  email: string;
  password: string;
  ip: string;
};

/** `POST /api/account/login`: email and password in, a token out. */
export async function logIn(
  ctx: AccountContext,
  { email, password, ip }: LogInInput,
): Promise<TokenResponse> {
  // Rate limits first: a rejected attempt never reaches the KDF.
  const attempt = await reserveLoginAttempt(ctx.limiter, { email, ip });

  const user = await findActiveUserByEmail(ctx.db, email);
  const valid = await verifyPasswordInConstantWork(ctx.hasher, password, user?.passwordHash);
  if (!user || !valid) {
    ctx.log.info({ event: "login.failed", userId: user?.id ?? null }, "login failed");
    // One message for an unknown email and a wrong password.
    throw new AppError("INVALID_CREDENTIALS", invalidCredentialsMessage);
  }
  await attempt.succeeded();

  let tokenVersion = user.tokenVersion;
  if (user.passwordHash && ctx.hasher.needsRehash(user.passwordHash)) {
    // Parameters were raised since this hash was made: store a stronger one now that we can.
    const upgraded = await updateUser(ctx.db, user.id, {
      passwordHash: await ctx.hasher.hash(password),
      now: ctx.now,
    });
    tokenVersion = upgraded?.tokenVersion ?? tokenVersion;
  }
  ctx.log.info({ event: "login.succeeded", userId: user.id }, "login succeeded");
  return { token: await ctx.tokens.sign({ userId: user.id, tokenVersion }) };
}
