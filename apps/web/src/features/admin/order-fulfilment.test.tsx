import type { OrderDetailView } from "@inkforge/domain/admin/contract";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShipForm } from "./order-fulfilment";

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

const order = { id: "o-1", fulfilment: { status: "awaiting" } } as unknown as OrderDetailView;

describe("ShipForm", () => {
  const onDone = vi.fn();
  beforeEach(() => {
    state.calls = [];
    onDone.mockReset();
    render(<ShipForm order={order} onDone={onDone} />);
  });
  afterEach(cleanup);

  it.each([
    ["x", "Tracking number must be at least 4 characters."],
    ["1Z#99", "Tracking number may hold only letters, digits, spaces and dashes."],
  ])("refuses the tracking number %j, naming the field, and sends nothing", async (typed, said) => {
    const tracking = screen.getByLabelText("Tracking number");
    await userEvent.type(tracking, typed);
    await userEvent.click(screen.getByRole("button", { name: "Mark shipped" }));
    const message = await screen.findByText(said);
    expect(tracking.getAttribute("aria-invalid")).toBe("true");
    expect(tracking.getAttribute("aria-describedby")).toBe(message.id);
    expect(state.calls).toEqual([]);
  });

  it("marks it shipped, with no carrier when the box is blank", async () => {
    await userEvent.type(screen.getByLabelText("Tracking number"), " 1Z999AA10123456784 ");
    await userEvent.type(screen.getByLabelText("Carrier (optional)"), "  ");
    await userEvent.click(screen.getByRole("button", { name: "Mark shipped" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(state.calls).toEqual([
      {
        method: "POST",
        path: "/api/admin/orders/o-1/ship",
        body: { trackingNumber: "1Z999AA10123456784" },
      },
    ]);
  });

  it("sends the carrier when one is given", async () => {
    await userEvent.type(screen.getByLabelText("Tracking number"), "1Z999AA10123456784");
    await userEvent.type(screen.getByLabelText("Carrier (optional)"), "UPS");
    await userEvent.click(screen.getByRole("button", { name: "Mark shipped" }));
    await waitFor(() => expect(state.calls).toHaveLength(1));
    expect(state.calls[0]?.body).toEqual({ trackingNumber: "1Z999AA10123456784", carrier: "UPS" });
  });
});
