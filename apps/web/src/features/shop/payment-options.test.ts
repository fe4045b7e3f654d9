import { afterEach, describe, expect, it } from "vitest";
import {
  loadScript,
  paypalAvailability,
  paypalButtonStyle,
  paypalSdkSrc,
  paypalUnavailableNote,
  readGeoAnswer,
} from "./payment-options";

describe("country gating of the PayPal button (PAY-01, PAY-02, G-40)", () => {
  it.each(["US", "CA", "GB", "UK", "DE", "AU", "IT", "BD", "EG", "EGY", "us", " gb "])(
    "%s shows it",
    (country) => {
      expect(paypalAvailability(readGeoAnswer({ country, paymentButton: false }))).toEqual({
        show: true,
      });
    },
  );

  it.each(["FR", "NG", "IN", "JP", "XX"])("%s does not", (country) => {
    expect(paypalAvailability(readGeoAnswer({ country, paymentButton: true }))).toEqual({
      show: false,
      reason: "country",
    });
  });

  it("a failed or empty lookup hides it (G-15), with the card offered instead", () => {
    expect(paypalAvailability(null)).toEqual({ show: false, reason: "unknown-country" });
    expect(readGeoAnswer(undefined)).toBeNull();
    expect(readGeoAnswer({ country: "", paymentButton: "yes" })).toBeNull();
    expect(paypalAvailability(readGeoAnswer({ country: null, paymentButton: false }))).toEqual({
      show: false,
      reason: "unknown-country",
    });
    expect(paypalUnavailableNote("unknown-country")).toMatch(/Pay by card instead/);
  });

  it("without a country, the API's own flag decides", () => {
    expect(paypalAvailability(readGeoAnswer({ country: null, paymentButton: true }))).toEqual({
      show: true,
    });
  });
});

describe("PayPal SDK options", () => {
  it("has the spec's look (PAY-04)", () => {
    expect(paypalButtonStyle).toEqual({
      height: 44,
      shape: "pill",
      layout: "horizontal",
      label: "buynow",
    });
  });

  it("disables card funding and asks for USD capture (PAY-03)", () => {
    const src = new URL(
      paypalSdkSrc({ sdkUrl: "https://www.paypal.com/sdk/js", clientId: "client-123" }),
    );
    expect(src.origin + src.pathname).toBe("https://www.paypal.com/sdk/js");
    expect(Object.fromEntries(src.searchParams)).toEqual({
      "client-id": "client-123",
      currency: "USD",
      intent: "capture",
      components: "buttons",
      "disable-funding": "card",
    });
  });
});

describe("loadScript (PAY-05: pending, then resolved or rejected with a message)", () => {
  afterEach(() => {
    for (const script of document.head.querySelectorAll("script")) script.remove();
  });

  it("resolves on load and reuses a loaded tag", async () => {
    const promise = loadScript("https://sdk.example/a.js");
    const script = document.head.querySelector("script");
    expect(script?.getAttribute("src")).toBe("https://sdk.example/a.js");
    script?.dispatchEvent(new Event("load"));
    await expect(promise).resolves.toBeUndefined();
    await expect(loadScript("https://sdk.example/a.js")).resolves.toBeUndefined();
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
  });

  it("rejects with a message when the script fails", async () => {
    const promise = loadScript("https://sdk.example/b.js");
    document.head.querySelector("script")?.dispatchEvent(new Event("error"));
    await expect(promise).rejects.toThrow("could not be loaded from sdk.example");
  });

  it("rejects after the timeout", async () => {
    await expect(loadScript("https://sdk.example/c.js", { timeoutMs: 10 })).rejects.toThrow(
      "did not load within",
    );
  });
});
