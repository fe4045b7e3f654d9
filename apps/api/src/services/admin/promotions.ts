import type {
  CampaignEntry,
  campaignSaveSchema,
  PromotionPreview,
  PromotionsView,
  popupSetSaveSchema,
  promotionPreviewQuerySchema,
} from "@inkforge/domain/admin/promotions-contract";
import { isCampaignActive, type PopupSet } from "@inkforge/domain/promotions/campaigns";
import { chooseHeaderBanner } from "@inkforge/domain/promotions/header-banner";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { listLiveCampaigns, toCampaign } from "../../db/queries/promotions";
import { campaigns, popupSets } from "../../db/schema";
import { AppError } from "../../errors";
import { recordAudit } from "./audit";
import type { ConsoleContext } from "./console-context";

/*
 * Promotions from the operator console (issue 29, decision 0134): the campaign rows and popup sets
 * of decision 0069, saved whole with their audit row in one transaction, and a preview that runs
 * the public site's own rule (`chooseHeaderBanner` over the live campaigns) at a chosen instant.
 */

type Db = ConsoleContext["db"];

async function findCampaign(db: Db, id: string, lock = false): Promise<CampaignEntry | null> {
  const query = db.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ? { campaign: toCampaign(row), priority: row.priority } : null;
}

async function findPopupSet(db: Db, id: string): Promise<PopupSet | null> {
  const [row] = await db.select().from(popupSets).where(eq(popupSets.id, id)).for("update");
  return row ?? null;
}

export async function listPromotions(ctx: ConsoleContext): Promise<PromotionsView> {
  const [campaignRows, setRows] = await Promise.all([
    ctx.db.select().from(campaigns).orderBy(asc(campaigns.priority), asc(campaigns.id)),
    ctx.db.select().from(popupSets).orderBy(asc(popupSets.id)),
  ]);
  return {
    serverTime: ctx.now.toISOString(),
    campaigns: campaignRows.map((row) => ({ campaign: toCampaign(row), priority: row.priority })),
    popupSets: setRows.map(({ id, featuresToShow, targetLifeTime, targetUpgrade }) => ({
      id,
      featuresToShow,
      targetLifeTime,
      targetUpgrade,
    })),
  };
}

const instant = (value: string | null) => (value === null ? null : new Date(value));

export async function saveCampaign(
  ctx: ConsoleContext,
  id: string,
  body: z.infer<typeof campaignSaveSchema>,
): Promise<CampaignEntry> {
  if (body.campaign.id !== id) {
    throw new AppError("VALIDATION_FAILED", "The campaign's id must match the address", {
      details: [{ path: "campaign.id", message: "must match the address" }],
    });
  }
  const { campaign, priority } = body;
  const values = {
    kind: campaign.kind,
    title: campaign.title,
    colors: campaign.colors,
    countdown: campaign.countdown,
    countdownTarget: instant(campaign.countdownTarget),
    ctaButton: campaign.ctaButton,
    closeButton: campaign.closeButton,
    autoShow: campaign.autoShow,
    triggerEvent: campaign.triggerEvent,
    isActive: campaign.isActive,
    startsAt: instant(campaign.startsAt),
    endsAt: instant(campaign.endsAt),
    priority,
  };
  return ctx.db.transaction(async (tx) => {
    const before = await findCampaign(tx, id, true);
    await tx
      .insert(campaigns)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: campaigns.id, set: values });
    const after = await findCampaign(tx, id);
    if (!after) throw new Error(`campaign ${id} vanished inside its own transaction`);
    await recordAudit(tx, ctx, {
      action: "promotion.campaign.save",
      targetType: "campaign",
      targetId: id,
      before,
      after,
    });
    return after;
  });
}

export async function savePopupSet(
  ctx: ConsoleContext,
  id: string,
  body: z.infer<typeof popupSetSaveSchema>,
): Promise<PopupSet> {
  if (body.id !== id) {
    throw new AppError("VALIDATION_FAILED", "The popup set's id must match the address", {
      details: [{ path: "id", message: "must match the address" }],
    });
  }
  const values = {
    featuresToShow: body.featuresToShow,
    targetLifeTime: body.targetLifeTime,
    targetUpgrade: body.targetUpgrade,
  };
  return ctx.db.transaction(async (tx) => {
    const before = await findPopupSet(tx, id);
    await tx
      .insert(popupSets)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: popupSets.id, set: values });
    const after = { id, ...values };
    await recordAudit(tx, ctx, {
      action: "promotion.popup-set.save",
      targetType: "popup-set",
      targetId: id,
      before,
      after,
    });
    return after;
  });
}

/** A member whose account is a minute old at `at`: inside the new-member offer's window. */
function newMemberAt(at: Date) {
  return {
    _id: "preview",
    createdAt: new Date(at.getTime() - 60_000).toISOString(),
    userType: null,
    features: { simple: [] },
  };
}

export async function previewPromotions(
  ctx: Pick<ConsoleContext, "db">,
  query: z.infer<typeof promotionPreviewQuerySchema>,
): Promise<PromotionPreview> {
  const at = new Date(query.at);
  const live = await listLiveCampaigns(ctx.db, at);
  const choice = chooseHeaderBanner({
    now: at,
    user: query.as === "new-member" ? newMemberAt(at) : null,
    campaigns: live,
  });
  return {
    at: at.toISOString(),
    banner:
      choice.kind === "none"
        ? { kind: "none", campaignId: null, title: null, countdownTarget: null }
        : {
            kind: choice.kind,
            campaignId: choice.campaign.id,
            title: choice.campaign.title,
            countdownTarget: choice.countdownTarget ? choice.countdownTarget.toISOString() : null,
          },
    running: live
      .filter((campaign) => isCampaignActive(campaign, at))
      .map(({ id, kind, title }) => ({ id, kind, title })),
  };
}
