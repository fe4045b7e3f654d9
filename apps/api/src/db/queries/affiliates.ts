import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  type AffiliateClickRow,
  type AffiliateCommissionRow,
  type AffiliateReferralRow,
  type AffiliateRow,
  affiliateClicks,
  affiliateCommissions,
  affiliateReferrals,
  affiliates,
  users,
} from "../schema";

export async function findAffiliateByUserId(
  db: Database,
  userId: string,
): Promise<AffiliateRow | undefined> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId)).limit(1);
  return row;
}

export async function findAffiliateById(
  db: Database,
  id: number,
): Promise<AffiliateRow | undefined> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id)).limit(1);
  return row;
}

/**
 * Creates the user's affiliate account unless one exists, in one statement: the id comes from
 * the identity column and the username is derived from it, so concurrent calls race only on the
 * user's unique index and every caller reads back the one row.
 */
export async function insertAffiliateOnce(
  db: Database,
  params: { userId: string; usernameBase: string; country: string; now: Date },
): Promise<AffiliateRow> {
  await db.execute(sql`
    insert into affiliates (id, user_id, username, country, created_at)
    overriding system value
    select next_id, ${params.userId}::uuid, ${params.usernameBase} || next_id::text,
      ${params.country}, ${params.now.toISOString()}::timestamptz
    from (select nextval(pg_get_serial_sequence('affiliates', 'id')) as next_id) as seq
    on conflict (user_id) do nothing`);
  const row = await findAffiliateByUserId(db, params.userId);
  if (!row) throw new Error("the affiliate account was neither created nor found");
  return row;
}

export async function setAffiliatePayoutEmail(
  db: Database,
  affiliateId: number,
  payoutEmail: string | null,
): Promise<AffiliateRow | undefined> {
  const [row] = await db
    .update(affiliates)
    .set({ payoutEmail })
    .where(eq(affiliates.id, affiliateId))
    .returning();
  return row;
}

export async function insertAffiliateClick(
  db: Database,
  click: { affiliateId: number; landingPath: string; userId: string | null; now: Date },
): Promise<AffiliateClickRow> {
  const [row] = await db
    .insert(affiliateClicks)
    .values({
      affiliateId: click.affiliateId,
      landingPath: click.landingPath,
      userId: click.userId,
      createdAt: click.now,
    })
    .returning();
  return row!;
}

/** A click with its affiliate's user (for attribution and self-referral). */
export type ClickWithAffiliate = AffiliateClickRow & { affiliateUserId: string };

export async function findClickWithAffiliate(
  db: Database,
  clickId: string,
): Promise<ClickWithAffiliate | undefined> {
  const [row] = await db
    .select({
      id: affiliateClicks.id,
      affiliateId: affiliateClicks.affiliateId,
      landingPath: affiliateClicks.landingPath,
      userId: affiliateClicks.userId,
      createdAt: affiliateClicks.createdAt,
      affiliateUserId: affiliates.userId,
    })
    .from(affiliateClicks)
    .innerJoin(affiliates, eq(affiliates.id, affiliateClicks.affiliateId))
    .where(eq(affiliateClicks.id, clickId))
    .limit(1);
  return row;
}

/** Records a sign-up made under a click; a user is referred once (the first record stands). */
export async function insertAffiliateReferral(
  db: Database,
  referral: AffiliateReferralRow,
): Promise<boolean> {
  const rows = await db
    .insert(affiliateReferrals)
    .values(referral)
    .onConflictDoNothing({ target: affiliateReferrals.userId })
    .returning({ userId: affiliateReferrals.userId });
  return rows.length > 0;
}

export async function findReferralOfUser(
  db: Database,
  userId: string,
): Promise<(AffiliateReferralRow & { affiliateUserId: string }) | undefined> {
  const [row] = await db
    .select({
      userId: affiliateReferrals.userId,
      affiliateId: affiliateReferrals.affiliateId,
      clickId: affiliateReferrals.clickId,
      clickedAt: affiliateReferrals.clickedAt,
      createdAt: affiliateReferrals.createdAt,
      affiliateUserId: affiliates.userId,
    })
    .from(affiliateReferrals)
    .innerJoin(affiliates, eq(affiliates.id, affiliateReferrals.affiliateId))
    .where(eq(affiliateReferrals.userId, userId))
    .limit(1);
  return row;
}

