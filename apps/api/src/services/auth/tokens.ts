import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

/** The API's bearer tokens: HS256 JWTs (ADR 0012). */
const tokenIssuer = "inkforge-api";
const tokenLifetimeSeconds = 30 * 24 * 60 * 60;

type TokenClaims = {
  /** The user's id (`sub`). */
  userId: string;
  /** The user's token version when it was issued (`ver`); a bump revokes it. */
  tokenVersion: number;
};

export type TokenService = {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a genuine, unexpired token; undefined for anything else. */
  verify(token: string): Promise<TokenClaims | undefined>;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTokenService({
  secret,
  now,
}: {
  secret: string;
  now: () => Date;
}): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, tokenVersion }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return (
        new SignJWT({ ver: tokenVersion })
          .setProtectedHeader({ alg: "HS256", typ: "JWT" })
          .setSubject(userId)
          .setIssuer(tokenIssuer)
          .setIssuedAt(issuedAt)
          .setExpirationTime(issuedAt + tokenLifetimeSeconds)
          // Two logins in the same second still get different tokens (ASVS 7.2.4).
          .setJti(randomUUID())
          .sign(key)
      );
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: tokenIssuer,
          currentDate: now(),
          requiredClaims: ["sub", "exp", "iat"],
        });
        const { sub, ver } = payload;
        if (typeof sub !== "string" || !uuidPattern.test(sub)) return undefined;
        if (typeof ver !== "number" || !Number.isSafeInteger(ver) || ver < 0) return undefined;
        return { userId: sub, tokenVersion: ver };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
