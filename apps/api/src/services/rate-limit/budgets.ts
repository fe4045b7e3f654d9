import { AppError } from "../../errors";
import type { RateLimitDecision, RateLimiter } from "./rate-limiter";

/** A named allowance: at most `limit` counted attempts per `windowMs`, per key. */
export type RateBudget = { name: string; limit: number; windowMs: number };

const hour = 60 * 60 * 1000;
const quarterHour = hour / 4;

/**
 * The account and sign-in budgets (ADR 0013). Every one is checked before any password hashing,
 * so a rejected request costs a counter update, not a KDF run.
 */
export const authRateBudgets = {
  /** ASVS 4.0.3 2.2.1: at most 100 failed attempts per account per hour get through. */
  loginFailuresPerAccount: { name: "login-fail:account", limit: 100, windowMs: hour },
  /** Spraying many accounts from one address. */
  loginFailuresPerIp: { name: "login-fail:ip", limit: 300, windowMs: hour },
  /**
   * Correct passwords cost a KDF run too: 80 right logins to one account, 16 at a time, once
   * slowed another user's login from 0.19 s to 2.76 s. A person signs in a few times a day.
   */
  successfulLoginsPerAccount: { name: "login-ok:account", limit: 20, windowMs: quarterHour },
  /** Many accounts signing in from one address (an office shares one; a script owns many). */
  successfulLoginsPerIp: { name: "login-ok:ip", limit: 60, windowMs: quarterHour },
  registrationsPerIp: { name: "register:ip", limit: 20, windowMs: hour },
  resetRequestsPerIp: { name: "reset-request:ip", limit: 10, windowMs: hour },
  /** Over this, the request is answered as usual but no email is sent (no mail bombing). */
  resetRequestsPerEmail: { name: "reset-request:email", limit: 5, windowMs: hour },
} as const satisfies Record<string, RateBudget>;

function budgetKey(budget: RateBudget, id: string): string {
  return `${budget.name}:${id}`;
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The 429 for a spent budget, with Retry-After. */
export function rateLimitedError(what: string, decision: RateLimitDecision): AppError {
  return new AppError(
    "RATE_LIMITED",
    `Too many ${what}; try again in ${describeWait(decision.retryAfterSeconds)}`,
    { retryAfterSeconds: decision.retryAfterSeconds },
  );
}

/** Counts one attempt; the decision says whether it may go ahead. */
export function consumeBudget(
  limiter: RateLimiter,
  budget: RateBudget,
  id: string,
): Promise<RateLimitDecision> {
  return limiter.consume(budgetKey(budget, id), budget.limit, budget.windowMs);
}

export function refundBudget(limiter: RateLimiter, budget: RateBudget, id: string): Promise<void> {
  return limiter.refund(budgetKey(budget, id), budget.windowMs);
}

export function resetBudget(limiter: RateLimiter, budget: RateBudget, id: string): Promise<void> {
  return limiter.reset(budgetKey(budget, id));
}
