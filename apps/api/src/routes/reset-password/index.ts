import {
  resetCheckRequestSchema,
  resetCheckResponseSchema,
  resetConfirmRequestSchema,
  resetConfirmResponseSchema,
  resetRequestResponseSchema,
  resetRequestSchema,
} from "@inkforge/domain/contracts/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { accountContext } from "../../plugins/app/auth";
import { checkPasswordReset } from "../../services/account/check-password-reset";
import { requestPasswordReset } from "../../services/account/request-password-reset";
import { resetPassword } from "../../services/account/reset-password";

/** Checking and using tokens: a person needs a few tries, a token guesser gets nowhere. */
const resetTokenRateLimit = { max: 30, timeWindow: "1 minute" } as const;

export const resetPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/resetpass: mail a reset link.
  app.post(
    "/api/resetpass",
    {
      schema: {
        operationId: "requestPasswordReset",
        summary: "Email a password reset link",
        description:
          "Needs `email` and `endpointurl` (the reset page, on the web origin; the link is " +
          "`<endpointurl>?token=…`, valid for one hour, single use). Answers `{sent:true}` whether " +
          "or not the address has an account.",
        tags: ["account"],
        body: resetRequestSchema,
        response: {
          200: resetRequestResponseSchema,
          ...errorResponses(400, 415, 429),
        },
      },
    },
    async (request) =>
      requestPasswordReset(accountContext(app, request), {
        email: request.body.email,
        endpointUrl: request.body.endpointurl,
        ip: request.ip,
      }),
  );

  // POST /api/resetpass/check: does this reset token still work?
  app.post(
    "/api/resetpass/check",
    {
      config: { rateLimit: resetTokenRateLimit },
      schema: {
        operationId: "checkPasswordReset",
        summary: "Check a password reset token",
        tags: ["account"],
        body: resetCheckRequestSchema,
        response: { 200: resetCheckResponseSchema, ...errorResponses(400, 415, 429) },
      },
    },
    async (request) =>
      checkPasswordReset(accountContext(app, request), { token: request.body.token }),
  );

  // POST /api/resetpass/reset: set a new password with a reset token.
  app.post(
    "/api/resetpass/reset",
    {
      config: { rateLimit: resetTokenRateLimit },
      schema: {
        operationId: "resetPassword",
        summary: "Set a new password with a reset token",
        description:
          "Sent without a bearer token. Every existing session is signed out. 400 " +
          "INVALID_RESET_TOKEN for an unknown, used or expired token.",
        tags: ["account"],
        body: resetConfirmRequestSchema,
        response: { 200: resetConfirmResponseSchema, ...errorResponses(400, 415, 429) },
      },
    },
    async (request) =>
      resetPassword(accountContext(app, request), {
        token: request.body.token,
        password: request.body.password,
      }),
  );
};
