import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GrantForm } from "./person-page";

const state = vi.hoisted(() => ({
  calls: [] as Array<{ method: string; path: string; body: unknown }>,
  answer: { ok: true, data: {} } as unknown,
}));
vi.mock("./console-session", async (original) => {
  const api = async (method: string, path: string, options?: { body?: unknown }) => {
    state.calls.push({ method, path, body: options?.body });
    return state.answer;
  };
  return {
    ...(await original<typeof import("./console-session")>()),
    useConsoleApi: () => api,
  };
});

describe("GrantForm", () => {
  const onDone = vi.fn();
  beforeEach(() => {
    state.calls = [];
    state.answer = { ok: true, data: {} };
    onDone.mockReset();
    render(<GrantForm personId="p-1" onDone={onDone} />);
  });
  afterEach(cleanup);

  it.each(["", "ab"])(
    "refuses the reason %j, naming the field, and grants nothing",
    async (typed) => {
      const form = screen.getByRole("form", { name: "Grant a feature" });
      const reason = screen.getByLabelText("Reason");
      if (typed) await userEvent.type(reason, typed);
      await userEvent.click(screen.getByRole("button", { name: "Grant" }));
      const message = await screen.findByText(/^Reason /);
      expect(form.contains(message)).toBe(true);
      expect(reason.getAttribute("aria-invalid")).toBe("true");
      expect(reason.getAttribute("aria-describedby")).toBe(message.id);
      expect(state.calls).toEqual([]);
    },
  );

  it("grants the chosen feature with the reason", async () => {
    await userEvent.selectOptions(screen.getByLabelText("Feature"), "ultra");
    await userEvent.type(screen.getByLabelText("Reason"), "Goodwill after the refund");
    await userEvent.click(screen.getByRole("button", { name: "Grant" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(state.calls).toEqual([
      {
        method: "POST",
        path: "/api/admin/people/p-1/features",
        body: { featureId: "ultra", reason: "Goodwill after the refund" },
      },
    ]);
    expect((screen.getByLabelText("Reason") as HTMLInputElement).value).toBe("");
  });

  it("puts the API's sentence about a field under that field", async () => {
    state.answer = {
      ok: false,
      status: 400,
      message: "The request is not valid.",
      details: [{ path: "featureId", message: "Feature is not sold." }],
    };
    await userEvent.type(screen.getByLabelText("Reason"), "Goodwill");
    await userEvent.click(screen.getByRole("button", { name: "Grant" }));
    expect(await screen.findByText("Feature is not sold.")).toBeTruthy();
    expect(screen.getByLabelText("Feature").getAttribute("aria-invalid")).toBe("true");
    expect(onDone).not.toHaveBeenCalled();
  });
});
