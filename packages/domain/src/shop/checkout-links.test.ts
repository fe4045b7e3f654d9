import { describe, expect, it } from "vitest";
import {
  checkoutHref,
  isPurchaseFlowPage,
  pathFromReferer,
  paymentFailedPath,
  paymentSuccessPath,
  readCheckoutOffer,
  readCheckoutPeriod,
  readFailureReason,
  resolveReturnTo,
} from "./checkout-links";

describe("checkout links", () => {
  it("builds /checkout/v3 links with product, type, offer and next", () => {
    expect(checkoutHref("pro", "month")).toBe("/checkout/v3?product=pro&type=month");
    expect(checkoutHref("pro", "lifetime", { offer: "new-member" })).toBe(
      "/checkout/v3?product=pro&type=lifetime&offer=new-member",
    );
    expect(checkoutHref("kdp-launch-checklist")).toBe("/checkout/v3?product=kdp-launch-checklist");
    expect(checkoutHref("pro", "year", { next: "/pricing?tab=yearly" })).toBe(
      "/checkout/v3?product=pro&type=year&next=%2Fpricing%3Ftab%3Dyearly",
    );
  });

  it("drops a `next` that could leave the site", () => {
    expect(checkoutHref("pro", "month", { next: "//evil.test/x" })).toBe(
      "/checkout/v3?product=pro&type=month",
    );
    expect(checkoutHref("pro", "month", { next: "https://evil.test" })).toBe(
      "/checkout/v3?product=pro&type=month",
    );
  });

  it("success path carries the URL-encoded origin path (PAY-11), /me when unsafe or missing", () => {
    expect(paymentSuccessPath("/pricing?tab=lifetime")).toBe(
      "/payment-success?next=%2Fpricing%3Ftab%3Dlifetime",
    );
    expect(paymentSuccessPath(undefined)).toBe("/payment-success?next=%2Fme");
    expect(paymentSuccessPath("javascript:alert(1)")).toBe("/payment-success?next=%2Fme");
  });

  it("fail path keeps what the retry link needs", () => {
    expect(
      paymentFailedPath({ product: "pro", period: "month", next: "/pricing", reason: "error" }),
    ).toBe("/payment-failed?product=pro&type=month&next=%2Fpricing&reason=error");
    expect(paymentFailedPath({ product: "trademark-checker", period: "lifetime" })).toBe(
      "/payment-failed?product=trademark-checker&type=lifetime",
    );
    expect(paymentFailedPath({ product: "pro", period: "lifetime", offer: "new-member" })).toBe(
      "/payment-failed?product=pro&type=lifetime&offer=new-member",
    );
  });

  it.each([
    [undefined, null],
    ["cancelled", "cancelled"],
    ["canceled", "cancelled"],
    ["DECLINED", "declined"],
    ["error", "error"],
    ["nonsense", null],
    [["cancelled", "declined"], "declined"],
    [["declined", "nonsense"], "declined"],
  ])("reason %j reads as %j", (raw, expected) => {
    expect(readFailureReason(raw as string | string[] | undefined)).toBe(expected);
  });

  it("reads periods and the offer from the query", () => {
    expect(readCheckoutPeriod("year")).toBe("year");
    expect(readCheckoutPeriod("free")).toBeNull();
    expect(readCheckoutPeriod(["lifetime", "month"])).toBe("lifetime");
    expect(readCheckoutOffer("new-member")).toBe("new-member");
    expect(readCheckoutOffer("black-friday")).toBeNull();
  });
});

describe("where the buyer came from", () => {
  it("takes a same-host Referer path, never a checkout, payment or sign-in page", () => {
    const host = "shop.example.com";
    expect(pathFromReferer("https://shop.example.com/pricing?tab=lifetime", host)).toBe(
      "/pricing?tab=lifetime",
    );
    expect(pathFromReferer("https://evil.test/pricing", host)).toBeNull();
    expect(pathFromReferer("https://shop.example.com/login?next=%2Fx", host)).toBeNull();
    expect(pathFromReferer("https://shop.example.com/checkout/v3?product=pro", host)).toBeNull();
    expect(pathFromReferer("not a url", host)).toBeNull();
    expect(pathFromReferer(null, host)).toBeNull();
  });

  it("prefers the link's own next, then the Referer, then the fallback", () => {
    const base = { referer: "http://127.0.0.1:3000/shop", host: "127.0.0.1:3000", fallback: "/x" };
    expect(resolveReturnTo({ ...base, next: "/pricing?tab=lifetime" })).toBe(
      "/pricing?tab=lifetime",
    );
    expect(resolveReturnTo({ ...base, next: undefined })).toBe("/shop");
    expect(resolveReturnTo({ ...base, next: "//evil.test" })).toBe("/shop");
    expect(resolveReturnTo({ ...base, next: "/payment-success?next=%2F" })).toBe("/shop");
    expect(resolveReturnTo({ ...base, next: undefined, referer: null })).toBe("/x");
  });

  it("knows the purchase-flow pages", () => {
    expect(isPurchaseFlowPage("/checkout/v3?product=pro")).toBe(true);
    expect(isPurchaseFlowPage("/payment-failed")).toBe(true);
    expect(isPurchaseFlowPage("/pricing")).toBe(false);
    expect(isPurchaseFlowPage("/checkouts")).toBe(false);
  });
});
