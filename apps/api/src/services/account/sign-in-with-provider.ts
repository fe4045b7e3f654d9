import type { TokenResponse } from "@inkforge/domain/contracts/account";
import {
  findActiveUserByEmail,
  findUserByProviderAccount,
  insertUser,
  linkProviderAccount,
} from "../../db/queries/accounts";
import type { User } from "../../db/schema";
import { AppError } from "../../errors";
import type { ProviderIdentity } from "../auth/identity-providers";
import type { AccountContext } from "./context";
import { createWelcomeNotification, defaultUsername } from "./welcome";

const providerLabels = { google: "Google", facebook: "Facebook" } as const;

/**
 * `POST /api/auth/google` and `/api/auth/facebook`, after the provider's token was verified:
 * 1. an identity linked before signs in to its account;
 * 2. otherwise, with an email the provider vouches for, it is linked to the account with that
 *    email (a password account included) or a new account is made;
 * 3. an unverified or missing email links nothing and creates nothing.
 */
export async function signInWithProvider(
  ctx: AccountContext,
  identity: ProviderIdentity,
): Promise<TokenResponse> {
  const { provider, providerAccountId } = identity;
  const label = providerLabels[provider];
  const issue = async (user: User, outcome: string) => {
    ctx.log.info({ event: `oauth.${outcome}`, provider, userId: user.id }, "provider sign-in");
    return { token: await ctx.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }) };
  };

  const linked = await findUserByProviderAccount(ctx.db, provider, providerAccountId);
  if (linked) return issue(linked, "signed-in");

  if (!identity.email || !identity.emailVerified) {
    if (identity.email && (await findActiveUserByEmail(ctx.db, identity.email))) {
      throw new AppError(
        "ACCOUNT_NOT_LINKED",
        `${label} has not verified this email address, so it cannot be linked to the existing ` +
          "account; sign in with your password instead",
      );
    }
    throw new AppError(
      "PROVIDER_TOKEN_INVALID",
      `${label} did not share a verified email address; verify it with ${label} or sign up with email`,
    );
  }
  const email = identity.email;

  const user = await ctx.db.transaction(async (tx) => {
    let account = await findActiveUserByEmail(tx, email);
    let created = false;
    if (!account) {
      account = await insertUser(tx, {
        email,
        username: identity.name?.trim().slice(0, 80) || defaultUsername(email),
        passwordHash: null,
        now: ctx.now,
      });
      created = account !== undefined;
      if (account) {
        await createWelcomeNotification(tx, {
          userId: account.id,
          siteName: ctx.siteName,
          now: ctx.now,
        });
      }
    }
    if (!account) return undefined;
    await linkProviderAccount(tx, {
      provider,
      providerAccountId,
      userId: account.id,
      now: ctx.now,
    });
    return { account, created };
  });
  if (!user) {
    // Raced with a registration of the same email; the client may simply try again.
    throw new AppError("CONFLICT", "The account changed meanwhile; try signing in again");
  }
  return issue(user.account, user.created ? "registered" : "linked");
}