export async function findUserEmail(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

export type NewCommission = Omit<
  AffiliateCommissionRow,
  "id" | "status" | "approvedAt" | "paidAt" | "reversedAt" | "reversalReason" | "holdReason"
> & {
  /** `held` with its reason (decision 0078); pending otherwise. */
  hold?: { reason: string };
};

/** One commission per payment (`source_key`); a repeat answers undefined. */
export async function insertCommissionOnce(
  db: Database,
  commission: NewCommission,
): Promise<AffiliateCommissionRow | undefined> {
  const { hold, ...values } = commission;
  const [row] = await db
    .insert(affiliateCommissions)
    .values({ ...values, ...(hold ? { status: "held" as const, holdReason: hold.reason } : {}) })
    .onConflictDoNothing({ target: affiliateCommissions.sourceKey })
    .returning();
  return row;
}

/** The sale commission of an order (renewals carry the first order's id too). */
export async function findSaleCommissionOfOrder(
  db: Database,
  orderId: string,
): Promise<AffiliateCommissionRow | undefined> {
  const [row] = await db
    .select()
    .from(affiliateCommissions)
    .where(and(eq(affiliateCommissions.orderId, orderId), eq(affiliateCommissions.kind, "sale")))
    .limit(1);
  return row;
}

/**
 * Reverses the commissions earned by these payments that are not reversed yet (a paid one too:
 * the ledger then owes the programme, which the dashboard shows). Answers how many changed.
 */
export async function reverseCommissions(
  db: Database,
  sourceKeys: string[],
  params: { reason: "refund" | "chargeback"; now: Date },
): Promise<number> {
  if (sourceKeys.length === 0) return 0;
  const rows = await db
    .update(affiliateCommissions)
    .set({ status: "reversed", reversedAt: params.now, reversalReason: params.reason })
    .where(
      and(
        inArray(affiliateCommissions.sourceKey, sourceKeys),
        sql`${affiliateCommissions.status} <> 'reversed'`,
      ),
    )
    .returning({ id: affiliateCommissions.id });
  return rows.length;
}

/** The pending commissions, oldest first: the candidates for approval once their refund window passed. */
export async function listPendingCommissions(
  db: Database,
  affiliateId?: number,
): Promise<Array<{ id: string; earnedAt: Date }>> {
  return db
    .select({ id: affiliateCommissions.id, earnedAt: affiliateCommissions.earnedAt })
    .from(affiliateCommissions)
    .where(
      and(
        eq(affiliateCommissions.status, "pending"),
        affiliateId === undefined ? undefined : eq(affiliateCommissions.affiliateId, affiliateId),
      ),
    )
    .orderBy(affiliateCommissions.earnedAt);
}

/**
 * Approves these commissions, only while still pending: a refund or a hold written between the
 * read and this update wins, and the row is left as it is. Answers how many were approved.
 */
export async function approvePendingCommissions(
  db: Database,
  ids: readonly string[],
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(affiliateCommissions)
    .set({ status: "approved", approvedAt: now })
    .where(
      and(inArray(affiliateCommissions.id, [...ids]), eq(affiliateCommissions.status, "pending")),
    )
    .returning({ id: affiliateCommissions.id });
  return rows.length;
}

export async function listCommissionsOfAffiliate(
  db: Database,
  affiliateId: number,
  limit: number,
): Promise<AffiliateCommissionRow[]> {
  return db
    .select()
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.affiliateId, affiliateId))
    .orderBy(desc(affiliateCommissions.earnedAt))
    .limit(limit);
}

