import { createHmac } from "node:crypto";
import { normalisedEmailSchema } from "@inkforge/domain/contracts/newsletter";
import { createRemoteJWKSet, errors, jwtVerify } from "jose";
import { z } from "zod";
import type { Config } from "../../config";
import type { IdentityProviderName } from "../../db/schema";
import { AppError } from "../../errors";

/** Who a provider says the person is, after the provider's token has been checked. */
export type ProviderIdentity = {
  provider: IdentityProviderName;
  /** The provider's stable id for the person (Google `sub`, Facebook user id). */
  providerAccountId: string;
  /** Normalised (trimmed, lower-case); undefined when the provider gave none or a malformed one. */
  email: string | undefined;
  /** Whether the provider vouches that the person controls `email`. */
  emailVerified: boolean;
  name: string | undefined;
};

/** One sign-in provider: turns what the browser got from it into a checked identity. */
export type IdentityProvider<Credentials> = {
  readonly name: IdentityProviderName;
  /** Throws PROVIDER_TOKEN_INVALID (401) for a token it rejects, SERVICE_UNAVAILABLE if unreachable. */
  verify(credentials: Credentials): Promise<ProviderIdentity>;
};

export type GoogleCredentials = { token: string };
type FacebookCredentials = { accessToken: string; userID?: string | undefined };

/** The configured providers; a provider without keys is undefined (its route answers 404). */
export type IdentityProviders = {
  google: IdentityProvider<GoogleCredentials> | undefined;
  facebook: IdentityProvider<FacebookCredentials> | undefined;
};

const providerTimeoutMs = 5_000;

function tokenInvalid(provider: string, reason: string, cause?: unknown): AppError {
  return new AppError("PROVIDER_TOKEN_INVALID", `The ${provider} sign-in could not be verified`, {
    cause: cause ?? new Error(reason),
  });
}

function providerUnreachable(provider: string, cause: unknown): AppError {
  return new AppError(
    "SERVICE_UNAVAILABLE",
    `${provider} sign-in is not reachable right now; try again shortly`,
    { cause },
  );
}

function normaliseEmail(raw: unknown): string | undefined {
  const parsed = normalisedEmailSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** Google ID tokens name either form of the issuer. */
const googleIssuers = ["accounts.google.com", "https://accounts.google.com"];

/**
 * Google Identity Services: the browser gets a signed ID token (a JWT); we check its RS256
 * signature against Google's published keys (fetched once and cached), audience = our client id,
 * issuer, and expiry.
 */
export function createGoogleIdentityProvider({
  clientId,
  jwksUrl,
  now,
}: {
  clientId: string;
  jwksUrl: string;
  now: () => Date;
}): IdentityProvider<GoogleCredentials> {
  const keys = createRemoteJWKSet(new URL(jwksUrl), {
    timeoutDuration: providerTimeoutMs,
    // Google rotates keys about weekly and publishes the next key in advance.
    cacheMaxAge: 6 * 60 * 60 * 1000,
    // An unknown key id triggers a refetch at most this often (a forged kid cannot hammer Google).
    cooldownDuration: 30_000,
  });

  return {
    name: "google",
    async verify({ token }) {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          algorithms: ["RS256"],
          audience: clientId,
          issuer: googleIssuers,
          currentDate: now(),
          requiredClaims: ["sub", "exp", "iat"],
        }));
      } catch (error) {
        // A key set we could not fetch or read is our problem (503), not a bad token (401).
        const unreachable =
          error instanceof errors.JWKSTimeout ||
          error instanceof errors.JWKSInvalid ||
          !(error instanceof errors.JOSEError) ||
          error.code === "ERR_JOSE_GENERIC";
        if (unreachable) throw providerUnreachable("Google", error);
        throw tokenInvalid("Google", "id token rejected", error);
      }
      const sub = payload.sub;
      if (typeof sub !== "string" || sub.length === 0 || sub.length > 255) {
        throw tokenInvalid("Google", "id token without a usable sub");
      }
      const email = normaliseEmail(payload.email);
      return {
        provider: "google",
        providerAccountId: sub,
        email,
        emailVerified: email !== undefined && payload.email_verified === true,
        name: typeof payload.name === "string" ? payload.name : undefined,
      };
    },
  };
}

