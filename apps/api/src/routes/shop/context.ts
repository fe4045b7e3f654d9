import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from "@inkforge/domain/contracts/shop";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { fieldInvalid } from "../../lib/validation";
import type { PaymentProviders } from "../../services/payments/provider";
import type { ShopContext } from "../../services/shop/context";
import { hashRequest, type IdempotencyRequest } from "../../services/shop/idempotency";
import type { App } from "../../types";

/** Builds the shop services' context for one request (or for the app's own work). */
export type ShopContextFactory = (request?: FastifyRequest) => ShopContext;

export function createShopContextFactory(
  app: App,
  providers: PaymentProviders,
): ShopContextFactory {
  const { config } = app;
  return (request) => ({
    db: app.db,
    now: app.now(),
    providers,
    webOrigin: config.webOrigin,
    discountPercent: config.newMemberDiscountPercent,
    excludedFeatureId: config.featureAccessExcludedId,
    affiliateProgramme: config.affiliate.programme,
    log: request?.log ?? app.log,
    emails: app.emailSender,
    siteName: config.siteName,
  });
}

/** The `Idempotency-Key` header of a checkout request, bound to its route and validated body. */
export function idempotencyOf(
  request: FastifyRequest,
  body: unknown,
): IdempotencyRequest | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw.join(",") : raw);
  if (!parsed.success) {
    throw fieldInvalid(IDEMPOTENCY_KEY_HEADER, parsed.error.issues[0]?.message ?? "is invalid");
  }
  return { key: parsed.data, hash: hashRequest(request.routeOptions.url ?? request.url, body) };
}

/**
 * Per-route limit for writes that open checkouts: per signed-in user (every token of the account
 * counts together), else per address; the plugin's key (rateLimitKeyOf).
 */
export function checkoutRateLimit(max: number) {
  return { rateLimit: { max, timeWindow: "1 minute" } };
}

export const idParamsSchema = z.object({ id: z.string().trim().min(1).max(128) });

export const idempotencyHeaderSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .optional()
    .describe("Repeat a checkout safely: the same key answers the first answer again (24 h)"),
});
