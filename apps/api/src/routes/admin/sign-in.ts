import {
  consoleSessionSchema,
  enrolmentConfirmedSchema,
  enrolmentStartSchema,
  secondFactorRequestSchema,
  staffStatusSchema,
} from "@inkforge/domain/admin/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import {
  confirmEnrolment,
  getStaffStatus,
  type SignInContext,
  signInToConsole,
  startEnrolment,
} from "../../services/admin/console-sign-in";
import type { ConsoleSecrets } from "../../services/admin/secrets";
import type { App } from "../../types";
import { registerNoStore, registerStaffAccountGate, requireStaffAccount } from "./gate";

/** A person types a code now and then; scripts guessing codes also meet the per-account budget. */
const signInRateLimit = { max: 10, timeWindow: "1 minute" } as const;

function signInContext(app: App, request: FastifyRequest, secrets: ConsoleSecrets): SignInContext {
  const agent = request.headers["user-agent"];
  return {
    db: app.db,
    now: app.now(),
    secrets,
    limiter: app.rateLimiter,
    siteName: app.config.siteName,
    requestId: request.id,
    userAgent: typeof agent === "string" ? agent : null,
  };
}

/**
 * The console's second step (decision 0103): a member token of a staff account sets up its
 * authenticator app, then proves a code for a short console session. Anyone else: 404.
 */
export const consoleSignInRoutes: FastifyPluginAsyncZod<{ secrets: ConsoleSecrets }> = async (
  app,
  { secrets },
) => {
  registerStaffAccountGate(app);
  registerNoStore(app);

  app.get(
    "/api/admin/me",
    {
      config: { rateLimit: signInRateLimit },
      schema: {
        operationId: "getStaffStatus",
        summary: "A staff account's role and whether its second factor is set up",
        description:
          "With a member token of an account holding the admin or support role. Any other caller gets 404.",
        tags: ["admin"],
        response: { 200: staffStatusSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => getStaffStatus(app.db, requireStaffAccount(request)),
  );

  app.post(
    "/api/admin/enrolment",
    {
      config: { rateLimit: signInRateLimit },
      schema: {
        operationId: "startStaffEnrolment",
        summary: "Start setting up the authenticator app",
        description:
          "Answers a new TOTP secret (SHA-1, 6 digits, 30 s), its otpauth URL and a QR code. Starting again replaces an unconfirmed secret; a confirmed one answers 409.",
        tags: ["admin"],
        response: { 200: enrolmentStartSchema, ...errorResponses(404, 409, 429) },
      },
    },
    async (request) =>
      startEnrolment(signInContext(app, request, secrets), requireStaffAccount(request)),
  );

  app.post(
    "/api/admin/enrolment/confirm",
    {
      config: { rateLimit: signInRateLimit },
      schema: {
        operationId: "confirmStaffEnrolment",
        summary: "Finish the set-up with a first code",
        description:
          "A correct code confirms the secret and answers the ten one-time recovery codes (shown once) and a console session. Wrong codes count against a budget of 5 per 15 minutes.",
        tags: ["admin"],
        body: secondFactorRequestSchema,
        response: { 200: enrolmentConfirmedSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) =>
      confirmEnrolment(
        signInContext(app, request, secrets),
        requireStaffAccount(request),
        request.body.code,
      ),
  );

  app.post(
    "/api/admin/sessions",
    {
      config: { rateLimit: signInRateLimit },
      schema: {
        operationId: "openConsoleSession",
        summary: "Open a console session with a TOTP or recovery code",
        description:
          "A TOTP code is accepted once (its time step may not be used again); a recovery code once ever. The session ends after 30 minutes idle or 8 hours, on sign-out, revocation, a password change or the loss of the role.",
        tags: ["admin"],
        body: secondFactorRequestSchema,
        response: { 200: consoleSessionSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) =>
      signInToConsole(
        signInContext(app, request, secrets),
        requireStaffAccount(request),
        request.body.code,
      ),
  );
};
