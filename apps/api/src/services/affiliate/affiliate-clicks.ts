import type { AffiliateClickResponse } from "@inkforge/domain/affiliate/contract";
import { attributionEndsAt, isWithinAttributionWindow } from "@inkforge/domain/affiliate/rules";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import {
  findAffiliateById,
  findClickWithAffiliate,
  insertAffiliateClick,
  insertAffiliateReferral,
} from "../../db/queries/affiliates";
import { AppError } from "../../errors";

/**
 * A visit through `?ref=<id>` (issue 15): every click is counted; the attribution stays with the
 * first click the browser still holds inside its 30 days (first-click), so the answer names that
 * click, which the browser keeps in its cookie and sends back with sign-ups and orders.
 */
export async function recordAffiliateClick(
  ctx: { db: Database; now: Date },
  params: {
    affiliateId: number;
    landingPath: string;
    currentClick: string | undefined;
    /** The signed-in account that followed the link, if the click came with a token. */
    userId: string | null;
  },
): Promise<AffiliateClickResponse> {
  const affiliate = await findAffiliateById(ctx.db, params.affiliateId);
  if (!affiliate) throw new AppError("NOT_FOUND", "No affiliate has this id");
  const click = await insertAffiliateClick(ctx.db, {
    affiliateId: affiliate.id,
    landingPath: params.landingPath,
    userId: params.userId,
    now: ctx.now,
  });
  if (params.currentClick) {
    const held = await findClickWithAffiliate(ctx.db, params.currentClick);
    if (held && isWithinAttributionWindow(held.createdAt, ctx.now)) {
      return {
        click_id: held.id,
        expires_at: attributionEndsAt(held.createdAt).toISOString(),
        first_click: false,
      };
    }
  }
  return {
    click_id: click.id,
    expires_at: attributionEndsAt(click.createdAt).toISOString(),
    first_click: true,
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A sign-up made under a click (the register form's `lm_data.affiliate_click`): recorded when the
 * click is ours and inside its window, and never for the affiliate's own account. Whatever is
 * wrong with the value, registration goes on: attribution is not the new member's problem.
 */
export async function recordReferredSignup(
  ctx: { db: Database; now: Date; log: Pick<FastifyBaseLogger, "info"> },
  params: { userId: string; clickValue: unknown },
): Promise<boolean> {
  const value = typeof params.clickValue === "string" ? params.clickValue.trim() : "";
  if (!uuidPattern.test(value)) return false;
  const click = await findClickWithAffiliate(ctx.db, value);
  if (!click || !isWithinAttributionWindow(click.createdAt, ctx.now)) return false;
  if (click.affiliateUserId === params.userId) return false;
  const recorded = await insertAffiliateReferral(ctx.db, {
    userId: params.userId,
    affiliateId: click.affiliateId,
    clickId: click.id,
    clickedAt: click.createdAt,
    createdAt: ctx.now,
  });
  if (recorded)
    ctx.log.info({ affiliateId: click.affiliateId }, "sign-up attributed to an affiliate");
  return recorded;
}
