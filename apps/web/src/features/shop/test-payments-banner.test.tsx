import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  TEST_PAYMENTS_TEXT,
  TestPaymentsBanner,
  wantsTestPaymentsBanner,
} from "./test-payments-banner";

const calls = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock("@/lib/api-client", () => ({ apiClient: { get: calls.get } }));

afterEach(() => {
  cleanup();
  calls.get.mockReset();
});

describe("the test-payments banner", () => {
  it.each([
    [{ provider: "sandbox", test_payments_banner: true }, true],
    [{ provider: "sandbox", test_payments_banner: false }, false],
    [{ provider: "live", test_payments_banner: false }, false],
    [{ test_payments_banner: "yes" }, false],
    [null, false],
  ])("answer %j → banner %s", (answer, expected) => {
    expect(wantsTestPaymentsBanner(answer)).toBe(expected);
  });

  it("shows the notice when the API asks for it", async () => {
    calls.get.mockResolvedValue({
      data: { provider: "sandbox", test_payments_banner: true },
      error: null,
      status: 200,
    });
    render(<TestPaymentsBanner />);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(TEST_PAYMENTS_TEXT));
    expect(calls.get).toHaveBeenCalledWith("/api/payments/mode", { retries: 0 });
  });

  it("shows nothing for live payments or when the API cannot answer", async () => {
    calls.get.mockResolvedValueOnce({
      data: { provider: "live", test_payments_banner: false },
      error: null,
      status: 200,
    });
    const { container } = render(<TestPaymentsBanner />);
    await waitFor(() => expect(calls.get).toHaveBeenCalled());
    await act(async () => {});
    expect(container.innerHTML).toBe("");
    cleanup();
    calls.get.mockResolvedValueOnce({ data: null, error: "Network error", status: null });
    const failed = render(<TestPaymentsBanner />);
    await waitFor(() => expect(calls.get).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(failed.container.innerHTML).toBe("");
  });
});
