import { ERROR_REPORTING_SAMPLING, REPLAY_LIMITS } from "@inkforge/domain/constants";

/** Same-origin path the browser sends error reports to (API-MSC-16); the server forwards them. */
export const SENTRY_TUNNEL_PATH = "/monitoring";

/**
 * The browser SDK's options (API-MSC-17). Session replays pause after 5 minutes idle and expire
 * after 15: those are the SDK's own fixed values (REPLAY_LIMITS.idlePauseMs and idleExpireMs).
 */
export function sentryBrowserOptions(dsn: string) {
  return {
    dsn,
    tunnel: SENTRY_TUNNEL_PATH,
    tracesSampleRate: ERROR_REPORTING_SAMPLING.tracesSampleRate,
    replaysSessionSampleRate: ERROR_REPORTING_SAMPLING.replaysSessionSampleRate,
    replaysOnErrorSampleRate: ERROR_REPORTING_SAMPLING.replaysOnErrorSampleRate,
    replay: {
      minReplayDuration: REPLAY_LIMITS.minDurationMs,
      maxReplayDuration: REPLAY_LIMITS.maxDurationMs,
    },
  } as const;
}

/** The parts of a DSN (`https://<key>@<host>/<project>`) an envelope is checked against. */
export function parseDsn(dsn: string): { origin: string; projectId: string } | null {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split("/").filter(Boolean).at(-1);
    if (!url.username || !projectId || !/^\d+$/.test(projectId)) return null;
    return { origin: url.origin, projectId };
  } catch {
    return null;
  }
}

/**
 * Where the tunnel forwards an envelope: Sentry's ingest URL for the envelope's DSN, but only when
 * that DSN is the site's own, so /monitoring can never be used to post anywhere else.
 */
export function envelopeTarget(envelope: string, configuredDsn: string): string | null {
  const header = envelope.slice(
    0,
    envelope.indexOf("\n") === -1 ? undefined : envelope.indexOf("\n"),
  );
  let dsn: unknown;
  try {
    dsn = (JSON.parse(header) as { dsn?: unknown }).dsn;
  } catch {
    return null;
  }
  if (typeof dsn !== "string") return null;
  const sent = parseDsn(dsn);
  const own = parseDsn(configuredDsn);
  if (!sent || !own || sent.origin !== own.origin || sent.projectId !== own.projectId) return null;
  return `${own.origin}/api/${own.projectId}/envelope/`;
}
