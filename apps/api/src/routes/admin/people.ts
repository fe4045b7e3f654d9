import {
  entitlementSchema,
  grantFeatureRequestSchema,
  grantParamsSchema,
  peoplePageSchema,
  peopleQuerySchema,
  personDetailSchema,
  personExportSchema,
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
import {
  deletePersonAccount,
  exportPersonData,
  sendPasswordReset,
} from "../../services/admin/person-account";
import { requireConsoleCaller } from "./gate";
import { consoleReadRateLimit, consoleWriteRateLimit } from "./limits";

/** The People screen (decision 0104). */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof requireConsoleCaller>[0]) =>
    consoleContext(app, request, requireConsoleCaller(request));
  const mailing = (request: Parameters<typeof requireConsoleCaller>[0]) => ({
    emails: app.emailSender,
    siteName: app.config.siteName,
    webOrigin: app.config.webOrigin,
    log: request.log,
  });

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

  app.post(
    "/api/admin/people/:id/password-reset",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "sendPersonPasswordReset",
        summary: "Mail a person a password reset link, with a reason",
        description:
          "The same single-use link, valid for an hour, that the member's own forgot-password request mails; an earlier link stops working. 409 for a deleted account or one without a password. Audited.",
        tags: ["admin"],
        params: personParamsSchema,
        body: reasonRequestSchema,
        response: {
          200: z.object({ sent: z.literal(true) }),
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    async (request) =>
      sendPasswordReset(
        { ...ctx(request), ...mailing(request) },
        request.params.id,
        request.body.reason,
      ),
  );

  app.post(
    "/api/admin/people/:id/export",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        operationId: "exportPersonData",
        summary: "Export everything held about a person (GDPR access), with a reason",
        description:
          "Every row of every table that names the account, without credentials. Admins only, because it discloses everything. Audited.",
        tags: ["admin"],
        params: personParamsSchema,
        body: reasonRequestSchema,
        response: { 200: personExportSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => exportPersonData(ctx(request), request.params.id, request.body.reason),
  );

  app.post(
    "/api/admin/people/:id/delete",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "deletePersonAccount",
        summary: "Delete a person's account (GDPR erasure), with a reason",
        description:
          "The erasure the member's own deletion performs: personal data wiped, every token ended, orders kept anonymised. A staff account answers 409 (take the role away first). Audited.",
        tags: ["admin"],
        params: personParamsSchema,
        body: reasonRequestSchema,
        response: {
          200: z.object({ deleted: z.literal(true) }),
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    async (request) => deletePersonAccount(ctx(request), request.params.id, request.body.reason),
  );
};
