import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PayoutEmailForm } from "./affiliate-dashboard";

const state = vi.hoisted(() => ({
  calls: [] as Array<{ method: string; path: string; body: unknown }>,
  toasts: [] as string[],
}));
vi.mock("@/lib/api/use-account-api", () => ({
  useAccountApi: () => async (method: string, path: string, options?: { body?: unknown }) => {
    state.calls.push({ method, path, body: options?.body });
    return { ok: true, status: 200, data: {} };
  },
}));
vi.mock("@/components/toast/toast-store", () => ({
  toast: ({ title }: { title: string }) => state.toasts.push(title),
}));

describe("PayoutEmailForm", () => {
  const onSaved = vi.fn();
  beforeEach(() => {
    state.calls = [];
    state.toasts = [];
    onSaved.mockReset();
  });
  afterEach(cleanup);

  it.each(["not-an-email", "a@", `${"x".repeat(250)}@example.com`])(
    "refuses %j, naming the field, and saves nothing",
    async (typed) => {
      render(<PayoutEmailForm current={null} onSaved={onSaved} />);
      const input = screen.getByLabelText("Pay my commissions to");
      await userEvent.click(input);
      await userEvent.paste(typed);
      await userEvent.click(screen.getByRole("button", { name: "Save" }));
      const said = await screen.findByText(/^Payout email must be/);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(input.getAttribute("aria-describedby")).toBe(said.id);
      expect(state.calls).toEqual([]);
    },
  );

  it("saves the trimmed email", async () => {
    render(<PayoutEmailForm current={null} onSaved={onSaved} />);
    await userEvent.type(screen.getByLabelText("Pay my commissions to"), " pay@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("pay@example.com"));
    expect(state.calls).toEqual([
      {
        method: "PUT",
        path: "/api/v1/affiliate/payout-email",
        body: { payout_email: "pay@example.com" },
      },
    ]);
    expect(state.toasts).toEqual(["Payout email saved"]);
  });

  it("removes the email when the box is emptied", async () => {
    render(<PayoutEmailForm current="old@example.com" onSaved={onSaved} />);
    await userEvent.clear(screen.getByLabelText("Pay my commissions to"));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(null));
    expect(state.calls[0]?.body).toEqual({ payout_email: null });
    expect(state.toasts).toEqual(["Payout email removed"]);
  });
});
