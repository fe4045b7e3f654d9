import { describe, expect, it } from "vitest";
import { courses } from "../shop/courses";
import {
  toCourseView,
  toFeatureLimitsResponse,
  toMerchItemViews,
  toShopItems,
} from "../shop/views";
import {
  availabilitySchema,
  billingPeriodSchema,
  checkoutQuerySchema,
  courseSchema,
  courseStatusSchema,
  featureLimitsResponseSchema,
  freePaynowRequestSchema,
  merchItemSchema,
  offeringSchema,
  paynowRequestSchema,
  paypalCaptureResponseSchema,
  paypalCreateOrderRequestSchema,
  planTierKindSchema,
  recurringPaymentRequestSchema,
  shopItemSchema,
  subscriptionSchema,
  subsPaynowRequestSchema,
} from "./shop";

const back = { success: "/payment-success?next=%2Fpricing", fail: "/payment-failed" };

describe("shop enumerations (ENT-33..36)", () => {
  it("billing period has exactly free, month, year, both, lifetime (ENT-33)", () => {
    expect(billingPeriodSchema.options).toEqual(["free", "month", "year", "both", "lifetime"]);
  });

  it("plan tier kinds contain every value the spec names (ENT-34)", () => {
    for (const kind of [
      "free",
      "pro",
      "pro max",
      "supreme",
      "ultra",
      "digital",
      "mega",
      "storage 2GB",
      "storage 10GB",
      "storage 14GB",
      "storage 20GB",
      "basic plus lifetime bundle",
      "research lifetime bundle",
      "creative lifetime bundle",
      "mega lifetime bundle",
    ]) {
      expect(planTierKindSchema.options).toContain(kind);
    }
  });

  it("availability has the five spec values (ENT-35), offering the three (ENT-36)", () => {
    expect(availabilitySchema.options).toEqual([
      "available",
      "limited",
      "not available",
      "max 100 entries",
      "max 200 entries",
    ]);
    expect(offeringSchema.options).toEqual(["monthly only", "lifetime only", "both"]);
  });
});

describe("purchase requests never carry client prices", () => {
  it("drops amounts, prices, currencies and quantities from paynow", () => {
    const parsed = paynowRequestSchema.parse({
      items: [{ product_id: "pro-lifetime", quantity: 3, price: 1, amount: 1 }],
      ...back,
      affiliate: "aff-42",
      amount: 1,
      total: 1,
      currency: "EUR",
    });
    expect(parsed).toEqual({
      items: [{ product_id: "pro-lifetime" }],
      ...back,
      affiliate: "aff-42",
    });
  });

  it("accepts the spec's subs body and drops its quantity", () => {
    expect(
      subsPaynowRequestSchema.parse({ items: [{ id: "subs_pro-monthly", quantity: 1 }], ...back }),
    ).toEqual({ items: [{ id: "subs_pro-monthly" }], ...back });
    expect(
      subsPaynowRequestSchema.safeParse({ items: [{ id: "pro-monthly" }], ...back }).success,
    ).toBe(false);
    expect(
      subsPaynowRequestSchema.safeParse({
        items: [{ id: "subs_pro-monthly" }, { id: "subs_hot-niches-monthly" }],
        ...back,
      }).success,
    ).toBe(false);
  });

  it("drops a token from the PayPal create body (G-41) and checks offer and ip", () => {
    const body = {
      items: [{ product_id: "pro-lifetime" }],
      ...back,
      token: "secret",
      ip: "203.0.113.7",
    };
    expect(paypalCreateOrderRequestSchema.parse({ ...body, special_offer: "new-member" })).toEqual({
      items: [{ product_id: "pro-lifetime" }],
      ...back,
      ip: "203.0.113.7",
      special_offer: "new-member",
    });
    expect(
      paypalCreateOrderRequestSchema.safeParse({ ...body, special_offer: "vip" }).success,
    ).toBe(false);
    expect(paypalCreateOrderRequestSchema.safeParse({ ...body, ip: "not-an-ip" }).success).toBe(
      false,
    );
    expect(paypalCreateOrderRequestSchema.safeParse({ ...body, ip: null }).success).toBe(true);
    expect(paypalCreateOrderRequestSchema.safeParse({ ...body, ip: "2001:db8::1" }).success).toBe(
      true,
    );
  });

  it.each([
    ["https://evil.test/x", false],
    ["//evil.test", false],
    ["/\\evil.test", false],
    ["javascript:alert(1)", false],
    ["", false],
    ["/payment-success?next=%2Fpricing%3Ftab%3Dlifetime", true],
  ])("return path %j is accepted: %s", (path, ok) => {
    expect(
      paynowRequestSchema.safeParse({
        items: [{ product_id: "pro-lifetime" }],
        success: path,
        fail: "/payment-failed",
      }).success,
    ).toBe(ok);
  });

  it("names the failing field", () => {
    const result = freePaynowRequestSchema.safeParse({ items: [], ...back });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["items"]);
  });

  it("takes a month or year interval for recurring payments", () => {
    const body = { product_id: "pro", ...back };
    expect(recurringPaymentRequestSchema.safeParse({ ...body, interval: "month" }).success).toBe(
      true,
    );
    expect(recurringPaymentRequestSchema.safeParse({ ...body, interval: "week" }).success).toBe(
      false,
    );
    expect(
      recurringPaymentRequestSchema.safeParse({ ...body, product_id: "Pro Plan!" }).success,
    ).toBe(false);
  });

  it("reads the checkout page query", () => {
    expect(checkoutQuerySchema.parse({ product: "pro", type: "month" })).toEqual({
      product: "pro",
      type: "month",
    });
    expect(checkoutQuerySchema.safeParse({ product: "pro", type: "free" }).success).toBe(false);
  });
});

