import type { JWT } from "next-auth/jwt";

/*
 * What the session cookie (next-auth's encrypted JWT) holds besides next-auth's own claims, and
 * how it is kept honest: the API token inside is re-validated with the API at most every
 * `checkIntervalSeconds`, and always on `update()`. A token the API no longer accepts (password
 * changed elsewhere, account deleted, expired) marks the session revoked; the browser then signs
 * out (see session-provider.tsx). Pure, so the rules are unit-tested without next-auth.
 */

export const REVOKED_TOKEN = "RevokedToken";

/** The account fields the session shows (from `GET /api/account`). */
export type SessionAccount = {
  _id: string;
  email: string;
  username: string;
  image: string | null;
};

/** The API's answer about a token: good, refused (401), or no answer (down, 5xx, timeout). */
export type TokenCheck = "valid" | "revoked" | "unavailable";
export type AccountLookup =
  | { status: "ok"; account: SessionAccount }
  | { status: "revoked" }
  | { status: "unavailable" };

export type SessionApi = {
  checkToken(apiToken: string): Promise<TokenCheck>;
  fetchAccount(apiToken: string): Promise<AccountLookup>;
};

/** The claims of a fresh session for an account and its API token. */
export function signedInToken(
  token: JWT,
  input: { apiToken: string; account: SessionAccount },
  now: number,
): JWT {
  return withAccount({ ...token, error: undefined }, input.apiToken, input.account, now);
}

function withAccount(token: JWT, apiToken: string, account: SessionAccount, now: number): JWT {
  return {
    ...token,
    sub: account._id,
    userId: account._id,
    email: account.email,
    name: account.username || null,
    picture: account.image,
    apiToken,
    checkedAt: now,
  };
}

function revoked(token: JWT): JWT {
  const { apiToken: _dropped, ...rest } = token;
  return { ...rest, error: REVOKED_TOKEN };
}

export function isRevoked(token: JWT): boolean {
  return token.error === REVOKED_TOKEN || typeof token.apiToken !== "string";
}

/** Reads `apiToken` from the data passed to next-auth's `update(data)`. */
function requestedApiToken(update: unknown): string | undefined {
  if (typeof update !== "object" || update === null) return undefined;
  const value = (update as { apiToken?: unknown }).apiToken;
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

export async function refreshSessionToken(
  token: JWT,
  input: {
    trigger?: "signIn" | "signUp" | "update";
    /** The data given to `update(data)` in the browser; never trusted as is. */
    update?: unknown;
    now: number;
    checkIntervalSeconds: number;
    api: SessionApi;
  },
): Promise<JWT> {
  const { api, now } = input;
  if (isRevoked(token)) return token.error === REVOKED_TOKEN ? token : revoked(token);
  const current = token.apiToken as string;

  if (input.trigger === "update") {
    // After a password change this session switches to the API's new token — but only to a
    // token the API accepts for the same account, so `update()` cannot swap in another user.
    const candidate = requestedApiToken(input.update);
    if (candidate && candidate !== current) {
      const lookup = await api.fetchAccount(candidate);
      if (lookup.status === "ok" && lookup.account._id === token.userId) {
        return withAccount(token, candidate, lookup.account, now);
      }
    }
    // Otherwise refresh name and image from the API, which also re-validates the token.
    const lookup = await api.fetchAccount(current);
    if (lookup.status === "ok") return withAccount(token, current, lookup.account, now);
    if (lookup.status === "revoked") return revoked(token);
    return token;
  }

  const checkedAt = typeof token.checkedAt === "number" ? token.checkedAt : 0;
  if (now - checkedAt < input.checkIntervalSeconds * 1000) return token;
  const check = await api.checkToken(current);
  if (check === "revoked") return revoked(token);
  // "unavailable" also waits a full interval: an API outage must not sign everyone out, nor
  // turn every session read into a slow failing call.
  return { ...token, checkedAt: now };
}