export async function sumCommissionsByStatus(
  db: Database,
  affiliateId: number,
): Promise<Record<string, number>> {
  const rows = await db
    .select({
      status: affiliateCommissions.status,
      cents: sql<string>`coalesce(sum(${affiliateCommissions.amountCents}), 0)`,
      count: sql<string>`count(*)`,
    })
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.affiliateId, affiliateId))
    .groupBy(affiliateCommissions.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.cents)]));
}

export async function countClicksAndSignups(
  db: Database,
  affiliateId: number,
): Promise<{ clicks: number; signups: number; sales: number }> {
  const [[clicks], [signups], [sales]] = await Promise.all([
    db
      .select({ n: count() })
      .from(affiliateClicks)
      .where(eq(affiliateClicks.affiliateId, affiliateId)),
    db
      .select({ n: count() })
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.affiliateId, affiliateId)),
    db
      .select({ n: count() })
      .from(affiliateCommissions)
      .where(
        and(
          eq(affiliateCommissions.affiliateId, affiliateId),
          sql`${affiliateCommissions.status} <> 'reversed'`,
        ),
      ),
  ]);
  return { clicks: clicks?.n ?? 0, signups: signups?.n ?? 0, sales: sales?.n ?? 0 };
}

/** Clicks, sign-ups and commissions since `from`, for the dashboard's chart. */
export async function listAffiliateEventsSince(
  db: Database,
  affiliateId: number,
  from: Date,
): Promise<{ at: Date; kind: "click" | "signup" | "sale"; commissionCents?: number }[]> {
  const [clicks, signups, sales] = await Promise.all([
    db
      .select({ at: affiliateClicks.createdAt })
      .from(affiliateClicks)
      .where(
        and(eq(affiliateClicks.affiliateId, affiliateId), gte(affiliateClicks.createdAt, from)),
      ),
    db
      .select({ at: affiliateReferrals.createdAt })
      .from(affiliateReferrals)
      .where(
        and(
          eq(affiliateReferrals.affiliateId, affiliateId),
          gte(affiliateReferrals.createdAt, from),
        ),
      ),
    db
      .select({ at: affiliateCommissions.earnedAt, cents: affiliateCommissions.amountCents })
      .from(affiliateCommissions)
      .where(
        and(
          eq(affiliateCommissions.affiliateId, affiliateId),
          gte(affiliateCommissions.earnedAt, from),
          sql`${affiliateCommissions.status} <> 'reversed'`,
        ),
      ),
  ]);
  return [
    ...clicks.map((row) => ({ at: row.at, kind: "click" as const })),
    ...signups.map((row) => ({ at: row.at, kind: "signup" as const })),
    ...sales.map((row) => ({ at: row.at, kind: "sale" as const, commissionCents: row.cents })),
  ];
}

export type PayableCommissionRow = {
  id: string;
  affiliateId: number;
  username: string;
  payoutEmail: string | null;
  amountCents: number;
  currency: string;
};

export async function listApprovedCommissions(db: Database): Promise<PayableCommissionRow[]> {
  return db
    .select({
      id: affiliateCommissions.id,
      affiliateId: affiliateCommissions.affiliateId,
      username: affiliates.username,
      payoutEmail: affiliates.payoutEmail,
      amountCents: affiliateCommissions.amountCents,
      currency: affiliateCommissions.currency,
    })
    .from(affiliateCommissions)
    .innerJoin(affiliates, eq(affiliates.id, affiliateCommissions.affiliateId))
    .where(eq(affiliateCommissions.status, "approved"));
}

/** Marks these commissions of this affiliate paid, only while approved. Answers the ids changed. */
export async function markCommissionsPaid(
  db: Database,
  params: { affiliateId: number; ids: string[]; now: Date },
): Promise<string[]> {
  if (params.ids.length === 0) return [];
  const rows = await db
    .update(affiliateCommissions)
    .set({ status: "paid", paidAt: params.now })
    .where(
      and(
        eq(affiliateCommissions.affiliateId, params.affiliateId),
        inArray(affiliateCommissions.id, params.ids),
        eq(affiliateCommissions.status, "approved"),
      ),
    )
    .returning({ id: affiliateCommissions.id });
  return rows.map((row) => row.id);
}
