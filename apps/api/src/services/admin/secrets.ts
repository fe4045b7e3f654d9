import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
} from "node:crypto";

/*
 * The console's secrets at rest (decision 0103): TOTP secrets sealed with AES-256-GCM, recovery
 * codes and session tokens kept only as digests. The keys come from TOKEN_SECRET through HKDF,
 * each with its own label, so no new setting is needed and a database copy alone is not enough.
 */

function deriveKey(tokenSecret: string, label: string): Buffer {
  return Buffer.from(hkdfSync("sha256", tokenSecret, "inkforge-admin", label, 32));
}

export type ConsoleSecrets = {
  seal(plain: string): string;
  /** The plain text of a sealed value; throws when it was not sealed with this key. */
  unseal(sealed: string): string;
  /** The keyed digest of a recovery code (a pepper: the codes are short enough to guess offline). */
  recoveryCodeHash(code: string): string;
};

export function createConsoleSecrets(tokenSecret: string): ConsoleSecrets {
  const sealKey = deriveKey(tokenSecret, "totp-seal");
  const recoveryKey = deriveKey(tokenSecret, "recovery-codes");
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [iv, body, cipher.getAuthTag()].map((part) => part.toString("base64url")).join(".");
    },
    unseal(sealed) {
      const [iv, body, tag] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
      if (!iv || !body || !tag) throw new Error("not a sealed value");
      const decipher = createDecipheriv("aes-256-gcm", sealKey, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    },
    recoveryCodeHash(code) {
      return createHmac("sha256", recoveryKey).update(normaliseRecoveryCode(code)).digest("hex");
    },
  };
}

/** Session tokens are 256 random bits, so a plain SHA-256 is enough to keep them unusable at rest. */
export function sessionTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** `adm_` marks a console token, so it is never mistaken for (or sent as) a member's JWT. */
export const consoleTokenPrefix = "adm_";

export function newConsoleToken(): string {
  return `${consoleTokenPrefix}${randomBytes(32).toString("base64url")}`;
}

/** Crockford-style alphabet without look-alikes (0/o, 1/l/i). */
const recoveryAlphabet = "23456789abcdefghjkmnpqrstuvwxyz";

/** `xxxxx-xxxxx`: 10 characters of a 31-letter alphabet, about 49 bits. */
export function newRecoveryCode(): string {
  const letters = Array.from(
    { length: 10 },
    () => recoveryAlphabet[randomInt(recoveryAlphabet.length)],
  );
  return `${letters.slice(0, 5).join("")}-${letters.slice(5).join("")}`;
}

/** What people type: any case, with or without the dash and spaces. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}
