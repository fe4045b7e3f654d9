import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TimeZoneForm } from "./time-zone-form";

type Call = { method: string; path: string; body?: unknown };
const api = vi.hoisted(() => {
  const state = {
    calls: [] as Call[],
    answers: {} as Record<string, unknown>,
    // One caller for every render, as the real hook memoises it per token.
    caller: async (method: string, path: string, options?: { body?: unknown }) => {
      state.calls.push({ method, path, body: options?.body });
      return state.answers[`${method} ${path}`];
    },
  };
  return state;
});
vi.mock("@/lib/api/use-account-api", () => ({ useAccountApi: () => api.caller }));
vi.mock("@/components/toast/toast-store", () => ({ toast: () => {} }));

const ok = (data: unknown) => ({ ok: true, status: 200, data });

describe("TimeZoneForm", () => {
  beforeEach(() => {
    api.calls = [];
    api.answers = {};
  });
  afterEach(cleanup);

  it("shows the zone, saves a new one and then says when it can change again", async () => {
    api.answers["GET /api/account/time-zone"] = ok({
      time_zone: "Europe/London",
      next_change_at: null,
    });
    api.answers["PUT /api/account/time-zone"] = ok({
      time_zone: "Asia/Tokyo",
      changed_at: "2026-11-28T12:00:00.000Z",
    });
    render(<TimeZoneForm />);
    expect((await screen.findByTestId("time-zone-current")).textContent).toMatch(
      /counted in Europe\/London/,
    );
    const select = screen.getByRole("combobox", { name: "Time zone" }) as HTMLSelectElement;
    expect(select.value).toBe("Europe/London");
    await userEvent.selectOptions(select, "Asia/Tokyo");
    await userEvent.click(screen.getByRole("button", { name: "Save time zone" }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: "PUT",
        path: "/api/account/time-zone",
        body: { time_zone: "Asia/Tokyo" },
      }),
    );
    // 30 days after the change.
    expect((await screen.findByTestId("time-zone-next")).textContent).toBe(
      "You can change it again on 28 December 2026.",
    );
    expect(screen.getByTestId("time-zone-current").textContent).toMatch(/counted in Asia\/Tokyo/);
    expect(screen.queryByRole("button", { name: "Save time zone" })).toBeNull();
  });

  it("offers no change before the date the API gives", async () => {
    api.answers["GET /api/account/time-zone"] = ok({
      time_zone: "Asia/Tokyo",
      next_change_at: "2026-12-20T15:00:00.000Z",
    });
    render(<TimeZoneForm />);
    expect((await screen.findByTestId("time-zone-next")).textContent).toBe(
      "You can change it again on 20 December 2026.",
    );
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("shows the API's refusal on the form", async () => {
    api.answers["GET /api/account/time-zone"] = ok({ time_zone: null, next_change_at: null });
    api.answers["PUT /api/account/time-zone"] = {
      ok: false,
      status: 409,
      code: "CONFLICT",
      message: "The time zone can be changed again from 2026-12-20.",
      details: [],
    };
    render(<TimeZoneForm />);
    expect((await screen.findByTestId("time-zone-current")).textContent).toMatch(
      /No time zone is set yet/,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save time zone" }));
    expect((await screen.findByTestId("time-zone-error")).textContent).toBe(
      "The time zone can be changed again from 2026-12-20.",
    );
  });
});
