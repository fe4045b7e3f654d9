/*
 * Next's server instrumentation: with SENTRY_DSN set, errors while rendering pages or running
 * route handlers are reported with the official Node SDK (the browser has its own, through
 * /monitoring). Without it nothing is imported.
 */
import type { Instrumentation } from "next";

let reporter: Promise<typeof import("@sentry/node")> | null = null;

export async function register(): Promise<void> {
  // Next's own runtime flag; the site's settings come from the parsed config.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ env }, { ERROR_REPORTING_SAMPLING }] = await Promise.all([
    import("@/config/env"),
    import("@inkforge/domain/constants"),
  ]);
  const dsn = env.SENTRY_DSN;
  if (!dsn) return;
  reporter = import("@sentry/node").then((Sentry) => {
    Sentry.init({ dsn, tracesSampleRate: ERROR_REPORTING_SAMPLING.tracesSampleRate });
    return Sentry;
  });
  await reporter;
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (!reporter) return;
  const Sentry = await reporter;
  // The path and the kind of route only: no headers, cookies or bodies leave.
  Sentry.captureException(error, {
    tags: { path: request.path.split("?")[0] ?? "", routeType: context.routeType },
  });
};
