import multipart from "@fastify/multipart";
import {
  accountMetadataPatchSchema,
  accountMetadataResponseSchema,
  checkTokenResponseSchema,
  deleteAccountResponseSchema,
  editAccountResponseSchema,
  loginRequestSchema,
  registerRequestSchema,
  tokenResponseSchema,
  userInfoSchema,
} from "@inkforge/domain/contracts/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { fieldInvalid } from "../../lib/validation";
import { accountContext, requireUser } from "../../plugins/app/auth";
import { allowEmptyJsonBody, requireStorableText } from "../../plugins/app/input-guards";
import { getAccountMetadata, recordAccountMetadata } from "../../services/account/account-metadata";
import { deleteAccount } from "../../services/account/delete-account";
import { editAccount } from "../../services/account/edit-account";
import { logIn } from "../../services/account/log-in";
import { registerAccount } from "../../services/account/register-account";
import { buildUserInfo } from "../../services/account/user-info";
import { reserveSuccessfulLogin } from "../../services/auth/login-budget";
import { accountTimeZoneRoute } from "./time-zone";

/** The register body carries free-form `lm_data`; nothing legitimate comes near this. */
const registerBodyLimit = 16 * 1024;
/** The multipart `data` field holds a small JSON object (username, image URL, passwords). */
const editDataMaxBytes = 8 * 1024;

const editBodySchema = z.object({
  data: z
    .string()
    .describe(
      "JSON object: username, image (URL, or empty to remove), password with currentPassword",
    ),
});

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/account/jsonregister: create an account, answer a token.
  app.post(
    "/api/account/jsonregister",
    {
      bodyLimit: registerBodyLimit,
      schema: {
        operationId: "registerAccount",
        summary: "Register with email and password",
        description:
          "Answers a bearer token. 409 EMAIL_TAKEN if the address has an account; 429 after 20 " +
          "registrations per hour from one address.",
        tags: ["account"],
        body: registerRequestSchema,
        response: {
          200: tokenResponseSchema,
          ...errorResponses(400, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { email, password, lm_data: leadMagnetData } = request.body;
      return registerAccount(accountContext(app, request), {
        email,
        password,
        leadMagnetData,
        ip: request.ip,
        limitPerIp: app.config.registrationLimitPerIp,
      });
    },
  );

  // POST /api/account/login: email (as `username`) and password, answer a token.
  app.post(
    "/api/account/login",
    {
      schema: {
        operationId: "logIn",
        summary: "Sign in with email and password",
        description:
          "`username` is the email address. 401 INVALID_CREDENTIALS for an unknown email or a " +
          "wrong password alike. 429 once an account has had 100 failed attempts in the hour, " +
          "or an address 300; and after 20 sign-ins to one account, or 60 from one address, in " +
          "15 minutes.",
        tags: ["account"],
        body: loginRequestSchema,
        response: {
          200: tokenResponseSchema,
          ...errorResponses(400, 401, 415, 429),
        },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const ctx = accountContext(app, request);
      const reservation = await reserveSuccessfulLogin(
        ctx.limiter,
        { email: username, ip: request.ip },
        app.config.successfulLoginLimits,
      );
      try {
        return await logIn(ctx, { email: username, password, ip: request.ip });
      } catch (error) {
        // Only successes spend this budget; failures have their own (ADR 0013).
        await reservation.release();
        throw error;
      }
    },
  );

  // GET /api/account/check-token: is the bearer token still good?
  app.get(
    "/api/account/check-token",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "checkToken",
        summary: "Check the bearer token",
        tags: ["account"],
        response: { 200: checkTokenResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { valid: true as const, user: { _id: user.id, email: user.email } };
    },
  );

  // GET /api/account: the signed-in user's info and owned features.
  app.get(
    "/api/account",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getAccount",
        summary: "Get the signed-in user's account",
        tags: ["account"],
        response: { 200: userInfoSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return buildUserInfo(app.db, requireUser(request), app.now());
    },
  );

  // DELETE /api/account: erase the account's personal data and sign it out everywhere.
  app.delete(
    "/api/account",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "deleteAccount",
        summary: "Delete the signed-in user's account",
        description:
          "Personal data is erased, every token stops working and the email may register again.",
        tags: ["account"],
        response: { 200: deleteAccountResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => deleteAccount(accountContext(app, request), { user: requireUser(request) }),
  );

  // GET /api/account/metadata
  app.get(
    "/api/account/metadata",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getAccountMetadata",
        summary: "Get the signed-in user's metadata",
        tags: ["account"],
        response: { 200: accountMetadataResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => getAccountMetadata({ user: requireUser(request) }),
  );

  await app.register(metadataPostRoute);
  await app.register(editAccountRoute);
  await app.register(accountTimeZoneRoute);
};

/**
 * POST /api/account/metadata, in its own scope: the spec sends it with an empty body, which
 * Fastify's JSON parser refuses when the client still says `Content-Type: application/json`.
 * Here an empty JSON body means "no keys".
 */
const metadataPostRoute: FastifyPluginAsyncZod = async (app) => {
  allowEmptyJsonBody(app);

  app.post(
    "/api/account/metadata",
    {
      onRequest: app.authenticate,
      bodyLimit: 8 * 1024,
      schema: {
        operationId: "recordAccountMetadata",
        summary: "Record a visit, and merge keys into the user's metadata",
        description:
          "An empty body records `lastSeenAt` (server time). A JSON object is shallow-merged " +
          "(a key set to null is removed); the result may not exceed 4 KB.",
        tags: ["account"],
        body: accountMetadataPatchSchema.nullish(),
        response: {
          200: accountMetadataResponseSchema,
          ...errorResponses(400, 401, 413, 415),
        },
      },
    },
    async (request) =>
      recordAccountMetadata(accountContext(app, request), {
        user: requireUser(request),
        patch: request.body ?? undefined,
      }),
  );
};

/** PUT /api/account/edit, in its own scope so only it accepts multipart bodies. */
const editAccountRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    // One small text field and nothing else: no files, no extra parts.
    limits: {
      fields: 1,
      files: 0,
      parts: 1,
      fieldNameSize: 64,
      fieldSize: editDataMaxBytes,
    },
  });

  app.put(
    "/api/account/edit",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "editAccount",
        summary: "Edit the signed-in user's account",
        description:
          "multipart/form-data with one field `data` holding JSON. Keys other than username, " +
          "image, password and currentPassword are ignored. A password change needs " +
          "currentPassword (unless the account has no password yet), signs out every session and " +
          "answers a new token.",
        tags: ["account"],
        consumes: ["multipart/form-data"],
        body: editBodySchema,
        response: {
          200: editAccountResponseSchema,
          ...errorResponses(400, 401, 413, 415, 429),
        },
      },
    },
    async (request) => {
      let data: unknown;
      try {
        data = JSON.parse(request.body.data);
      } catch {
        data = undefined;
      }
      if (typeof data !== "object" || data === null || Array.isArray(data)) {
        throw fieldInvalid("data", "must be a JSON object");
      }
      requireStorableText(data, "data");
      return editAccount(accountContext(app, request), {
        user: requireUser(request),
        data,
        ip: request.ip,
      });
    },
  );
};
