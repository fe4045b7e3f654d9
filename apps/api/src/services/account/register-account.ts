import type { TokenResponse } from "@inkforge/domain/contracts/account";
import { findActiveUserByEmail, insertUser } from "../../db/queries/accounts";
import { AppError } from "../../errors";
import { recordReferredSignup } from "../affiliate/affiliate-clicks";
import { authRateBudgets, consumeBudget, rateLimitedError } from "../rate-limit/budgets";
import type { AccountContext } from "./context";
import { requireAcceptablePasswordOrThrow } from "./password-policy";
import { createWelcomeNotification, defaultUsername } from "./welcome";

export type RegisterAccountInput = {
  /** Normalised by the contract. */
  email: string;
  password: string;
  leadMagnetData?: Record<string, unknown> | undefined;
  /** The client address (Fastify's `request.ip`, which honours TRUST_PROXY only). */
  ip: string;
  /** Registrations allowed per address an hour; the budget's own limit when omitted. */
  limitPerIp?: number;
};

function emailTaken(): AppError {
  return new AppError("EMAIL_TAKEN", "An account with this email already exists; sign in instead");
}

/** `POST /api/account/jsonregister`: creates an account and signs it in. */
export async function registerAccount(
  ctx: AccountContext,
  { email, password, leadMagnetData, ip, limitPerIp }: RegisterAccountInput,
): Promise<TokenResponse> {
  const budget = {
    ...authRateBudgets.registrationsPerIp,
    limit: limitPerIp ?? authRateBudgets.registrationsPerIp.limit,
  };
  const decision = await consumeBudget(ctx.limiter, budget, ip);
  if (!decision.allowed) throw rateLimitedError("registrations from this address", decision);

  requireAcceptablePasswordOrThrow(password, { email });
  // Checked before hashing, so a taken address costs no KDF run.
  if (await findActiveUserByEmail(ctx.db, email)) throw emailTaken();
  const passwordHash = await ctx.hasher.hash(password);

  const user = await ctx.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email,
      username: defaultUsername(email),
      passwordHash,
      leadMagnetData: leadMagnetData ?? null,
      now: ctx.now,
    });
    if (created) {
      await createWelcomeNotification(tx, {
        userId: created.id,
        siteName: ctx.siteName,
        now: ctx.now,
      });
      // A sign-up through a referral link (issue 15): the click the browser held, if it is ours.
      await recordReferredSignup(
        { db: tx, now: ctx.now, log: ctx.log },
        { userId: created.id, clickValue: leadMagnetData?.affiliate_click },
      );
    }
    return created;
  });
  // Lost a race with a concurrent registration of the same address.
  if (!user) throw emailTaken();

  ctx.log.info({ event: "account.registered", userId: user.id }, "account registered");
  return { token: await ctx.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }) };
}
