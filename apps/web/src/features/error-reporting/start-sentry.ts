import * as Sentry from "@sentry/browser";
import { sentryBrowserOptions } from "./sentry-config";

/** Starts error reporting in the browser; loaded only when a DSN is configured. */
export function startSentry(dsn: string): void {
  const { replay, ...options } = sentryBrowserOptions(dsn);
  Sentry.init({
    ...options,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration(replay)],
  });
}