const debugTokenSchema = z.object({
  data: z.object({
    app_id: z.union([z.string(), z.number()]).optional(),
    is_valid: z.boolean().optional(),
    user_id: z.union([z.string(), z.number()]).optional(),
  }),
});

const meSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string().optional(),
  email: z.string().optional(),
});

/** The Graph API answers 4xx for a token it rejects; 5xx or no answer means it is unavailable. */
async function graphGet(url: URL): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(providerTimeoutMs),
    });
  } catch (error) {
    throw providerUnreachable("Facebook", error);
  }
  if (response.status >= 500) {
    throw providerUnreachable("Facebook", new Error(`Graph API answered ${response.status}`));
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw providerUnreachable("Facebook", error);
  }
  return { status: response.status, body };
}

/**
 * Facebook Login: the browser gets a user access token. We ask the Graph API's `debug_token`
 * (authenticated as our app) whether it is valid and was issued to our app, then read the
 * person's id, name and email with it. Facebook returns only confirmed emails.
 */
function createFacebookIdentityProvider({
  appId,
  appSecret,
  graphUrl,
}: {
  appId: string;
  appSecret: string;
  graphUrl: string;
}): IdentityProvider<FacebookCredentials> {
  return {
    name: "facebook",
    async verify({ accessToken, userID }) {
      const debugUrl = new URL(`${graphUrl}/debug_token`);
      debugUrl.searchParams.set("input_token", accessToken);
      debugUrl.searchParams.set("access_token", `${appId}|${appSecret}`);
      const debug = await graphGet(debugUrl);
      const parsedDebug = debugTokenSchema.safeParse(debug.body);
      if (debug.status !== 200 || !parsedDebug.success) {
        throw tokenInvalid("Facebook", `debug_token answered ${debug.status}`);
      }
      const { is_valid: isValid, app_id: tokenAppId, user_id: tokenUserId } = parsedDebug.data.data;
      if (isValid !== true) throw tokenInvalid("Facebook", "token is not valid");
      if (tokenAppId === undefined || String(tokenAppId) !== appId) {
        throw tokenInvalid("Facebook", "token was issued to another app");
      }
      if (tokenUserId === undefined || String(tokenUserId) === "") {
        throw tokenInvalid("Facebook", "token has no user");
      }
      const facebookUserId = String(tokenUserId);
      if (userID !== undefined && userID !== facebookUserId) {
        throw tokenInvalid("Facebook", "token belongs to another user");
      }

      const meUrl = new URL(`${graphUrl}/me`);
      meUrl.searchParams.set("fields", "id,name,email");
      meUrl.searchParams.set("access_token", accessToken);
      // Proves the call comes from our server (required when the app enforces it).
      meUrl.searchParams.set(
        "appsecret_proof",
        createHmac("sha256", appSecret).update(accessToken).digest("hex"),
      );
      const me = await graphGet(meUrl);
      const parsedMe = meSchema.safeParse(me.body);
      if (me.status !== 200 || !parsedMe.success || String(parsedMe.data.id) !== facebookUserId) {
        throw tokenInvalid("Facebook", "profile does not match the token");
      }
      const email = normaliseEmail(parsedMe.data.email);
      return {
        provider: "facebook",
        providerAccountId: facebookUserId,
        email,
        // Graph returns an email only once the person has confirmed it.
        emailVerified: email !== undefined,
        name: parsedMe.data.name,
      };
    },
  };
}

export function createIdentityProviders(
  config: Pick<Config, "google" | "facebook">,
  { now }: { now: () => Date },
): IdentityProviders {
  return {
    google: config.google ? createGoogleIdentityProvider({ ...config.google, now }) : undefined,
    facebook: config.facebook ? createFacebookIdentityProvider(config.facebook) : undefined,
  };
}
