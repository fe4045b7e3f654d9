import {
  authRateBudgets,
  consumeBudget,
  rateLimitedError,
  refundBudget,
} from "../rate-limit/budgets";
import type { RateLimiter } from "../rate-limit/rate-limiter";

/**
 * Reserves one successful sign-in per address and per account BEFORE the password is hashed, and
 * throws 429 when either budget is spent (decision 0029). The failure budgets (ADR 0013) only
 * count wrong passwords, so without this one account could sign in without end and keep the
 * hasher busy for everybody else. The caller calls `release()` when the sign-in did not succeed:
 * a failure is counted by the failure budgets, not here. Concurrent attempts each hold their own
 * reservation, so a burst cannot get more than the budget through.
 */
export async function reserveSuccessfulLogin(
  limiter: RateLimiter,
  { email, ip }: { email: string; ip: string | undefined },
): Promise<{ release: () => Promise<void> }> {
  const reserved: Array<() => Promise<void>> = [];
  const release = async () => {
    await Promise.all(reserved.map((refund) => refund()));
  };
  if (ip !== undefined) {
    const perIp = await consumeBudget(limiter, authRateBudgets.successfulLoginsPerIp, ip);
    if (!perIp.allowed) throw rateLimitedError("sign-ins from this address", perIp);
    reserved.push(() => refundBudget(limiter, authRateBudgets.successfulLoginsPerIp, ip));
  }
  const perAccount = await consumeBudget(
    limiter,
    authRateBudgets.successfulLoginsPerAccount,
    email,
  );
  if (!perAccount.allowed) {
    await release();
    throw rateLimitedError("sign-ins to this account", perAccount);
  }
  reserved.push(() => refundBudget(limiter, authRateBudgets.successfulLoginsPerAccount, email));
  return { release };
}
