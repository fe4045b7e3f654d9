import {
  facebookAuthRequestSchema,
  googleAuthRequestSchema,
  tokenResponseSchema,
} from "@inkforge/domain/contracts/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { errorResponses } from "../../lib/error-responses";
import { accountContext } from "../../plugins/app/auth";
import { signInWithProvider } from "../../services/account/sign-in-with-provider";

/** Each attempt costs us a call to the provider; a person needs a handful. */
const providerSignInRateLimit = { max: 30, timeWindow: "1 minute" } as const;

function notEnabled(provider: string): AppError {
  return new AppError("NOT_FOUND", `${provider} sign-in is not enabled on this server`);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/auth/google: a Google ID token in, our token out.
  app.post(
    "/api/auth/google",
    {
      config: { rateLimit: providerSignInRateLimit },
      schema: {
        operationId: "signInWithGoogle",
        summary: "Sign in or sign up with a Google ID token",
        description:
          "Links to the account with the same email only when Google says the email is " +
          "verified; creates an account otherwise. 404 when GOOGLE_CLIENT_ID is not set.",
        tags: ["auth"],
        body: googleAuthRequestSchema,
        response: {
          200: tokenResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429, 503),
        },
      },
    },
    async (request) => {
      const google = app.identityProviders.google;
      if (!google) throw notEnabled("Google");
      const identity = await google.verify({ token: request.body.token });
      return signInWithProvider(accountContext(app, request), identity);
    },
  );

  // POST /api/auth/facebook: a Facebook user access token in, our token out.
  app.post(
    "/api/auth/facebook",
    {
      config: { rateLimit: providerSignInRateLimit },
      schema: {
        operationId: "signInWithFacebook",
        summary: "Sign in or sign up with a Facebook access token",
        description:
          "The token is checked with the Graph API (debug_token: valid, issued to our app, for " +
          "userID when given). 404 when FACEBOOK_APP_ID/FACEBOOK_APP_SECRET are not set.",
        tags: ["auth"],
        body: facebookAuthRequestSchema,
        response: {
          200: tokenResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429, 503),
        },
      },
    },
    async (request) => {
      const facebook = app.identityProviders.facebook;
      if (!facebook) throw notEnabled("Facebook");
      const identity = await facebook.verify(request.body);
      return signInWithProvider(accountContext(app, request), identity);
    },
  );
};
