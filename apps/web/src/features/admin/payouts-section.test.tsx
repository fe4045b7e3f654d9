import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PayoutsSection } from "./payouts-section";

const state = vi.hoisted(() => ({
  calls: [] as Array<{ method: string; path: string; body: unknown }>,
}));
vi.mock("./console-session", async (original) => {
  const api = async (method: string, path: string, options?: { body?: unknown }) => {
    state.calls.push({ method, path, body: options?.body });
    return {
      ok: true,
      data:
        method === "GET"
          ? { thresholdCents: 5000, rows: [], skipped: [] }
          : { paid: ["c1"], unchanged: [] },
    };
  };
  return {
    ...(await original<typeof import("./console-session")>()),
    useConsoleApi: () => api,
    useConsoleSession: () => ({ session: { role: "admin", token: "t" } }),
  };
});

const posts = () => state.calls.filter((call) => call.method === "POST");

describe("PayoutsSection: mark a payout file paid", () => {
  beforeEach(() => {
    state.calls = [];
    render(<PayoutsSection />);
  });
  afterEach(cleanup);

  it("names the empty file and the short reason, and marks nothing", async () => {
    await userEvent.type(screen.getByLabelText("Reason"), "ok");
    await userEvent.click(screen.getByRole("button", { name: "Mark paid" }));
    const file = screen.getByLabelText("Payout file (the exported CSV, after paying it)");
    expect(await screen.findByText("Payout file is required.")).toBeTruthy();
    expect(file.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Reason").getAttribute("aria-invalid")).toBe("true");
    expect(posts()).toEqual([]);
  });

  it("sends the file and the reason", async () => {
    const file = screen.getByLabelText("Payout file (the exported CSV, after paying it)");
    await userEvent.click(file);
    await userEvent.paste("affiliate,amount\nada,12.00");
    await userEvent.type(screen.getByLabelText("Reason"), "Paid by bank transfer");
    await userEvent.click(screen.getByRole("button", { name: "Mark paid" }));
    expect(await screen.findByText("1 commission(s) marked paid; 0 unchanged.")).toBeTruthy();
    expect(posts()).toEqual([
      {
        method: "POST",
        path: "/api/admin/payouts/mark-paid",
        body: { csv: "affiliate,amount\nada,12.00", reason: "Paid by bank transfer" },
      },
    ]);
  });
});
