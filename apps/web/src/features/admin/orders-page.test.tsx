import type { OrderDetailView } from "@inkforge/domain/admin/contract";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RefundForm } from "./orders-page";

const state = vi.hoisted(() => ({
  calls: [] as Array<{ method: string; path: string; body: unknown }>,
}));
vi.mock("./console-session", async (original) => {
  const api = async (method: string, path: string, options?: { body?: unknown }) => {
    state.calls.push({ method, path, body: options?.body });
    return { ok: true, data: {} };
  };
  return {
    ...(await original<typeof import("./console-session")>()),
    useConsoleApi: () => api,
  };
});
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams() }));

const order = { id: "o-1", provider: "sandbox", refundableCents: 1900 } as OrderDetailView;

describe("RefundForm", () => {
  const onDone = vi.fn();
  beforeEach(() => {
    state.calls = [];
    onDone.mockReset();
    render(<RefundForm order={order} onDone={onDone} />);
  });
  afterEach(cleanup);

  it.each(["-5", "0", "ten"])(
    "refuses the amount %j, naming it, and refunds nothing",
    async (typed) => {
      const amount = screen.getByLabelText("Amount in USD (empty: everything left)");
      await userEvent.type(amount, typed);
      await userEvent.type(screen.getByLabelText("Reason"), "Bought by mistake");
      await userEvent.click(screen.getByRole("button", { name: "Refund" }));
      const said = await screen.findByText(
        "Amount must be a positive number of dollars, or empty for everything left.",
      );
      expect(amount.getAttribute("aria-invalid")).toBe("true");
      expect(amount.getAttribute("aria-describedby")).toBe(said.id);
      expect(state.calls).toEqual([]);
    },
  );

  it("refuses a missing reason", async () => {
    await userEvent.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText(/^Reason /)).toBeTruthy();
    expect(state.calls).toEqual([]);
  });

  it.each([
    ["", { reason: "Bought by mistake" }],
    ["4.99", { reason: "Bought by mistake", amountCents: 499 }],
  ])("refunds %j dollars", async (typed, body) => {
    if (typed)
      await userEvent.type(screen.getByLabelText("Amount in USD (empty: everything left)"), typed);
    await userEvent.type(screen.getByLabelText("Reason"), "Bought by mistake");
    await userEvent.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(state.calls).toEqual([{ method: "POST", path: "/api/admin/orders/o-1/refund", body }]);
  });
});
