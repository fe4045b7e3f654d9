import {
  accountTimeZoneRequestSchema,
  accountTimeZoneSchema,
  accountTimeZoneSettingSchema,
} from "@inkforge/domain/contracts/usage";
import { TIME_ZONE_CHANGE_DAYS } from "@inkforge/domain/gamification/account-time-zone";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import {
  changeAccountTimeZone,
  readAccountTimeZone,
} from "../../services/gamification/account-time-zone";

/** PUT /api/account/time-zone: the zone the account's points and streak days are counted in. */
export const accountTimeZoneRoute: FastifyPluginAsyncZod = async (app) => {
  // GET /api/account/time-zone: the setting as the profile page shows it.
  app.get(
    "/api/account/time-zone",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getAccountTimeZone",
        summary: "Read the account's time zone",
        description:
          "The zone the account's calendar days are counted in (null until one is set) and when " +
          `it may next be changed (null when it may be now; changes are at most once every ${TIME_ZONE_CHANGE_DAYS} days).`,
        tags: ["account"],
        response: { 200: accountTimeZoneSettingSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      readAccountTimeZone(app.db, { userId: requireUser(request).id, now: app.now() }),
  );
  app.put(
    "/api/account/time-zone",
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        operationId: "changeAccountTimeZone",
        summary: "Change the account's time zone",
        description:
          "The zone the account's calendar days (daily visit, caps, streaks) are counted in " +
          "(decision 0079). The first request that names a zone sets it; after that only this " +
          `call changes it, at most once every ${TIME_ZONE_CHANGE_DAYS} days (409 until then). ` +
          "Every setting is kept in an audit log.",
        tags: ["account"],
        body: accountTimeZoneRequestSchema,
        response: { 200: accountTimeZoneSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) =>
      changeAccountTimeZone(app.db, {
        userId: requireUser(request).id,
        timeZone: request.body.time_zone,
        now: app.now(),
      }),
  );
};
