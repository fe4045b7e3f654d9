import { generateSecret, generateSync, generateURI, verifySync } from "otplib";

/*
 * TOTP through otplib (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app
 * reads from a QR code). One step of drift either way is accepted, as clocks on phones drift.
 */

const periodSeconds = 30;

/** A new 160-bit secret, Base32. */
export function createTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri({
  secret,
  account,
  issuer,
}: {
  secret: string;
  account: string;
  issuer: string;
}): string {
  return generateURI({ issuer, label: account, secret, period: periodSeconds });
}

/** The time step a code belongs to (within one step of `now`), or null when it is not valid. */
export function findTotpStep(secret: string, code: string, now: Date): number | null {
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: periodSeconds,
    period: periodSeconds,
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/** The code of `now` (the tests and the e2e journey type it as a person would). */
export function totpCodeAt(secret: string, now: Date): string {
  return generateSync({ secret, epoch: Math.floor(now.getTime() / 1000), period: periodSeconds });
}
