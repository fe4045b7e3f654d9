import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KdpFiguresPage } from "./kdp-figures-page";

const state = vi.hoisted(() => ({
  calls: [] as Array<{ method: string; path: string; body: unknown }>,
}));
vi.mock("./console-session", async (original) => {
  const api = async (method: string, path: string, options?: { body?: unknown }) => {
    state.calls.push({ method, path, body: options?.body });
    return { ok: true, data: method === "GET" ? { changes: [] } : { booksNotified: 2 } };
  };
  return {
    ...(await original<typeof import("./console-session")>()),
    useConsoleApi: () => api,
    useConsoleSession: () => ({ session: { role: "admin" } }),
  };
});

const posts = () => state.calls.filter((call) => call.method === "POST");

describe("KdpFiguresPage form", () => {
  beforeEach(() => {
    state.calls = [];
    render(<KdpFiguresPage />);
  });
  afterEach(cleanup);

  it("names each missing field and records nothing", async () => {
    await userEvent.click(screen.getByRole("button", { name: "Record the change" }));
    const value = screen.getByLabelText("New value (in the store's currency)");
    expect(await screen.findByText("New value is required.")).toBeTruthy();
    expect(value.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Source title").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Source address").getAttribute("aria-invalid")).toBe("true");
    expect(posts()).toEqual([]);
  });

  it("refuses an address that is not http(s), naming it", async () => {
    await userEvent.type(screen.getByLabelText("New value (in the store's currency)"), "2.99");
    await userEvent.type(screen.getByLabelText("In force from"), "2027-01-01");
    await userEvent.type(screen.getByLabelText("Source title"), "KDP news");
    await userEvent.type(screen.getByLabelText("Source address"), "ftp://kdp.example/news");
    await userEvent.type(screen.getByLabelText("Source date"), "2026-11-20");
    await userEvent.click(screen.getByRole("button", { name: "Record the change" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Source address").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(screen.getByText(/^Source address /)).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it("records the change with its source", async () => {
    await userEvent.selectOptions(screen.getByLabelText("Figure"), "delivery-cost");
    await userEvent.selectOptions(screen.getByLabelText("Marketplace"), "amazon.de");
    await userEvent.type(screen.getByLabelText("New value (in the store's currency)"), "0.12");
    await userEvent.type(screen.getByLabelText("In force from"), "2027-01-01");
    await userEvent.type(screen.getByLabelText("Source title"), "KDP news");
    await userEvent.type(screen.getByLabelText("Source address"), "https://kdp.example/news");
    await userEvent.type(screen.getByLabelText("Source date"), "2026-11-20");
    await userEvent.click(screen.getByRole("button", { name: "Record the change" }));
    expect(await screen.findByText("Recorded. Books told so far: 2.")).toBeTruthy();
    expect(posts()).toEqual([
      {
        method: "POST",
        path: "/api/admin/kdp-figure-changes",
        body: {
          figure: "delivery-cost",
          marketplace: "amazon.de",
          value: 0.12,
          effectiveFrom: "2027-01-01",
          source: { title: "KDP news", url: "https://kdp.example/news", date: "2026-11-20" },
        },
      },
    ]);
  });
});
