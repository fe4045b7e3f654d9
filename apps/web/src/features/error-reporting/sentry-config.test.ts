// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  envelopeTarget,
  parseDsn,
  SENTRY_TUNNEL_PATH,
  sentryBrowserOptions,
} from "./sentry-config";

const DSN = "https://publickey@o123.ingest.example.io/4501";

describe("error reporting options (API-MSC-16, API-MSC-17)", () => {
  it("use the spec's sampling and replay limits, through the same-origin tunnel", () => {
    expect(sentryBrowserOptions(DSN)).toEqual({
      dsn: DSN,
      tunnel: "/monitoring",
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      replay: { minReplayDuration: 5000, maxReplayDuration: 3_600_000 },
    });
    expect(SENTRY_TUNNEL_PATH).toBe("/monitoring");
  });

  it("parse a DSN, and refuse ones without a key or a numeric project", () => {
    expect(parseDsn(DSN)).toEqual({ origin: "https://o123.ingest.example.io", projectId: "4501" });
    expect(parseDsn("https://o123.ingest.example.io/4501")).toBeNull();
    expect(parseDsn("https://key@o123.ingest.example.io/abc")).toBeNull();
    expect(parseDsn("not a url")).toBeNull();
  });
});

describe("the tunnel's target", () => {
  const envelope = (dsn: unknown) =>
    `${JSON.stringify({ dsn, sent_at: "2026-11-24T00:00:00Z" })}\n{"type":"event"}\n{}`;

  it("forwards the site's own DSN to its ingest URL", () => {
    expect(envelopeTarget(envelope(DSN), DSN)).toBe(
      "https://o123.ingest.example.io/api/4501/envelope/",
    );
  });

  it.each([
    ["another project", envelope("https://publickey@o123.ingest.example.io/9999")],
    ["another host", envelope("https://publickey@attacker.example.com/4501")],
    ["no DSN", envelope(undefined)],
    ["not JSON", "garbage\n{}"],
  ])("refuses %s", (_name, body) => {
    expect(envelopeTarget(body, DSN)).toBeNull();
  });
});
