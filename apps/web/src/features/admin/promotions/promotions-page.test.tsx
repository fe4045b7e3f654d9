import type { PopupSet } from "@inkforge/domain/promotions/campaigns";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PopupSetForm, Preview } from "./promotions-page";

const state = vi.hoisted(() => ({
  calls: [] as Array<{ method: string; path: string; body: unknown }>,
}));
vi.mock("../console-session", async (original) => {
  const api = async (method: string, path: string, options?: { body?: unknown }) => {
    state.calls.push({ method, path, body: options?.body });
    return {
      ok: true,
      data: { at: "2026-12-01T00:00:00.000Z", banner: { kind: "none" }, running: [] },
    };
  };
  return {
    ...(await original<typeof import("../console-session")>()),
    useConsoleApi: () => api,
  };
});

beforeEach(() => {
  state.calls = [];
});
afterEach(cleanup);

describe("Preview", () => {
  it("refuses an instant that is not one, naming it, and asks nothing", async () => {
    render(<Preview serverTime="2026-11-29T10:00:00.000Z" />);
    const at = screen.getByLabelText("Instant (UTC)");
    await userEvent.clear(at);
    await userEvent.type(at, "next tuesday");
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    await waitFor(() => expect(at.getAttribute("aria-invalid")).toBe("true"));
    const said = document.getElementById(at.getAttribute("aria-describedby") ?? "");
    expect(said?.textContent).toMatch(/^Instant /);
    expect(state.calls).toEqual([]);
  });

  it("previews the trimmed instant as a new member", async () => {
    render(<Preview serverTime="2026-11-29T10:00:00.000Z" />);
    const at = screen.getByLabelText("Instant (UTC)");
    await userEvent.clear(at);
    await userEvent.type(at, " 2026-12-01T00:00:00Z ");
    await userEvent.selectOptions(screen.getByLabelText("Seen by"), "new-member");
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByTestId("preview-result")).toBeTruthy();
    expect(state.calls[0]?.path).toBe(
      "/api/admin/promotions/preview?at=2026-12-01T00%3A00%3A00Z&as=new-member",
    );
  });
});

describe("PopupSetForm", () => {
  const set = {
    id: "default",
    featuresToShow: ["pro"],
    targetLifeTime: [],
    targetUpgrade: [],
  } as unknown as PopupSet;

  it("names the list holding an unknown feature and saves nothing", async () => {
    render(<PopupSetForm set={set} onSaved={() => {}} />);
    const shown = screen.getByLabelText("Features shown, in rotation order");
    await userEvent.type(shown, ", nonsense");
    await userEvent.click(screen.getByRole("button", { name: "Save popup set" }));
    expect(await screen.findByText(/"nonsense" must be a feature the shop sells/)).toBeTruthy();
    expect(shown.getAttribute("aria-invalid")).toBe("true");
    expect(state.calls).toEqual([]);
  });

  it("saves the lists", async () => {
    const onSaved = vi.fn();
    render(<PopupSetForm set={set} onSaved={onSaved} />);
    await userEvent.type(screen.getByLabelText("Shown as an upgrade"), "ultra");
    await userEvent.click(screen.getByRole("button", { name: "Save popup set" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(state.calls).toEqual([
      {
        method: "PUT",
        path: "/api/admin/promotions/popup-sets/default",
        body: {
          id: "default",
          featuresToShow: ["pro"],
          targetLifeTime: [],
          targetUpgrade: ["ultra"],
        },
      },
    ]);
  });
});
