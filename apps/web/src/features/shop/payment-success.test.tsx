import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiCallOptions, ApiResult } from "@/lib/api/api-call";
import { PaymentSuccess } from "./payment-success";

// /payment-success for a PayPal return: capture → affiliate report → success content (PAY-09,
// PAY-10, PAY-14), and no report without a completed capture.

const calls = vi.hoisted(() => ({ api: vi.fn(), refreshMembership: vi.fn() }));
vi.mock("next-auth/react", () => ({
  useSession: () => ({
    status: "authenticated",
    data: { user: { email: "buyer@example.com" }, apiToken: "token" },
  }),
}));
vi.mock("@/lib/api/use-account-api", () => ({ useAccountApi: () => calls.api }));
vi.mock("@/lib/membership/membership-store", () => ({
  refreshMembership: calls.refreshMembership,
}));

type Handler = (
  options: ApiCallOptions<unknown>,
) => ApiResult<unknown> | Promise<ApiResult<unknown>>;

/** Answers each `METHOD path` with its handler and keeps the calls in the order they were made. */
function answer(handlers: Record<string, Handler>) {
  const log: Array<{ call: string; options: ApiCallOptions<unknown> }> = [];
  calls.api.mockImplementation(
    async (method: string, path: string, options: ApiCallOptions<unknown> = {}) => {
      const call = `${method} ${path}`;
      log.push({ call, options });
      const handler = handlers[call];
      if (!handler) throw new Error(`Unexpected call ${call}`);
      return handler(options);
    },
  );
  return log;
}

const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data });
const failed = (status: number | null, message = "failed"): ApiResult<unknown> => ({
  ok: false,
  status,
  code: null,
  message,
  details: [],
  retryAfterSeconds: null,
});

const capture = (status: string) => ({
  id: "3C679366HH908993F",
  status,
  amount: { value: "39.00", currency_code: "USD" },
});
const order = {
  id: "order-1",
  status: "captured",
  mode: "payment",
  interval: null,
  total_cents: 3900,
  charged_cents: 3900,
  shipping: null,
  fulfilment: null,
  refunds: [],
  currency: "USD",
  created_at: "2026-11-21T10:00:00.000Z",
  items: [
    {
      product_id: "trademark-checker-lifetime",
      title: "Trademark Checker (lifetime)",
      unit_cents: 3900,
      list_cents: 3900,
      quantity: 1,
    },
  ],
};
const geo = () => ok({ country: "US", paymentButton: true, source: "default", ip: "203.0.113.7" });

function show() {
  render(
    <PaymentSuccess
      next="/pricing"
      token="5O190127TN364715T"
      sessionId={null}
      claimedName={null}
    />,
  );
}

const callsOf = (log: Array<{ call: string }>) => log.map((entry) => entry.call);

