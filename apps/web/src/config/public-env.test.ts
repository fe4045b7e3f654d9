// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

async function loadPublicEnv(values: Record<string, string | undefined>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  return (await import("./public-env")).publicEnv;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("public configuration", () => {
  it("defaults the API URL and leaves analytics off", async () => {
    expect(
      await loadPublicEnv({
        NEXT_PUBLIC_API_URL: "",
        NEXT_PUBLIC_GA_ID: "",
        NEXT_PUBLIC_POPUP_COOKIE_DOMAIN: "",
        NEXT_PUBLIC_PROMOTION_POPUPS: "",
      }),
    ).toEqual({
      apiUrl: "http://127.0.0.1:4000",
      gaId: undefined,
      paypalClientId: undefined,
      paypalSdkUrl: "https://www.paypal.com/sdk/js",
      popupCookieDomain: null,
      promotionPopups: "on",
    });
  });

  it("takes valid values", async () => {
    expect(
      await loadPublicEnv({
        NEXT_PUBLIC_API_URL: "https://api.example.com",
        NEXT_PUBLIC_GA_ID: "G-AB12CD",
        NEXT_PUBLIC_PAYPAL_CLIENT_ID: "AbC-123_xyz0",
        NEXT_PUBLIC_PAYPAL_SDK_URL: "https://www.sandbox.paypal.com/sdk/js",
        NEXT_PUBLIC_POPUP_COOKIE_DOMAIN: ".Example.com",
        NEXT_PUBLIC_PROMOTION_POPUPS: "opt-in",
      }),
    ).toEqual({
      apiUrl: "https://api.example.com",
      gaId: "G-AB12CD",
      paypalClientId: "AbC-123_xyz0",
      paypalSdkUrl: "https://www.sandbox.paypal.com/sdk/js",
      popupCookieDomain: ".example.com",
      promotionPopups: "opt-in",
    });
  });

  it.each([
    [{ NEXT_PUBLIC_API_URL: "api.example.com" }, /NEXT_PUBLIC_API_URL/],
    [{ NEXT_PUBLIC_API_URL: "ftp://api.example.com" }, /NEXT_PUBLIC_API_URL/],
    [{ NEXT_PUBLIC_GA_ID: "UA-123" }, /NEXT_PUBLIC_GA_ID must look like G-XXXXXXX/],
    [{ NEXT_PUBLIC_PAYPAL_CLIENT_ID: "not a client id" }, /NEXT_PUBLIC_PAYPAL_CLIENT_ID/],
    [{ NEXT_PUBLIC_PAYPAL_SDK_URL: "paypal.com/sdk/js" }, /NEXT_PUBLIC_PAYPAL_SDK_URL/],
    [{ NEXT_PUBLIC_POPUP_COOKIE_DOMAIN: "localhost:3000" }, /NEXT_PUBLIC_POPUP_COOKIE_DOMAIN/],
    [{ NEXT_PUBLIC_PROMOTION_POPUPS: "off" }, /NEXT_PUBLIC_PROMOTION_POPUPS/],
  ])("refuses %j", async (values, message) => {
    await expect(loadPublicEnv(values)).rejects.toThrow(message);
  });
});
