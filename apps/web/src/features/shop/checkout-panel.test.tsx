import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiCallOptions, ApiResult } from "@/lib/api/api-call";
import { isPayPalEligible, resolveCheckoutItem } from "./checkout-item";
import { CheckoutPanel } from "./checkout-panel";

const calls = vi.hoisted(() => ({
  api: vi.fn(),
  goTo: vi.fn(),
}));
vi.mock("next-auth/react", () => ({
  useSession: () => ({
    status: "authenticated",
    data: { user: { email: "buyer@example.com" }, apiToken: "token" },
  }),
}));
vi.mock("@/lib/api/use-account-api", () => ({ useAccountApi: () => calls.api }));
vi.mock("./navigate", () => ({ goTo: calls.goTo }));

type Handler = (path: string, options: ApiCallOptions<unknown>) => ApiResult<unknown>;

function answer(handlers: Record<string, Handler>) {
  calls.api.mockImplementation(
    async (method: string, path: string, options: ApiCallOptions<unknown> = {}) => {
      const handler = handlers[`${method} ${path}`];
      if (!handler) throw new Error(`Unexpected call ${method} ${path}`);
      return handler(path, options);
    },
  );
}

const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data });
const failed = (status: number | null, code: string | null): ApiResult<unknown> => ({
  ok: false,
  status,
  code,
  message: "failed",
  details: [],
  retryAfterSeconds: null,
});

function show(product: string, type?: string) {
  const resolved = resolveCheckoutItem({ product, type });
  if (!resolved.ok) throw new Error(resolved.message);
  const item = resolved.item;
  render(
    <CheckoutPanel
      item={item}
      target={{ product: item.offerId, period: type ? (type as "month") : null }}
      returnTo="/pricing?tab=lifetime"
      paypalEligible={isPayPalEligible(item)}
    />,
  );
}

beforeEach(() => {
  calls.api.mockReset();
  calls.goTo.mockReset();
});
afterEach(() => cleanup());

describe("checkout panel: which buttons show", () => {
  it("a payment-button country gets the PayPal button with the spec's look (PAY-01, PAY-04)", async () => {
    answer({ "GET /api/geo": () => ok({ country: "US", paymentButton: true, source: "header" }) });
    show("trademark-checker", "lifetime");
    const button = await screen.findByRole("button", { name: "PayPal Buy Now" });
    expect(button.style.height).toBe("44px");
    expect(button.dataset).toMatchObject({ shape: "pill", layout: "horizontal", label: "buynow" });
    expect(screen.getByTestId("paypal-script-status").dataset.status).toBe("resolved");
    expect(screen.getByRole("button", { name: "Pay by card" })).toBeTruthy();
  });

  it("any other country gets no PayPal button and the card instead (PAY-02, G-04)", async () => {
    answer({ "GET /api/geo": () => ok({ country: "FR", paymentButton: false, source: "header" }) });
    show("trademark-checker", "lifetime");
    expect(await screen.findByTestId("paypal-unavailable")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /PayPal/ })).toBeNull();
    expect(screen.getByTestId("paypal-script-status").dataset.status).toBe("initial");
    expect(screen.getByRole("button", { name: "Pay by card" })).toBeTruthy();
  });

  it("a failed country lookup hides PayPal (G-15)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    answer({ "GET /api/geo": () => failed(null, null) });
    show("pro", "lifetime");
    expect((await screen.findByTestId("paypal-unavailable")).textContent).toMatch(
      /couldn't confirm your country/,
    );
    error.mockRestore();
  });

  it("a subscription is paid by card only, without a country lookup", () => {
    answer({});
    show("pro", "month");
    expect(screen.getByText("Subscriptions are paid by card so they can renew.")).toBeTruthy();
    expect(calls.api).not.toHaveBeenCalled();
  });
});

describe("checkout panel: paying", () => {
  it("Pay by card posts the subscription with an idempotency key and goes to the payment page", async () => {
    answer({
      "POST /api/subs/paynow": () => ok({ url: "http://127.0.0.1:4000/sandbox/checkout/cs_1" }),
    });
    show("pro", "month");
    fireEvent.click(screen.getByRole("button", { name: "Pay by card" }));
    expect(screen.getByTestId("pay-by-card").hasAttribute("disabled")).toBe(true);
    await waitFor(() =>
      expect(calls.goTo).toHaveBeenCalledWith("http://127.0.0.1:4000/sandbox/checkout/cs_1"),
    );
    const [, path, options] = calls.api.mock.calls[0] as [string, string, ApiCallOptions<unknown>];
    expect(path).toBe("/api/subs/paynow");
    expect(options.idempotencyKey).toMatch(/.{8,}/);
    expect(options.body).toEqual({
      items: [{ id: "subs_pro-monthly" }],
      success: "/payment-success?next=%2Fpricing%3Ftab%3Dlifetime",
      fail: "/payment-failed?product=pro&type=month&next=%2Fpricing%3Ftab%3Dlifetime",
    });
  });

  it("a failure stays here, in plain words, logged, with the buttons enabled again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    answer({ "POST /api/subs/paynow": () => failed(502, "PAYMENT_PROVIDER_FAILED") });
    show("pro", "month");
    fireEvent.click(screen.getByRole("button", { name: "Pay by card" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/didn't answer/);
    expect(screen.getByTestId("pay-by-card").hasAttribute("disabled")).toBe(false);
    expect(error).toHaveBeenCalled();
    expect(calls.goTo).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("an answer without a url is a failure (spec §5)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    answer({
      "POST /api/features/paynow": () => ok({}),
      "GET /api/geo": () => ok({ country: "FR" }),
    });
    show("trademark-checker", "lifetime");
    fireEvent.click(screen.getByRole("button", { name: "Pay by card" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/unexpected answer/);
    error.mockRestore();
  });

  it("a free item is claimed and the buyer goes to the success page", async () => {
    answer({ "POST /api/features/freepaynow": () => ok("OK") });
    show("kdp-launch-checklist");
    fireEvent.click(screen.getByRole("button", { name: "Get it free" }));
    await waitFor(() =>
      expect(calls.goTo).toHaveBeenCalledWith(
        "/payment-success?next=%2Fpricing%3Ftab%3Dlifetime&claimed=kdp-launch-checklist",
      ),
    );
  });

  it("PayPal (sandbox): creates the order, then opens the API's approval page", async () => {
    answer({
      "GET /api/geo": () => ok({ country: "GB", paymentButton: true }),
      "POST /api/paypal/create-paypal-order": () => ok({ id: "PAYPAL-ORDER-1" }),
    });
    show("trademark-checker", "lifetime");
    fireEvent.click(await screen.findByRole("button", { name: "PayPal Buy Now" }));
    await waitFor(() =>
      expect(calls.goTo).toHaveBeenCalledWith(
        "http://127.0.0.1:4000/sandbox/paypal/PAYPAL-ORDER-1",
      ),
    );
    const create = calls.api.mock.calls.find(
      (call) => call[1] === "/api/paypal/create-paypal-order",
    );
    expect((create as [string, string, ApiCallOptions<unknown>])[2].body).toEqual({
      items: [{ product_id: "trademark-checker-lifetime" }],
      success: "/payment-success?next=%2Fpricing%3Ftab%3Dlifetime",
      fail: "/payment-failed?product=trademark-checker&type=lifetime&next=%2Fpricing%3Ftab%3Dlifetime",
    });
  });
});
