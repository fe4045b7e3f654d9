import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, inMemoryDataDir, loadConfig } from "../../src/config";
import {
  type AffiliateSale,
  createAffiliateTracker,
} from "../../src/services/affiliate/affiliate-tracker";
import {
  AffiliateTrackerError,
  createIdevAffiliateTracker,
} from "../../src/services/affiliate/idevaffiliate-tracker";
import { type StandInServer, startHttpStandIn } from "../stand-ins/http-server";

// The iDevAffiliate-style adapter (decision 0025) against a local stand-in tracker on 127.0.0.1.

const sale: AffiliateSale = {
  amount: "19.00",
  orderNumber: "8AB12345CD6789012",
  ipAddress: "203.0.113.7",
  affiliate: "partner 42&co",
};

describe("iDevAffiliate-style tracker", () => {
  let tracker: StandInServer;
  let status = 200;

  beforeAll(async () => {
    tracker = await startHttpStandIn((request, response, url) => {
      if (url.pathname.endsWith("/slow/sale.php")) return; // never answers
      response.writeHead(request.method === "GET" ? status : 405, { "content-type": "image/gif" });
      response.end("GIF89a");
    });
  });

  afterAll(async () => {
    await tracker.close();
  });

  it("sends the generic sale call with the exact query", async () => {
    const adapter = createIdevAffiliateTracker({
      host: `${tracker.origin}/idev`,
      profile: "72198",
      timeoutMs: 2000,
    });
    expect(adapter.kind).toBe("idevaffiliate");
    await expect(adapter.reportSale(sale)).resolves.toEqual({ sent: true });
    expect(tracker.requests.at(-1)).toEqual({
      method: "GET",
      url:
        "/idev/sale.php?profile=72198&idev_saleamt=19.00&idev_ordernum=8AB12345CD6789012" +
        "&ip_address=203.0.113.7&idev_affiliate=partner+42%26co",
    });
  });

  it("leaves out the profile, the address and the affiliate when there are none", async () => {
    const adapter = createIdevAffiliateTracker({
      host: tracker.origin,
      profile: undefined,
      timeoutMs: 2000,
    });
    await adapter.reportSale({ ...sale, ipAddress: null, affiliate: null });
    expect(tracker.requests.at(-1)!.url).toBe(
      "/sale.php?idev_saleamt=19.00&idev_ordernum=8AB12345CD6789012",
    );
  });

  it("a refusal (non-2xx) is an AffiliateTrackerError with the status", async () => {
    status = 500;
    try {
      const adapter = createIdevAffiliateTracker({
        host: tracker.origin,
        profile: undefined,
        timeoutMs: 2000,
      });
      const failure = adapter.reportSale(sale);
      await expect(failure).rejects.toBeInstanceOf(AffiliateTrackerError);
      await expect(failure).rejects.toThrow(/answered 500/);
    } finally {
      status = 200;
    }
  });

  it("gives up after the timeout", async () => {
    const adapter = createIdevAffiliateTracker({
      host: `${tracker.origin}/slow`,
      profile: undefined,
      timeoutMs: 100,
    });
    const started = performance.now();
    await expect(adapter.reportSale(sale)).rejects.toThrow(/did not answer/);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(90);
    expect(elapsed).toBeLessThan(2000);
  });

  it("a tracker that refuses connections is an error too", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const adapter = createIdevAffiliateTracker({
      host: `http://127.0.0.1:${port}`,
      profile: undefined,
      timeoutMs: 2000,
    });
    await expect(adapter.reportSale(sale)).rejects.toBeInstanceOf(AffiliateTrackerError);
  });

  it("config selects it only when AFFILIATE_HOST is set; otherwise sales are only recorded", async () => {
    const base = { DATA_DIR: inMemoryDataDir };
    const offline = createAffiliateTracker(loadConfig(base).affiliate);
    expect(offline.kind).toBe("offline");
    await expect(offline.reportSale(sale)).resolves.toEqual({ sent: false });

    const config = loadConfig({ ...base, AFFILIATE_HOST: `${tracker.origin}/` });
    expect(config.affiliate).toEqual({
      host: tracker.origin,
      profile: undefined,
      timeoutMs: 3000,
      programme: defaultProgramme,
    });
    const live = createAffiliateTracker(config.affiliate);
    expect(live.kind).toBe("idevaffiliate");
    await live.reportSale(sale);
    expect(tracker.requests.at(-1)!.url).toMatch(/^\/sale\.php\?idev_saleamt=19\.00&/);
  });
});