beforeEach(() => {
  calls.api.mockReset();
  calls.refreshMembership.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("payment success: the affiliate sale report after a PayPal capture", () => {
  it("captures, then reports the captured amount, capture id and IP, then shows the order", async () => {
    let finishReport: (result: ApiResult<unknown>) => void = () => {};
    const log = answer({
      "GET /api/geo": geo,
      "POST /api/paypal/capture-paypal-order": () => ok(capture("COMPLETED")),
      "GET /api/idev": () =>
        new Promise((resolve) => {
          finishReport = resolve;
        }),
      "GET /api/orders": () => ok([order]),
    });
    show();

    await waitFor(() => expect(callsOf(log)).toContain("GET /api/idev"));
    // While the report is out, the success content waits (PAY-14: report, then redirect/show).
    expect(screen.getByTestId("payment-working")).toBeTruthy();
    expect(screen.queryByTestId("bought-order")).toBeNull();
    expect(callsOf(log)).not.toContain("GET /api/orders");

    const report = log.find((entry) => entry.call === "GET /api/idev")!;
    expect(report.options.query).toEqual({
      idev_saleamt: "39.00",
      idev_ordernum: "3C679366HH908993F",
      ip_address: "203.0.113.7",
    });
    const captureAt = callsOf(log).indexOf("POST /api/paypal/capture-paypal-order");
    expect(captureAt).toBeGreaterThanOrEqual(0);
    expect(callsOf(log).indexOf("GET /api/idev")).toBeGreaterThan(captureAt);

    finishReport(ok({ recorded: true, status: "sent" }));
    expect(await screen.findByTestId("bought-item")).toBeTruthy();
    expect(screen.getByTestId("bought-item").textContent).toBe("Trademark Checker (lifetime)");
    expect(callsOf(log).filter((call) => call === "GET /api/idev")).toHaveLength(1);
  });

  it("a failed report is logged and the success content still shows", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    answer({
      "GET /api/geo": geo,
      "POST /api/paypal/capture-paypal-order": () => ok(capture("COMPLETED")),
      "GET /api/idev": () => failed(null, "Network error"),
      "GET /api/orders": () => ok([order]),
    });
    show();
    expect(await screen.findByTestId("bought-item")).toBeTruthy();
    expect(error).toHaveBeenCalledWith(
      "The affiliate sale could not be reported",
      expect.objectContaining({ ok: false }),
    );
  });

  it("without an IP (the lookup failed) the sale is still reported, without ip_address (G-15)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const log = answer({
      "GET /api/geo": () => failed(503),
      "POST /api/paypal/capture-paypal-order": () => ok(capture("COMPLETED")),
      "GET /api/idev": () => ok({ recorded: true, status: "recorded" }),
      "GET /api/orders": () => ok([order]),
    });
    show();
    expect(await screen.findByTestId("bought-item")).toBeTruthy();
    expect(log.find((entry) => entry.call === "GET /api/idev")!.options.query).toEqual({
      idev_saleamt: "39.00",
      idev_ordernum: "3C679366HH908993F",
    });
  });

  it.each([
    ["the capture fails", () => failed(500, "Something went wrong")],
    ["the capture is declined", () => ok(capture("DECLINED"))],
  ])("no report when %s: it goes to /payment-failed", async (_case, captureAnswer) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const log = answer({
      "GET /api/geo": geo,
      "POST /api/paypal/capture-paypal-order": captureAnswer,
      "GET /api/orders": () => ok([order]),
    });
    show();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("Payment could not be completed", expect.anything()),
    );
    // failTo reads the newest order for its retry link; then the page navigates away.
    await waitFor(() => expect(callsOf(log)).toContain("GET /api/orders"));
    expect(callsOf(log)).not.toContain("GET /api/idev");
    expect(screen.queryByTestId("bought-order")).toBeNull();
  });

  it("a pending capture is not a sale yet: no report, the pending note shows", async () => {
    const log = answer({
      "GET /api/geo": geo,
      "POST /api/paypal/capture-paypal-order": () => ok(capture("PENDING")),
      "GET /api/orders": () => ok([order]),
    });
    show();
    expect(await screen.findByText(/still confirming this payment/)).toBeTruthy();
    expect(callsOf(log)).not.toContain("GET /api/idev");
  });
});

describe("payment success: the heading says what the payment's confirmation says", () => {
  const heading = () => screen.getByRole("heading", { level: 1 }).textContent;

  it("says 'Confirming' while the capture runs, and 'Payment successful' once it is captured", async () => {
    let finishCapture: (result: ApiResult<unknown>) => void = () => {};
    answer({
      "GET /api/geo": geo,
      "POST /api/paypal/capture-paypal-order": () =>
        new Promise((resolve) => {
          finishCapture = resolve;
        }),
      "GET /api/idev": () => ok({ recorded: true, status: "sent" }),
      "GET /api/orders": () => ok([order]),
    });
    show();
    expect(heading()).toBe("Confirming your payment");
    await waitFor(() => expect(calls.api).toHaveBeenCalled());
    finishCapture(ok(capture("COMPLETED")));
    expect(await screen.findByTestId("bought-item")).toBeTruthy();
    expect(heading()).toBe("Payment successful");
  });

  it("a card reference the API does not know: no success, no other order shown", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const log = answer({
      "GET /api/stripecomm/order/success": () => failed(404, "No such order"),
      "GET /api/orders": () => ok([order]),
    });
    render(
      <PaymentSuccess
        next="/pricing"
        token={null}
        sessionId="cs_sandbox_bogus_000000000"
        claimedName={null}
      />,
    );
    await waitFor(() => expect(heading()).toBe("We couldn't find this payment"));
    expect(screen.queryByTestId("bought-order")).toBeNull();
    expect(callsOf(log)).not.toContain("GET /api/orders");
  });

  it("no reference at all: nothing to confirm, and no order is read", async () => {
    const log = answer({ "GET /api/orders": () => ok([order]) });
    render(<PaymentSuccess next="/pricing" token={null} sessionId={null} claimedName={null} />);
    await waitFor(() => expect(heading()).toBe("No payment to confirm"));
    expect(screen.queryByTestId("bought-order")).toBeNull();
    expect(callsOf(log)).toEqual([]);
  });

  it("a pending capture is 'received', not 'successful'", async () => {
    answer({
      "GET /api/geo": geo,
      "POST /api/paypal/capture-paypal-order": () => ok(capture("PENDING")),
      "GET /api/orders": () => ok([{ ...order, status: "pending" }]),
    });
    show();
    await waitFor(() => expect(heading()).toBe("Payment received"));
  });
});
