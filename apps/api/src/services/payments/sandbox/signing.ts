import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookVerificationError } from "../provider";

/*
 * The sandbox signs its webhook deliveries the way Stripe does: HMAC-SHA256 over
 * "<timestamp>.<raw body>", sent as `sandbox-signature: t=<unix seconds>,v1=<hex>`, checked in
 * constant time with a 300-second tolerance. So the shared webhook path is exercised for real.
 */

export const SANDBOX_SIGNATURE_HEADER = "sandbox-signature";
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The sandbox's webhook secret, derived from the token secret (nothing more to configure). */
export function deriveSandboxSecret(tokenSecret: string): string {
  return createHmac("sha256", tokenSecret).update("inkforge sandbox webhooks v1").digest("hex");
}

function hmac(secret: string, timestamp: number, body: Buffer | string): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex");
}

export function signPayload(secret: string, body: Buffer | string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Throws WebhookVerificationError unless `header` signs `body` within the tolerance. */
export function verifySignature(
  secret: string,
  body: Buffer,
  header: string | string[] | undefined,
  now: Date,
): void {
  if (typeof header !== "string" || header.length === 0 || header.length > 1024) {
    throw new WebhookVerificationError(`Missing ${SANDBOX_SIGNATURE_HEADER} header`);
  }
  const parts = new Map<string, string[]>();
  for (const part of header.split(",")) {
    const [key, value] = part.split("=", 2);
    if (!key || value === undefined) continue;
    parts.set(key.trim(), [...(parts.get(key.trim()) ?? []), value.trim()]);
  }
  const timestamp = Number(parts.get("t")?.[0]);
  const signatures = parts.get("v1") ?? [];
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0) {
    throw new WebhookVerificationError("The signature header has no timestamp or v1 signature");
  }
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookVerificationError("The signature timestamp is outside the tolerance");
  }
  const expected = Buffer.from(hmac(secret, timestamp, body), "hex");
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError("The signature does not match the body");
}
