import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors";
import type { RateLimiter } from "../../services/rate-limit/rate-limiter";
import type { App } from "../../types";

/**
 * Whom a per-route limit counts: the signed-in user (every token of the account shares one
 * budget, so signing in again does not buy a fresh one), else the client address. Authenticated
 * routes check the token before the limit runs (see auth.ts), so `authUser` is known here.
 */
function rateLimitKeyOf(request: FastifyRequest): string {
  return request.authUser ? `user:${request.authUser.id}` : `ip:${request.ip}`;
}

type IncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A @fastify/rate-limit store that counts with the app's RateLimiter: in memory, or in Redis
 * when REDIS_URL is set, so every instance shares the per-route limits as it shares the sign-in
 * budgets. Each route counts under its own prefix. A limiter that cannot count fails the request
 * (503), never lets it through unchecked.
 */
function createLimiterStore(limiterOf: () => RateLimiter) {
  return class LimiterStore {
    readonly prefix: string;

    constructor(_options?: unknown, prefix = "route:any") {
      this.prefix = prefix;
    }

    incr(key: string, callback: IncrementCallback, timeWindow: number, max: number): void {
      limiterOf()
        .consume(`${this.prefix}:${key}`, max, timeWindow)
        .then(
          (decision) =>
            callback(null, { current: decision.count, ttl: decision.retryAfterSeconds * 1000 }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /** Called per route with the route's merged options (its method and url in `routeInfo`). */
    child(params: unknown): LimiterStore {
      const { method, url } = (params as RouteParams).routeInfo ?? {};
      const methods = Array.isArray(method) ? method.join(",") : method;
      return new LimiterStore(params, url ? `route:${methods ?? "*"}:${url}` : "route:not-found");
    }
  };
}

/**
 * Rate limits are opt-in per route (`config: { rateLimit: { max, timeWindow } }`), because the
 * right budget differs: a subscribe form and a list page do not look alike. They count per user
 * or address (`rateLimitKeyOf`) in the app's limiter, which is shared through Redis when
 * REDIS_URL is set (decision 0029).
 */
export async function registerRateLimit(app: App): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: rateLimitKeyOf,
    // Read when a request is counted: the limiter is decorated by registerAuth, after this.
    store: createLimiterStore(() => app.rateLimiter),
    // The plugin has already set Retry-After; throwing an AppError lets the error handler answer
    // in our error shape.
    errorResponseBuilder: (_request, context) =>
      new AppError("RATE_LIMITED", `Too many requests; try again in ${context.after}`),
  });
}
