import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";
import { anonymiseUser, deleteProviderAccountsOfUser } from "../../db/queries/accounts";
import { deleteNotificationsOfUser } from "../../db/queries/notifications";
import { deleteOutboxMessagesTo } from "../../db/queries/outbox";
import { deletePasswordResetsOfUser } from "../../db/queries/password-resets";
import { deleteGamificationOfUser } from "../../db/queries/xp-awards";
import type { User } from "../../db/schema";
import type { AccountContext } from "./context";

/** The email a deleted account holds: unique, and in a domain that can never receive mail. */
function tombstoneEmail(): string {
  return `deleted-${randomUUID()}@deleted.invalid`;
}

/**
 * `DELETE /api/account`: erases the personal data in one transaction and keeps the anonymised
 * row, so what the shop must keep (orders, grants) stays linked to it. Every token stops working
 * and the email is free to register again.
 */
export async function deleteAccount(
  ctx: AccountContext,
  { user }: { user: User },
): Promise<{ deleted: true }> {
  await ctx.db.transaction((tx) => eraseAccount(tx, user, ctx.now));
  ctx.log.info({ event: "account.deleted", userId: user.id }, "account deleted");
  return { deleted: true };
}

/**
 * The erasure itself, with the caller's transaction handle: the member's own deletion and the
 * console's (which writes its audit row in the same transaction) erase the same data.
 */
export async function eraseAccount(tx: Database, user: User, now: Date): Promise<boolean> {
  const erased = await anonymiseUser(tx, user.id, { tombstoneEmail: tombstoneEmail(), now });
  await deleteProviderAccountsOfUser(tx, user.id);
  await deleteNotificationsOfUser(tx, user.id);
  await deletePasswordResetsOfUser(tx, user.id);
  await deleteGamificationOfUser(tx, user.id);
  await deleteOutboxMessagesTo(tx, user.email);
  return erased;
}
