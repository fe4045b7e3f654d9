import rateLimit from "@fastify/rate-limit";
import { AppError } from "../../errors";
import type { App } from "../../types";

/**
 * Rate limits are opt-in per route (`config: { rateLimit: { max, timeWindow } }`), because the
 * right budget differs: a subscribe form and a list page do not look alike. The store is in
 * memory, so with several instances each counts on its own until a shared store is configured.
 */
export async function registerRateLimit(app: App): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // The plugin has already set Retry-After; throwing an AppError lets the error handler answer
    // in our error shape.
    errorResponseBuilder: (_request, context) =>
      new AppError("RATE_LIMITED", `Too many requests; try again in ${context.after}`),
  });
}
