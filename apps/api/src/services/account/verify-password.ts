import { randomBytes } from "node:crypto";
import type { PasswordHasher } from "../auth/password-hasher";
import {
  authRateBudgets,
  consumeBudget,
  rateLimitedError,
  refundBudget,
} from "../rate-limit/budgets";
import type { RateLimiter } from "../rate-limit/rate-limiter";

const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

/** A hash made by this hasher of a password nobody knows, made once per hasher. */
function dummyHashFor(hasher: PasswordHasher): Promise<string> {
  let dummy = dummyHashes.get(hasher);
  if (!dummy) {
    dummy = hasher.hash(randomBytes(24).toString("base64url"));
    dummyHashes.set(hasher, dummy);
  }
  return dummy;
}

/**
 * Checks a password against an account that may not exist or may have no password. Without a
 * hash to check, it verifies against a dummy one anyway, so the answer takes the same time and
 * does not reveal which accounts exist.
 */
export async function verifyPasswordInConstantWork(
  hasher: PasswordHasher,
  password: string,
  storedHash: string | null | undefined,
): Promise<boolean> {
  if (storedHash) return hasher.verify(password, storedHash);
  await hasher.verify(password, await dummyHashFor(hasher));
  return false;
}

/**
 * Reserves one failed-attempt slot per address and per account BEFORE any hashing, and throws
 * 429 when either budget is spent (the password is then not even looked at). The caller calls
 * the returned `succeeded()` when the password was right: a success is not a failure, so its
 * reservation is given back; a wrong password keeps it. Concurrent guesses each hold their own
 * reservation, so a burst cannot get more than the budget through.
 */
export async function reserveLoginAttempt(
  limiter: RateLimiter,
  { email, ip }: { email: string; ip: string | undefined },
): Promise<{ succeeded: () => Promise<void> }> {
  const reserved: Array<() => Promise<void>> = [];
  if (ip !== undefined) {
    const perIp = await consumeBudget(limiter, authRateBudgets.loginFailuresPerIp, ip);
    if (!perIp.allowed) {
      throw rateLimitedError("failed sign-in attempts from this address", perIp);
    }
    reserved.push(() => refundBudget(limiter, authRateBudgets.loginFailuresPerIp, ip));
  }
  const perAccount = await consumeBudget(limiter, authRateBudgets.loginFailuresPerAccount, email);
  if (!perAccount.allowed) {
    await Promise.all(reserved.map((refund) => refund()));
    throw rateLimitedError("failed sign-in attempts for this account", perAccount);
  }
  reserved.push(() => refundBudget(limiter, authRateBudgets.loginFailuresPerAccount, email));
  return {
    succeeded: async () => {
      await Promise.all(reserved.map((refund) => refund()));
    },
  };
}
