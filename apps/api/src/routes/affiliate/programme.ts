import {
  affiliateClickRequestSchema,
  affiliateClickResponseSchema,
  affiliateDashboardSchema,
  affiliateDataSchema,
  affiliateDetailsSchema,
  affiliateRegionSchema,
  payoutEmailRequestSchema,
} from "@inkforge/domain/affiliate/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { allowEmptyJsonBody } from "../../plugins/app/input-guards";
import {
  findOrCreateAffiliateAccount,
  requireOwnAffiliate,
  requireOwnAffiliateById,
  toAffiliateDetails,
  updatePayoutEmail,
} from "../../services/affiliate/affiliate-accounts";
import { recordAffiliateClick } from "../../services/affiliate/affiliate-clicks";
import { getAffiliateDashboard } from "../../services/affiliate/affiliate-dashboard";
import {
  requireAvailableRegion,
  resolveAffiliateRegion,
} from "../../services/affiliate/affiliate-region";
import type { CountryLookup } from "../../services/geo/country-lookup";

export type AffiliateProgrammeOptions = { lookup: CountryLookup | undefined };

const loopbackAddresses = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

const perUser = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });

/**
 * The affiliate programme run by the site (spec §7.6, §2.10; issue 15; decision 0057): accounts,
 * the region check, referral clicks, the dashboard and the payout email. Every route but the
 * click is the signed-in user's own; another user's affiliate answers 404.
 */
export const affiliateProgrammeRoutes: FastifyPluginAsyncZod<AffiliateProgrammeOptions> = async (
  app,
  { lookup },
) => {
  const { config } = app;

  function regionOf(request: FastifyRequest) {
    // Demo mode trusts a country header from this machine, so the blocked region can be shown.
    const fromLoopback =
      config.mode === "demo" && loopbackAddresses.has(request.socket.remoteAddress ?? "");
    return resolveAffiliateRegion({
      headers: request.headers,
      trustCountryHeader: config.trustProxy !== false || fromLoopback,
      ip: request.ip,
      lookup,
      defaultCountry: config.geo.defaultCountry,
    });
  }

  // The spec sends the create call with `Content-Type: application/json` and no body.
  await app.register(async (scope) => {
    allowEmptyJsonBody(scope);
    scope.post(
      "/api/v1/affiliate/create",
      {
        onRequest: app.authenticate,
        config: perUser(30),
        schema: {
          operationId: "createAffiliate",
          summary: "Create the caller's affiliate account (or answer the existing one)",
          description:
            "Bearer token, JSON, no body. Idempotent: a repeat, concurrent ones included, " +
            "answers the same account. Refused with 403 REGION_UNAVAILABLE in NG or when no " +
            "country can be found; 502 REGION_CHECK_FAILED when the country lookup fails.",
          tags: ["affiliate"],
          response: { 200: affiliateDataSchema, ...errorResponses(400, 401, 403, 429, 502) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const user = requireUser(request);
        const ctx = { db: app.db, now: app.now() };
        const row = await findOrCreateAffiliateAccount(ctx, user, async () =>
          requireAvailableRegion(await regionOf(request)),
        );
        return { affiliate_id: row.id, username: row.username };
      },
    );
  });

  app.get(
    "/api/v1/affiliate",
    {
      onRequest: app.authenticate,
      config: perUser(60),
      schema: {
        operationId: "getAffiliate",
        summary: "The caller's affiliate data and links",
        description: "404 when the caller has no affiliate account yet (the page then creates it).",
        tags: ["affiliate"],
        response: { 200: affiliateDetailsSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const row = await requireOwnAffiliate(app.db, requireUser(request));
      return toAffiliateDetails(row, config.webOrigin);
    },
  );

  app.get(
    "/api/v1/affiliate/region",
    {
      onRequest: app.authenticate,
      config: perUser(60),
      schema: {
        operationId: "checkAffiliateRegion",
        summary: "Whether the affiliate programme is open in the caller's country",
        description:
          "A trusted proxy's country header, then the lookup service (server-side), then " +
          "DEFAULT_COUNTRY. NG is blocked; no country is unknown (unavailable). 502 " +
          "REGION_CHECK_FAILED when the lookup service fails.",
        tags: ["affiliate"],
        response: { 200: affiliateRegionSchema, ...errorResponses(401, 429, 502) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return regionOf(request);
    },
  );

  app.get(
    "/api/v1/affiliate/dashboard",
    {
      onRequest: app.authenticate,
      config: perUser(60),
      schema: {
        operationId: "getAffiliateDashboard",
        summary: "The caller's clicks, sign-ups, sales and commissions",
        description:
          "Totals, the last 30 days per UTC date, the 50 latest commissions and the programme's " +
          "policy. Pending commissions past the refund window are approved as it is read.",
        tags: ["affiliate"],
        response: { 200: affiliateDashboardSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const affiliate = await requireOwnAffiliate(app.db, requireUser(request));
      return getAffiliateDashboard(
        {
          db: app.db,
          now: app.now(),
          webOrigin: config.webOrigin,
          programme: config.affiliate.programme,
        },
        affiliate,
      );
    },
  );

  app.put(
    "/api/v1/affiliate/payout-email",
    {
      onRequest: app.authenticate,
      config: perUser(20),
      schema: {
        operationId: "setAffiliatePayoutEmail",
        summary: "Set (or clear, with null) where the caller's commissions are paid",
        tags: ["affiliate"],
        body: payoutEmailRequestSchema,
        response: { 200: affiliateDetailsSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const row = await updatePayoutEmail(app.db, requireUser(request), request.body.payout_email);
      return toAffiliateDetails(row, config.webOrigin);
    },
  );

  app.get(
    "/api/v1/affiliate/:affiliateId",
    {
      onRequest: app.authenticate,
      config: perUser(60),
      schema: {
        operationId: "getAffiliateById",
        summary: "One of the caller's own affiliate accounts by id",
        description: "Another user's affiliate id answers 404, as an unknown one does.",
        tags: ["affiliate"],
        params: z.object({ affiliateId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: affiliateDetailsSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const row = await requireOwnAffiliateById(
        app.db,
        requireUser(request),
        request.params.affiliateId,
      );
      return toAffiliateDetails(row, config.webOrigin);
    },
  );

  app.post(
    "/api/affiliate/clicks",
    {
      preHandler: app.identifyIfSignedIn,
      // Per address: a referral link is followed by people who are not signed in.
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        operationId: "recordAffiliateClick",
        summary: "Record a visit through a referral link (?ref=<affiliate id>)",
        description:
          "Counts the click and answers the click that holds the attribution: the browser's " +
          "current one (current_click) while inside its 30 days, else this one. The browser " +
          "keeps it in a cookie and sends it with sign-ups (lm_data.affiliate_click) and " +
          "orders (the affiliate value). Unknown affiliate id: 404.",
        tags: ["affiliate"],
        body: affiliateClickRequestSchema,
        response: { 200: affiliateClickResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return recordAffiliateClick(
        { db: app.db, now: app.now() },
        {
          affiliateId: request.body.affiliate_id,
          landingPath: request.body.landing_path,
          currentClick: request.body.current_click,
          userId: request.authUser?.id ?? null,
        },
      );
    },
  );
};
