import type { Campaign } from "@inkforge/domain/promotions/campaigns";
import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Promotion campaigns (issue 13, decision 0069): the banner config of spec §3 plus a kind and a
 * `[starts_at, ends_at)` window. The rules of `@inkforge/domain/promotions` read them with the
 * server's clock; the spec's 2025 campaigns are rows (seeded by migration 0012), not constants.
 */
export const campaigns = pgTable("campaigns", {
  id: text("id").primaryKey(),
  kind: text("kind").$type<Campaign["kind"]>().notNull(),
  title: text("title").notNull(),
  colors: jsonb("colors").$type<Campaign["colors"]>().notNull(),
  /** A relative countdown started when the banner shows (the promo banner), or null. */
  countdown: jsonb("countdown").$type<Campaign["countdown"]>(),
  /** The fixed instant the countdown counts to (the sale end, the page builder deadline). */
  countdownTarget: timestamp("countdown_target", { withTimezone: true, mode: "date" }),
  ctaButton: jsonb("cta_button").$type<Campaign["ctaButton"]>().notNull(),
  closeButton: boolean("close_button").notNull(),
  autoShow: boolean("auto_show").notNull(),
  triggerEvent: text("trigger_event"),
  isActive: boolean("is_active").notNull(),
  /** Inclusive; null = since ever. */
  startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }),
  /** Exclusive; null = no end. */
  endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }),
  /** Lower first: the rules take the first active campaign of a kind. */
  priority: integer("priority").notNull().default(100),
});

export type CampaignRow = typeof campaigns.$inferSelect;

/** Popup sets (spec §3 "Popup details"): which upsells a popup set rotates through. */
export const popupSets = pgTable("popup_sets", {
  /** The set key of spec §4 (`default`, `jm`, `tp_L`, …). */
  id: text("id").primaryKey(),
  featuresToShow: jsonb("features_to_show").$type<string[]>().notNull(),
  targetLifeTime: jsonb("target_life_time").$type<string[]>().notNull(),
  targetUpgrade: jsonb("target_upgrade").$type<string[]>().notNull(),
});

export type PopupSetRow = typeof popupSets.$inferSelect;
