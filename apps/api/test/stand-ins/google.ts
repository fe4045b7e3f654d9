import { randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { type StandInServer, sendJson, startHttpStandIn } from "./http-server";

export const googleJwksPath = "/oauth2/v3/certs";

export type GoogleStandIn = StandInServer & {
  jwksUrl: string;
  /** Signs an ID token with the published key, like Google would; `overrides` change claims. */
  signIdToken: (
    claims: JWTPayload & { email?: string; email_verified?: boolean; name?: string },
    options?: { audience?: string; issuer?: string; expiresInSeconds?: number; issuedAt?: number },
  ) => Promise<string>;
  /** Signs with a key Google never published, under the published key's id. */
  signWithForeignKey: (claims: JWTPayload) => Promise<string>;
  /** How often the key set was downloaded. */
  jwksFetches: () => number;
};

/**
 * Google's side of "Sign in with Google": a JWKS endpoint publishing one RSA key, and a signer
 * for ID tokens (RS256, iss accounts.google.com, aud = client id).
 */
export async function startGoogleStandIn({
  clientId,
}: {
  clientId: string;
}): Promise<GoogleStandIn> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const foreign = await generateKeyPair("RS256");
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };

  const server = await startHttpStandIn((request, response, url) => {
    if (request.method === "GET" && url.pathname === googleJwksPath) {
      sendJson(response, 200, { keys: [jwk] });
      return;
    }
    sendJson(response, 404, { error: "not found" });
  });

  const sign = (
    key: Parameters<SignJWT["sign"]>[0],
    claims: JWTPayload,
    options: Parameters<GoogleStandIn["signIdToken"]>[1] = {},
  ) => {
    const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .setIssuer(options.issuer ?? "https://accounts.google.com")
      .setAudience(options.audience ?? clientId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + (options.expiresInSeconds ?? 3600))
      .sign(key);
  };

  return {
    ...server,
    jwksUrl: `${server.origin}${googleJwksPath}`,
    signIdToken: (claims, options) => sign(privateKey, claims, options),
    signWithForeignKey: (claims) => sign(foreign.privateKey, claims),
    jwksFetches: () => server.requests.filter((entry) => entry.url === googleJwksPath).length,
  };
}
