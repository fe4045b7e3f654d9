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
  limits?: { perAccount: number; perIp: number },
): Promise<{ release: () => Promise<void> }> {
  const perAccount = {
    ...authRateBudgets.successfulLoginsPerAccount,
    limit: limits?.perAccount ?? authRateBudgets.successfulLoginsPerAccount.limit,
  };
  const perIp = {
    ...authRateBudgets.successfulLoginsPerIp,
    limit: limits?.perIp ?? authRateBudgets.successfulLoginsPerIp.limit,
  };
  // Both counted at once: with Redis that is one round trip (ioredis pipelines them), not two.
  const [ipDecision, accountDecision] = await Promise.all([
    ip === undefined ? undefined : consumeBudget(limiter, perIp, ip),
    consumeBudget(limiter, perAccount, email),
  ]);
  const release = async () => {
    await Promise.all([
      ip === undefined ? undefined : refundBudget(limiter, perIp, ip),
      refundBudget(limiter, perAccount, email),
    ]);
  };
  if (ipDecision && !ipDecision.allowed) {
    await release();
    throw rateLimitedError("sign-ins from this address", ipDecision);
  }
  if (!accountDecision.allowed) {
    await release();
    throw rateLimitedError("sign-ins to this account", accountDecision);
  }
  return { release };
}
