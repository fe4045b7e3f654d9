// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { sendPing } from "./ping";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sendPing, the report that must outlive the page", () => {
  it("goes by beacon as text when the browser takes it, and fetches nothing", () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { sendBeacon: beacon });
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    sendPing("http://api.test/api/admin/page-time", { page_route: "/tools" });
    expect(beacon).toHaveBeenCalledWith(
      "http://api.test/api/admin/page-time",
      '{"page_route":"/tools"}',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("falls back to a keepalive text/plain POST when the beacon is refused", () => {
    vi.stubGlobal("navigator", { sendBeacon: () => false });
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetch);
    sendPing("http://api.test/ping", { a: 1 });
    expect(fetch).toHaveBeenCalledWith("http://api.test/ping", {
      method: "POST",
      body: '{"a":1}',
      keepalive: true,
      headers: { "content-type": "text/plain" },
    });
  });

  it("never throws, whatever fails", () => {
    vi.stubGlobal("navigator", {
      sendBeacon: () => {
        throw new TypeError("blocked");
      },
    });
    expect(() => sendPing("http://api.test/ping", {})).not.toThrow();
  });
});