/** The programme's defaults (decision 0057): 30%, no product rates, 30 days, 50.00. */
const defaultProgramme = {
  defaultBasisPoints: 3000,
  perProduct: {},
  refundWindowDays: 30,
  payoutThresholdCents: 5000,
};

describe("loadConfig: the affiliate tracker", () => {
  const base = { DATA_DIR: inMemoryDataDir };

  it("reads AFFILIATE_HOST, AFFILIATE_PROFILE and AFFILIATE_TIMEOUT_MS", () => {
    expect(loadConfig(base).affiliate).toEqual({
      host: undefined,
      profile: undefined,
      timeoutMs: 3000,
      programme: defaultProgramme,
    });
    expect(
      loadConfig({
        ...base,
        AFFILIATE_HOST: "https://affiliates.example.com/idevaffiliate/",
        AFFILIATE_PROFILE: " 72198 ",
        AFFILIATE_TIMEOUT_MS: "1500",
      }).affiliate,
    ).toEqual({
      host: "https://affiliates.example.com/idevaffiliate",
      profile: "72198",
      timeoutMs: 1500,
      programme: defaultProgramme,
    });
  });

  it("reads the programme's rates, refund window and payout threshold (decision 0057)", () => {
    expect(
      loadConfig({
        ...base,
        AFFILIATE_COMMISSION_PERCENT: "25.5",
        AFFILIATE_PRODUCT_RATES: "pro-lifetime=20, masterclass=40",
        AFFILIATE_REFUND_WINDOW_DAYS: "14",
        AFFILIATE_PAYOUT_THRESHOLD: "100",
      }).affiliate.programme,
    ).toEqual({
      defaultBasisPoints: 2550,
      perProduct: { "pro-lifetime": 2000, masterclass: 4000 },
      refundWindowDays: 14,
      payoutThresholdCents: 10_000,
    });
    for (const [name, value] of [
      ["AFFILIATE_COMMISSION_PERCENT", "101"],
      ["AFFILIATE_COMMISSION_PERCENT", "-1"],
      ["AFFILIATE_PRODUCT_RATES", "pro-lifetime"],
      ["AFFILIATE_PRODUCT_RATES", "pro=abc"],
      ["AFFILIATE_REFUND_WINDOW_DAYS", "1000"],
      ["AFFILIATE_PAYOUT_THRESHOLD", "5.5"],
    ] as const) {
      expect(() => loadConfig({ ...base, [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(name),
      );
    }
  });

  it("refuses bad values, naming the variable, and a profile without a host", () => {
    expect(() => loadConfig({ ...base, AFFILIATE_HOST: "ftp://tracker.example" })).toThrow(
      /AFFILIATE_HOST: must be an http\(s\) URL/,
    );
    expect(() =>
      loadConfig({ ...base, AFFILIATE_HOST: "https://t.example", AFFILIATE_PROFILE: "a b" }),
    ).toThrow(/AFFILIATE_PROFILE/);
    expect(() =>
      loadConfig({ ...base, AFFILIATE_HOST: "https://t.example", AFFILIATE_TIMEOUT_MS: "5" }),
    ).toThrow(/AFFILIATE_TIMEOUT_MS/);
    expect(() => loadConfig({ ...base, AFFILIATE_PROFILE: "72198" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, AFFILIATE_PROFILE: "72198" })).toThrow(
      /AFFILIATE_PROFILE is set but AFFILIATE_HOST is not/,
    );
  });
});
