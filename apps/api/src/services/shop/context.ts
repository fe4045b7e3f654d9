import type { FastifyBaseLogger } from "fastify";
import type { AffiliateProgrammeConfig } from "../../config";
import type { Database } from "../../db/client";
import type { EmailSender } from "../email/email-sender";
import type { PaymentProviders } from "../payments/provider";

/** What the shop use cases work with; built per request by `shopContext(app, request)`. */
export type ShopContext = {
  db: Database;
  /** The request's instant (the app clock, read once). */
  now: Date;
  providers: PaymentProviders;
  /** Return URLs are paths on this origin. */
  webOrigin: string;
  /** Percent off lifetime products in the new-member offer. */
  discountPercent: number;
  /** The id the spec's access check never grants (FEATURE_ACCESS_EXCLUDED_ID). */
  excludedFeatureId: string | undefined;
  /** The affiliate programme's rates and refund window (decision 0057). */
  affiliateProgramme: AffiliateProgrammeConfig;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** Receipts of paid orders leave through the mail sender, after the answer. */
  emails: EmailSender;
  siteName: string;
};
