import { ERROR_REPORTING_SAMPLING } from "@inkforge/domain/constants";
import type { App } from "../../types";

/**
 * Sentry for the API when SENTRY_DSN is set (issue 14): failures that reach the error handler as
 * 5xx are reported, with the spec's trace sampling. Without a DSN the SDK is never imported.
 * Only the error and the route are sent: no request body or headers, so nothing the log redacts
 * leaves through here either.
 */
export async function registerErrorReporting(app: App, dsn: string | undefined): Promise<void> {
  if (!dsn) return;
  const Sentry = await import("@sentry/node");
  Sentry.init({
    dsn,
    tracesSampleRate: ERROR_REPORTING_SAMPLING.tracesSampleRate,
    // Sentry's Fastify tracing instruments the Fastify instances made after this call, and this
    // app was made before it: it would only wrap the route hooks of an app made later in the same
    // process (the next test app), where the wrappers hide `app.authenticate` from the auth
    // plugin's start-up check (decision 0161). Requests are still traced by the HTTP integration.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== "Fastify"),
    beforeSend(event) {
      if (event.request) {
        delete event.request.headers;
        delete event.request.cookies;
        delete event.request.data;
        delete event.request.query_string;
      }
      return event;
    },
  });
  app.addHook("onError", async (request, reply, error) => {
    if (reply.statusCode >= 500 || !("statusCode" in error) || (error.statusCode ?? 500) >= 500)
      Sentry.captureException(error, { tags: { route: request.routeOptions.url ?? "unknown" } });
  });
  app.addHook("onClose", async () => {
    await Sentry.close(2000);
  });
}
