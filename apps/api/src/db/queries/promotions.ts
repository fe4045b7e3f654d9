import type { Campaign, PopupSet } from "@inkforge/domain/promotions/campaigns";
import { and, asc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "../client";
import { type CampaignRow, campaigns, popupSets } from "../schema";

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    colors: row.colors,
    countdown: row.countdown ?? null,
    countdownTarget: iso(row.countdownTarget),
    ctaButton: row.ctaButton,
    closeButton: row.closeButton,
    autoShow: row.autoShow,
    triggerEvent: row.triggerEvent,
    isActive: row.isActive,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
  };
}

/**
 * Switched-on campaigns that have not ended at `now` (running or still to come), by priority.
 * Upcoming ones are included so a page left open switches at the start instant by itself.
 */
export async function listLiveCampaigns(db: Database, now: Date): Promise<Campaign[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(
      and(eq(campaigns.isActive, true), or(isNull(campaigns.endsAt), gt(campaigns.endsAt, now))),
    )
    .orderBy(asc(campaigns.priority), asc(campaigns.id));
  return rows.map(toCampaign);
}

/** The popup sets with these ids (absent ids are skipped). */
export async function findPopupSets(db: Database, ids: readonly string[]): Promise<PopupSet[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(popupSets)
    .where(inArray(popupSets.id, [...ids]));
  return rows.map((row) => ({
    id: row.id,
    featuresToShow: row.featuresToShow,
    targetLifeTime: row.targetLifeTime,
    targetUpgrade: row.targetUpgrade,
  }));
}
