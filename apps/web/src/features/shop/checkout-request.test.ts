// @vitest-environment node
import { subscriptionItemId } from "@inkforge/domain/shop/catalogue";
import { describe, expect, it } from "vitest";
import { isPayPalEligible, resolveCheckoutItem } from "./checkout-item";
import {
  buildCardCheckoutCall,
  buildPayPalCreateCall,
  isOkAnswer,
  readCheckoutUrl,
  readOrderId,
  subscriptionItemIdFor,
} from "./checkout-request";
import { newIdempotencyKey, safeCheckoutUrl } from "./checkout-safety";

function item(product: string, type?: string, offer?: string) {
  const resolved = resolveCheckoutItem({ product, type, offer });
  if (!resolved.ok) throw new Error(resolved.message);
  return resolved.item;
}

const paths = {
  success: "/payment-success?next=%2Fpricing",
  fail: "/payment-failed?product=pro&type=month",
};

describe("card checkout calls", () => {
  it("a plan subscription goes through subs/paynow with the spec's subs_{x} item id", () => {
    const call = buildCardCheckoutCall(item("pro", "month"), paths);
    expect(call).toEqual({
      path: "/api/subs/paynow",
      body: { items: [{ id: "subs_pro-monthly" }], success: paths.success, fail: paths.fail },
      expects: "url",
    });
    expect(subscriptionItemIdFor("pro-max-yearly")).toBe(subscriptionItemId("pro-max-yearly"));
  });

  it("another monthly feature goes through recurring-payment with its interval", () => {
    expect(buildCardCheckoutCall(item("hot-niches", "month"), paths)).toEqual({
      path: "/api/features/recurring-payment",
      body: {
        product_id: "hot-niches-monthly",
        success: paths.success,
        fail: paths.fail,
        interval: "month",
      },
      expects: "url",
    });
  });

  it("a lifetime product goes through paynow; the affiliate value travels when there is one", () => {
    expect(
      buildCardCheckoutCall(item("trademark-checker", "lifetime"), {
        ...paths,
        affiliate: " a-42 ",
      }),
    ).toEqual({
      path: "/api/features/paynow",
      body: {
        items: [{ product_id: "trademark-checker-lifetime" }],
        success: paths.success,
        fail: paths.fail,
        affiliate: "a-42",
      },
      expects: "url",
    });
  });

  it("the new-member offer is asked for on lifetime plans only (the server re-checks it)", () => {
    const lifetime = buildCardCheckoutCall(item("pro", "lifetime", "new-member"), paths);
    expect(lifetime.body.special_offer).toBe("new-member");
    const monthly = buildCardCheckoutCall(item("pro", "month", "new-member"), paths);
    expect(monthly.body).not.toHaveProperty("special_offer");
  });

  it("a free item is claimed through freepaynow, which answers OK", () => {
    expect(buildCardCheckoutCall(item("kdp-launch-checklist"), paths)).toEqual({
      path: "/api/features/freepaynow",
      body: {
        items: [{ product_id: "kdp-launch-checklist" }],
        success: paths.success,
        fail: paths.fail,
      },
      expects: "ok",
    });
  });

  it("merch is paid once through paynow", () => {
    const call = buildCardCheckoutCall(item("author-notebook"), paths);
    expect(call.path).toBe("/api/features/paynow");
    expect(call.body.items).toEqual([{ product_id: "author-notebook" }]);
  });

  it("never sends amounts, quantities or tokens", () => {
    for (const checkout of [
      item("pro", "month"),
      item("masterclass", "lifetime"),
      item("author-notebook"),
    ]) {
      const body = JSON.stringify([
        buildCardCheckoutCall(checkout, paths).body,
        buildPayPalCreateCall(checkout, paths).body,
      ]);
      expect(body).not.toMatch(/price|amount|cents|quantity|token|total/i);
    }
  });
});

describe("PayPal order calls", () => {
  it("creates the order with the product, the return paths and the offer; no ip, no token", () => {
    expect(buildPayPalCreateCall(item("pro", "lifetime", "new-member"), paths)).toEqual({
      path: "/api/paypal/create-paypal-order",
      body: {
        items: [{ product_id: "pro-lifetime" }],
        success: paths.success,
        fail: paths.fail,
        special_offer: "new-member",
      },
      expects: "url",
    });
    expect(buildPayPalCreateCall(item("pro", "lifetime"), paths).body).not.toHaveProperty(
      "special_offer",
    );
  });

  it("is offered for one-time items only: subscriptions renew by card, free items need no payment, merch ships by card", () => {
    expect(isPayPalEligible(item("pro", "lifetime"))).toBe(true);
    expect(isPayPalEligible(item("author-notebook"))).toBe(false);
    expect(isPayPalEligible(item("pro", "month"))).toBe(false);
    expect(isPayPalEligible(item("kdp-launch-checklist"))).toBe(false);
  });
});

describe("answers", () => {
  it("success only with a url (spec §5), an id, or exactly OK", () => {
    expect(readCheckoutUrl({ url: "https://pay.example/cs_1" })).toBe("https://pay.example/cs_1");
    expect(readCheckoutUrl({ url: "" })).toBeNull();
    expect(readCheckoutUrl("OK")).toBeNull();
    expect(readOrderId({ id: "PAY-1" })).toBe("PAY-1");
    expect(readOrderId({})).toBeNull();
    expect(isOkAnswer("OK")).toBe(true);
    expect(isOkAnswer({ ok: true })).toBe(false);
  });

  it("only http(s) checkout URLs are followed; API-relative paths resolve against the API", () => {
    const api = "http://127.0.0.1:4310";
    expect(safeCheckoutUrl("/sandbox/checkout/cs_1", api)).toBe(
      "http://127.0.0.1:4310/sandbox/checkout/cs_1",
    );
    expect(safeCheckoutUrl("https://checkout.stripe.com/c/pay/cs_1", api)).toBe(
      "https://checkout.stripe.com/c/pay/cs_1",
    );
    expect(safeCheckoutUrl("javascript:alert(1)", api)).toBeNull();
    expect(safeCheckoutUrl("//evil.test/x", api)).toBeNull();
  });

  it("makes a new idempotency key per attempt", () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[\x21-\x7e]{8,255}$/);
  });
});
