import type { PersonExport } from "@inkforge/domain/admin/contract";
import { findUserById } from "../../db/queries/accounts";
import { collectPersonData } from "../../db/queries/console-more";
import type { User } from "../../db/schema";
import { AppError } from "../../errors";
import type { AccountContext } from "../account/context";
import { eraseAccount } from "../account/delete-account";
import { mailResetLink } from "../account/request-password-reset";
import { recordAudit } from "./audit";
import type { ConsoleContext } from "./console-context";
import { toPersonRow } from "./views";

/*
 * A person's account from the console (issue 29): a password reset mailed the way the member's
 * own "forgot password" does, the GDPR export of what we hold, and the GDPR erasure the member's
 * own "delete my account" performs. Each is audited; the reset and the erasure in the same
 * transaction as their change.
 */

export type PersonAccountContext = ConsoleContext &
  Pick<AccountContext, "emails" | "siteName" | "webOrigin" | "log">;

async function requireLivePerson(ctx: Pick<ConsoleContext, "db">, id: string): Promise<User> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new AppError("NOT_FOUND", "No person has this id");
  if (user.deletedAt) throw new AppError("CONFLICT", "This account is deleted");
  return user;
}

/** The web's reset page, which takes the mailed token (the same page "forgot password" uses). */
function resetPage(webOrigin: string): URL {
  return new URL("/reset-password", webOrigin);
}

export async function sendPasswordReset(
  ctx: PersonAccountContext,
  personId: string,
  reason: string,
) {
  const user = await requireLivePerson(ctx, personId);
  if (!user.passwordHash) {
    // An account that signs in with Google or Facebook only: a reset link would give it a
    // password it never had, which is the member's choice to make, not the console's.
    throw new AppError("CONFLICT", "This account signs in with a provider and has no password");
  }
  await ctx.db.transaction(async (tx) => {
    await mailResetLink({ ...ctx, db: tx }, user, resetPage(ctx.webOrigin));
    await recordAudit(tx, ctx, {
      action: "account.password-reset",
      targetType: "user",
      targetId: user.id,
      reason,
      before: null,
      after: { resetLinkSentTo: user.email },
    });
  });
  return { sent: true as const };
}

/** Everything the account holds, as JSON; who exported whose data is audited (GDPR access). */
export async function exportPersonData(
  ctx: ConsoleContext,
  personId: string,
  reason: string,
): Promise<PersonExport> {
  const user = await findUserById(ctx.db, personId);
  if (!user) throw new AppError("NOT_FOUND", "No person has this id");
  return ctx.db.transaction(async (tx) => {
    const { account, tables } = await collectPersonData(tx, user);
    await recordAudit(tx, ctx, {
      action: "account.export",
      targetType: "user",
      targetId: user.id,
      reason,
      before: null,
      after: {
        tables: Object.fromEntries(
          Object.entries(tables).map(([name, rows]) => [name, rows.length]),
        ),
      },
    });
    return {
      exportedAt: ctx.now.toISOString(),
      account: JSON.parse(JSON.stringify(account)),
      tables: JSON.parse(JSON.stringify(tables)),
    };
  });
}

/**
 * Erases the account as its owner's deletion does (the row stays, anonymised, for the orders the
 * shop must keep). A staff account is refused: take its role away first, so the console can never
 * delete the last admin or its own operator.
 */
export async function deletePersonAccount(ctx: ConsoleContext, personId: string, reason: string) {
  const user = await requireLivePerson(ctx, personId);
  if (user.staffRole) {
    throw new AppError("CONFLICT", "This account holds a staff role: take the role away first");
  }
  await ctx.db.transaction(async (tx) => {
    const erased = await eraseAccount(tx, user, ctx.now);
    if (!erased) throw new AppError("CONFLICT", "This account is deleted");
    const after = await findUserById(tx, user.id);
    await recordAudit(tx, ctx, {
      action: "account.delete",
      targetType: "user",
      targetId: user.id,
      reason,
      before: toPersonRow(user),
      after: after ? toPersonRow(after) : null,
    });
  });
  return { deleted: true as const };
}
