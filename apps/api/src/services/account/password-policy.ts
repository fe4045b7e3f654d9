import { dictionary } from "@zxcvbn-ts/language-common";
import { AppError } from "../../errors";

/*
 * What a new password may not be, beyond the shared contract's length rules (ASVS 6.2.4 and
 * 6.2.12, reference/reliability-performance.md): one of the most common passwords, or the
 * account's own email address. The list is zxcvbn-ts's ranked common passwords (its top 10,000,
 * lower-cased as it ships), read once on first use and checked here only: the browser never
 * downloads it, and the API says which rule a refused password broke, naming the field.
 */

const COMMON_PASSWORDS_CHECKED = 10_000;

let common: ReadonlySet<string> | null = null;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORDS_CHECKED));
  return common;
}

function refuse(message: string): AppError {
  return new AppError("VALIDATION_FAILED", `password: ${message}`, {
    details: [{ path: "password", message }],
  });
}

/** Throws 400 naming `password` when it is a common password or the account's email address. */
export function requireAcceptablePasswordOrThrow(password: string, account: { email: string }) {
  const lowered = password.trim().toLowerCase();
  const email = account.email.trim().toLowerCase();
  if (lowered === email || lowered === email.split("@")[0]) {
    throw refuse("must not be your email address or its name part");
  }
  if (commonPasswords().has(lowered)) {
    throw refuse("is one of the most common passwords; choose one that is harder to guess");
  }
}
