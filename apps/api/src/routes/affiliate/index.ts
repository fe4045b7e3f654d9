import { decimalAmountSchema } from "@inkforge/domain/contracts/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { affiliateSaleStatuses } from "../../db/schema";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import {
  type AffiliateTracker,
  createAffiliateTracker,
} from "../../services/affiliate/affiliate-tracker";
import { reportAffiliateSale } from "../../services/affiliate/report-affiliate-sale";
import {
  type CountryLookup,
  createConfiguredCountryLookup,
} from "../../services/geo/country-lookup";
import { affiliateProgrammeRoutes } from "./programme";

export type AffiliateRoutesOptions = {
  /** The tracker sales are forwarded to; default: AFFILIATE_HOST's, else record only. */
  tracker?: AffiliateTracker;
  /** The country lookup for the region check; default: GEO_LOOKUP_URL's service when set. */
  countryLookup?: CountryLookup;
};

const ipAddressSchema = z.union([z.ipv4(), z.ipv6()]);

const affiliateSaleQuerySchema = z.object({
  idev_saleamt: decimalAmountSchema.describe("The captured amount, e.g. 19.00"),
  idev_ordernum: z.string().trim().min(1).max(255).describe("The capture id"),
  // G-15: the page may not know the address; an empty value counts as absent.
  ip_address: ipAddressSchema
    .or(z.literal(""))
    .optional()
    .describe("The buyer's address as the page read it from GET /api/geo"),
});

const affiliateSaleAnswerSchema = z.object({
  recorded: z.literal(true),
  status: z
    .enum(affiliateSaleStatuses)
    .describe("recorded: kept here only; sent: the tracker took it; failed: it did not (logged)"),
});

/** Per signed-in user (the plugin's key): a success page reports once, a reload or two again. */
const reportRateLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

/** The affiliate programme (decision 0057) and the sale report (spec 7.6, API-AFF-03, PAY-10; decision 0025). */
export const affiliateRoutes: FastifyPluginAsyncZod<AffiliateRoutesOptions> = async (
  app,
  options,
) => {
  const tracker = options.tracker ?? createAffiliateTracker(app.config.affiliate);
  await app.register(affiliateProgrammeRoutes, {
    lookup:
      options.countryLookup ??
      createConfiguredCountryLookup(app.config.geo, (error) =>
        app.log.warn({ err: error }, "country lookup failed"),
      ),
  });

  app.get(
    "/api/idev",
    {
      onRequest: app.authenticate,
      config: reportRateLimit,
      schema: {
        operationId: "reportAffiliateSale",
        summary: "Report the affiliate sale of a captured order (after the capture)",
        description:
          "For the caller's own paid order with this capture id; idev_saleamt must equal the " +
          "captured amount (else 400). Recorded once per order and forwarded once to the affiliate " +
          "tracker (AFFILIATE_HOST); a repeat answers the same. The tracker failing is logged and " +
          "answered as status failed, never as an error. The address used is the one the API " +
          "sees. Another user's or an unknown capture: 404.",
        tags: ["affiliate"],
        querystring: affiliateSaleQuerySchema,
        response: { 200: affiliateSaleAnswerSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { query } = request;
      return reportAffiliateSale(
        { db: app.db, now: app.now(), tracker, log: request.log },
        requireUser(request),
        {
          amount: query.idev_saleamt,
          orderNumber: query.idev_ordernum,
          claimedIp: query.ip_address || undefined,
          clientIp: request.ip,
        },
      );
    },
  );
};
