import type {
  GrantFeatureRequest,
  PersonDetail,
  peopleQuerySchema,
} from "@inkforge/domain/admin/contract";
import type { StaffRole } from "@inkforge/domain/admin/rules";
import { isFeatureId } from "@inkforge/domain/shop/feature-ids";
import { highestTier } from "@inkforge/domain/shop/tiers";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { findUserById } from "../../db/queries/accounts";
import { findTotp, listOpenConsoleSessions, revokeConsoleSessions } from "../../db/queries/admin";
import { findAffiliateByUserId } from "../../db/queries/affiliates";
import {
  listGrantsOfUser,
  listLinesOfOrders,
  listRefundsOf,
  searchOrders,
  searchPeople,
  sumPoints,
} from "../../db/queries/console";
import { countCommissionsByStatus, listNewestNotifications } from "../../db/queries/console-more";
import { listSubscriptionsOfUser } from "../../db/queries/shop";
import { ownedFeatures, type User, users } from "../../db/schema";
import { AppError } from "../../errors";
import { recordAudit } from "./audit";
import type { ConsoleContext } from "./console-context";
import { setStaffRole } from "./staff-roles";
import { operatorGrantShopId, toEntitlement, toOrderRowView, toPersonRow } from "./views";

/*
 * The console's People screen (issue 29, decision 0104): find a person, see what they hold and
 * why, and change it with a reason, each change audited in its own transaction.
 */

export async function findPeople(
  ctx: Pick<ConsoleContext, "db">,
  query: z.infer<typeof peopleQuerySchema>,
) {
  const { items, total } = await searchPeople(ctx.db, query);
  return { items: items.map(toPersonRow), total };
}

async function requirePerson(ctx: Pick<ConsoleContext, "db">, id: string): Promise<User> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new AppError("NOT_FOUND", "No person has this id");
  return user;
}

export async function getPerson(
  ctx: Pick<ConsoleContext, "db" | "now">,
  id: string,
): Promise<PersonDetail> {
  const user = await requirePerson(ctx, id);
  const [grants, orderPage, subscriptions, points, sessions, totp, notes, affiliate] =
    await Promise.all([
      listGrantsOfUser(ctx.db, user.id),
      searchOrders(ctx.db, {
        userId: user.id,
        sort: "createdAt",
        dir: "desc",
        limit: 100,
        offset: 0,
      }),
      listSubscriptionsOfUser(ctx.db, user.id),
      sumPoints(ctx.db, user.id),
      listOpenConsoleSessions(ctx.db, user.id, ctx.now),
      findTotp(ctx.db, user.id),
      listNewestNotifications(ctx.db, user.id, 50),
      findAffiliateByUserId(ctx.db, user.id),
    ]);
  const commissionsByStatus = affiliate ? await countCommissionsByStatus(ctx.db, affiliate.id) : [];
  const orderIds = orderPage.rows.map((row) => row.order.id);
  const [lines, refunds] = await Promise.all([
    listLinesOfOrders(ctx.db, orderIds),
    listRefundsOf(ctx.db, orderIds),
  ]);
  const entitlements = grants.map((row) => toEntitlement(row, ctx.now));
  return {
    ...toPersonRow(user),
    plan: highestTier(entitlements.filter((grant) => grant.active).map((g) => g.featureId)),
    points,
    entitlements,
    orders: orderPage.rows.map((row) => toOrderRowView(row.order, row.email, lines, refunds)),
    subscriptions: subscriptions.map((row) => ({
      id: row.id,
      productId: row.productId,
      status: row.status,
      interval: row.interval,
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    })),
    consoleSessions: sessions.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      userAgent: session.userAgent,
    })),
    enrolled: Boolean(totp?.confirmedAt),
    notifications: notes.map((note) => ({
      id: note.id,
      code: note.code,
      createdAt: note.createdAt.toISOString(),
      readAt: note.readAt?.toISOString() ?? null,
    })),
    affiliate: affiliate
      ? {
          id: affiliate.id,
          username: affiliate.username,
          payoutEmail: affiliate.payoutEmail,
          createdAt: affiliate.createdAt.toISOString(),
          commissions: commissionsByStatus.map((row) => ({
            status: row.status,
            count: Number(row.count),
            amountCents: Number(row.amountCents),
          })),
        }
      : null,
  };
}

/**
 * Grants a feature by hand (a goodwill gift, a support fix): one operator row per person and
 * feature, which a repeat extends or makes lasting instead of duplicating.
 */
