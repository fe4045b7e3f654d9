import {
  entitlementSchema,
  grantFeatureRequestSchema,
  grantParamsSchema,
  peoplePageSchema,
  peopleQuerySchema,
  personDetailSchema,
  personParamsSchema,
  personRowSchema,
  reasonRequestSchema,
  setStaffRoleRequestSchema,
} from "@inkforge/domain/admin/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { consoleContext } from "../../services/admin/console-context";
import {
  changeStaffRole,
  findPeople,
  getPerson,
  grantFeature,
  revokeFeature,
  revokePersonSessions,
} from "../../services/admin/people";
import { requireConsoleCaller } from "./gate";
import { consoleReadRateLimit, consoleWriteRateLimit } from "./limits";

/** The People screen (decision 0104). */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof requireConsoleCaller>[0]) =>
    consoleContext(app, request, requireConsoleCaller(request));

  app.get(
    "/api/admin/people",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "searchPeople",
        summary: "Find people by email, name or id",
        tags: ["admin"],
        querystring: peopleQuerySchema,
        response: { 200: peoplePageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => findPeople(ctx(request), request.query),
  );

  app.get(
    "/api/admin/people/:id",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "getPerson",
        summary: "A person's plan, grants and their sources, orders, sessions and points",
        tags: ["admin"],
        params: personParamsSchema,
        response: { 200: personDetailSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => getPerson(ctx(request), request.params.id),
  );

  app.post(
    "/api/admin/people/:id/features",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "grantFeature",
        summary: "Grant a feature by hand, with a reason",
        description:
          "One operator grant per person and feature; granting again changes its end. Audited.",
        tags: ["admin"],
        params: personParamsSchema,
        body: grantFeatureRequestSchema,
        response: { 200: entitlementSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => grantFeature(ctx(request), request.params.id, request.body),
  );

  app.post(
    "/api/admin/people/:id/features/:grantId/revoke",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "revokeFeature",
        summary: "End one of a person's grants now, with a reason",
        description:
          "The grant's end becomes now; the row stays. A subscription's grant answers 409 (cancel or refund the subscription). Audited.",
        tags: ["admin"],
        params: grantParamsSchema,
        body: reasonRequestSchema,
        response: { 200: entitlementSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) =>
      revokeFeature(ctx(request), request.params.id, request.params.grantId, request.body.reason),
  );

  app.post(
    "/api/admin/people/:id/sessions/revoke",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "revokePersonSessions",
        summary: "Sign a person out everywhere, with a reason",
        description:
          "Every member token and console session of the account stops working. Audited.",
        tags: ["admin"],
        params: personParamsSchema,
        body: reasonRequestSchema,
        response: { 200: z.object({ revoked: z.boolean() }), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => revokePersonSessions(ctx(request), request.params.id, request.body.reason),
  );

  app.post(
    "/api/admin/people/:id/role",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "setStaffRole",
        summary: "Give a person a staff role, change it or take it away, with a reason",
        description:
          "admin, support or null. Ends the person's console sessions; taking the role away also removes their second factor. You cannot lower your own role. Audited.",
        tags: ["admin"],
        params: personParamsSchema,
        body: setStaffRoleRequestSchema,
        response: { 200: personRowSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) =>
      changeStaffRole(ctx(request), request.params.id, request.body.role, request.body.reason),
  );
};
