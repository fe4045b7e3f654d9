import { publicEnv } from "@/config/public-env";
import { envelopeTarget } from "@/features/error-reporting/sentry-config";

const MAX_ENVELOPE_BYTES = 1_000_000;

/**
 * The error-reporting tunnel (API-MSC-16): the browser posts Sentry envelopes here, on the site's
 * own origin, and they are forwarded to the configured DSN's ingest URL. Without a DSN it is 404.
 */
export async function POST(request: Request): Promise<Response> {
  const dsn = publicEnv.sentryDsn;
  if (!dsn) return new Response("Not found", { status: 404 });
  const body = await request.text();
  if (body.length > MAX_ENVELOPE_BYTES) return new Response("Too large", { status: 413 });
  const target = envelopeTarget(body, dsn);
  if (!target) return new Response("Unknown DSN", { status: 400 });
  try {
    const upstream = await fetch(target, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-sentry-envelope" },
      signal: AbortSignal.timeout(5000),
    });
    return new Response(null, { status: upstream.status });
  } catch {
    return new Response(null, { status: 502 });
  }
}
