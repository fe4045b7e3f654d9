import "server-only";
import {
  checkTokenResponseSchema,
  tokenResponseSchema,
  type UserInfo,
  userInfoSchema,
} from "@inkforge/domain/contracts/account";
import { env } from "@/config/env";
import { type ApiCallerOptions, type ApiResult, createApiCaller } from "@/lib/api/api-call";
import type {
  AccountLookup,
  SessionAccount,
  SessionApi,
  TokenCheck,
} from "@/lib/auth/session-token";

/*
 * Calls from the web server to the API (`API_URL`): sign-in, the session's token checks, and the
 * account pages' reads. They sit on the path of a page or a session read, so they fail fast: no
 * retries and a short timeout; the caller decides what a failure means.
 */

const SERVER_TIMEOUT_MS = 4000;

export function serverApi(options: Omit<ApiCallerOptions, "baseUrl"> = {}) {
  return createApiCaller({
    baseUrl: env.API_URL,
    timeoutMs: SERVER_TIMEOUT_MS,
    retries: 0,
    ...options,
  });
}

/**
 * The visitor's address for the API's per-client rate limits. The API honours it only from a
 * proxy it trusts (`TRUST_PROXY`); otherwise every sign-in counts against the web server.
 */
export function forwardedFor(headers: Record<string, unknown> | undefined): HeadersInit {
  const value = headers?.["x-forwarded-for"];
  return typeof value === "string" && value ? { "x-forwarded-for": value } : {};
}

function toSessionAccount(user: UserInfo): SessionAccount {
  return { _id: user._id, email: user.email, username: user.username, image: user.image };
}

export async function fetchAccount(apiToken: string): Promise<ApiResult<UserInfo>> {
  return serverApi({ token: apiToken })("GET", "/api/account", { schema: userInfoSchema });
}

export async function loginWithPassword(
  input: { email: string; password: string },
  headers: HeadersInit,
) {
  return serverApi({ headers })("POST", "/api/account/login", {
    body: { username: input.email, password: input.password },
    schema: tokenResponseSchema,
  });
}

/** Exchanges a Google ID token or a Facebook access token for our API token. */
export async function exchangeProviderToken(
  provider: "google" | "facebook",
  credentials: { idToken?: string; accessToken?: string; providerAccountId?: string },
  headers: HeadersInit,
) {
  const body =
    provider === "google"
      ? { token: credentials.idToken ?? "" }
      : { accessToken: credentials.accessToken ?? "", userID: credentials.providerAccountId };
  return serverApi({ headers })("POST", `/api/auth/${provider}`, {
    body,
    schema: tokenResponseSchema,
  });
}

export const sessionApi: SessionApi = {
  async checkToken(apiToken): Promise<TokenCheck> {
    const result = await serverApi({ token: apiToken })("GET", "/api/account/check-token", {
      schema: checkTokenResponseSchema,
    });
    if (result.ok) return "valid";
    return result.status === 401 ? "revoked" : "unavailable";
  },
  async fetchAccount(apiToken): Promise<AccountLookup> {
    const result = await fetchAccount(apiToken);
    if (result.ok) return { status: "ok", account: toSessionAccount(result.data) };
    return result.status === 401 ? { status: "revoked" } : { status: "unavailable" };
  },
};