describe("answers", () => {
  it("a capture carries its id and the captured amount (PAY-09)", () => {
    const capture = {
      id: "CAP-1",
      status: "COMPLETED",
      amount: { value: "89.55", currency_code: "USD" },
    };
    expect(paypalCaptureResponseSchema.parse(capture)).toEqual(capture);
    expect(
      paypalCaptureResponseSchema.safeParse({
        ...capture,
        amount: { value: "89.5", currency_code: "USD" },
      }).success,
    ).toBe(false);
  });

  it("a shop item without feature_type or index gets the defaults (ENT-04, ENT-06)", () => {
    const item = shopItemSchema.parse({
      _id: "x",
      title: "X",
      description: "",
      image: null,
      price: { lifetime: 100 },
      products: { lifetime: "x-lifetime" },
      offering: "lifetime only",
      categories: [],
    });
    expect(item).toMatchObject({ feature_type: "feature", index: 1000 });
  });

  it("every catalogue view matches its contract", () => {
    for (const item of toShopItems()) expect(shopItemSchema.parse(item)).toEqual(item);
    for (const item of toMerchItemViews()) expect(merchItemSchema.parse(item)).toEqual(item);
    for (const course of courses) expect(courseSchema.parse(toCourseView(course))).toBeTruthy();
    const limits = toFeatureLimitsResponse([{ feature_shop: "pro-monthly" }], {
      now: new Date("2026-11-21T00:00:00Z"),
    });
    expect(featureLimitsResponseSchema.parse(limits).tier).toBe("Pro");
  });

  it("a subscription and a course status parse", () => {
    expect(
      subscriptionSchema.safeParse({
        _id: "sub_1",
        product_id: "pro-monthly",
        status: "past_due",
        current_period_end: "2026-12-21T00:00:00.000Z",
        cancel_at_period_end: false,
        interval: "month",
      }).success,
    ).toBe(true);
    expect(
      courseStatusSchema.safeParse({
        course_id: "kdp-basics",
        completed_lessons: ["kdp-basics-m1-l1"],
        percent_complete: 16,
        last_lesson_id: "kdp-basics-m1-l1",
      }).success,
    ).toBe(true);
  });
});
