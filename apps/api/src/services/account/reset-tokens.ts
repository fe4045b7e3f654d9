import { createHash, randomBytes } from "node:crypto";

/** A reset token: 32 random bytes (256 bits), base64url, so it travels in a URL unescaped. */
export function newResetToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps instead of the token: its SHA-256. A fast hash is enough here, because
 * the token is random and long; a database leak then yields no usable link.
 */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Longer input is not a token of ours; it is refused without hashing. */
export const maxResetTokenLength = 128;
