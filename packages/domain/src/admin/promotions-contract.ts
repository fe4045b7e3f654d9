import { z } from "zod";
import { campaignSchema, popupSetSchema } from "../promotions/campaigns";
import { featureIds } from "../shop/feature-ids";
import { popupSetKeys } from "../shop/upsell";

/*
 * The console's Promotions screen (issue 29, decision 0134): the campaign rows and popup sets of
 * decision 0069 edited as forms instead of SQL, and a preview of what the site decides at a chosen
 * instant. The campaign and popup set shapes are the promotions domain's own schemas, so the
 * console cannot save a row the public rules would not read.
 */

const isoInstant = z.iso.datetime({ offset: true });
const soldFeatureIds = new Set<string>(Object.values(featureIds));
const knownFeature = z
  .string()
  .min(1)
  .refine((id) => soldFeatureIds.has(id), "must be a feature the shop sells");

/** A campaign and its priority (lower first: the rules take the first active one of a kind). */
export const campaignEntrySchema = z.object({
  campaign: campaignSchema,
  priority: z.number().int().min(0).max(1000),
});
export type CampaignEntry = z.infer<typeof campaignEntrySchema>;

/** `PUT /api/admin/promotions/campaigns/{id}`: create or replace one campaign. */
export const campaignSaveSchema = z.object({
  campaign: campaignSchema.refine((c) => /^[a-z0-9][a-z0-9-]{0,62}$/.test(c.id), {
    path: ["id"],
    message: "must be lower-case letters, digits and dashes",
  }),
  priority: z.number().int().min(0).max(1000),
});
export type CampaignSave = z.input<typeof campaignSaveSchema>;

/** `PUT /api/admin/promotions/popup-sets/{id}`: replace one popup set of the ownership table. */
export const popupSetSaveSchema = z.intersection(
  popupSetSchema,
  z.object({
    id: z.enum(popupSetKeys),
    featuresToShow: z.array(knownFeature),
    targetLifeTime: z.array(knownFeature),
    targetUpgrade: z.array(knownFeature),
  }),
);
export type PopupSetSave = z.input<typeof popupSetSaveSchema>;

/**
 * The console's popup set form: each list as typed (ids split by commas or spaces), out the save
 * body for set `id`; a problem anywhere in a list is put on that list, the form's field.
 */
export function popupSetFormSchema(id: PopupSetSave["id"]) {
  const list = z.string().transform((text) => text.split(/[\s,]+/).filter(Boolean));
  return z
    .object({ featuresToShow: list, targetLifeTime: list, targetUpgrade: list })
    .transform((lists, ctx) => {
      const parsed = popupSetSaveSchema.safeParse({ id, ...lists });
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const named =
          typeof index === "number" ? `"${lists[field as keyof typeof lists][index]}" ` : "";
        ctx.addIssue({
          code: "custom",
          path: [String(field)],
          message: `${named}${issue.message}`,
        });
      }
      return z.NEVER;
    });
}

export const promotionsViewSchema = z.object({
  /** The server's clock now: the instant the public site decides by. */
  serverTime: isoInstant,
  campaigns: z.array(campaignEntrySchema),
  popupSets: z.array(popupSetSchema),
});
export type PromotionsView = z.infer<typeof promotionsViewSchema>;

export const promotionPreviewQuerySchema = z.object({
  at: isoInstant,
  /** Whose page: a guest, or a member who signed up a minute before `at` (the offer window). */
  as: z.enum(["guest", "new-member"]).default("guest"),
});
export type PromotionPreviewQuery = z.input<typeof promotionPreviewQuerySchema>;

export const promotionPreviewSchema = z.object({
  at: isoInstant,
  /** The header banner the site shows at `at`, with the campaign whose copy it carries. */
  banner: z.object({
    kind: z.enum(["sale", "new-member-offer", "none"]),
    campaignId: z.string().nullable(),
    title: z.string().nullable(),
    countdownTarget: isoInstant.nullable(),
  }),
  /** The campaigns running at `at` (switched on, started, not ended), by priority. */
  running: z.array(z.object({ id: z.string(), kind: z.string(), title: z.string() })),
});
export type PromotionPreview = z.infer<typeof promotionPreviewSchema>;
