import type { AffiliateDetails } from "@inkforge/domain/affiliate/contract";
import { affiliateUsernameBase, referralLink } from "@inkforge/domain/affiliate/rules";
import type { Database } from "../../db/client";
import {
  findAffiliateById,
  findAffiliateByUserId,
  insertAffiliateOnce,
  setAffiliatePayoutEmail,
} from "../../db/queries/affiliates";
import type { AffiliateRow, User } from "../../db/schema";
import { AppError } from "../../errors";

/*
 * Affiliate accounts (spec §7.6, issue 15): one per user, created on the first call from an
 * allowed region and answered again on every later call, concurrent ones included.
 */

async function createAffiliateAccount(
  ctx: { db: Database; now: Date },
  user: User,
  country: string,
): Promise<AffiliateRow> {
  const existing = await findAffiliateByUserId(ctx.db, user.id);
  if (existing) return existing;
  // The username is the email's local part, a hyphen and the id the insert draws (unique).
  const usernameBase = `${affiliateUsernameBase(user.email)}-`;
  return insertAffiliateOnce(ctx.db, { userId: user.id, usernameBase, country, now: ctx.now });
}

/**
 * The caller's affiliate account, made on the first call. The region is asked (`regionOf`, a
 * country lookup that may call out) only when an account must be made: a repeat answers without it.
 */
export async function findOrCreateAffiliateAccount(
  ctx: { db: Database; now: Date },
  user: User,
  regionOf: () => Promise<string>,
): Promise<AffiliateRow> {
  const existing = await findAffiliateByUserId(ctx.db, user.id);
  return existing ?? createAffiliateAccount(ctx, user, await regionOf());
}

export async function requireOwnAffiliate(db: Database, user: User): Promise<AffiliateRow> {
  const row = await findAffiliateByUserId(db, user.id);
  if (!row) throw new AppError("NOT_FOUND", "You have no affiliate account yet");
  return row;
}

/** Another user's affiliate account answers 404, exactly as an unknown one does. */
export async function requireOwnAffiliateById(
  db: Database,
  user: User,
  affiliateId: number,
): Promise<AffiliateRow> {
  const row = await findAffiliateById(db, affiliateId);
  if (!row || row.userId !== user.id) throw new AppError("NOT_FOUND", "No such affiliate account");
  return row;
}

export function toAffiliateDetails(row: AffiliateRow, webOrigin: string): AffiliateDetails {
  return {
    affiliate_id: row.id,
    username: row.username,
    affiliate_link: referralLink(webOrigin, row.id),
    dashboard_link: new URL("/user/affiliate/dashboard", webOrigin).toString(),
    forget_password_link: new URL("/forgot-password", webOrigin).toString(),
    payout_email: row.payoutEmail,
  };
}

export async function updatePayoutEmail(
  db: Database,
  user: User,
  payoutEmail: string | null,
): Promise<AffiliateRow> {
  const own = await requireOwnAffiliate(db, user);
  const row = await setAffiliatePayoutEmail(db, own.id, payoutEmail);
  if (!row) throw new AppError("NOT_FOUND", "You have no affiliate account yet");
  return row;
}
