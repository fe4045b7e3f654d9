import {
  auditFiltersSchema,
  grantFeatureRequestSchema,
  markPayoutsPaidRequestSchema,
  newsletterQuerySchema,
  ordersQuerySchema,
  peopleQuerySchema,
  reasonRequestSchema,
  refundRequestSchema,
  replyMessageRequestSchema,
  secondFactorRequestSchema,
  shipOrderRequestSchema,
  storeFigureFormSchema,
} from "@inkforge/domain/admin/contract";
import {
  campaignSaveSchema,
  popupSetFormSchema,
  promotionPreviewQuerySchema,
} from "@inkforge/domain/admin/promotions-contract";
import { serviceProviderInputSchema } from "@inkforge/domain/contracts/service-directory";
import { z } from "zod";

/*
 * Every console form's schema, in one chunk that loads with the first submit (through
 * `loadConsoleSchema`), so no console page carries zod in its first load (issue 26). Where a form's
 * boxes differ from the request, the form schema is the contract's own rules read from the boxes.
 */

export {
  auditFiltersSchema,
  campaignSaveSchema,
  markPayoutsPaidRequestSchema,
  popupSetFormSchema,
  reasonRequestSchema,
  replyMessageRequestSchema,
  secondFactorRequestSchema,
  serviceProviderInputSchema,
  storeFigureFormSchema,
};

export const peopleSearchSchema = peopleQuerySchema.pick({ q: true });
export const ordersSearchSchema = ordersQuerySchema.pick({ q: true });
export const newsletterSearchSchema = newsletterQuerySchema.pick({ q: true });

/** A feature granted from the person page: no end date (the API's `until` stays unset). */
export const grantFormSchema = grantFeatureRequestSchema.omit({ until: true });

/** The ship contract, with an empty carrier box read as no carrier. */
export const shipFormSchema = shipOrderRequestSchema.extend({
  carrier: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    shipOrderRequestSchema.shape.carrier,
  ),
});

/** The refund contract, with the amount typed in dollars (empty: everything left). */
export const refundFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .refine(
      (text) => text === "" || (Number.isFinite(Number(text)) && Number(text) > 0),
      "must be a positive number of dollars, or empty for everything left",
    )
    .transform((text) => (text === "" ? undefined : Math.round(Number(text) * 100)))
    .pipe(refundRequestSchema.shape.amountCents),
  reason: refundRequestSchema.shape.reason,
});

/** The promotions preview query, with the instant as typed (spaces around it are dropped). */
export const previewFormSchema = z.object({
  at: z.string().trim().pipe(promotionPreviewQuerySchema.shape.at),
  as: promotionPreviewQuerySchema.shape.as,
});