export async function grantFeature(
  ctx: ConsoleContext,
  personId: string,
  body: GrantFeatureRequest,
) {
  const user = await requirePerson(ctx, personId);
  if (user.deletedAt) throw new AppError("CONFLICT", "This account is deleted");
  if (!isFeatureId(body.featureId)) {
    throw new AppError("VALIDATION_FAILED", "No feature has this id", {
      details: [{ path: "featureId", message: "No feature has this id" }],
    });
  }
  const until = body.until ? new Date(body.until) : null;
  if (until && until.getTime() <= ctx.now.getTime()) {
    throw new AppError("VALIDATION_FAILED", "until must be in the future", {
      details: [{ path: "until", message: "must be in the future" }],
    });
  }
  return ctx.db.transaction(async (tx) => {
    const operatorRow = and(
      eq(ownedFeatures.userId, user.id),
      eq(ownedFeatures.featureId, body.featureId),
      eq(ownedFeatures.shopId, operatorGrantShopId),
      isNull(ownedFeatures.orderId),
      isNull(ownedFeatures.subscriptionId),
    );
    const [previous] = await tx.select().from(ownedFeatures).where(operatorRow).for("update");
    const [row] = previous
      ? await tx
          .update(ownedFeatures)
          .set({ until, period: until ? null : "lifetime" })
          .where(eq(ownedFeatures.id, previous.id))
          .returning()
      : await tx
          .insert(ownedFeatures)
          .values({
            userId: user.id,
            featureId: body.featureId,
            shopId: operatorGrantShopId,
            period: until ? null : "lifetime",
            until,
            createdAt: ctx.now,
          })
          .returning();
    if (!row) throw new Error("grant write returned no row");
    await recordAudit(tx, ctx, {
      action: "feature.grant",
      targetType: "user",
      targetId: user.id,
      reason: body.reason,
      before: previous ? toEntitlement(previous, ctx.now) : null,
      after: toEntitlement(row, ctx.now),
    });
    return toEntitlement(row, ctx.now);
  });
}

/**
 * Ends a grant now (its `until` becomes now; the row stays, so the person's history does). A
 * subscription's grant follows the subscription and is not ended here: cancel it instead.
 */
export async function revokeFeature(
  ctx: ConsoleContext,
  personId: string,
  grantId: string,
  reason: string,
) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(ownedFeatures)
      .where(and(eq(ownedFeatures.id, grantId), eq(ownedFeatures.userId, personId)))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND", "This person has no such grant");
    if (row.subscriptionId) {
      throw new AppError(
        "CONFLICT",
        "This feature comes with a subscription; cancel or refund the subscription instead",
      );
    }
    if (row.until && row.until.getTime() <= ctx.now.getTime()) {
      throw new AppError("CONFLICT", "This grant has ended already");
    }
    const [ended] = await tx
      .update(ownedFeatures)
      .set({ until: ctx.now })
      .where(eq(ownedFeatures.id, row.id))
      .returning();
    if (!ended) throw new Error("revoke returned no row");
    await recordAudit(tx, ctx, {
      action: "feature.revoke",
      targetType: "user",
      targetId: personId,
      reason,
      before: toEntitlement(row, ctx.now),
      after: toEntitlement(ended, ctx.now),
    });
    return toEntitlement(ended, ctx.now);
  });
}

/** Signs a person out everywhere: every member token (the token version moves) and console session. */
export async function revokePersonSessions(ctx: ConsoleContext, personId: string, reason: string) {
  const user = await requirePerson(ctx, personId);
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: ctx.now })
      .where(eq(users.id, user.id))
      .returning({ tokenVersion: users.tokenVersion });
    const ended = await revokeConsoleSessions(tx, {
      userId: user.id,
      by: ctx.actor.id,
      now: ctx.now,
    });
    await recordAudit(tx, ctx, {
      action: "account.sessions.revoke",
      targetType: "user",
      targetId: user.id,
      reason,
      before: { tokenVersion: user.tokenVersion },
      after: { tokenVersion: updated?.tokenVersion, consoleSessionsEnded: ended.length },
    });
    return { revoked: true };
  });
}

export async function changeStaffRole(
  ctx: ConsoleContext,
  personId: string,
  role: StaffRole | null,
  reason: string,
) {
  const { user } = await setStaffRole(ctx, { userId: personId }, role, reason);
  return toPersonRow(user);
}
